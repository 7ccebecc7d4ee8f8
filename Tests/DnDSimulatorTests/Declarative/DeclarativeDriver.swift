import DnDEngine
import DnDSimulator
import Testing
import VirtualTime

/// Plays gestures into a declarative scene on a replayer: long-press drags, taps, releases.
final class DeclarativeDriver {
  let replay: Replayer
  private var time: Int64 = 0
  private var nextFinger = 1

  init(_ spec: SceneSpec, profile: DeviceProfile = .tablet) throws {
    replay = try Replayer(
      scene: SceneDefinition(spec: spec, origin: "test"), profile: profile)
  }

  var scene: DeclarativeScene { replay.scene as! DeclarativeScene }
  var log: EventLog { replay.system.log }

  func touch(_ finger: Int, _ phase: TouchPhase, _ point: Point, after ms: Int64 = 16) throws {
    time += ms
    try replay.play(
      TouchFrame(
        time: VirtualInstant.start + .milliseconds(time),
        touches: [TouchSample(finger: finger, phase: phase, location: point)]))
  }

  /// A new finger presses at `start` long enough to lift, then moves to `end` in four steps;
  /// returns the finger (still down).
  @discardableResult
  func lift(at start: Point, to end: Point) throws -> Int {
    let finger = nextFinger
    nextFinger += 1
    try touch(finger, .began, start)
    try touch(finger, .stationary, start, after: 600)  // held through the lift (0.325 + 0.25 s)
    for step in 1...4 {
      let t = Double(step) / 4
      try touch(
        finger, .moved,
        Point(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
    }
    return finger
  }

  /// Lifts, drags to `end` and releases there; then lets everything settle.
  func drag(from start: Point, to end: Point) throws {
    let finger = try lift(at: start, to: end)
    try touch(finger, .ended, end)
    try replay.finish()
  }

  func tap(at point: Point) throws {
    let finger = nextFinger
    nextFinger += 1
    try touch(finger, .began, point)
    try touch(finger, .ended, point, after: 50)
  }

  func action(_ name: String, _ arguments: [(String, String)]) throws {
    time += 1
    try replay.play(
      .scene(name: name, arguments: arguments.map { SceneArgument($0.0, $0.1) }),
      at: VirtualInstant.start + .milliseconds(time))
  }

  /// Summaries of the app's own effects and delegate calls whose summary contains `text`.
  func events(containing text: String) -> [String] {
    log.summaries().filter { $0.contains(text) }
  }
}

/// Small builders for specs in tests.
enum Specs {
  static let photo = ItemSpec(
    name: "photo-1", suggestedName: "beach.png",
    representations: [RepresentationSpec(type: .png, content: .image(Size(width: 64, height: 48)))])
  static let pin = ItemSpec(
    name: "pin-1", localObject: "pin-1",
    representations: [RepresentationSpec(type: .png, content: .image(Size(width: 32, height: 32)))])

  /// Pinboard (talk 203): a board in its own app that copies from other apps and moves its own
  /// pins; a photo in another app on the right.
  static func pinboard(drop: DropSpec? = nil, drag: DragSpec? = nil) -> SceneSpec {
    SceneSpec(
      name: "pinboard",
      apps: [AppSpec(name: "pinboard", team: "T1"), AppSpec(name: "photos", team: "T2")],
      windows: [
        WindowSpec(
          app: "pinboard", frame: Rect(x: 0, y: 0, width: 500, height: 600),
          views: [
            ViewSpec(
              name: "board", frame: Rect(x: 0, y: 0, width: 500, height: 600),
              children: [
                ViewSpec(
                  name: "pin", frame: Rect(x: 20, y: 20, width: 60, height: 60),
                  drag: drag ?? DragSpec(items: ["pin-1"]))
              ],
              drop: drop
                ?? DropSpec(
                  accepts: [.image],
                  perform: PerformSpec(load: .objects(.image), localItems: .relocate)))
          ]),
        WindowSpec(
          app: "photos", frame: Rect(x: 500, y: 0, width: 500, height: 600),
          views: [
            ViewSpec(
              name: "photo", frame: Rect(x: 100, y: 100, width: 100, height: 100),
              drag: DragSpec(items: ["photo-1"]))
          ]),
      ],
      items: [photo, pin])
  }

  static let photoCenter = Point(x: 650, y: 150)
  static let pinCenter = Point(x: 50, y: 50)
}
