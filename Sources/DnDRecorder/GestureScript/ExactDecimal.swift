/// Unsigned decimal text (`12`, `0.5`, `1.250`) times a power of ten, exactly, in an `Int64`: how
/// a script's `0.4s` becomes 400 000 µs with no floating point on the way.
enum ExactDecimal {
  enum Outcome: Equatable {
    case value(Int64)
    /// Not `digits[.digits]`.
    case malformed
    /// More fraction digits than the power of ten absorbs (`0.0000005` seconds in µs).
    case tooPrecise
    /// Larger than the limit (however many digits).
    case tooLarge
  }

  /// `text` × 10^`exponent` if it is a whole number at most `limit`.
  static func scaled(_ text: String, exponent: Int, limit: Int64) -> Outcome {
    let bytes = Array(text.utf8)
    let point = bytes.firstIndex(of: UInt8(ascii: "."))
    let whole = bytes[..<(point ?? bytes.count)]
    let fraction = point.map { bytes[($0 + 1)...] } ?? []
    let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    guard !whole.isEmpty, whole.allSatisfy(isDigit), point == nil || !fraction.isEmpty,
      fraction.allSatisfy(isDigit)
    else { return .malformed }
    let significantWhole = whole.drop { $0 == UInt8(ascii: "0") }
    var significantFraction = Array(fraction)
    while significantFraction.last == UInt8(ascii: "0") { significantFraction.removeLast() }
    guard let wholeValue = number(significantWhole),
      let scaledWhole = multiply(wholeValue, byPowerOfTen: exponent), scaledWhole <= limit
    else { return .tooLarge }
    guard significantFraction.count <= exponent else { return .tooPrecise }
    guard let fractionValue = number(significantFraction[...]),
      let scaledFraction = multiply(
        fractionValue, byPowerOfTen: exponent - significantFraction.count)
    else { return .tooLarge }
    let (sum, overflow) = scaledWhole.addingReportingOverflow(scaledFraction)
    guard !overflow, sum <= limit else { return .tooLarge }
    return .value(sum)
  }

  /// Digits as an `Int64`, or `nil` when they overflow it.
  private static func number<Digits: Collection<UInt8>>(_ digits: Digits) -> Int64? {
    var value: Int64 = 0
    for byte in digits {
      let (times, o1) = value.multipliedReportingOverflow(by: 10)
      let (plus, o2) = times.addingReportingOverflow(Int64(byte - UInt8(ascii: "0")))
      guard !o1, !o2 else { return nil }
      value = plus
    }
    return value
  }

  private static func multiply(_ value: Int64, byPowerOfTen exponent: Int) -> Int64? {
    var result = value
    for _ in 0..<exponent {
      let (times, overflow) = result.multipliedReportingOverflow(by: 10)
      guard !overflow else { return nil }
      result = times
    }
    return result
  }
}
