/// The hunks of a unified diff and their text, from a line diff's marks.
///
/// The text is built as bytes copied straight from the two files' buffers (one growing array, one
/// `String` at the end), never line by line through `String` concatenation, so a diff of a
/// million-line log with thousands of hunks is linear in its size.
struct UnifiedDiff {
  /// A run of removed lines `oldStart..<oldEnd` replaced by added lines `newStart..<newEnd`.
  struct Change {
    var oldStart: Int
    var oldEnd: Int
    var newStart: Int
    var newEnd: Int
  }

  /// Lines `oldStart..<oldEnd` and `newStart..<newEnd`, context included, showing
  /// `changes[changeRange]`.
  struct Hunk {
    var oldStart: Int
    var oldEnd: Int
    var newStart: Int
    var newEnd: Int
    var changeRange: Range<Int>
  }

  let changes: [Change]
  let hunks: [Hunk]

  /// - Parameters:
  ///   - removed, added: the line diff's marks (see ``AnchoredDiff``).
  ///   - context: unchanged lines shown around each change; hunks closer than twice this merge.
  init(removed: [Bool], added: [Bool], context: Int) {
    changes = Self.changeBlocks(removed: removed, added: added)
    hunks = Self.group(changes, context: max(0, context), oldCount: removed.count)
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

  /// Consecutive changes at most `2 × context` unchanged lines apart share a hunk. Hunks refer to
  /// their changes by index, so merging many changes into one hunk copies nothing.
  private static func group(_ changes: [Change], context: Int, oldCount: Int) -> [Hunk] {
    var hunks: [Hunk] = []
    var first = 0
    while first < changes.count {
      var last = first
      while last + 1 < changes.count
        && changes[last + 1].oldStart - changes[last].oldEnd <= 2 * context
      {
        last += 1
      }
      // Equal lines map one to one, so the context extends both sides by the same amount.
      let before = min(context, changes[first].oldStart)
      let after = min(context, oldCount - changes[last].oldEnd)
      hunks.append(
        Hunk(
          oldStart: changes[first].oldStart - before, oldEnd: changes[last].oldEnd + after,
          newStart: changes[first].newStart - before, newEnd: changes[last].newEnd + after,
          changeRange: first..<last + 1))
      first = last + 1
    }
    return hunks
  }

  // MARK: - Text

  /// The unified diff: `---`/`+++` lines, then each hunk with its header, which names the nearest
  /// section line above the hunk in the old text (git's `xfuncname` with `^## `).
  func text(old: DiffLines, new: DiffLines, oldName: String, newName: String) -> String {
    var writer = Writer()
    writer.append("--- \(oldName)\n+++ \(newName)\n")
    var sections = SectionFinder(lines: old)
    old.bytes.withUnsafeBytes { oldBytes in
      new.bytes.withUnsafeBytes { newBytes in
        for hunk in hunks {
          writer.append(
            "@@ -\(Self.range(hunk.oldStart, hunk.oldEnd)) "
              + "+\(Self.range(hunk.newStart, hunk.newEnd)) @@")
          if let section = sections.section(before: hunk.oldStart) {
            writer.append(" ")
            writer.append(line: old, section, of: oldBytes, marking: false)
          } else {
            writer.append("\n")
          }
          var i = hunk.oldStart
          for change in changes[hunk.changeRange] {
            for index in i..<change.oldStart {
              writer.append(UInt8(ascii: " "), line: old, index, of: oldBytes)
            }
            for index in change.oldStart..<change.oldEnd {
              writer.append(UInt8(ascii: "-"), line: old, index, of: oldBytes)
            }
            for index in change.newStart..<change.newEnd {
              writer.append(UInt8(ascii: "+"), line: new, index, of: newBytes)
            }
            i = change.oldEnd
          }
          for index in i..<hunk.oldEnd {
            writer.append(UInt8(ascii: " "), line: old, index, of: oldBytes)
          }
        }
      }
    }
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// `a,b` of a hunk header, GNU style: `,1` is omitted, and an empty range starts at the line
  /// before it.
  private static func range(_ start: Int, _ end: Int) -> String {
    switch end - start {
    case 0: return "\(start),0"
    case 1: return "\(start + 1)"
    default: return "\(start + 1),\(end - start)"
    }
  }

  /// The diff's bytes, appended in place.
  private struct Writer {
    var bytes: [UInt8] = []

    mutating func append(_ text: String) {
      bytes.append(contentsOf: text.utf8)
    }

    /// `prefix` then line `index` of `lines`, with a line feed; a last line that has none gets
    /// GNU diff's `\ No newline at end of file` line after it.
    mutating func append(
      _ prefix: UInt8, line lines: DiffLines, _ index: Int, of buffer: UnsafeRawBufferPointer
    ) {
      bytes.append(prefix)
      append(line: lines, index, of: buffer, marking: true)
    }

    mutating func append(
      line lines: DiffLines, _ index: Int, of buffer: UnsafeRawBufferPointer, marking: Bool
    ) {
      let range = lines.range(index)
      bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[range]))
      if buffer[range.upperBound - 1] != UInt8(ascii: "\n") {
        bytes.append(UInt8(ascii: "\n"))
        if marking { append("\\ No newline at end of file\n") }
      }
    }
  }

  /// The nearest section line above a position, for hunks visited in increasing order, in one
  /// pass over the old text.
  private struct SectionFinder {
    let lines: DiffLines
    var scanned = 0
    var latest: Int?

    init(lines: DiffLines) {
      self.lines = lines
    }

    /// The index of the last section line among lines `0..<index`.
    mutating func section(before index: Int) -> Int? {
      while scanned < index {
        if lines.isSection(scanned) { latest = scanned }
        scanned += 1
      }
      return latest
    }
  }
}
