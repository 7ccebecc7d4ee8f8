/// A `dndsim-log` file as read back: its header and its body lines, each with its line number.
///
/// Event text is kept as written (escapes included); the reader does not re-derive engine
/// events, it gives tools (the diff report, the HTML timeline, filters) the columns of each line.
/// ``render()`` writes the same bytes the file was parsed from, so reading and writing a golden
/// never changes it.
public struct LogFile: Sendable, Hashable {
  /// An event line: `    0.325000 drag     note.drag itemsForBeginning(session: S1) -> [I1]`.
  public struct Event: Sendable, Hashable {
    /// 1-based line number in the file.
    public var line: Int
    public var microseconds: Int64
    public var channel: LogChannel
    /// Everything after the channel column.
    public var text: String

    public init(line: Int, microseconds: Int64, channel: LogChannel, text: String) {
      self.line = line
      self.microseconds = microseconds
      self.channel = channel
      self.text = text
    }
  }

  /// A section line: `## t=0.325000 S1 lift`.
  public struct Section: Sendable, Hashable {
    public var line: Int
    public var microseconds: Int64
    /// The text after the time: `S1 lift`.
    public var text: String

    public init(line: Int, microseconds: Int64, text: String) {
      self.line = line
      self.microseconds = microseconds
      self.text = text
    }
  }

  /// A generated comment (a fold summary): the text after the `#` column.
  public struct Comment: Sendable, Hashable {
    public var line: Int
    public var text: String

    public init(line: Int, text: String) {
      self.line = line
      self.text = text
    }
  }

  /// One line between the header and `# end`.
  public enum Line: Sendable, Hashable {
    case section(Section)
    case event(Event)
    case comment(Comment)
  }

  /// The name the file was parsed under (used in error messages).
  public var source: String
  public var header: LogHeader
  /// The body in file order.
  public var body: [Line]

  public init(source: String, header: LogHeader, body: [Line]) {
    self.source = source
    self.header = header
    self.body = body
  }

  /// The event lines, in order.
  public var events: [Event] {
    body.compactMap {
      if case .event(let event) = $0 { return event }
      return nil
    }
  }

  /// The section lines, in order.
  public var sections: [Section] {
    body.compactMap {
      if case .section(let section) = $0 { return section }
      return nil
    }
  }

  /// The comment lines, in order.
  public var comments: [Comment] {
    body.compactMap {
      if case .comment(let comment) = $0 { return comment }
      return nil
    }
  }

  /// The file's text, in the layout ``LogWriter`` writes (line numbers are not used).
  public func render() -> String {
    var text = LogLayout.magicLine + "\n"
    for line in header.lines { text += line + "\n" }
    for line in body {
      switch line {
      case .section(let section):
        text += LogLayout.sectionLine(microseconds: section.microseconds, text: section.text)
      case .event(let event):
        text += LogLayout.eventLine(
          microseconds: event.microseconds, channel: event.channel, text: event.text)
      case .comment(let comment):
        text += LogLayout.commentLine(text: comment.text)
      }
      text += "\n"
    }
    return text + LogLayout.endLine + "\n"
  }

  /// Reads `text`, naming `source` in errors; see ``LogFormatError/Reason`` for what is refused.
  ///
  /// Checks run line by line and the first problem wins, with one exception: a merge-conflict
  /// marker anywhere is reported first (as ``LogFormatError/Reason/conflicted``), because a
  /// conflicted golden calls for a different action than a malformed one.
  public static func parse(_ text: String, source: String) throws(LogFormatError) -> LogFile {
    var parser = LogParser(bytes: Array(text.utf8), source: source)
    return try parser.parse()
  }
}
