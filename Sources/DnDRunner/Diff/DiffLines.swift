/// A text split into lines for comparison, with a hash per line so that the diff compares two
/// integers before it compares bytes.
///
/// A line keeps its line feed: `"x"` at the end of a file without a final LF is a different line
/// from `"x\n"`, so a missing final newline shows up as a change (and is marked
/// `\ No newline at end of file` in the unified diff, as GNU diff does). Lines are compared as
/// **bytes**, never with `String`'s Unicode canonical equivalence: a golden must match byte for
/// byte.
///
/// Splitting and hashing read eight bytes at a time, in one pass, because logs are long (a million
/// lines for `dndsim diff`) and the comparison must stay fast even in a debug build.
struct DiffLines {
  let bytes: [UInt8]
  /// Where each line ends (after its line feed, when it has one); the next line starts there.
  /// Ends alone, not ranges: half the memory on a million-line log.
  private(set) var ends: [Int] = []
  private(set) var hashes: [UInt64] = []

  init(_ text: String) {
    self.init(bytes: Array(text.utf8))
  }

  /// The lines of UTF-8 `bytes` (not checked here: lines are compared as bytes, and only whole
  /// lines are ever turned back into text).
  init(bytes: [UInt8]) {
    self.bytes = bytes
    var ends: [Int] = []
    var hashes: [UInt64] = []
    // Event lines are about 60 bytes long. Reserving room for lines of 16 bytes costs only
    // address space (pages never written are never touched) and avoids regrowing and copying.
    ends.reserveCapacity(bytes.count / 16 + 1)
    hashes.reserveCapacity(bytes.count / 16 + 1)
    bytes.withUnsafeBytes { buffer in
      var start = 0
      while start < buffer.count {
        let (end, hash) = Self.scanLine(from: start, in: buffer)
        ends.append(end)
        hashes.append(hash)
        start = end
      }
    }
    self.ends = ends
    self.hashes = hashes
  }

  var count: Int { ends.count }

  /// Line `index`'s bytes, including its line feed when it has one.
  func range(_ index: Int) -> Range<Int> {
    (index == 0 ? 0 : ends[index - 1])..<ends[index]
  }

  /// Whether line `i` of `self` and line `j` of `other` have the same bytes.
  func line(_ i: Int, equals j: Int, of other: DiffLines) -> Bool {
    guard hashes[i] == other.hashes[j] else { return false }
    return bytes.withUnsafeBytes { left in
      other.bytes.withUnsafeBytes { right in
        Self.equal(range(i), in: left, other.range(j), in: right)
      }
    }
  }

  /// Line `index` (0-based) without its line feed.
  func text(_ index: Int) -> String {
    let line = range(index)
    let end = hasLineFeed(index) ? line.upperBound - 1 : line.upperBound
    return String(decoding: bytes[line.lowerBound..<end], as: UTF8.self)
  }

  func hasLineFeed(_ index: Int) -> Bool {
    bytes[ends[index] - 1] == UInt8(ascii: "\n")
  }

  /// Whether line `index` is an event line: after leading spaces, a digit (or `-` and a digit).
  func isEvent(_ index: Int) -> Bool {
    let line = range(index)
    var position = line.lowerBound
    while position < line.upperBound && bytes[position] == UInt8(ascii: " ") { position += 1 }
    if position < line.upperBound && bytes[position] == UInt8(ascii: "-") { position += 1 }
    return position < line.upperBound && bytes[position] >= UInt8(ascii: "0")
      && bytes[position] <= UInt8(ascii: "9")
  }

  /// Whether line `index` is a section line (`## …`).
  func isSection(_ index: Int) -> Bool {
    let start = range(index).lowerBound
    return ends[index] - start >= 3 && bytes[start] == UInt8(ascii: "#")
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

  /// Whether two byte ranges of two texts hold the same bytes.
  static func equal(
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
