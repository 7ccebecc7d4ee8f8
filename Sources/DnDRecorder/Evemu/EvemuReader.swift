import DnDFormats

/// Reads an evemu recording (`evemu-record` output) one line at a time: the device description
/// first — from the file's own header, or from a separate description file (`--desc`) for an
/// events-only file — then the events as ``EvdevEvent``s, streamed (``EvdevEventSource``): only the
/// current line is in memory.
///
/// An event line is `E: <sec>.<usec> <type> <code> <value>`: the time with exactly six digits of
/// microseconds (absolute, relative or of any base: the builder makes it relative), the type and
/// code in hex (zero-padded or not), the value a signed decimal (`-001`, `0021`), then nothing or a
/// comment (`# EV_ABS / ABS_MT_SLOT 1`). Lines are separated by LF (a CR before it is ignored);
/// blank lines and `#` lines are skipped anywhere. After the first event only events and comments
/// may follow.
///
/// Errors name the file, line and column and say what was expected.
public final class EvemuReader: EvdevEventSource {
  /// The device as the description says.
  public let device: EvdevDevice
  /// The `# EVEMU x.y` version of the description (`nil` when it has none).
  public let version: String?
  /// How errors name the events file.
  public let file: String
  private let lines: LineReader
  /// The first event, read while looking for the end of the header.
  private var pending: EvdevEvent?

  /// Opens `path` (named `name` in messages) and reads its description — or, when
  /// `descriptionPath` is given, the separate description there; the events file must then have
  /// none of its own (two descriptions would leave it open which one made the recording).
  public convenience init(
    path: String, name: String? = nil, descriptionPath: String? = nil,
    descriptionName: String? = nil
  ) throws(InputError) {
    try self.init(
      lines: LineReader(path: path, name: name ?? path), descriptionPath: descriptionPath,
      descriptionName: descriptionName)
  }

  /// Reads a recording with its own description from `bytes`, a whole file's contents, without
  /// I/O (the fuzz target).
  public convenience init(bytes: [UInt8], name: String) throws(InputError) {
    try self.init(lines: LineReader(bytes: bytes, name: name), descriptionPath: nil)
  }

  private init(lines: LineReader, descriptionPath: String?, descriptionName: String? = nil)
    throws(InputError)
  {
    let file = lines.file
    self.file = file
    self.lines = lines
    var header = EvemuDescription()
    var first: EvdevEvent?
    while let bytes = try lines.nextLine() {
      guard let tag = try Self.classify(bytes, file: file, line: lines.lineNumber) else {
        try header.comment(bytes, file: file, line: lines.lineNumber)
        continue
      }
      var cursor = EvemuLineCursor(bytes, file: file, line: lines.lineNumber)
      if tag == UInt8(ascii: "E") {
        first = try Self.event(&cursor)
        break
      }
      try header.read(&cursor, tag: tag)
    }
    pending = first
    if let descriptionPath {
      let descriptionFile = descriptionName ?? descriptionPath
      if let line = header.firstLine {
        throw InputError(
          file: file, line: line,
          message:
            "the events file has its own device description, and \(descriptionFile) was given too; expected one description (drop --desc, or the file's description lines)"
        )
      }
      let description = try Self.readDescription(path: descriptionPath, name: descriptionFile)
      device = try description.device(file: descriptionFile)
      version = description.version
    } else {
      guard lines.bytesRead > 0 else {
        throw InputError(
          file: file,
          message:
            "empty file; expected an evemu recording (its device description, then E: events)")
      }
      guard !header.isEmpty else {
        throw InputError(
          file: file, line: first?.line,
          message:
            "no device description (N:, I:, P:, B:, A: lines) before the first event; expected one at the top of the file, or a separate description file (--desc FILE)"
        )
      }
      device = try header.device(file: file)
      version = header.version
    }
  }

  /// A description file: description lines and comments only.
  static func readDescription(path: String, name: String) throws(InputError) -> EvemuDescription {
    let lines = try LineReader(path: path, name: name)
    var description = EvemuDescription()
    while let bytes = try lines.nextLine() {
      guard let tag = try classify(bytes, file: name, line: lines.lineNumber) else {
        try description.comment(bytes, file: name, line: lines.lineNumber)
        continue
      }
      guard tag != UInt8(ascii: "E") else {
        throw InputError(
          file: name, line: lines.lineNumber, column: 1,
          message:
            "an event in the description file; expected only the device's description (N:, I:, P:, B:, A:, L:, S: lines)"
        )
      }
      var cursor = EvemuLineCursor(bytes, file: name, line: lines.lineNumber)
      try description.read(&cursor, tag: tag)
    }
    guard !description.isEmpty else {
      throw InputError(
        file: name,
        message:
          "no device description; expected N:, I:, P:, B: and A: lines (evemu-describe output)")
    }
    return description
  }

  public func nextEvent() throws(InputError) -> EvdevEvent? {
    if let event = pending {
      pending = nil
      return event
    }
    while let bytes = try lines.nextLine() {
      guard let tag = try Self.classify(bytes, file: file, line: lines.lineNumber) else { continue }
      guard tag == UInt8(ascii: "E") else {
        throw InputError(
          file: file, line: lines.lineNumber, column: 1,
          message:
            "a description line after the events began; expected an event (E: …) or a comment")
      }
      var cursor = EvemuLineCursor(bytes, file: file, line: lines.lineNumber)
      return try Self.event(&cursor)
    }
    return nil
  }

  /// The tag of a line (`E`, `N`, `I`, `P`, `B`, `A`, `L`, `S`), or `nil` for a blank or comment
  /// line.
  private static func classify(_ bytes: ArraySlice<UInt8>, file: String, line: Int)
    throws(InputError) -> UInt8?
  {
    var start = bytes.startIndex
    while start < bytes.endIndex, bytes[start] == 32 || bytes[start] == 9 || bytes[start] == 13 {
      start += 1
    }
    guard start < bytes.endIndex, bytes[start] != UInt8(ascii: "#") else { return nil }
    guard start == bytes.startIndex, bytes.count >= 2, bytes[start + 1] == UInt8(ascii: ":"),
      "ENIPBALS".utf8.contains(bytes[start])
    else {
      let shown = String(decoding: bytes.prefix(40), as: UTF8.self)
      throw InputError(
        file: file, line: line, column: start - bytes.startIndex + 1,
        message:
          "expected an event (E:), a description line (N:, I:, P:, B:, A:, L:, S:) or a comment (#), found \(JSONQuoting.quoted(shown))"
      )
    }
    return bytes[start]
  }

  /// `E: <sec>.<usec> <type> <code> <value> [# comment]`.
  private static func event(_ cursor: inout EvemuLineCursor) throws(InputError) -> EvdevEvent {
    cursor.skipTag()
    try cursor.separator(before: "the time")
    let time = try cursor.time()
    try cursor.separator(before: "the event type")
    let type = try cursor.hex("the event type", maxDigits: 4)
    try cursor.separator(before: "the event code")
    let code = try cursor.hex("the event code", maxDigits: 4)
    try cursor.separator(before: "the value")
    let value = try cursor.decimal("the value")
    try cursor.end(after: "the value")
    return EvdevEvent(
      microseconds: time, type: UInt16(type), code: UInt16(code), value: value, line: cursor.line)
  }
}
