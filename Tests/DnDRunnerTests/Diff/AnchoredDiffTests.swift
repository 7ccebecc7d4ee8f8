import Testing
import VirtualTime

@testable import DnDFormats
@testable import DnDRunner

/// The anchored line diff behind ``GoldenComparison`` on large inputs: unique lines as anchors,
/// Myers in the gaps, and a cost-limited fallback when nothing is unique.
@Suite struct AnchoredDiffTests {
  /// The marks of the anchored diff of two texts.
  static func marks(_ old: String, _ new: String) -> (removed: [Bool], added: [Bool]) {
    let oldLines = DiffLines(old)
    let newLines = DiffLines(new)
    let classes = LineClasses(oldLines, newLines)
    let diff = AnchoredDiff(old: classes.old, new: classes.new, classCount: classes.count)
    return (diff.removed, diff.added)
  }

  @Test func aMovedBlockIsOneRemovalAndOneAdditionNotAnInterleaving() throws {
    let log = DiffFixture.log(400, sectionEvery: 1000)
    let block = Array(log[10..<20])
    var moved = log
    moved.removeSubrange(10..<20)
    moved.insert(contentsOf: block, at: 300)
    let diff = try #require(
      GoldenComparison.compare(
        expected: DiffFixture.text(log), actual: DiffFixture.text(moved), context: 0))
    #expect((diff.removedLineCount, diff.addedLineCount, diff.hunkCount) == (10, 10, 2))
    let lines = diff.unifiedDiff.split(separator: "\n").map(String.init)
    #expect(lines[2] == "@@ -11,10 +10,0 @@ ## t=0.000000 F1 began")
    #expect(lines[3..<13].map { String($0.dropFirst()) } == block)
    #expect(lines[13] == "@@ -310,0 +301,10 @@ ## t=0.000000 F1 began")
    #expect(lines[14..<24].map { String($0.dropFirst()) } == block)
  }

  @Test func repeatedLinesDoNotAnchorAndTheScriptStaysMinimalAroundThem() throws {
    // Every other line is the same `# ...` comment; the unique lines still anchor the rest.
    var old: [String] = []
    for index in 0..<300 {
      old.append("\(DiffFixture.time(index)) app      e\(index)")
      old.append("# ...")
    }
    var new = old
    new[101] = "# changed"
    new.insert("# ...", at: 400)
    let diff = try #require(
      GoldenComparison.compare(
        expected: DiffFixture.text(old), actual: DiffFixture.text(new), context: 1))
    #expect((diff.removedLineCount, diff.addedLineCount, diff.hunkCount) == (1, 2, 2))
    #expect(DiffFixture.apply(diff.unifiedDiff, to: DiffFixture.text(old)) == DiffFixture.text(new))
  }

  @Test func emptyAgainstALargeFileAndBack() throws {
    let log = DiffFixture.text(DiffFixture.log(500))
    let added = try #require(GoldenComparison.compare(expected: "", actual: log))
    #expect((added.removedLineCount, added.addedLineCount, added.hunkCount) == (0, 513, 1))
    #expect(added.unifiedDiff.hasPrefix("--- expected\n+++ actual\n@@ -0,0 +1,513 @@\n+# dndsim"))
    #expect(added.firstDivergence.expected == nil)
    let removed = try #require(GoldenComparison.compare(expected: log, actual: ""))
    #expect(removed.unifiedDiff.hasPrefix("--- expected\n+++ actual\n@@ -1,513 +0,0 @@\n-# dndsim"))
    #expect(removed.firstDivergence.actual == nil)
  }

  @Test func aMissingFinalLineFeedInALargeFileIsOneChangedLine() throws {
    let lines = DiffFixture.log(500)
    let diff = try #require(
      GoldenComparison.compare(
        expected: DiffFixture.text(lines), actual: DiffFixture.text(lines, finalLineFeed: false)))
    #expect((diff.removedLineCount, diff.addedLineCount, diff.hunkCount) == (1, 1, 1))
    #expect(diff.unifiedDiff.hasSuffix("-# end\n+# end\n\\ No newline at end of file\n"))
    #expect(diff.firstDivergence.actual?.hasLineFeed == false)
  }

  @Test func identicalLargeFilesHaveNoDiffAndNoMarks() {
    let log = DiffFixture.text(DiffFixture.log(2_000))
    #expect(GoldenComparison.compare(expected: log, actual: log) == nil)
    let (removed, added) = Self.marks(log, log)
    #expect(!removed.contains(true) && !added.contains(true))
  }

  @Test func aLargeRegionWithoutUniqueLinesFallsBackToLimitedMyers() throws {
    // 3,000 lines from three values: nothing is unique, and the edit distance is far above the
    // cost limit, so the fallback's limit is what keeps this fast. The script must stay valid.
    var random = SplitMix64(seed: 7)
    let old = (0..<3_000).map { _ in ["a", "b", "c"][Int(random.next() % 3)] }
    let new = (0..<3_000).map { _ in ["a", "b", "c", "d"][Int(random.next() % 4)] }
    let diff = try #require(
      GoldenComparison.compare(
        expected: DiffFixture.text(old), actual: DiffFixture.text(new), context: 2))
    #expect(DiffFixture.apply(diff.unifiedDiff, to: DiffFixture.text(old)) == DiffFixture.text(new))
    #expect(diff.addedLineCount >= new.filter { $0 == "d" }.count)
  }

  @Test func applyingTheDiffToTheExpectedTextGivesTheActualOne() throws {
    // Random pairs of every size around the small-region threshold, with scattered edits,
    // insertions, deletions, repeated lines and moved blocks; every seed is fixed.
    for seed in UInt64(1)...120 {
      var random = SplitMix64(seed: seed)
      let count = Int(random.next() % 900)
      let old = DiffFixture.log(count, sectionEvery: 1 + Int(random.next() % 60))
      let new = DiffFixture.mutate(old, changes: Int(random.next() % 40), using: &random)
      let finalLineFeed = random.next() % 4 != 0
      let oldText = DiffFixture.text(old)
      let newText = DiffFixture.text(new, finalLineFeed: finalLineFeed)
      for context in [0, 1, 3] {
        let diff = GoldenComparison.compare(expected: oldText, actual: newText, context: context)
        guard let diff else {
          #expect(oldText == newText, "seed \(seed)")
          continue
        }
        #expect(DiffFixture.apply(diff.unifiedDiff, to: oldText) == newText, "seed \(seed)")
        let body = diff.unifiedDiff.split(separator: "\n").dropFirst(2)
        #expect(diff.removedLineCount == body.filter { $0.hasPrefix("-") }.count, "seed \(seed)")
        #expect(diff.addedLineCount == body.filter { $0.hasPrefix("+") }.count, "seed \(seed)")
        #expect(
          GoldenComparison.compare(expected: oldText, actual: newText, context: context) == diff,
          "deterministic, seed \(seed)")
      }
    }
  }

  @Test func theMarksKeepACommonSubsequence() {
    // Kept lines, in order, are equal on both sides: the marks are a real edit script.
    for seed in UInt64(200)...260 {
      var random = SplitMix64(seed: seed)
      let old = DiffFixture.log(Int(random.next() % 700))
      let new = DiffFixture.mutate(old, changes: Int(random.next() % 60), using: &random)
      let (removed, added) = Self.marks(DiffFixture.text(old), DiffFixture.text(new))
      let keptOld = old.indices.filter { !removed[$0] }.map { old[$0] }
      let keptNew = new.indices.filter { !added[$0] }.map { new[$0] }
      #expect(keptOld == keptNew, "seed \(seed)")
    }
  }

  @Test func largeLogsWithOnePercentChangedCompareQuickly() throws {
    // 100,000 lines, 1,000 scattered changes: plain Myers would take about 2·10⁸ steps here.
    var random = SplitMix64(seed: 99)
    let old = DiffFixture.log(100_000, sectionEvery: 40)
    var new = old
    // One change in every 100 lines, from the end so that earlier positions stay put.
    for change in (0..<1_000).reversed() {
      let position = 3 + change * 100 + Int(random.next() % 50)
      switch change % 3 {
      case 0: new[position] += " -> 1"
      case 1: new.insert("    inserted \(change)", at: position)
      default: new.remove(at: position)
      }
    }
    let result = try #require(
      GoldenComparison.compare(expected: DiffFixture.text(old), actual: DiffFixture.text(new)))
    #expect(result.removedLineCount == 667 && result.addedLineCount == 667)
    #expect(
      DiffFixture.apply(result.unifiedDiff, to: DiffFixture.text(old)) == DiffFixture.text(new))
    // The work, not the time: the diff's line steps stay within a small multiple of the lines
    // (a count, so a loaded machine cannot make this pass or fail).
    let classes = LineClasses(DiffLines(DiffFixture.text(old)), DiffLines(DiffFixture.text(new)))
    let anchored = AnchoredDiff(old: classes.old, new: classes.new, classCount: classes.count)
    let lines = old.count + new.count
    #expect(
      anchored.steps <= Self.stepsPerLine * lines, "\(anchored.steps) steps for \(lines) lines")
  }

  /// The most line steps per line the anchored diff may take on the scattered-changes log: it
  /// takes about 1.004 per line; plain Myers would take about 1,000 per line there.
  static let stepsPerLine = 4
}

