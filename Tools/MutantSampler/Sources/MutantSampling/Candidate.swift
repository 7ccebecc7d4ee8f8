/// One place where a mutation operator applies: replacing the UTF-8 bytes
/// `offset..<offset + length` of `file` (whose text is `original`) by `replacement`.
public struct Candidate: Codable, Equatable, Sendable {
  /// 16 hexadecimal digits: FNV-1a 64 of `file|context|operator|original|replacement|k`, where
  /// k counts the earlier candidates of the file with the same context, operator, original and
  /// replacement. It does not change when unrelated code moves the candidate to another line.
  public var id: String
  /// The path relative to the repository's root, as given.
  public var file: String
  /// 1-based line of the first replaced byte.
  public var line: Int
  /// 1-based column, in UTF-8 bytes, of the first replaced byte.
  public var column: Int
  /// The first replaced byte, counted in UTF-8 bytes from the start of the file.
  public var offset: Int
  /// How many UTF-8 bytes are replaced.
  public var length: Int
  public var original: String
  public var replacement: String
  /// The operator's name: one of `MutationOperator`'s raw values.
  public var `operator`: String
  /// The enclosing declarations, outermost first, joined by dots, functions with their
  /// argument labels: `UITableView.dropSessionDidUpdate(_:)`. Empty at the top level.
  public var context: String

  public init(
    id: String, file: String, line: Int, column: Int, offset: Int, length: Int,
    original: String, replacement: String, operator: String, context: String
  ) {
    self.id = id
    self.file = file
    self.line = line
    self.column = column
    self.offset = offset
    self.length = length
    self.original = original
    self.replacement = replacement
    self.operator = `operator`
    self.context = context
  }

  /// The source with this mutant applied, or nil when the bytes at the range are not
  /// `original` (the file changed since the candidate was listed).
  public func apply(to source: String) -> String? {
    let bytes = Array(source.utf8)
    let expected = Array(original.utf8)
    guard offset >= 0, length == expected.count, offset + length <= bytes.count,
      Array(bytes[offset..<offset + length]) == expected
    else { return nil }
    let mutated = bytes[..<offset] + Array(replacement.utf8) + bytes[(offset + length)...]
    return String(decoding: mutated, as: UTF8.self)
  }
}

/// The mutation operators, by the name a candidate's `operator` field carries.
public enum MutationOperator: String, CaseIterable, Sendable {
  /// `<`↔`<=`, `>`↔`>=`, `==`↔`!=`, `===`↔`!==`.
  case comparison
  /// `&&`↔`||`.
  case boolean
  /// A prefix `!` dropped.
  case negation
  /// `true`↔`false` in an expression.
  case boolLiteral = "bool-literal"
  /// A parameter's Bool default flipped, or its integer default n made n + 1.
  case defaultArgument = "default-argument"
  /// `a + 1`/`a - 1` → `a`, `+ 1`↔`- 1`, and `+ 1` added to the right side of `<`, `<=`, `>`,
  /// `>=`.
  case plusOne = "plus-one"
  /// An expression statement (a call, an assignment, a compound assignment) removed.
  case statementRemoved = "statement-removed"
  /// Two adjacent statements of a block swapped.
  case statementsSwapped = "statements-swapped"
  /// `return;` inserted in a function or setter returning Void, or `continue;` in a loop's body.
  case earlyExit = "early-exit"
  /// `.first`↔`.last`, `first(where:)`↔`last(where:)`.
  case firstLast = "first-last"
}
