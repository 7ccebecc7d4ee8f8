/// FNV-1a, 64 bits, over UTF-8 bytes: the hash of a mutant's id (offset basis
/// 0xcbf29ce484222325, prime 0x100000001b3).
public enum FNV1a {
  public static func hash64(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }

  /// The hash as 16 lowercase hexadecimal digits.
  public static func hex64(_ text: String) -> String {
    let digits = String(hash64(text), radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
