/// A problem found by `StrictJSONScanner`: a byte offset and a plain-words message.
struct JSONScanFailure: Error, Equatable {
  var offset: Int
  var message: String
}

/// Where an object starts in the text and how many members the text gives it.
struct ScannedObject: Equatable {
  var offset: Int
  var memberCount: Int
}

/// An object key as written: the offset of its opening quote and its decoded UTF-8 bytes.
struct ScannedKey: Equatable {
  var offset: Int
  var bytes: [UInt8]
}

/// A strict RFC 8259 recognizer that checks the text json-c builds values from.
///
/// Why it exists: json-c 0.16, even with `JSON_TOKENER_STRICT`, accepts `NaN`, `Infinity`,
/// `-Infinity`, single-quoted object keys, `1.`, `-01`, unescaped control characters in strings,
/// overlong and surrogate UTF-8, and unpaired `\u` surrogates (which it silently turns into
/// U+FFFD); it saturates out-of-range integers, silently keeps only the last of duplicate keys, and
/// cuts keys at `\u0000`. Its error codes also do not say what was expected at end of input. This
/// scanner rejects all of those with a precise offset and message, and records each object's
/// member count so the converter can detect keys that json-c merged.
///
/// It only recognizes; it builds no values. It is iterative (an explicit container stack), so deep
/// input cannot exhaust the call stack.
struct StrictJSONScanner {
  fileprivate enum Container {
    case array
    case object(index: Int)
  }

  /// Where a value is expected; chooses the wording of "expected …" messages.
  private enum ValueContext: Equatable {
    case document, afterColon, firstElement, afterComma
  }

  private enum Expectation {
    case value(ValueContext)
    case key(first: Bool)
    case colon
    case objectSeparator
    case arraySeparator

    var wording: String {
      switch self {
      case .value(.document): "expected a JSON value"
      case .value(.afterColon): "expected a value after ':'"
      case .value(.firstElement): "expected a value or ']'"
      case .value(.afterComma): "expected a value after ','"
      case .key(first: true): "expected a string key or '}'"
      case .key(first: false): "expected a string key after ','"
      case .colon: "expected ':' after object key"
      case .objectSeparator: "expected ',' or '}' after object member"
      case .arraySeparator: "expected ',' or ']' after array element"
      }
    }
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private let maxDepth: Int
  private var position = 0
  private var stack: [Container] = []

  /// Every object in text order (the order of their `{`), with member counts.
  private(set) var objects: [ScannedObject] = []

  /// When set, keys of objects at this stack depth are decoded into `collectedKeys`.
  private var collectKeysAtDepth: Int?
  private(set) var collectedKeys: [ScannedKey] = []
  private var decodedKey: [UInt8] = []

  /// The growable arrays of a scanner, handed from one scanner to the next (see
  /// ``takeStorage()``) so that scanning many small documents in a row, such as the lines of a
  /// trace, does not allocate them again for each one.
  struct Storage {
    fileprivate var stack: [Container] = []
    fileprivate var objects: [ScannedObject] = []
  }

  init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, reusing storage: Storage = Storage()) {
    self.bytes = bytes
    self.maxDepth = maxDepth
    stack = storage.stack
    objects = storage.objects
  }

  /// Moves the scanner's arrays out, for a later scanner; ``objects`` is empty afterwards.
  mutating func takeStorage() -> Storage {
    let storage = Storage(stack: stack, objects: objects)
    stack = []
    objects = []
    return storage
  }

  /// Checks that the bytes are exactly one JSON value, optionally surrounded by whitespace.
  mutating func scanDocument() throws(JSONScanFailure) {
    position = 0
    stack.removeAll(keepingCapacity: true)
    objects.removeAll(keepingCapacity: true)
    skipWhitespace()
    try scanValue(.document)
    skipWhitespace()
    if position < bytes.count {
      throw failure("expected end of input after the JSON document")
    }
  }

