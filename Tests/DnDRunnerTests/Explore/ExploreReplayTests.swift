import DnDEngine
import DnDFormats
import DnDSimulator
import Testing
import VirtualTime

@testable import DnDRunner

@Suite struct ExploreReplayTests {
  /// A liveness rule like the full checker's: every load that starts ends.
  static let everyLoadEnds = ExploreOracle { replay in
    let events = replay.events
    var open: [String: Int] = [:]
    for (index, event) in events.enumerated() where event.kind == .load {
      if event.name == "started" { open[event.subject] = index }
      if ["completed", "failed", "cancelled"].contains(event.name) {
        open[event.subject] = nil
      }
    }
    return open.sorted { $0.key < $1.key }.map {
      ExploreViolation(rule: "load-ends", events: [$0.value], message: "\($0.key) never ended")
    }
  }

  func replay(_ oracle: ExploreOracle, plan: FaultPlan) throws -> ExploreReplay.Verdict {
    let explored = try ExploreFixtures.explored("pinboard/copy-from-photos", variant: "fast")
    return try ExploreReplay(scene: explored.scene, profile: explored.profile, oracle: oracle)
      .run(explored.records, plan: plan)
  }

  @Test func aLoadTheHangKeepsOpenIsExcused() throws {
    let hang = FaultPlan(rules: [FaultRule(script: LoadScript(outcome: .hang))])
    let verdict = try replay(Self.everyLoadEnds, plan: hang)
    #expect(verdict.violations.isEmpty)
    #expect(verdict.excused.map(\.rule) == ["load-ends"])
    // The log judged is the scenario's own: the closing's cancel is not in it.
    #expect(!verdict.events.contains { $0.kind == .load && $0.name == "cancelled" })
  }

  @Test func aUserCancelEndsTheHangAndNothingIsExcused() throws {
    let hangThenCancel = FaultPlan(
      rules: [FaultRule(script: LoadScript(outcome: .hang))], userCancels: [.milliseconds(3_000)])
    let verdict = try replay(Self.everyLoadEnds, plan: hangThenCancel)
    #expect(verdict.violations.isEmpty)
    #expect(verdict.excused.isEmpty)
  }

  @Test func aViolationTheClosingDoesNotExplainStays() throws {
    let both = ExploreOracle { replay in
      Self.everyLoadEnds.check(replay)
        + ExploreFixtures.flagging("delegate performDrop").check(replay)
    }
    let hang = FaultPlan(rules: [FaultRule(script: LoadScript(outcome: .hang))])
    let verdict = try replay(both, plan: hang)
    #expect(verdict.violations.map(\.rule) == ["planted"])
    #expect(verdict.excused.map(\.rule) == ["load-ends"])
  }

  @Test func aLoadThatNeverEndsWithoutAHangIsNotExcused() throws {
    // The same rule fails when the plan did not hang the load: here a fake oracle flags every
    // drop's loads, and no hang explains them.
    let always = ExploreOracle { replay in
      replay.events.contains { $0.kind == .load }
        ? [ExploreViolation(rule: "load-ends", message: "claimed")] : []
    }
    let verdict = try replay(always, plan: FaultPlan())
    #expect(verdict.violations.map(\.rule) == ["load-ends"])
    #expect(verdict.excused.isEmpty)
  }

  @Test func theRealCheckerAllowsAHangThePlanAsksFor() throws {
    let hang = FaultPlan(rules: [FaultRule(script: LoadScript(outcome: .hang))])
    let verdict = try replay(.invariants, plan: hang)
    #expect(verdict.violations.isEmpty, "\(verdict.violations)")
    #expect(verdict.events.contains { $0.kind == .load && $0.name == "started" })
  }
}
