import DnDFormats
import DnDRunner
import Testing
import VirtualTime

@Suite struct GoldenComparisonTests {
  /// A small log: two sections of five events each.
  static let golden = """
    # dndsim-log 1
    # trace: a.trace
    ## t=0.000000 F1 began
        0.000000 touch    F1 began(at: (1,2))
        0.100000 app      e1
        0.200000 app      e2
        0.300000 app      e3
        0.400000 app      e4
    ## t=0.500000 S1 lift
        0.500000 gesture  S1 lift
        0.600000 app      e6
        0.700000 app      e7
        0.800000 app      e8
        0.900000 app      e9
    # end

    """

  static func replacing(_ old: String, with new: String, in text: String = golden) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let index = lines.firstIndex(of: old)!
    lines[index] = new
    return lines.joined(separator: "\n")
  }

  @Test func equalTextsHaveNoDiff() {
    #expect(GoldenComparison.compare(expected: Self.golden, actual: Self.golden) == nil)
    #expect(GoldenComparison.compare(expected: "", actual: "") == nil)
  }

  @Test func oneChangedLine() throws {
    let actual = Self.replacing("    0.700000 app      e7", with: "    0.700000 app      e7 -> 1")
    let diff = try #require(
      GoldenComparison.compare(
        expected: Self.golden, actual: actual, expectedName: "a.golden.log",
        actualName: "a.actual.log"))
    #expect(
      diff.unifiedDiff == """
        --- a.golden.log
        +++ a.actual.log
        @@ -9,7 +9,7 @@ ## t=0.000000 F1 began
         ## t=0.500000 S1 lift
             0.500000 gesture  S1 lift
             0.600000 app      e6
        -    0.700000 app      e7
        +    0.700000 app      e7 -> 1
             0.800000 app      e8
             0.900000 app      e9
         # end

        """)
    #expect(diff.firstDivergence.expectedLineNumber == 12)
    #expect(diff.firstDivergence.actualLineNumber == 12)
    #expect(diff.firstDivergence.expected?.text == "    0.700000 app      e7")
    #expect(diff.firstDivergence.actual?.text == "    0.700000 app      e7 -> 1")
    #expect(
      diff.firstDivergence.precedingEvents.map(\.number) == [6, 7, 8, 10, 11],
      "five event lines, skipping the section line")
    #expect((diff.removedLineCount, diff.addedLineCount, diff.hunkCount) == (1, 1, 1))
    #expect(
      diff.summary == """
        a.golden.log and a.actual.log differ: 1 line removed, 1 added, in 1 hunk
        first difference at line 12 of a.golden.log, line 12 of a.actual.log, after:
          line 6:     0.200000 app      e2
          line 7:     0.300000 app      e3
          line 8:     0.400000 app      e4
          line 10:     0.500000 gesture  S1 lift
          line 11:     0.600000 app      e6
        expected:     0.700000 app      e7
        actual:       0.700000 app      e7 -> 1

        """)
  }

  @Test func insertedLines() throws {
    let actual = Self.replacing(
      "    0.200000 app      e2", with: "    0.200000 app      e2\n    0.250000 data     L1 started"
    )
    let diff = try #require(GoldenComparison.compare(expected: Self.golden, actual: actual))
    #expect(
      diff.unifiedDiff == """
        --- expected
        +++ actual
        @@ -4,6 +4,7 @@ ## t=0.000000 F1 began
             0.000000 touch    F1 began(at: (1,2))
             0.100000 app      e1
             0.200000 app      e2
        +    0.250000 data     L1 started
             0.300000 app      e3
             0.400000 app      e4
         ## t=0.500000 S1 lift

        """)
    #expect(diff.firstDivergence.expected?.text == "    0.300000 app      e3")
    #expect(diff.firstDivergence.actual?.text == "    0.250000 data     L1 started")
    #expect((diff.removedLineCount, diff.addedLineCount) == (0, 1))
  }

  @Test func deletedLinesWithZeroContext() throws {
    let actual = Self.golden.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { $0 != "    0.800000 app      e8" }.joined(separator: "\n")
    let diff = try #require(
      GoldenComparison.compare(expected: Self.golden, actual: actual, context: 0))
    #expect(
      diff.unifiedDiff == """
        --- expected
        +++ actual
        @@ -13 +12,0 @@ ## t=0.500000 S1 lift
        -    0.800000 app      e8

        """)
  }

  @Test func actualLongerDivergesAtTheEndOfTheExpectedFile() throws {
    let expected = "a\nb\n"
    let diff = try #require(GoldenComparison.compare(expected: expected, actual: "a\nb\nc\n"))
    #expect(diff.firstDivergence.expectedLineNumber == 3)
    #expect(diff.firstDivergence.expected == nil)
    #expect(diff.firstDivergence.actual == GoldenDiff.Line(number: 3, text: "c"))
    #expect(diff.unifiedDiff == "--- expected\n+++ actual\n@@ -1,2 +1,3 @@\n a\n b\n+c\n")
    #expect(diff.summary.hasSuffix("expected: (end of file)\nactual:   c\n"))
  }

  @Test func expectedLongerDivergesAtTheEndOfTheActualFile() throws {
    let diff = try #require(GoldenComparison.compare(expected: "a\nb\n", actual: "a\n"))
    #expect(diff.firstDivergence.expected?.text == "b")
    #expect(diff.firstDivergence.actual == nil)
    #expect(diff.unifiedDiff == "--- expected\n+++ actual\n@@ -1,2 +1 @@\n a\n-b\n")
  }

  @Test func emptyExpectedFile() throws {
    let diff = try #require(GoldenComparison.compare(expected: "", actual: "x\n"))
    #expect(diff.unifiedDiff == "--- expected\n+++ actual\n@@ -0,0 +1 @@\n+x\n")
    #expect(diff.firstDivergence.expectedLineNumber == 1)
  }

  @Test func missingFinalNewlineIsADifference() throws {
    let diff = try #require(GoldenComparison.compare(expected: "a\nb\n", actual: "a\nb"))
    #expect(
      diff.unifiedDiff
        == "--- expected\n+++ actual\n@@ -1,2 +1,2 @@\n a\n-b\n+b\n\\ No newline at end of file\n")
    #expect(
      diff.firstDivergence.actual == GoldenDiff.Line(number: 2, text: "b", hasLineFeed: false))
    #expect(diff.summary.contains("actual:   b (no line feed at end of file)"))
  }

  @Test func comparesBytesNotCanonicalEquivalence() throws {
    let composed = "caf\u{E9}\n"
    let decomposed = "cafe\u{301}\n"
    #expect(composed == decomposed)  // Swift's String equality
    let diff = try #require(GoldenComparison.compare(expected: composed, actual: decomposed))
    #expect((diff.removedLineCount, diff.addedLineCount) == (1, 1))
  }

  @Test func hunkHeadersNameTheNearestSectionAboveEachHunk() throws {
    var lines = ["# dndsim-log 1"]
    for section in 0..<4 {
      lines.append("## t=\(section).000000 F1 began")
      for index in 0..<10 { lines.append("    \(section).\(index)00000 app      e\(index)") }
    }
    lines.append("# end")
    let expected = lines.joined(separator: "\n") + "\n"
    var changed = lines
    changed[1] = "## t=0.000000 F1 ended"  // a change at the top: no section above it
    changed[25] = "    2.200000 app      changed"  // in section 2
    changed[43] = "    3.900000 app      changed"  // in section 3
    let diff = try #require(
      GoldenComparison.compare(
        expected: expected, actual: changed.joined(separator: "\n") + "\n", context: 1))
    let headers = diff.unifiedDiff.split(separator: "\n").filter { $0.hasPrefix("@@") }
    #expect(
      headers == [
        "@@ -1,3 +1,3 @@",
        "@@ -25,3 +25,3 @@ ## t=2.000000 F1 began",
        "@@ -43,3 +43,3 @@ ## t=3.000000 F1 began",
      ])
    #expect(diff.hunkCount == 3)
  }

  @Test func nearbyChangesShareAHunk() throws {
    let lines = (0..<20).map { "line \($0)" }
    var changed = lines
    changed[5] = "x"
    changed[11] = "y"  // 5 unchanged lines between: within 2 × 3 context lines
    let diff = try #require(
      GoldenComparison.compare(
        expected: lines.joined(separator: "\n") + "\n",
        actual: changed.joined(separator: "\n") + "\n"))
    #expect(diff.hunkCount == 1)
    #expect(diff.unifiedDiff.contains("@@ -3,13 +3,13 @@\n"))
  }

  @Test func diffIsMinimalAndReproducesTheActualText() throws {
    var random = SplitMix64(seed: 42)
    for _ in 0..<300 {
      let a = (0..<Int.random(in: 0...12, using: &random)).map { _ in
        "l\(Int.random(in: 0...4, using: &random))"
      }
      let b = (0..<Int.random(in: 0...12, using: &random)).map { _ in
        "l\(Int.random(in: 0...4, using: &random))"
      }
      let expected = a.map { $0 + "\n" }.joined()
      let actual = b.map { $0 + "\n" }.joined()
      for context in [0, 1, 3] {
        guard
          let diff = GoldenComparison.compare(
            expected: expected, actual: actual, context: context)
        else {
          #expect(a == b)
          continue
        }
        let common = longestCommonSubsequence(a, b)
        #expect(diff.removedLineCount == a.count - common, "\(a) \(b)")
        #expect(diff.addedLineCount == b.count - common, "\(a) \(b)")
        #expect(apply(diff.unifiedDiff, to: a) == b, "\(a) \(b)\n\(diff.unifiedDiff)")
      }
    }
  }

  @Test func largeLogsWithFewDifferencesFinish() throws {
    let count = 200_000
    var lines: [String] = []
    lines.reserveCapacity(count)
    for index in 0..<count {
      lines.append(
        index % 1000 == 0
          ? "## t=\(index).000000 F1 began"
          : "\(String(repeating: " ", count: 4))\(index).000000 app      note.drag call(\(index))")
    }
    var changed = lines
    changed[10] = "    changed early"
    changed.remove(at: 100_500)
    changed.insert("    inserted", at: 150_000)
    changed[count - 2] = "    changed late"
    let diff = try #require(
      GoldenComparison.compare(
        expected: lines.joined(separator: "\n") + "\n",
        actual: changed.joined(separator: "\n") + "\n"))
    #expect(diff.hunkCount == 4)
    #expect((diff.removedLineCount, diff.addedLineCount) == (3, 3))
    #expect(diff.firstDivergence.expectedLineNumber == 11)
    #expect(diff.unifiedDiff.contains("@@ -100498,7 +100498,6 @@ ## t=100000.000000 F1 began\n"))
  }
}

/// The length of the longest common subsequence, by dynamic programming.
private func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
  var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
  for i in stride(from: a.count - 1, through: 0, by: -1) {
    for j in stride(from: b.count - 1, through: 0, by: -1) {
      table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
    }
  }
  return table[0][0]
}

/// Applies a unified diff to `lines`, checking every context and removed line.
private func apply(_ diff: String, to lines: [String]) -> [String]? {
  var result: [String] = []
  var position = 0
  for line in diff.split(separator: "\n").dropFirst(2) {
    if line.hasPrefix("@@") {
      let old = line.split(separator: " ")[1].dropFirst().split(separator: ",")
      var start = Int(old[0])!
      if old.count == 1 || old[1] != "0" { start -= 1 }
      guard start >= position else { return nil }
      result += lines[position..<start]
      position = start
    } else if line.hasPrefix("+") {
      result.append(String(line.dropFirst()))
    } else {
      guard position < lines.count, lines[position] == line.dropFirst() else { return nil }
      if line.hasPrefix(" ") { result.append(lines[position]) }
      position += 1
    }
  }
  return result + lines[position...]
}
