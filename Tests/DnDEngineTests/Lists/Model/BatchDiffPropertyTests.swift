import DnDEngine
import Testing
import VirtualTime

/// A property of batch updates: for random pairs of sectioned arrays, the batch update computed as
/// their diff (UIKit-style: deletes and move sources before, inserts and move destinations after),
/// applied to contents holding the first array, reproduces the second — survivors and moved items
/// keep their tokens in the target order, everything else gets new tokens in index-path order —
/// and every placeholder lands where the marker rule puts it.
@Suite("Batch updates from random diffs")
struct BatchDiffPropertyTests {
  /// Seeded draws; modulo bias does not matter here, a fixed sequence does.
  struct Draw {
    var generator: SplitMix64
    mutating func below(_ bound: Int) -> Int { Int(generator.next() % UInt64(max(1, bound))) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
  }

  /// A random "before" and "after", and the sections that disappear or appear between them.
  struct Scenario {
    var before: [[Int]] = []
    var after: [[Int]] = []
    /// For each section after: its index before, or nil when inserted.
    var sourceSection: [Int?] = []
    var deletedSections: [Int] = []
    var placeholders: [(token: Int, at: ListIndexPath)] = []

    init(seed: UInt64) {
      var draw = Draw(generator: SplitMix64(seed: seed))
      var nextValue = 1
      func fresh() -> Int {
        defer { nextValue += 1 }
        return nextValue
      }
      before = (0..<draw.below(5)).map { _ in (0..<draw.below(7)).map { _ in fresh() } }
      for token in 1...max(1, draw.below(5)) where !before.isEmpty {
        let section = draw.below(before.count)
        placeholders.append(
          (token, ListIndexPath(item: draw.below(before[section].count + 1), section: section)))
      }
      deletedSections = before.indices.filter { _ in draw.chance(20) }
      let surviving = before.indices.filter { !deletedSections.contains($0) }
      var sections = surviving.map { before[$0] }
      // Delete some items; lift some out to move them.
      var lifted: [Int] = []
      for index in sections.indices {
        sections[index] = sections[index].filter { _ in !draw.chance(20) }
        sections[index] = sections[index].filter { value in
          guard draw.chance(25) else { return true }
          lifted.append(value)
          return false
        }
      }
      // Put the lifted items back anywhere, and insert new ones anywhere.
      if !sections.isEmpty {
        for value in lifted + (0..<draw.below(4)).map({ _ in fresh() }) {
          let index = draw.below(sections.count)
          sections[index].insert(value, at: draw.below(sections[index].count + 1))
        }
      }
      // Insert whole sections.
      var source: [Int?] = surviving.map { $0 }
      for _ in 0..<draw.below(3) {
        let position = draw.below(sections.count + 1)
        sections.insert((0..<draw.below(4)).map { _ in fresh() }, at: position)
        source.insert(nil, at: position)
      }
      after = sections
      sourceSection = source
    }
  }

