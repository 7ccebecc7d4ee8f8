import DnDFormats
import DnDSimulator

/// How a seed changes the timing of the case's touches.
public enum JitterMode: String, Sendable, CaseIterable {
  /// Small shifts that keep every gesture's meaning (``FrameJitter``), when the seed's swarm
  /// leaves jitter on.
  case keep
  /// One hold pushed across a threshold on purpose (``ThresholdCrossing``), every seed.
  case cross
  /// The touches as recorded.
  case none
}

/// What one seed does to one case: its swarm mix, its fault plan and its touch records — all a
/// function of (case, seed, mode), so `--seed S` rebuilds it bit for bit.
struct SeedScenario {
  /// The largest meaning-keeping shift of a record, in microseconds.
  static let maxJitter: Int64 = 8_000

  var seed: UInt64
  var swarm: SwarmMix
  var plan: FaultPlan
  var records: [TraceRecord]
  /// The jitter's amplitude in microseconds (mode `keep` with jitter on), else `nil`.
  var jitterAmplitude: Int64?
  /// What mode `cross` crossed.
  var crossing: ThresholdCrossing.Crossing?

  init(case explored: ExploreCase, seed: UInt64, mode: JitterMode) {
    func stream(_ purpose: ExploreRandom.Purpose) -> ExploreRandom {
      ExploreRandom(seed: seed, caseKey: explored.seedKey, purpose: purpose)
    }
    self.seed = seed
    var swarmRandom = stream(.swarm)
    swarm = SwarmMix(random: &swarmRandom)
    var planRandom = stream(.plan)
    plan = PlanGenerator.plan(
      base: explored.variant.plan, facts: explored.facts, swarm: swarm, random: &planRandom)
    records = explored.records
    switch mode {
    case .keep where swarm.allows(.jitter):
      var random = stream(.jitter)
      let amplitude = random.int(in: Int64(100)...Self.maxJitter)
      jitterAmplitude = amplitude
      records = FrameJitter.keepingMeaning(
        records, amplitude: amplitude, rules: JitterRules(profile: explored.profile),
        random: &random)
    case .cross:
      var random = stream(.crossing)
      (records, crossing) = ThresholdCrossing.crossing(
        records, profile: explored.profile, random: &random)
    case .keep, .none:
      break
    }
  }

  /// The fault kinds the plan uses, for the coverage summary (a kind the swarm allowed but no
  /// rule drew is not counted).
  var faultKinds: [SwarmMix.Kind] {
    var kinds: [SwarmMix.Kind] = []
    if plan.rules.contains(where: { $0.script.delay != .zero }) { kinds.append(.delay) }
    if plan.rules.contains(where: { $0.script.progressSteps > 0 }) { kinds.append(.progress) }
    if plan.rules.contains(where: { if case .fail = $0.script.outcome { true } else { false } }) {
      kinds.append(.fail)
    }
    if plan.rules.contains(where: { $0.script.outcome == .hang }) { kinds.append(.hang) }
    if !plan.userCancels.isEmpty { kinds.append(.userCancel) }
    if plan.completionOrder == .reverse { kinds.append(.reverse) }
    if jitterAmplitude != nil { kinds.append(.jitter) }
    return kinds
  }
}
