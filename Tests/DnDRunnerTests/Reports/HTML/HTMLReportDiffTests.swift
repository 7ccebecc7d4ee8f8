import DnDFormats
import Testing

@testable import DnDRunner

/// The side-by-side diff: rows aligned by hunk, changed words highlighted, the first divergence
/// called out.
@Suite struct HTMLReportDiffTests {
  private typealias F = HTMLReportFixtures
  private typealias Segment = IntraLineDiff.Segment

  private func changed(_ segments: [Segment]) -> [String] {
    segments.filter(\.changed).map(\.text)
  }

  @Test func aChangedTimeIsHighlightedAsOneNumber() {
    let result = IntraLineDiff.compare(
      "    0.400000 drop     note.drop sessionDidEnter(session: S1)",
      "    0.416000 drop     note.drop sessionDidEnter(session: S1)")
    #expect(changed(result.old) == ["0.400000"])
    #expect(changed(result.new) == ["0.416000"])
    #expect(
      result.old.map(\.text).joined()
        == "    0.400000 drop     note.drop sessionDidEnter(session: S1)")
    #expect(
      result.new.map(\.text).joined()
        == "    0.416000 drop     note.drop sessionDidEnter(session: S1)")
  }

  @Test func aRenamedCallAndAnAddedArgument() {
    let result = IntraLineDiff.compare(
      "    0.448000 drag     photo.drag sessionWillEnd(session: S1)",
      "    0.448000 drag     photo.drag sessionDidEnd(session: S1, operation: copy)")
    #expect(changed(result.old) == ["sessionWillEnd"])
    #expect(changed(result.new) == ["sessionDidEnd", ", operation: copy"])
  }

  @Test func identicalLinesHaveNoChangeAndDisjointLinesChangeWhole() {
    let same = IntraLineDiff.compare("a b", "a b")
    #expect(same.old == [Segment(text: "a b", changed: false)])
    let disjoint = IntraLineDiff.compare("alpha", "omega")
    #expect(disjoint.old == [Segment(text: "alpha", changed: true)])
    #expect(disjoint.new == [Segment(text: "omega", changed: true)])
    let empty = IntraLineDiff.compare("", "x")
    #expect(empty.old.isEmpty)
    #expect(empty.new == [Segment(text: "x", changed: true)])
  }

  @Test func unrelatedLinesAreNotHighlighted() {
    let old = "    7.216000 touch    F1 moved(at: (339,420))"
    let new = "    7.200000 drag     photoB.drag sessionDidMove(session: S2)"
    let result = IntraLineDiff.highlight(old, new)
    #expect(result.old == [Segment(text: old, changed: false)])
    #expect(result.new == [Segment(text: new, changed: false)])
    // Related lines keep their highlighting.
    let related = IntraLineDiff.highlight(
      "a.drag sessionWillEnd(session: S1)", "a.drag sessionDidEnd(session: S1)")
    #expect(changed(related.old) == ["sessionWillEnd"])
  }

  @Test func aSinglePunctuationBetweenChangesJoinsThem() {
    let result = IntraLineDiff.compare("f(a, b)", "f(c, d)")
    #expect(changed(result.old) == ["a, b"])
    #expect(changed(result.new) == ["c, d"])
  }

  @Test func tokensKeepNumbersAndIdentifiersWhole() {
    #expect(
      IntraLineDiff.tokens("  0.325000 a.drag x_1(y: 2.5s)")
        == ["  ", "0.325000", " ", "a", ".", "drag", " ", "x_1", "(", "y", ":", " ", "2.5s", ")"])
  }

  @Test func aHugeLineFallsBackToItsChangedMiddle() {
    let old = "start " + String(repeating: "a b ", count: 400) + "end"
    let new = "start " + String(repeating: "b a ", count: 400) + "end"
    let result = IntraLineDiff.compare(old, new)
    #expect(result.old.first == Segment(text: "start ", changed: false))
    #expect(result.old.last == Segment(text: " end", changed: false))
    #expect(result.old.map(\.text).joined() == old)
  }

  @Test func rowsFollowTheUnifiedDiffHunkByHunk() throws {
    let log = try F.log("pinboard/copy.trace.jsonl", variant: "slow")
    var golden = F.replacingFirst(
      "    0.575000 drop     board.drop sessionDidEnter(session: S1)",
      with: "    0.576000 drop     board.drop sessionDidEnter(session: S1)", in: log)
    golden = F.replacingFirst("    3.900000 progress S1 progressUIHidden\n", with: "", in: golden)
    let diff = try #require(GoldenComparison.compare(expected: golden, actual: log))
    let layout = SideBySideDiff(unifiedDiff: diff.unifiedDiff)
    let hunks = layout.rows.compactMap { row -> String? in
      if case .hunk(_, let section) = row { return section ?? "" }
      return nil
    }
    #expect(hunks == ["## t=0.575000 S1 dragBegan", "## t=0.600000 S1 drop"])
    let changes = layout.rows.compactMap { row -> (SideBySideDiff.Cell?, SideBySideDiff.Cell?)? in
      if case .change(let old, let new) = row { return (old, new) }
      return nil
    }
    #expect(changes.count == 2)
    // The paired line: same number on both sides, the time highlighted.
    let (old, new) = changes[0]
    #expect(old?.number == new?.number)
    #expect(old.map { changed($0.segments) } == ["0.576000"])
    #expect(new.map { changed($0.segments) } == ["0.575000"])
    // The added line has nothing on the golden side.
    #expect(changes[1].0 == nil)
    #expect(
      changes[1].1.map { $0.segments.map(\.text).joined() }
        == "    3.900000 progress S1 progressUIHidden")
    // Context rows number both sides.
    for row in layout.rows {
      if case .context(let old, let new) = row {
        #expect(old.segments == new.segments)
      }
    }
  }

  @Test func aMissingLineFeedIsMarkedOnItsSide() {
    let diff = GoldenComparison.compare(expected: "a\nb\n", actual: "a\nc")!
    let layout = SideBySideDiff(unifiedDiff: diff.unifiedDiff)
    guard case .change(let old, let new) = layout.rows.last else {
      Issue.record("expected a change row, got \(layout.rows)")
      return
    }
    #expect(old?.noLineFeed == false)
    #expect(new?.noLineFeed == true)
  }

  @Test func hunkHeadersParseGNUStyleRanges() {
    let header = SideBySideDiff.hunkHeader("@@ -9,0 +10,2 @@ ## t=0.325000 S1 lift")
    #expect(header.oldStart == 10)
    #expect(header.newStart == 10)
    #expect(header.range == "@@ -9,0 +10,2 @@")
    #expect(header.section == "## t=0.325000 S1 lift")
    let single = SideBySideDiff.hunkHeader("@@ -3 +3 @@")
    #expect(single.oldStart == 3 && single.section == nil)
  }

  @Test func thePageCallsOutTheFirstDivergenceAndLinksToItsRow() throws {
    let log = try F.log("pinboard/copy.trace.jsonl", variant: "slow")
    let result = F.mismatch(name: "copy@slow", log: log) {
      F.replacingFirst(
        "sessionDidUpdate(session: S1) -> copy", with: "sessionDidUpdate(session: S1) -> move",
        in: $0)
    }
    let html = HTMLReport.render(results: [result], title: "run")
    let line = try #require(result.diff?.firstDivergence.expectedLineNumber)
    #expect(
      html.contains("<a href=\"#case-1-first\">First divergence</a> at line \(line) of the golden"))
    #expect(
      html.contains("<tr class=\"chg first\" id=\"case-1-first\"><td class=\"num\">\(line)</td>"))
    #expect(html.contains("<mark>move</mark>"))
    #expect(html.contains("<mark>copy</mark>"))
    #expect(html.contains("<span class=\"section\">## t=0.575000 S1 dragBegan</span>"))
    // Golden on the left, result on the right.
    let golden = try #require(html.firstRange(of: "golden · copy@slow.golden.log"))
    let actual = try #require(html.firstRange(of: "result · copy@slow (this run)"))
    #expect(golden.lowerBound < actual.lowerBound)
  }

  @Test func aVeryLargeDiffIsCut() {
    // A whole rewritten log (written directly: comparing 5,000 changed lines is slow in debug).
    let unified =
      "--- a\n+++ b\n@@ -1,5000 +1,5000 @@\n"
      + (0..<5000).map { "-line \($0)\n" }.joined() + (0..<5000).map { "+row \($0)\n" }.joined()
    let layout = SideBySideDiff(unifiedDiff: unified)
    #expect(layout.rows.count == SideBySideDiff.maximumRows)
    #expect(layout.omittedRows > 0)
  }
}

extension HTMLReportDiffTests {
  @Test func aNondeterministicCaseComparesItsTwoReplays() throws {
    let log = try HTMLReportFixtures.log("pinboard/copy.trace.jsonl", variant: "failing")
    let result = HTMLReportFixtures.mismatch(
      name: "copy@failing", log: log, status: .nondeterministic
    ) {
      HTMLReportFixtures.replacingFirst("(objects: 0)", with: "(objects: 1)", in: $0)
    }
    let html = HTMLReport.render(results: [result], title: "run")
    #expect(html.contains("<th colspan=\"2\" title=\"copy@failing.golden.log\">first replay · "))
    #expect(html.contains("of the first replay, line"))
    #expect(html.contains("<dt>second replay</dt>"))
  }
}
