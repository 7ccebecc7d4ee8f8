/// Compares an actual event log with its golden file.
///
/// Comparison is byte for byte (no normalisation of line ends, whitespace or Unicode): the
/// format is deterministic, so any difference is a real one. When the texts differ the result
/// says where they first part (with the events that led there) and gives a unified diff whose
/// hunk headers name the gesture section, like `git diff` with `xfuncname = "^## "`.
///
/// The line diff (``AnchoredDiff``) anchors on lines unique in both texts and runs Myers only in
/// the gaps between them, so two million-line logs with thousands of changes compare in about a
/// second; short texts get Myers's minimal script, as before.
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
    return compare(
      expectedBytes: Array(expected.utf8), actualBytes: Array(actual.utf8),
      expectedName: expectedName, actualName: actualName, context: context)
  }

  /// ``compare(expected:actual:expectedName:actualName:context:)`` on the UTF-8 bytes of two
  /// texts, for callers that read files as bytes (`dndsim diff`), so that a large log is not
  /// copied once more. The bytes should be UTF-8 (lines are compared as bytes either way; invalid
  /// sequences would show repaired in the texts).
  public static func compare(
    expectedBytes: [UInt8], actualBytes: [UInt8], expectedName: String = "expected",
    actualName: String = "actual", context: Int = 3
  ) -> GoldenDiff? {
    let equal =
      expectedBytes.count == actualBytes.count
      && expectedBytes.withUnsafeBytes { left in
        actualBytes.withUnsafeBytes { right in
          guard let leftBase = left.baseAddress, let rightBase = right.baseAddress else {
            return true  // both empty
          }
          return ByteComparison.equal(leftBase, rightBase, count: left.count)
        }
      }
    if equal { return nil }
    let old = DiffLines(bytes: expectedBytes)
    let new = DiffLines(bytes: actualBytes)
    let classes = LineClasses(old, new)
    let lineDiff = AnchoredDiff(old: classes.old, new: classes.new, classCount: classes.count)
    let diff = UnifiedDiff(removed: lineDiff.removed, added: lineDiff.added, context: context)
    return GoldenDiff(
      expectedName: expectedName, actualName: actualName,
      firstDivergence: divergence(old, new, classes),
      unifiedDiff: diff.text(old: old, new: new, oldName: expectedName, newName: actualName),
      removedLineCount: diff.changes.reduce(0) { $0 + $1.oldEnd - $1.oldStart },
      addedLineCount: diff.changes.reduce(0) { $0 + $1.newEnd - $1.newStart },
      hunkCount: diff.hunks.count)
  }

  // MARK: - First divergence

  private static func divergence(_ old: DiffLines, _ new: DiffLines, _ classes: LineClasses)
    -> GoldenDiff.Divergence
  {
    var index = 0
    while index < old.count && index < new.count && classes.old[index] == classes.new[index] {
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
}
