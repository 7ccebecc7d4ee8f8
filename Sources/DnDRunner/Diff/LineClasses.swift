/// Equal lines numbered alike: every line of two texts gets the id of its equivalence class, and
/// two lines have the same id exactly when they have the same bytes (line feed included).
///
/// The diff then compares 32-bit integers only, never bytes again, and it can count how often a
/// line occurs by indexing an array. This is GNU diff's "equivalence class" step. Ids are given in
/// order of first appearance (the old text first), so they are deterministic.
///
/// An open-addressing table of ids keyed by the lines' 64-bit hashes (``DiffLines/hashes``) finds a
/// line's class; a hash match is always confirmed byte for byte, so a hash collision can never
/// make two different lines equal.
///
/// The table is far larger than the caches and lines land in it at random, so each lookup waits
/// for main memory; two things keep that off the critical path on large logs:
/// - old lines read their slot a few lines ahead (a software prefetch: those reads overlap);
/// - a new line is first compared with the old line after the one the previous new line matched
///   (two logs of one scene mostly agree line by line), and only looked up when that fails.
struct LineClasses {
  /// The class of each line of the old text.
  let old: [Int32]
  /// The class of each line of the new text.
  let new: [Int32]
  /// The number of distinct classes (ids are `0..<count`).
  let count: Int

  init(_ oldLines: DiffLines, _ newLines: DiffLines) {
    let total = oldLines.count + newLines.count
    precondition(total < Int(Int32.max), "too many lines to compare")
    var table = Table(lineCount: total)
    var old = [Int32](repeating: 0, count: oldLines.count)
    var new = [Int32](repeating: 0, count: newLines.count)
    var touched: Int32 = 0
    oldLines.bytes.withUnsafeBytes { oldBytes in
      newLines.bytes.withUnsafeBytes { newBytes in
        let sides = Sides(old: oldLines, oldBytes: oldBytes, new: newLines, newBytes: newBytes)
        for index in 0..<oldLines.count {
          if index + Table.lookAhead < oldLines.count {
            touched &+= table.slot(of: oldLines.hashes[index + Table.lookAhead])
          }
          old[index] = table.classify(Line(index), sides)
        }
        // The old line the next new line probably equals.
        var guess = 0
        for index in 0..<newLines.count {
          if guess < oldLines.count && newLines.hashes[index] == oldLines.hashes[guess]
            && DiffLines.equal(
              newLines.range(index), in: newBytes, oldLines.range(guess), in: oldBytes)
          {
            new[index] = old[guess]
            guess += 1
            continue
          }
          let id = table.classify(Line(newIndex: index), sides)
          new[index] = id
          // Back in step after the first old line of that class (an inserted line keeps the guess).
          let representative = table.representatives[Int(id)]
          if !representative.isNew { guess = representative.index + 1 }
        }
      }
    }
    self.old = old
    self.new = new
    count = table.hashes.count
    // The look-ahead reads need a use, or the compiler would drop them.
    if touched == Int32.min { preconditionFailure("unreachable") }
  }

  /// A line of either text, in 32 bits: `index` for an old line, `~index` for a new one.
  private struct Line {
    var code: Int32

    init(_ oldIndex: Int) { code = Int32(oldIndex) }
    init(newIndex: Int) { code = ~Int32(newIndex) }

    var isNew: Bool { code < 0 }
    var index: Int { Int(isNew ? ~code : code) }
  }

  /// Both texts and their bytes, for comparing any two lines.
  private struct Sides {
    let old: DiffLines
    let oldBytes: UnsafeRawBufferPointer
    let new: DiffLines
    let newBytes: UnsafeRawBufferPointer

    func hash(_ line: Line) -> UInt64 {
      line.isNew ? new.hashes[line.index] : old.hashes[line.index]
    }

    func equal(_ left: Line, _ right: Line) -> Bool {
      let (leftRange, leftBytes) =
        left.isNew ? (new.range(left.index), newBytes) : (old.range(left.index), oldBytes)
      let (rightRange, rightBytes) =
        right.isNew ? (new.range(right.index), newBytes) : (old.range(right.index), oldBytes)
      return DiffLines.equal(leftRange, in: leftBytes, rightRange, in: rightBytes)
    }
  }

  private struct Table {
    /// Lines ahead that an old line's slot is read (see ``LineClasses``).
    static let lookAhead = 16

    /// Class ids by slot, `-1` for an empty slot. A slot is found from the hash's top bits.
    var slots: [Int32]
    let mask: Int
    let shift: UInt64
    /// Each class's hash and first line, by id.
    var hashes: [UInt64] = []
    var representatives: [Line] = []

    /// A table for up to `lineCount` distinct lines, at most half full so that probe runs stay
    /// short.
    init(lineCount: Int) {
      var capacity = 16
      while capacity < 2 * lineCount { capacity <<= 1 }
      slots = [Int32](repeating: -1, count: capacity)
      mask = capacity - 1
      shift = UInt64(64 - capacity.trailingZeroBitCount)
    }

    /// The content of the home slot of `hash` (read early, to bring it into the cache).
    func slot(of hash: UInt64) -> Int32 {
      slots[Int(truncatingIfNeeded: hash >> shift)]
    }

    /// The id of the class of `line`, a new one if no earlier line has the same bytes.
    mutating func classify(_ line: Line, _ sides: Sides) -> Int32 {
      let hash = sides.hash(line)
      var slot = Int(truncatingIfNeeded: hash >> shift)
      while true {
        let id = slots[slot]
        if id < 0 {
          let newID = Int32(hashes.count)
          slots[slot] = newID
          hashes.append(hash)
          representatives.append(line)
          return newID
        }
        if hashes[Int(id)] == hash && sides.equal(line, representatives[Int(id)]) { return id }
        slot = (slot + 1) & mask
      }
    }
  }
}
