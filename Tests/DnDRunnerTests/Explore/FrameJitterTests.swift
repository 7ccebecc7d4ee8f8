import DnDEngine
import DnDFormats
import Testing

@testable import DnDRunner

@Suite struct FrameJitterTests {
  /// Traces with several fingers, taps, holds, spring loading and reordering: the thresholds the
  /// jitter must respect all come up.
  static let traces = [
    "drag-source/slow-images", "drag-source/handoff", "photos/spring-load-album",
    "photos-cadence/reorder-slow", "mail/flock-three", "pinboard/two-sessions",
    "photos/placeholders-with-updates",
  ]

  @Test(arguments: traces)
  func jitterKeepsOrderAndMeaning(trace: String) throws {
    let explored = try ExploreFixtures.explored(trace)
    let rules = JitterRules(profile: explored.profile)
    var moved = 0
    for seed: UInt64 in 1...150 {
      var random = ExploreRandom(seed: seed, caseKey: explored.seedKey, purpose: .jitter)
      let jittered = FrameJitter.keepingMeaning(
        explored.records, amplitude: SeedScenario.maxJitter, rules: rules, random: &random)
      #expect(
        FrameJitter.keepsMeaning(original: explored.records, jittered: jittered, rules: rules),
        "seed \(seed) changed a gesture's meaning")
      if jittered != explored.records { moved += 1 }
      if seed % 25 == 0 {
        // Valid by the format's own reader: increasing times, every touch begins and ends.
        #expect(try ExploreFixtures.readBack(jittered, header: explored.header) == jittered)
      }
    }
    #expect(moved > 100, "the jitter should move most seeds' frames (moved \(moved))")
  }

  @Test func theCheckerCatchesACrossedThreshold() throws {
    let explored = try ExploreFixtures.explored("drag-source/slow-images")
    let rules = JitterRules(profile: explored.profile)
    // Delay everything after the first frame by 10 ms: the hold before the lift (at 0.325 s)
    // keeps its side, but a frame 0.316 s after the start moves past 0.325 s.
    let shifted = explored.records.enumerated().map { index, record -> TraceRecord in
      guard index > 0, case .frame(let time, let touches) = record else { return record }
      return .frame(time: time + 10_000, touches: touches)
    }
    #expect(!FrameJitter.keepsMeaning(original: explored.records, jittered: shifted, rules: rules))
  }

  @Test func rulesComeFromTheProfile() {
    let rules = JitterRules(profile: .tablet)
    #expect(rules.durations.first == 1)
    #expect(rules.durations.contains(325_000))
    #expect(rules.durations.contains(575_000))
    #expect(rules.durations.contains(1_200_000))
    #expect(rules.speeds.contains(100))
  }

  @Test(arguments: traces)
  func crossingMovesAHoldAcrossItsThreshold(trace: String) throws {
    let explored = try ExploreFixtures.explored(trace)
    for seed: UInt64 in 1...60 {
      var random = ExploreRandom(seed: seed, caseKey: explored.seedKey, purpose: .crossing)
      let (records, crossing) = ThresholdCrossing.crossing(
        explored.records, profile: explored.profile, random: &random)
      let crossed = try #require(crossing)
      #expect(
        (crossed.from >= crossed.threshold) != (crossed.to >= crossed.threshold),
        "seed \(seed): \(crossed)")
      if seed % 20 == 0 {
        #expect(try ExploreFixtures.readBack(records, header: explored.header) == records)
      }
    }
  }
}
