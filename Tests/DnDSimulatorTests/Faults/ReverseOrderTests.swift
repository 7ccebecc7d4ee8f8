import DnDEngine
import DnDSimulator
import Testing
import VirtualTime

/// `completionOrder: .reverse`: matched loads that start together complete in the reverse of
/// their start order, 1 ms apart, once every one of them has run its script.
@Suite struct ReverseOrderTests {
  static func reverse(_ rules: [FaultRule], userCancels: [VirtualDuration] = []) -> FaultPlan {
    FaultPlan(rules: rules, completionOrder: .reverse, userCancels: userCancels)
  }

  static func rule(_ match: FaultMatch, _ script: LoadScript) -> FaultRule {
    FaultRule(match: match, script: script)
  }

  /// A rule for every load.
  static func rule(_ script: LoadScript) -> FaultRule {
    FaultRule(match: FaultMatch(), script: script)
  }

  @Test func naturalOrderCompletesInStartOrder() throws {
    let replay = try replayDrop(
      FaultPlan(rules: [Self.rule(LoadScript(delay: .milliseconds(200)))]))
    #expect(replay.loadEnds == ["L1 completed +200", "L2 completed +200", "L3 completed +200"])
  }

  @Test func reverseOrderCompletesLastStartedFirstOneMillisecondApart() throws {
    let replay = try replayDrop(Self.reverse([Self.rule(LoadScript(delay: .milliseconds(200)))]))
    #expect(replay.loadEnds == ["L3 completed +200", "L2 completed +201", "L1 completed +202"])
  }

  @Test func loadsWithoutDelayStillFormOneBatch() throws {
    let replay = try replayDrop(Self.reverse([Self.rule(LoadScript())]))
    #expect(replay.loadEnds == ["L3 completed +0", "L2 completed +1", "L1 completed +2"])
  }

  @Test func theBatchReleasesWhenItsSlowestScriptEnds() throws {
    let replay = try replayDrop(
      Self.reverse([
        Self.rule(FaultMatch(item: "I1"), LoadScript(delay: .milliseconds(900))),
        Self.rule(LoadScript(delay: .milliseconds(100))),
      ]))
    #expect(replay.loadEnds == ["L3 completed +900", "L2 completed +901", "L1 completed +902"])
  }

  @Test func failuresTakeTheirPlaceInTheOrder() throws {
    let replay = try replayDrop(
      Self.reverse([
        Self.rule(
          FaultMatch(item: "I3"), LoadScript(delay: .milliseconds(50), outcome: .fail("gone"))),
        Self.rule(LoadScript(delay: .milliseconds(50))),
      ]))
    #expect(replay.loadEnds == ["L3 failed +50", "L2 completed +51", "L1 completed +52"])
  }

  @Test func unmatchedLoadsAreNotHeld() throws {
    let replay = try replayDrop(
      Self.reverse([Self.rule(FaultMatch(type: .image), LoadScript(delay: .milliseconds(10)))]))
    #expect(replay.loadEnds == ["L2 completed +0", "L3 completed +10", "L1 completed +11"])
  }

  @Test func aHangingLoadLeavesTheBatchAndTheUserCancelEndsIt() throws {
    let replay = try replayDrop(
      Self.reverse(
        [
          Self.rule(FaultMatch(item: "I2"), LoadScript(outcome: .hang)),
          Self.rule(LoadScript(delay: .milliseconds(20))),
        ], userCancels: [.seconds(2)]))
    #expect(replay.loadEnds == ["L3 completed +20", "L1 completed +21", "L2 cancelled +1300"])
  }

  @Test func theBatchDoesNotWaitForALoadTheAppCancels() throws {
    let plan = Self.reverse([
      Self.rule(FaultMatch(item: "I2"), LoadScript(delay: .seconds(1))),
      Self.rule(LoadScript(delay: .milliseconds(200))),
    ])
    let replay = try replayDrop(plan) { replay, scene in
      // The notes app gives up on I2's load 100 ms after the drop.
      replay.clock.schedule(after: .milliseconds(100)) { scene.target.loads[1].cancel() }
    }
    #expect(replay.loadEnds == ["L2 cancelled +100", "L3 completed +200", "L1 completed +201"])
  }

  @Test func aLoadCancelledAsTheBatchSettlesIsLeftOut() throws {
    let plan = Self.reverse([Self.rule(LoadScript(delay: .milliseconds(200)))])
    let replay = try replayDrop(plan) { replay, scene in
      // Due at +200 like the scripts' ends, and scheduled before the batch's check: L2 is
      // cancelled before anything is released.
      replay.clock.schedule(after: .milliseconds(200)) { scene.target.loads[1].cancel() }
    }
    #expect(replay.loadEnds == ["L2 cancelled +200", "L3 completed +200", "L1 completed +201"])
  }

  @Test func aLoadCancelledWhileHeldIsSkippedWithoutUsingASlot() throws {
    let plan = Self.reverse([Self.rule(LoadScript(delay: .milliseconds(200)))])
    let replay = try replayDrop(plan) { replay, scene in
      // Between L3's release (+200) and L2's turn (+201): L1 then takes L2's slot.
      replay.clock.schedule(after: .microseconds(200_500)) { scene.target.loads[1].cancel() }
    }
    #expect(replay.loadEnds == ["L3 completed +200", "L2 cancelled +200", "L1 completed +201"])
  }
}
