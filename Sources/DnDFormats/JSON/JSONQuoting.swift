/// Renders text for error messages the way JSON would write it, so a message always shows exactly
/// which characters were involved (quotes, backslashes and control characters are escaped).
package enum JSONQuoting {
  /// `text` in double quotes with JSON escapes. When `maxScalars` is given, longer text is cut and
  /// ends in `…` after the closing quote.
  package static func quoted(_ text: String, maxScalars: Int? = nil) -> String {
    var result = "\""
    var written = 0
    for scalar in text.unicodeScalars {
      if let maxScalars, written == maxScalars {
        return result + "\"…"
      }
      written += 1
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{0}"..."\u{1F}", "\u{7F}":
        result += "\\u" + hex(UInt32(scalar.value), digits: 4)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// `text` with each control character (C0, DEL and C1) written as its JSON escape (`\n`,
  /// `\u0008`) and everything else unchanged: text that must stay on one line.
  static func escapingControlCharacters(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where isControl(scalar): result += "\\u" + hex(scalar.value, digits: 4)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
  }

  /// `value` in upper-case hexadecimal, zero-padded to `digits`.
  static func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
