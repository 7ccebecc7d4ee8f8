import DnDEngine
import DnDFormats
import DnDSimulator
import Testing
import VirtualTime

@testable import DnDRunner

@Suite struct ShrinkerTests {
  /// Shrinks `start` against `oracle` and checks the result: it still fails, it is a valid trace
  /// (every touch begins and ends), and no single step of the shrinker's keeps it failing.
  func shrinkAndCheck(_ explored: ExploreCase, _ start: ShrinkCase, oracle: ExploreOracle)
    throws -> Shrinker.Result
  {
    let replay = ExploreReplay(scene: explored.scene, profile: explored.profile, oracle: oracle)
    let fails = { (candidate: ShrinkCase) -> Bool in
      let verdict = try? replay.run(candidate.records, plan: candidate.plan)
      return verdict?.violations.contains { $0.rule == "planted" } ?? false
    }
    #expect(fails(start), "the planted bug must fire before shrinking")
    let result = Shrinker(budget: 5_000, fails: fails).shrink(start)
    #expect(result.isOneMinimal)
    #expect(fails(result.shrunk))
    #expect(
      try ExploreFixtures.readBack(result.shrunk.records, header: explored.header)
        == result.shrunk.records)
    for step in Self.singleSteps(result.shrunk) {
      #expect(!fails(step), "a single step still fails: the result is not 1-minimal")
    }
    return result
  }

  /// Every case one step of the shrinker away from `shrunk`.
  static func singleSteps(_ shrunk: ShrinkCase) -> [ShrinkCase] {
    var steps: [ShrinkCase] = []
    for finger in TraceEdits.fingers(shrunk.records) {
      steps.append(
        .init(records: TraceEdits.removingFinger(finger, from: shrunk.records), plan: shrunk.plan))
    }
    for move in TraceEdits.moves(shrunk.records) {
      steps.append(
        .init(records: TraceEdits.removing([move], from: shrunk.records), plan: shrunk.plan))
    }
    for action in TraceEdits.actions(shrunk.records) {
      steps.append(
        .init(records: TraceEdits.removingRecord(action, from: shrunk.records), plan: shrunk.plan))
    }
    for index in shrunk.plan.rules.indices {
      var plan = shrunk.plan
      plan.rules.remove(at: index)
      steps.append(.init(records: shrunk.records, plan: plan))
      let delay = shrunk.plan.rules[index].script.delay.nanoseconds / 1_000_000
      for shorter in delay > 0 ? [0, delay / 2] : [] {
        var plan = shrunk.plan
        plan.rules[index].script.delay = .milliseconds(shorter)
        steps.append(.init(records: shrunk.records, plan: plan))
      }
    }
    for index in shrunk.plan.userCancels.indices {
      var plan = shrunk.plan
      plan.userCancels.remove(at: index)
      steps.append(.init(records: shrunk.records, plan: plan))
    }
    return steps
  }

  @Test func aPlantedFlockingBugShrinksToTheFingersItNeeds() throws {
    // slow-images: F1 drags, F2, F3 and F4 tap to add items. The planted bug is any addition:
    // it needs F1's drag and one tap, nothing of the other two fingers.
    let explored = try ExploreFixtures.explored("drag-source/slow-images", variant: "slow")
    let oracle = ExploreFixtures.flagging("gesture itemsAdded")
    let start = ShrinkCase(records: explored.records, plan: FaultPlan())
    let result = try shrinkAndCheck(explored, start, oracle: oracle)
    #expect(TraceEdits.fingers(result.shrunk.records).count == 2)
    #expect(
      TraceEdits.sampleCount(result.shrunk.records) < TraceEdits.sampleCount(explored.records) / 4)
  }

  @Test func aPlantedLoadBugShrinksThePlanAndItsDelays() throws {
    let explored = try ExploreFixtures.explored("drag-source/slow-images", variant: "slow")
    var plan = FaultPlan(completionOrder: .reverse, userCancels: [.milliseconds(9_000)])
    plan.rules = [
      FaultRule(match: FaultMatch(item: "I4"), script: LoadScript(delay: .milliseconds(700))),
      FaultRule(
        match: FaultMatch(),
        script: LoadScript(
          delay: .milliseconds(2_500), progressSteps: 3, outcome: .fail("down"))),
    ]
    let start = ShrinkCase(records: explored.records, plan: plan)
    let result = try shrinkAndCheck(
      explored, start, oracle: ExploreFixtures.flagging("load failed"))
    #expect(result.shrunk.plan.rules.count == 1)
    #expect(result.shrunk.plan.rules.first?.script.delay == .zero)
    #expect(result.shrunk.plan.rules.first?.script.progressSteps == 0)
    #expect(result.shrunk.plan.userCancels.isEmpty)
    #expect(result.shrunk.plan.completionOrder == .natural)
  }

  @Test func aBudgetThatRunsOutIsSaid() throws {
    let explored = try ExploreFixtures.explored("drag-source/slow-images", variant: "slow")
    let result = Shrinker(budget: 3) { _ in true }.shrink(
      ShrinkCase(records: explored.records, plan: FaultPlan()))
    #expect(!result.isOneMinimal)
    #expect(result.replays == 3)
  }

  /// Moves are removed in halves, then quarters, down to single samples (Docs/exploration.md,
  /// "Shrinking"): a bug that needs one move sample among eight keeps that one sample only.
  @Test(arguments: 1...8)
  func aBugThatNeedsOneMoveKeepsExactlyThatMove(needed: Int) {
    var records: [TraceRecord] = [
      .frame(time: 0, touches: [TraceTouch(id: 1, phase: .began, x: 1, y: 1)])
    ]
    for step in 1...8 {
      records.append(
        .frame(
          time: Int64(step * 10), touches: [TraceTouch(id: 1, phase: .moved, x: Double(step), y: 1)]
        ))
    }
    records.append(.frame(time: 90, touches: [TraceTouch(id: 1, phase: .ended, x: 8, y: 1)]))
    let neededTime = Int64(needed * 10)
    let result = Shrinker(budget: 1_000) { candidate in
      candidate.records.contains { record in
        if case .frame(neededTime, _) = record { return true }
        return false
      }
    }.shrink(ShrinkCase(records: records, plan: FaultPlan()))
    #expect(TraceEdits.moves(result.shrunk.records).count == 1)
    #expect(result.isOneMinimal)
  }

  /// Passes repeat until one changes nothing (Docs/exploration.md, "Shrinking"): here finger 2
  /// can go only once the action has gone, which a later pass than the finger pass removes.
  @Test func passesRepeatUntilNothingChanges() {
    let records: [TraceRecord] = [
      .frame(time: 0, touches: [TraceTouch(id: 1, phase: .began, x: 1, y: 1)]),
      .frame(time: 10, touches: [TraceTouch(id: 2, phase: .began, x: 5, y: 5)]),
      .action(time: 15, .cancelProgress),
      .frame(time: 20, touches: [TraceTouch(id: 1, phase: .ended, x: 1, y: 1)]),
      .frame(time: 30, touches: [TraceTouch(id: 2, phase: .ended, x: 5, y: 5)]),
    ]
    let result = Shrinker(budget: 100) { candidate in
      let hasAction = !TraceEdits.actions(candidate.records).isEmpty
      let hasFinger2 = TraceEdits.fingers(candidate.records).contains(2)
      return !hasAction || hasFinger2
    }.shrink(ShrinkCase(records: records, plan: FaultPlan()))
    #expect(result.shrunk.records.isEmpty)
    #expect(result.isOneMinimal)
  }

  @Test func removingEverythingIsAllowedWhenTheBugNeedsNothing() {
    // An oracle that always fires: the minimal case is the empty trace and plan.
    let records: [TraceRecord] = [
      .frame(time: 0, touches: [TraceTouch(id: 1, phase: .began, x: 1, y: 1)]),
      .frame(time: 10, touches: [TraceTouch(id: 1, phase: .moved, x: 2, y: 1)]),
      .action(time: 10, .cancelProgress),
      .frame(time: 20, touches: [TraceTouch(id: 1, phase: .ended, x: 2, y: 1)]),
    ]
    let result = Shrinker(budget: 100) { _ in true }.shrink(
      ShrinkCase(records: records, plan: FaultPlan(userCancels: [.milliseconds(5)])))
    #expect(result.shrunk.records.isEmpty)
    #expect(result.shrunk.plan == FaultPlan())
    #expect(result.isOneMinimal)
  }
}
