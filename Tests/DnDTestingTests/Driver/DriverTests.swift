import DnDEngine
import DnDRunner
import DnDSimulator
import DnDTestSupport
import DnDTesting
import Foundation
import Testing
import VirtualTime

/// The Swift gesture driver: the talks' demos written as tests.
@Suite struct DriverTests {
  @Test func aCopyToAnotherAppIsAGestureInSwift() throws {
    let device = try SimulatedDevice(scene: HelloScene.self)
    let scene = device.scene(as: HelloScene.self)
    try device.longPressDrag(from: .view(scene.label), to: .view(scene.notes))
    try device.settle()
    #expect(scene.notesDelegate.received == ["Hello World"])
    #expect(device.calls(on: "notes.drop").map(\.method).contains("sessionDidEnd"))
    #expect(device.loads.map(\.outcome) == ["completed"])
    try device.assertMatchesGolden(named: "hello-copy")
  }

  @Test func aSlowLoadTheUserCancels() throws {
    let plan = FaultPlan(rules: [FaultRule(script: LoadScript(outcome: .hang))])
    let device = try SimulatedDevice(scene: HelloScene.self, faults: plan)
    let scene = device.scene(as: HelloScene.self)
    try device.longPressDrag(from: .view(scene.label), to: .view(scene.notes))
    try device.advance(by: .seconds(2))  // the progress UI is up
    try device.tapCancelOnProgressUI()
    try device.settle()
    #expect(scene.notesDelegate.received.isEmpty)
    #expect(device.loads.map(\.outcome) == ["cancelled"])
    try device.assertMatchesGolden(named: "hello-cancelled")
  }

  @Test func aSecondFingerFlocks() throws {
    let device = try SimulatedDevice(scene: HelloScene.self)
    let scene = device.scene(as: HelloScene.self)
    let finger = try device.startDrag(
      from: .view(scene.label), to: .view(scene.label).offsetBy(dx: 100, dy: 200))
    try device.tap(.point(x: 150, y: 170))  // the second label
    try finger.move(to: .view(scene.notes), over: .milliseconds(300))
    try finger.lift()
    try device.settle()
    #expect(scene.notesDelegate.received == ["Hello World", "Again"])
    #expect(device.calls(named: "itemsForAddingTo").count == 1)
    try device.assertMatchesGolden(named: "hello-flock")
  }

  @Test func theRecordedTraceReplaysToTheSameLog() throws {
    let device = try SimulatedDevice(scene: HelloScene.self)
    let scene = device.scene(as: HelloScene.self)
    try device.longPressDrag(from: .view(scene.label), to: .view(scene.notes))
    try device.settle()
    let folder = ScratchFiles()
    let path = folder.write("hello.trace.jsonl", device.traceText)
    let replay = try TraceReplay.run(path: path, catalog: SceneCatalog([HelloScene.self]))
    #expect(replay.system.log.lines == device.log.lines)
  }

  /// Devices run on the main actor, one thread: eight devices driven step by step in turn (each
  /// step of one gesture on every device before the next step) share nothing, so each gives the
  /// bytes of a device driven alone. (Runs on several threads are the runner's: its corpus and
  /// exploration tests compare a run on one worker with runs on several.)
  @Test func devicesDrivenInTurnGiveTheBytesOfADeviceAlone() throws {
    func text(_ device: SimulatedDevice) -> String {
      device.traceText + device.log.lines.joined(separator: "\n")
    }
    let alone = try SimulatedDevice(scene: HelloScene.self)
    let aloneScene = alone.scene(as: HelloScene.self)
    try alone.longPressDrag(from: .view(aloneScene.label), to: .view(aloneScene.notes))
    try alone.settle()

    let devices = try (0..<8).map { _ in try SimulatedDevice(scene: HelloScene.self) }
    let fingers = try devices.map { device in
      try device.finger().down(at: .view(device.scene(as: HelloScene.self).label))
    }
    for finger in fingers { try finger.hold(for: .milliseconds(700)) }
    for (device, finger) in zip(devices, fingers) {
      try finger.move(to: .view(device.scene(as: HelloScene.self).notes), over: .milliseconds(400))
    }
    for finger in fingers { try finger.lift() }
    for device in devices { try device.settle() }
    #expect(devices.allSatisfy { text($0) == text(devices[0]) })
    #expect(devices[0].log.lines.contains { $0.contains("performDrop") })
  }

