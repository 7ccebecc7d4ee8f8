import Testing
import VirtualTime

@testable import DnDEngine

/// A small world for engine tests: a tablet with two apps side by side, helpers to make views
/// and to move fingers, and the system's log to assert on.
final class Harness {
  let clock = VirtualClock()
  let system: DragDropSystem
  let photos = App(name: "photos", team: "T1")
  let mail = App(name: "mail", team: "T2")
  /// Left half of a 1000×800 screen.
  let left: Window
  /// Right half.
  let right: Window

  init(profile: DeviceProfile = .tablet) {
    system = DragDropSystem(clock: clock, profile: profile)
    left = Window(app: photos, frame: Rect(x: 0, y: 0, width: 500, height: 800))
    right = Window(app: mail, frame: Rect(x: 500, y: 0, width: 500, height: 800))
    system.addWindow(left)
    system.addWindow(right)
  }

  /// A view added to `parent` (a window's root view when omitted).
  @discardableResult
  func view(_ name: String, _ frame: Rect, in parent: View) -> View {
    let view = View(name: name, frame: frame)
    parent.addSubview(view)
    return view
  }

  func advance(ms: Int64) { try! clock.advance(by: .milliseconds(ms)) }
  /// Runs everything still scheduled, then checks the log against the quick checks of
  /// Docs/uikit-behaviour.md §5 — so every scenario that settles is also an invariant test.
  func settle(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    try! clock.runUntilIdle()
    let violations = QuickChecks.violations(
      in: log.events, notImplemented: system.notImplementedCalls)
    #expect(violations.isEmpty, "\(violations)", sourceLocation: sourceLocation)
  }

  func touch(_ finger: Int, _ phase: TouchPhase, _ x: Double, _ y: Double) {
    system.handle(TouchSample(finger: finger, phase: phase, location: Point(x: x, y: y)))
    try! clock.runCurrent()
  }

  /// Finger down at a point and held for the lift delay, then through the whole lift animation
  /// (the lift delay 325 ms + the lift 250 ms), so the first move past the threshold begins the
  /// drag at once. A test of what happens during the lift uses ``pressUntilLift(_:_:_:)``.
  func longPress(_ finger: Int, _ x: Double, _ y: Double) {
    pressUntilLift(finger, x, y)
    advance(ms: 250)
  }

  /// Finger down at a point and held for the lift delay only: the lift has just started.
  func pressUntilLift(_ finger: Int, _ x: Double, _ y: Double) {
    touch(finger, .began, x, y)
    advance(ms: 325)
  }

  /// Moves a finger in `steps` equal moves, 16 ms apart.
  func move(_ finger: Int, from start: Point, to end: Point, steps: Int = 4) {
    for step in 1...steps {
      advance(ms: 16)
      let t = Double(step) / Double(steps)
      touch(finger, .moved, start.x + (end.x - start.x) * t, start.y + (end.y - start.y) * t)
    }
  }

  /// A quick tap (down, 50 ms, up).
  func tap(_ finger: Int, _ x: Double, _ y: Double) {
    touch(finger, .began, x, y)
    advance(ms: 50)
    touch(finger, .ended, x, y)
  }

  var log: EventLog { system.log }

  /// Summaries of every delegate call, in order.
  var calls: [String] { log.summaries([.delegate]) }

  /// Delegate calls as `subject name`, without arguments.
  var callNames: [String] {
    log.events.filter { $0.kind == .delegate }.map { "\($0.subject) \($0.name)" }
  }
}

/// A text drag item.
func textItem(_ text: String) -> DragItem {
  DragItem(itemProvider: ItemProvider(object: text))
}

/// A text item whose data arrives `delay` after it is requested (on the clock), reporting half
/// progress midway. `cancelled` counts cancellation-handler runs.
func slowTextItem(_ text: String, delay: VirtualDuration, cancelled: Counter? = nil) -> DragItem {
  let provider = ItemProvider()
  provider.registerDataRepresentation(forType: .utf8PlainText) { request in
    request.progress.cancellationHandler = { cancelled?.value += 1 }
    request.clock.schedule(after: VirtualDuration(nanoseconds: delay.nanoseconds / 2)) {
      request.progress.completedUnitCount = request.progress.totalUnitCount / 2
    }
    request.clock.schedule(after: delay) { request.complete(with: .success(ItemData(utf8: text))) }
  }
  return DragItem(itemProvider: provider)
}

/// A mutable count shared with closures.
final class Counter {
  var value = 0
}
