import DnDFormats

/// Turns an event line's type, code and value — hex (`0003 0035 000001be`) or labels
/// (`EV_ABS ABS_MT_POSITION_X 000001be`, `EV_KEY BTN_TOUCH DOWN`) — into numbers.
enum GeteventEventResolver {
  enum Outcome: Equatable {
    case event(EvdevEvent)
    /// A well-formed code label this reader does not know (`KEY_CAMERA`): not a touch event, so
    /// it is skipped and counted rather than guessed.
    case unknownLabel(String)
  }

  static func resolve(_ raw: GeteventRawEvent, line: Int, file: String) throws(InputError)
    -> Outcome
  {
    func error(_ token: GeteventRawEvent.Token, _ expected: String) -> InputError {
      InputError(
        file: file, line: line, column: token.column,
        message: "expected \(expected), found \"\(token.text)\"")
    }
    let type: UInt16
    if let number = hex(raw.type.text, digits: 4) {
      type = UInt16(number)
    } else if let labelled = GeteventLabels.types[raw.type.text] {
      type = labelled
    } else {
      throw error(raw.type, "an event type: 4 hex digits or a label like EV_ABS")
    }
    let code: UInt16
    if let number = hex(raw.code.text, digits: 4) {
      code = UInt16(number)
    } else {
      let (table, prefixes) = GeteventLabels.codes(ofType: type)
      if let labelled = table[raw.code.text] {
        code = labelled
      } else if isLabel(raw.code.text), prefixes.contains(where: raw.code.text.hasPrefix) {
        return .unknownLabel(raw.code.text)
      } else {
        let example = prefixes.first.map { " like \($0)…" } ?? ""
        throw error(raw.code, "an event code: 4 hex digits or a label\(example)")
      }
    }
    let value: Int32
    if let number = hex(raw.value.text, digits: 8) {
      value = Int32(bitPattern: number)
    } else if type == 0x01, let labelled = GeteventLabels.keyValues[raw.value.text] {
      value = labelled
    } else if type == 0x03, code == GeteventLabels.toolTypeCode,
      let labelled = GeteventLabels.toolTypes[raw.value.text]
    {
      value = labelled
    } else {
      let labels =
        type == 0x01
        ? ", UP, DOWN or REPEAT"
        : (type == 0x03 && code == GeteventLabels.toolTypeCode ? " or MT_TOOL_…" : "")
      throw error(raw.value, "an event value: up to 8 hex digits (ffffffff is -1)\(labels)")
    }
    return .event(
      EvdevEvent(microseconds: raw.microseconds, type: type, code: code, value: value, line: line))
  }

  /// 1 to `digits` hex digits (either case), as the bits they spell.
  static func hex(_ text: String, digits: Int) -> UInt32? {
    let utf8 = text.utf8
    guard !utf8.isEmpty, utf8.count <= digits else { return nil }
    var value: UInt32 = 0
    for byte in utf8 {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  /// `[A-Z][A-Z0-9_]*`: the shape of every label `getevent -l` prints.
  static func isLabel(_ text: String) -> Bool {
    guard let first = text.utf8.first, first >= 65, first <= 90 else { return false }
    return text.utf8.allSatisfy { ($0 >= 65 && $0 <= 90) || ($0 >= 48 && $0 <= 57) || $0 == 95 }
  }
}