  /// Two fingers drag two items side by side, their samples in the same frames: two sessions.
  /// The notes view takes one session at a time (no simultaneous drop sessions), so one drop
  /// arrives and the other session is cancelled.
  @Test func twoFingersMoveInTheSameFrames() throws {
    let device = try SimulatedDevice(scene: HelloScene.self)
    let scene = device.scene(as: HelloScene.self)
    let first = device.finger()
    let second = device.finger()
    try first.down(at: .view(scene.label))
    try second.down(at: .point(x: 150, y: 170))
    try first.hold(for: .milliseconds(700))
    try device.move(
      [(first, .point(x: 600, y: 200)), (second, .point(x: 600, y: 400))],
      over: .milliseconds(400))
    try first.lift()
    try second.lift()
    try device.settle()
    #expect(device.calls(named: "itemsForBeginning").count == 2)
    #expect(scene.notesDelegate.received == ["Hello World"])
    #expect(device.log.events.contains { $0.kind == .gesture && $0.name == "cancel" })
    let frames = device.traceText.split(separator: "\n").filter {
      $0.contains("\"id\":1") && $0.contains("\"id\":2")
    }
    #expect(frames.count >= 20)
  }

  /// Without a fault plan nothing is meant to hang: a load the app never completes is the app's
  /// bug, and `settle()` says so (Docs/testing.md).
  @Test func settleFailsWhenALoadNeverFinishesWithoutAFaultPlan() throws {
    let device = try SimulatedDevice(scene: ForgetfulScene.self)
    let scene = device.scene(as: ForgetfulScene.self)
    try device.longPressDrag(from: .view(scene.label), to: .view(scene.notes))
    #expect(throws: DriverError.self) { try device.settle() }
    let violations = device.invariantViolations.map(\.message)
    #expect(violations.contains { $0.contains("L1 never completed, failed or was cancelled") })
    #expect(scene.notesDelegate.received.isEmpty)
  }

  @Test func settleFailsWhenAPlaceholderIsLeftWithoutAFaultPlan() throws {
    let device = try SimulatedDevice(scene: ForgetfulScene.self)
    let scene = device.scene(as: ForgetfulScene.self)
    try device.longPressDrag(from: .view(scene.label), to: .view(scene.grid))
    do {
      try device.settle()
      Issue.record("settle() passed with a load and a placeholder left open")
    } catch {
      #expect("\(error)".contains("grid placeholder PH1 was never committed or deleted"))
      #expect("\(error)".contains("never completed, failed or was cancelled"))
    }
  }

  @Test func aFaultPlanThatHangsLoadsLetsThemStayOpen() throws {
    let plan = FaultPlan(rules: [FaultRule(script: LoadScript(outcome: .hang))])
    let device = try SimulatedDevice(scene: HelloScene.self, faults: plan)
    let scene = device.scene(as: HelloScene.self)
    try device.longPressDrag(from: .view(scene.label), to: .view(scene.notes))
    try device.settle()
    // The load is still open, and that is what the plan asked for.
    #expect(device.loads.map(\.outcome) == [nil])
    #expect(scene.notesDelegate.received.isEmpty)
  }

  /// Several fingers moving together take exactly the duration asked for, in frames a sample
  /// interval apart, and end on their targets.
  @Test func aSeveralFingerMoveTakesItsWholeDuration() throws {
    let device = try SimulatedDevice(scene: HelloScene.self)
    let first = device.finger()
    let second = device.finger()
    try first.down(at: .point(x: 10, y: 10))
    try second.down(at: .point(x: 20, y: 20))
    let start = device.elapsed
    try device.move(
      [(first, .point(x: 310, y: 10)), (second, .point(x: 320, y: 420))], over: .milliseconds(400))
    #expect(device.elapsed - start == .milliseconds(400))
    #expect(first.location == Point(x: 310, y: 10))
    #expect(second.location == Point(x: 320, y: 420))
    // One finger's move over the same time takes as long.
    let alone = device.elapsed
    try first.move(to: .point(x: 10, y: 10), over: .milliseconds(400))
    #expect(device.elapsed - alone == .milliseconds(400))
    try first.lift()
    try second.lift()
  }

