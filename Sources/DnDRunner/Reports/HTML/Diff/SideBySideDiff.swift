import DnDFormats

/// A ``GoldenDiff``'s unified diff laid out in rows of two columns, golden on the left and result
/// on the right, each changed pair with its intra-line changes.
///
/// The layout is computed from the unified diff text (the same hunks, context and section names
/// a terminal shows), so the page and `dndsim run` never disagree about what changed.
struct SideBySideDiff {
  /// One side of a row: a line of one file.
  struct Cell: Equatable {
    var number: Int
    var segments: [IntraLineDiff.Segment]
    /// The file's last line has no line feed after it.
    var noLineFeed = false
  }

  enum Row: Equatable {
    /// `@@ -9,7 +9,7 @@` and the gesture section above the hunk (`## t=0.325000 S1 lift`).
    case hunk(range: String, section: String?)
    /// A line both files hold.
    case context(old: Cell, new: Cell)
    /// A removed line, an added line, or a removed line paired with the added line that
    /// replaced it.
    case change(old: Cell?, new: Cell?)
  }

  var rows: [Row]
  /// Rows left out after ``maximumRows`` (a diff of a whole rewritten log).
  var omittedRows: Int

  /// Enough for any reviewable diff; a larger one is cut, the unified diff text still holds all.
  static let maximumRows = 4000

  init(unifiedDiff: String) {
    var rows: [Row] = []
    var omitted = 0
    var oldNumber = 0
    var newNumber = 0
    var removed: [Cell] = []
    var added: [Cell] = []
    // Which side the last line went to, for a following `\ No newline at end of file`.
    var lastSide = Side.both

    func append(_ row: Row) {
      if rows.count < Self.maximumRows { rows.append(row) } else { omitted += 1 }
    }
    func flush() {
      for index in 0..<max(removed.count, added.count) {
        var old = index < removed.count ? removed[index] : nil
        var new = index < added.count ? added[index] : nil
        if let before = old, let after = new {
          let pair = IntraLineDiff.highlight(Self.text(before), Self.text(after))
          old?.segments = pair.old
          new?.segments = pair.new
        }
        append(.change(old: old, new: new))
      }
      removed = []
      added = []
    }

    for line in unifiedDiff.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("--- ") || line.hasPrefix("+++ ") {
        continue
      } else if line.hasPrefix("@@ ") {
        flush()
        let header = Self.hunkHeader(String(line))
        oldNumber = header.oldStart
        newNumber = header.newStart
        append(.hunk(range: header.range, section: header.section))
      } else if line.hasPrefix("\\") {
        Self.markNoLineFeed(side: lastSide, removed: &removed, added: &added, rows: &rows)
      } else if line.hasPrefix("-") {
        removed.append(Self.cell(oldNumber, line.dropFirst()))
        oldNumber += 1
        lastSide = .old
      } else if line.hasPrefix("+") {
        added.append(Self.cell(newNumber, line.dropFirst()))
        newNumber += 1
        lastSide = .new
      } else if line.hasPrefix(" ") {
        flush()
        append(
          .context(
            old: Self.cell(oldNumber, line.dropFirst()), new: Self.cell(newNumber, line.dropFirst())
          ))
        oldNumber += 1
        newNumber += 1
        lastSide = .both
      }
    }
    flush()
    self.rows = rows
    self.omittedRows = omitted
  }

  /// Which file a diff line belongs to.
  private enum Side { case old, new, both }

  private static func cell(_ number: Int, _ text: Substring) -> Cell {
    Cell(number: number, segments: [IntraLineDiff.Segment(text: String(text), changed: false)])
  }

  private static func text(_ cell: Cell) -> String {
    cell.segments.map(\.text).joined()
  }

  /// Marks the last line of `side` as having no line feed.
  private static func markNoLineFeed(
    side: Side, removed: inout [Cell], added: inout [Cell], rows: inout [Row]
  ) {
    switch side {
    case .old where !removed.isEmpty: removed[removed.count - 1].noLineFeed = true
    case .new where !added.isEmpty: added[added.count - 1].noLineFeed = true
    default:
      guard case .context(var old, var new) = rows.last else { return }
      old.noLineFeed = true
      new.noLineFeed = true
      rows[rows.count - 1] = .context(old: old, new: new)
    }
  }

  /// `@@ -9,7 +9,8 @@ ## t=…` → the first line numbers of each side, the range text and the
  /// section. GNU style: a count of 0 names the line before the (empty) range.
  static func hunkHeader(_ line: String) -> (
    oldStart: Int, newStart: Int, range: String, section: String?
  ) {
    let body = line.dropFirst(3)
    guard let close = body.firstRange(of: " @@") else { return (1, 1, line, nil) }
    let ranges = body[..<close.lowerBound].split(separator: " ")
    func start(_ part: Substring?) -> Int {
      guard let part else { return 1 }
      let numbers = part.dropFirst().split(separator: ",")
      let first = Int(numbers.first ?? "") ?? 1
      let count = numbers.count > 1 ? Int(numbers[1]) ?? 1 : 1
      return count == 0 ? first + 1 : first
    }
    let rest = body[close.upperBound...]
    let section = rest.hasPrefix(" ") ? String(rest.dropFirst()) : nil
    return (
      start(ranges.first), start(ranges.dropFirst().first),
      "@@ " + body[..<close.lowerBound] + " @@", section
    )
  }
}
