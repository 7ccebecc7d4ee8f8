/// SHA-256 (FIPS 180-4), for the `trace-sha256` header: a golden names the exact trace it was
/// recorded from, so a changed trace shows up as a stale golden rather than as a behaviour diff.
///
/// A small pure-Swift implementation (no Foundation, no CryptoKit on Linux). It is not
/// constant-time and is not meant for secrets. Feed bytes with ``update(_:)`` as a trace is
/// streamed, then call ``finalize()``; ``hex(of:)`` does both for bytes in memory.
public struct SHA256: Sendable {
  private var state: [UInt32] = [
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a,
    0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
  ]
  /// Bytes of the current, incomplete 64-byte block.
  private var block: [UInt8] = []
  /// Total message length in bytes.
  private var length: UInt64 = 0

  public init() {
    block.reserveCapacity(64)
  }

  /// Adds `bytes` to the message. Contiguous input is hashed a block at a time.
  public mutating func update(_ bytes: some Sequence<UInt8>) {
    let handled: Void? = bytes.withContiguousStorageIfAvailable { buffer in
      update(contiguous: UnsafeRawBufferPointer(buffer))
    }
    if handled == nil {
      for byte in bytes { add(byte) }
    }
  }

  private mutating func update(contiguous buffer: UnsafeRawBufferPointer) {
    var offset = 0
    // Top up a partial block byte by byte, then compress whole blocks straight from the input.
    while !block.isEmpty && offset < buffer.count {
      add(buffer[offset])
      offset += 1
    }
    while offset + 64 <= buffer.count {
      compress(UnsafeRawBufferPointer(rebasing: buffer[offset..<(offset + 64)]))
      length &+= 64
      offset += 64
    }
    while offset < buffer.count {
      add(buffer[offset])
      offset += 1
    }
  }

  /// The 32-byte digest of everything added. The value is consumed: start a new one to hash
  /// another message.
  public consuming func finalize() -> [UInt8] {
    let bitLength = length &* 8
    add(0x80)
    while block.count != 56 { add(0) }
    for shift in stride(from: 56, through: 0, by: -8) {
      add(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
    }
    var digest: [UInt8] = []
    digest.reserveCapacity(32)
    for word in state {
      for shift in stride(from: 24, through: 0, by: -8) {
        digest.append(UInt8(truncatingIfNeeded: word >> UInt32(shift)))
      }
    }
    return digest
  }

  /// The digest as 64 lowercase hex digits.
  public consuming func finalizeHex() -> String {
    Self.hex(finalize())
  }

  /// The lowercase hex SHA-256 of `bytes`: `hex(of: "abc".utf8)` is `ba7816bf…`.
  public static func hex(of bytes: some Sequence<UInt8>) -> String {
    var hash = SHA256()
    hash.update(bytes)
    return hash.finalizeHex()
  }

  static func hex(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    for byte in bytes {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: text, as: UTF8.self)
  }

  private mutating func add(_ byte: UInt8) {
    block.append(byte)
    length &+= 1
    if block.count == 64 {
      block.withUnsafeBytes { compress($0) }
      block.removeAll(keepingCapacity: true)
    }
  }

  private static let roundConstants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
    0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe,
    0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f,
    0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
    0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc,
    0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
    0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070, 0x19a4_c116,
    0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
    0xc671_78f2,
  ]

  /// Compresses one 64-byte block into the state. (Written with few calls and no array
  /// accesses in the rounds, so that hashing a large trace stays quick in a debug build.)
  private mutating func compress(_ block: UnsafeRawBufferPointer) {
    Self.roundConstants.withUnsafeBufferPointer { k in
      withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
        compress(block, constants: k, schedule: w)
      }
    }
  }

  private mutating func compress(
    _ block: UnsafeRawBufferPointer, constants k: UnsafeBufferPointer<UInt32>,
    schedule w: UnsafeMutableBufferPointer<UInt32>
  ) {
    for i in 0..<16 {
      w[i] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self))
    }
    for i in 16..<64 {
      let x = w[i - 15]
      let y = w[i - 2]
      let s0 = (x >> 7 | x << 25) ^ (x >> 18 | x << 14) ^ (x >> 3)
      let s1 = (y >> 17 | y << 15) ^ (y >> 19 | y << 13) ^ (y >> 10)
      w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
    }
    var a = state[0]
    var b = state[1]
    var c = state[2]
    var d = state[3]
    var e = state[4]
    var f = state[5]
    var g = state[6]
    var h = state[7]
    for i in 0..<64 {
      let s1 = (e >> 6 | e << 26) ^ (e >> 11 | e << 21) ^ (e >> 25 | e << 7)
      let choice = (e & f) ^ (~e & g)
      let t1 = h &+ s1 &+ choice &+ k[i] &+ w[i]
      let s0 = (a >> 2 | a << 30) ^ (a >> 13 | a << 19) ^ (a >> 22 | a << 10)
      let majority = (a & b) ^ (a & c) ^ (b & c)
      let t2 = s0 &+ majority
      h = g
      g = f
      f = e
      e = d &+ t1
      d = c
      c = b
      b = a
      a = t1 &+ t2
    }
    state[0] &+= a
    state[1] &+= b
    state[2] &+= c
    state[3] &+= d
    state[4] &+= e
    state[5] &+= f
    state[6] &+= g
    state[7] &+= h
  }
}
