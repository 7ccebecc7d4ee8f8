import Testing

@testable import DnDFormats
@testable import DnDRecorder

extension RecorderTests {
  /// Sample instants and positions are integer arithmetic: exact, never drifting.
  @Suite struct SampleTimingTests {
    static let rate120 = SampleClock(millihertz: 120_000)!

    @Test func theClockTicksOnWholeMicrosecondsAndLandsOnEverySecond() {
      #expect((0...4).map(Self.rate120.instant) == [0, 8333, 16666, 25000, 33333])
      #expect(Self.rate120.instant(120) == 1_000_000)
      #expect(Self.rate120.instant(120 * 3600 * 24) == 86_400_000_000)
      let ntsc = SampleClock(millihertz: 59_940)!
      #expect((0...2).map(ntsc.instant) == [0, 16683, 33366])
      #expect(ntsc.instant(5994) == 100_000_000)
    }

    @Test func countingAndListingInstantsAgreeEverywhere() {
      var generator = SplitMix(seed: 7)
      for millihertz: Int64 in [1, 999, 59_940, 120_000, 100_000_000] {
        let clock = SampleClock(millihertz: millihertz)!
        for _ in 0..<100 {
          let start = Int64.random(in: 0...2_000_000, using: &generator)
          let end = start + Int64.random(in: 1...100_000, using: &generator)
          let listed = clock.instants(after: start, before: end)
          #expect(Int64(listed.count) == clock.countStrictlyBetween(start, end))
          #expect(listed.allSatisfy { $0 > start && $0 < end })
        }
      }
    }

    @Test func theLatestTimesDoNotOverflow() {
      let fastest = SampleClock(millihertz: SampleClock.maxMillihertz)!
      let end = TraceReader.maxTime
      #expect(fastest.count(through: end) == 100_000_000_001)
      #expect(fastest.instant(100_000_000_000) == end)
      #expect(fastest.countStrictlyBetween(end - 100, end) == 9)
    }

    @Test func aMoveOfFourTenthsOfASecondAt120HzHas48ExactSamples() throws {
      let records = try traceRecords(
        "scene s\nfinger 1\ndown (0,0) at 0s\nmove (480,0) over 0.4s\nup")
      let times = records.map(\.time)
      #expect(times == [0] + (1...48).map { $0 * 1_000_000 / 120 })
      #expect(times.last == 400_000)
      // The position follows the instant exactly at 1200 points/s: 9.9996 → 10, 19.9992 → 19.999.
      #expect(frameSummary(records)[1] == "8333: 1 moved (10,0)")
      #expect(frameSummary(records)[2] == "16666: 1 moved (19.999,0)")
      #expect(frameSummary(records)[3] == "25000: 1 moved (30,0)")
    }

    @Test func motionsStartingBetweenTicksKeepTheirOwnInstants() throws {
      let records = try traceRecords("scene s\nfinger 1\ndown (0,0) at 1ms\nhold 20ms\nup")
      #expect(records.map(\.time) == [1000, 8333, 16666, 21000])
    }

    @Test func timesAndDurationsReadExactly() {
      let cases: [(String, Int64)] = [
        ("0.4s", 400_000), ("500ms", 500_000), ("1200us", 1200), ("1.5ms", 1500),
        ("0.000001s", 1), ("2.500000s", 2_500_000), ("0s", 0), ("007s", 7_000_000),
        ("1000000s", 1_000_000_000_000),
      ]
      for (text, microseconds) in cases {
        #expect((try? ScriptQuantities.time(text).get()) == microseconds, "\(text)")
      }
    }

    @Test func positionsRoundHalfAwayFromZeroToThousandths() throws {
      // Half of 0.001 at the middle sample: rounds away from zero on both axes.
      let records = try traceRecords(
        "scene s\nrate 120\nfinger 1\ndown (0,0) at 0s\nmove (0.001,-0.001) over 16666us\nup")
      #expect(frameSummary(records)[1] == "8333: 1 moved (0.001,-0.001)")
    }

    @Test func messagesShowMicrosecondsAsSeconds() {
      #expect(ScriptQuantities.describe(0) == "0s")
      #expect(ScriptQuantities.describe(500_000) == "0.5s")
      #expect(ScriptQuantities.describe(8333) == "0.008333s")
      #expect(ScriptQuantities.describe(12_000_001) == "12.000001s")
    }
  }
}

/// A small seeded generator, so the checks above see the same numbers on every run.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
