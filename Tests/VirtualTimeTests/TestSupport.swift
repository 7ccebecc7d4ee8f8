import VirtualTime

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
