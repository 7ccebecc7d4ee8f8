/// A text split into lines for comparison, with a hash per line so that the diff compares two
/// integers before it compares bytes.
///
/// A line keeps its line feed: `"x"` at the end of a file without a final LF is a different line
/// from `"x\n"`, so a missing final newline shows up as a change (and is marked
/// `\ No newline at end of file` in the unified diff, as GNU diff does). Lines are compared as
/// **bytes**, never with `String`'s Unicode canonical equivalence: a golden must match byte for
/// byte.
///
/// Splitting and hashing read eight bytes at a time, because goldens are long (200,000 lines)
/// and the comparison must stay fast in a debug build.
struct DiffLines {
  let bytes: [UInt8]
  /// Each line's byte range, including its line feed when it has one.
  private(set) var ranges: [Range<Int>] = []
  private(set) var hashes: [UInt64] = []

  init(_ text: String) {
    bytes = Array(text.utf8)
    var ranges: [Range<Int>] = []
    var hashes: [UInt64] = []
    bytes.withUnsafeBytes { buffer in
      var start = 0
      while start < buffer.count {
        let (end, hash) = Self.scanLine(from: start, in: buffer)
        ranges.append(start..<end)
        hashes.append(hash)
        start = end
      }
    }
    self.ranges = ranges
    self.hashes = hashes
  }

  var count: Int { ranges.count }

  /// Whether line `i` of `self` and line `j` of `other` have the same bytes.
  func line(_ i: Int, equals j: Int, of other: DiffLines) -> Bool {
    guard hashes[i] == other.hashes[j] else { return false }
    return bytes.withUnsafeBytes { left in
      other.bytes.withUnsafeBytes { right in
        Self.equal(ranges[i], in: left, other.ranges[j], in: right)
      }
    }
  }

  /// Whether every pair `(i, j)` has the same bytes in `self` and `other`, for checking a whole
  /// alignment made by comparing hashes. Consecutive pairs are adjacent in both texts, so each
  /// run of them is checked with one comparison of contiguous bytes.
  func linesEqual(_ pairs: [(Int, Int)], in other: DiffLines) -> Bool {
    bytes.withUnsafeBytes { left in
      other.bytes.withUnsafeBytes { right in
        var index = 0
        while index < pairs.count {
          let (firstLeft, firstRight) = pairs[index]
          var last = index
          while last + 1 < pairs.count && pairs[last + 1].0 == pairs[last].0 + 1
            && pairs[last + 1].1 == pairs[last].1 + 1
          {
            last += 1
          }
          let leftRange = ranges[firstLeft].lowerBound..<ranges[pairs[last].0].upperBound
          let rightRange =
            other.ranges[firstRight].lowerBound..<other.ranges[pairs[last].1].upperBound
          if !Self.equal(leftRange, in: left, rightRange, in: right) { return false }
          index = last + 1
        }
        return true
      }
    }
  }

  /// Line `index` (0-based) without its line feed.
  func text(_ index: Int) -> String {
    let range = ranges[index]
    let end = hasLineFeed(index) ? range.upperBound - 1 : range.upperBound
    return String(decoding: bytes[range.lowerBound..<end], as: UTF8.self)
  }

  func hasLineFeed(_ index: Int) -> Bool {
    bytes[ranges[index].upperBound - 1] == UInt8(ascii: "\n")
  }

  /// Whether line `index` is an event line: after leading spaces, a digit (or `-` and a digit).
  func isEvent(_ index: Int) -> Bool {
    let range = ranges[index]
    var position = range.lowerBound
    while position < range.upperBound && bytes[position] == UInt8(ascii: " ") { position += 1 }
    if position < range.upperBound && bytes[position] == UInt8(ascii: "-") { position += 1 }
    return position < range.upperBound && bytes[position] >= UInt8(ascii: "0")
      && bytes[position] <= UInt8(ascii: "9")
  }

  /// Whether line `index` is a section line (`## …`).
  func isSection(_ index: Int) -> Bool {
    let start = ranges[index].lowerBound
    return ranges[index].count >= 3 && bytes[start] == UInt8(ascii: "#")
      && bytes[start + 1] == UInt8(ascii: "#") && bytes[start + 2] == UInt8(ascii: " ")
  }

  // MARK: - Word-at-a-time helpers

  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// The end of the line starting at `start` (after its line feed, or the end of the text) and
  /// the line's hash. Reads a word at a time from the line's start, so a line's hash does not
  /// depend on where it lies in its file. The hash is only a fast filter: equal hashes are
  /// always confirmed byte by byte.
  private static func scanLine(from start: Int, in buffer: UnsafeRawBufferPointer) -> (
    end: Int, hash: UInt64
  ) {
    let lineFeeds = ones &* UInt64(UInt8(ascii: "\n"))
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var offset = start
    while offset + 8 <= buffer.count {
      let word = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      let x = word ^ lineFeeds
      // The lowest set bit marks the first zero byte of `x`, i.e. the first line feed.
      let found = (x &- ones) & ~x & highBits
      if found == 0 {
        state = mix(state, word)
        offset += 8
        continue
      }
      let length = found.trailingZeroBitCount / 8 + 1
      let kept = length == 8 ? word : word & ((1 << UInt64(length * 8)) &- 1)
      return (offset + length, finish(mix(state, kept), length: offset + length - start))
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while offset < buffer.count {
      let byte = buffer[offset]
      tail |= UInt64(byte) << shift
      shift += 8
      offset += 1
      if byte == UInt8(ascii: "\n") { break }
    }
    return (offset, finish(mix(state, tail), length: offset - start))
  }

  private static func mix(_ state: UInt64, _ word: UInt64) -> UInt64 {
    let product = (state ^ word) &* 0xBF58_476D_1CE4_E5B9
    return (product << 29) | (product >> 35)
  }

  private static func finish(_ state: UInt64, length: Int) -> UInt64 {
    (state ^ UInt64(length)) &* 0x94D0_49BB_1331_11EB
  }

  private static func equal(
    _ leftRange: Range<Int>, in left: UnsafeRawBufferPointer, _ rightRange: Range<Int>,
    in right: UnsafeRawBufferPointer
  ) -> Bool {
    guard leftRange.count == rightRange.count else { return false }
    guard let leftBase = left.baseAddress, let rightBase = right.baseAddress else {
      return leftRange.isEmpty
    }
    return ByteComparison.equal(
      leftBase + leftRange.lowerBound, rightBase + rightRange.lowerBound, count: leftRange.count)
  }
}
