import DnDFormats
import DnDRunner
import Foundation
import Testing

/// Each status a run can give, produced on real fixture cases.
@Suite struct CaseStatusTests {
  @Test func missingGoldensAreRecordedAsPendingByDefault() throws {
    let fixture = try RunnerFixture()
    let outcome = try fixture.run()
    #expect(outcome.results.count == 5)
    #expect(outcome.results.allSatisfy { $0.status == .new })
    #expect(fixture.exists("pinboard/copy.slow.golden.log.pending"))
    #expect(!fixture.exists("pinboard/copy.slow.golden.log"))
    #expect(outcome.exitCode == 1)
    #expect(outcome.summaryLine == "0 passed, 5 failed")
  }

  @Test func recordNeverLeavesMissingAndWritesNothing() throws {
    let fixture = try RunnerFixture()
    let before = try fixture.snapshot()
    let outcome = try fixture.run(record: .never)
    #expect(outcome.results.allSatisfy { $0.status == .missing })
    #expect(try fixture.snapshot() == before)
  }

  @Test func acceptedGoldensPassOnTheNextRun() throws {
    let fixture = try RunnerFixture()
    let accepted = try fixture.run(accept: true)
    #expect(accepted.results.allSatisfy { $0.status == .accepted })
    #expect(accepted.exitCode == 0)
    let again = try fixture.run()
    #expect(again.results.allSatisfy { $0.status == .pass })
    #expect(again.summaryLine == "5 passed, 0 failed")
    #expect(!fixture.exists("pinboard/copy.slow.golden.log.pending"))
  }

  @Test func anEditedGoldenIsAMismatchWithItsFirstDivergence() throws {
    let fixture = try RunnerFixture()
    try fixture.acceptAll()
    let golden = try fixture.read("pinboard/copy.slow.golden.log")
    try fixture.write(
      "pinboard/copy.slow.golden.log",
      golden.replacingOccurrences(of: "0.400000 touch", with: "0.400001 touch"))
    let outcome = try fixture.run(record: .never)
    let result = try #require(outcome.results.first { $0.name.hasSuffix("copy@slow") })
    #expect(result.status == .mismatch)
    #expect(result.diff?.firstDivergence.expected?.text.contains("0.400001 touch") == true)
    #expect(result.message?.contains("first difference at line") == true)
    #expect(outcome.exitCode == 1)
  }

  @Test func aGoldenOfAnotherTraceVersionIsStale() throws {
    let fixture = try RunnerFixture()
    try fixture.acceptAll()
    // The trace changes (one more provenance-free header key would be bad input, so a frame
    // moves by a point): the golden still pins the old trace's hash.
    let trace = try fixture.read("pets/placeholder.trace.jsonl")
    let lines = trace.split(separator: "\n", omittingEmptySubsequences: false)
    let edited = lines.enumerated().map { index, line in
      index == 2 ? String(line).replacingOccurrences(of: "\"x\":", with: "\"x\":1") : String(line)
    }.joined(separator: "\n")
    #expect(edited != trace)
    try fixture.write("pets/placeholder.trace.jsonl", edited)
    let result = try #require(try fixture.run(record: .never).results.first)
    #expect(result.status == .stale)
    #expect(result.message?.contains("the trace changed since") == true)
  }

  @Test func mergeMarkersMakeAGoldenConflicted() throws {
    let fixture = try RunnerFixture()
    try fixture.acceptAll()
    let golden = try fixture.read("pinboard/copy.fast.golden.log")
    try fixture.write(
      "pinboard/copy.fast.golden.log",
      "<<<<<<< HEAD\n" + golden + "=======\n" + golden + ">>>>>>> branch\n")
    let statuses = RunnerFixture.statuses(try fixture.run(record: .never))
    #expect(statuses["pinboard/copy@fast"] == .conflicted)
    #expect(statuses["pinboard/copy@slow"] == .pass)
  }

  @Test func aGoldenNoCaseReadsIsAnOrphanOnFullRunsOnly() throws {
    let fixture = try RunnerFixture()
    try fixture.acceptAll()
    try fixture.write("pinboard/copy.gone.golden.log", "# dndsim-log 1\n")
    let full = try fixture.run(record: .never)
    let orphan = try #require(full.results.last)
    #expect(orphan.status == .orphan)
    #expect(orphan.goldenPath.hasSuffix("pinboard/copy.gone.golden.log"))
    #expect(full.exitCode == 1)
    let filtered = try fixture.run(record: .never, filter: ["pinboard"])
    #expect(!filtered.results.contains { $0.status == .orphan })
  }

  @Test func aBadSceneIsAnInputErrorThatDoesNotStopTheOtherCases() throws {
    let fixture = try RunnerFixture()
    try fixture.acceptAll()
    try fixture.write("pets/pets.scene.json", "{")
    let outcome = try fixture.run(record: .never)
    let statuses = RunnerFixture.statuses(outcome)
    #expect(statuses["pets/placeholder"] == .error)
    #expect(statuses["pinboard/copy@slow"] == .pass)
    #expect(outcome.exitCode == 2)
    let error = try #require(outcome.results.first { $0.status == .error })
    #expect(error.message?.contains("pets.scene.json:1:") == true)
  }

  @Test func aTraceWithABadHeaderIsOneErrorResult() throws {
    let fixture = try RunnerFixture()
    try fixture.write("pets/broken.trace.jsonl", "{\"format\":\"nope\"}\n")
    let outcome = try fixture.run(record: .never)
    let broken = try #require(outcome.results.first { $0.name.hasSuffix("pets/broken") })
    #expect(broken.status == .error)
    #expect(broken.errorKind == .input)
    #expect(outcome.results.map(\.name) == outcome.results.map(\.name).sorted())
  }

  @Test func twoCasesSharingAGoldenAreBadInput() throws {
    let fixture = try RunnerFixture()
    // copy.trace.jsonl's variant "slow" owns copy.slow.golden.log; so would this trace.
    try FileManager.default.copyItem(
      atPath: fixture.path("pets/placeholder.trace.jsonl"),
      toPath: fixture.path("pinboard/copy.slow.trace.jsonl"))
    #expect {
      _ = try fixture.corpus()
    } throws: { error in
      "\(error)".contains("would share the golden")
        && "\(error)".contains("copy.slow.golden.log")
    }
  }
}
