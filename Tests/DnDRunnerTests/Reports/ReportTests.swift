import DnDFormats
import Foundation
import Testing

@testable import DnDRunner

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct ReportTests {
  /// A run with a pass, a mismatch, an error and an orphan.
  static func mixedOutcome() throws -> (RunnerFixture, CorpusRun.Outcome) {
    let fixture = try RunnerFixture()
    try fixture.acceptAll()
    try fixture.write(
      "pinboard/copy.slow.golden.log",
      try fixture.read("pinboard/copy.slow.golden.log").replacingOccurrences(
        of: "0.400000 touch", with: "0.400001 touch"))
    try fixture.write("pets/pets.scene.json", "{\"format\":\"dndsim-scene\",\u{1}")
    try fixture.write("pinboard/copy.gone.golden.log", "# dndsim-log 1\n")
    return (fixture, try fixture.run(record: .never))
  }

  final class ElementCounter: NSObject, XMLParserDelegate {
    var counts: [String: Int] = [:]
    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      counts[name, default: 0] += 1
    }
  }

  @Test func junitIsWellFormedWithOneTestcasePerResult() throws {
    let (_, outcome) = try Self.mixedOutcome()
    let xml = JUnitReport.render(outcome.results)
    let parser = XMLParser(data: Data(xml.utf8))
    let counter = ElementCounter()
    parser.delegate = counter
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    #expect(counter.counts["testcase"] == outcome.results.count)
    #expect(counter.counts["failure"] == 2)  // the mismatch and the orphan
    #expect(counter.counts["error"] == 1)  // the bad scene
    #expect(xml.contains("classname=\"") && xml.contains("name=\"copy@slow\""))
    #expect(xml.contains("type=\"mismatch\" message=\"mismatch: first difference at line 16"))
    #expect(xml.contains("<system-out>--- "))
    // The control character from the scene file is written so XML can hold it.
    #expect(!xml.unicodeScalars.contains("\u{1}"))
  }

  /// Every character XML 1.0 cannot hold (controls but tab, LF and CR; U+FFFE, U+FFFF) is
  /// written as `\u{XX}`, so a log holding any of them cannot make the JUnit file unreadable;
  /// tab, LF and CR stay.
  @Test func everyCharacterXMLCannotHoldIsWrittenOut() throws {
    let forbidden = (0x00...0x1F).filter { ![0x09, 0x0A, 0x0D].contains($0) } + [0xFFFE, 0xFFFF]
    for value in forbidden {
      let scalar = try #require(Unicode.Scalar(value))
      let escaped = XMLText.escaped("a\(Character(scalar))b")
      #expect(escaped == "a\\u{\(String(value, radix: 16, uppercase: true))}b")
      let document = "<x a=\"\(escaped)\">\(escaped)</x>"
      #expect(XMLParser(data: Data(document.utf8)).parse(), "U+\(String(value, radix: 16))")
    }
    #expect(XMLText.escaped("\t\n\r") == "\t\n\r")
    #expect(XMLText.escaped("<&>\"'") == "&lt;&amp;&gt;&quot;&apos;")
  }

  @Test func annotationsAreCappedAndEscaped() {
    let results = (0..<15).map { index in
      CaseResult(
        name: "T/case\(index)", status: .missing, tracePath: "T/case\(index).trace.jsonl",
        variant: "default", goldenPath: "T/case\(index).golden.log",
        message: "no golden, 100% sure\nsecond line")
    }
    let lines = GitHubReport.annotations(results)
    #expect(lines.count == GitHubReport.annotationCap + 1)
    #expect(
      lines[0]
        == "::error file=T/case0.trace.jsonl,title=dndsim missing%3A T/case0::missing: no golden, 100%25 sure"
    )
    #expect(
      lines.last
        == "::notice title=dndsim::5 more failing cases are not annotated; see the job summary")
  }

  @Test func markdownSummaryListsFailuresWithTheirDiffs() throws {
    let (_, outcome) = try Self.mixedOutcome()
    let markdown = GitHubReport.markdownSummary(outcome.results, summaryLine: outcome.summaryLine)
    #expect(markdown.hasPrefix("## dndsim: 3 passed, 3 failed\n"))
    #expect(markdown.contains("| mismatch | `"))
    #expect(markdown.contains("```diff\n--- "))
  }

  @Test func aHugeFailureTableStaysWithinTheSummaryBudget() {
    let long = String(repeating: "x", count: 2_000)
    let results = (0..<5_000).map { index in
      CaseResult(
        name: "Traces/scene/case-\(index)-\(long.prefix(100))", status: .mismatch,
        tracePath: nil, variant: nil, goldenPath: "g\(index).golden.log", message: long)
    }
    let markdown = GitHubReport.markdownSummary(results, summaryLine: "0 passed, 5000 failed")
    #expect(markdown.utf8.count <= GitHubReport.summaryBudget)
    #expect(
      markdown.contains("more failing cases left out: the summary would exceed GitHub's limit"))
    // Each detail is cut, so a row stays readable.
    #expect(markdown.contains("| mismatch | `Traces/scene/case-0-x"))
    #expect(markdown.contains("| mismatch: " + String(repeating: "x", count: 290) + "… |"))
    #expect(!markdown.contains(String(repeating: "x", count: 291)))
  }

  @Test func resultsFileRoundTrips() throws {
    let (fixture, outcome) = try Self.mixedOutcome()
    let path = fixture.root.appendingPathComponent("results.json").path
    let text = ResultsFile.render(outcome.results, shard: Shard(index: 1, count: 3))
    try AtomicFile.write(text, to: path)
    let read = try ResultsFile.read(path: path)
    #expect(read.shard == Shard(index: 1, count: 3))
    #expect(ResultsFile.render(read.results, shard: read.shard) == text)
    #expect(JUnitReport.render(read.results) == JUnitReport.render(outcome.results))
  }

  @Test func aBrokenResultsFileNamesWhereItIsWrong() throws {
    let fixture = try RunnerFixture()
    let path = fixture.root.appendingPathComponent("results.json").path
    try AtomicFile.write(
      #"{"format":"dndsim-results","version":1,"shard":"1/1","results":[{"name":"x","status":"fine","golden":"g","virtual_us":0}]}"#,
      to: path)
    #expect {
      _ = try ResultsFile.read(path: path)
    } throws: { error in
      "\(error)".contains("$.results[0].status")
        && "\(error)".contains("expected one of pass, mismatch")
    }
  }
}
