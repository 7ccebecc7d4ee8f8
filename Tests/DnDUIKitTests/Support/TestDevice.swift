import DnDEngine
import DnDUIKit
import Testing
import VirtualTime

/// A tablet for DnDUIKit tests: a system on a virtual clock, windows for view controllers, and
/// fingers. Points are screen points.
final class TestDevice {
  let clock = VirtualClock()
  let system: DragDropSystem

  init(profile: DeviceProfile = .tablet) {
    system = DragDropSystem(clock: clock, profile: profile)
  }

  /// A window of app `app` (team `team`) at `frame`, showing `controller`.
  @discardableResult
  func show(
    _ controller: UIViewController, app: String, team: String = "T1", frame: CGRect
  ) -> UIWindow {
    let window = UIWindow(app: App(name: app, team: team), frame: frame)
    system.addWindow(window)
    window.rootViewController = controller
    return window
  }

  func advance(ms: Int64) { try! clock.advance(by: .milliseconds(ms)) }

  func touch(_ finger: Int, _ phase: TouchPhase, _ point: CGPoint) {
    system.handle(
      TouchSample(finger: finger, phase: phase, location: Point(x: point.x, y: point.y)))
    try! clock.runCurrent()
  }

  /// Long press at `start` through the whole lift, drag to `end` in `steps` moves 16 ms apart,
  /// hold 50 ms, release.
  func drag(from start: CGPoint, to end: CGPoint, finger: Int = 1, steps: Int = 6) {
    lift(from: start, dragTo: end, finger: finger, steps: steps)
    advance(ms: 50)
    touch(finger, .ended, end)
  }

  /// Long press at `start` through the whole lift and drag to `end` in `steps` moves 16 ms
  /// apart, without letting go: the finger stays down for taps of others, hovering or a drop.
  func lift(from start: CGPoint, dragTo end: CGPoint, finger: Int = 1, steps: Int = 4) {
    touch(finger, .began, start)
    advance(ms: 600)
    for step in 1...steps {
      advance(ms: 16)
      let t = CGFloat(step) / CGFloat(steps)
      touch(
        finger, .moved,
        CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
    }
  }

  /// Drags from `start` over `point`, slows down there (spring loading ignores a drag passing
  /// fast), holds `hold` ms, then moves to `release` and lets go.
  func hover(from start: CGPoint, over point: CGPoint, hold: Int64, releaseAt release: CGPoint) {
    lift(from: start, dragTo: point, steps: 6)
    for step in 1...2 {
      advance(ms: 100)
      touch(1, .moved, CGPoint(x: point.x + CGFloat(step), y: point.y))
    }
    advance(ms: hold)
    touch(1, .moved, release)
    advance(ms: 50)
    touch(1, .ended, release)
  }

  /// A tap of `finger` at `point`: down, 50 ms, up.
  func tap(_ point: CGPoint, finger: Int = 1) {
    touch(finger, .began, point)
    advance(ms: 50)
    touch(finger, .ended, point)
  }

  /// Runs everything still scheduled and checks the invariants (told which delegate methods the
  /// app does not implement).
  func settle(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    try! clock.runUntilIdle()
    let context = InvariantContext(notImplementedCalls: system.notImplementedCalls)
    let violations = Invariants.violations(in: system.log.events, context: context)
    #expect(violations.isEmpty, "\(violations)", sourceLocation: sourceLocation)
  }

  var lines: [String] { system.log.lines }
}