@Suite struct LongestIncreasingChainTests {
  @Test func findsTheLongestChainInOrderOnBothSides() {
    let pairs = [(0, 3), (1, 1), (2, 2), (3, 0), (4, 4), (5, 6), (6, 5)]
    let chain = LongestIncreasingChain.of(pairs.map { (old: $0.0, new: $0.1) })
    #expect(chain.map(\.old) == [1, 2, 4, 6])
    #expect(chain.map(\.new) == [1, 2, 4, 5])
    #expect(LongestIncreasingChain.of([]).isEmpty)
  }

  @Test func isAsLongAsTheQuadraticAnswer() {
    var random = SplitMix64(seed: 5)
    for _ in 0..<100 {
      let count = Int(random.next() % 40)
      var news = Array(0..<count)
      news.shuffle(using: &random)
      let pairs = news.enumerated().map { (old: $0.offset, new: $0.element) }
      let chain = LongestIncreasingChain.of(pairs)
      #expect(zip(chain, chain.dropFirst()).allSatisfy { $0.old < $1.old && $0.new < $1.new })
      var best = [Int](repeating: 1, count: count)
      for i in 0..<count {
        for j in 0..<i where news[j] < news[i] { best[i] = max(best[i], best[j] + 1) }
      }
      #expect(chain.count == (best.max() ?? 0))
    }
  }
}

