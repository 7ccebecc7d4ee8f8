import DnDFormats

/// Walks the tokens of one statement of the text form, with errors that say what was expected and
/// what was found, at the token's column (or just past the last one, at the end of the line).
struct ScriptTokenCursor {
  let tokens: [ScriptToken]
  let line: Int
  let file: String
  private(set) var index = 0

  init(_ tokens: [ScriptToken], line: Int, file: String) {
    self.tokens = tokens
    self.line = line
    self.file = file
  }

  var next: ScriptToken? { index < tokens.count ? tokens[index] : nil }
  var isAtEnd: Bool { index >= tokens.count }

  /// Where the next token is (or the end of the line).
  var place: ScriptPlace {
    if let next { return place(of: next) }
    let last = tokens.last
    return .text(line: line, column: last.map { $0.column + $0.width } ?? 1)
  }

  func place(of token: ScriptToken) -> ScriptPlace {
    .text(line: line, column: token.column)
  }

  func error(_ message: String, at token: ScriptToken? = nil) -> InputError {
    (token.map(place(of:)) ?? place).error(file: file, message)
  }

  /// "expected X, found Y" at the next token.
  func unexpected(_ expected: String) -> InputError {
    error("expected \(expected), found \(next?.described ?? "the end of the line")")
  }

  /// The next token if it is a word; otherwise an error expecting `what`.
  mutating func word(_ what: String) throws(InputError) -> ScriptToken {
    guard let token = next, token.kind == .word else { throw unexpected(what) }
    index += 1
    return token
  }

  /// The next token if it is a word or a quoted string.
  mutating func value(_ what: String) throws(InputError) -> ScriptToken {
    guard let token = next, token.kind == .word || token.kind == .string else {
      throw unexpected(what)
    }
    index += 1
    return token
  }

  /// The word `keyword` (`at`, `over`, `for`).
  mutating func keyword(_ keyword: String) throws(InputError) {
    guard let token = next, token.kind == .word, token.text == keyword else {
      throw unexpected("\"\(keyword)\"")
    }
    index += 1
  }

  mutating func punctuation(_ kind: ScriptToken.Kind, _ what: String) throws(InputError) {
    guard let token = next, token.kind == kind else { throw unexpected(what) }
    index += 1
  }

  /// Whether the next token is the word `keyword` (not consumed).
  func isKeyword(_ keyword: String) -> Bool {
    next.map { $0.kind == .word && $0.text == keyword } ?? false
  }

  /// The end of the statement.
  func end(after what: String) throws(InputError) {
    guard let token = next else { return }
    throw error("unexpected \(token.described) after \(what); expected the end of the line")
  }

  /// `(x, y)` in points.
  mutating func point() throws(InputError) -> GesturePoint {
    try punctuation(.open, "a point like (650,150)")
    let x = try coordinate()
    try punctuation(.comma, "',' between the point's x and y")
    let y = try coordinate()
    try punctuation(.close, "')' after the point's y")
    return GesturePoint(milliX: x, milliY: y)
  }

  private mutating func coordinate() throws(InputError) -> Int64 {
    let token = try word("a coordinate")
    return try ScriptQuantities.coordinate(token.text).get(at: place(of: token), file: file)
  }

  /// A time since the start, with the place of its token.
  mutating func time() throws(InputError) -> (Int64, ScriptPlace) {
    let token = try word("a time \(ScriptQuantities.timeExamples)")
    return (
      try ScriptQuantities.time(token.text).get(at: place(of: token), file: file),
      place(of: token)
    )
  }

  mutating func duration() throws(InputError) -> Int64 {
    let token = try word("a duration \(ScriptQuantities.timeExamples)")
    return try ScriptQuantities.duration(token.text).get(at: place(of: token), file: file)
  }
}

extension Result where Failure == ScriptMessage {
  /// The value, or the message as an error at `place`.
  func get(at place: ScriptPlace, file: String) throws(InputError) -> Success {
    switch self {
    case .success(let value): return value
    case .failure(let message): throw place.error(file: file, message.text)
    }
  }
}
