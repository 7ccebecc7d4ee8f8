import DnDEngine
import DnDRunner
import DnDSimulator
import DnDTestSupport
import DnDTesting
import Foundation
import Testing

/// `assertMatchesGolden` and `expect` on scratch folders: what is written where, locally and
/// under CI, and what a failure says.
@Suite struct DriverGoldenTests {
  static func copy(to target: TouchTarget? = nil) throws -> SimulatedDevice {
    let device = try SimulatedDevice(scene: HelloScene.self)
    let scene = device.scene(as: HelloScene.self)
    try device.longPressDrag(from: .view(scene.label), to: target ?? .view(scene.notes))
    try device.settle()
    return device
  }

  static func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

  /// Where failures of checks on scratch goldens are reported (line 1 of a test of an app).
  let at = CallSite(fileID: "App/CopyTests.swift", filePath: "/App/CopyTests.swift", line: 1)

  /// Locally a new golden is written pending and fails; once accepted the same gesture passes,
  /// under CI too; under CI another gesture fails and nothing beside the test changes.
  @Test func aGoldenIsRecordedLocallyAndOnlyCheckedUnderCI() throws {
    let files = ScratchFiles()
    let testFile = files.path("CopyTests.swift")
    let artifacts = files.path("artifacts")
    let local = RunEnvironment(["DNDSIM_ARTIFACTS": artifacts])
    let ci = RunEnvironment(["CI": "true", "DNDSIM_ARTIFACTS": artifacts])
    let goldens = files.path("Goldens")
    withKnownIssue {
      try Self.copy().assertMatchesGolden(
        named: "copy", goldens: goldens, environment: local,
        at: CallSite(fileID: "App/CopyTests.swift", filePath: testFile, line: 7))
    }
    let pending = files.path("Goldens/copy.golden.log.pending")
    let trace = files.path("Goldens/copy.trace.jsonl")
    #expect(Self.read(trace) == (try Self.copy()).traceText)
    try FileManager.default.moveItem(atPath: pending, toPath: files.path("Goldens/copy.golden.log"))
    try Self.copy().assertMatchesGolden(named: "copy", goldens: goldens, environment: local, at: at)
    try Self.copy().assertMatchesGolden(named: "copy", goldens: goldens, environment: ci, at: at)

    let before = try FileManager.default.contentsOfDirectory(atPath: files.path("Goldens")).sorted()
    let traceBefore = Self.read(trace)
    let other = try Self.copy(to: .point(x: 700, y: 500))
    let issues = try recordedIssues {
      try other.assertMatchesGolden(
        named: "copy", goldens: goldens, environment: ci,
        at: CallSite(fileID: "App/CopyTests.swift", filePath: testFile, line: 21))
    }
    #expect(issues.map(\.sourceLocation?.line) == [21])
    let message = issues.first.map(text) ?? ""
    #expect(message.contains("the gesture played differs from \(trace)"))
    #expect(message.contains("record it again without CI set"))
    #expect(message.contains("artifacts: \(artifacts)/driver/copy.trace.jsonl"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: files.path("Goldens")).sorted() == before)
    #expect(Self.read(trace) == traceBefore)
    #expect(Self.read("\(artifacts)/driver/copy.trace.jsonl") == other.traceText)
  }

  /// Locally, a changed gesture rewrites the trace beside the test and the replay mismatches the
  /// accepted golden: the failure names the first difference.
  @Test func aChangedGestureLocallyRewritesTheTraceAndMismatches() throws {
    let files = ScratchFiles()
    let local = RunEnvironment(["DNDSIM_ARTIFACTS": files.path("artifacts")])
    let goldens = files.path("Goldens")
    withKnownIssue {
      try Self.copy().assertMatchesGolden(
        named: "copy", goldens: goldens, environment: local, at: at)
    }
    try FileManager.default.moveItem(
      atPath: files.path("Goldens/copy.golden.log.pending"),
      toPath: files.path("Goldens/copy.golden.log"))
    let other = try Self.copy(to: .point(x: 700, y: 500))
    let issues = try recordedIssues {
      try other.assertMatchesGolden(named: "copy", goldens: goldens, environment: local, at: at)
    }
    #expect(Self.read(files.path("Goldens/copy.trace.jsonl")) == other.traceText)
    #expect(issues.count == 1)
    #expect(issues.first.map(text)?.contains("first difference at line") == true)
    // The report left in the artifacts is the runner's, with the golden's difference.
    let report = Self.read(files.path("artifacts/driver/copy-report/index.html")) ?? ""
    #expect(report.contains("mismatch"))
    #expect(!report.contains("failed in a test"))
  }

