import DnDFormats
import DnDSimulator
import Testing

@testable import DnDRunner

@Suite struct SeedDeterminismTests {
  @Test func streamsArePinned() {
    // Fixed values: a seed must mean the same scenario on every machine and Swift release.
    var random = ExploreRandom(seed: 1, caseKey: "copy@slow", purpose: .plan)
    let first = (0..<3).map { _ in random.next() }
    var again = ExploreRandom(seed: 1, caseKey: "copy@slow", purpose: .plan)
    #expect((0..<3).map { _ in again.next() } == first)
    #expect(
      first == [6_070_676_428_043_947_595, 4_916_804_770_308_935_905, 12_419_643_451_896_353_865])
    #expect(ExploreRandom.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
    var pinned = ExploreRandom(state: 42)
    #expect(pinned.next() == SplitMixReference.value(seed: 42))
  }

  @Test func purposesAndCasesHaveIndependentStreams() {
    var seen = Set<UInt64>()
    for purpose in ExploreRandom.Purpose.allCases {
      for key in ["copy@slow", "copy@fast"] {
        var random = ExploreRandom(seed: 7, caseKey: key, purpose: purpose)
        seen.insert(random.next())
      }
    }
    #expect(seen.count == ExploreRandom.Purpose.allCases.count * 2)
  }

  @Test func boundedDrawsStayInRange() {
    var random = ExploreRandom(state: 3)
    for bound: UInt64 in [1, 2, 3, 7, 1_000, UInt64.max] {
      for _ in 0..<200 { #expect(random.below(bound) < bound) }
    }
    for _ in 0..<200 {
      #expect((-5...5).contains(random.int(in: Int64(-5)...5)))
    }
    #expect(random.int(in: Int64(4)...4) == 4)
  }

  @Test func theSameSeedGivesTheSamePlanAndFrames() throws {
    let explored = try ExploreFixtures.explored("drag-source/slow-images", variant: "hanging")
    for seed: UInt64 in [1, 2, 99, 12_345] {
      let a = SeedScenario(case: explored, seed: seed, mode: .keep)
      let b = SeedScenario(case: explored, seed: seed, mode: .keep)
      #expect(FaultPlanWriter.plan(a.plan) == FaultPlanWriter.plan(b.plan))
      #expect(ExploreFixtures.text(a.records) == ExploreFixtures.text(b.records))
      #expect(a.swarm == b.swarm)
    }
    let plans = Set(
      (1...40).map { seed in
        FaultPlanWriter.plan(SeedScenario(case: explored, seed: seed, mode: .keep).plan)
      })
    #expect(plans.count > 20, "different seeds should draw different plans")
  }

  @Test func switchedOffKindsNeverAppear() throws {
    let explored = try ExploreFixtures.explored("drag-source/slow-images", variant: "failing")
    for seed: UInt64 in 1...300 {
      let scenario = SeedScenario(case: explored, seed: seed, mode: .keep)
      for kind in scenario.faultKinds {
        #expect(scenario.swarm.allows(kind), "seed \(seed) used \(kind), switched off")
      }
      // Every generated duration is whole milliseconds: the plan saves exactly as it ran.
      for rule in scenario.plan.rules {
        #expect(rule.script.delay.nanoseconds % 1_000_000 == 0)
      }
    }
  }
}

/// SplitMix64's first output, computed independently of the library.
enum SplitMixReference {
  static func value(seed: UInt64) -> UInt64 {
    var z = seed &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
