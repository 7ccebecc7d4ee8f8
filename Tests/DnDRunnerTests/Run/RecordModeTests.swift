import DnDFormats
import Foundation
import Testing

@testable import DnDRunner

@Suite struct RecordModeTests {
  /// Which statuses each mode records — the documented table.
  @Test func eachModeRecordsItsStatuses() {
    let recorded: [RecordMode: [CaseStatus]] = [
      .never: [],
      .missing: [.missing],
      .failed: [.missing, .mismatch, .stale, .conflicted],
      .all: [.missing, .mismatch, .stale, .conflicted, .pass],
    ]
    for (mode, statuses) in recorded {
      for status in CaseStatus.allCases {
        #expect(mode.records(status) == statuses.contains(status), "\(mode) \(status)")
      }
    }
  }

  @Test func failedModeWritesPendingForAMismatchAndKeepsTheGolden() throws {
    let fixture = try RunnerFixture()
    try fixture.acceptAll()
    let edited = try fixture.read("pinboard/copy.fast.golden.log") + "# extra\n"
    try fixture.write("pinboard/copy.fast.golden.log", edited)
    let missingMode = try fixture.run(record: .missing)
    #expect(RunnerFixture.statuses(missingMode)["pinboard/copy@fast"] == .mismatch)
    #expect(!fixture.exists("pinboard/copy.fast.golden.log.pending"))
    let failedMode = try fixture.run(record: .failed)
    let result = try #require(failedMode.results.first { $0.name.hasSuffix("copy@fast") })
    #expect(result.status == .mismatch)
    #expect(result.written?.hasSuffix("copy.fast.golden.log.pending") == true)
    #expect(try fixture.read("pinboard/copy.fast.golden.log") == edited)
    #expect(try fixture.read("pinboard/copy.fast.golden.log.pending") == result.log)
  }

  @Test func acceptWithFailedReplacesTheGolden() throws {
    let fixture = try RunnerFixture()
    try fixture.acceptAll()
    let original = try fixture.read("pinboard/copy.fast.golden.log")
    try fixture.write("pinboard/copy.fast.golden.log", original + "# extra\n")
    let outcome = try fixture.run(record: .failed, accept: true)
    #expect(RunnerFixture.statuses(outcome)["pinboard/copy@fast"] == .accepted)
    #expect(try fixture.read("pinboard/copy.fast.golden.log") == original)
    #expect(outcome.exitCode == 0)
  }

  @Test func ciWritesFailingResultsAsArtifactsAndNothingIntoTheTree() throws {
    let fixture = try RunnerFixture()
    let before = try fixture.snapshot()
    let artifacts = FileManager.default.temporaryDirectory
      .appendingPathComponent("dndsim-artifacts-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: artifacts) }
    let outcome = try fixture.run(record: .never, artifacts: artifacts)
    #expect(outcome.results.allSatisfy { $0.status == .missing })
    #expect(try fixture.snapshot() == before)
    let written = try #require(outcome.results.first?.written)
    #expect(written.hasPrefix(artifacts + "/"))
    #expect(FileManager.default.fileExists(atPath: written))
  }

  @Test func aPendingResultIsRemovedOnceTheCasePasses() throws {
    let fixture = try RunnerFixture()
    try fixture.acceptAll()
    try fixture.write("pinboard/copy.fast.golden.log.pending", "old\n")
    _ = try fixture.run(record: .missing)
    #expect(!fixture.exists("pinboard/copy.fast.golden.log.pending"))
  }
}

@Suite struct RunDeterminismTests {
  /// Reports are byte-identical for every job count (no timing, no completion order in them).
  @Test func outputsAreIdenticalForAnyJobCount() throws {
    let fixture = try RunnerFixture()
    try fixture.acceptAll()
    try fixture.write(
      "pinboard/copy.slow.golden.log",
      try fixture.read("pinboard/copy.slow.golden.log").replacingOccurrences(
        of: "0.400000 touch", with: "0.400001 touch"))
    var renderings: Set<String> = []
    for jobs in [1, 2, 4, 8] {
      let outcome = try fixture.run(record: .never, jobs: jobs)
      renderings.insert(
        JUnitReport.render(outcome.results) + ResultsFile.render(outcome.results, shard: .all)
          + outcome.summaryLine)
    }
    #expect(renderings.count == 1)
  }

  @Test func checkDeterminismPassesOnTheFixtures() throws {
    let fixture = try RunnerFixture()
    try fixture.acceptAll()
    let outcome = try fixture.run(record: .never, jobs: 2, checkDeterminism: true)
    #expect(outcome.results.allSatisfy { $0.status == .pass })
  }

  @Test func twoDifferentReplaysAreNondeterministic() throws {
    let fixture = try RunnerFixture()
    try fixture.acceptAll()
    let item = try #require(try fixture.corpus().cases.first)
    let settings = RunSettings(scenes: SceneResolver(), record: .never)
    let first = CaseRunner.replay(item, settings: settings)
    guard case .log(let text, let span, _) = first else {
      Issue.record("the fixture did not replay")
      return
    }
    let second = CaseRunner.Replayed.log(
      text: text + "    9.000000 touch    F9 x\n", virtualMicroseconds: span)
    let result = CorpusRun.judge(item, first, second, settings: settings)
    #expect(result.status == .nondeterministic)
    #expect(result.diff?.addedLineCount == 1)
  }
}
