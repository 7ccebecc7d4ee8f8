import DnDEngine
import DnDRunner
import DnDSimulator
import DnDTestSupport
import DnDTesting
import Foundation
import Testing
import VirtualTime

/// The driver's typed queries over the log, read on talk 203's Hello World copy with a load that
/// takes 1.5 s.
@Suite struct DriverQueryTests {
  static func slowCopy() throws -> (SimulatedDevice, HelloScene) {
    let plan = FaultPlan(rules: [
      FaultRule(script: LoadScript(delay: .milliseconds(1500), outcome: .deliver))
    ])
    let device = try SimulatedDevice(scene: HelloScene.self, faults: plan)
    let scene = device.scene(as: HelloScene.self)
    try device.longPressDrag(from: .view(scene.label), to: .view(scene.notes))
    try device.settle()
    return (device, scene)
  }

  @Test func callsCarryTimeSubjectMethodArgumentsAndAnswer() throws {
    let (device, _) = try Self.slowCopy()
    let first = try #require(device.calls.first)
    #expect(first.time == .milliseconds(325))
    #expect(first.subject == "label.drag" && first.method == "itemsForBeginning")
    #expect(first.arguments == ["session": "S1"])
    #expect(first.result == "[I1]")
    #expect(first.description == "label.drag itemsForBeginning -> [I1]")
    let drop = try #require(device.calls(named: "performDrop").first)
    #expect(drop.result == nil && drop.description == "notes.drop performDrop")
    let notes = device.calls(on: "notes.drop").map(\.method)
    #expect(notes.first == "canHandle")
    #expect(Array(notes.suffix(3)) == ["performDrop", "sessionDidEnd", "loadObjectsCompletion"])
    #expect(notes.filter { $0 == "sessionDidUpdate" }.count == 11)
    #expect(device.calls(named: "sessionDidUpdate").count == 11)
    #expect(device.calls(on: "label.drag").count == 1)
    #expect(device.callNames.first == "label.drag itemsForBeginning")
    #expect(device.callNames.count == device.calls.count)
    #expect(device.callNames.last == "notes.drop loadObjectsCompletion")
  }

  @Test func loadsCarryTheirProviderTimesAndOutcome() throws {
    let (device, scene) = try Self.slowCopy()
    let load = try #require(device.loads.first)
    #expect(device.loads.count == 1)
    #expect(load.id == "L1")
    #expect(load.arguments == ["class": "String", "provider": "P1"])
    #expect(load.outcome == "completed")
    let ended = try #require(load.ended)
    #expect(ended - load.started == .milliseconds(1500))
    #expect(scene.notesDelegate.received == ["Hello World"])
  }
}

/// How the driver plays touches: timing, sample rate, targets and the errors of a gesture that
/// cannot be played.
@Suite struct DriverGestureTests {
  /// The frames of the recorded trace, as (time in µs, the rest of the line).
  static func frames(_ device: SimulatedDevice) -> [(Int, Substring)] {
    device.traceText.split(separator: "\n").dropFirst().compactMap { line in
      guard line.hasPrefix("{\"t\":"), let comma = line.firstIndex(of: ",") else { return nil }
      return (Int(line[line.index(line.startIndex, offsetBy: 5)..<comma]) ?? -1, line)
    }
  }

  @Test func framesLandOnWholeMicrosecondsAndALiftRightAfterAMoveOneSampleLater() throws {
    let device = try SimulatedDevice(scene: HelloScene.self)
    let scene = device.scene(as: HelloScene.self)
    try device.longPressDrag(from: .view(scene.label), to: .view(scene.notes))
    let frames = Self.frames(device)
    #expect(frames.first?.0 == 0)
    // The hold is 0.7 s; the move over 0.4 s samples every 1/60 s and ends at 1.1 s.
    #expect(frames[1].0 == 716_667)
    #expect(frames[frames.count - 2].0 == 1_100_000)
    // The lift falls on the instant of the last move: it comes one sample interval later.
    #expect(frames.last?.0 == 1_116_667)
    #expect(frames.last?.1.contains("\"phase\":\"ended\"") == true)
    #expect(device.elapsed == .microseconds(1_116_667))
    #expect(device.traceText.hasPrefix("{\"format\":\"dndsim-trace\""))
    #expect(device.traceText.contains("\"scene\":\"driver-hello\""))
    #expect(device.traceText.contains("\"sample_rate_hz\":60"))
    #expect(!device.traceText.contains("\"variants\""))
  }

