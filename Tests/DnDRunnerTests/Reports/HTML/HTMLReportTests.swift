import DnDFormats
import Foundation
import Testing

@testable import DnDRunner

/// The page as a whole: escaping, determinism, statuses and filters, no external assets,
/// well-formed HTML.
@Suite struct HTMLReportTests {
  private typealias F = HTMLReportFixtures

  private static func sampleResults() throws -> [CaseResult] {
    let slow = try F.log("pinboard/copy.trace.jsonl", variant: "slow")
    let pets = try F.log("pets/placeholder.trace.jsonl")
    return [
      F.mismatch(name: "pinboard/copy@slow", log: slow) {
        F.replacingFirst("progress(fraction: 0.66)", with: "progress(fraction: 0.65)", in: $0)
      },
      CaseResult(
        name: "pets/placeholder", status: .pass, tracePath: "pets/placeholder.trace.jsonl",
        variant: "default", goldenPath: "pets/placeholder.golden.log", log: pets,
        virtualMicroseconds: 2_448_000),
      CaseResult(
        name: "gallery/broken", status: .error, tracePath: "gallery/broken.trace.jsonl",
        variant: nil, goldenPath: "gallery/broken.golden.log",
        message: "gallery/broken.trace.jsonl:2: error: missing required key \"y\"",
        errorKind: .input),
    ]
  }

