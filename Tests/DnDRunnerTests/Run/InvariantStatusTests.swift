import DnDFormats
import Foundation
import Testing

@testable import DnDRunner

/// How the runner reports a replay that breaks an invariant (``CaseStatus/invariant``).
@Suite struct InvariantStatusTests {
  static let violation =
    "load-completes-once: L1 never completed, failed or was cancelled (event 3 at t=1.000s)"

  /// The fixture's first case replayed for real, with `violations` as the checker's findings.
  func replayed(_ fixture: RunnerFixture, violations: [String]) throws
    -> (RunCase, CaseRunner.Replayed)
  {
    let item = try #require(try fixture.corpus().cases.first)
    let settings = RunSettings(scenes: SceneResolver(), record: .never)
    guard case .log(let text, let span, let found) = CaseRunner.replay(item, settings: settings)
    else {
      throw CancellationError()
    }
    #expect(found == [])
    return (item, .log(text: text, virtualMicroseconds: span, violations: violations))
  }

  @Test func aLogEqualToItsGoldenThatBreaksAnInvariantFails() throws {
    let fixture = try RunnerFixture()
    try fixture.acceptAll()
    let (item, replay) = try replayed(fixture, violations: [Self.violation])
    let result = CaseRunner.evaluate(
      item, replayed: replay, settings: RunSettings(scenes: SceneResolver(), record: .failed))
    #expect(result.status == .invariant)
    #expect(result.status.isFailure)
    #expect(
      result.report.hasPrefix("invariant        \(item.name)\n    invariant load-completes-once: "))
    // Nothing is recorded: the golden already says what the log says.
    #expect(result.written == nil)
  }

  @Test func aMismatchKeepsItsStatusAndListsTheViolations() throws {
    let fixture = try RunnerFixture()
    try fixture.acceptAll()
    let (item, replay) = try replayed(fixture, violations: [Self.violation])
    try fixture.write(
      String(item.goldenPath.dropFirst(fixture.traces.count + 1)),
      try String(contentsOfFile: item.goldenPath, encoding: .utf8) + "# extra\n")
    let result = CaseRunner.evaluate(
      item, replayed: replay, settings: RunSettings(scenes: SceneResolver(), record: .never))
    #expect(result.status == .mismatch)
    #expect(result.message?.hasSuffix("\ninvariant \(Self.violation)") == true)
  }
}
