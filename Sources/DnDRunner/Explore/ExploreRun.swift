import DnDEngine
import DnDFormats
import Foundation

/// `dndsim explore`: many seeds of every case, each a random fault plan, timing jitter and
/// swarm mix (``SeedScenario``), replayed in memory and judged by the oracle; failing seeds are
/// shrunk (``Shrinker``) and saved as regression cases (``RegressionCase``).
///
/// **Work and output.** Cases are read once (``ExploreCase``). The seeds of every case form the
/// units of work, `cases × seeds`, run on ``jobs`` worker threads (``OrderedWork``) and reported
/// in (case, seed) order; then the first failure of each case and rule is shrunk, also in
/// parallel and reported in order. Nothing printed depends on the job count or on wall time.
///
/// **Shards.** A unit `(case, seed)` belongs to the shard of its key `<case name> seed <S>`
/// (FNV-1a, as `dndsim run`'s cases), so the shards of one exploration are disjoint, cover every
/// unit, and spread even a single trace's seeds over all machines.
public struct ExploreRun: Sendable {
  public var cases: [RunCase]
  public var firstSeed: UInt64
  public var seedCount: UInt64
  public var shard: Shard
  public var jobs: Int
  public var mode: JitterMode
  public var scenes: SceneResolver
  public var oracle: ExploreOracle
  /// Where shrunk failures are saved (one folder each); `nil` saves nothing.
  public var saveFolder: String?
  /// Shrink failing seeds (their first failure per case and rule).
  public var shrinks: Bool
  /// Replays one shrink may use before giving up on proving 1-minimality.
  public var shrinkBudget: Int
  /// Arguments the reproduce command adds after the seed (`--scene-dir D`, …).
  public var reproduceOptions: [String]

  public init(
    cases: [RunCase], firstSeed: UInt64 = 1, seedCount: UInt64, shard: Shard = .all,
    jobs: Int = 1, mode: JitterMode = .keep, scenes: SceneResolver,
    oracle: ExploreOracle = .invariants, saveFolder: String? = nil, shrinks: Bool = true,
    shrinkBudget: Int = 3_000, reproduceOptions: [String] = []
  ) {
    self.cases = cases
    self.firstSeed = firstSeed
    self.seedCount = seedCount
    self.shard = shard
    self.jobs = max(1, jobs)
    self.mode = mode
    self.scenes = scenes
    self.oracle = oracle
    self.saveFolder = saveFolder
    self.shrinks = shrinks
    self.shrinkBudget = shrinkBudget
    self.reproduceOptions = reproduceOptions
  }

  /// The seeds run, in order (the last one is `firstSeed + seedCount - 1`, capped at the largest
  /// seed).
  public var seeds: [UInt64] {
    let count = min(seedCount, UInt64.max - firstSeed + 1)
    return (0..<count).map { firstSeed + $0 }
  }

  /// The shard key of a unit.
  public static func unitKey(caseName: String, seed: UInt64) -> String {
    "\(caseName) seed \(seed)"
  }

  /// Runs the exploration; `emit` receives every output line in order, on this thread;
  /// `progress` hears each finished seed (any order, for a progress bar).
  public func run(
    progress: @escaping @Sendable (_ done: Int, _ total: Int) -> Void = { _, _ in },
    emit: (String) -> Void
  ) -> ExploreSummary {
    var summary = ExploreSummary()
    let seeds = self.seeds
    let range =
      seeds.count == 1 ? "seed \(firstSeed)" : "seeds \(firstSeed)…\(seeds.last ?? firstSeed)"
    emit(
      "exploring \(cases.count) case\(cases.count == 1 ? "" : "s") × \(range) "
        + "(shard \(shard), jitter \(mode.rawValue))")
    let loaded = loadCases(emit: emit, summary: &summary)
    let units = loaded.indices.flatMap { index in
      seeds.filter { shard.contains(Self.unitKey(caseName: loaded[index].name, seed: $0)) }
        .map { (caseIndex: index, seed: $0) }
    }
    let counter = ProgressCounter()
    let mode = self.mode
    let oracle = self.oracle
    var failing: [(failure: ExploreFailure, caseIndex: Int, scenario: ShrinkCase)] = []
    OrderedWork.run(
      count: units.count, workers: jobs,
      callerOnly: { loaded[units[$0].caseIndex].scene.runsOnMainActor },
      job: { index in
        let unit = units[index]
        let outcome = Self.explore(
          loaded[unit.caseIndex], seed: unit.seed, mode: mode, oracle: oracle)
        progress(counter.increment(), units.count)
        return outcome
      },
      completed: { index, result in
        summary.add(result.outcome)
        guard let first = result.outcome.violations.first, let scenario = result.scenario else {
          return
        }
        let unit = units[index]
        let failure = ExploreFailure(
          loaded[unit.caseIndex], seed: unit.seed, mode: mode,
          violations: result.outcome.violations,
          reproduceOptions: reproduceOptions)
        summary.failures.append(failure)
        emit("fail   \(failure.caseName) seed \(failure.seed): \(first.description)")
        if failure.rules.count > 1 {
          emit("       also broke: \(failure.rules.dropFirst().joined(separator: ", "))")
        }
        emit("       reproduce: \(failure.reproduce)")
        failing.append((failure, unit.caseIndex, scenario))
      })
    if shrinks { shrink(failing, cases: loaded, emit: emit) }
    summary.lines.forEach(emit)
    return summary
  }

  /// Reads every case (in parallel, reported in order); a case that cannot be read is reported
  /// and counted, the others go on.
  private func loadCases(emit: (String) -> Void, summary: inout ExploreSummary) -> [ExploreCase] {
    var loaded: [ExploreCase] = []
    let cases = self.cases
    let scenes = self.scenes
    OrderedWork.run(
      count: cases.count, workers: jobs,
      callerOnly: { scenes.runsOnMainActor(trace: cases[$0].tracePath) },
      job: { index in
        Result { () throws(InputError) in try ExploreCase.load(cases[index], scenes: scenes) }
      },
      completed: { index, result in
        switch result {
        case .success(let explored): loaded.append(explored)
        case .failure(let error):
          summary.brokenCases += 1
          emit("error  \(cases[index].name): \(error)")
        }
      })
    summary.cases = loaded.count
    return loaded
  }

  /// One seed of one case: its scenario, replayed and judged.
  static func explore(
    _ explored: ExploreCase, seed: UInt64, mode: JitterMode, oracle: ExploreOracle
  )
    -> (outcome: SeedOutcome, scenario: ShrinkCase?)
  {
    let scenario = SeedScenario(case: explored, seed: seed, mode: mode)
    let replay = ExploreReplay(scene: explored.scene, profile: explored.profile, oracle: oracle)
    let outcome: SeedOutcome
    do {
      let verdict = try replay.run(scenario.records, plan: scenario.plan)
      var names = Set<String>()
      for event in verdict.events { names.insert("\(event.kind.rawValue) \(event.name)") }
      outcome = SeedOutcome(
        violations: verdict.violations, excusedByHang: !verdict.excused.isEmpty,
        faultKinds: scenario.faultKinds, crossed: scenario.crossing != nil,
        events: names.sorted())
    } catch {
      outcome = SeedOutcome(
        violations: [ExploreViolation(rule: "replay-input", message: error.description)],
        excusedByHang: false, faultKinds: scenario.faultKinds, crossed: scenario.crossing != nil,
        events: [])
    }
    // Only a failing seed's scenario is kept: it is what the shrink starts from.
    let passed = outcome.violations.isEmpty
    return (outcome, passed ? nil : ShrinkCase(records: scenario.records, plan: scenario.plan))
  }
}