  /// An artifact that cannot be written is named as such, not listed as written.
  @Test func anArtifactThatCannotBeWrittenIsNotListed() throws {
    let files = ScratchFiles()
    let artifacts = files.path("artifacts")
    let stem = "\(artifacts)/driver/App-NotesTests.swift-3"
    // A folder where the log should go: its write fails.
    try FileManager.default.createDirectory(
      atPath: "\(stem).log/blocked", withIntermediateDirectories: true)
    let device = try Self.copy()
    withKnownIssue {
      device.expect(
        false, environment: RunEnvironment(["DNDSIM_ARTIFACTS": artifacts]),
        fileID: "App/NotesTests.swift", line: 3)
    } matching: { issue in
      let text = "\(issue)"
      return text.contains("\(stem).trace.jsonl") && !text.contains("\(stem).log,")
        && !text.hasSuffix("\(stem).log") && text.contains("could not write artifacts")
    }
  }

  /// A test that changes its scene outside the gestures (here: it disables the notes view's drop
  /// interaction) records a trace whose replay, from a fresh scene, logs something else: the
  /// golden check says so, even when the replay matches the golden.
  @Test func aReplayThatDoesNotLogWhatTheTestLoggedFails() throws {
    let files = ScratchFiles()
    let local = RunEnvironment(["DNDSIM_ARTIFACTS": files.path("artifacts")])
    let goldens = files.path("Goldens")
    withKnownIssue {
      try Self.copy().assertMatchesGolden(
        named: "copy", goldens: goldens, environment: local, at: at)
    }
    try FileManager.default.moveItem(
      atPath: files.path("Goldens/copy.golden.log.pending"),
      toPath: files.path("Goldens/copy.golden.log"))
    let device = try SimulatedDevice(scene: HelloScene.self)
    let scene = device.scene(as: HelloScene.self)
    for case let drop as DropInteraction in scene.notes.interactions { drop.isEnabled = false }
    try device.longPressDrag(from: .view(scene.label), to: .view(scene.notes))
    try device.settle()
    #expect(scene.notesDelegate.received.isEmpty)
    let issues = try recordedIssues {
      try device.assertMatchesGolden(named: "copy", goldens: goldens, environment: local, at: at)
    }
    #expect(issues.count == 1)
    let message = issues.first.map(text) ?? ""
    #expect(message.contains("the replay of the recorded trace did not log what the test logged"))
    #expect(!message.contains("first difference"))
  }

  /// A device with a fault plan writes the plan beside the trace, as the runner reads it; one
  /// without removes a plan left there.
  @Test func theFaultPlanIsWrittenBesideTheTrace() throws {
    let files = ScratchFiles()
    let local = RunEnvironment(["DNDSIM_ARTIFACTS": files.path("artifacts")])
    let plan = FaultPlan(rules: [FaultRule(script: LoadScript(outcome: .hang))])
    let device = try SimulatedDevice(scene: HelloScene.self, faults: plan)
    let scene = device.scene(as: HelloScene.self)
    try device.longPressDrag(from: .view(scene.label), to: .view(scene.notes))
    try device.settle()
    let goldens = files.path("Goldens")
    withKnownIssue {
      try device.assertMatchesGolden(named: "hang", goldens: goldens, environment: local, at: at)
    }
    let written = Self.read(files.path("Goldens/hang.faults.json")) ?? ""
    #expect(written.contains("\"plan\"") && written.contains("hang"))
    #expect(
      FileManager.default.fileExists(atPath: files.path("Goldens/hang.plan.golden.log.pending")))
    withKnownIssue {
      try Self.copy().assertMatchesGolden(
        named: "hang", goldens: goldens, environment: local, at: at)
    }
    #expect(!FileManager.default.fileExists(atPath: files.path("Goldens/hang.faults.json")))
  }

  @Test func expectWritesArtifactsOnlyWhenItFails() throws {
    let files = ScratchFiles()
    let artifacts = files.path("artifacts")
    let environment = RunEnvironment(["DNDSIM_ARTIFACTS": artifacts])
    let device = try Self.copy()
    device.expect(true, "never shown", environment: environment)
    #expect(!FileManager.default.fileExists(atPath: artifacts))
    withKnownIssue {
      device.expect(
        false, "the notes are empty", environment: environment, fileID: "App/NotesTests.swift",
        line: 12)
    } matching: { issue in
      issue.sourceLocation?.line == 12 && "\(issue)".contains("the notes are empty")
    }
    let stem = "\(artifacts)/driver/App-NotesTests.swift-12"
    #expect(Self.read("\(stem).trace.jsonl") == device.traceText)
    #expect(Self.read("\(stem).log")?.contains("notes.drop performDrop") == true)
    #expect(
      FileManager.default.fileExists(
        atPath: "\(artifacts)/driver/App-NotesTests.swift-12-report/index.html"))
  }
}
