import DnDRunner
import DnDSimulator
import DnDTestSupport
import DnDTesting
import Foundation
import Synchronization
import Testing
import XCTest

/// The issues `body` records — each a known issue of `withKnownIssue`, a thrown error included —
/// in the order they were recorded.
func recordedIssues(_ body: () throws -> Void) rethrows -> [Issue] {
  final class Log: Sendable { let issues = Mutex<[Issue]>([]) }
  let log = Log()
  // Rethrows only in its signature: a thrown error is recorded as an issue, matched below.
  try withKnownIssue {
    try body()
  } matching: { issue in
    log.issues.withLock { $0.append(issue) }
    return true
  }
  return log.issues.withLock { $0 }
}

/// An issue's message (its comments).
func text(_ issue: Issue) -> String {
  issue.comments.map(\.rawValue).joined(separator: "\n")
}

/// A failed check is reported once, at the caller's line, under Swift Testing: one issue, no
/// thrown error beside it.
@Suite struct TestFailureTests {
  static func copy() throws -> SimulatedDevice {
    let device = try SimulatedDevice(scene: HelloScene.self)
    let scene = device.scene(as: HelloScene.self)
    try device.longPressDrag(from: .view(scene.label), to: .view(scene.notes))
    try device.settle()
    return device
  }

  /// Under CI a golden that was never recorded beside this file fails, and nothing is written
  /// beside it (the artifacts go to a scratch folder).
  @Test func aFailedDriverGoldenIsOneIssueAtTheCallersLine() throws {
    let files = ScratchFiles()
    let ci = RunEnvironment(["CI": "true", "DNDSIM_ARTIFACTS": files.path("artifacts")])
    let device = try Self.copy()
    let line = #line + 2
    let issues = try recordedIssues {
      try device.assertMatchesGolden(named: "never-recorded", environment: ci)
    }
    #expect(issues.count == 1)
    #expect(issues.first?.sourceLocation?.line == line)
    #expect(issues.first?.sourceLocation?.fileID == #fileID)
    #expect(issues.first?.sourceLocation?.filePath == #filePath)
    #expect(issues.first.map(text)?.contains("the gesture played differs from") == true)
    let besideThisFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Goldens/never-recorded.trace.jsonl")
    #expect(!FileManager.default.fileExists(atPath: besideThisFile.path))
  }

  @Test func aFailedGoldenReplayIsOneIssueAtTheCallersLine() throws {
    let workspace = try GoldenReplayWorkspace()
    let line = #line + 2
    let issues = try recordedIssues {
      try GoldenReplay.assertMatchesGolden(
        trace: workspace.trace, variant: "slow", environment: local)
    }
    #expect(issues.count == 1)
    #expect(issues.first?.sourceLocation?.line == line)
    #expect(issues.first?.sourceLocation?.fileID == #fileID)
    #expect(issues.first.map(text)?.hasPrefix("new              ") == true)
  }

  @Test func aFailedExpectIsOneIssueAtTheCallersLine() throws {
    let files = ScratchFiles()
    let environment = RunEnvironment(["DNDSIM_ARTIFACTS": files.path("artifacts")])
    let device = try Self.copy()
    let line = #line + 2
    let issues = recordedIssues {
      device.expect(false, "the notes are empty", environment: environment)
    }
    #expect(issues.count == 1)
    #expect(issues.first?.sourceLocation?.line == line)
    #expect(issues.first.map(text)?.hasPrefix("expectation failed: the notes are empty") == true)
  }

