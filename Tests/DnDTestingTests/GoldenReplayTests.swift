import DnDRunner
import DnDSimulator
import DnDTestSupport
import DnDTesting
import Foundation
import Testing
import XCTest

/// The test API on a temporary copy of a fixture case, in both frameworks.
nonisolated final class GoldenReplayWorkspace {
  static let fixtures = Repository.fixtures.appendingPathComponent("cases/pinboard")
  let folder: URL
  var trace: String { folder.appendingPathComponent("copy.trace.jsonl").path }
  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dndsim-testing-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: Self.fixtures, to: folder)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }
}

nonisolated let local = RunEnvironment([:])

@Suite struct GoldenReplayTests {
  @Test func aMissingGoldenFailsWithTheRunnersMessageAndIsRecordedPending() throws {
    let workspace = try GoldenReplayWorkspace()
    let issues = try recordedIssues {
      try GoldenReplay.assertMatchesGolden(
        trace: workspace.trace, variant: "slow", environment: local)
    }
    #expect(issues.count == 1)
    let message = issues.first.map(text) ?? ""
    #expect(message.hasPrefix("new              ") && message.contains("copy@slow"))
    #expect(message.contains("pending result written to"))
    #expect(FileManager.default.fileExists(atPath: workspace.path("copy.slow.golden.log.pending")))
  }

  @Test func anAcceptedGoldenPassesAndAnEditedOneFails() throws {
    let workspace = try GoldenReplayWorkspace()
    let accepted = try GoldenReplay.check(
      trace: workspace.trace, variant: "fast", record: .missing, accept: true, environment: local)
    #expect(accepted.status == .accepted)
    try GoldenReplay.assertMatchesGolden(
      trace: workspace.trace, variant: "fast", environment: local)
    let golden = workspace.path("copy.fast.golden.log")
    try Data((try String(contentsOfFile: golden, encoding: .utf8) + "# edited\n").utf8).write(
      to: URL(fileURLWithPath: golden))
    let result = try GoldenReplay.check(
      trace: workspace.trace, variant: "fast", record: .never, environment: local)
    #expect(result.status == .mismatch)
    #expect(result.report.contains("first difference at line"))
  }

  @Test func acceptAloneReplacesAMismatchingGolden() throws {
    let workspace = try GoldenReplayWorkspace()
    _ = try GoldenReplay.check(
      trace: workspace.trace, variant: "fast", record: .missing, accept: true, environment: local)
    let golden = workspace.path("copy.fast.golden.log")
    let original = try String(contentsOfFile: golden, encoding: .utf8)
    try Data((original + "# edited\n").utf8).write(to: URL(fileURLWithPath: golden))
    let result = try GoldenReplay.check(
      trace: workspace.trace, variant: "fast", accept: true, environment: local)
    #expect(result.status == .accepted)
    #expect(try String(contentsOfFile: golden, encoding: .utf8) == original)
  }

