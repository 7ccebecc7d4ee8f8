import DnDEngine
import DnDSimulator
import Testing
import VirtualTime

/// A photos app with a draggable view `a` and, in the same app, a drop target `b` that copies.
final class TwoViewScene: DnDScene {
  static let name = "two-views"
  final class Source: DragInteractionDelegate {
    func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
      [DragItem(itemProvider: ItemProvider(object: "hello"))]
    }
  }
  final class Target: DropInteractionDelegate {
    func sessionDidUpdate(_ interaction: DropInteraction, session: DropSession) -> DropProposal {
      .copy
    }
    func performDrop(_ interaction: DropInteraction, session: DropSession) {}
    func concludeDrop(_ interaction: DropInteraction, session: DropSession) {}
  }
  let b: View
  var inserted: [String] = []

  init(system: DragDropSystem) throws {
    let app = App(name: "photos", team: "T1")
    let window = Window(app: app, frame: Rect(x: 0, y: 0, width: 500, height: 500))
    system.addWindow(window)
    let a = View(name: "a", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    b = View(name: "b", frame: Rect(x: 200, y: 200, width: 100, height: 100))
    window.rootView.addSubview(a)
    window.rootView.addSubview(b)
    a.addInteraction(DragInteraction(delegate: Source()))
    b.addInteraction(DropInteraction(delegate: Target()))
  }

  func perform(_ action: String, arguments: [SceneArgument]) throws {
    guard action == "insert" else { throw SceneError("no action \(action)") }
    inserted.append(arguments.map { "\($0.name)=\($0.value)" }.joined(separator: ","))
  }
}

/// A scene that never settles: a timer re-arms itself forever.
final class RestlessScene: DnDScene {
  static let name = "restless"
  init(system: DragDropSystem) throws {
    system.clock.scheduleRepeating(every: .milliseconds(1), label: "tick") {}
  }
}

func frame(_ ms: Int64, _ finger: Int, _ phase: TouchPhase, _ x: Double, _ y: Double) -> TouchFrame
{
  TouchFrame(
    time: VirtualInstant.start + .milliseconds(ms),
    touches: [TouchSample(finger: finger, phase: phase, location: Point(x: x, y: y))])
}

@MainActor
@Suite struct ReplayerTests {
  @Test func framesPlayAtTheirTimesAndTheSystemSettles() throws {
    let replay = try Replayer(scene: TwoViewScene.self, profile: .tablet)
    for step in [
      // Held through the lift (0.325 s + 0.25 s), then dragged and released.
      frame(0, 1, .began, 50, 50), frame(600, 1, .moved, 150, 150), frame(650, 1, .moved, 250, 250),
      frame(700, 1, .ended, 250, 250),
    ] {
      try replay.play(step)
    }
    try replay.finish()
    let calls = replay.system.log.events.filter { $0.kind == .delegate }.map(\.name)
    #expect(calls.first == "itemsForBeginning")
    #expect(calls.contains("performDrop") && calls.contains("concludeDrop"))
    // The lift timer (325 ms) ran before the frame at 600 ms.
    let lift = replay.system.log.events.first { $0.name == "longPressRecognized" }
    #expect(lift?.time == VirtualInstant.start + .milliseconds(325))
    #expect(replay.clock.pendingWork.isEmpty)
  }

  @Test func aTimerDueAtAFramesInstantRunsBeforeTheFrame() throws {
    let replay = try Replayer(scene: TwoViewScene.self, profile: .tablet)
    try replay.play(frame(0, 1, .began, 50, 50))
    // The lift is due at 325 ms; a release at exactly 325 ms comes after it: a lift, then its
    // cancel — not an ordinary tap.
    try replay.play(frame(325, 1, .ended, 50, 50))
    try replay.finish()
    let names = replay.system.log.events.map(\.name)
    #expect(names.contains("longPressRecognized") && names.contains("liftCancelled"))
  }

  @Test func sceneActionsRunAtTheirTimeAndAreLogged() throws {
    let replay = try Replayer(scene: TwoViewScene.self, profile: .tablet)
    try replay.play(
      .scene(name: "insert", arguments: [SceneArgument("row", "2")]),
      at: VirtualInstant.start + .milliseconds(10))
    #expect((replay.swiftScene as? TwoViewScene)?.inserted == ["row=2"])
    #expect(replay.system.log.events.last?.summary == "scene insert(row: 2)")
    #expect(throws: ReplayError.self) {
      try replay.play(
        .scene(name: "explode", arguments: []), at: VirtualInstant.start + .milliseconds(20))
    }
  }

  @Test func inputOutOfOrderIsRefused() throws {
    let replay = try Replayer(scene: TwoViewScene.self, profile: .tablet)
    try replay.play(frame(10, 1, .began, 50, 50))
    #expect(throws: ReplayError.self) { try replay.play(frame(5, 1, .ended, 50, 50)) }
  }

  @Test func aSceneThatCannotSettleStopsNamingTheBound() throws {
    let clock = VirtualClock(limits: RunLimits(maxEventsPerRun: 500))
    let replay = try Replayer(scene: RestlessScene.self, profile: .tablet, clock: clock)
    #expect {
      try replay.finish()
    } throws: { error in
      "\(error)".hasPrefix("the scene did not settle: runaway guard") && "\(error)".contains("500")
    }
  }

  @Test func aCatalogFindsScenesByName() {
    var catalog = SceneCatalog([TwoViewScene.self])
    catalog.register(RestlessScene.self)
    #expect(catalog.names == ["restless", "two-views"])
    #expect(catalog.scene(named: "two-views")?.origin == "Swift type TwoViewScene")
    #expect(catalog.scene(named: "nope") == nil)
  }
}
