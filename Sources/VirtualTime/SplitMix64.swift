/// SplitMix64: a small, well-known seeded random number generator.
///
/// Everything random in dndsim — seeded schedules in tests, benchmark workloads, and later the
/// seeded fault plans of exploration — draws from this generator, never from
/// `SystemRandomNumberGenerator`, so that a seed means the same sequence on every run, machine and
/// Swift release. (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014.)
public struct SplitMix64: RandomNumberGenerator, Sendable {
  public private(set) var state: UInt64

  /// A generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
