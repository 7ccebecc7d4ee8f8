import VirtualTime

/// The random numbers of one seed for one purpose, drawn from ``VirtualTime/SplitMix64``.
///
/// Every purpose (plan, jitter, swarm, crossing) has a stream of its own, derived from the seed
/// and the case, so changing how one generator draws never reshuffles what the others draw. The
/// bounded draws are our own (rejection sampling on the raw 64-bit output), not the standard
/// library's `random(in:using:)`, whose algorithm is not promised to stay the same across Swift
/// releases: a seed must mean the same case everywhere, forever.
struct ExploreRandom {
  /// What a stream is for. The raw values are part of the seed's meaning: never renumber them.
  enum Purpose: UInt64, CaseIterable {
    case swarm = 1
    case plan = 2
    case jitter = 3
    case crossing = 4
  }

  private var generator: SplitMix64

  /// The stream of `purpose` for `seed` of the case whose key is `caseKey`
  /// (``ExploreCase/seedKey``).
  init(seed: UInt64, caseKey: String, purpose: Purpose) {
    // Each input goes through SplitMix64's mixer before they are combined, so nearby seeds,
    // cases and purposes start far apart.
    var mixer = SplitMix64(seed: seed)
    let seedBits = mixer.next()
    mixer = SplitMix64(seed: Self.fnv1a(caseKey))
    let caseBits = mixer.next()
    mixer = SplitMix64(seed: purpose.rawValue &* 0xD1B5_4A32_D192_ED03)
    let purposeBits = mixer.next()
    generator = SplitMix64(seed: seedBits ^ (caseBits &* 3) ^ (purposeBits &* 5))
  }

  /// A generator with a given state, for tests of the draws themselves.
  init(state: UInt64) {
    generator = SplitMix64(seed: state)
  }

  mutating func next() -> UInt64 { generator.next() }

  /// Uniform in `0..<bound` (bound > 0), without modulo bias.
  mutating func below(_ bound: UInt64) -> UInt64 {
    precondition(bound > 0, "an empty range")
    // The largest multiple of `bound` that fits: draws at or above it are rejected.
    let limit = UInt64.max - (UInt64.max % bound + 1) % bound
    while true {
      let value = next()
      if value <= limit { return value % bound }
    }
  }

  /// Uniform in `range`.
  mutating func int(in range: ClosedRange<Int64>) -> Int64 {
    let span = UInt64(bitPattern: range.upperBound &- range.lowerBound) &+ 1
    if span == 0 { return Int64(bitPattern: next()) }  // the whole Int64 range
    return range.lowerBound &+ Int64(bitPattern: below(span))
  }

  /// Uniform in `range`.
  mutating func int(in range: ClosedRange<Int>) -> Int {
    Int(int(in: Int64(range.lowerBound)...Int64(range.upperBound)))
  }

  /// True with probability `numerator / denominator`.
  mutating func chance(_ numerator: UInt64, in denominator: UInt64) -> Bool {
    below(denominator) < numerator
  }

  /// One element of a non-empty array.
  mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[Int(below(UInt64(elements.count)))]
  }

  /// 64-bit FNV-1a over the UTF-8 bytes: fixed on every machine and Swift release (Swift's
  /// `Hasher` is seeded per process and must never decide a random stream).
  static func fnv1a(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }
}