  @Test func theSampleRateSetsTheIntervalOfMoves() throws {
    let device = try SimulatedDevice(scene: HelloScene.self)
    device.sampleRate = 120
    let finger = try device.finger().down(at: .point(x: 10, y: 10))
    try finger.move(to: .point(x: 310, y: 10), over: .milliseconds(300))
    let frames = Self.frames(device)
    #expect(frames.count == 1 + 36)
    #expect(frames[1].0 == 8_333)
    #expect(frames.last?.0 == 300_000)
    #expect(finger.location == Point(x: 310, y: 10))
    #expect(device.traceText.contains("\"sample_rate_hz\":120"))
  }

  @Test func aFingerMovesByAnOffsetAndHovers() throws {
    let device = try SimulatedDevice(scene: HelloScene.self)
    let finger = try device.finger().down(at: .point(x: 100, y: 100))
    try finger.move(dx: 50, dy: -20, over: .milliseconds(200))
    #expect(finger.location == Point(x: 150, y: 80))
    #expect(device.elapsed == .milliseconds(200))
    try device.hover(finger, over: .point(x: 300, y: 300), for: .seconds(1))
    #expect(finger.location == Point(x: 300, y: 300))
    // The finger got there first and then stayed: its last sample is at 0.4 s, at the target.
    #expect(Self.frames(device).last?.0 == 400_000)
    #expect(Self.frames(device).last?.1.contains("\"x\":300,\"y\":300") == true)
    // 200 ms of moving (the default) and the hover's second.
    #expect(device.elapsed == .milliseconds(1400))
    try device.hover(
      finger, over: .point(x: 310, y: 300), for: .milliseconds(500), moving: .milliseconds(100))
    #expect(device.elapsed == .milliseconds(2000))
    try finger.lift()
    #expect(finger.location == nil)
  }

  @Test func aTapIsDownFiftyMillisecondsAndUp() throws {
    let device = try SimulatedDevice(scene: HelloScene.self)
    try device.tap(.point(x: 20, y: 20))
    let frames = Self.frames(device)
    #expect(frames.map(\.0) == [0, 50_000])
    #expect(frames[0].1.contains("\"began\"") && frames[1].1.contains("\"ended\""))
  }

  @Test func aFingerThatLiftedCanTouchAgain() throws {
    let device = try SimulatedDevice(scene: HelloScene.self)
    let finger = device.finger()
    try finger.tap(.point(x: 20, y: 20))
    try finger.tap(.point(x: 30, y: 30))
    try finger.down(at: .point(x: 40, y: 40))
    try finger.cancel()
    // The same id, through a new handle, touches down once it is up.
    try device.finger(finger.id).tap(.point(x: 50, y: 50))
    #expect(Self.frames(device).count == 8)
  }

  /// Frames land on whole microseconds: a finger put down 1.5 µs in touches at 2 µs, and the
  /// recorded trace says so.
  @Test func aFrameBetweenMicrosecondsWaitsForTheNextOne() throws {
    let device = try SimulatedDevice(scene: HelloScene.self)
    try device.advance(by: .nanoseconds(1_500))
    let finger = try device.finger().down(at: .point(x: 20, y: 20))
    #expect(device.elapsed == .microseconds(2))
    #expect(Self.frames(device).first?.0 == 2)
    try finger.lift()
  }

