import DnDFormats
import DnDRunner
import Testing

/// The FIPS 180-4 example vectors (NIST "SHA256.pdf", "SHA2_Additional.pdf").
@Suite struct SHA256Tests {
  @Test func emptyMessage() {
    #expect(
      SHA256.hex(of: "".utf8)
        == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
  }

  @Test func abc() {
    #expect(
      SHA256.hex(of: "abc".utf8)
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }

  @Test func twoBlockMessage() {
    let message = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
    #expect(message.utf8.count == 56)  // 448 bits
    #expect(
      SHA256.hex(of: message.utf8)
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }

  @Test func oneMillionAs() {
    #expect(
      SHA256.hex(of: [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test func incrementalUpdatesInAnySizesMatchOneShot() {
    let message = Array((0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
    let oneShot = SHA256.hex(of: message)
    for pieceSize in [1, 3, 63, 64, 65, 200] {
      var hash = SHA256()
      var offset = 0
      while offset < message.count {
        let end = min(offset + pieceSize, message.count)
        hash.update(message[offset..<end])
        offset = end
      }
      #expect(hash.finalizeHex() == oneShot, "pieces of \(pieceSize)")
    }
    // A non-contiguous sequence takes the byte-by-byte path.
    var lazy = SHA256()
    lazy.update(message.lazy.map { $0 })
    #expect(lazy.finalizeHex() == oneShot)
    #expect(SHA256().finalize().count == 32)
  }
}
