/// A line diff that stays fast on million-line logs: it anchors on lines that occur exactly once in
/// both texts and runs Myers only in the small gaps between anchors.
///
/// Plain Myers (``MyersDiff``) takes O(N·D) steps: two 1,000,000-line logs that differ in 1 % of
/// their lines (D ≈ 20,000) would take some 10¹⁰. Event logs carry a time on every line, so
/// almost every line is unique, and unique lines common to both texts are safe anchors. For each
/// region, starting with the whole texts:
///
/// 1. lines equal at the region's start and end are matched (common prefix and suffix);
/// 2. a small region (at most ``smallRegion`` lines on both sides together) goes to exact Myers,
///    so short logs and the gaps between anchors get a minimal script, with Myers's choices;
/// 3. otherwise the lines unique in the region on both sides are paired, and the longest run of
///    pairs in the same order on both sides (a longest increasing subsequence, found by patience
///    sorting) becomes the anchors; each gap between anchors is a new region;
/// 4. a large region with no unique common line (rare: many repeated lines) drops the lines that
///    do not occur on the other side at all (they can only be changes, as GNU diff does) and runs
///    Myers with a cost limit on the rest.
///
/// Matching unique lines first is the "patience diff" idea (Bram Cohen; git's `--patience`): a
/// moved or rewritten block is shown as a removal and an addition instead of being interleaved
/// with repeated lines such as `# end`. Everything is deterministic: the same texts always give
/// the same script. Time is O(N log N) for the anchors plus Myers in gaps; memory is linear.
struct AnchoredDiff {
  /// Regions with at most this many lines (both sides together) are compared by exact Myers.
  /// Myers costs at most (n + m)·D ≤ 256² steps there, and keeping it for short texts keeps the
  /// minimal scripts goldens have always shown.
  static let smallRegion = 256
  /// The edits one middle-snake search may explore in a large region without unique lines.
  static let fallbackCostLimit = 256

  /// The class of each old and new line (``LineClasses``): equal ids, equal lines.
  private let old: [Int32]
  private let new: [Int32]
  /// `removed[i]`: old line `i` is not in the common subsequence.
  private(set) var removed: [Bool]
  /// `added[j]`: new line `j` is not in the common subsequence.
  private(set) var added: [Bool]
  /// Per class, occurrences in the current region of the old and of the new side, and where in
  /// the new side it was last seen; all back to zero between regions.
  private var oldCounts: [Int32]
  private var newCounts: [Int32]
  private var newPositions: [Int32]
  /// The work done so far, in line steps: every line comparison (prefix and suffix matching,
  /// every Myers step) and every line scanned for anchors. Tests bound it instead of timing the
  /// diff.
  private let comparisons = Tally()
  /// The line steps the whole diff took.
  var steps: Int { comparisons.count }

  /// A count the comparison closures can add to.
  private final class Tally {
    var count = 0
  }

  init(old: [Int32], new: [Int32], classCount: Int) {
    self.old = old
    self.new = new
    removed = Array(repeating: false, count: old.count)
    added = Array(repeating: false, count: new.count)
    oldCounts = Array(repeating: 0, count: classCount)
    newCounts = Array(repeating: 0, count: classCount)
    newPositions = Array(repeating: 0, count: classCount)
    // Regions wait on a stack (not recursion), so no input can run the call stack out.
    var regions = [Region(old: 0..<old.count, new: 0..<new.count)]
    while let region = regions.popLast() {
      solve(region, pushing: &regions)
    }
  }

  /// The lines `old` of the old text against the lines `new` of the new text.
  private struct Region {
    var old: Range<Int>
    var new: Range<Int>
  }

