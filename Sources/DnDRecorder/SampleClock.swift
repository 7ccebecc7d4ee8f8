/// The instants at which a device samples, on integer microseconds: sample `k` is at
/// `⌊k · 10⁹ / rate⌋` µs for a rate in millihertz, so 120 Hz gives 0, 8333, 16666, 25000 … and
/// every 120th sample falls on a whole second. No floating point takes part, so the instants
/// never drift and are the same on every machine.
public struct SampleClock: Sendable, Equatable {
  /// The rate in thousandths of a hertz (120 Hz = 120 000), 1 … 10⁸ (0.001 Hz … 100 kHz).
  public let millihertz: Int64

  static let maxMillihertz: Int64 = 100_000_000
  private static let microsecondMillihertz: UInt64 = 1_000_000_000

  /// `nil` unless `millihertz` is within 1 … 10⁸.
  public init?(millihertz: Int64) {
    guard (1...Self.maxMillihertz).contains(millihertz) else { return nil }
    self.millihertz = millihertz
  }

  /// The rate in hertz, as the trace header writes it.
  public var hertz: Double { Double(millihertz) / 1000 }

  /// The instant of sample `k` (k ≥ 0).
  public func instant(_ k: Int64) -> Int64 {
    Int64(
      FullWidth.quotient(
        UInt64(k), Self.microsecondMillihertz, UInt64(millihertz), roundingUp: false))
  }

  /// The number of samples at or before `time` (time ≥ 0): the index of the first one after it.
  public func count(through time: Int64) -> Int64 {
    // instant(k) ≤ time ⟺ k·10⁹/m < time + 1 ⟺ k < (time + 1)·m/10⁹.
    Int64(
      FullWidth.quotient(
        UInt64(time + 1), UInt64(millihertz), Self.microsecondMillihertz, roundingUp: true))
  }

  /// The sample instants strictly between `start` and `end` (0 ≤ start ≤ end).
  public func instants(after start: Int64, before end: Int64) -> [Int64] {
    var result: [Int64] = []
    var k = count(through: start)
    while true {
      let time = instant(k)
      guard time < end else { return result }
      result.append(time)
      k += 1
    }
  }

  /// How many sample instants lie strictly between `start` and `end` (0 ≤ start < end).
  public func countStrictlyBetween(_ start: Int64, _ end: Int64) -> Int64 {
    count(through: end - 1) - count(through: start)
  }
}

/// `a · b / c` on 128-bit intermediates, for the products of times, rates and coordinates that do
/// not fit in 64 bits (10¹² µs × 10⁸ mHz). The quotient must fit in 64 bits.
enum FullWidth {
  static func quotient(_ a: UInt64, _ b: UInt64, _ c: UInt64, roundingUp: Bool) -> UInt64 {
    let (quotient, remainder) = c.dividingFullWidth(a.multipliedFullWidth(by: b))
    return roundingUp && remainder > 0 ? quotient + 1 : quotient
  }

  /// `a · b / c` rounded half away from zero, for `0 ≤ b ≤ c`, `c > 0` (so |result| ≤ |a|).
  static func scaled(_ a: Int64, by b: Int64, over c: Int64) -> Int64 {
    let (quotient, remainder) = UInt64(c).dividingFullWidth(
      a.magnitude.multipliedFullWidth(by: UInt64(b)))
    let rounded = Int64(quotient) + (remainder >= UInt64(c) - remainder ? 1 : 0)
    return a < 0 ? -rounded : rounded
  }
}
