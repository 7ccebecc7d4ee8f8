/// A fast first pass over a document for the common case: compact JSON (no whitespace between
/// tokens) whose strings are printable ASCII without escapes and whose numbers have no exponent —
/// every line of a trace that dndsim wrote.
///
/// Why it exists: ``StrictJSONScanner`` checks every rule and words every error, which costs about
/// 33 instructions a byte on a trace line; this pass costs about 12. It answers only "the strict
/// scanner would accept this document, and these are its objects" or "cannot tell". It never
/// reports an error: on anything unusual (whitespace inside the document, an escape, a byte
/// outside printable ASCII, an exponent, a long integer, a misplaced byte, nesting at the limit,
/// more objects than it has room for…) it gives up and the caller runs the strict scanner, which
/// then says exactly what it always said. So whatever it accepts must be accepted by the strict
/// scanner with the same ``ScannedObject``s; `QuickJSONScannerTests` checks this on hand-written
/// and randomly mutated documents.
///
/// Everything lives in locals of one function over the raw bytes (every read is after an
/// `index < count` check), so that the compiler keeps the position in a register; strings and
/// digits are examined eight bytes at a time.
enum QuickJSONScanner {
  /// What an open container saves of the container around it.
  struct Level {
    /// The index in `objects` of the innermost open object, or -1 for an array (or none).
    var object: Int
    /// The members counted so far in that object.
    var members: Int
  }

