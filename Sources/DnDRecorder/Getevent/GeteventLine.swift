import DnDFormats

/// One line of a `getevent` log, cut into its parts. Event lines are
///
///     [   53890.813990] /dev/input/event4: EV_ABS       ABS_MT_POSITION_X    000001be
///     [   53890.813990] 0003 0035 000001be
///     53890-813990: /dev/input/event4: 0003 0035 000001be        (old Android, usec not padded)
///
/// — a timestamp (`-t`), the device when `getevent` watched every device, then type, code and value
/// as hex or, with `-l`, as labels (`-r` adds ` rate N` after a report). `getevent` also prints
/// `add device N: /dev/input/eventN` with indented details (`name:`…) when it watches every
/// device, and adb merges its complaints (`could not open …`) into the same stream.
enum GeteventLine: Equatable {
  case blank
  /// `add device N: PATH`.
  case addDevice(node: String)
  /// An indented detail of the device added last (`  name:     "sec_touchscreen"`).
  case detail(key: String, value: String)
  /// `remove device …`, `could not …`: nothing to read.
  case note
  case event(GeteventRawEvent)

  /// Reads `bytes` (line `line` of `file`); an event line whose shape is wrong is an error at its
  /// column. Labels are left as text: only the chosen device's are resolved.
  static func parse(_ bytes: ArraySlice<UInt8>, line: Int, file: String) throws(InputError)
    -> GeteventLine
  {
    var end = bytes.endIndex
    while end > bytes.startIndex, [13, 32, 9].contains(bytes[end - 1]) { end -= 1 }
    let text = bytes[bytes.startIndex..<end]
    guard let first = text.first else { return .blank }
    if first == 32 || first == 9 {
      let trimmed = text.drop { $0 == 32 || $0 == 9 }
      guard let colon = trimmed.firstIndex(of: UInt8(ascii: ":")) else { return .note }
      let value = trimmed[(colon + 1)...].drop { $0 == 32 || $0 == 9 }
      return .detail(
        key: String(decoding: trimmed[..<colon], as: UTF8.self),
        value: String(decoding: value, as: UTF8.self))
    }
    var cursor = GeteventCursor(bytes: text, line: line, file: file)
    // Event lines start with `[` or a digit (the old `SEC-USEC:`); the words are checked only
    // for other lines.
    if first == UInt8(ascii: "[") || (first >= 48 && first <= 57) {
      return .event(try cursor.event())
    }
    if text.starts(with: "add device ".utf8) {
      guard let colon = text.firstIndex(of: UInt8(ascii: ":")) else { return .note }
      let node = text[(colon + 1)...].drop { $0 == 32 }
      return .addDevice(node: String(decoding: node, as: UTF8.self))
    }
    if text.starts(with: "remove device ".utf8) || text.starts(with: "could not ".utf8) {
      return .note
    }
    return .event(try cursor.event())
  }
}

/// An event line's parts, before labels are resolved.
struct GeteventRawEvent: Equatable {
  struct Token: Equatable {
    var text: String
    /// 1-based byte column, for errors.
    var column: Int
  }

  var microseconds: Int64
  /// `/dev/input/eventN` when the line names its device.
  var device: String?
  var type: Token
  var code: Token
  var value: Token
}

/// Walks the bytes of one event line.
private struct GeteventCursor {
  let bytes: ArraySlice<UInt8>
  let line: Int
  let file: String
  var index: Int

  init(bytes: ArraySlice<UInt8>, line: Int, file: String) {
    self.bytes = bytes
    self.line = line
    self.file = file
    index = bytes.startIndex
  }

  private var column: Int { index - bytes.startIndex + 1 }

  private func error(_ message: String, at column: Int? = nil) -> InputError {
    InputError(file: file, line: line, column: column ?? self.column, message: message)
  }

