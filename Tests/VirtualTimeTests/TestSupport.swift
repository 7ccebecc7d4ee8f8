import VirtualTime

/// SplitMix64: a tiny, well-known seeded generator, so random schedules are the same on every
/// machine and every run (the standard library's generator is seeded from the system).
struct SplitMix64: RandomNumberGenerator {
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

/// An append-only log shared by callbacks in a test. Callbacks run on the driving thread, one at a
/// time, so no lock is needed; the class exists so closures can capture it.
final class Log<Element>: @unchecked Sendable {
  var items: [Element] = []
  func append(_ item: Element) { items.append(item) }
}

/// FNV-1a over a string, for compact golden digests of long logs.
func fnv1a(_ text: String) -> UInt64 {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in text.utf8 {
    hash ^= UInt64(byte)
    hash &*= 0x0000_0100_0000_01B3
  }
  return hash
}
