/// Text made safe for XML 1.0 attributes and element content.
enum XMLText {
  /// Escapes `& < > " '`; characters XML 1.0 cannot hold at all (controls other than tab, LF,
  /// CR; lone surrogates cannot occur in Swift strings) are written as `\u{XX}` so nothing a
  /// log contains can make the file unreadable for Jenkins or GitLab.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}":
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
