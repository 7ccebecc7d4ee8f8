import ArgumentParser
import DnDFormats
import DnDRunner
import Foundation

/// `dndsim explore TRACE|DIR --seeds N`: random fault plans, timing jitter and swarm mixes per
/// seed, judged by the invariant checker; failures shrunk and saved as regression cases.
struct ExploreCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explore",
    abstract: "Replay each case under many seeded fault plans and timings; shrink what fails.",
    discussion: """
      For every trace × variant under each PATH (default Traces/) and every seed, dndsim draws a \
      swarm mix (each fault kind switched off entirely with probability 1/2), a fault plan \
      (delays from zero to seconds, progress steps, failures, hangs, user cancels, reverse \
      completion order) and, with --jitter keep, small timing shifts that keep every gesture's \
      meaning (--jitter cross pushes one hold across the lift thresholds instead; none keeps \
      the touches as recorded). Each seed is replayed in memory and its log judged by the \
      invariant checker. Everything derives from the seed: a failure prints its seed and the \
      command that replays it bit for bit.

      A failing seed (the first of each case and rule) is shrunk to a 1-minimal case — whole \
      fingers first, then move samples, actions and fault rules, then delays — and saved under \
      --out (default Explore/failures/<case>-seed-<S>/) as a trace, its fault plan and its \
      scene file: a folder `dndsim run` replays (as new until its log is reviewed).

      Seeds: --seeds N runs seeds S … S+N-1, S from --seed (default 1); --seed S alone runs that \
      one seed. Sharding: --shard i/n takes the (case, seed) pairs whose key hashes to shard i, \
      as `dndsim run` does for cases. Output is identical for any --jobs. Reference: \
      Docs/exploration.md.

      Exit codes: 0 no violation · 1 violations found · 2 bad input or usage.

      Examples:
        dndsim explore --seeds 1000 --jobs 2
        dndsim explore Traces/pinboard/copy-from-photos.trace.jsonl --variant slow --seed 17
        dndsim explore Traces/photos --seeds 200 --jitter cross
        dndsim explore --seeds 1000 --shard 2/4 --out failures/
      """
  )

  /// More seeds than this in one run is a mistake (shard the work instead).
  static let maxSeeds: UInt64 = 100_000_000

  @Argument(help: "Trace files or folders to search (default: Traces).")
  var paths: [String] = []

  @Option(help: "How many seeds to run per case (default 100, or 1 with --seed).")
  var seeds: UInt64?

  @Option(help: "The first seed (default 1); alone, the one seed to run.")
  var seed: UInt64?

  @Option(help: "Run one shard i/n of the (case, seed) pairs (1-based).")
  var shard: String?

  @Option(help: "Replay this many seeds at once (output is identical for any value).")
  var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

  @Option(help: "Timing changes: keep (meaning-keeping jitter), cross (cross a threshold), none.")
  var jitter: String = JitterMode.keep.rawValue

  @Option(help: "Explore only this fault-plan variant of each trace.")
  var variant: String?

  @Option(help: "Keep only cases whose name contains this text or matches this glob (repeatable).")
  var filter: [String] = []

  @Option(help: "Where shrunk failures are saved.")
  var out: String = "Explore/failures"

  @Flag(help: "Report failures without shrinking or saving them.")
  var noShrink = false

  @Option(help: "Replays one shrink may use.")
  var shrinkBudget: Int = 3_000

  @Option(name: .customLong("scene-dir"), help: "Another folder to look for scene files in.")
  var sceneDirectories: [String] = []

  func run() throws {
    guard jobs >= 1 && jobs <= 1024 else {
      throw InputError(file: "--jobs", message: "\(jobs) is not a job count; expected 1 to 1024")
    }
    guard let mode = JitterMode(rawValue: jitter) else {
      throw InputError(
        file: "--jitter",
        message: "\"\(jitter)\" is not a jitter mode; expected keep, cross or none")
    }
    if let seeds, seeds == 0 || seeds > Self.maxSeeds {
      throw InputError(
        file: "--seeds", message: "\(seeds) seeds; expected 1 to \(Self.maxSeeds) per run")
    }
    guard shrinkBudget >= 1 else {
      throw InputError(
        file: "--shrink-budget", message: "\(shrinkBudget) replays; expected 1 or more")
    }
    let chosenShard = try parseShard()
    let searched = paths.isEmpty ? ["Traces"] : paths
    let corpus = try CorpusDiscovery.discover(searched)
    let filter = CaseFilter(self.filter)
    let cases = corpus.cases.filter {
      filter.matches($0.name) && (variant == nil || $0.variant.name == variant)
    }
    let console = Console(
      showsProgressBar: Console.isTerminal(STDERR_FILENO) && !RunEnvironment().isCI)
    for broken in corpus.brokenTraces where filter.matches(broken.name) {
      console.print("error  \(broken.name): \(broken.error)")
    }
    guard !cases.isEmpty else {
      let chosen = variant.map { " of variant \($0)" } ?? ""
      throw InputError(
        file: searched.joined(separator: ", "),
        message: "no trace × variant case\(chosen) to explore; expected at least one *.trace.jsonl")
    }
    let explore = ExploreRun(
      cases: cases, firstSeed: seed ?? 1, seedCount: seeds ?? (seed == nil ? 100 : 1),
      shard: chosenShard, jobs: jobs, mode: mode,
      scenes: SceneResolver(catalog: Dndsim.scenes, sceneFolders: sceneDirectories),
      saveFolder: noShrink ? nil : out, shrinks: !noShrink, shrinkBudget: shrinkBudget,
      reproduceOptions: sceneDirectories.flatMap { ["--scene-dir", $0] })
    let summary = explore.run(
      progress: { done, total in console.progress(done: done, total: total, name: "seeds") },
      emit: { console.print($0) })
    console.finishProgress()
    let brokenCount = corpus.brokenTraces.filter { filter.matches($0.name) }.count
    let code = brokenCount > 0 ? 2 : summary.exitCode
    if code != 0 { throw ExitCode(code) }
  }

  private func parseShard() throws -> Shard {
    guard let shard else { return .all }
    guard let parsed = Shard(parsing: shard) else {
      throw InputError(
        file: "--shard", message: "\"\(shard)\" is not a shard; expected i/n with 1 ≤ i ≤ n")
    }
    return parsed
  }
}
