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

  /// Moves several fingers at once, each in a straight line to its target over `duration`: one
  /// frame per sample interval holds a sample of every finger (a pinch, two drags side by side).
  public func move(
    _ moves: [(finger: Finger, to: TouchTarget)],
    over duration: VirtualDuration = .milliseconds(300)
  ) throws {
    let paths = try moves.map { move -> (Finger, Point, Point) in
      guard let start = move.finger.location else {
        throw DriverError("finger \(move.finger.id) moves but is not down")
      }
      return (move.finger, start, try move.to.resolve())
    }
    let interval = sampleInterval
    let steps = max(1, Int(duration.nanoseconds / max(1, interval.nanoseconds)))
    for step in 1...steps {
      let t = Double(step) / Double(steps)
      let samples = paths.map { finger, start, end in
        TouchSample(
          finger: finger.id, phase: .moved,
          location: Point(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
      }
      let delay =
        step == steps
        ? VirtualDuration(
          nanoseconds: duration.nanoseconds - interval.nanoseconds * Int64(steps - 1))
        : interval
      try play(samples, after: delay)
      for (finger, sample) in zip(paths.map(\.0), samples) { finger.location = sample.location }
    }
  }
}