  @Test func aCancelledTouchCancelsTheDrag() throws {
    let device = try SimulatedDevice(scene: HelloScene.self)
    let scene = device.scene(as: HelloScene.self)
    let finger = try device.startDrag(from: .view(scene.label), to: .view(scene.notes))
    try finger.cancel()
    try device.settle()
    #expect(finger.location == nil)
    #expect(scene.notesDelegate.received.isEmpty)
    #expect(device.calls(named: "performDrop").isEmpty)
    #expect(device.traceText.contains("\"phase\":\"cancelled\""))
    #expect(throws: DriverError("finger 1 is not down")) { try finger.cancel() }
  }

  @Test func fingersThatAreNotDownOrAlreadyDownSayWhich() throws {
    let device = try SimulatedDevice(scene: HelloScene.self)
    let finger = device.finger()
    #expect(finger.id == 1)
    #expect(throws: DriverError("finger 1 holds but is not down")) {
      try finger.hold(for: .seconds(1))
    }
    #expect(throws: DriverError("finger 1 moves but is not down")) {
      try finger.move(to: .point(x: 1, y: 1))
    }
    #expect(throws: DriverError("finger 1 moves but is not down")) {
      try finger.move(dx: 1, dy: 1)
    }
    #expect(throws: DriverError("finger 1 moves but is not down")) {
      try device.move([(finger, .point(x: 1, y: 1))])
    }
    try finger.down(at: .point(x: 5, y: 5))
    #expect(throws: DriverError("finger 1 is already down")) {
      try device.finger(1).down(at: .point(x: 5, y: 5))
    }
    // A finger asked for by id moves the next free id past it.
    #expect(device.finger(7).id == 7)
    #expect(device.finger().id == 8)
    // Nothing that failed was recorded.
    #expect(Self.frames(device).count == 1)
  }

  @Test func targetsResolveToScreenPoints() throws {
    let device = try SimulatedDevice(scene: HelloScene.self)
    let scene = device.scene(as: HelloScene.self)
    let finger = device.finger()
    // The notes view is at (400, 0) on screen; (10, 5) in its coordinates.
    try finger.down(at: .view(scene.notes, at: Point(x: 10, y: 5)))
    #expect(finger.location == Point(x: 410, y: 5))
    try finger.move(to: .view(scene.label).offsetBy(dx: 5, dy: -5), over: .milliseconds(20))
    #expect(finger.location == Point(x: 155, y: 65))
    try finger.move(to: .point(x: 7, y: 8), over: .milliseconds(20))
    #expect(finger.location == Point(x: 7, y: 8))
    #expect(TouchTarget.view(scene.label).description == "the centre of label")
    #expect(
      TouchTarget.view(scene.label).offsetBy(dx: 1, dy: 2).description
        == "the centre of label offset by (1.0, 2.0)")
    #expect(TouchTarget.point(x: 3, y: 4).description == "(3.0, 4.0)")
  }

  @Test func invariantsCanBeTurnedOff() throws {
    let device = try SimulatedDevice(scene: ForgetfulScene.self)
    let scene = device.scene(as: ForgetfulScene.self)
    device.checksInvariants = false
    try device.longPressDrag(from: .view(scene.label), to: .view(scene.notes))
    try device.settle()
    #expect(!device.invariantViolations.isEmpty)
  }

  @Test func settleRunsWhatIsScheduledWithInvariantsOff() throws {
    let plan = FaultPlan(rules: [
      FaultRule(script: LoadScript(delay: .milliseconds(1500), outcome: .deliver))
    ])
    let device = try SimulatedDevice(scene: HelloScene.self, faults: plan)
    let scene = device.scene(as: HelloScene.self)
    device.checksInvariants = false
    try device.longPressDrag(from: .view(scene.label), to: .view(scene.notes))
    #expect(scene.notesDelegate.received.isEmpty)
    try device.settle()
    // The slow load was delivered by settle, checks or not.
    #expect(scene.notesDelegate.received == ["Hello World"])
    #expect(device.clock.pendingWork.isEmpty)
  }
}
