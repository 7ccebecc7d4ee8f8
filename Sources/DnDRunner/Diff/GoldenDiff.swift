/// How an actual log differs from its golden: where they first part, a unified diff, and a
/// plain-text summary for a terminal without colours.
public struct GoldenDiff: Sendable, Hashable {
  /// One line of either file.
  public struct Line: Sendable, Hashable {
    /// 1-based line number in its file.
    public var number: Int
    /// The line without its line feed.
    public var text: String
    /// False only for a last line that has no line feed after it.
    public var hasLineFeed: Bool

    public init(number: Int, text: String, hasLineFeed: Bool = true) {
      self.number = number
      self.text = text
      self.hasLineFeed = hasLineFeed
    }
  }

  /// The first line at which the files differ.
  public struct Divergence: Sendable, Hashable {
    /// 1-based line number of the first differing line in the expected file (one past its last
    /// line when the expected file ended first).
    public var expectedLineNumber: Int
    /// The same for the actual file. Lines before the divergence are equal, so this equals
    /// ``expectedLineNumber``; it is kept separate so that readers need not know that.
    public var actualLineNumber: Int
    /// The expected file's line there, or `nil` when that file ended.
    public var expected: Line?
    /// The actual file's line there, or `nil` when that file ended.
    public var actual: Line?
    /// Up to ``GoldenComparison/precedingEventCount`` event lines of the expected file just
    /// before the divergence, oldest first: the events that led to it.
    public var precedingEvents: [Line]
  }

  public var expectedName: String
  public var actualName: String
  public var firstDivergence: Divergence
  /// A standard unified diff from the expected to the actual file, each hunk header followed by
  /// the nearest section line above the hunk in the expected file.
  public var unifiedDiff: String
  /// Lines of the expected file missing from the actual one.
  public var removedLineCount: Int
  /// Lines of the actual file missing from the expected one.
  public var addedLineCount: Int
  public var hunkCount: Int

  /// A few lines for a terminal (no colours, no escape codes):
  ///
  /// ```
  /// golden.log and actual.log differ: 1 line removed, 1 added, in 1 hunk
  /// first difference at line 9 of golden.log, line 9 of actual.log, after:
  ///   line 6:     0.325000 gesture  S1 lift
  ///   line 7:     0.325000 drag     note.drag itemsForBeginning(session: S1) -> [I1]
  /// expected:     0.400000 drop     note.drop sessionDidEnter(session: S1)
  /// actual:       0.416000 drop     note.drop sessionDidEnter(session: S1)
  /// ```
  ///
  /// A file that ended shows `(end of file)`; a last line without its line feed is marked
  /// `(no line feed at end of file)`.
  public var summary: String {
    func plural(_ count: Int, _ noun: String) -> String {
      "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
    func describe(_ line: Line?) -> String {
      guard let line else { return "(end of file)" }
      return line.text + (line.hasLineFeed ? "" : " (no line feed at end of file)")
    }
    let divergence = firstDivergence
    var text =
      "\(expectedName) and \(actualName) differ: \(plural(removedLineCount, "line")) removed, "
      + "\(addedLineCount) added, in \(plural(hunkCount, "hunk"))\n"
    text +=
      "first difference at line \(divergence.expectedLineNumber) of \(expectedName), "
      + "line \(divergence.actualLineNumber) of \(actualName)"
    if divergence.precedingEvents.isEmpty {
      text += "\n"
    } else {
      text += ", after:\n"
      for line in divergence.precedingEvents { text += "  line \(line.number): \(line.text)\n" }
    }
    text += "expected: \(describe(divergence.expected))\n"
    text += "actual:   \(describe(divergence.actual))\n"
    return text
  }
}
