import DnDFormats

/// Where something sits in a gesture script: a line and column (UTF-8 bytes, 1-based) of the
/// text form, or a JSON path of the JSON form. The checks both forms share
/// (``GestureScriptBuilder``) report through it, so each form's errors point into its own file.
enum ScriptPlace: Sendable, Equatable {
  case text(line: Int, column: Int)
  case json(JSONPath)

  func error(file: String, _ message: String) -> InputError {
    switch self {
    case .text(let line, let column):
      InputError(file: file, line: line, column: column, message: message)
    case .json(let path):
      InputError(file: file, path: "\(path)", message: message)
    }
  }

  /// For messages that point elsewhere: `line 3`, `$.fingers.f[0]`.
  var described: String {
    switch self {
    case .text(let line, _): "line \(line)"
    case .json(let path): "\(path)"
    }
  }
}