  /// The driver and `GoldenReplay` refuse `accept` under CI with the error `dndsim run --accept`
  /// gives (Tests/DndsimCLITests/RunCommandTests.swift checks the command's), before writing
  /// anything.
  @Test func acceptUnderCIIsRefusedWithTheRunnersMessage() throws {
    let expected =
      "--accept: error: CI is set, so nothing may be written into the source tree; "
      + "expected no --accept in CI"
    #expect("\(RecordingPolicy.acceptRefusedInCI)" == expected)
    let files = ScratchFiles()
    let ci = RunEnvironment(["CI": "true", "DNDSIM_ARTIFACTS": files.path("artifacts")])
    let device = try Self.copy()
    #expect {
      try device.assertMatchesGolden(
        named: "copy", goldens: files.path("Goldens"), accept: true, environment: ci,
        at: CallSite(
          fileID: "App/CopyTests.swift", filePath: files.path("CopyTests.swift"), line: 1))
    } throws: { "\($0)" == expected }
    #expect(!FileManager.default.fileExists(atPath: files.path("Goldens")))
    let workspace = try GoldenReplayWorkspace()
    #expect {
      try GoldenReplay.assertMatchesGolden(
        trace: workspace.trace, variant: "fast", accept: true, environment: ci)
    } throws: { "\($0)" == expected }
  }

  /// The driver reads the record mode as the runner does: an unknown `DNDSIM_RECORD` is an
  /// error under CI too, and an explicit `never` records no pending golden locally.
  @Test func theDriverReadsTheRecordModeAsTheRunnerDoes() throws {
    let files = ScratchFiles()
    let device = try Self.copy()
    let at = CallSite(
      fileID: "App/CopyTests.swift", filePath: files.path("CopyTests.swift"), line: 1)
    #expect {
      try device.assertMatchesGolden(
        named: "copy", goldens: files.path("Goldens"),
        environment: RunEnvironment(["CI": "true", "DNDSIM_RECORD": "sometimes"]), at: at)
    } throws: { "\($0)".hasPrefix("DNDSIM_RECORD: error: unknown record mode \"sometimes\"") }
    let local = RunEnvironment(["DNDSIM_ARTIFACTS": files.path("artifacts")])
    withKnownIssue {
      try device.assertMatchesGolden(
        named: "copy", goldens: files.path("Goldens"), record: .never, environment: local, at: at)
    }
    #expect(!FileManager.default.fileExists(atPath: files.path("Goldens/copy.golden.log.pending")))
    // Accept alone records what failed, over the golden: the check passes.
    try device.assertMatchesGolden(
      named: "copy", goldens: files.path("Goldens"), accept: true, environment: local, at: at)
    #expect(FileManager.default.fileExists(atPath: files.path("Goldens/copy.golden.log")))
  }
}

/// XCTest failures recorded by the test case itself instead of being reported, while `body`
/// runs (swift-corelibs-xctest has no `XCTExpectFailure`; every failure reaches the running test
/// case's `recordFailure(withDescription:inFile:atLine:expected:)`, which a test case may
/// override).
/// Unchecked `Sendable`: XCTest runs its test methods one at a time, on the main thread.
nonisolated final class CapturedXCTestFailures: @unchecked Sendable {
  struct Failure: Equatable {
    var description: String
    var file: String
    var line: Int
  }
  private(set) var failures: [Failure]?

  /// Keeps the failure while capturing; `false` when the test case should report it.
  func capture(_ description: String, file: String, line: Int) -> Bool {
    guard failures != nil else { return false }
    failures?.append(Failure(description: description, file: file, line: line))
    return true
  }

  func during(_ body: () throws -> Void) rethrows -> [Failure] {
    failures = []
    defer { failures = nil }
    try body()
    return failures ?? []
  }
}

/// An XCTest case that keeps the failures its test expects (``CapturedXCTestFailures``) instead
/// of failing with them; any other failure fails the test as usual.
nonisolated class CapturingXCTestCase: XCTestCase {
  let captured = CapturedXCTestFailures()

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    if captured.capture(description, file: filePath, line: lineNumber) { return }
    super.recordFailure(
      withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
  }
}

/// The driver under XCTest: a failure is one XCTest failure at the caller's line, not a throw.
///
/// XCTest calls a test method off any actor (on the main thread on Linux): a test that drives a
/// device, which is main-actor isolated, says so with `MainActor.assumeIsolated`.
nonisolated final class DriverXCTests: CapturingXCTestCase {

  func testAFailedExpectIsOneXCTestFailureAtTheCallersLine() throws {
    let captured = captured
    try MainActor.assumeIsolated {
      let files = ScratchFiles()
      let environment = RunEnvironment(["DNDSIM_ARTIFACTS": files.path("artifacts")])
      let device = try TestFailureTests.copy()
      let line = #line + 2
      let failures = captured.during {
        device.expect(false, "the notes are empty", environment: environment)
      }
      XCTAssertEqual(failures.count, 1)
      XCTAssertEqual(failures.first?.file, "\(#filePath)")
      XCTAssertEqual(failures.first?.line, line)
      XCTAssertTrue(failures.first?.description.contains("the notes are empty") == true)
    }
  }

  func testAFailedGoldenIsOneXCTestFailureAtTheCallersLine() throws {
    let captured = captured
    try MainActor.assumeIsolated {
      let files = ScratchFiles()
      let ci = RunEnvironment(["CI": "true", "DNDSIM_ARTIFACTS": files.path("artifacts")])
      let device = try TestFailureTests.copy()
      let line = #line + 2
      let failures = try captured.during {
        try device.assertMatchesGolden(named: "never-recorded", environment: ci)
      }
      XCTAssertEqual(failures.count, 1)
      XCTAssertEqual(failures.first?.file, "\(#filePath)")
      XCTAssertEqual(failures.first?.line, line)
      XCTAssertTrue(failures.first?.description.contains("the gesture played differs") == true)
    }
  }
}
