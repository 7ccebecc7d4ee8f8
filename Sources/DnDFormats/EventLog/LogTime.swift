/// Times in an event log: whole **microseconds** since the scenario's start, printed as seconds
/// with exactly six decimals (`0.325000`).
///
/// The engine keeps nanoseconds; a log keeps microseconds because that is finer than any timing
/// constant of the system (our choice) while keeping lines short. Conversion rounds half up
/// (towards positive infinity: 500 ns → 1 µs, 499 ns → 0 µs, −500 ns → 0 µs) using integer
/// arithmetic only, so every machine prints the same digits. Negative times never come from the
/// engine but print with a leading `-` rather than trap.
public enum LogTime {
  /// Rounds `nanoseconds` half up to whole microseconds. Never overflows, even at `Int64.max`.
  public static func microseconds(fromNanoseconds nanoseconds: Int64) -> Int64 {
    let quotient = nanoseconds / 1000
    let remainder = nanoseconds % 1000  // same sign as `nanoseconds`
    if remainder >= 500 { return quotient + 1 }
    if remainder < -500 { return quotient - 1 }
    return quotient
  }

  /// `1_500_000` → `1.500000`; `0` → `0.000000`; `-1` → `-0.000001`.
  public static func format(microseconds: Int64) -> String {
    let magnitude = microseconds.magnitude
    let seconds = magnitude / 1_000_000
    let fraction = String(magnitude % 1_000_000)
    let padding = String(repeating: "0", count: 6 - fraction.count)
    return (microseconds < 0 ? "-" : "") + String(seconds) + "." + padding + fraction
  }

  /// The engine time `nanoseconds` as log text: ``microseconds(fromNanoseconds:)`` then
  /// ``format(microseconds:)``.
  public static func format(nanoseconds: Int64) -> String {
    format(microseconds: microseconds(fromNanoseconds: nanoseconds))
  }

  /// Parses the exact form ``format(microseconds:)`` prints: an optional `-`, integer digits
  /// without leading zeros (a lone `0` is allowed), a `.`, exactly six digits; `-0.000000` is
  /// refused because it is never printed. Returns `nil` for anything else or on overflow.
  public static func parse(_ text: some Collection<UInt8>) -> Int64? {
    var negative = false
    var seenPoint = false
    var integerDigits = 0
    var fractionDigits = 0
    var leadingZero = false
    var value: Int64 = 0
    for (position, byte) in text.enumerated() {
      switch byte {
      case UInt8(ascii: "-") where position == 0:
        negative = true
      case UInt8(ascii: ".") where !seenPoint && integerDigits > 0:
        seenPoint = true
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        if seenPoint {
          fractionDigits += 1
        } else {
          if integerDigits == 1 && leadingZero { return nil }
          if integerDigits == 0 { leadingZero = byte == UInt8(ascii: "0") }
          integerDigits += 1
        }
        let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
        let (sum, overflow2) = times10.addingReportingOverflow(Int64(byte - UInt8(ascii: "0")))
        guard !overflow1, !overflow2 else { return nil }
        value = sum
      default:
        return nil
      }
    }
    guard seenPoint, fractionDigits == 6 else { return nil }
    if negative {
      guard value != 0 else { return nil }
      return -value
    }
    return value
  }

}
