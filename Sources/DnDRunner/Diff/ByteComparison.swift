#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Byte-for-byte equality of memory and of strings, fast in a debug build.
///
/// `String ==` compares by Unicode canonical equivalence (`"é"` equals `"e\u{301}"`), which is
/// wrong for goldens, and `utf8.elementsEqual` walks a 10 MB log byte by byte through generic
/// code — over a second in a debug build. The C library's `memcmp` is exact and fast; where no C
/// library can be imported, a word-at-a-time loop stands in.
enum ByteComparison {
  /// Whether the `count` bytes at `left` and `right` are equal.
  static func equal(_ left: UnsafeRawPointer, _ right: UnsafeRawPointer, count: Int) -> Bool {
    if count == 0 { return true }
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      return memcmp(left, right, count) == 0
    #else
      var offset = 0
      while offset + 8 <= count {
        if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        {
          return false
        }
        offset += 8
      }
      while offset < count {
        if left.load(fromByteOffset: offset, as: UInt8.self)
          != right.load(fromByteOffset: offset, as: UInt8.self)
        {
          return false
        }
        offset += 1
      }
      return true
    #endif
  }

  /// Whether two strings have the same UTF-8 bytes.
  static func equal(_ left: String, _ right: String) -> Bool {
    var left = left
    var right = right
    guard left.utf8.count == right.utf8.count else { return false }
    return left.withUTF8 { leftBuffer in
      right.withUTF8 { rightBuffer in
        guard let leftBase = leftBuffer.baseAddress, let rightBase = rightBuffer.baseAddress
        else { return true }  // both empty
        return equal(leftBase, rightBase, count: leftBuffer.count)
      }
    }
  }
}
