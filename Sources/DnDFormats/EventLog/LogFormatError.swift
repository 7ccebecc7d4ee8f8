/// A `dndsim-log` file that cannot be read, with the place of the first problem.
///
/// Rendered like a compiler diagnostic, `file:line:column: error: message`, for example
/// `reorder.golden.log:7:14: error: unknown channel 'dlg'; expected one of touch, …`.
/// Lines and columns are 1-based; columns count UTF-8 bytes (as ``JSONSyntaxError`` does).
///
/// ``Reason`` lets a caller act on the kind of problem without matching message text: the
/// runner turns ``Reason/conflicted`` into its own status ("resolve the merge or re-record"),
/// and ``Reason/missingEnd`` means the file was cut short.
public struct LogFormatError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The kinds of problems, one per rule of the format.
  public enum Reason: String, Sendable, Hashable, CaseIterable {
    /// The text is empty.
    case emptyFile
    /// The first line is not `# dndsim-log <version>`.
    case missingMagic
    /// The first line names a version other than 1.
    case unknownVersion
    /// A `# …` line in the header is not `# key: value` with a valid key and value.
    case badHeader
    /// A header key appears twice.
    case duplicateHeader
    /// A `# …` line (other than `# end`) after the first event, section or comment.
    case headerAfterEvents
    /// An event or section time is not seconds with six decimals, or is not right-aligned in
    /// 12 columns.
    case badTime
    /// The channel column holds a name outside ``LogChannel``.
    case unknownChannel
    /// A line whose columns are not laid out as the format says (padding, missing text, a line
    /// that is none of the known kinds, an empty line).
    case badLine
    /// A tab character.
    case tab
    /// A carriage return (CRLF line ends).
    case carriageReturn
    /// Another control character.
    case controlCharacter
    /// A line ending in a space.
    case trailingSpace
    /// The file ends without `# end`: it was truncated.
    case missingEnd
    /// `# end` is the last line but has no line feed after it.
    case missingFinalNewline
    /// Anything, even an empty line, after `# end`.
    case textAfterEnd
    /// A git merge-conflict marker at the start of a line.
    case conflicted
  }

  /// The name of the file, as given to the parser.
  public var source: String
  /// 1-based line of the problem.
  public var line: Int
  /// 1-based column of the problem, in UTF-8 bytes.
  public var column: Int
  public var reason: Reason
  /// What is wrong and what was expected, in plain words.
  public var message: String

  public init(source: String, line: Int, column: Int, reason: Reason, message: String) {
    self.source = source
    self.line = line
    self.column = column
    self.reason = reason
    self.message = message
  }

  public var description: String { "\(source):\(line):\(column): error: \(message)" }
}
