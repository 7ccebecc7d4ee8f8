/// The one number format used by every `logDescription` in the engine.
///
/// Logs are compared byte for byte against golden files, so the format must be deterministic and
/// free of floating-point noise:
///
/// - Values are rounded to at most 3 fractional digits, half away from zero (`1.0005` → `1.001`,
///   `-2.0005` → `-2.001`, `0.0004` → `0`).
/// - Integral results print without a fractional part (`10`, not `10.0`); other results drop
///   trailing zeros (`0.5`, not `0.500`).
/// - A result that rounds to zero prints as `0`, never `-0` (so `-0.0` and `-1e-9` print `0`).
/// - Large values print every integer digit, never in exponent notation (`1e16` →
///   `10000000000000000`).
/// - NaN prints `nan`; infinities print `inf` and `-inf`.
///
/// Rounding works in decimal on the value's *shortest round-trip representation* (Swift's
/// `description`, which is platform-independent) rather than on `value * 1000` in binary. That is
/// why `0.1 + 0.2` (stored as 0.30000000000000004) prints `0.3` and why `1.0005` — stored as
/// 1.000499999… in binary — still rounds up to `1.001` the way a reader of the source expects.
public enum LogNumber {
  /// The number of fractional digits kept.
  public static let fractionDigits = 3

