/// Makes an event's text safe for one log line.
///
/// Event summaries are built by app and engine code and could in principle hold any character;
/// a log line may not hold a line feed, a carriage return, a tab, another control character or a
/// trailing space. Our choice: such characters are written as Swift-style escapes — `\n`, `\r`,
/// `\t`, and `\u{1B}` (uppercase hex, no leading zeros) for other C0 controls and DEL — and
/// spaces at the *end* of the text as `\u{20}`. Backslashes are left alone (the log is for
/// reading and comparing, never for recovering the original value), so ordinary text is written
/// unchanged.
enum LogText {
  static func escaped(_ text: String) -> String {
    guard needsEscaping(text) else { return text }
    var scalars = Array(text.unicodeScalars)
    var trailingSpaces = 0
    while scalars.last == " " {
      scalars.removeLast()
      trailingSpaces += 1
    }
    var result = ""
    for scalar in scalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += hexEscape(scalar.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    for _ in 0..<trailingSpaces { result += hexEscape(0x20) }
    return result
  }

  private static func needsEscaping(_ text: String) -> Bool {
    text.utf8.last == UInt8(ascii: " ") || text.utf8.contains { $0 < 0x20 || $0 == 0x7F }
  }

  private static func hexEscape(_ value: UInt32) -> String {
    "\\u{" + String(value, radix: 16, uppercase: true) + "}"
  }
}