  /// A hand-off: a second finger touches down while the first still holds the drag, the first
  /// lifts, and the drag goes on under the second finger to its drop.
  @Test func aHandOffKeepsTheDragGoing() throws {
    let device = try SimulatedDevice(scene: HelloScene.self)
    let scene = device.scene(as: HelloScene.self)
    let first = try device.startDrag(
      from: .view(scene.label), to: .point(x: 200, y: 400))
    let second = try device.handOff(from: first, to: .point(x: 220, y: 420))
    // The new finger touched down first; the old one lifted 50 ms later.
    let lines = device.traceText.split(separator: "\n")
    let time = { (line: Substring) in Int(line.dropFirst(5).prefix { $0.isNumber }) ?? -1 }
    let down = try #require(lines.last { $0.contains("\"id\":2,\"phase\":\"began\"") })
    let up = try #require(lines.last { $0.contains("\"id\":1,\"phase\":\"ended\"") })
    #expect(time(up) - time(down) == 50_000)
    #expect(first.location == nil)
    #expect(second.location == Point(x: 220, y: 420))
    #expect(device.log.events.allSatisfy { !($0.kind == .gesture && $0.name == "cancel") })
    try second.move(to: .view(scene.notes), over: .milliseconds(300))
    try second.lift()
    try device.settle()
    #expect(scene.notesDelegate.received == ["Hello World"])
    #expect(device.calls(named: "performDrop").count == 1)
    #expect(device.log.events.allSatisfy { !($0.kind == .gesture && $0.name == "cancel") })
  }

  @Test func aGestureThatCannotBePlayedSaysWhy() throws {
    let device = try SimulatedDevice(scene: HelloScene.self)
    let finger = device.finger()
    #expect(throws: DriverError("finger 1 lifts but is not down")) { try finger.lift() }
    let stray = View(name: "stray", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(throws: DriverError("stray is not in a window of the device")) {
      try finger.down(at: .view(stray))
    }
  }

  @Test func aFailedGoldenNamesTheTestLineAndLeavesArtifacts() throws {
    let files = ScratchFiles()
    let fakeTest = files.path("FakeTests.swift")
    let artifacts = files.path("artifacts")
    let device = try SimulatedDevice(scene: HelloScene.self)
    let scene = device.scene(as: HelloScene.self)
    try device.longPressDrag(from: .view(scene.label), to: .view(scene.notes))
    try device.settle()
    let environment = RunEnvironment(["DNDSIM_ARTIFACTS": artifacts])
    let issues = try recordedIssues {
      try device.assertMatchesGolden(
        named: "missing", goldens: files.path("Goldens"), environment: environment,
        at: CallSite(fileID: "App/FakeTests.swift", filePath: fakeTest, line: 42))
    }
    #expect(issues.map(\.sourceLocation?.line) == [42])
    #expect(issues.map(\.sourceLocation?.fileID) == ["App/FakeTests.swift"])
    let message = issues.first.map(text) ?? ""
    #expect(message.contains("no golden"))
    #expect(message.contains("\(artifacts)/driver/missing.trace.jsonl"))
    #expect(FileManager.default.fileExists(atPath: "\(artifacts)/driver/missing.trace.jsonl"))
    #expect(
      FileManager.default.fileExists(atPath: "\(artifacts)/driver/missing-report/index.html"))
    // Locally, the trace and a pending golden were written beside the (fake) test file.
    #expect(FileManager.default.fileExists(atPath: files.path("Goldens/missing.trace.jsonl")))
    #expect(
      FileManager.default.fileExists(atPath: files.path("Goldens/missing.golden.log.pending")))
  }
}