  mutating func event() throws(InputError) -> GeteventRawEvent {
    let microseconds = try timestamp()
    var tokens: [GeteventRawEvent.Token] = []
    while true {
      while index < bytes.endIndex, bytes[index] == 32 || bytes[index] == 9 { index += 1 }
      guard index < bytes.endIndex else { break }
      let start = index
      while index < bytes.endIndex, bytes[index] != 32, bytes[index] != 9 { index += 1 }
      tokens.append(
        .init(
          text: String(decoding: bytes[start..<index], as: UTF8.self),
          column: start - bytes.startIndex + 1))
    }
    var device: String?
    if let first = tokens.first, first.text.hasPrefix("/"), first.text.hasSuffix(":") {
      device = String(first.text.dropLast())
      tokens.removeFirst()
    }
    guard tokens.count >= 3 else {
      let found =
        tokens.isEmpty ? "nothing" : "only \"\(tokens.map(\.text).joined(separator: " "))\""
      throw error(
        "expected the event's type, code and value after the timestamp, found \(found)")
    }
    let isRate =
      tokens.count == 5 && tokens[3].text == "rate" && DecimalText.int64(tokens[4].text) != nil
    if tokens.count > 3 && !isRate {
      throw error(
        "expected the end of the line after the value, found \"\(tokens[3].text)\"",
        at: tokens[3].column)
    }
    return GeteventRawEvent(
      microseconds: microseconds, device: device, type: tokens[0], code: tokens[1],
      value: tokens[2])
  }

  /// `[   SEC.USEC]` (6 digits of µs), or the old `SEC-USEC:` (µs not padded).
  private mutating func timestamp() throws(InputError) -> Int64 {
    let expected =
      "expected a timestamp like [   12345.678901] at the start of the line (record with getevent -t or -lt)"
    if bytes[index] == UInt8(ascii: "[") {
      index += 1
      while index < bytes.endIndex, bytes[index] == 32 { index += 1 }
      let seconds = try digits(what: "seconds")
      guard take(".") else { throw error(expected) }
      let start = column
      let micro = try digits(what: "microseconds")
      guard column - start == 6 else {
        throw error("expected 6 digits of microseconds after the point", at: start)
      }
      guard take("]") else { throw error("expected ] after the timestamp") }
      return try combine(seconds, micro)
    }
    guard bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") else {
      throw error(expected)
    }
    let seconds = try digits(what: "seconds")
    guard take("-") else { throw error(expected, at: 1) }
    let start = column
    let micro = try digits(what: "microseconds")
    guard micro < 1_000_000 else {
      throw error("expected microseconds from 0 to 999999, found \(micro)", at: start)
    }
    guard take(":") else { throw error("expected : after the timestamp") }
    return try combine(seconds, micro)
  }

  private mutating func take(_ character: Unicode.Scalar) -> Bool {
    guard index < bytes.endIndex, bytes[index] == UInt8(ascii: character) else { return false }
    index += 1
    return true
  }

  /// One or more decimal digits, as a number that fits 64 bits.
  private mutating func digits(what: String) throws(InputError) -> Int64 {
    let start = index
    var value: Int64 = 0
    var overflow = false
    while index < bytes.endIndex, bytes[index] >= 48, bytes[index] <= 57 {
      let (times, o1) = value.multipliedReportingOverflow(by: 10)
      let (next, o2) = times.addingReportingOverflow(Int64(bytes[index] - 48))
      overflow = overflow || o1 || o2
      value = next
      index += 1
    }
    guard index > start else { throw error("expected the digits of the \(what)") }
    guard !overflow else {
      throw error(
        "expected \(what) that fit a 64-bit time in µs, found \(String(decoding: bytes[start..<index], as: UTF8.self))",
        at: start - bytes.startIndex + 1)
    }
    return value
  }

  private func combine(_ seconds: Int64, _ micro: Int64) throws(InputError) -> Int64 {
    let (scaled, o1) = seconds.multipliedReportingOverflow(by: 1_000_000)
    let (total, o2) = scaled.addingReportingOverflow(micro)
    guard !o1, !o2 else {
      throw error(
        "expected seconds up to \(Int64.max / 1_000_000 - 1) (a 64-bit time in µs), found \(seconds)",
        at: 1)
    }
    return total
  }
}
