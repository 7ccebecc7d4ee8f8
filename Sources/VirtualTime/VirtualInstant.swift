/// A point on a virtual timeline: whole nanoseconds since the scenario's start.
///
/// Instants are integral (see ``VirtualDuration``) and start at ``start`` (zero). The `Clock`
/// protocol requires `Swift.Duration` as the instant's duration type, so that code written against
/// `any Clock<Duration>` accepts a ``VirtualClock``; converting such a duration rounds up to whole
/// nanoseconds and saturates at ``distantFuture`` instead of trapping.
public struct VirtualInstant: Hashable, Comparable, Sendable {
  /// Nanoseconds since the start of the scenario.
  public var nanosecondsSinceStart: Int64

  public init(nanosecondsSinceStart: Int64) { self.nanosecondsSinceStart = nanosecondsSinceStart }

  /// Time zero, where every ``VirtualClock`` begins unless told otherwise.
  public static let start = VirtualInstant(nanosecondsSinceStart: 0)
  /// The largest representable instant; saturating conversions end here. Work due then never runs
  /// within the default run limits.
  public static let distantFuture = VirtualInstant(nanosecondsSinceStart: .max)

  /// The span from the start of the scenario.
  public var sinceStart: VirtualDuration { .init(nanoseconds: nanosecondsSinceStart) }

  public static func < (lhs: VirtualInstant, rhs: VirtualInstant) -> Bool {
    lhs.nanosecondsSinceStart < rhs.nanosecondsSinceStart
  }
  public static func + (lhs: VirtualInstant, rhs: VirtualDuration) -> VirtualInstant {
    .init(nanosecondsSinceStart: lhs.nanosecondsSinceStart + rhs.nanoseconds)
  }
  public static func - (lhs: VirtualInstant, rhs: VirtualDuration) -> VirtualInstant {
    .init(nanosecondsSinceStart: lhs.nanosecondsSinceStart - rhs.nanoseconds)
  }
  public static func - (lhs: VirtualInstant, rhs: VirtualInstant) -> VirtualDuration {
    .init(nanoseconds: lhs.nanosecondsSinceStart - rhs.nanosecondsSinceStart)
  }

  /// `self + duration`, clamped to the representable range instead of trapping.
  public func saturatingAdvanced(by duration: VirtualDuration) -> VirtualInstant {
    let (sum, overflow) = nanosecondsSinceStart.addingReportingOverflow(duration.nanoseconds)
    if overflow {
      return duration.nanoseconds < 0 ? .init(nanosecondsSinceStart: .min) : .distantFuture
    }
    return .init(nanosecondsSinceStart: sum)
  }
}

extension VirtualInstant: InstantProtocol {
  public typealias Duration = Swift.Duration

  public func advanced(by duration: Swift.Duration) -> VirtualInstant {
    saturatingAdvanced(by: VirtualDuration(rounding: duration))
  }

  public func duration(to other: VirtualInstant) -> Swift.Duration {
    .nanoseconds(other.nanosecondsSinceStart) - .nanoseconds(nanosecondsSinceStart)
  }
}

extension VirtualInstant: CustomStringConvertible {
  /// `t=1.325s` — the form used in logs and error messages.
  public var description: String { "t=" + formatSeconds(nanosecondsSinceStart) + "s" }
}
