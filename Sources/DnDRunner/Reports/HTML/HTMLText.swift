/// Escaping and number formatting for the HTML report.
///
/// Everything that reaches the page from a log, a case name, a path or a message goes through
/// ``escape(_:)``: logs are user data (a scene may name a view `<script>`), and the report must be
/// valid HTML5 whatever they hold. Numbers are printed by integer arithmetic so that the same
/// input gives the same bytes on every machine.
enum HTMLText {
  /// `text` safe in element content and in double- or single-quoted attribute values.
  ///
  /// C0 control characters (except tab and line feed) and DEL are parse errors in HTML5; they are
  /// shown as their Unicode control pictures (`␛` for ESC) so a reader still sees that they were
  /// there.
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "\t", "\n": out.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 {
          out.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
        } else if scalar.value == 0x7F {
          out += "\u{2421}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  /// A coordinate with at most one decimal (`12`, `12.5`, `-3.2`): short, and the same digits
  /// everywhere.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let tenths = Int64((value * 10).rounded())
    let magnitude = tenths.magnitude
    let sign = tenths < 0 ? "-" : ""
    let whole = magnitude / 10
    let fraction = magnitude % 10
    return fraction == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
  }

  /// Virtual seconds for people, trailing zeros dropped: `0.448`, `1.5`, `2`, `0.60925`.
  static func seconds(microseconds: Int64) -> String {
    let magnitude = microseconds.magnitude
    var fraction = String(magnitude % 1_000_000)
    fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    let sign = microseconds < 0 ? "-" : ""
    let whole = magnitude / 1_000_000
    return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
  }

  /// A duration with millisecond precision: `0.250 s`, `3.423 s`.
  static func duration(microseconds: Int64) -> String {
    let milliseconds = (microseconds.magnitude + 500) / 1000
    let fraction = String(milliseconds % 1000)
    let sign = microseconds < 0 ? "-" : ""
    return
      "\(sign)\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) s"
  }

  /// `text` cut to `limit` characters with an ellipsis, for labels whose full text is in a
  /// tooltip.
  static func truncate(_ text: String, to limit: Int) -> String {
    guard text.count > limit, limit > 1 else { return text }
    return String(text.prefix(limit - 1)) + "…"
  }

  /// `1 hunk`, `3 hunks`.
  static func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
