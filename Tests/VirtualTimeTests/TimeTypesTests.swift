import Testing
import VirtualTime

@Suite struct TimeTypesTests {
  @Test func durationConstructorsAreExactNanoseconds() {
    #expect(VirtualDuration.seconds(2).nanoseconds == 2_000_000_000)
    #expect(VirtualDuration.milliseconds(325).nanoseconds == 325_000_000)
    #expect(VirtualDuration.microseconds(7).nanoseconds == 7_000)
    #expect(VirtualDuration.nanoseconds(-3).nanoseconds == -3)
    #expect(VirtualDuration.milliseconds(1) * 3 == .microseconds(3_000))
    #expect(VirtualDuration.seconds(1) - .milliseconds(1) == .microseconds(999_000))
  }

  @Test func swiftDurationRoundsUpToWholeNanoseconds() {
    #expect(VirtualDuration(rounding: .nanoseconds(5)).nanoseconds == 5)
    // 1.5 ns → 2 ns: a sleep must never end early.
    let oneAndAHalf = Duration(secondsComponent: 0, attosecondsComponent: 1_500_000_000)
    #expect(VirtualDuration(rounding: oneAndAHalf).nanoseconds == 2)
    #expect(VirtualDuration(rounding: .seconds(3)).nanoseconds == 3_000_000_000)
    #expect(VirtualDuration(rounding: .milliseconds(-2)).nanoseconds == -2_000_000)
  }

  @Test func hugeSwiftDurationsSaturate() {
    #expect(VirtualDuration(rounding: .seconds(Int64.max)).nanoseconds == .max)
    #expect(VirtualDuration(rounding: .seconds(Int64.min)).nanoseconds == .min)
    #expect(VirtualInstant.start.advanced(by: .seconds(Int64.max)) == .distantFuture)
    let late = VirtualInstant(nanosecondsSinceStart: .max - 1)
    #expect(late.saturatingAdvanced(by: .seconds(1)) == .distantFuture)
  }

  @Test func instantArithmetic() {
    let t = VirtualInstant.start + .milliseconds(325)
    #expect(t.nanosecondsSinceStart == 325_000_000)
    #expect(t - VirtualInstant.start == .milliseconds(325))
    #expect(t - .milliseconds(25) == .start + .milliseconds(300))
    #expect(VirtualInstant.start.duration(to: t) == .milliseconds(325))
    #expect(t.advanced(by: .microseconds(1)) == t + .microseconds(1))
  }

  @Test(arguments: [
    (Int64(0), "t=0.000s"), (325_000_000, "t=0.325s"), (1_000_000_000, "t=1.000s"),
    (1_000_001_000, "t=1.000001s"), (1, "t=0.000000001s"), (-2_500_000_000, "t=-2.500s"),
    (Int64.max, "t=9223372036.854775807s"),
  ])
  func instantsPrintWithTheFewestExactDecimals(nanos: Int64, expected: String) {
    #expect(VirtualInstant(nanosecondsSinceStart: nanos).description == expected)
  }

  @Test func durationsPrintInSeconds() {
    #expect(VirtualDuration.milliseconds(800).description == "0.800s")
    #expect(VirtualDuration.nanoseconds(-1).description == "-0.000000001s")
  }
}

@Suite struct SplitMix64Tests {
  @Test func theSequenceForASeedIsFixed() {
    // Reference values of SplitMix64 for seed 0 (as published with the algorithm).
    var generator = SplitMix64(seed: 0)
    #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(generator.next() == 0x06C4_5D18_8009_454F)
  }

  @Test func equalSeedsGiveEqualSequencesAndOthersDiffer() {
    var a = SplitMix64(seed: 42)
    var b = SplitMix64(seed: 42)
    var c = SplitMix64(seed: 43)
    let first = (0..<100).map { _ in a.next() }
    #expect(first == (0..<100).map { _ in b.next() })
    #expect(first != (0..<100).map { _ in c.next() })
  }
}
