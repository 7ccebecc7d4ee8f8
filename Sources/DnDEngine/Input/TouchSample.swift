/// The phase of one finger in one touch frame (UIKit's `UITouch.Phase`, minus the pointer phases).
public enum TouchPhase: String, Sendable, Hashable, CaseIterable {
  case began
  case moved
  /// Down and not moving; keeps hover-driven behaviour (spring loading) alive.
  case stationary
  case ended
  /// The system took the touch away (an incoming call …): never a drop, always a cancel.
  case cancelled
}

/// One finger at one instant: the engine's only input besides timed user actions.
///
/// The time is the clock's: a touch is handled at `VirtualClock.now` of the
/// system's clock, so the simulator advances the clock to a frame's time before handing it over.
public struct TouchSample: Sendable, Hashable {
  /// The finger's identity, stable from `began` to `ended`/`cancelled` and never reused.
  public var finger: Int
  public var phase: TouchPhase
  /// Where the finger is, in screen points.
  public var location: Point
  /// Optional pressure and contact radius from real recordings; the engine only logs them.
  public var force: Double?
  public var radius: Double?

  public init(
    finger: Int, phase: TouchPhase, location: Point, force: Double? = nil, radius: Double? = nil
  ) {
    self.finger = finger
    self.phase = phase
    self.location = location
    self.force = force
    self.radius = radius
  }

  /// `F1 began (10,20)`.
  package var logDescription: String {
    "F\(finger) \(phase.rawValue) \(location.logDescription)"
  }
}