  /// The number of objects in `bytes`, if it is one JSON document (surrounded by optional
  /// whitespace) that ``StrictJSONScanner/scanDocument()`` accepts when nesting is limited to
  /// `levels.count`, with at most `objects.count` objects; then `objects` starts with exactly
  /// what that scanner's `objects` would hold. `nil` when it cannot tell.
  static func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, levels: UnsafeMutableBufferPointer<Level>,
    objects: UnsafeMutableBufferPointer<ScannedObject>
  ) -> Int? {
    guard let text = bytes.baseAddress else { return nil }
    // Whitespace around the document is allowed (a trailing CR, say); inside it, it is not.
    var index = 0
    var count = bytes.count
    while index < count, isWhitespace(text[index]) { index += 1 }
    while count > index, isWhitespace(text[count - 1]) { count -= 1 }
    var objectCount = 0
    // The innermost open container, kept in locals; `levels` holds the ones around it.
    var depth = 0
    var object = -1
    var members = 0
    while true {
      // A value is expected.
      guard index < count else { return nil }
      let first = text[index]
      if first == UInt8(ascii: "\"") {
        index = stringEnd(text, from: index, count: count)
      } else if isDigit(first) || first == UInt8(ascii: "-") {
        index = numberEnd(text, from: index, count: count)
      } else if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
        guard depth < levels.count else { return nil }
        levels[depth] = Level(object: object, members: members)
        depth += 1
        members = 0
        object = -1
        if first == UInt8(ascii: "{") {
          guard objectCount < objects.count else { return nil }
          objects[objectCount] = ScannedObject(offset: index, memberCount: 0)
          object = objectCount
          objectCount += 1
        }
        index += 1
        guard index < count else { return nil }
        if text[index] != first &+ 2 {  // not empty: '}' is '{' + 2, ']' is '[' + 2
          if object >= 0 {
            index = keyAndColonEnd(text, from: index, count: count)
            guard index >= 0 else { return nil }
            members = 1
          }
          continue
        }
        // Empty, so closed at once: a complete value (its member count is already 0).
        index += 1
        depth -= 1
        (object, members) = (levels[depth].object, levels[depth].members)
      } else {
        index = literalEnd(text, from: index, count: count)
      }
      guard index >= 0 else { return nil }
      // A value is complete: close the containers it completes, up to the next ',' (then a value
      // is expected again) or the end of the document.
      while true {
        if depth == 0 { return index == count ? objectCount : nil }
        guard index < count else { return nil }
        let byte = text[index]
        index += 1
        if byte == UInt8(ascii: ",") {
          if object >= 0 {
            index = keyAndColonEnd(text, from: index, count: count)
            guard index >= 0 else { return nil }
            members += 1
          }
          break
        }
        guard byte == (object >= 0 ? UInt8(ascii: "}") : UInt8(ascii: "]")) else { return nil }
        if object >= 0 { objects[object].memberCount = members }
        depth -= 1
        (object, members) = (levels[depth].object, levels[depth].members)
      }
    }
  }

  @inline(__always)
  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
      || byte == UInt8(ascii: "\r")
  }

  @inline(__always)
  private static func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
  }

  /// The end of an object key at `start` and of the ':' right after it, or -1.
  @inline(__always)
  private static func keyAndColonEnd(
    _ text: UnsafePointer<UInt8>, from start: Int, count: Int
  ) -> Int {
    guard start < count, text[start] == UInt8(ascii: "\"") else { return -1 }
    let end = stringEnd(text, from: start, count: count)
    guard end >= 0, end < count, text[end] == UInt8(ascii: ":") else { return -1 }
    return end + 1
  }

  /// The end of `true`, `false` or `null` at `start`, or -1. A letter right after it is not a
  /// separator, so the caller rejects `truex` as the strict scanner does.
  @inline(__always)
  private static func literalEnd(_ text: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
    switch text[start] {
    case UInt8(ascii: "t"): return wordEnd("true", text, from: start, count: count)
    case UInt8(ascii: "f"): return wordEnd("false", text, from: start, count: count)
    case UInt8(ascii: "n"): return wordEnd("null", text, from: start, count: count)
    default: return -1
    }
  }

  @inline(__always)
  private static func wordEnd(
    _ word: StaticString, _ text: UnsafePointer<UInt8>, from start: Int, count: Int
  ) -> Int {
    let length = word.utf8CodeUnitCount
    guard start + length <= count else { return -1 }
    let letters = word.utf8Start
    for offset in 0..<length where text[start + offset] != letters[offset] { return -1 }
    return start + length
  }

  /// The end of a string of printable ASCII (U+0020…U+007F) without escapes whose quote is at
  /// `start`, or -1. Escapes, control characters and non-ASCII bytes are left to the strict
  /// scanner.
  @inline(__always)
  private static func stringEnd(_ text: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
    var index = start + 1
    // Eight bytes at a time while they lie inside the text (most strings fit in one step).
    while index + 8 <= count {
      let special = specialBytes(word(text, at: index))
      if special == 0 {
        index += 8
        continue
      }
      let end = index + special.trailingZeroBitCount / 8
      return text[end] == UInt8(ascii: "\"") ? end + 1 : -1
    }
    while index < count {
      let byte = text[index]
      index += 1
      if byte &- 0x20 < 0x60, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") { continue }
      return byte == UInt8(ascii: "\"") ? index : -1
    }
    return -1
  }

  /// The end of `-?(0|[1-9][0-9]*)(\.[0-9]+)?` at `start`, or -1: no exponent, at most 18
  /// integer digits without a fraction (so it fits an Int64) and at most 300 with one (so it is a
  /// finite Double) — the numbers the strict scanner accepts without a range check. The number
  /// ends at the first byte that cannot continue it; the caller accepts only ',', '}' or ']' (or
  /// the end) after a value, so `1e5` and `1.5E3` are not accepted.
  @inline(__always)
  private static func numberEnd(_ text: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
    let integerStart = text[start] == UInt8(ascii: "-") ? start + 1 : start
    var index = digitsEnd(text, from: integerStart, count: count)
    let integerDigits = index - integerStart
    // No digit, or a leading zero (`-`, `01`): the strict scanner says what is wrong.
    guard integerDigits > 0, integerDigits == 1 || text[integerStart] != UInt8(ascii: "0") else {
      return -1
    }
    guard index < count, text[index] == UInt8(ascii: ".") else {
      return integerDigits <= 18 ? index : -1
    }
    let fractionStart = index + 1
    index = digitsEnd(text, from: fractionStart, count: count)
    guard index > fractionStart else { return -1 }
    return integerDigits <= 300 ? index : -1
  }

  /// The index of the first byte at or after `start` that is not an ASCII digit (or `count`).
  @inline(__always)
  private static func digitsEnd(_ text: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
    var index = start
    while index + 8 <= count {
      let others = nonDigitBytes(word(text, at: index))
      if others != 0 { return index + others.trailingZeroBitCount / 8 }
      index += 8
    }
    while index < count, isDigit(text[index]) { index += 1 }
    return index
  }

  // MARK: - Eight bytes at a time

  /// The eight bytes at `index` (which the caller keeps inside the text), first byte lowest.
  @inline(__always)
  private static func word(_ text: UnsafePointer<UInt8>, at index: Int) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(text + index).loadUnaligned(as: UInt64.self))
  }

  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// A word with the high bit set in (at least) the lowest byte of `word` that may not appear
  /// as such in a plain string — '"', '\\', below U+0020 or above U+007F — and in none below it;
  /// 0 when there is none. (The classic "has zero byte" test: a borrow only runs upwards from a
  /// byte that is itself flagged, so the lowest flag is exact; flags above it may not be.)
  @inline(__always)
  private static func specialBytes(_ word: UInt64) -> UInt64 {
    let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
    let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
    let isQuote = (quotes &- ones) & ~quotes
    let isBackslash = (backslashes &- ones) & ~backslashes
    let isControl = (word &- ones &* 0x20) & ~word
    return (isQuote | isBackslash | isControl | word) & highBits
  }

  /// A word with the high bit set in exactly the bytes of `word` that are not ASCII digits. Each
  /// byte is computed on its own: with the high bits cleared first, no carry or borrow crosses
  /// into the next byte.
  @inline(__always)
  private static func nonDigitBytes(_ word: UInt64) -> UInt64 {
    let low7 = word & ~highBits
    let aboveNine = low7 &+ ones &* (0x80 - 0x3A)  // high bit set when ≥ '9' + 1
    let notBelowZero = (low7 | highBits) &- ones &* 0x30  // high bit cleared when < '0'
    return (aboveNine | ~notBelowZero | word) & highBits
  }
}
