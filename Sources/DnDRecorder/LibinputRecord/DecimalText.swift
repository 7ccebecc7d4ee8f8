/// Decimal integers as libinput record and `getevent -p` write them: an optional `-`, then digits (leading zeros are
/// accepted); no `+`, no spaces, no hex. Out of range is `nil`, never a trap. Read as `Int64`
/// first (one non-generic loop: the events section is millions of these), then narrowed.
enum DecimalText {
  static func integer<T: FixedWidthInteger>(_ text: String, as type: T.Type) -> T? {
    guard let wide = int64(text) else { return nil }
    return T(exactly: wide)
  }

  static func int64(_ text: String) -> Int64? {
    var text = text
    return text.withUTF8 { bytes -> Int64? in
      var index = 0
      let negative = bytes.first == UInt8(ascii: "-")
      if negative { index = 1 }
      guard index < bytes.count else { return nil }
      var value: Int64 = 0
      while index < bytes.count {
        let digit = bytes[index] &- UInt8(ascii: "0")
        guard digit < 10 else { return nil }
        let (times, overflow) = value.multipliedReportingOverflow(by: 10)
        let (next, overflow2) =
          negative
          ? times.subtractingReportingOverflow(Int64(digit))
          : times.addingReportingOverflow(Int64(digit))
        guard !overflow, !overflow2 else { return nil }
        value = next
        index += 1
      }
      return value
    }
  }
}
