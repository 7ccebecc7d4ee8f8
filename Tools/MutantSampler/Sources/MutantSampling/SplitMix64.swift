/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014):
/// the sampler's only source of randomness, written out here so that a seed draws the same
/// mutants on every machine and with every toolchain (no `SystemRandomNumberGenerator`, no
/// `Hasher`).
///
/// The state starts at the seed; each step adds 0x9E3779B97F4A7C15 (wrapping) and returns the
/// state mixed by `z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9; z = (z ^ (z >> 27)) *
/// 0x94D049BB133111EB; z ^ (z >> 31)`.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  public private(set) var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state = state &+ 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound` without modulo bias: draws until a number is at least
  /// `2⁶⁴ mod bound` and returns it modulo `bound` (the rule is part of what a seed means).
  public mutating func below(_ bound: UInt64) -> UInt64 {
    precondition(bound > 0, "below(0)")
    let threshold = (0 &- bound) % bound
    while true {
      let value = next()
      if value >= threshold { return value % bound }
    }
  }
}
