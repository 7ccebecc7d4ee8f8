import DnDEngine

/// A gesture script: fingers, each with its own timeline of touches, and timed actions — the
/// hand-written way to make a trace (`Docs/recording.md`). It has a line-oriented text form and
/// an equivalent JSON form; both read into this model, already checked (every touch lifts, a
/// finger's timeline never overlaps itself, the trace stays within its limits), so making its
/// trace cannot fail.
///
/// Read one with ``read(path:name:)`` (either form, told apart by the first character),
/// ``parse(text:name:)`` or ``parse(json:name:)``; make its trace with
/// ``makeTrace(_:)`` (it is a ``TraceSource``) and write it with ``TraceFileWriter``.
public struct GestureScript: Sendable, Equatable {
  /// The sample rate of a script that names none.
  public static let defaultRate = SampleClock(millihertz: 120_000)!
  /// How long a `tap` stays down when the script does not say.
  public static let defaultTapDuration: Int64 = 50_000
  /// The most samples one script may make (about 2.3 hours of one finger at 120 Hz): a typo in a
  /// duration should be an error, not a gigabyte trace.
  public static let maxSamples: Int64 = 1_000_000
  /// The largest script file read.
  public static let maxBytes = 4 << 20

  public let scene: String
  public let profile: DeviceProfile.Kind
  public let rate: SampleClock
  public let variants: [String]
  package let fingers: [GestureFinger]
  /// In script order (the trace puts them in time order, keeping this order for equal times).
  public let actions: [TimedAction]
}

/// One finger of a script: its touches, one after another, each lifting before the next begins.
package struct GestureFinger: Sendable, Equatable {
  package let name: String
  package let touches: [GestureTouch]
}

/// One touch of a finger: down at `location` at `start`, then its motions one after the other,
/// then it ends as `ending` says when the last motion ends. (`tap` is a touch with one hold.)
package struct GestureTouch: Sendable, Equatable {
  package enum Ending: Sendable, Equatable {
    /// The finger lifts (`ended`).
    case up
    /// The system takes the touch away (`cancelled`).
    case cancel
  }

  package let start: Int64
  package let location: GesturePoint
  /// At least one: a touch cannot begin and end at one instant.
  package let motions: [GestureMotion]
  package let ending: Ending

  /// When the touch ends: its start plus every motion's duration.
  package var end: Int64 { start + motions.reduce(0) { $0 + $1.duration } }
}

/// What a finger does while it is down.
package enum GestureMotion: Sendable, Equatable {
  /// Stays still for `duration` µs (a long press is a hold longer than the lift delay).
  case hold(duration: Int64)
  /// Moves through `path` (one point or more) at constant speed, arriving after `duration` µs.
  case move(path: [GesturePoint], duration: Int64)

  package var duration: Int64 {
    switch self {
    case .hold(let duration), .move(_, let duration): duration
    }
  }
}
