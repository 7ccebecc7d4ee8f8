import DnDFormats

/// Reads the fields of one evemu line, byte by byte: words separated by spaces or tabs, hex and
/// decimal numbers with their exact widths and ranges, and an optional trailing `# comment`.
/// Every failure is an ``InputError`` at the field's line and column (in bytes, from 1) saying
/// what was expected and what was found.
struct EvemuLineCursor {
  let bytes: ArraySlice<UInt8>
  let file: String
  let line: Int
  private(set) var index: Int

  init(_ bytes: ArraySlice<UInt8>, file: String, line: Int) {
    // A carriage return before the line feed is white space.
    var end = bytes.endIndex
    if end > bytes.startIndex, bytes[end - 1] == 13 { end -= 1 }
    self.bytes = bytes[bytes.startIndex..<end]
    self.file = file
    self.line = line
    index = bytes.startIndex
  }

  private static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 }

  var column: Int { index - bytes.startIndex + 1 }

  func error(_ message: String, at column: Int? = nil) -> InputError {
    InputError(file: file, line: line, column: column ?? self.column, message: message)
  }

  /// The text from the cursor to the end of the word, quoted, for "found …" (or "the end of the
  /// line").
  var found: String {
    guard index < bytes.endIndex else { return "the end of the line" }
    var end = index
    while end < bytes.endIndex, !Self.isSpace(bytes[end]), end - index < 40 { end += 1 }
    return JSONQuoting.quoted(String(decoding: bytes[index..<end], as: UTF8.self))
  }

  mutating func skipSpaces() {
    while index < bytes.endIndex, Self.isSpace(bytes[index]) { index += 1 }
  }

  /// At least one space or tab, then any more, before the field `what`.
  mutating func separator(before what: String) throws(InputError) {
    guard index < bytes.endIndex, Self.isSpace(bytes[index]) else {
      throw error("expected a space before \(what), found \(found)")
    }
    skipSpaces()
  }

  /// The rest of the line: nothing, or a comment (`# …`) after white space.
  mutating func end(after what: String) throws(InputError) {
    let start = index
    skipSpaces()
    guard index < bytes.endIndex else { return }
    guard bytes[index] == UInt8(ascii: "#"), index > start else {
      throw error("expected a comment (# …) or the end of the line after \(what), found \(found)")
    }
  }

  /// Whether the rest of the line is empty or a comment.
  var atEnd: Bool {
    var at = index
    while at < bytes.endIndex, Self.isSpace(bytes[at]) { at += 1 }
    return at == bytes.endIndex || bytes[at] == UInt8(ascii: "#")
  }

  /// 1 to `maxDigits` hex digits (either case), as an unsigned value.
  mutating func hex(_ what: String, maxDigits: Int) throws(InputError) -> UInt32 {
    let start = index
    var value: UInt32 = 0
    while index < bytes.endIndex, let digit = Self.hexDigit(bytes[index]) {
      guard index - start < maxDigits else {
        index = start
        throw error("expected \(what) of at most \(maxDigits) hex digits, found \(found)")
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    guard index > start, index == bytes.endIndex || Self.isSpace(bytes[index]) else {
      index = start
      throw error("expected \(what) in hex, found \(found)")
    }
    return value
  }

  /// A signed decimal within `Int32` (zero-padded like `-001` or `0021`, an optional `+`).
  mutating func decimal(_ what: String) throws(InputError) -> Int32 {
    let start = index
    var negative = false
    if index < bytes.endIndex,
      bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
    {
      negative = bytes[index] == UInt8(ascii: "-")
      index += 1
    }
    let digits = index
    var value: Int64 = 0
    while index < bytes.endIndex, (48...57).contains(bytes[index]) {
      value = value * 10 + Int64(bytes[index] - 48)
      index += 1
      if value > Int64(Int32.max) + 1 {
        index = start
        throw error("expected \(what) within -2147483648…2147483647, found \(found)")
      }
    }
    guard index > digits, index == bytes.endIndex || Self.isSpace(bytes[index]) else {
      index = start
      throw error("expected \(what) (a decimal integer), found \(found)")
    }
    if negative { value = -value }
    guard value <= Int64(Int32.max) else {
      index = start
      throw error("expected \(what) within -2147483648…2147483647, found \(found)")
    }
    return Int32(value)
  }

  /// An evemu time, `<seconds>.<microseconds>` with exactly six digits after the point (as
  /// evemu writes `%lu.%06u`), in microseconds.
  mutating func time() throws(InputError) -> Int64 {
    let start = index
    var seconds: Int64 = 0
    while index < bytes.endIndex, (48...57).contains(bytes[index]) {
      guard index - start < 12 else {
        index = start
        throw error("expected a time of at most 12 digits of seconds, found \(found)")
      }
      seconds = seconds * 10 + Int64(bytes[index] - 48)
      index += 1
    }
    var micro: Int64 = 0
    var fraction = 0
    if index > start, index < bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
      index += 1
      while index < bytes.endIndex, (48...57).contains(bytes[index]), fraction < 7 {
        micro = micro * 10 + Int64(bytes[index] - 48)
        index += 1
        fraction += 1
      }
    }
    guard fraction == 6, index == bytes.endIndex || Self.isSpace(bytes[index]) else {
      index = start
      throw error(
        "expected a time like 12.345678 (seconds, a point and six digits of microseconds), found \(found)"
      )
    }
    return seconds * 1_000_000 + micro
  }

  /// The rest of the line without surrounding white space (a device name).
  mutating func rest() -> String {
    skipSpaces()
    var end = bytes.endIndex
    while end > index, Self.isSpace(bytes[end - 1]) { end -= 1 }
    defer { index = bytes.endIndex }
    return String(decoding: bytes[index..<end], as: UTF8.self)
  }

  /// Skips a two-character tag (`E:`) known to be there.
  mutating func skipTag() { index += 2 }

  private static func hexDigit(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 48...57: byte - 48
    case 65...70: byte - 55
    case 97...102: byte - 87
    default: nil
    }
  }
}
