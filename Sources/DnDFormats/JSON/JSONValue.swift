/// A parsed JSON value.
///
/// Contract:
/// - Numbers written without a fraction or exponent are `.integer` and always fit in `Int64`; the
///   parser rejects integer literals outside that range instead of saturating them.
/// - Numbers written with a fraction or exponent are `.double` and are always finite; the parser
///   rejects `NaN`, `Infinity` and literals that overflow a `Double`.
/// - `-0` is the integer `0`; `-0.0` is the double negative zero.
/// - Objects keep their members in file order (see `JSONObject`), so nothing built from a
///   `JSONValue` depends on hash order.
package enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case integer(Int64)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object(JSONObject)
}

extension JSONValue {
  /// A short description of the value for error messages, such as `a string "abc"`,
  /// `an integer 42`, `an array` or `null`. Long strings are shortened.
  package var summary: String {
    switch self {
    case .null: "null"
    case .bool(let value): "a boolean \(value)"
    case .integer(let value): "an integer \(value)"
    case .double(let value): "a number \(value)"
    case .string(let value): "a string \(JSONQuoting.quoted(value, maxScalars: 40))"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
