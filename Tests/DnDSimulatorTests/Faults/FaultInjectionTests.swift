import DnDEngine
import DnDSimulator
import Testing
import VirtualTime

/// Each fault action as the engine's log shows it, for a drop of three items (I1 sunset.png, I2
/// text, I3 beach.jpg, providers P1–P3, loads L1–L3 started at the drop).
@Suite struct FaultInjectionTests {
  static func plan(_ match: FaultMatch, _ script: LoadScript) -> FaultPlan {
    FaultPlan(rules: [FaultRule(match: match, script: script)])
  }

  @Test func withoutAPlanEveryLoadCompletesAtTheDrop() throws {
    let replay = try replayDrop(nil)
    #expect(replay.loadEnds == ["L1 completed +0", "L2 completed +0", "L3 completed +0"])
  }

  @Test func loadsNoRuleMatchesRunUnchangedAndAPlanLogsNothingOfItsOwn() throws {
    let plain = try replayDrop(nil).system.log.lines
    let unmatched = try replayDrop(
      Self.plan(FaultMatch(app: "notes"), LoadScript(delay: .seconds(5), outcome: .hang))
    ).system.log.lines
    #expect(unmatched == plain)
    #expect(try replayDrop(FaultPlan()).system.log.lines == plain)
  }

  @Test func aDelayShiftsTheCompletion() throws {
    let replay = try replayDrop(
      Self.plan(FaultMatch(item: "I2"), LoadScript(delay: .milliseconds(300))))
    #expect(replay.loadEnds == ["L1 completed +0", "L3 completed +0", "L2 completed +300"])
    #expect(replay.loadEvents.contains("L2 completed(data: <5 bytes>)"))
    // The source hears of the transfer once the last load is in.
    #expect(replay.millisecondsAfterDrop("a.drag", "sessionDidTransferItems") == 300)
  }

  @Test func aFailureIsLoggedAfterItsDelay() throws {
    let replay = try replayDrop(
      Self.plan(
        FaultMatch(item: "I2"),
        LoadScript(delay: .milliseconds(500), outcome: .fail("network down"))))
    #expect(replay.loadEnds == ["L1 completed +0", "L3 completed +0", "L2 failed +500"])
    #expect(replay.loadEvents.contains(#"L2 failed(error: failed(-1, "network down"))"#))
  }

