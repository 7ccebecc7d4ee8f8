import DnDEngine
import DnDFormats
import DnDSimulator
import Foundation
import Testing

@testable import DnDRunner

@Suite struct ExploreRunTests {
  /// A planted bug some seeds hit and others do not: a load that failed.
  static let failedLoad = ExploreFixtures.flagging("load failed")

  func run(
    _ cases: [RunCase], seeds: UInt64 = 12, first: UInt64 = 1, jobs: Int = 1,
    shard: Shard = .all, mode: JitterMode = .keep, oracle: ExploreOracle = .invariants,
    save: String? = nil, shrinks: Bool = false
  ) -> (lines: [String], summary: ExploreSummary) {
    var lines: [String] = []
    let summary = ExploreRun(
      cases: cases, firstSeed: first, seedCount: seeds, shard: shard, jobs: jobs, mode: mode,
      scenes: SceneResolver(), oracle: oracle, saveFolder: save, shrinks: shrinks,
      shrinkBudget: 400
    ).run { lines.append($0) }
    return (lines, summary)
  }

  @Test func outputIsTheSameForAnyJobCount() throws {
    let cases = try ExploreFixtures.runCases("pinboard/copy-from-photos")
    let one = run(cases, jobs: 1, oracle: Self.failedLoad, shrinks: true)
    #expect(!one.summary.failures.isEmpty)
    for jobs in [2, 3, 8] {
      let many = run(cases, jobs: jobs, oracle: Self.failedLoad, shrinks: true)
      #expect(many.lines == one.lines, "--jobs \(jobs) printed something else")
    }
    #expect(one.lines.last?.hasPrefix("  ") == true)
    #expect(one.summary.seedsRun == cases.count * 12)
  }

  @Test func theRealOracleFindsNothingInACorpusCaseAndSaysWhatItCovered() throws {
    let cases = try ExploreFixtures.runCases("drag-source/stack-to-photos")
    let result = run(cases, seeds: 10)
    #expect(result.summary.failures.isEmpty)
    #expect(result.summary.exitCode == 0)
    #expect(result.summary.events["delegate performDrop"] == cases.count * 10)
    #expect(result.lines.contains("coverage: fault kinds (seeds using each)"))
  }

  @Test(arguments: [2, 3, 5])
  func shardsPartitionTheSeeds(count: Int) throws {
    let cases = try ExploreFixtures.runCases("pinboard/flock-two")
    // An oracle that fails every seed lists every unit a shard ran.
    let always = ExploreOracle { _ in [ExploreViolation(rule: "always", message: "x")] }
    let all = run(cases, seeds: 30, oracle: always).summary.failures.map {
      "\($0.caseName) \($0.seed)"
    }
    var union: [String] = []
    for index in 0..<count {
      let shard = run(cases, seeds: 30, shard: Shard(index: index, count: count), oracle: always)
      union += shard.summary.failures.map { "\($0.caseName) \($0.seed)" }
    }
    #expect(Set(union).count == union.count, "a unit ran in two shards")
    #expect(Set(union) == Set(all))
    #expect(all.count == cases.count * 30)
  }

  @Test func aSeedReplaysAloneBitForBit() throws {
    let cases = try ExploreFixtures.runCases("drag-source/stack-to-photos")
    let many = run(cases, seeds: 40, oracle: Self.failedLoad)
    let failure = try #require(many.summary.failures.dropFirst(3).first)
    let chosen = cases.filter { $0.name == failure.caseName }
    let alone = run(chosen, seeds: 1, first: failure.seed, oracle: Self.failedLoad)
    #expect(alone.summary.failures == [failure])
    let line = try #require(
      many.lines.first { $0.hasPrefix("fail   \(failure.caseName) seed \(failure.seed):") })
    #expect(alone.lines.contains(line))
    #expect(failure.reproduce.contains("--seed \(failure.seed)"))
  }

  @Test func aSavedRegressionCaseIsFoundByRunAndStillFails() throws {
    let folder = try ExploreFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let cases = try ExploreFixtures.runCases("pinboard/copy-from-photos").filter {
      $0.variant.name == "failing"
    }
    let result = run(cases, seeds: 3, oracle: Self.failedLoad, save: folder.path, shrinks: true)
    let failure = try #require(result.summary.failures.first)
    let name = RegressionCase.name(caseName: failure.caseName, seed: failure.seed)
    let saved = folder.appendingPathComponent(name).path
    let files = try FileManager.default.contentsOfDirectory(atPath: saved).sorted()
    #expect(
      files == ["README.md", "\(name).faults.json", "\(name).trace.jsonl", "pinboard.scene.json"])
    let readme = try String(contentsOfFile: saved + "/README.md", encoding: .utf8)
    #expect(readme.contains("Seed \(failure.seed)"))
    #expect(readme.contains("`planted`"))
    #expect(readme.contains(failure.reproduce))

    // `dndsim run` picks it up: one case, variant explore, no golden yet.
    let corpus = try CorpusDiscovery.discover([saved])
    #expect(corpus.cases.map(\.variant.name) == [RegressionCase.variant])
    let outcome = CorpusRun(
      corpus: corpus, settings: RunSettings(scenes: SceneResolver(), record: .never)
    ).run()
    #expect(outcome.results.map(\.status) == [.missing])
    // Its replay through the files shows the bug again.
    let output = try CaseReplay.run(
      path: corpus.cases[0].tracePath, variant: corpus.cases[0].variant, scenes: SceneResolver())
    #expect(!Self.failedLoad.check(.init(events: output.events)).isEmpty)
  }

  @Test func everyModeRuns() throws {
    let cases = try ExploreFixtures.runCases("mail/flock-three")
    for mode in JitterMode.allCases {
      let result = run(cases, seeds: 5, mode: mode)
      #expect(result.summary.seedsRun == 5)
      #expect(result.summary.failures.isEmpty, "\(mode): \(result.lines)")
      #expect((result.summary.crossings > 0) == (mode == .cross))
    }
  }
}