  @Test func ciRefusesAcceptAndUnknownRecordModes() throws {
    let workspace = try GoldenReplayWorkspace()
    #expect {
      _ = try GoldenReplay.check(
        trace: workspace.trace, variant: "fast", accept: true,
        environment: RunEnvironment(["CI": "true"]))
    } throws: {
      "\($0)" == "\(RecordingPolicy.acceptRefusedInCI)"
    }
    #expect {
      _ = try GoldenReplay.check(
        trace: workspace.trace, variant: "fast",
        environment: RunEnvironment(["CI": "true", "DNDSIM_RECORD": "sometimes"]))
    } throws: {
      "\($0)".contains("unknown record mode \"sometimes\"; expected one of")
    }
  }

  @Test func ciWritesNothingBesideTheTrace() throws {
    let workspace = try GoldenReplayWorkspace()
    let artifacts = workspace.path("../\(workspace.folder.lastPathComponent)-artifacts")
    defer { try? FileManager.default.removeItem(atPath: artifacts) }
    let before = try FileManager.default.contentsOfDirectory(atPath: workspace.folder.path)
    let result = try GoldenReplay.check(
      trace: workspace.trace, variant: "slow",
      environment: RunEnvironment(["CI": "true", "DNDSIM_ARTIFACTS": artifacts]))
    #expect(result.status == .missing)
    #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.folder.path) == before)
  }

  @Test func aBazelTestWritesFailingResultsToItsUndeclaredOutputsNotTheRunfiles() throws {
    let workspace = try GoldenReplayWorkspace()
    let outputs = workspace.path("../\(workspace.folder.lastPathComponent)-outputs")
    defer { try? FileManager.default.removeItem(atPath: outputs) }
    let before = try FileManager.default.contentsOfDirectory(atPath: workspace.folder.path)
    let bazel = RunEnvironment(["TEST_UNDECLARED_OUTPUTS_DIR": outputs])
    #expect(bazel.isCI)
    let result = try GoldenReplay.check(trace: workspace.trace, variant: "slow", environment: bazel)
    #expect(result.status == .missing)
    #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.folder.path) == before)
    #expect(result.written?.hasPrefix(outputs + "/") == true)
  }

  @Test func aTraceWithVariantsNeedsOne() throws {
    let workspace = try GoldenReplayWorkspace()
    #expect {
      _ = try GoldenReplay.log(trace: workspace.trace)
    } throws: { "\($0)".contains("expected a variant: argument") }
    let log = try GoldenReplay.log(trace: workspace.trace, variant: "fast")
    #expect(log.hasPrefix("# dndsim-log 1\n"))
  }

  @Test func anUnknownVariantNamesTheOnesThereAre() throws {
    let workspace = try GoldenReplayWorkspace()
    #expect {
      _ = try GoldenReplay.log(trace: workspace.trace, variant: "nope")
    } throws: { error in
      let text = "\(error)"
      return text.contains("no variant \"nope\"; expected one of") && text.contains("\"fast\"")
        && text.contains("\"slow\"")
    }
  }

  /// The log of a case is what an accepted golden holds, and each variant has its own.
  @Test func theLogIsWhatAGoldenAccepts() throws {
    let workspace = try GoldenReplayWorkspace()
    _ = try GoldenReplay.check(
      trace: workspace.trace, variant: "fast", record: .missing, accept: true, environment: local)
    let golden = try String(
      contentsOfFile: workspace.path("copy.fast.golden.log"), encoding: .utf8)
    #expect(try GoldenReplay.log(trace: workspace.trace, variant: "fast") == golden)
    #expect(try GoldenReplay.log(trace: workspace.trace, variant: "slow") != golden)
  }

  /// `accept` with an explicit record mode records by that mode; alone it records what failed.
  @Test func acceptWithAnExplicitModeUsesThatMode() throws {
    let workspace = try GoldenReplayWorkspace()
    let never = try GoldenReplay.check(
      trace: workspace.trace, variant: "fast", record: .never, accept: true, environment: local)
    #expect(never.status == .missing)
    #expect(!FileManager.default.fileExists(atPath: workspace.path("copy.fast.golden.log")))
    let byVariable = try GoldenReplay.check(
      trace: workspace.trace, variant: "fast", accept: true,
      environment: RunEnvironment(["DNDSIM_RECORD": "never"]))
    #expect(byVariable.status == .missing)
    let alone = try GoldenReplay.check(
      trace: workspace.trace, variant: "fast", accept: true, environment: local)
    #expect(alone.status == .accepted)
    #expect(FileManager.default.fileExists(atPath: workspace.path("copy.fast.golden.log")))
  }

  @Test func relativeTracesAreFoundBesideTheTestFile() throws {
    let log = try GoldenReplay.log(
      trace: "../Fixtures/cases/pets/placeholder.trace.jsonl")
    #expect(log.contains("# scene: pets"))
  }
}

/// The same API from XCTest: a failed check is one XCTest failure at the calling line.
nonisolated final class GoldenReplayXCTests: CapturingXCTestCase {

  func testAnAcceptedGoldenPasses() throws {
    let workspace = try GoldenReplayWorkspace()
    _ = try GoldenReplay.check(
      trace: workspace.trace, variant: "hanging", record: .missing, accept: true,
      environment: local)
    XCTAssertNoThrow(
      try GoldenReplay.assertMatchesGolden(
        trace: workspace.trace, variant: "hanging", environment: local))
  }

  func testAFailureIsOneXCTestFailureAtTheCallingLine() throws {
    let workspace = try GoldenReplayWorkspace()
    let line = #line + 2
    let failures = try captured.during {
      try GoldenReplay.assertMatchesGolden(
        trace: workspace.trace, variant: "failing", record: .never, environment: local)
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(failures.first?.file, "\(#filePath)")
    XCTAssertEqual(failures.first?.line, line)
    XCTAssertTrue(failures.first?.description.contains("missing          ") == true)
    let result = try GoldenReplay.check(
      trace: workspace.trace, variant: "failing", record: .never, environment: local)
    XCTAssertEqual(result.status, .missing)
  }
}