  @Test func progressStepsAreLoggedAtEvenFractionsOfTheDelay() throws {
    let replay = try replayDrop(
      Self.plan(FaultMatch(type: .image), LoadScript(delay: .milliseconds(400), progressSteps: 4)))
    let l1 = replay.system.log.events.filter { $0.subject == "L1" && $0.name != "started" }
    #expect(
      l1.map { "\($0.summary) +\(($0.time - replay.dropTime).nanoseconds / 1_000_000)" } == [
        "L1 progress(fraction: 0.25) +100", "L1 progress(fraction: 0.5) +200",
        "L1 progress(fraction: 0.75) +300", "L1 completed(data: <9 bytes>) +400",
      ])
    #expect(replay.loadEnds == ["L2 completed +0", "L1 completed +400", "L3 completed +400"])
  }

  @Test func aHangingLoadEndsOnlyWhenTheUserCancelsAtThePlansInstant() throws {
    var plan = Self.plan(FaultMatch(item: "I3"), LoadScript(outcome: .hang))
    plan.userCancels = [.milliseconds(3000)]
    let replay = try replayDrop(plan)
    #expect(replay.loadEnds == ["L1 completed +0", "L2 completed +0", "L3 cancelled +2300"])
    let tail = replay.system.log.events.filter { $0.time >= VirtualInstant.start + .seconds(1) }
    #expect(
      tail.map(\.line) == [
        "t=1.700s system S1 progressUIShown(fraction: 0.667)",
        "t=3.000s system user cancelProgressTapped",
        "t=3.000s system user cancelProgress(session: S1)",
        "t=3.000s load L3 cancelled",
        "t=3.000s system S1 progressUIHidden",
        // Every load the drop started has ended (a cancel is an outcome too): Docs/engine.md.
        "t=3.000s delegate a.drag sessionDidTransferItems(session: S1)",
      ])
  }

  @Test func progressStepsOfAVeryLongDelayAreExact() throws {
    // 10¹⁸ ns × 999 overflows 64 bits; the steps are still at exact thousandths of the delay.
    let replay = try replayDrop(
      Self.plan(
        FaultMatch(item: "I1"),
        LoadScript(delay: .seconds(1_000_000_000), progressSteps: 1000, outcome: .hang)),
      settle: false)
    let steps = replay.clock.pendingWork.filter { $0.label == "load progress" }
    #expect(steps.count == 999)
    #expect(steps.first?.due == replay.dropTime + .seconds(1_000_000))
    #expect(steps.last?.due == replay.dropTime + .seconds(999_000_000))
  }

  @Test func aHangWithoutACancelNeverEnds() throws {
    let replay = try replayDrop(Self.plan(FaultMatch(item: "I3"), LoadScript(outcome: .hang)))
    #expect(replay.loadEnds == ["L1 completed +0", "L2 completed +0"])
    #expect(replay.clock.isIdle)
  }

  @Test func aUserCancelWithNoProgressUIShowingIsLoggedAsHavingNoEffect() throws {
    var plan = FaultPlan()
    plan.userCancels = [.milliseconds(200), .milliseconds(4000)]
    let replay = try replayDrop(plan)
    #expect(
      replay.system.log.events.filter { $0.subject == "user" }.map(\.line) == [
        "t=0.200s system user cancelProgressTapped",
        "t=0.200s system user cancelProgress(effect: none, no progress UI is showing)",
        "t=4.000s system user cancelProgressTapped",
        "t=4.000s system user cancelProgress(effect: none, no progress UI is showing)",
      ])
  }

  @Test func theFirstMatchingRuleWins() throws {
    let plan = FaultPlan(rules: [
      FaultRule(match: FaultMatch(item: "I1"), script: LoadScript(delay: .milliseconds(100))),
      FaultRule(match: FaultMatch(type: .image), script: LoadScript(delay: .milliseconds(700))),
      FaultRule(match: FaultMatch(), script: LoadScript(outcome: .fail("late rule"))),
    ])
    let replay = try replayDrop(plan)
    #expect(replay.loadEnds == ["L2 failed +0", "L1 completed +100", "L3 completed +700"])
  }

  /// Each criterion through the engine: the facts come from the attached provider and the
  /// representation loaded.
  @Test(arguments: [
    (FaultMatch(provider: "P3"), "L3"),
    (FaultMatch(provider: "sunset.png"), "L1"),
    (FaultMatch(item: "I2"), "L2"),
    (FaultMatch(type: .jpeg), "L3"),
    (FaultMatch(type: .text), "L2"),
    (FaultMatch(type: .image), "L1 L3"),
    (FaultMatch(app: "photos"), "L1 L2 L3"),
    (FaultMatch(app: "notes"), ""),
    (FaultMatch(provider: "P9"), ""),
    (FaultMatch(provider: "beach.jpg", item: "I1"), ""),
  ])
  func eachCriterionPicksItsLoads(match: FaultMatch, delayed: String) throws {
    let replay = try replayDrop(Self.plan(match, LoadScript(delay: .milliseconds(250))))
    let late = replay.loadEnds.filter { $0.hasSuffix("+250") }.map { String($0.prefix(2)) }
    #expect(late.joined(separator: " ") == delayed)
  }

  @Test func theSamePlanGivesTheSameLogEveryTime() throws {
    var plan = FaultPlan(rules: [
      FaultRule(
        match: FaultMatch(type: .image), script: LoadScript(delay: .seconds(2), progressSteps: 3)),
      FaultRule(
        match: FaultMatch(item: "I2"),
        script: LoadScript(delay: .milliseconds(1500), outcome: .hang)),
    ])
    plan.userCancels = [.milliseconds(1800)]
    let first = try replayDrop(plan).system.log.lines
    for _ in 0..<3 { #expect(try replayDrop(plan).system.log.lines == first) }
    plan.completionOrder = .reverse
    let reversed = try replayDrop(plan).system.log.lines
    #expect(try replayDrop(plan).system.log.lines == reversed)
  }
}
