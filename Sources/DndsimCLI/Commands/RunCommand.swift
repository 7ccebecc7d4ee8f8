import ArgumentParser
import DnDFormats
import DnDRunner
import Foundation

/// `dndsim run [PATH…]`: every trace × variant compared with its golden — the CI job.
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Replay every trace × variant and compare each log with its golden.",
    discussion: """
      Finds *.trace.jsonl under each PATH (default Traces/), replays each of its variants and \
      compares the log with its golden (X.golden.log, X.<variant>.golden.log). One line per case: \
      pass, mismatch, missing, new (recorded, pending review), stale (the trace changed since its \
      golden was accepted), conflicted (merge markers in the golden), orphan (a golden no case \
      reads; full runs only), nondeterministic (--check-determinism), accepted, error. The last \
      line is "N passed, N failed".

      Recording: --record never|missing|failed|all (or DNDSIM_RECORD; default missing) writes \
      results as X.golden.log.pending beside the golden for `dndsim review`; --accept writes the \
      golden itself. When CI is set nothing is written into the source tree: the mode is never, \
      and failing results go to --artifacts DIR (or DNDSIM_ARTIFACTS, default \
      .build/dndsim-artifacts). Every write is atomic.

      Sharding: --shard i/n, or Bazel's TEST_TOTAL_SHARDS / TEST_SHARD_INDEX (the status file is \
      touched and XML_OUTPUT_FILE receives JUnit XML). A case's shard depends only on its name.

      Exit codes: 0 all pass · 1 a failing status · 2 bad input or usage · 3 I/O or internal \
      failure.

      Examples:
        dndsim run
        dndsim run Traces/pinboard --filter '*copy*' --jobs 2
        dndsim run --record failed && dndsim review && dndsim accept --all
        CI=true dndsim run --junit results.xml --report report/ --check-determinism
        dndsim run --shard 2/4 --report shard2/
        dndsim merge-reports shard*/results.json
      """
  )

  @Argument(help: "Trace files or folders to search (default: Traces).")
  var paths: [String] = []

  @Option(help: "Keep only cases whose name contains this text or matches this glob (repeatable).")
  var filter: [String] = []

  @Option(help: "Replay this many cases at once (output is identical for any value).")
  var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

  @Flag(help: "Replay every case twice (reverse order, other job count); fail on any difference.")
  var checkDeterminism = false

  @Option(
    help:
      "Which results to record: never, missing, failed, all (default missing, or DNDSIM_RECORD).")
  var record: String?

  @Flag(help: "Write recorded results over their goldens instead of as pending files.")
  var accept = false

  @Option(
    help:
      "In CI, the folder for failing results (default DNDSIM_ARTIFACTS or .build/dndsim-artifacts)."
  )
  var artifacts: String?

  @Option(help: "Run one shard i/n of the corpus (1-based).")
  var shard: String?

  @Option(help: "Write JUnit XML to this file.")
  var junit: String?

  @Option(help: "Write a self-contained HTML report (and results.json) into this folder.")
  var report: String?

  @Option(name: .customLong("scene-dir"), help: "Another folder to look for scene files in.")
  var sceneDirectories: [String] = []

  @Flag(help: "Keep every move sample instead of folding runs of moves.")
  var noFold = false

  @Flag(
    name: .customLong("no-invariants"),
    help:
      "Do not check replays against the invariants (Docs/engine.md §11); they are on by default.")
  var noInvariants = false

  func run() throws {
    let environment = RunEnvironment()
    guard jobs >= 1 && jobs <= 1024 else {
      throw InputError(file: "--jobs", message: "\(jobs) is not a job count; expected 1 to 1024")
    }
    let shard = try chooseShard(environment)
    if let status = environment.bazelShardStatusFile {
      // Bazel: touching the file says this runner understands sharding.
      try AtomicFile.write("", to: status)
    }
    // Record mode, accept and the artifacts folder: the one decision `GoldenReplay` and the
    // driver share.
    let policy = try RecordingPolicy(
      environment: environment, recordFlag: record, accept: accept, artifacts: artifacts)
    let settings = policy.settings(
      scenes: SceneResolver(catalog: Dndsim.scenes, sceneFolders: sceneDirectories),
      logOptions: LogWriter.Options(foldMoves: !noFold), checkInvariants: !noInvariants)
    let corpus = try CorpusDiscovery.discover(paths.isEmpty ? ["Traces"] : paths)
    removeLeftovers(
      under: paths.isEmpty ? ["Traces"] : paths, writesSourceTree: policy.writesSourceTree)
    let run = CorpusRun(
      corpus: corpus, filter: CaseFilter(filter), shard: shard, settings: settings, jobs: jobs,
      checkDeterminism: checkDeterminism)
    if shard == .all && run.selectedCases.isEmpty && corpus.brokenTraces.isEmpty {
      // A typo in --filter or a wrong folder must not look like a green run.
      let searched = (paths.isEmpty ? ["Traces"] : paths).joined(separator: ", ")
      let filtered = filter.isEmpty ? "" : " matching --filter \(filter.joined(separator: ", "))"
      throw InputError(
        file: searched,
        message: "no trace × variant case\(filtered); expected at least one *.trace.jsonl")
    }
    let console = Console(
      showsProgressBar: Console.isTerminal(STDERR_FILENO) && !environment.isCI)
    let outcome = run.run(
      progress: { done, total, name in console.progress(done: done, total: total, name: name) },
      completed: { result in console.print(result.report) })
    console.finishProgress()
    try RunReports(junitPath: junit, reportFolder: report, environment: environment)
      .write(outcome, shard: shard, console: console)
    if let folder = settings.artifactsFolder,
      outcome.results.contains(where: { $0.written != nil })
    {
      console.print("failing results written under \(folder)")
    }
    console.print(outcome.summaryLine)
    if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
  }

  private func chooseShard(_ environment: RunEnvironment) throws -> Shard {
    let bazel = try environment.bazelShard()
    guard let shard else { return bazel ?? .all }
    guard let parsed = Shard(parsing: shard) else {
      throw InputError(
        file: "--shard", message: "\"\(shard)\" is not a shard; expected i/n with 1 ≤ i ≤ n")
    }
    if let bazel, bazel != parsed {
      throw InputError(
        file: "--shard",
        message:
          "\(parsed) disagrees with TEST_TOTAL_SHARDS/TEST_SHARD_INDEX (\(bazel)); expected one of them"
      )
    }
    return parsed
  }

}

extension RunCommand {
  /// Temporary files a killed run left under the corpus (Docs/cli.md, "Interrupted runs"): each
  /// is removed and named on stderr — unless its process still runs, or `CI` is set (nothing is
  /// written or removed in the source tree then, `writesSourceTree` false): it is only named.
  func removeLeftovers(under paths: [String], writesSourceTree: Bool) {
    let leftovers = LeftoverFiles.find(under: paths)
    for file in leftovers.stale {
      if !writesSourceTree {
        printToStandardError("note: \(file) was left by an interrupted run; not removed in CI")
      } else if (try? AtomicFile.remove(file)) != nil {
        printToStandardError("note: removed \(file), left by an interrupted run")
      }
    }
    for file in leftovers.live {
      printToStandardError("note: \(file) belongs to a run still going; left in place")
    }
  }
}
