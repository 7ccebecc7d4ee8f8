/// A problem with an input file, located as precisely as the reader can: `file:line:column`
/// for text problems, `file:line: $.json.path` for a well-formed line of the wrong shape,
/// `file:line` or `file` otherwise. One message says what was expected.
///
/// Every reader of a user-supplied file (trace, scene, fault plan, golden log) reports through
/// it, so the command line can print one line and exit with code 2.
public struct InputError: Error, CustomStringConvertible, Equatable, Sendable {
  public var file: String
  public var line: Int?
  public var column: Int?
  public var path: String?
  public var message: String

  public init(
    file: String, line: Int? = nil, column: Int? = nil, path: String? = nil, message: String
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.path = path
    self.message = message
  }

  /// `trace.jsonl:4:12: error: …`, `trace.jsonl:4: $.touches[0].x: error: …`.
  ///
  /// Always one line: a control character that came from the input (a device name with a line
  /// break, a JSON string with `\b`) is written as its JSON escape, wherever a reader quoted it.
  public var description: String {
    var location = file
    if let line { location += ":\(line)" }
    if let column { location += ":\(column)" }
    if let path { location += ": \(path)" }
    return JSONQuoting.escapingControlCharacters("\(location): error: \(message)")
  }

  /// A syntax error in one line of a line-oriented file (the tokenizer already counted lines).
  package init(_ error: JSONSyntaxError, file: String) {
    self.init(file: file, line: error.line, column: error.column, message: error.message)
  }

  /// A shape error in the JSON document on `line`.
  package init(_ error: JSONReadError, file: String, line: Int) {
    self.init(file: file, line: line, path: "\(error.path)", message: error.message)
  }
}