  /// The keys of the object whose `{` is at `offset`, in text order. The object must already have
  /// passed `scanDocument()`.
  static func keys(ofObjectAt offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> [ScannedKey] {
    var scanner = StrictJSONScanner(bytes: bytes, maxDepth: .max)
    scanner.position = offset
    scanner.collectKeysAtDepth = 1
    do {
      try scanner.scanValue(.document)
    } catch {
      // Unreachable for text that passed scanDocument(); return what was collected.
    }
    return scanner.collectedKeys
  }

  // MARK: - Structure

  private mutating func scanValue(_ initialContext: ValueContext) throws(JSONScanFailure) {
    let baseDepth = stack.count
    var expectation = Expectation.value(initialContext)
    while true {
      skipWhitespace()
      guard position < bytes.count else { throw failure(expectation.wording) }
      let byte = bytes[position]
      var completedValue = false
      switch expectation {
      case .value(let context):
        switch byte {
        case UInt8(ascii: "{"):
          try push(.object(index: objects.count))
          objects.append(ScannedObject(offset: position, memberCount: 0))
          position += 1
          expectation = .key(first: true)
        case UInt8(ascii: "["):
          try push(.array)
          position += 1
          expectation = .value(.firstElement)
        case UInt8(ascii: "]") where context == .firstElement:
          position += 1
          stack.removeLast()
          completedValue = true
        case UInt8(ascii: "\""):
          try scanString(isKey: false)
          completedValue = true
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          try scanNumber()
          completedValue = true
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
          try scanLiteral()
          completedValue = true
        default:
          throw failure(expectation.wording)
        }
      case .key(let first):
        switch byte {
        case UInt8(ascii: "\""):
          try scanString(isKey: true)
          expectation = .colon
        case UInt8(ascii: "}") where first:
          position += 1
          stack.removeLast()
          completedValue = true
        default:
          throw failure(expectation.wording)
        }
      case .colon:
        guard byte == UInt8(ascii: ":") else { throw failure(expectation.wording) }
        position += 1
        expectation = .value(.afterColon)
      case .objectSeparator:
        switch byte {
        case UInt8(ascii: ","):
          position += 1
          expectation = .key(first: false)
        case UInt8(ascii: "}"):
          position += 1
          stack.removeLast()
          completedValue = true
        default:
          throw failure(expectation.wording)
        }
      case .arraySeparator:
        switch byte {
        case UInt8(ascii: ","):
          position += 1
          expectation = .value(.afterComma)
        case UInt8(ascii: "]"):
          position += 1
          stack.removeLast()
          completedValue = true
        default:
          throw failure(expectation.wording)
        }
      }
      if completedValue {
        guard let container = stack.last, stack.count > baseDepth else { return }
        switch container {
        case .array:
          expectation = .arraySeparator
        case .object(let index):
          objects[index].memberCount += 1
          expectation = .objectSeparator
        }
      }
    }
  }

  private mutating func push(_ container: Container) throws(JSONScanFailure) {
    guard stack.count < maxDepth else {
      throw JSONScanFailure(
        offset: position,
        message: "nesting too deep: more than \(maxDepth) nested arrays and objects")
    }
    stack.append(container)
  }

  private mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        position += 1
      default:
        return
      }
    }
  }

  // MARK: - Literals

  private mutating func scanLiteral() throws(JSONScanFailure) {
    let start = position
    var end = position
    while end < bytes.count, Self.isASCIILetter(bytes[end]) { end += 1 }
    let word = String(decoding: bytes[start..<end], as: UTF8.self)
    switch word {
    case "true", "false", "null":
      position = end
    case "NaN", "Infinity":
      throw JSONScanFailure(
        offset: start, message: "\(word) is not allowed in JSON; numbers must be finite")
    default:
      let shown = word.count > 20 ? String(word.prefix(20)) + "…" : word
      throw JSONScanFailure(
        offset: start, message: "invalid literal '\(shown)'; expected true, false or null")
    }
  }

  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  // MARK: - Numbers

  private mutating func scanNumber() throws(JSONScanFailure) {
    let start = position
    let negative = bytes[position] == UInt8(ascii: "-")
    if negative {
      position += 1
      if hasPrefix("Infinity") {
        throw JSONScanFailure(
          offset: start, message: "-Infinity is not allowed in JSON; numbers must be finite")
      }
      guard isDigit(at: position) else { throw failure("expected a digit after '-'") }
    }
    let integerStart = position
    if bytes[position] == UInt8(ascii: "0") {
      position += 1
      if isDigit(at: position) {
        throw JSONScanFailure(
          offset: integerStart, message: "leading zeros are not allowed in numbers")
      }
    } else {
      skipDigits()
    }
    let integerDigits = position - integerStart
    var isInteger = true
    var hasExponent = false
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      isInteger = false
      position += 1
      guard isDigit(at: position) else { throw failure("expected a digit after the decimal point") }
      skipDigits()
    }
    if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      isInteger = false
      hasExponent = true
      position += 1
      if position < bytes.count,
        bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
      {
        position += 1
      }
      guard isDigit(at: position) else { throw failure("expected a digit in the exponent") }
      skipDigits()
    }
    let literal = bytes[start..<position]
    if isInteger {
      if !Self.fitsInt64(digits: bytes[integerStart..<position], negative: negative) {
        throw JSONScanFailure(
          offset: start,
          message:
            "number out of range: \(Self.shown(literal)) does not fit in a 64-bit signed integer")
      }
    } else if hasExponent || integerDigits > 300 {
      // Only these can overflow a Double; Swift's parser rounds exactly like strtod.
      let value = Double(String(decoding: literal, as: UTF8.self))
      if !(value?.isFinite ?? false) {
        throw JSONScanFailure(
          offset: start,
          message:
            "number out of range: \(Self.shown(literal)) is too large for a 64-bit floating-point number"
        )
      }
    }
  }

  private static func fitsInt64(digits: Slice<UnsafeBufferPointer<UInt8>>, negative: Bool) -> Bool {
    guard digits.count <= 19 else { return false }
    var magnitude: UInt64 = 0
    for digit in digits { magnitude = magnitude * 10 + UInt64(digit - UInt8(ascii: "0")) }
    let limit = negative ? UInt64(Int64.max) + 1 : UInt64(Int64.max)
    return magnitude <= limit
  }

  private static func shown(_ literal: Slice<UnsafeBufferPointer<UInt8>>) -> String {
    let text = String(decoding: literal, as: UTF8.self)
    return text.count > 40 ? String(text.prefix(40)) + "…" : text
  }

  private func isDigit(at offset: Int) -> Bool {
    offset < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset])
  }

  private mutating func skipDigits() {
    while isDigit(at: position) { position += 1 }
  }

  private func hasPrefix(_ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard position + count <= bytes.count else { return false }
    for index in 0..<count where bytes[position + index] != text.utf8Start[index] { return false }
    return true
  }

  // MARK: - Strings

  private mutating func scanString(isKey: Bool) throws(JSONScanFailure) {
    let start = position
    let collecting = isKey && collectKeysAtDepth == stack.count
    if collecting { decodedKey.removeAll(keepingCapacity: true) }
    position += 1
    while true {
      guard position < bytes.count else {
        throw JSONScanFailure(
          offset: start, message: "unterminated string: no closing '\"' before end of input")
      }
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        if collecting { collectedKeys.append(ScannedKey(offset: start, bytes: decodedKey)) }
        return
      case UInt8(ascii: "\\"):
        let scalar = try scanEscape()
        if isKey && scalar.value == 0 {
          throw JSONScanFailure(
            offset: start, message: "object key contains U+0000 (\\u0000), which is not supported")
        }
        if collecting { decodedKey.append(contentsOf: Unicode.UTF8.encode(scalar)!) }
      case 0..<0x20:
        let hint = byte == UInt8(ascii: "\n") ? " (a string cannot span lines)" : ""
        throw JSONScanFailure(
          offset: position,
          message: "control character U+\(JSONQuoting.hex(UInt32(byte), digits: 4)) must be "
            + "escaped in a string\(hint)")
      case 0x20..<0x80:
        if collecting { decodedKey.append(byte) }
        position += 1
      default:
        guard let length = utf8SequenceLength(at: position) else {
          throw JSONScanFailure(
            offset: position,
            message: "invalid UTF-8 in string (byte 0x\(JSONQuoting.hex(UInt32(byte), digits: 2)))")
        }
        if collecting { decodedKey.append(contentsOf: bytes[position..<position + length]) }
        position += length
      }
    }
  }

  /// Scans the escape at `position` (a backslash) and returns the scalar it stands for.
  private mutating func scanEscape() throws(JSONScanFailure) -> Unicode.Scalar {
    let start = position
    guard position + 1 < bytes.count else {
      throw JSONScanFailure(offset: start, message: "unterminated escape sequence in string")
    }
    let letter = bytes[position + 1]
    position += 2
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(letter)
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"): break
    default:
      let shown =
        (0x21..<0x7F).contains(letter)
        ? "'\\\(Character(Unicode.Scalar(letter)))'"
        : "'\\' followed by byte 0x\(JSONQuoting.hex(UInt32(letter), digits: 2))"
      throw JSONScanFailure(offset: start, message: "invalid escape sequence \(shown) in string")
    }
    let unit = try hexQuad(escapeStart: start)
    switch unit {
    case 0xD800..<0xDC00:
      if hasPrefix("\\u"), let low = peekHexQuad(at: position + 2), (0xDC00..<0xE000).contains(low)
      {
        position += 6
        return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
      }
      fallthrough
    case 0xDC00..<0xE000:
      throw JSONScanFailure(
        offset: start,
        message: "unpaired UTF-16 surrogate '\\u\(JSONQuoting.hex(unit, digits: 4))' in string")
    default:
      return Unicode.Scalar(unit)!
    }
  }

  private mutating func hexQuad(escapeStart: Int) throws(JSONScanFailure) -> UInt32 {
    guard let value = peekHexQuad(at: position) else {
      throw JSONScanFailure(
        offset: escapeStart, message: "invalid escape sequence: expected 4 hex digits after '\\u'")
    }
    position += 4
    return value
  }

  private func peekHexQuad(at offset: Int) -> UInt32? {
    guard offset + 4 <= bytes.count else { return nil }
    var value: UInt32 = 0
    for byte in bytes[offset..<offset + 4] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  /// The length of the well-formed UTF-8 sequence at `offset` (Unicode Table 3-7: no overlong
  /// forms, no surrogates, nothing above U+10FFFF), or `nil`.
  private func utf8SequenceLength(at offset: Int) -> Int? {
    func byte(_ index: Int, in range: ClosedRange<UInt8>) -> Bool {
      offset + index < bytes.count && range.contains(bytes[offset + index])
    }
    let tail: ClosedRange<UInt8> = 0x80...0xBF
    switch bytes[offset] {
    case 0xC2...0xDF:
      return byte(1, in: tail) ? 2 : nil
    case 0xE0:
      return byte(1, in: 0xA0...0xBF) && byte(2, in: tail) ? 3 : nil
    case 0xE1...0xEC, 0xEE...0xEF:
      return byte(1, in: tail) && byte(2, in: tail) ? 3 : nil
    case 0xED:
      return byte(1, in: 0x80...0x9F) && byte(2, in: tail) ? 3 : nil
    case 0xF0:
      return byte(1, in: 0x90...0xBF) && byte(2, in: tail) && byte(3, in: tail) ? 4 : nil
    case 0xF1...0xF3:
      return byte(1, in: tail) && byte(2, in: tail) && byte(3, in: tail) ? 4 : nil
    case 0xF4:
      return byte(1, in: 0x80...0x8F) && byte(2, in: tail) && byte(3, in: tail) ? 4 : nil
    default:
      return nil
    }
  }

  // MARK: - Messages

  /// "<expected>, found <what is at position>", with a hint for common non-JSON habits.
  private func failure(_ expected: String) -> JSONScanFailure {
    guard position < bytes.count else {
      return JSONScanFailure(offset: position, message: "\(expected), found end of input")
    }
    let byte = bytes[position]
    var hint = ""
    switch byte {
    case UInt8(ascii: "'"):
      hint = " (JSON strings and keys use double quotes)"
    case UInt8(ascii: "/"):
      hint = " (comments are not allowed in JSON)"
    case UInt8(ascii: "]"), UInt8(ascii: "}"):
      if lastSignificantByte(before: position) == UInt8(ascii: ",") {
        hint = " (trailing commas are not allowed in JSON)"
      }
    case 0xEF where position == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF]):
      hint = " (a UTF-8 byte-order mark is not allowed)"
    default:
      break
    }
    return JSONScanFailure(
      offset: position, message: "\(expected), found \(Self.describe(byte))\(hint)")
  }

  private func lastSignificantByte(before offset: Int) -> UInt8? {
    var index = offset - 1
    while index >= 0 {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        index -= 1
      default:
        return bytes[index]
      }
    }
    return nil
  }

  /// A byte as shown in messages: `'x'` for visible ASCII, otherwise its value.
  static func describe(_ byte: UInt8) -> String {
    switch byte {
    case UInt8(ascii: "'"): "\"'\""
    case 0x21..<0x7F: "'\(Character(Unicode.Scalar(byte)))'"
    case 0: "a NUL byte"
    default: "byte 0x\(JSONQuoting.hex(UInt32(byte), digits: 2))"
    }
  }
}
