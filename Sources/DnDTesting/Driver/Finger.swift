import DnDEngine
import VirtualTime

/// One finger of a ``SimulatedDevice``. Each call plays its touches at the device's current
/// virtual time and moves time on as a real gesture would: a move over 0.4 s samples the path at
/// the device's ``SimulatedDevice/sampleRate`` and ends 0.4 s later.
@MainActor
public final class Finger {
  public let id: Int
  unowned let device: SimulatedDevice
  /// Where the finger is, in screen points, while it is down.
  public internal(set) var location: Point?

  init(id: Int, device: SimulatedDevice) {
    self.id = id
    self.device = device
  }

  private func sample(_ phase: TouchPhase, _ point: Point) -> TouchSample {
    TouchSample(finger: id, phase: phase, location: point)
  }

  /// Touches down at `target` now.
  @discardableResult
  public func down(at target: TouchTarget) throws -> Finger {
    let point = try target.resolve()
    try device.play([sample(.began, point)])
    location = point
    return self
  }

  /// Stays where it is for `duration` (no samples: a finger held still sends none).
  @discardableResult
  public func hold(for duration: VirtualDuration) throws -> Finger {
    guard location != nil else { throw DriverError("finger \(id) holds but is not down") }
    try device.advance(by: duration)
    return self
  }

  /// Moves to `target` in a straight line over `duration`, one sample per sample interval (at
  /// least one), the last one at `target`.
  @discardableResult
  public func move(to target: TouchTarget, over duration: VirtualDuration = .milliseconds(300))
    throws -> Finger
  {
    guard let start = location else { throw DriverError("finger \(id) moves but is not down") }
    let end = try target.resolve()
    let interval = device.sampleInterval
    let steps = max(1, Int(duration.nanoseconds / max(1, interval.nanoseconds)))
    for step in 1...steps {
      let t = Double(step) / Double(steps)
      let point = Point(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
      try device.play(
        [sample(.moved, point)],
        after: step == steps ? duration - interval * Int64(steps - 1) : interval)
      location = point
    }
    return self
  }

  /// Moves by (`dx`, `dy`) points over `duration`.
  @discardableResult
  public func move(dx: Double, dy: Double, over duration: VirtualDuration = .milliseconds(300))
    throws -> Finger
  {
    guard let start = location else { throw DriverError("finger \(id) moves but is not down") }
    return try move(to: .point(x: start.x + dx, y: start.y + dy), over: duration)
  }

  /// Lifts where it is, now.
  public func lift() throws {
    guard let point = location else { throw DriverError("finger \(id) lifts but is not down") }
    try device.play([sample(.ended, point)])
    location = nil
  }

  /// The system cancels the touch (an incoming call, say), now.
  public func cancel() throws {
    guard let point = location else { throw DriverError("finger \(id) is not down") }
    try device.play([sample(.cancelled, point)])
    location = nil
  }

  /// Touches down at `target`, stays 50 ms, lifts: a tap.
  public func tap(_ target: TouchTarget) throws {
    try down(at: target)
    try hold(for: .milliseconds(50))
    try lift()
  }
}

extension VirtualDuration {
  fileprivate static func * (duration: VirtualDuration, factor: Int64) -> VirtualDuration {
    VirtualDuration(nanoseconds: duration.nanoseconds * factor)
  }
}
