import DnDFormats
import DnDRunner
import Foundation
import Testing

/// `dndsim explore` end to end on a temporary copy of the fixture cases.
@Suite struct ExploreCommandTests {
  typealias Workspace = RunCommandTests.Workspace

  @Test func outputIsByteIdenticalForAnyJobCount() throws {
    let workspace = try Workspace()
    let one = try workspace.dndsim("explore", "--seeds", "6", "--jobs", "1")
    #expect(one.exitCode == 0, "\(one.standardError)")
    #expect(
      one.standardOutput.hasPrefix("exploring 5 cases × seeds 1…6 (shard 1/1, jitter keep)\n"))
    #expect(one.standardOutput.contains("\n30 seeds run over 5 cases, 0 failed\n"))
    #expect(one.standardOutput.contains("coverage: events (seeds whose log has each)\n"))
    for jobs in ["2", "4"] {
      let many = try workspace.dndsim("explore", "--seeds", "6", "--jobs", jobs)
      #expect(many.standardOutput == one.standardOutput, "--jobs \(jobs)")
    }
    // Exploring writes nothing when nothing fails.
    #expect(!workspace.exists("Explore"))
  }

  @Test func shardsShareTheSeedsOut() throws {
    let workspace = try Workspace()
    var total = 0
    for shard in ["1/3", "2/3", "3/3"] {
      let result = try workspace.dndsim("explore", "--seeds", "4", "--shard", shard)
      #expect(result.exitCode == 0)
      let line = try #require(
        result.standardOutput.split(separator: "\n").first { $0.contains(" run over ") })
      total += Int(line.split(separator: " ")[0])!
    }
    #expect(total == 20)
  }

  @Test func oneSeedAloneAndEveryMode() throws {
    let workspace = try Workspace()
    let alone = try workspace.dndsim(
      "explore", "Traces/pinboard/copy.trace.jsonl", "--variant", "slow", "--seed", "17",
      "--jitter", "cross")
    #expect(alone.exitCode == 0, "\(alone.standardError)")
    #expect(
      alone.standardOutput.hasPrefix("exploring 1 case × seed 17 (shard 1/1, jitter cross)\n"))
    #expect(alone.standardOutput.contains("\n1 seed run over 1 case, 0 failed\n"))
  }

  @Test func badInputExitsTwo() throws {
    let workspace = try Workspace()
    for arguments in [
      ["explore", "--jitter", "sideways"], ["explore", "--seeds", "0"],
      ["explore", "--shard", "3/2"], ["explore", "--variant", "nope"], ["explore", "Missing"],
      ["explore", "--jobs", "0"],
    ] {
      let result = try CLIRunner.run(arguments, in: workspace.root)
      #expect(result.exitCode == 2, "\(arguments): \(result.standardError)")
      #expect(!result.standardError.isEmpty)
    }
  }

  @Test func helpShowsExamplesAndExitCodes() throws {
    let result = try CLIRunner.run(["explore", "--help"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains("dndsim explore --seeds 1000 --jobs 2"))
    #expect(result.standardOutput.contains("0 no violation · 1 violations found · 2 bad input"))
  }

  @Test func aSavedRegressionCaseIsPickedUpByRun() throws {
    let workspace = try Workspace()
    // A planted bug (a load that failed) makes seeds fail; the shrunk case is saved.
    let planted = ExploreOracle { replay in
      replay.events.contains { $0.kind == .load && $0.name == "failed" }
        ? [ExploreViolation(rule: "planted", message: "a load failed")] : []
    }
    let cases = try CorpusDiscovery.discover([workspace.path("Traces/pinboard")]).cases
    let out = workspace.path("Explore/failures")
    let summary = ExploreRun(
      cases: cases, seedCount: 20, scenes: SceneResolver(), oracle: planted, saveFolder: out,
      shrinkBudget: 300
    ).run { _ in }
    let failure = try #require(summary.failures.first)
    let folder =
      "Explore/failures/" + RegressionCase.name(caseName: failure.caseName, seed: failure.seed)
    let run = try workspace.dndsim("run", folder)
    #expect(run.exitCode == 1)
    let name = RegressionCase.name(caseName: failure.caseName, seed: failure.seed)
    #expect(
      run.standardOutput.hasPrefix("new              \(workspace.path(folder))/\(name)@explore\n")
        || run.standardOutput.hasPrefix("new              \(folder)/\(name)@explore\n"),
      "\(run.standardOutput)")
    #expect(workspace.exists("\(folder)/\(name).explore.golden.log.pending"))
    let validate = try workspace.dndsim(
      "validate", "\(folder)/\(name).trace.jsonl", "\(folder)/\(name).faults.json")
    #expect(validate.exitCode == 0, "\(validate.standardError)")
  }
}
