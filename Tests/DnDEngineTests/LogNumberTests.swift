import Testing
import VirtualTime

@testable import DnDEngine

@Suite("LogNumber")
struct LogNumberTests {
  @Test(
    "formats finite values",
    arguments: [
      (0.0, "0"),
      (-0.0, "0"),
      (10, "10"),
      (100, "100"),
      (-7, "-7"),
      (10.5, "10.5"),
      (-2.25, "-2.25"),
      (0.125, "0.125"),
      (1000.5, "1000.5"),
      (0.1, "0.1"),
      (1.0 / 3, "0.333"),
      (2.0 / 3, "0.667"),
      (-2.0 / 3, "-0.667"),
    ] as [(Double, String)])
  func finite(value: Double, expected: String) {
    #expect(LogNumber.format(value) == expected)
  }

  @Test(
    "removes floating-point noise",
    arguments: [
      (0.1 + 0.2, "0.3"),
      (1e-9, "0"),
      (-1e-9, "0"),
      (1e-5, "0"),
      (Double.leastNonzeroMagnitude, "0"),
      (-Double.leastNonzeroMagnitude, "0"),
      (3 * 1.1, "3.3"),
    ] as [(Double, String)])
  func noise(value: Double, expected: String) {
    #expect(LogNumber.format(value) == expected)
  }

  @Test(
    "rounds half away from zero at the third decimal",
    arguments: [
      (1.0005, "1.001"),
      (-1.0005, "-1.001"),
      (2.0005, "2.001"),
      (0.0005, "0.001"),
      (-0.0005, "-0.001"),
      (0.0004999, "0"),
      (-0.0004, "0"),
      (0.00051, "0.001"),
      (1.2344, "1.234"),
      (9.9995, "10"),
      (-9.9995, "-10"),
      (999.9996, "1000"),
      (123_456_789.0125, "123456789.013"),
    ] as [(Double, String)])
  func rounding(value: Double, expected: String) {
    #expect(LogNumber.format(value) == expected)
  }

  @Test(
    "prints large values in full, without exponent",
    arguments: [
      (1e15, "1000000000000000"),
      (1e16, "10000000000000000"),
      (-1e16, "-10000000000000000"),
      (9_007_199_254_740_992, "9007199254740992"),
      (1.5e20, "150000000000000000000"),
    ] as [(Double, String)])
  func large(value: Double, expected: String) {
    #expect(LogNumber.format(value) == expected)
  }

  @Test func extremeMagnitudes() {
    #expect(LogNumber.format(1.5e300) == "15" + String(repeating: "0", count: 299))
    #expect(
      LogNumber.format(.greatestFiniteMagnitude)
        == "17976931348623157" + String(repeating: "0", count: 292))
  }

  @Test func nonFinite() {
    #expect(LogNumber.format(.nan) == "nan")
    #expect(LogNumber.format(-Double.nan) == "nan")
    #expect(LogNumber.format(.infinity) == "inf")
    #expect(LogNumber.format(-.infinity) == "-inf")
  }
}

/// The fast byte-level formatter gives exactly what the readable reference gives.
@Suite struct LogNumberFastPathTests {
  @Test func sameAsReference() {
    var random = SplitMix64(seed: 9)
    var values: [Double] = [
      0, -0.0, 0.0005, -0.0005, 0.0004999, 1.0005, -2.0005, 9.9995, 999.9995, 0.1 + 0.2,
      1e16, 1.5e16, 1e-9, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
      -.greatestFiniteMagnitude, 1e22,
      123456789.0125,
      0.9995, 0.0095, 99.9996, 1e-3, 1e-4, 0.001499, 1e300, 4.35, 1.0 / 3,
    ]
    for _ in 0..<200_000 {
      let bits = random.next()
      values.append(Double(bitPattern: bits))
      values.append(Double(Int64(bitPattern: bits) % 2_000_000_000) / 1000)
      values.append(Double(Int64(bitPattern: bits) % 100_000_000) / 1e7)
      values.append(Double(Int64(bitPattern: bits) % 1_000_000) * 0.0005)
    }
    var mismatches = 0
    for value in values where LogNumber.format(value) != LogNumber.formatReference(value) {
      mismatches += 1
      if mismatches < 10 {
        Issue.record("\(value): \(LogNumber.format(value)) vs \(LogNumber.formatReference(value))")
      }
    }
    #expect(mismatches == 0)
  }
}
