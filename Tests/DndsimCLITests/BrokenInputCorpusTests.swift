import DnDTestSupport
import Foundation
import Testing

/// One case of the broken-input corpus (`Tests/Fixtures/broken`): a broken file `X` and its
/// sibling `X.expected`, whose first line is the command (`$ dndsim validate X`) and whose rest is
/// exactly what the command must print on standard error. Docs/robustness.md says how to add one.
struct BrokenInputCase: Sendable, CustomTestStringConvertible {
  var file: String
  var arguments: [String]
  var expectedError: String

  var testDescription: String { file }

  static let suffix = ".expected"
  static let prompt = "$ dndsim "

  /// Every case of `folder`, in name order.
  static func all(in folder: URL) throws -> [BrokenInputCase] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      .filter { $0.hasSuffix(suffix) }
      .map { name in
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        let (command, rest) =
          text.firstIndex(of: "\n").map {
            (text[..<$0], String(text[text.index(after: $0)...]))
          } ?? (text[...], "")
        guard command.hasPrefix(prompt) else {
          throw ReplayFixture.FixtureError(
            description: "\(name): expected a first line \"\(prompt)ARGUMENTS\"")
        }
        return BrokenInputCase(
          file: String(name.dropLast(suffix.count)),
          arguments: command.dropFirst(prompt.count).split(separator: " ").map(String.init),
          expectedError: rest)
      }
  }
}

/// A copy of the corpus folder in a new temporary folder, deleted when it goes away: each case
/// runs in its own, so a command that wrongly wrote a file cannot affect the next case.
final class BrokenInputFolder {
  let directory: URL

  init(copying folder: URL) throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("dndsim-broken-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.copyItem(at: folder, to: directory)
  }

  deinit {
    try? FileManager.default.removeItem(at: directory)
  }

  /// Every entry of the folder (hidden ones too: a temporary file left behind) with its size and
  /// a digest of its contents.
  func snapshot() throws -> [String: ReplayFixture.FileState] {
    var states: [String: ReplayFixture.FileState] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
      states[name] = try ReplayFixture.FileState(of: directory.appendingPathComponent(name))
    }
    return states
  }
}

/// Every broken file of the corpus through the real `dndsim` command: exit code 2, nothing on
/// standard output, exactly the expected report on standard error (the file, the line and column
/// or JSON path, what was expected), and no file of the folder created, changed or removed — the
/// folder holds a valid trace, its golden log and its scene to show that they stay untouched.
@Suite struct BrokenInputCorpusTests {
  static let folder = Repository.fixtures.appendingPathComponent("broken", isDirectory: true)
  static let cases = (try? BrokenInputCase.all(in: folder)) ?? []

  @Test(arguments: cases) func eachBrokenFileIsReportedAndNothingIsWritten(
    _ item: BrokenInputCase
  ) throws {
    let copy = try BrokenInputFolder(copying: Self.folder)
    let before = try copy.snapshot()
    let result = try CLIRunner.run(item.arguments, in: copy.directory)
    #expect(result.exitCode == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError == item.expectedError)
    #expect(try copy.snapshot() == before, "the command created, changed or removed a file")
  }

  /// The corpus reads (a malformed `.expected` would otherwise just shrink it), has exactly the
  /// number of cases Docs/robustness.md promises (one per `.expected` file), and some for every
  /// kind of input.
  @Test func theCorpusCoversEveryFormat() throws {
    let cases = try BrokenInputCase.all(in: Self.folder)
    #expect(Self.cases.count == cases.count)
    let expectedFiles = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter { $0.hasSuffix(".expected") }
    #expect(cases.count == expectedFiles.count)
    let robustness = try String(
      contentsOf: Repository.root.appendingPathComponent("Docs/robustness.md"), encoding: .utf8)
    let promised = try #require(
      robustness.firstMatch(of: /`Tests\/Fixtures\/broken\/`: (\d+) malformed files/))
    #expect(cases.count == Int(promised.1), "Docs/robustness.md promises \(promised.1) cases")
    let kinds = [
      ".trace.jsonl", ".scene.json", ".faults.json", ".golden.log", ".gesture", ".gesture.json",
      ".webdriver.json", ".libinput.yml", ".getevent.txt", ".evemu", ".results.json",
    ]
    for kind in kinds {
      #expect(cases.contains { $0.file.hasSuffix(kind) }, "no broken \(kind) file")
    }
    for item in cases {
      #expect(
        FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent(item.file).path),
        "\(item.file).expected has no \(item.file)")
    }
  }

  /// Every file without a `.expected` is there to support the cases (the scene the traces name,
  /// a companion fault plan) or to be left untouched, so it must be valid: a broken file whose
  /// `.expected` was forgotten fails here instead of being silently skipped.
  @Test func everyOtherFileIsValid() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
    let tested = Set(try BrokenInputCase.all(in: Self.folder).map(\.file))
    let others = names.filter { !$0.hasSuffix(BrokenInputCase.suffix) && !tested.contains($0) }
    #expect(others.contains("valid.trace.jsonl") && others.contains("valid.golden.log"))
    let result = try CLIRunner.run(["validate"] + others.sorted(), in: Self.folder)
    #expect(result.exitCode == 0)
    #expect(result.standardError.isEmpty)
  }
}