  /// Formats `value` for a log line; see the type's documentation for the rules.
  public static func format(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    // The steps of `formatReference`, on the UTF-8 bytes of the shortest representation and in
    // one temporary buffer: no arrays, no `Character`s.
    var text = value.magnitude.description
    return text.withUTF8 { utf8 in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: utf8.count + 340) { digits in
        var count = 0
        var point: Int?
        var exponent = 0
        var index = 0
        while index < utf8.count {
          let byte = utf8[index]
          if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            var negative = false
            var at = index + 1
            if at < utf8.count, utf8[at] == UInt8(ascii: "-") || utf8[at] == UInt8(ascii: "+") {
              negative = utf8[at] == UInt8(ascii: "-")
              at += 1
            }
            while at < utf8.count {
              exponent = exponent * 10 + Int(utf8[at] &- 48)
              at += 1
            }
            if negative { exponent = -exponent }
            break
          }
          if byte == UInt8(ascii: ".") {
            point = count
          } else {
            digits[count] = byte &- 48
            count += 1
          }
          index += 1
        }
        if count == 0 {
          digits[0] = 0
          count = 1
        }
        let kept = (point ?? count) + exponent + fractionDigits
        var scaled: Int
        let roundingDigit: UInt8
        if kept <= 0 {
          roundingDigit = kept == 0 ? digits[0] : 0
          digits[0] = 0
          scaled = 1
        } else if kept >= count {
          for position in count..<kept { digits[position] = 0 }
          scaled = kept
          roundingDigit = 0
        } else {
          scaled = kept
          roundingDigit = digits[kept]
        }
        if roundingDigit >= 5 {
          var position = scaled - 1
          while position >= 0, digits[position] == 9 {
            digits[position] = 0
            position -= 1
          }
          if position >= 0 {
            digits[position] += 1
          } else {
            // A carry out of the first digit: one more digit in front.
            for move in stride(from: scaled, to: 0, by: -1) { digits[move] = digits[move - 1] }
            digits[0] = 1
            scaled += 1
          }
        }
        // At least one integer digit in front of the fraction digits.
        if scaled <= fractionDigits {
          let pad = fractionDigits + 1 - scaled
          for move in stride(from: scaled - 1, through: 0, by: -1) {
            digits[move + pad] = digits[move]
          }
          for position in 0..<pad { digits[position] = 0 }
          scaled += pad
        }
        guard (0..<scaled).contains(where: { digits[$0] != 0 }) else { return "0" }
        let integerEnd = scaled - fractionDigits
        var first = 0
        while first < integerEnd - 1, digits[first] == 0 { first += 1 }
        var fractionEnd = scaled
        while fractionEnd > integerEnd, digits[fractionEnd - 1] == 0 { fractionEnd -= 1 }
        let length =
          (value < 0 ? 1 : 0) + (integerEnd - first)
          + (fractionEnd > integerEnd ? 1 + fractionEnd - integerEnd : 0)
        return String(unsafeUninitializedCapacity: length) { out in
          var at = 0
          if value < 0 {
            out[at] = UInt8(ascii: "-")
            at += 1
          }
          for position in first..<integerEnd {
            out[at] = digits[position] + 48
            at += 1
          }
          if fractionEnd > integerEnd {
            out[at] = UInt8(ascii: ".")
            at += 1
            for position in integerEnd..<fractionEnd {
              out[at] = digits[position] + 48
              at += 1
            }
          }
          return at
        }
      }
    }
  }

  static func formatReference(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }

    let (digits, pointPosition) = decimalDigits(of: value.magnitude)
    // Scale by 10^fractionDigits: the first `kept` digits are the integer part of |value| × 1000.
    let kept = pointPosition + fractionDigits
    var scaled: [UInt8]
    let roundingDigit: UInt8
    if kept <= 0 {
      scaled = [0]
      roundingDigit = kept == 0 ? digits[0] : 0
    } else if kept >= digits.count {
      scaled = digits + [UInt8](repeating: 0, count: kept - digits.count)
      roundingDigit = 0
    } else {
      scaled = Array(digits[..<kept])
      roundingDigit = digits[kept]
    }
    if roundingDigit >= 5 { incrementDecimal(&scaled) }

    // Drop leading zeros; an all-zero result is zero and never carries a sign.
    guard let firstNonZero = scaled.firstIndex(where: { $0 != 0 }) else { return "0" }
    scaled.removeFirst(firstNonZero)
    if scaled.count <= fractionDigits {
      scaled.insert(
        contentsOf: [UInt8](repeating: 0, count: fractionDigits + 1 - scaled.count), at: 0)
    }

    let integerPart = scaled[..<(scaled.count - fractionDigits)]
    var fractionPart = Array(scaled[(scaled.count - fractionDigits)...])
    while fractionPart.last == 0 { fractionPart.removeLast() }

    var result = value < 0 ? "-" : ""
    result += string(from: integerPart)
    if !fractionPart.isEmpty { result += "." + string(from: fractionPart) }
    return result
  }

  /// Splits a finite, non-negative value's shortest representation into its significant decimal
  /// digits and the position of the decimal point within them (`12.5` → `[1, 2, 5]`, 2;
  /// `1e-09` → `[1]`, -8; `1e+16` → `[1]`, 17).
  private static func decimalDigits(of magnitude: Double) -> (digits: [UInt8], pointPosition: Int) {
    let text = magnitude.description  // e.g. "12.5", "1e-09", "1.5e+16"
    let mantissa: Substring
    var exponent = 0
    if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      mantissa = text[..<e]
      // The exponent part is always well formed ("+16", "-09"); `Int` accepts a leading sign.
      exponent = Int(text[text.index(after: e)...]) ?? 0
    } else {
      mantissa = text[...]
    }
    var digits: [UInt8] = []
    var pointPosition: Int?
    for character in mantissa {
      if character == "." {
        pointPosition = digits.count
      } else if let digit = character.wholeNumberValue {
        digits.append(UInt8(digit))
      }
    }
    return (digits.isEmpty ? [0] : digits, (pointPosition ?? digits.count) + exponent)
  }

  /// Adds one to a big-endian array of decimal digits, growing it on a final carry.
  private static func incrementDecimal(_ digits: inout [UInt8]) {
    var index = digits.count - 1
    while index >= 0 {
      if digits[index] < 9 {
        digits[index] += 1
        return
      }
      digits[index] = 0
      index -= 1
    }
    digits.insert(1, at: 0)
  }

  private static func string<C: Collection>(from digits: C) -> String where C.Element == UInt8 {
    String(digits.map { Character(Unicode.Scalar($0 + 48)) })
  }
}
