/// A JSON document that is well-formed but does not have the shape a format expects.
///
/// Rendered as `file: $.path: error: message`, for example
/// `trace.json: $.frames[3].x: error: expected an integer, found a string "abc"`. The path, not a
/// line number, says where: parsed values do not keep their text positions.
package struct JSONReadError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The name of the document, as given to the reader (usually a file name).
  package var source: String
  /// The value the problem is about.
  package var path: JSONPath
  /// What is wrong, in plain words; usually what was expected and what was found.
  package var message: String

  package init(source: String, path: JSONPath, message: String) {
    self.source = source
    self.path = path
    self.message = message
  }

  package var description: String { "\(source): \(path): error: \(message)" }
}
