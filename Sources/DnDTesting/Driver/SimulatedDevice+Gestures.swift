import DnDEngine
import VirtualTime

/// What people do, in one call each. Every helper uses fresh fingers (or the one given) and
/// leaves them lifted; times are virtual.
extension SimulatedDevice {
  /// Long-presses `source` through the whole lift (`hold`, default 0.7 s: the profile's 0.325 s
  /// long press plus the 0.25 s lift), drags to `destination` over `duration` and lets go.
  public func longPressDrag(
    from source: TouchTarget, to destination: TouchTarget,
    hold: VirtualDuration = .milliseconds(700), over duration: VirtualDuration = .milliseconds(400),
    finger: Finger? = nil
  ) throws {
    let finger = finger ?? self.finger()
    try finger.down(at: source)
    try finger.hold(for: hold)
    try finger.move(to: destination, over: duration)
    try finger.lift()
  }

  /// Long-presses `source` and drags to `destination` without letting go: the finger, still
  /// down, for taps of other fingers, hovering, or a hand-off.
  public func startDrag(
    from source: TouchTarget, to destination: TouchTarget,
    hold: VirtualDuration = .milliseconds(700), over duration: VirtualDuration = .milliseconds(300)
  ) throws -> Finger {
    let finger = self.finger()
    try finger.down(at: source)
    try finger.hold(for: hold)
    try finger.move(to: destination, over: duration)
    return finger
  }

  /// A tap of a new finger on `target`: flocks the item there onto a drag in progress.
  public func tap(_ target: TouchTarget) throws {
    try finger().tap(target)
  }

  /// Moves `finger` onto `target` and keeps it there for `duration`: spring loading.
  public func hover(
    _ finger: Finger, over target: TouchTarget, for duration: VirtualDuration,
    moving: VirtualDuration = .milliseconds(200)
  ) throws {
    try finger.move(to: target, over: moving)
    try finger.hold(for: duration)
  }

  /// Hands a drag from `finger` to a new finger: the new one touches down at `at`, the old one
  /// lifts; returns the new finger, still down.
  public func handOff(from finger: Finger, to target: TouchTarget) throws -> Finger {
    let next = self.finger()
    try next.down(at: target)
    try advance(by: .milliseconds(50))
    try finger.lift()
    return next
  }
}
