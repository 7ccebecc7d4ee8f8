/// A JSON document that is well-formed but does not have the shape a format expects.
///
/// Rendered as `file: $.path: error: message`, for example
/// `trace.json: $.frames[3].x: error: expected an integer, found a string "abc"`. The path, not a
/// line number, says where: parsed values do not keep their text positions.
public struct JSONReadError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The name of the document, as given to the reader (usually a file name).
  public var source: String
  /// The value the problem is about.
  public var path: JSONPath
  /// What is wrong, in plain words; usually what was expected and what was found.
  public var message: String

  public init(source: String, path: JSONPath, message: String) {
    self.source = source
    self.path = path
    self.message = message
  }

  public var description: String { "\(source): \(path): error: \(message)" }
}
