import DnDEngine
import DnDSimulator
import VirtualTime

/// Draws one seed's fault plan: rules that delay, fail or hang the case's loads, progress steps,
/// reverse completion order and user cancels — only the kinds the seed's ``SwarmMix`` leaves on.
///
/// Rules aim at loads the case really makes (``CaseFacts``): a match is one of every load, a
/// provider (by id or suggested name), an item, a type or an app the plain replay showed.
/// Delays span "from zero to seconds" in four bands, so both instant and slow loads come up.
/// All durations are whole milliseconds, the fault-plan format's unit, so every generated plan
/// can be saved as a regression case exactly as it ran.
enum PlanGenerator {
  /// At most this many new rules per seed.
  static let maxNewRules = 3
  /// Delay bands in milliseconds: short, a frame or several, under a second, seconds.
  static let delayBands: [ClosedRange<Int64>] = [1...50, 51...500, 501...1_500, 1_501...5_000]
  /// User cancels fall within the trace and a few seconds after it (when slow loads still run).
  static let cancelTail: Int64 = 6_000

  static func plan(
    base: FaultPlan?, facts: CaseFacts, swarm: SwarmMix, random: inout ExploreRandom
  ) -> FaultPlan {
    var plan = FaultPlan()
    if swarm.allows(.variantRules), let base {
      for rule in base.rules where random.chance(1, in: 2) {
        plan.rules.append(restricted(rule, to: swarm))
      }
      if base.completionOrder == .reverse && swarm.allows(.reverse) {
        plan.completionOrder = .reverse
      }
      if swarm.allows(.userCancel) { plan.userCancels = base.userCancels }
    }
    let loadKinds: [SwarmMix.Kind] = [.delay, .progress, .fail, .hang]
    if loadKinds.contains(where: swarm.allows) {
      for _ in 0..<random.int(in: 0...maxNewRules) {
        plan.rules.append(rule(facts: facts, swarm: swarm, random: &random))
      }
    }
    if swarm.allows(.reverse) && random.chance(1, in: 2) { plan.completionOrder = .reverse }
    if swarm.allows(.userCancel) {
      plan.userCancels = cancels(adding: plan.userCancels, facts: facts, random: &random)
    }
    return plan
  }

  /// A rule of the case's own plan with the kinds the swarm switched off taken out.
  static func restricted(_ rule: FaultRule, to swarm: SwarmMix) -> FaultRule {
    var rule = rule
    if !swarm.allows(.delay) { rule.script.delay = .zero }
    if !swarm.allows(.progress) { rule.script.progressSteps = 0 }
    switch rule.script.outcome {
    case .fail where !swarm.allows(.fail), .hang where !swarm.allows(.hang):
      rule.script.outcome = .deliver
    default:
      break
    }
    return rule
  }

  private static func rule(facts: CaseFacts, swarm: SwarmMix, random: inout ExploreRandom)
    -> FaultRule
  {
    var script = LoadScript()
    if swarm.allows(.delay) && random.chance(3, in: 4) {
      let band = random.pick(delayBands)
      script.delay = .milliseconds(random.int(in: band))
    }
    if swarm.allows(.progress) && random.chance(1, in: 2) {
      script.progressSteps = random.int(in: 1...8)
    }
    var outcomes: [LoadScript.Outcome] = [.deliver]
    if swarm.allows(.fail) { outcomes.append(.fail("explore: injected failure")) }
    if swarm.allows(.hang) { outcomes.append(.hang) }
    script.outcome = random.pick(outcomes)
    return FaultRule(match: match(facts: facts, random: &random), script: script)
  }

  /// One criterion at most: a narrow rule first in the list and a broad one after it is how
  /// first-match-wins plans get interesting.
  private static func match(facts: CaseFacts, random: inout ExploreRandom) -> FaultMatch {
    var choices: [FaultMatch] = [FaultMatch()]
    choices += facts.loadedProviders.map { FaultMatch(provider: $0) }
    choices += facts.suggestedNames.map { FaultMatch(provider: $0) }
    choices += facts.items.map { FaultMatch(item: $0) }
    choices += facts.types.map { FaultMatch(type: TypeIdentifier($0)) }
    choices += facts.apps.map { FaultMatch(app: $0) }
    // Every load half of the time, so broad rules are common whatever the case's size.
    return random.chance(1, in: 2) ? FaultMatch() : random.pick(choices)
  }

  /// One or two more cancel instants, in strictly increasing whole milliseconds.
  private static func cancels(
    adding existing: [VirtualDuration], facts: CaseFacts, random: inout ExploreRandom
  ) -> [VirtualDuration] {
    let end = facts.endMicroseconds / 1_000 + cancelTail
    var instants = Set(existing.map { $0.nanoseconds / 1_000_000 })
    for _ in 0..<random.int(in: 1...2) { instants.insert(random.int(in: 0...end)) }
    return instants.sorted().map { .milliseconds($0) }
  }
}
