/// Compares an actual event log with its golden file.
///
/// Comparison is byte for byte (no normalisation of line ends, whitespace or Unicode): the
/// format is deterministic, so any difference is a real one. When the texts differ the result
/// says where they first part (with the events that led there) and gives a unified diff whose
/// hunk headers name the gesture section, like `git diff` with `xfuncname = "^## "`.
public enum GoldenComparison {
  /// How many event lines before the divergence ``GoldenDiff/Divergence/precedingEvents`` keeps.
  public static let precedingEventCount = 5

  /// `nil` when `expected` and `actual` are byte-equal, otherwise how they differ.
  ///
  /// - Parameters:
  ///   - expectedName: the name on the `---` line (usually the golden's path).
  ///   - actualName: the name on the `+++` line.
  ///   - context: unchanged lines shown around each change; hunks closer than twice this merge.
  public static func compare(
    expected: String, actual: String, expectedName: String = "expected",
    actualName: String = "actual", context: Int = 3
  ) -> GoldenDiff? {
    if ByteComparison.equal(expected, actual) { return nil }
    let old = DiffLines(expected)
    let new = DiffLines(actual)
    let diff = lineDiff(old, new)
    let changes = changeBlocks(removed: diff.removed, added: diff.added)
    let hunks = group(changes, context: max(0, context), oldCount: old.count)

    var text = "--- \(expectedName)\n+++ \(actualName)\n"
    var sectionFinder = SectionFinder(lines: old)
    for hunk in hunks {
      text += render(
        hunk, old: old, new: new, section: sectionFinder.section(before: hunk.oldStart))
    }
    return GoldenDiff(
      expectedName: expectedName, actualName: actualName,
      firstDivergence: divergence(old, new), unifiedDiff: text,
      removedLineCount: diff.removed.lazy.filter { $0 }.count,
      addedLineCount: diff.added.lazy.filter { $0 }.count, hunkCount: hunks.count)
  }

  /// The shortest edit script from `old` to `new`. Lines are first compared by hash only
  /// (integers, fast even in a debug build); the lines that script keeps are then checked byte
  /// for byte, and in the (astronomically unlikely) case of a hash collision the script is
  /// computed again comparing bytes.
  private static func lineDiff(_ old: DiffLines, _ new: DiffLines) -> MyersDiff {
    let oldHashes = old.hashes
    let newHashes = new.hashes
    let byHash = MyersDiff(count: old.count, new.count) { oldHashes[$0] == newHashes[$1] }
    if old.linesEqual(byHash.matches, in: new) { return byHash }
    return MyersDiff(count: old.count, new.count) { old.line($0, equals: $1, of: new) }
  }

  // MARK: - First divergence

  private static func divergence(_ old: DiffLines, _ new: DiffLines) -> GoldenDiff.Divergence {
    var index = 0
    while index < old.count && index < new.count && old.line(index, equals: index, of: new) {
      index += 1
    }
    var preceding: [GoldenDiff.Line] = []
    var back = index - 1
    while back >= 0 && preceding.count < precedingEventCount {
      if old.isEvent(back) { preceding.append(line(old, back)) }
      back -= 1
    }
    return GoldenDiff.Divergence(
      expectedLineNumber: index + 1, actualLineNumber: index + 1,
      expected: index < old.count ? line(old, index) : nil,
      actual: index < new.count ? line(new, index) : nil,
      precedingEvents: preceding.reversed())
  }

  private static func line(_ lines: DiffLines, _ index: Int) -> GoldenDiff.Line {
    GoldenDiff.Line(
      number: index + 1, text: lines.text(index), hasLineFeed: lines.hasLineFeed(index))
  }

  // MARK: - Hunks

  /// A run of removed lines `oldStart..<oldEnd` replaced by added lines `newStart..<newEnd`.
  private struct Change {
    var oldStart: Int
    var oldEnd: Int
    var newStart: Int
    var newEnd: Int
  }

  private struct Hunk {
    var oldStart: Int
    var oldEnd: Int
    var newStart: Int
    var newEnd: Int
    var changes: [Change]
  }

  private static func changeBlocks(removed: [Bool], added: [Bool]) -> [Change] {
    var changes: [Change] = []
    var i = 0
    var j = 0
    while i < removed.count || j < added.count {
      if (i < removed.count && removed[i]) || (j < added.count && added[j]) {
        var change = Change(oldStart: i, oldEnd: i, newStart: j, newEnd: j)
        while i < removed.count && removed[i] { i += 1 }
        while j < added.count && added[j] { j += 1 }
        change.oldEnd = i
        change.newEnd = j
        changes.append(change)
      } else {
        i += 1
        j += 1
      }
    }
    return changes
  }

  private static func group(_ changes: [Change], context: Int, oldCount: Int) -> [Hunk] {
    var hunks: [Hunk] = []
    for change in changes {
      if var last = hunks.last, change.oldStart - last.changes.last!.oldEnd <= 2 * context {
        last.changes.append(change)
        hunks[hunks.count - 1] = last
      } else {
        hunks.append(
          Hunk(oldStart: 0, oldEnd: 0, newStart: 0, newEnd: 0, changes: [change]))
      }
    }
    // Equal lines map one to one, so the context extends both sides by the same amount.
    return hunks.map { hunk in
      var hunk = hunk
      let first = hunk.changes.first!
      let last = hunk.changes.last!
      let before = min(context, first.oldStart)
      let after = min(context, oldCount - last.oldEnd)
      hunk.oldStart = first.oldStart - before
      hunk.newStart = first.newStart - before
      hunk.oldEnd = last.oldEnd + after
      hunk.newEnd = last.newEnd + after
      return hunk
    }
  }

  /// `@@ -a,b +c,d @@ section`, GNU style: `,1` is omitted, and an empty range starts at the
  /// line before it.
  private static func range(_ start: Int, _ end: Int) -> String {
    let count = end - start
    switch count {
    case 0: return "\(start),0"
    case 1: return "\(start + 1)"
    default: return "\(start + 1),\(count)"
    }
  }

  private static func render(_ hunk: Hunk, old: DiffLines, new: DiffLines, section: String?)
    -> String
  {
    var text =
      "@@ -\(range(hunk.oldStart, hunk.oldEnd)) +\(range(hunk.newStart, hunk.newEnd)) @@"
    if let section { text += " " + section }
    text += "\n"
    func emit(_ prefix: String, _ lines: DiffLines, _ index: Int) {
      text += prefix + lines.text(index) + "\n"
      if !lines.hasLineFeed(index) { text += "\\ No newline at end of file\n" }
    }
    var i = hunk.oldStart
    for change in hunk.changes {
      while i < change.oldStart {
        emit(" ", old, i)
        i += 1
      }
      for index in change.oldStart..<change.oldEnd { emit("-", old, index) }
      for index in change.newStart..<change.newEnd { emit("+", new, index) }
      i = change.oldEnd
    }
    while i < hunk.oldEnd {
      emit(" ", old, i)
      i += 1
    }
    return text
  }

  /// The nearest section line above a position, for hunks visited in increasing order, in one
  /// pass over the expected file.
  private struct SectionFinder {
    let lines: DiffLines
    var scanned = 0
    var latest: Int?

    init(lines: DiffLines) {
      self.lines = lines
    }

    /// The last section line among lines `0..<index`, as text.
    mutating func section(before index: Int) -> String? {
      while scanned < index {
        if lines.isSection(scanned) { latest = scanned }
        scanned += 1
      }
      return latest.map { lines.text($0) }
    }
  }
}
