/// A JSON value with its path and source name, for reading it as a specific type.
///
/// Format readers walk a document through `JSONReader` and `JSONObjectReader` instead of matching
/// on `JSONValue` directly, so that every mismatch becomes a `JSONReadError` naming the exact path,
/// what was expected, and what was found. Conversions are exact: nothing is rounded, clamped or
/// coerced from another type, except that `double()` accepts integers that a `Double` represents
/// exactly.
package struct JSONReader: Sendable {
  /// The value being read.
  package let value: JSONValue
  /// Where `value` sits in the document.
  package let path: JSONPath
  /// The document's name, used in errors.
  package let source: String

  /// A reader for `value`, which sits at `path` in the document named `source`.
  package init(_ value: JSONValue, source: String, path: JSONPath = .root) {
    self.value = value
    self.source = source
    self.path = path
  }

  /// An error about this value, for checks the format reader makes itself (ranges, enums…).
  package func error(_ message: String) -> JSONReadError {
    JSONReadError(source: source, path: path, message: message)
  }

  /// Whether the value is `null`.
  package var isNull: Bool { value == .null }

  /// The value as an object. Throws unless it is an object.
  package func object() throws(JSONReadError) -> JSONObjectReader {
    guard case .object(let object) = value else { throw mismatch("an object") }
    return JSONObjectReader(object, source: source, path: path)
  }

  /// The elements, each with its path. Throws unless the value is an array.
  package func array() throws(JSONReadError) -> [JSONReader] {
    guard case .array(let elements) = value else { throw mismatch("an array") }
    return elements.enumerated().map { index, element in
      JSONReader(element, source: source, path: path.appending(index: index))
    }
  }

  /// The value as an integer. Throws unless it was written as an integer (`3`, not `3.0`).
  package func integer() throws(JSONReadError) -> Int64 {
    guard case .integer(let integer) = value else { throw mismatch("an integer") }
    return integer
  }

  /// The value as a finite `Double`. Accepts numbers written with or without a fraction; throws
  /// for other types and for integers a `Double` cannot represent exactly.
  package func double() throws(JSONReadError) -> Double {
    switch value {
    case .double(let double):
      return double
    case .integer(let integer):
      guard let double = Double(exactly: integer) else {
        throw error("integer \(integer) cannot be represented exactly as a double")
      }
      return double
    default:
      throw mismatch("a number")
    }
  }

  /// The value as a string. Throws unless it is a string.
  package func string() throws(JSONReadError) -> String {
    guard case .string(let string) = value else { throw mismatch("a string") }
    return string
  }

  /// The value as a boolean. Throws unless it is `true` or `false`.
  package func bool() throws(JSONReadError) -> Bool {
    guard case .bool(let bool) = value else { throw mismatch("a boolean") }
    return bool
  }

  private func mismatch(_ expected: String) -> JSONReadError {
    error("expected \(expected), found \(value.summary)")
  }
}
