/// A JSON object with its path and source name, for reading members by key.
///
/// `require…` accessors throw when the key is missing or has the wrong type. `optional…`
/// accessors return `nil` only when the key is absent; an explicit `null` is a type error like any
/// other, so a document cannot be ambiguous about a value. `rejectUnknownKeys(allowed:)` catches
/// misspelled keys that would otherwise be silently ignored.
package struct JSONObjectReader: Sendable {
  /// The object being read.
  package let object: JSONObject
  /// Where `object` sits in the document.
  package let path: JSONPath
  /// The document's name, used in errors.
  package let source: String

  /// A reader for `object`, which sits at `path` in the document named `source`.
  package init(_ object: JSONObject, source: String, path: JSONPath = .root) {
    self.object = object
    self.source = source
    self.path = path
  }

  /// An error about this object, for checks the format reader makes itself.
  package func error(_ message: String) -> JSONReadError {
    JSONReadError(source: source, path: path, message: message)
  }

  /// Whether the object has a member `key`.
  package func contains(key: String) -> Bool { object[key] != nil }

  /// The member `key`. Throws `missing required key "key"` (at this object's path) if absent.
  package func require(key: String) throws(JSONReadError) -> JSONReader {
    guard let member = optional(key: key) else {
      throw error("missing required key \(JSONQuoting.quoted(key))")
    }
    return member
  }

  /// The member `key`, or `nil` if absent.
  package func optional(key: String) -> JSONReader? {
    object[key].map { JSONReader($0, source: source, path: path.appending(key: key)) }
  }

  /// The member `key` as an object; throws if it is missing or not an object.
  package func requireObject(key: String) throws(JSONReadError) -> JSONObjectReader {
    try require(key: key).object()
  }

  /// The member `key` as an object, or `nil` if absent; throws if present but not an object.
  package func optionalObject(key: String) throws(JSONReadError) -> JSONObjectReader? {
    try optional(key: key)?.object()
  }

  /// The elements of the array member `key`, each with its path; throws if missing or not an
  /// array.
  package func requireArray(key: String) throws(JSONReadError) -> [JSONReader] {
    try require(key: key).array()
  }

  /// The elements of the array member `key`, or `nil` if absent; throws if present but not an
  /// array.
  package func optionalArray(key: String) throws(JSONReadError) -> [JSONReader]? {
    try optional(key: key)?.array()
  }

  /// The integer member `key`; throws if missing or not written as an integer.
  package func requireInteger(key: String) throws(JSONReadError) -> Int64 {
    try require(key: key).integer()
  }

  /// The integer member `key`, or `nil` if absent; throws if present but not an integer.
  package func optionalInteger(key: String) throws(JSONReadError) -> Int64? {
    try optional(key: key)?.integer()
  }

  /// The number member `key` as a finite `Double` (see `JSONReader.double()`); throws if missing
  /// or not a number.
  package func requireDouble(key: String) throws(JSONReadError) -> Double {
    try require(key: key).double()
  }

  /// The number member `key` as a finite `Double`, or `nil` if absent; throws if present but not
  /// a number.
  package func optionalDouble(key: String) throws(JSONReadError) -> Double? {
    try optional(key: key)?.double()
  }

  /// The string member `key`; throws if missing or not a string.
  package func requireString(key: String) throws(JSONReadError) -> String {
    try require(key: key).string()
  }

  /// The string member `key`, or `nil` if absent; throws if present but not a string.
  package func optionalString(key: String) throws(JSONReadError) -> String? {
    try optional(key: key)?.string()
  }

  /// The boolean member `key`; throws if missing or not `true`/`false`.
  package func requireBool(key: String) throws(JSONReadError) -> Bool {
    try require(key: key).bool()
  }

  /// The boolean member `key`, or `nil` if absent; throws if present but not a boolean.
  package func optionalBool(key: String) throws(JSONReadError) -> Bool? {
    try optional(key: key)?.bool()
  }

  /// Throws for the first member, in document order, whose key is not in `allowed`; the error is
  /// at that member's path and lists the allowed keys in the order given.
  package func rejectUnknownKeys(allowed: [String]) throws(JSONReadError) {
    for member in object.members where !allowed.contains(member.key) {
      let expected =
        allowed.isEmpty
        ? "this object takes no keys"
        : "expected one of " + allowed.map { JSONQuoting.quoted($0) }.joined(separator: ", ")
      throw JSONReadError(
        source: source, path: path.appending(key: member.key),
        message: "unknown key \(JSONQuoting.quoted(member.key)); \(expected)")
    }
  }
}
