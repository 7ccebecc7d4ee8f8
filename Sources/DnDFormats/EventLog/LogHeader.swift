/// The `# key: value` lines after the magic line: the *inputs* a log was made from (trace path,
/// trace hash, scene, variant), in an order the caller chooses and the file keeps.
///
/// Rules (our choice, checked when the header is built so that a writer can never produce a file
/// its reader refuses):
/// - a key is non-empty and made of ASCII letters, digits, `-`, `_` and `.`;
/// - a key appears once;
/// - a value is non-empty, holds no line feed, carriage return, tab or other control character,
///   and does not end with a space (log lines never do).
///
/// Values are not escaped: a header names inputs, which the caller controls, so an unusable value
/// is a mistake to report rather than to hide.
public struct LogHeader: Sendable, Hashable {
  /// One `# key: value` line.
  public struct Field: Sendable, Hashable {
    public var key: String
    public var value: String
  }

  /// The fields in file order.
  public private(set) var fields: [Field]

  /// A header with the given `(key, value)` pairs, in this order.
  public init(_ pairs: [(key: String, value: String)]) throws(LogHeaderError) {
    fields = []
    for (key, value) in pairs {
      try Self.validate(key: key, value: value)
      if fields.contains(where: { $0.key == key }) {
        throw LogHeaderError(key: key, message: "duplicate header key '\(key)'")
      }
      fields.append(Field(key: key, value: value))
    }
  }

  /// A header with the pairs of a literal, in literal order:
  /// `try LogHeader(["trace": "photos/reorder.trace", "scene": "photos"])`.
  public init(_ pairs: KeyValuePairs<String, String>) throws(LogHeaderError) {
    try self.init(pairs.map { (key: $0.key, value: $0.value) })
  }

  /// The empty header.
  public init() { fields = [] }

  /// The value for `key`, if present.
  public subscript(key: String) -> String? {
    fields.first { $0.key == key }?.value
  }

  /// The header's lines, without line feeds.
  var lines: [String] { fields.map { LogLayout.headerLine(key: $0.key, value: $0.value) } }

  static func isKeyByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
      UInt8(ascii: "."):
      return true
    default:
      return false
    }
  }

  /// Why `value` cannot be a header value, or `nil`.
  static func problem(withValue value: String) -> String? {
    if value.isEmpty { return "is empty" }
    if let byte = value.utf8.first(where: { $0 < 0x20 || $0 == 0x7F }) {
      switch byte {
      case UInt8(ascii: "\n"): return "contains a line feed"
      case UInt8(ascii: "\r"): return "contains a carriage return"
      case UInt8(ascii: "\t"): return "contains a tab"
      default: return "contains a control character"
      }
    }
    if value.utf8.last == UInt8(ascii: " ") { return "ends with a space" }
    return nil
  }

  private static func validate(key: String, value: String) throws(LogHeaderError) {
    if key.isEmpty || !key.utf8.allSatisfy(isKeyByte) {
      throw LogHeaderError(
        key: key,
        message: "header key '\(LogText.escaped(key))' must be non-empty ASCII letters, digits, "
          + "'-', '_' or '.'")
    }
    if let problem = problem(withValue: value) {
      throw LogHeaderError(key: key, message: "header value for '\(key)' \(problem)")
    }
  }
}

/// A header that could not be written: a bad key, a bad value or a duplicate key.
public struct LogHeaderError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The offending key.
  public var key: String
  /// What is wrong, in plain words.
  public var message: String

  public init(key: String, message: String) {
    self.key = key
    self.message = message
  }

  public var description: String { "error: \(message)" }
}

extension LogHeader {
  /// A header from fields the parser has already checked.
  init(validatedFields: [Field]) {
    self.fields = validatedFields
  }
}
