/// A document that is not valid JSON, with the place of the first problem.
///
/// Rendered as `file:line:column: error: message`, for example
/// `trace.json:3:17: error: expected ',' or '}' after object member, found '"'`.
///
/// - `line` is 1-based; only `\n` (U+000A) ends a line, so a `\r` before it is the last byte of
///   its line.
/// - `column` is 1-based and counts **UTF-8 bytes** from the start of the line, as the Swift and
///   Clang compilers do: a tab is one column and `é` is two. Bytes are used because the error may
///   lie in text that is not valid UTF-8, where characters are not defined.
package struct JSONSyntaxError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The name of the document, as given to the parser (usually a file name).
  package var source: String
  /// 1-based line of the problem.
  package var line: Int
  /// 1-based column of the problem, in UTF-8 bytes.
  package var column: Int
  /// What is wrong, in plain words; usually what was expected and what was found.
  package var message: String

  package init(source: String, line: Int, column: Int, message: String) {
    self.source = source
    self.line = line
    self.column = column
    self.message = message
  }

  package var description: String { "\(source):\(line):\(column): error: \(message)" }
}

extension JSONSyntaxError {
  /// The error for `message` at byte `offset` of `bytes`, whose first byte is at column 1 of
  /// line `firstLine`.
  init(
    source: String, offset: Int, in bytes: UnsafeBufferPointer<UInt8>, firstLine: Int,
    message: String
  ) {
    let location = SourceLocation(offset: offset, in: bytes, firstLine: firstLine)
    self.init(source: source, line: location.line, column: location.column, message: message)
  }
}

/// The line and column of a byte offset, with the conventions documented on `JSONSyntaxError`.
struct SourceLocation: Equatable {
  var line: Int
  var column: Int

  init(offset: Int, in bytes: UnsafeBufferPointer<UInt8>, firstLine: Int) {
    let newline = UInt8(ascii: "\n")
    var line = firstLine
    var lineStart = 0
    for position in 0..<min(offset, bytes.count) where bytes[position] == newline {
      line += 1
      lineStart = position + 1
    }
    self.line = line
    self.column = offset - lineStart + 1
  }
}
