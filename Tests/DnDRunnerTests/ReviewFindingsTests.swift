import DnDFormats
import Foundation
import Testing

@testable import DnDRunner

/// Behaviours added after a review of the runner, each with the failure it prevents.
@Suite struct ReviewFindingsTests {
  @Test func anUnreadableGoldenSaysItCannotBeRead() throws {
    let fixture = try RunnerFixture()
    // A folder where the golden should be: unreadable as a file, whoever runs the test.
    try FileManager.default.createDirectory(
      atPath: fixture.path("pinboard/copy.fast.golden.log"), withIntermediateDirectories: true)
    #expect(throws: AtomicFile.WriteError.self) {
      try GoldenState.read(fixture.path("pinboard/copy.fast.golden.log"))
    }
    do {
      _ = try GoldenState.read(fixture.path("pinboard/copy.fast.golden.log"))
    } catch {
      #expect(
        "\(error)" == fixture.path("pinboard/copy.fast.golden.log")
          + ": cannot read the file (Is a directory)")
    }
  }

  @Test func aSymlinkedCorpusFolderIsFollowed() throws {
    let fixture = try RunnerFixture()
    let link = fixture.root.appendingPathComponent("Link").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: fixture.traces)
    let corpus = try CorpusDiscovery.discover([link])
    #expect(corpus.cases.count == 5)
    #expect(corpus.orphanGoldens.isEmpty)
  }

  @Test func aSymlinkedTraceInsideAFolderIsACaseNotAnOrphan() throws {
    let fixture = try RunnerFixture()
    try fixture.acceptAll()
    let pets = fixture.path("pets")
    let moved = fixture.root.appendingPathComponent("elsewhere").path
    try FileManager.default.createDirectory(atPath: moved, withIntermediateDirectories: true)
    try FileManager.default.moveItem(
      atPath: pets + "/placeholder.trace.jsonl", toPath: moved + "/placeholder.trace.jsonl")
    try FileManager.default.createSymbolicLink(
      atPath: pets + "/placeholder.trace.jsonl",
      withDestinationPath: moved + "/placeholder.trace.jsonl")
    let corpus = try fixture.corpus()
    #expect(corpus.cases.contains { $0.name.hasSuffix("pets/placeholder") })
    #expect(corpus.orphanGoldens.isEmpty)
  }

  @Test func anAtInATraceNameIsBadInput() throws {
    let fixture = try RunnerFixture()
    try FileManager.default.copyItem(
      atPath: fixture.path("pets/placeholder.trace.jsonl"),
      toPath: fixture.path("pinboard/copy@fast.trace.jsonl"))
    #expect {
      _ = try fixture.corpus()
    } throws: { "\($0)".contains("expected no '@' in a trace's file name") }
  }

  @Test(arguments: [
    ("./Traces/", "Traces"), (".//Traces", "Traces"), ("Traces/x/..", "Traces"),
    ("Traces/./pets", "Traces/pets"), ("/abs//x/", "/abs/x"), (".", "."), ("../up", "../up"),
  ])
  func pathsAreNormalised(_ typed: String, _ expected: String) {
    #expect(CorpusDiscovery.normalize(typed) == expected)
  }

  /// An absolute path inside the working folder is made relative to it, and the working folder
  /// itself is `.`, so case names do not depend on where the checkout is.
  @Test func absolutePathsInsideTheWorkingFolderBecomeRelative() {
    let here = FileManager.default.currentDirectoryPath
    #expect(CorpusDiscovery.normalize(here + "/Traces/pets") == "Traces/pets")
    #expect(CorpusDiscovery.normalize(here + "//Traces/./pets/") == "Traces/pets")
    #expect(CorpusDiscovery.normalize(here) == ".")
    #expect(CorpusDiscovery.normalize(here + "/") == ".")
    #expect(CorpusDiscovery.normalize(here + "-sibling/x").hasPrefix("/"))
  }

  @Test func recordAllRemovesAnOutdatedPendingFileOfAPassingCase() throws {
    let fixture = try RunnerFixture()
    try fixture.acceptAll()
    try fixture.write("pinboard/copy.fast.golden.log.pending", "old\n")
    let outcome = try fixture.run(record: .all)
    #expect(outcome.results.allSatisfy { $0.status == .pass })
    #expect(!fixture.exists("pinboard/copy.fast.golden.log.pending"))
  }

  @Test func annotationsPutALineOnlyOnTheGoldenTheDiffWasMadeAgainst() {
    let diff = GoldenComparison.compare(expected: "a\nb\n", actual: "a\nc\n")
    let stale = CaseResult(
      name: "T/x", status: .stale, tracePath: "T/x.trace.jsonl", variant: "default",
      goldenPath: "T/x.golden.log", diff: diff)
    var mismatch = stale
    mismatch.status = .mismatch
    let lines = GitHubReport.annotations([stale, mismatch])
    #expect(lines[0].hasPrefix("::error file=T/x.trace.jsonl,title="))
    #expect(lines[1].hasPrefix("::error file=T/x.golden.log,line=2,title="))
  }

  @Test func aReplayThatFailsOnlyOnceIsNondeterministic() throws {
    let fixture = try RunnerFixture()
    let item = try #require(try fixture.corpus().cases.first)
    let settings = RunSettings(scenes: SceneResolver(), record: .never)
    let first = CaseRunner.replay(item, settings: settings)
    let result = CorpusRun.judge(item, first, .failed(.failure, "disk gone"), settings: settings)
    #expect(result.status == .nondeterministic)
    #expect(result.message?.contains("disk gone") == true)
  }
}
