import DnDFormats
import DnDTestSupport
import Foundation
import Testing

@testable import DnDRunner

/// Real logs for the report tests: fixture cases replayed the way a run replays them, and
/// results built around them.
enum HTMLReportFixtures {
  /// The repository root (this file is `Tests/DnDRunnerTests/…`).
  static let root = Repository.root

  static func fixture(_ relative: String) -> String {
    root.appendingPathComponent("Tests/Fixtures/cases").appendingPathComponent(relative).path
  }

  /// The log of a fixture case, replayed with the scenes beside it.
  static func log(_ trace: String, variant: String = TraceVariant.defaultName) throws -> String {
    let path = fixture(trace)
    let chosen = try #require(try CaseReplay.variants(ofTrace: path).first { $0.name == variant })
    let item = RunCase(
      name: trace, tracePath: path, variant: chosen,
      goldenPath: CaseFiles(trace: path).golden(variant: variant))
    switch CaseRunner.replay(item, settings: RunSettings(scenes: SceneResolver())) {
    case .log(let text, _, _): return text
    case .failed(_, let message), .needsMainThread(let message):
      throw FixtureError(message: message)
    }
  }

  struct FixtureError: Error {
    var message: String
  }

  /// A result that mismatches: its golden is `log` with `edit` applied.
  static func mismatch(
    name: String, log: String, status: CaseStatus = .mismatch, edit: (String) -> String
  ) -> CaseResult {
    let golden = edit(log)
    let diff = GoldenComparison.compare(
      expected: golden, actual: log, expectedName: name + ".golden.log",
      actualName: name + " (this run)")
    return CaseResult(
      name: name, status: status, tracePath: name + ".trace.jsonl", variant: "default",
      goldenPath: name + ".golden.log", message: diff?.summary, diff: diff, log: log,
      virtualMicroseconds: 3_423_000)
  }

  /// The first occurrence of `old` replaced by `new`.
  static func replacingFirst(_ old: String, with new: String, in text: String) -> String {
    guard let range = text.firstRange(of: old) else { return text }
    var copy = text
    copy.replaceSubrange(range, with: new)
    return copy
  }

  /// A minimal valid log around `body` lines (event lines, sections, comments).
  static func craftedLog(_ body: [String]) -> String {
    (["# dndsim-log 1", "# trace: crafted.trace.jsonl", "# scene: crafted", "# variant: default"]
      + body + ["# end"]).joined(separator: "\n") + "\n"
  }

  /// `    0.325000 drag     text`.
  static func event(_ seconds: String, _ channel: String, _ text: String) -> String {
    String(repeating: " ", count: max(0, 12 - seconds.count)) + seconds + " "
      + channel.padding(toLength: 8, withPad: " ", startingAt: 0) + " " + text
  }
}
