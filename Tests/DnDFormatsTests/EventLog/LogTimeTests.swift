import DnDFormats
import Testing

@Suite struct LogTimeTests {
  @Test func roundsNanosecondsHalfUpToMicroseconds() {
    #expect(LogTime.format(nanoseconds: 0) == "0.000000")
    #expect(LogTime.format(nanoseconds: 1) == "0.000000")
    #expect(LogTime.format(nanoseconds: 499) == "0.000000")
    #expect(LogTime.format(nanoseconds: 500) == "0.000001")
    #expect(LogTime.format(nanoseconds: 1_499) == "0.000001")
    #expect(LogTime.format(nanoseconds: 1_500) == "0.000002")
    #expect(LogTime.format(nanoseconds: 999_999_500) == "1.000000")
    #expect(LogTime.format(nanoseconds: 1_500_000_000) == "1.500000")
    #expect(LogTime.format(nanoseconds: 16_666_667) == "0.016667")
  }

  @Test func roundsNegativeTimesHalfUpToo() {
    #expect(LogTime.microseconds(fromNanoseconds: -500) == 0)
    #expect(LogTime.microseconds(fromNanoseconds: -501) == -1)
    #expect(LogTime.format(nanoseconds: -501) == "-0.000001")
    #expect(LogTime.format(nanoseconds: -2_500_000_000) == "-2.500000")
  }

  @Test func neverOverflows() {
    #expect(LogTime.microseconds(fromNanoseconds: .max) == 9_223_372_036_854_776)
    #expect(LogTime.format(nanoseconds: .max) == "9223372036.854776")
    #expect(LogTime.format(microseconds: .min) == "-9223372036854.775808")
  }

  @Test func rightAlignsInTwelveColumnsAndGrowsPastThem() {
    let line = { (seconds: Int64) in
      LogLayout.eventLine(microseconds: seconds * 1_000_000, channel: .app, text: "x")
    }
    #expect(line(0) == "    0.000000 app      x")
    #expect(line(10_000) == "10000.000000 app      x")
    #expect(line(100_000) == "100000.000000 app      x")
  }

  @Test func parsesExactlyWhatItPrints() {
    #expect(LogTime.parse("0.000000".utf8) == 0)
    #expect(LogTime.parse("1.500000".utf8) == 1_500_000)
    #expect(LogTime.parse("-0.000001".utf8) == -1)
    #expect(LogTime.parse("9223372036854.775807".utf8) == .max)
    for bad in [
      "", "0", "0.", "0.00000", "0.0000000", ".000000", "00.000000", "01.000000", "-0.000000",
      "1,000000", "1.00000a", "+1.000000", "9223372036854.775808", "1.000000 ",
    ] {
      #expect(LogTime.parse(bad.utf8) == nil, "\(bad)")
    }
  }
}
