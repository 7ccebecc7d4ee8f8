import DnDEngine
import DnDFormats

/// One contact — a finger from the moment it touches to the moment it lifts — as a source sees
/// it, before ids are given and frames are formed: what every importer produces (an evdev slot's
/// tracking id, a WebDriver pointer's down…up) and what a gesture script's finger compiles to.
///
/// Expected shape (``TraceAssembler`` relies on it; a track breaking it yields a trace that
/// ``TraceFileWriter`` refuses when it reads the file back): the first sample `began`, the last
/// `ended` or `cancelled`, the ones between `moved` or `stationary`; times strictly increasing.
public struct ContactTrack: Sendable, Equatable {
  public var samples: [ContactSample]

  public init(samples: [ContactSample]) {
    self.samples = samples
  }

  /// When the contact began (the first sample's time).
  public var start: Int64? { samples.first?.time }
}

/// A contact at one instant: a ``TraceTouch`` without its id, which the assembler gives.
public struct ContactSample: Sendable, Equatable {
  /// Microseconds since the trace's start.
  public var time: Int64
  public var phase: TouchPhase
  public var x: Double
  public var y: Double
  public var force: Double?
  public var radius: Double?

  public init(
    time: Int64, phase: TouchPhase, x: Double, y: Double, force: Double? = nil,
    radius: Double? = nil
  ) {
    self.time = time
    self.phase = phase
    self.x = x
    self.y = y
    self.force = force
    self.radius = radius
  }

  func touch(id: Int) -> TraceTouch {
    TraceTouch(id: id, phase: phase, x: x, y: y, force: force, radius: radius)
  }
}

/// A trace action at its time (microseconds since the trace's start).
public struct TimedAction: Sendable, Equatable {
  public var time: Int64
  public var action: TraceAction

  public init(time: Int64, action: TraceAction) {
    self.time = time
    self.action = action
  }
}