@Suite struct LineClassesTests {
  @Test func equalIdsExactlyForEqualBytes() {
    let old = DiffLines("a\nb\na\ncaf\u{E9}\nx")
    let new = DiffLines("b\ncafe\u{301}\nx\nx\nc\n")
    let classes = LineClasses(old, new)
    #expect(classes.old == [0, 1, 0, 2, 3])
    // `x` without a line feed is not `x\n`; `é` composed is not `e` + combining accent.
    #expect(classes.new == [1, 4, 5, 5, 6])
    #expect(classes.count == 7)
  }
}

@Suite struct MyersCostLimitTests {
  @Test func aLimitedSearchStillGivesAValidScript() {
    var random = SplitMix64(seed: 11)
    for _ in 0..<40 {
      let a = (0..<Int(random.next() % 400)).map { _ in Int(random.next() % 3) }
      let b = (0..<Int(random.next() % 400)).map { _ in Int(random.next() % 3) }
      for limit in [1, 3, 20, nil] {
        var removed = [Bool](repeating: false, count: a.count)
        var added = [Bool](repeating: false, count: b.count)
        MyersDiff(costLimit: limit) { a[$0] == b[$1] }.mark(
          0..<a.count, 0..<b.count, removed: &removed, added: &added)
        let keptA = a.indices.filter { !removed[$0] }.map { a[$0] }
        let keptB = b.indices.filter { !added[$0] }.map { b[$0] }
        #expect(keptA == keptB)
      }
    }
  }
}