  /// The positions of a longest common subsequence of `a` and `b`, as indices into `a`.
  static func commonSubsequence(_ a: [Int], _ b: [Int]) -> Set<Int> {
    var length = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        length[i][j] =
          a[i] == b[j] ? length[i + 1][j + 1] + 1 : max(length[i + 1][j], length[i][j + 1])
      }
    }
    var kept: Set<Int> = []
    var (i, j) = (0, 0)
    while i < a.count && j < b.count {
      if a[i] == b[j] {
        kept.insert(i)
        i += 1
        j += 1
      } else if length[i + 1][j] >= length[i][j + 1] {
        i += 1
      } else {
        j += 1
      }
    }
    return kept
  }

  @Test func appliedDiffsReproduceTheTarget() throws {
    var nonTrivial = 0
    for seed in UInt64(1)...400 {
      let scenario = Scenario(seed: seed)
      var draw = Draw(generator: SplitMix64(seed: seed &+ 10_000))
      var contents = ListContents(sections: scenario.before.map { $0.map(ListEntry.item) })
      for placeholder in scenario.placeholders {
        try contents.insertPlaceholder(placeholder.token, at: placeholder.at)
      }
      let start = contents

      // Where each value is before and after (sections that survive / are not inserted only).
      var beforePath: [Int: ListIndexPath] = [:]
      for (s, values) in scenario.before.enumerated() where !scenario.deletedSections.contains(s) {
        for (i, value) in values.enumerated() {
          beforePath[value] = ListIndexPath(item: i, section: s)
        }
      }
      var afterPath: [Int: ListIndexPath] = [:]
      for (t, values) in scenario.after.enumerated() where scenario.sourceSection[t] != nil {
        for (j, value) in values.enumerated() {
          afterPath[value] = ListIndexPath(item: j, section: t)
        }
      }
      // Survivors: a longest common subsequence of each surviving section with its new self.
      var survivors: Set<Int> = []
      for (t, source) in scenario.sourceSection.enumerated() {
        guard let source else { continue }
        let old = scenario.before[source]
        for i in Self.commonSubsequence(old, scenario.after[t]) { survivors.insert(old[i]) }
      }

      var update = BatchUpdate()
      update.deletedSections = scenario.deletedSections
      update.insertedSections = scenario.sourceSection.indices.filter {
        scenario.sourceSection[$0] == nil
      }
      var reloadedValues: Set<Int> = []
      for (s, values) in scenario.before.enumerated() where !scenario.deletedSections.contains(s) {
        for (i, value) in values.enumerated() {
          let from = ListIndexPath(item: i, section: s)
          if let to = afterPath[value] {
            if !survivors.contains(value) {
              update.movedItems.append(ItemMove(from: from, to: to))
            } else if draw.chance(15) {
              update.reloadedItems.append(from)
              reloadedValues.insert(value)
            }
          } else {
            update.deletedItems.append(from)
          }
        }
      }
      for (value, to) in afterPath.sorted(by: { $0.value < $1.value })
      where beforePath[value] == nil {
        update.insertedItems.append(to)
      }
      if !update.isEmpty { nonTrivial += 1 }

      var tokens = ListTokenSource(startingAt: 100_000)
      let newCounts = scenario.after.map(\.count)
      let result = try contents.apply(update, newCounts: newCounts) { tokens.make() }

      // Items: kept tokens where the value survives or moves, new ones elsewhere, in order.
      var expectedNew: [Int] = []
      var created = tokens.handedOut.makeIterator()
      for (t, values) in scenario.after.enumerated() {
        #expect(contents.numberOfItems(inSection: t) == values.count, "seed \(seed)")
        for (j, value) in values.enumerated() {
          let token = contents.item(at: ListIndexPath(item: j, section: t))
          if beforePath[value] != nil && !reloadedValues.contains(value) {
            #expect(token == value, "seed \(seed) at [\(t), \(j)]")
          } else {
            let next = created.next()
            #expect(token == next, "seed \(seed) at [\(t), \(j)]")
            expectedNew += next.map { [$0] } ?? []
          }
        }
      }
      #expect(contents.numberOfSections == scenario.after.count)
      #expect(result.insertedItems == expectedNew, "seed \(seed)")
      #expect(tokens.handedOut == expectedNew, "seed \(seed)")

      // Placeholders: removed with their section, otherwise just before the first survivor that
      // followed them (or at the end), in the section's new place.
      var expectedRemoved: [Int] = []
      for token in start.allPlaceholders {
        let old = try #require(start.indexPath(ofPlaceholder: token))
        guard let t = scenario.sourceSection.firstIndex(of: old.section) else {
          expectedRemoved.append(token)
          #expect(contents.indexPath(ofPlaceholder: token) == nil, "seed \(seed)")
          continue
        }
        let anchor = scenario.before[old.section][old.item...].first { survivors.contains($0) }
        let item = anchor.map { scenario.after[t].firstIndex(of: $0)! } ?? scenario.after[t].count
        #expect(
          contents.indexPath(ofPlaceholder: token) == ListIndexPath(item: item, section: t),
          "seed \(seed), placeholder \(token)")
      }
      #expect(result.removedPlaceholders == expectedRemoved, "seed \(seed)")
      // Relative order of the surviving placeholders is kept.
      #expect(
        contents.allPlaceholders == start.allPlaceholders.filter { !expectedRemoved.contains($0) },
        "seed \(seed)")
    }
    #expect(nonTrivial > 300)
  }
}
