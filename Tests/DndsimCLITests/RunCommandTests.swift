import DnDTestSupport
import Foundation
import Testing

/// `dndsim run`, `review`, `accept`, `reject`, `validate` and `merge-reports` end to end on a
/// temporary copy of the fixture cases (run from the copy's folder, so the default `Traces`
/// applies and messages are short).
@Suite struct RunCommandTests {
  final class Workspace {
    static let repository = Repository.root
    let root: URL

    init() throws {
      root = FileManager.default.temporaryDirectory
        .appendingPathComponent("dndsim-cli-run-\(UUID().uuidString)", isDirectory: true)
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: Self.repository.appendingPathComponent("Tests/Fixtures/cases"),
        to: root.appendingPathComponent("Traces"))
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func dndsim(_ arguments: String..., environment: [String: String] = [:]) throws -> CLIResult {
      try CLIRunner.run(arguments, in: root, environment: environment)
    }

    func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }
    func exists(_ relative: String) -> Bool {
      FileManager.default.fileExists(atPath: path(relative))
    }
    func read(_ relative: String) throws -> String {
      try String(contentsOfFile: path(relative), encoding: .utf8)
    }
    func write(_ relative: String, _ text: String) throws {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path(relative)))
    }

    func files() -> [String] {
      (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).sorted()
    }
  }

  /// Case names do not depend on how the corpus was typed (Docs/cli.md): `.`, `./Traces`, the
  /// working folder's absolute path and `Traces` itself name every case the same way.
  @Test func caseNamesDoNotDependOnHowAPathIsTyped() throws {
    let workspace = try Workspace()
    func names(_ path: String) throws -> [Substring] {
      let result = try workspace.dndsim("run", "--record", "never", path)
      #expect(result.exitCode == 1)
      return result.standardOutput.split(separator: "\n").dropLast()
    }
    let plain = try names("Traces")
    #expect(plain.count >= 5)
    #expect(plain.filter { $0.hasPrefix("missing ") }.count == 5)
    #expect(!plain.contains { $0.contains("./") || $0.contains(workspace.root.path) })
    for typed in [".", "./Traces", "Traces/", workspace.root.path, workspace.path("Traces")] {
      #expect(try names(typed) == plain, "typed \(typed)")
    }
  }

  /// `@` separates a case from its variant, so a trace's file name may not hold one (Docs/cli.md).
  @Test func aTraceNameWithAnAtSignIsBadInput() throws {
    let workspace = try Workspace()
    try FileManager.default.copyItem(
      atPath: workspace.path("Traces/pinboard/copy.trace.jsonl"),
      toPath: workspace.path("Traces/pinboard/place@holder.trace.jsonl"))
    let result = try workspace.dndsim("run")
    #expect(result.exitCode == 2)
    #expect(
      result.standardError.contains(
        "Traces/pinboard/place@holder.trace.jsonl: error: '@' separates a case from its variant in case names; expected no '@' in a trace's file name"
      ))
    #expect(result.standardOutput.isEmpty)
  }

  @Test func recordReviewAcceptThenPass() throws {
    let workspace = try Workspace()
    let first = try workspace.dndsim("run", "--jobs", "2")
    #expect(first.exitCode == 1)
    #expect(first.standardOutput.hasPrefix("new              Traces/pets/placeholder\n"))
    #expect(first.standardOutput.hasSuffix("0 passed, 5 failed\n"))
    let review = try workspace.dndsim("review")
    #expect(review.exitCode == 0)
    #expect(review.standardOutput.contains("new golden Traces/pinboard/copy.slow.golden.log"))
    #expect(
      review.standardOutput.hasSuffix(
        "5 pending results; dndsim accept NAME|--all, dndsim reject NAME|--all\n"))
    let acceptOne = try workspace.dndsim("accept", "Traces/pinboard/copy@slow")
    #expect(acceptOne.standardOutput.hasSuffix("1 accepted\n"))
    #expect(workspace.exists("Traces/pinboard/copy.slow.golden.log"))
    #expect(try workspace.dndsim("reject", "*fast*").exitCode == 0)
    #expect(!workspace.exists("Traces/pinboard/copy.fast.golden.log.pending"))
    #expect(try workspace.dndsim("accept", "--all").standardOutput.hasSuffix("3 accepted\n"))
    let second = try workspace.dndsim("run", "--record", "never")
    #expect(second.exitCode == 1)  // copy@fast was rejected: still missing
    #expect(second.standardOutput.contains("missing          Traces/pinboard/copy@fast\n"))
    #expect(second.standardOutput.hasSuffix("4 passed, 1 failed\n"))
    #expect(try workspace.dndsim("run", "--accept").exitCode == 0)
    let third = try workspace.dndsim("run")
    #expect(third.exitCode == 0)
    #expect(third.standardOutput.hasSuffix("5 passed, 0 failed\n"))
  }

  @Test func ciWritesNothingIntoTheTreeAndRefusesAccept() throws {
    let workspace = try Workspace()
    let before = workspace.files()
    let run = try workspace.dndsim(
      "run", "--artifacts", workspace.path("../\(workspace.root.lastPathComponent)-artifacts"),
      environment: ["CI": "true"])
    defer {
      try? FileManager.default.removeItem(
        atPath: workspace.path("../\(workspace.root.lastPathComponent)-artifacts"))
    }
    #expect(run.exitCode == 1)
    #expect(run.standardOutput.contains("missing          Traces/pets/placeholder\n"))
    #expect(workspace.files() == before)
    #expect(
      FileManager.default.fileExists(
        atPath: workspace.path(
          "../\(workspace.root.lastPathComponent)-artifacts/Traces/pets/placeholder.golden.log")))
    let accept = try workspace.dndsim("run", "--accept", environment: ["CI": "1"])
    #expect(accept.exitCode == 2)
    // The message GoldenReplay and the driver give too (DnDTestingTests' TestFailureTests).
    #expect(
      accept.standardError.contains(
        "--accept: error: CI is set, so nothing may be written into the source tree; "
          + "expected no --accept in CI\n"))
    let acceptAll = try workspace.dndsim("accept", "--all", environment: ["CI": "true"])
    #expect(acceptAll.exitCode == 2)
    #expect(
      acceptAll.standardError.contains(
        "error: CI is set, so nothing may be written into the source tree; run it locally"))
    #expect(workspace.files() == before)
  }

  @Test func unknownRecordModesAreUsageErrors() throws {
    let workspace = try Workspace()
    let flag = try workspace.dndsim("run", "--record", "sometimes")
    #expect(flag.exitCode == 2)
    #expect(
      flag.standardError
        == "--record: error: unknown record mode \"sometimes\"; expected one of never, missing, failed, all\n"
    )
    let variable = try workspace.dndsim("run", environment: ["DNDSIM_RECORD": "yes"])
    #expect(variable.exitCode == 2)
    #expect(variable.standardError.hasPrefix("DNDSIM_RECORD: error: unknown record mode \"yes\""))
    let fromVariable = try workspace.dndsim("run", environment: ["DNDSIM_RECORD": "never"])
    #expect(fromVariable.standardOutput.contains("missing "))
    #expect(!workspace.exists("Traces/pets/placeholder.golden.log.pending"))
  }

  @Test func outputAndReportsAreIdenticalForAnyJobCount() throws {
    let workspace = try Workspace()
    #expect(try workspace.dndsim("run", "--accept").exitCode == 0)
    try workspace.write(
      "Traces/pinboard/copy.slow.golden.log",
      try workspace.read("Traces/pinboard/copy.slow.golden.log").replacingOccurrences(
        of: "0.400000 touch", with: "0.400001 touch"))
    var outputs: [String] = []
    for jobs in ["1", "3"] {
      let run = try workspace.dndsim(
        "run", "--record", "never", "--jobs", jobs, "--junit", "j\(jobs).xml", "--report",
        "r\(jobs)")
      #expect(run.exitCode == 1)
      outputs.append(run.standardOutput)
      outputs.append(try workspace.read("j\(jobs).xml"))
      outputs.append(try workspace.read("r\(jobs)/results.json"))
      outputs.append(try workspace.read("r\(jobs)/index.html"))
    }
    #expect(outputs[0] == outputs[4])
    #expect(outputs[1] == outputs[5])
    #expect(outputs[2] == outputs[6])
    #expect(outputs[3] == outputs[7])
    #expect(outputs[0].hasSuffix("4 passed, 1 failed\n"))
  }

  @Test func shardsMergeIntoTheFullRun() throws {
    let workspace = try Workspace()
    #expect(try workspace.dndsim("run", "--accept").exitCode == 0)
    for index in 1...3 {
      let run = try workspace.dndsim("run", "--shard", "\(index)/3", "--report", "s\(index)")
      #expect(run.exitCode == 0)
    }
    let merged = try workspace.dndsim("merge-reports", "s1", "s2", "s3", "--junit", "all.xml")
    #expect(merged.exitCode == 0)
    #expect(merged.standardOutput == "5 passed, 0 failed\n")
    #expect(try workspace.read("all.xml").components(separatedBy: "<testcase ").count == 6)
    let partial = try workspace.dndsim("merge-reports", "s1", "s3")
    #expect(partial.exitCode == 2)
    #expect(partial.standardError.contains("shards 2/3 are missing"))
    let twice = try workspace.dndsim("merge-reports", "s1", "s1/results.json")
    #expect(twice.exitCode == 2)
  }

  @Test func bazelShardingProtocol() throws {
    let workspace = try Workspace()
    #expect(try workspace.dndsim("run", "--accept").exitCode == 0)
    var names: [String] = []
    for index in 0..<2 {
      let run = try workspace.dndsim(
        "run",
        environment: [
          "TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "\(index)",
          "TEST_SHARD_STATUS_FILE": workspace.path("status\(index)"),
          "XML_OUTPUT_FILE": workspace.path("bazel\(index).xml"),
        ])
      #expect(run.exitCode == 0)
      #expect(workspace.exists("status\(index)"))
      #expect(workspace.exists("bazel\(index).xml"))
      names += run.standardOutput.split(separator: "\n").dropLast().map(String.init)
    }
    #expect(
      names.sorted()
        == (try workspace.dndsim("run").standardOutput).split(separator: "\n").dropLast().map(
          String.init
        ).sorted())
    let bad = try workspace.dndsim(
      "run", environment: ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "2"])
    #expect(bad.exitCode == 2)
    #expect(bad.standardError.hasPrefix("TEST_SHARD_INDEX: error:"))
  }

  @Test func gitHubActionsGetsAnnotationsAndASummary() throws {
    let workspace = try Workspace()
    try workspace.write("summary.md", "earlier step\n")
    let run = try workspace.dndsim(
      "run", "--record", "never",
      environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": workspace.path("summary.md")])
    #expect(run.exitCode == 1)
    #expect(
      run.standardOutput.contains(
        "::error file=Traces/pets/placeholder.trace.jsonl,title=dndsim missing%3A Traces/pets/placeholder::"
      ))
    let summary = try workspace.read("summary.md")
    #expect(summary.hasPrefix("earlier step\n## dndsim: 0 passed, 5 failed\n"))
  }

  @Test func filterSelectsCasesAndSkipsOrphanReporting() throws {
    let workspace = try Workspace()
    #expect(try workspace.dndsim("run", "--accept").exitCode == 0)
    try workspace.write("Traces/pinboard/old.golden.log", "# dndsim-log 1\n")
    let filtered = try workspace.dndsim("run", "--filter", "*/copy@s*", "--filter", "*@fast")
    #expect(
      filtered.standardOutput
        == "pass             Traces/pinboard/copy@fast\npass             Traces/pinboard/copy@slow\n2 passed, 0 failed\n"
    )
    let full = try workspace.dndsim("run")
    #expect(full.exitCode == 1)
    #expect(full.standardOutput.contains("orphan           Traces/pinboard/old.golden.log\n"))
    #expect(try workspace.dndsim("reject", "--orphans").exitCode == 0)
    #expect(!workspace.exists("Traces/pinboard/old.golden.log"))
  }

  @Test func validateChecksEachKind() throws {
    let workspace = try Workspace()
    try workspace.write(
      "bad.faults.json", "{\"format\":\"dndsim-faults\",\"version\":2,\"variants\":{}}")
    let run = try workspace.dndsim(
      "validate", "Traces/pinboard/copy.trace.jsonl", "Traces/pinboard/pinboard.scene.json",
      "Traces/pinboard/copy.faults.json", "bad.faults.json", "notes.txt")
    #expect(run.exitCode == 2)
    #expect(
      run.standardOutput == """
        ok       Traces/pinboard/copy.trace.jsonl (trace, 4 variants)
        ok       Traces/pinboard/pinboard.scene.json (scene)
        ok       Traces/pinboard/copy.faults.json (fault plan)

        """)
    #expect(run.standardError.contains("bad.faults.json: $.version: error:"))
    #expect(
      run.standardError.hasSuffix(
        "notes.txt: error: unknown kind of file; expected a name ending in .trace.jsonl, .jsonl, .scene.json, .faults.json, .gesture, .gesture.json, .log, .libinput.yml, .getevent.txt or .evemu\n2 of 5 files invalid\n"
      ))
  }

  @Test func everyCommandHasHelpWithAnExample() throws {
    for command in [
      "run", "review", "accept", "reject", "validate", "merge-reports", "replay", "demo", "record",
      "export", "diff",
    ] {
      let help = try CLIRunner.run([command, "--help"])
      #expect(help.exitCode == 0, "\(command)")
      #expect(help.standardOutput.contains("dndsim \(command)"), "\(command)")
      #expect(help.standardOutput.contains("Example"), "\(command)")
    }
  }

  @Test func recordWritesTheTraceAndPendingGoldensThenRunFindsThem() throws {
    let workspace = try Workspace()
    let script = RunCommandTests.Workspace.repository.appendingPathComponent(
      "Tests/Fixtures/recorder/pinboard.gesture")
    try workspace.write(
      "Traces/pinboard/drag.gesture", try String(contentsOf: script, encoding: .utf8))
    // The script names the variants fast and slow; the plan must define exactly those.
    try workspace.write(
      "Traces/pinboard/drag.faults.json",
      #"{"format":"dndsim-faults","version":1,"variants":{"fast":{},"slow":{"rules":[{"match":{"type":"public.image"},"delay_ms":3000}]}}}"#
    )
    let record = try workspace.dndsim("record", "Traces/pinboard/drag.gesture")
    #expect(record.exitCode == 0, "\(record.standardError)")
    #expect(record.standardOutput.hasPrefix("wrote    Traces/pinboard/drag.trace.jsonl ("))
    #expect(record.standardOutput.contains("new              Traces/pinboard/drag@slow\n"))
    #expect(workspace.exists("Traces/pinboard/drag.slow.golden.log.pending"))
    let again = try workspace.dndsim("record", "Traces/pinboard/drag.gesture")
    #expect(again.exitCode == 2)
    #expect(
      again.standardError
        == "Traces/pinboard/drag.trace.jsonl: error: the trace exists; expected --force to replace it, or another --out\n"
    )
    #expect(try workspace.dndsim("accept", "*drag*").exitCode == 0)
    let run = try workspace.dndsim("run", "--filter", "*drag*")
    #expect(
      run.standardOutput
        == "pass             Traces/pinboard/drag@fast\npass             Traces/pinboard/drag@slow\n2 passed, 0 failed\n"
    )
    #expect(try workspace.dndsim("validate", "Traces/pinboard/drag.gesture").exitCode == 0)
  }

  /// `--trace-only` writes the trace and nothing else; `-o` is `--out`.
  @Test func recordTraceOnlyWritesJustTheTrace() throws {
    let workspace = try Workspace()
    let script = RunCommandTests.Workspace.repository.appendingPathComponent(
      "Tests/Fixtures/recorder/pinboard.gesture")
    try workspace.write("drag.gesture", try String(contentsOf: script, encoding: .utf8))
    let before = workspace.files()
    let result = try workspace.dndsim(
      "record", "drag.gesture", "-o", "Traces/pinboard/dragged.trace.jsonl", "--trace-only")
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.hasPrefix("wrote    Traces/pinboard/dragged.trace.jsonl ("))
    #expect(!result.standardOutput.contains("pending"))
    #expect(workspace.files() == (before + ["Traces/pinboard/dragged.trace.jsonl"]).sorted())
  }

  @Test func recordWritesNothingForAnUnknownSceneOrInCI() throws {
    let workspace = try Workspace()
    let script = RunCommandTests.Workspace.repository.appendingPathComponent(
      "Tests/Fixtures/recorder/pinboard.gesture")
    try workspace.write(
      "Traces/lost.gesture",
      try String(contentsOf: script, encoding: .utf8).replacingOccurrences(
        of: "scene pinboard", with: "scene nowhere"))
    let before = workspace.files()
    let unknown = try workspace.dndsim("record", "Traces/lost.gesture")
    #expect(unknown.exitCode == 2)
    #expect(unknown.standardError.contains("unknown scene \"nowhere\""))
    // In CI even a script whose scene exists is refused, for that reason and no other.
    try workspace.write("Traces/found.gesture", try String(contentsOf: script, encoding: .utf8))
    let ci = try workspace.dndsim("record", "Traces/found.gesture", environment: ["CI": "true"])
    #expect(ci.exitCode == 2)
    #expect(
      ci.standardError.contains(
        "error: CI is set, so nothing may be written into the source tree; run it locally"))
    #expect(workspace.files() == (before + ["Traces/found.gesture"]).sorted())
  }

  @Test func aBrokenScriptIsBadInputAndWritesNothing() throws {
    let workspace = try Workspace()
    try workspace.write("Traces/bad.gesture", "scene pinboard\nfinger 1\n  down (1,2) at soon\n")
    let before = workspace.files()
    let record = try workspace.dndsim("record", "Traces/bad.gesture")
    #expect(record.exitCode == 2)
    #expect(record.standardError.hasPrefix("Traces/bad.gesture:3:"))
    #expect(workspace.files() == before)
  }

  @Test func recordFromWebDriverActions() throws {
    let workspace = try Workspace()
    let sample = RunCommandTests.Workspace.repository.appendingPathComponent(
      "Tests/Fixtures/importers/webdriver/pinboard.webdriver.json")
    try workspace.write(
      "Traces/pinboard/wd.webdriver.json", try String(contentsOf: sample, encoding: .utf8))
    let record = try workspace.dndsim(
      "record", "--from", "webdriver", "Traces/pinboard/wd.webdriver.json", "--scene", "pinboard",
      "--rate", "60")
    #expect(record.exitCode == 0, "\(record.standardError)")
    #expect(record.standardOutput.hasPrefix("wrote    Traces/pinboard/wd.trace.jsonl ("))
    #expect(record.standardOutput.contains("new              Traces/pinboard/wd\n"))
    let refused = try workspace.dndsim(
      "record", "Traces/pinboard/wd.webdriver.json", "--rate", "60", "--out", "x.trace.jsonl")
    #expect(refused.exitCode == 2)
  }

  @Test func acceptTakesExactNamesAndRefusesNamesThatSelectNothing() throws {
    let workspace = try Workspace()
    try FileManager.default.copyItem(
      atPath: workspace.path("Traces/pets/placeholder.trace.jsonl"),
      toPath: workspace.path("Traces/pets/placeholder-two.trace.jsonl"))
    _ = try workspace.dndsim("run")
    let one = try workspace.dndsim("accept", "Traces/pets/placeholder")
    #expect(one.standardOutput.hasSuffix("1 accepted\n"))
    #expect(workspace.exists("Traces/pets/placeholder-two.golden.log.pending"))
    let typo = try workspace.dndsim("accept", "Traces/pets/no-such-case")
    #expect(typo.exitCode == 2)
    #expect(typo.standardError.hasPrefix("Traces/pets/no-such-case: error: no pending result"))
  }

  @Test func aRunThatFindsNoCaseIsBadInput() throws {
    let workspace = try Workspace()
    let run = try workspace.dndsim("run", "--filter", "nothing-matches-this")
    #expect(run.exitCode == 2)
    #expect(run.standardError.contains("no trace × variant case matching --filter"))
  }

  @Test func mergedShardsGiveTheSingleRunsReportsWithOrphansLast() throws {
    let workspace = try Workspace()
    #expect(try workspace.dndsim("run", "--accept").exitCode == 0)
    try workspace.write("Traces/pinboard/gone.golden.log", "# dndsim-log 1\n")
    try workspace.write("Traces/pets/also-gone.golden.log", "# dndsim-log 1\n")
    _ = try workspace.dndsim("run", "--junit", "single.xml")
    for index in 1...3 {
      _ = try workspace.dndsim("run", "--shard", "\(index)/3", "--report", "s\(index)")
    }
    _ = try workspace.dndsim("merge-reports", "s1", "s2", "s3", "--junit", "merged.xml")
    #expect(try workspace.read("merged.xml") == (try workspace.read("single.xml")))
  }
}