  @Test func startsWithTheDoctypeAndEndsTheDocument() throws {
    let html = HTMLReport.render(results: try Self.sampleResults(), title: "run")
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\" class=\"no-js\">"))
    #expect(html.hasSuffix("</html>\n"))
    #expect(html.contains("<meta charset=\"utf-8\">"))
    #expect(html.contains("<title>run</title>"))
  }

  @Test func escapesNamesMessagesPathsAndLogs() throws {
    let hostile = "<script>alert(\"x\")</script>&'"
    let log = F.craftedLog([
      F.event("0.000000", "touch", "F1 began(at: (1,1))"),
      F.event(
        "0.100000", "drag",
        "<img src=x onerror=alert(1)>.drag itemsForBeginning(session: S1) -> [\"<b>\"]"),
      F.event("0.200000", "touch", "F1 ended(at: (1,1))"),
    ])
    var result = F.mismatch(name: hostile, log: log) {
      F.replacingFirst("-> [\"<b>\"]", with: "-> [\"<i>\"]", in: $0)
    }
    result.message = "bad <b>bold</b> & \u{1B}[31mred"
    result.goldenPath = "golden/<x>.golden.log"
    result.variant = "v\"ar"
    let html = HTMLReport.render(results: [result], title: "A <title> & 'quotes'")

    #expect(!html.contains("<script>alert"))
    #expect(!html.contains("<img"))
    #expect(!html.contains("<b>bold"))
    #expect(!html.contains("[\"<b>\"]"))
    #expect(!html.contains("<x>"))
    #expect(!html.contains("\u{1B}"))
    #expect(html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;"))
    #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;.drag"))
    #expect(html.contains("bad &lt;b&gt;bold&lt;/b&gt; &amp; \u{241B}[31mred"))
    #expect(html.contains("<title>A &lt;title&gt; &amp; &#39;quotes&#39;</title>"))
    #expect(html.contains("v&quot;ar"))
    // The only <script> element is the page's own.
    #expect(html.components(separatedBy: "<script").count == 2)
    try HTMLReportWellFormedness.check(html)
  }

  @Test func escapeCoversEveryMarkupCharacterAndControls() {
    #expect(HTMLText.escape("a<b>c&d\"e'f") == "a&lt;b&gt;c&amp;d&quot;e&#39;f")
    #expect(HTMLText.escape("tab\there\nline") == "tab\there\nline")
    #expect(HTMLText.escape("\u{0}\u{7}\u{7F}") == "\u{2400}\u{2407}\u{2421}")
    #expect(HTMLText.escape("é → 🙂") == "é → 🙂")
  }

  @Test func sameResultsGiveTheSameBytes() throws {
    let first = HTMLReport.render(results: try Self.sampleResults(), title: "run")
    // Fresh replays and a fresh diff: nothing may depend on the process, the clock or hashing.
    let second = HTMLReport.render(results: try Self.sampleResults(), title: "run")
    #expect(first.utf8.elementsEqual(second.utf8))
  }

  @Test(arguments: CaseStatus.allCases)
  func everyStatusHasItsBadgeSectionAndFilter(_ status: CaseStatus) throws {
    var result = try Self.sampleResults()[1]
    result.status = status
    result.name = "case-\(status.rawValue)"
    let html = HTMLReport.render(results: [result], title: "run")
    #expect(
      html.contains(
        "<input class=\"js-only\" type=\"checkbox\" data-status=\"\(status.rawValue)\" "
          + "data-failing=\"\(status.isFailure)\" checked>"))
    #expect(html.contains("<section class=\"case st-\(status.rawValue)\" id=\"case-1\""))
    #expect(
      html.contains("data-status=\"\(status.rawValue)\" data-failing=\"\(status.isFailure)\""))
    #expect(html.contains(">\(status.rawValue)</span>"))
  }

  @Test func summaryCountsEachStatusOnceInTriageOrder() throws {
    var results = try Self.sampleResults()
    results.append(results[1])
    let html = HTMLReport.render(results: results, title: "run")
    #expect(html.contains("<strong>2 passed, 2 failed</strong> · 4 cases"))
    let error = try #require(html.firstRange(of: "data-status=\"error\""))
    let mismatch = try #require(html.firstRange(of: "data-status=\"mismatch\""))
    let pass = try #require(html.firstRange(of: "data-status=\"pass\""))
    #expect(error.lowerBound < mismatch.lowerBound && mismatch.lowerBound < pass.lowerBound)
    #expect(
      html.contains(
        "<span class=\"badge st-pass\" title=\"the log equals its golden byte for byte\">pass</span> <b>2</b>"
      ))
    // Statuses no case has get no checkbox.
    #expect(!html.contains("data-status=\"orphan\""))
  }

  @Test func withoutScriptsTheFiltersHideAndEveryCaseIsListed() throws {
    let results = try Self.sampleResults()
    let html = HTMLReport.render(results: results, title: "run")
    #expect(html.contains("html.no-js .js-only{display:none!important}"))
    #expect(html.contains("<div class=\"filters js-only\">"))
    #expect(html.contains("id=\"name-filter\" type=\"search\""))
    for (index, result) in results.enumerated() {
      #expect(html.contains("id=\"case-\(index + 1)\" data-status=\"\(result.status.rawValue)\""))
      #expect(html.contains("data-name=\"\(result.name.lowercased())\""))
    }
    // No case starts hidden: only the script hides them.
    #expect(!html.contains("<section class=\"case st-pass\" hidden"))
  }

  @Test func referencesNoExternalAsset() throws {
    let html = HTMLReport.render(results: try Self.sampleResults(), title: "run")
    #expect(!html.contains("http://"))
    #expect(!html.contains("https://"))
    #expect(!html.contains("<link"))
    #expect(!html.contains(" src="))
    #expect(!html.contains("url("))
    #expect(!html.contains("@import"))
  }

  @Test func isWellFormedWithUniqueIDs() throws {
    let html = HTMLReport.render(results: try Self.sampleResults(), title: "run")
    try HTMLReportWellFormedness.check(html)
  }

  @Test func failingCasesOpenTheirDiffAndTimelinePassingOnesStayClosed() throws {
    let html = HTMLReport.render(results: try Self.sampleResults(), title: "run")
    #expect(html.contains("<details class=\"block diff\" open>"))
    #expect(html.contains("<details class=\"block timeline\" open>"))
    #expect(html.contains("<details class=\"block timeline\"><summary>"))
  }

  @Test func timelinesCanBeLimitedToFailures() throws {
    let html = HTMLReport.render(
      results: try Self.sampleResults(), title: "run",
      options: HTMLReport.Options(timelines: .failing))
    #expect(html.components(separatedBy: "<details class=\"block timeline\"").count == 2)
    let none = HTMLReport.render(
      results: try Self.sampleResults(), title: "run", options: HTMLReport.Options(timelines: .none)
    )
    #expect(!none.contains("class=\"block timeline\""))
  }

  @Test func theMessageDropsTheDiffSummaryItRepeats() throws {
    var result = try Self.sampleResults()[0]
    result.message = (result.diff?.summary ?? "") + "pending result written to x.pending"
    let html = HTMLReport.render(results: [result], title: "run")
    #expect(html.contains("<pre class=\"msg\">pending result written to x.pending</pre>"))
  }

  @Test func anUnreadableLogStillShowsTheCase() {
    let result = CaseResult(
      name: "odd", status: .mismatch, tracePath: nil, variant: nil, goldenPath: "odd.golden.log",
      message: "differs", log: "not a log")
    let html = HTMLReport.render(results: [result], title: "run")
    #expect(html.contains("No timeline: the log could not be read"))
    #expect(html.contains("<pre class=\"msg\">differs</pre>"))
  }

  @Test func anEmptyRunSaysSo() throws {
    let html = HTMLReport.render(results: [], title: "run")
    #expect(html.contains("The run had no cases."))
    #expect(html.contains("<strong>0 passed, 0 failed</strong>"))
    try HTMLReportWellFormedness.check(html)
  }

  @Test func writesIndexHTMLIntoTheFolder() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("html-report-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let results = try Self.sampleResults()
    let path = try HTMLReport.write(results: results, title: "run", to: folder + "/report/")
    #expect(path == folder + "/report/index.html")
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written == HTMLReport.render(results: results, title: "run"))
  }
}
