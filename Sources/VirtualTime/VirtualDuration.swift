/// A span of virtual time: a whole number of nanoseconds.
///
/// Every duration inside dndsim — timer delays, lift delays, animation lengths, the spans written in
/// event logs — is a `VirtualDuration`. It is integral on purpose: two runs of the same scenario must
/// compute bit-identical instants, and floating-point time drifts with the order of additions.
///
/// There are no floating-point initialisers. Arithmetic traps on overflow like `Int64` (about
/// ±292 years), so file readers must range-check numbers before building durations from them.
/// At the `Clock` boundary, `Swift.Duration` values convert with ``init(rounding:)``.
public struct VirtualDuration: Hashable, Comparable, Sendable {
  /// The length in nanoseconds; negative for spans that go backwards.
  public var nanoseconds: Int64

  /// A duration of `nanoseconds` nanoseconds.
  public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

  public static let zero = VirtualDuration(nanoseconds: 0)

  public static func nanoseconds(_ value: Int64) -> VirtualDuration { .init(nanoseconds: value) }
  public static func microseconds(_ value: Int64) -> VirtualDuration {
    .init(nanoseconds: value * 1_000)
  }
  public static func milliseconds(_ value: Int64) -> VirtualDuration {
    .init(nanoseconds: value * 1_000_000)
  }
  public static func seconds(_ value: Int64) -> VirtualDuration {
    .init(nanoseconds: value * 1_000_000_000)
  }

  /// Converts a standard-library duration, rounding any sub-nanosecond remainder *up* so that a
  /// virtual sleep never ends before the requested span. Saturates at `Int64` nanoseconds.
  public init(rounding duration: Swift.Duration) {
    let (seconds, attoseconds) = duration.components
    var nanos = attoseconds / 1_000_000_000
    if attoseconds % 1_000_000_000 > 0 { nanos += 1 }
    let (scaled, overflow1) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    let (total, overflow2) = scaled.addingReportingOverflow(nanos)
    if overflow1 || overflow2 {
      self.nanoseconds = seconds < 0 ? .min : .max
    } else {
      self.nanoseconds = total
    }
  }

  /// The same span as a standard-library `Duration`.
  public var duration: Swift.Duration { .nanoseconds(nanoseconds) }

  public static func < (lhs: VirtualDuration, rhs: VirtualDuration) -> Bool {
    lhs.nanoseconds < rhs.nanoseconds
  }
  public static func + (lhs: VirtualDuration, rhs: VirtualDuration) -> VirtualDuration {
    .init(nanoseconds: lhs.nanoseconds + rhs.nanoseconds)
  }
  public static func - (lhs: VirtualDuration, rhs: VirtualDuration) -> VirtualDuration {
    .init(nanoseconds: lhs.nanoseconds - rhs.nanoseconds)
  }
  public static func * (lhs: VirtualDuration, rhs: Int64) -> VirtualDuration {
    .init(nanoseconds: lhs.nanoseconds * rhs)
  }
  public static func += (lhs: inout VirtualDuration, rhs: VirtualDuration) { lhs = lhs + rhs }
  public static func -= (lhs: inout VirtualDuration, rhs: VirtualDuration) { lhs = lhs - rhs }
}

extension VirtualDuration: CustomStringConvertible {
  /// Seconds with the fraction trimmed to what is needed, at least milliseconds:
  /// `0.325s`, `1.000s`, `0.000000001s`, `-2.500s`. Stable across platforms (integer formatting only).
  public var description: String { formatSeconds(nanoseconds) + "s" }
}

/// Formats a nanosecond count as seconds with 3, 6 or 9 decimals — the fewest that are exact.
func formatSeconds(_ nanoseconds: Int64) -> String {
  let sign = nanoseconds < 0 ? "-" : ""
  let magnitude = nanoseconds.magnitude
  let whole = magnitude / 1_000_000_000
  let fraction = magnitude % 1_000_000_000
  var digits = String(fraction)
  digits = String(repeating: "0", count: 9 - digits.count) + digits
  if fraction % 1_000_000 == 0 {
    digits = String(digits.prefix(3))
  } else if fraction % 1_000 == 0 {
    digits = String(digits.prefix(6))
  }
  return "\(sign)\(whole).\(digits)"
}
