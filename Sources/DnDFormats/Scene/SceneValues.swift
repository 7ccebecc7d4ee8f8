/// The scalar rules of scene files: names, free text, enumerations and bounded numbers.
package enum SceneValues {
  /// The longest name accepted, in bytes.
  package static let maxNameLength = 128

  /// `[A-Za-z0-9._-]`, 1 to ``maxNameLength`` bytes: the names of scenes, apps, teams, groups,
  /// types, items, views, platters, properties, spring actions and reuse identifiers.
  package static func isName(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.count <= maxNameLength
      && text.utf8.allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"),
          UInt8(ascii: "_"):
          true
        default:
          false
        }
      }
  }

  /// Non-empty, without control characters (U+0000–U+001F, U+007F): what appears in a log line.
  static func isText(_ text: String) -> Bool {
    !text.isEmpty && !text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
  }

  /// `value` for a message: integral values without a fraction (`-5`, not `-5.0`).
  package static func describe(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  /// `"a"`, `"a" or "b"`, `"a", "b" or "c"`.
  package static func alternatives(_ choices: [String]) -> String {
    let quoted = choices.map { JSONQuoting.quoted($0) }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
  }

  /// `"a", "b"` — a list of names for a message.
  static func list(_ names: [String]) -> String {
    names.map { JSONQuoting.quoted($0) }.joined(separator: ", ")
  }
}

extension JSONReader {
  /// The value as a name (see ``SceneValues/isName(_:)``).
  func name() throws(JSONReadError) -> String {
    let text = try string()
    guard SceneValues.isName(text) else {
      throw error(
        "expected a name of 1 to \(SceneValues.maxNameLength) letters, digits, '.', '-' or '_', "
          + "found \(JSONQuoting.quoted(text, maxScalars: 40))")
    }
    return text
  }

  /// The value as text for a log (see ``SceneValues/isText(_:)``).
  func text() throws(JSONReadError) -> String {
    let text = try string()
    guard SceneValues.isText(text) else {
      throw error(
        "expected non-empty text without control characters, found "
          + JSONQuoting.quoted(text, maxScalars: 40))
    }
    return text
  }

  /// The value as one of the strings in `choices`, mapped to its value.
  func choice<Value>(_ choices: KeyValuePairs<String, Value>) throws(JSONReadError) -> Value {
    let text = try string()
    guard let match = choices.first(where: { $0.key == text }) else {
      throw error(
        "expected \(SceneValues.alternatives(choices.map(\.key))), "
          + "found \(JSONQuoting.quoted(text, maxScalars: 40))")
    }
    return match.value
  }

  /// The value as an integer in `range`; `what` names it in the error (`a delay in ms`).
  func integer(in range: ClosedRange<Int64>, _ what: String) throws(JSONReadError) -> Int {
    let value = try integer()
    guard range.contains(value) else {
      throw error(
        "expected \(what) in \(range.lowerBound)…\(range.upperBound), found \(value)")
    }
    return Int(value)
  }

  /// The value as a finite number in `range`; `what` names it in the error (`a width`).
  func number(in range: ClosedRange<Double>, _ what: String) throws(JSONReadError) -> Double {
    let value = try double()
    guard range.contains(value) else {
      throw error(
        "expected \(what) in \(SceneValues.describe(range.lowerBound))…"
          + "\(SceneValues.describe(range.upperBound)), found \(SceneValues.describe(value))")
    }
    return value
  }

  /// The value as a finite number greater than 0 and at most `maximum`.
  func positiveNumber(upTo maximum: Double, _ what: String) throws(JSONReadError) -> Double {
    let value = try double()
    guard value > 0, value <= maximum else {
      throw error(
        "expected \(what) in (0, \(SceneValues.describe(maximum))], "
          + "found \(SceneValues.describe(value))")
    }
    return value
  }

  /// The value as an array of exactly `count` elements; `shape` describes them (`[x, y]`).
  func tuple(_ count: Int, _ shape: String) throws(JSONReadError) -> [JSONReader] {
    let elements = try array()
    guard elements.count == count else {
      throw error(
        "expected \(count) numbers \(shape), found \(elements.count) "
          + (elements.count == 1 ? "element" : "elements"))
    }
    return elements
  }
}

extension JSONObjectReader {
  /// The single key of `choices` this object has; throws when it has none or several. Call
  /// ``rejectUnknownKeys(allowed:)`` first, so that a misspelled key is reported as such.
  func exactlyOne(of choices: [String]) throws(JSONReadError) -> String {
    let present = choices.filter { contains(key: $0) }
    guard present.count == 1 else {
      let quoted = present.map { JSONQuoting.quoted($0) }
      let found =
        quoted.isEmpty
        ? "none"
        : (quoted.count == 2 ? "both " : "") + quoted.dropLast().joined(separator: ", ") + " and "
          + quoted[quoted.count - 1]
      throw error("expected exactly one of \(SceneValues.alternatives(choices)), found \(found)")
    }
    return present[0]
  }

  /// Throws unless this object has at most one of `keys`.
  func atMostOne(of keys: [String]) throws(JSONReadError) {
    let present = keys.filter { contains(key: $0) }
    guard present.count <= 1 else {
      throw error(
        "\(JSONQuoting.quoted(present[0])) and \(JSONQuoting.quoted(present[1])) exclude each other"
      )
    }
  }
}