  private mutating func solve(_ region: Region, pushing regions: inout [Region]) {
    var oldStart = region.old.lowerBound
    var oldEnd = region.old.upperBound
    var newStart = region.new.lowerBound
    var newEnd = region.new.upperBound
    let before = (oldStart, oldEnd)
    while oldStart < oldEnd && newStart < newEnd && old[oldStart] == new[newStart] {
      oldStart += 1
      newStart += 1
    }
    while oldStart < oldEnd && newStart < newEnd && old[oldEnd - 1] == new[newEnd - 1] {
      oldEnd -= 1
      newEnd -= 1
    }
    comparisons.count += (oldStart - before.0) + (before.1 - oldEnd) + 2
    if oldStart == oldEnd || newStart == newEnd {
      for i in oldStart..<oldEnd { removed[i] = true }
      for j in newStart..<newEnd { added[j] = true }
      return
    }
    let oldRange = oldStart..<oldEnd
    let newRange = newStart..<newEnd
    if oldRange.count + newRange.count <= Self.smallRegion {
      let old = self.old
      let new = self.new
      let comparisons = self.comparisons
      MyersDiff {
        comparisons.count += 1
        return old[$0] == new[$1]
      }.mark(
        oldRange, newRange, removed: &removed, added: &added)
      return
    }
    let anchors = uniqueAnchors(oldRange, newRange)
    if anchors.isEmpty {
      compareWithoutAnchors(oldRange, newRange)
      return
    }
    // The gaps before, between and after the anchors; pushed last first so that they are solved
    // from the top (the order does not change the result, only the stack's size).
    // Most anchors are next to each other on both sides, so most gaps are empty and skipped.
    var gapEnd = (old: oldEnd, new: newEnd)
    for anchor in anchors.reversed() {
      if anchor.old + 1 < gapEnd.old || anchor.new + 1 < gapEnd.new {
        regions.append(
          Region(old: anchor.old + 1..<gapEnd.old, new: anchor.new + 1..<gapEnd.new))
      }
      gapEnd = (anchor.old, anchor.new)
    }
    if oldStart < gapEnd.old || newStart < gapEnd.new {
      regions.append(Region(old: oldStart..<gapEnd.old, new: newStart..<gapEnd.new))
    }
  }

  /// The pairs of lines that occur exactly once in `oldRange` and once in `newRange`, longest
  /// chain in the same order on both sides, in increasing order.
  private mutating func uniqueAnchors(_ oldRange: Range<Int>, _ newRange: Range<Int>)
    -> [(old: Int, new: Int)]
  {
    comparisons.count += oldRange.count + newRange.count
    for i in oldRange { oldCounts[Int(old[i])] += 1 }
    for j in newRange {
      let id = Int(new[j])
      newCounts[id] += 1
      newPositions[id] = Int32(j)
    }
    var candidates: [(old: Int, new: Int)] = []
    candidates.reserveCapacity(min(oldRange.count, newRange.count))
    for i in oldRange {
      let id = Int(old[i])
      if oldCounts[id] == 1 && newCounts[id] == 1 {
        candidates.append((i, Int(newPositions[id])))
      }
    }
    for i in oldRange { oldCounts[Int(old[i])] = 0 }
    for j in newRange { newCounts[Int(new[j])] = 0 }
    return LongestIncreasingChain.of(candidates)
  }

  /// A large region with no unique common line: lines with no equal on the other side are changes
  /// whatever the alignment, so they are marked at once; Myers, limited in cost, aligns the rest.
  private mutating func compareWithoutAnchors(_ oldRange: Range<Int>, _ newRange: Range<Int>) {
    comparisons.count += oldRange.count + newRange.count
    for i in oldRange { oldCounts[Int(old[i])] += 1 }
    for j in newRange { newCounts[Int(new[j])] += 1 }
    var oldKept: [Int] = []
    var newKept: [Int] = []
    for i in oldRange {
      if newCounts[Int(old[i])] == 0 { removed[i] = true } else { oldKept.append(i) }
    }
    for j in newRange {
      if oldCounts[Int(new[j])] == 0 { added[j] = true } else { newKept.append(j) }
    }
    for i in oldRange { oldCounts[Int(old[i])] = 0 }
    for j in newRange { newCounts[Int(new[j])] = 0 }

    let old = self.old
    let new = self.new
    var keptRemoved = [Bool](repeating: false, count: oldKept.count)
    var keptAdded = [Bool](repeating: false, count: newKept.count)
    let comparisons = self.comparisons
    MyersDiff(costLimit: Self.fallbackCostLimit) {
      comparisons.count += 1
      return old[oldKept[$0]] == new[newKept[$1]]
    }.mark(
      0..<oldKept.count, 0..<newKept.count, removed: &keptRemoved, added: &keptAdded)
    for (index, line) in oldKept.enumerated() where keptRemoved[index] { removed[line] = true }
    for (index, line) in newKept.enumerated() where keptAdded[index] { added[line] = true }
  }
}
