/// Renders a `JSONValue` as the canonical text of written scene files: members in the order
/// given, two-space indentation, and any array or object whose one-line form (`{"a": 1, "b":
/// [2, 3]}`) fits within ``lineLength`` columns written on one line. Numbers without a fraction
/// are written as integers; others in the shortest form that reads back as the same `Double`.
enum SceneJSONText {
  static let lineLength = 100

  static func render(_ value: JSONValue) -> String {
    var text = ""
    write(value, indent: 0, prefixLength: 0, to: &text)
    return text
  }

  /// Writes `value`, which follows `prefixLength` characters on a line indented by `indent`.
  private static func write(
    _ value: JSONValue, indent: Int, prefixLength: Int, to text: inout String
  ) {
    let inline = compact(value)
    // One more column for a following comma.
    if indent + prefixLength + inline.count + 1 <= lineLength {
      text += inline
      return
    }
    let inner = String(repeating: " ", count: indent + 2)
    switch value {
    case .array(let elements):
      text += "[\n"
      for (index, element) in elements.enumerated() {
        text += inner
        write(element, indent: indent + 2, prefixLength: 0, to: &text)
        text += index == elements.count - 1 ? "\n" : ",\n"
      }
      text += String(repeating: " ", count: indent) + "]"
    case .object(let object):
      text += "{\n"
      for (index, member) in object.members.enumerated() {
        let key = JSONQuoting.quoted(member.key) + ": "
        text += inner + key
        write(member.value, indent: indent + 2, prefixLength: key.count, to: &text)
        text += index == object.members.count - 1 ? "\n" : ",\n"
      }
      text += String(repeating: " ", count: indent) + "}"
    default:
      text += inline
    }
  }

  /// The one-line form.
  static func compact(_ value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let bool): bool ? "true" : "false"
    case .integer(let integer): String(integer)
    case .double(let double): number(double)
    case .string(let string): JSONQuoting.quoted(string)
    case .array(let elements): "[" + elements.map(compact).joined(separator: ", ") + "]"
    case .object(let object):
      "{"
        + object.members.map { JSONQuoting.quoted($0.key) + ": " + compact($0.value) }
        .joined(separator: ", ") + "}"
    }
  }

  /// `640`, `0.5`, `1e-07`: integral values (within ±2⁵³) as integers, negative zero as `0`.
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) <= 9_007_199_254_740_992 {
      return String(Int64(value))
    }
    return "\(value)"
  }
}
