import DnDFormats
import DnDTestSupport
import Foundation
import Testing

/// The inputs with which libFuzzer broke a reader (Docs/robustness.md), kept in
/// `Tests/Fixtures/fuzz-crashes/<target>/` and read here through the reader's own file API: each
/// must now give exactly its clean error. (`DnDFuzzTargetsTests` also replays them through the
/// fuzz harness, with its round trips.)
@Suite struct FuzzCrashRegressionTests {
  struct Crash: Sendable, CustomTestStringConvertible {
    var target: String
    var file: String
    /// The whole one-line error, or `nil` when the input is valid.
    var expected: String?

    var testDescription: String { "\(target)/\(file)" }
  }

  static let folder = Repository.fixtures.appendingPathComponent("fuzz-crashes")

  static let crashes: [Crash] = [
    // A JSON escape for a control character in a value the message quotes: the message held a
    // raw backspace (a `\n` would have split it in two lines).
    Crash(
      target: "trace", file: "control-character-in-profile.trace.jsonl",
      expected:
        #"control-character-in-profile.trace.jsonl:1: $.profile: error: expected "tablet" or "phone", found "t\u0008let""#
    )
  ]

  /// Reads the whole input at `path` the way the target `target` does.
  static func read(_ target: String, path: String, name: String) throws(InputError) {
    switch target {
    case "trace":
      _ = try TraceReader(path: path, name: name).readAll()
    default:
      preconditionFailure("no reader for the fuzz target \(target)")
    }
  }

  @Test(arguments: crashes) func aKeptCrashGivesItsCleanError(_ crash: Crash) {
    let path = Self.folder.appendingPathComponent(crash.target).appendingPathComponent(crash.file)
    #expect(FileManager.default.fileExists(atPath: path.path))
    do {
      try Self.read(crash.target, path: path.path, name: crash.file)
      #expect(crash.expected == nil, "read without an error")
    } catch {
      #expect(error.description == crash.expected)
    }
  }

  /// Every file kept under fuzz-crashes has its expectation here.
  @Test func everyKeptCrashIsListed() throws {
    let listed = Set(Self.crashes.map { "\($0.target)/\($0.file)" })
    var kept: Set<String> = []
    for target in try FileManager.default.contentsOfDirectory(atPath: Self.folder.path) {
      let files = try FileManager.default.contentsOfDirectory(
        atPath: Self.folder.appendingPathComponent(target).path)
      kept.formUnion(files.map { "\(target)/\($0)" })
    }
    #expect(kept == listed)
  }
}
