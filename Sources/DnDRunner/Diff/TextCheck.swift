/// Whether bytes are text `dndsim diff` can show: valid UTF-8 with no NUL byte.
///
/// Logs are UTF-8 text; a NUL byte means binary data (GNU diff's test too), and invalid UTF-8 would
/// be shown garbled in the diff, so both are reported as bad input with their position. ASCII — all
/// but a few bytes of a log — is checked eight bytes at a time, so a 70 MB log takes a few tens of
/// milliseconds.
enum TextCheck {
  /// Where the bytes stop being text: 1-based line, and column in bytes (as compilers count).
  struct Problem: Equatable {
    var line: Int
    var column: Int
    var description: String
  }

  static func firstProblem(in bytes: [UInt8]) -> Problem? {
    bytes.withUnsafeBufferPointer { buffer in
      guard let (offset, description) = firstBadByte(buffer) else { return nil }
      var line = 1
      var lineStart = 0
      for index in 0..<offset where buffer[index] == UInt8(ascii: "\n") {
        line += 1
        lineStart = index + 1
      }
      return Problem(line: line, column: offset - lineStart + 1, description: description)
    }
  }

  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// The offset of the first byte that is not part of valid UTF-8 text, and why.
  private static func firstBadByte(_ bytes: UnsafeBufferPointer<UInt8>) -> (Int, String)? {
    let raw = UnsafeRawBufferPointer(bytes)
    var index = 0
    while index < bytes.count {
      // Eight ASCII bytes, none of them NUL.
      if index + 8 <= bytes.count {
        let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        if word & highBits == 0 && (word &- ones) & ~word & highBits == 0 {
          index += 8
          continue
        }
      }
      let byte = bytes[index]
      if byte == 0 { return (index, "a NUL byte (binary data)") }
      if byte < 0x80 {
        index += 1
        continue
      }
      // The ranges of Unicode's Table 3-7 (well-formed UTF-8 byte sequences): no overlong forms,
      // no surrogates, nothing above U+10FFFF.
      let length: Int
      var secondRange: ClosedRange<UInt8> = 0x80...0xBF
      switch byte {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        secondRange = 0xA0...0xBF
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        secondRange = 0x80...0x9F
      case 0xF0:
        length = 4
        secondRange = 0x90...0xBF
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        secondRange = 0x80...0x8F
      default: return (index, invalid(byte))
      }
      for position in 1..<length {
        guard index + position < bytes.count else {
          return (index, "invalid UTF-8 (a sequence cut short by the end of the file)")
        }
        let next = bytes[index + position]
        if !(position == 1 ? secondRange : 0x80...0xBF).contains(next) {
          return (index, "invalid UTF-8 (bytes \(hex(byte)) \(hex(next)))")
        }
      }
      index += length
    }
    return nil
  }

  private static func invalid(_ byte: UInt8) -> String {
    "invalid UTF-8 (byte \(hex(byte)))"
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789abcdef")
    return "0x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
  }
}
