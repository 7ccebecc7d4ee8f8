/// The line-by-line reader behind ``LogFile/parse(_:source:)``. Works on UTF-8 bytes so that
/// columns are byte columns and a 200,000-line golden reads quickly.
struct LogParser {
  private let bytes: [UInt8]
  private let source: String
  /// Each line's byte range, without its line feed.
  private var lines: [Range<Int>] = []
  /// Whether the last line ends with a line feed.
  private var lastLineTerminated = true

  private enum State {
    case magic
    case header
    case body
    case ended
  }

  /// Git's conflict markers (`|||||||` is diff3's base marker).
  static let conflictMarkers = ["<<<<<<<", "=======", ">>>>>>>", "|||||||"].map {
    Array($0.utf8)
  }

  init(bytes: [UInt8], source: String) {
    self.bytes = bytes
    self.source = source
    var start = 0
    for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
      lines.append(start..<index)
      start = index + 1
    }
    if start < bytes.count {
      lines.append(start..<bytes.count)
      lastLineTerminated = false
    }
  }

  mutating func parse() throws(LogFormatError) -> LogFile {
    if bytes.isEmpty {
      throw error(1, 1, .emptyFile, "empty file; expected '\(LogLayout.magicLine)' on line 1")
    }
    try checkConflictMarkers()

    var state = State.magic
    var fields: [LogHeader.Field] = []
    // The line of each key: a lookup, not a scan of the fields before (quadratic in a header of
    // many thousand lines).
    var lineOfKey: [String: Int] = [:]
    var body: [LogFile.Line] = []
    let endLine = Array(LogLayout.endLine.utf8)

    for (index, range) in lines.enumerated() {
      let number = index + 1
      let line = bytes[range]
      if state == .ended {
        throw error(number, 1, .textAfterEnd, "text after '\(LogLayout.endLine)'")
      }
      if index == lines.count - 1 && !lastLineTerminated {
        if line.elementsEqual(endLine) {
          throw error(
            number, line.count + 1, .missingFinalNewline,
            "missing line feed after '\(LogLayout.endLine)'")
        }
        throw error(
          number, line.count + 1, .missingEnd,
          "file ends in the middle of a line without '\(LogLayout.endLine)'; it was truncated")
      }
      try checkCharacters(line, number)
      if line.isEmpty {
        throw error(number, 1, .badLine, "empty line; a log has no blank lines")
      }
      if state == .magic {
        try checkMagic(line, number)
        state = .header
        continue
      }
      if line.elementsEqual(endLine) {
        state = .ended
        continue
      }
      if line.starts(with: [UInt8(ascii: "#"), UInt8(ascii: " ")]) {
        guard state == .header else {
          throw error(
            number, 1, .headerAfterEvents,
            "header line after the first event or section; '# key: value' lines come first")
        }
        let field = try parseHeaderField(line, number)
        if let previous = lineOfKey[field.key] {
          throw error(
            number, 3, .duplicateHeader,
            "duplicate header key '\(field.key)' (first on line \(previous))")
        }
        fields.append(field)
        lineOfKey[field.key] = number
        continue
      }
      state = .body
      body.append(try parseBodyLine(line, number))
    }
    if state != .ended {
      throw error(
        lines.count + 1, 1, .missingEnd,
        "missing '\(LogLayout.endLine)' line; the file was truncated")
    }
    return LogFile(source: source, header: LogHeader(validatedFields: fields), body: body)
  }

  // MARK: - Whole-file and character checks

  private func checkConflictMarkers() throws(LogFormatError) {
    for (index, range) in lines.enumerated() {
      guard let first = range.first, Self.conflictMarkers.contains(where: { $0[0] == bytes[first] })
      else { continue }
      for marker in Self.conflictMarkers where bytes[range].starts(with: marker) {
        throw error(
          index + 1, 1, .conflicted,
          "merge conflict marker '\(String(decoding: marker, as: UTF8.self))'; "
            + "resolve the conflict or record the golden again")
      }
    }
  }

  private func checkCharacters(_ line: ArraySlice<UInt8>, _ number: Int) throws(LogFormatError) {
    let range = line.startIndex..<line.endIndex
    let clean = bytes.withUnsafeBytes { !Self.mayHoldControlBytes($0, range) }
    for index in line.indices where !clean {
      let byte = line[index]
      guard byte < 0x20 || byte == 0x7F else { continue }
      let column = index - line.startIndex + 1
      switch byte {
      case UInt8(ascii: "\t"):
        throw error(number, column, .tab, "tab character; logs use spaces only")
      case UInt8(ascii: "\r"):
        throw error(number, column, .carriageReturn, "carriage return; logs use LF line ends only")
      default:
        throw error(
          number, column, .controlCharacter,
          "control character U+\(hex4(byte)); event text writes it as an escape")
      }
    }
    if line.last == UInt8(ascii: " ") {
      let lastText = line.lastIndex { $0 != UInt8(ascii: " ") } ?? (line.startIndex - 1)
      throw error(number, lastText - line.startIndex + 2, .trailingSpace, "trailing space")
    }
  }

  private func checkMagic(_ line: ArraySlice<UInt8>, _ number: Int) throws(LogFormatError) {
    let magic = Array(LogLayout.magicLine.utf8)
    if line.elementsEqual(magic) { return }
    let prefix = Array("# dndsim-log ".utf8)
    if line.starts(with: prefix) {
      let version = text(line.dropFirst(prefix.count))
      throw error(
        number, prefix.count + 1, .unknownVersion,
        "unknown dndsim-log version '\(version)'; this reader understands version 1")
    }
    throw error(number, 1, .missingMagic, "expected '\(LogLayout.magicLine)' on line 1")
  }

  // MARK: - Header

  private func parseHeaderField(_ line: ArraySlice<UInt8>, _ number: Int) throws(LogFormatError)
    -> LogHeader.Field
  {
    let keyStart = line.startIndex + 2
    let expected = "expected '# key: value' with a key of ASCII letters, digits, '-', '_' or '.'"
    guard let colon = line[keyStart...].firstIndex(of: UInt8(ascii: ":")) else {
      throw error(number, 3, .badHeader, "bad header line; \(expected)")
    }
    if let bad = line[keyStart..<colon].firstIndex(where: { !LogHeader.isKeyByte($0) }) {
      throw error(number, bad - line.startIndex + 1, .badHeader, "bad header key; \(expected)")
    }
    if colon == keyStart {
      throw error(number, 3, .badHeader, "empty header key; \(expected)")
    }
    let valueStart = colon + 2
    guard valueStart < line.endIndex, line[colon + 1] == UInt8(ascii: " ") else {
      throw error(
        number, colon - line.startIndex + 2, .badHeader,
        "expected ': ' and a non-empty value after the header key")
    }
    return LogHeader.Field(key: text(line[keyStart..<colon]), value: text(line[valueStart...]))
  }

  // MARK: - Body

  private func parseBodyLine(_ line: ArraySlice<UInt8>, _ number: Int) throws(LogFormatError)
    -> LogFile.Line
  {
    let start = line.startIndex
    if line.starts(with: Array("## ".utf8)) { return .section(try parseSection(line, number)) }
    let commentPrefix = LogLayout.commentPrefix
    if line.starts(with: commentPrefix) {
      return .comment(
        LogFile.Comment(line: number, text: text(line.dropFirst(commentPrefix.count))))
    }
    let firstText = line.firstIndex { $0 != UInt8(ascii: " ") } ?? line.endIndex
    if line[firstText] == UInt8(ascii: "#") {
      throw error(
        number, 1, .badLine,
        "bad comment line; expected \(LogLayout.timeWidth + 1) spaces, '#', "
          + "\(LogLayout.channelWidth) spaces, then the text")
    }
    if line[start] == UInt8(ascii: " ") || line[start] == UInt8(ascii: "-")
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(line[start])
    {
      return .event(try parseEvent(line, number))
    }
    throw error(
      number, 1, .badLine,
      "unexpected line; expected an event line, a section '## t=...', a fold comment or '"
        + LogLayout.endLine + "'")
  }

  private func parseSection(_ line: ArraySlice<UInt8>, _ number: Int) throws(LogFormatError)
    -> LogFile.Section
  {
    let start = line.startIndex
    let prefix = Array("## t=".utf8)
    guard line.starts(with: prefix) else {
      throw error(number, 4, .badLine, "expected '## t=<seconds> <text>'")
    }
    let timeStart = start + prefix.count
    let timeEnd = line[timeStart...].firstIndex(of: UInt8(ascii: " ")) ?? line.endIndex
    guard let microseconds = LogTime.parse(line[timeStart..<timeEnd]) else {
      throw error(
        number, timeStart - start + 1, .badTime,
        "bad section time '\(text(line[timeStart..<timeEnd]))'; expected seconds with exactly "
          + "6 decimals")
    }
    guard timeEnd + 1 < line.endIndex else {
      throw error(number, timeEnd - start + 1, .badLine, "missing section text after the time")
    }
    return LogFile.Section(
      line: number, microseconds: microseconds, text: text(line[(timeEnd + 1)...]))
  }

  private func parseEvent(_ line: ArraySlice<UInt8>, _ number: Int) throws(LogFormatError)
    -> LogFile.Event
  {
    let start = line.startIndex
    let space = UInt8(ascii: " ")
    let timeStart = line.firstIndex { $0 != space } ?? line.endIndex
    let timeEnd = line[timeStart...].firstIndex(of: space) ?? line.endIndex
    let timeText = line[timeStart..<timeEnd]
    guard let microseconds = LogTime.parse(timeText) else {
      throw error(
        number, timeStart - start + 1, .badTime,
        "bad time field '\(text(timeText))'; expected seconds with exactly 6 decimals")
    }
    let padding = max(0, LogLayout.timeWidth - timeText.count)
    guard timeStart - start == padding else {
      throw error(
        number, 1, .badTime,
        "time field '\(text(timeText))' is not right-aligned in \(LogLayout.timeWidth) columns")
    }
    let channelStart = timeEnd + 1
    guard channelStart < line.endIndex else {
      throw error(number, timeEnd - start + 1, .badLine, "expected a channel after the time")
    }
    let channelEnd = line[channelStart...].firstIndex(of: space) ?? line.endIndex
    let channelText = text(line[channelStart..<channelEnd])
    guard let channel = LogChannel(rawValue: channelText) else {
      throw error(
        number, channelStart - start + 1, .unknownChannel,
        "unknown channel '\(channelText)'; expected one of \(LogChannel.allNames)")
    }
    let textStart = channelStart + LogLayout.channelWidth + 1
    if let misplaced = line[channelEnd..<min(textStart, line.endIndex)].firstIndex(where: {
      $0 != space
    }) {
      throw error(
        number, misplaced - start + 1, .badLine,
        "the channel must be padded to \(LogLayout.channelWidth) columns and followed by one "
          + "space")
    }
    guard textStart < line.endIndex else {
      throw error(number, line.count + 1, .badLine, "missing event text after the channel")
    }
    return LogFile.Event(
      line: number, microseconds: microseconds, channel: channel, text: text(line[textStart...]))
  }

  // MARK: - Helpers

  /// False when no byte of `range` is below 0x20 or 0x7F; checked eight bytes at a time, so a
  /// long golden reads quickly in a debug build. (May answer true for a clean range; the caller
  /// then looks byte by byte.)
  private static func mayHoldControlBytes(_ buffer: UnsafeRawBufferPointer, _ range: Range<Int>)
    -> Bool
  {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let high: UInt64 = 0x8080_8080_8080_8080
    var offset = range.lowerBound
    while offset + 8 <= range.upperBound {
      let word = buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      let below20 = (word &- ones &* 0x20) & ~word & high
      let delete = word ^ (ones &* 0x7F)
      if below20 | ((delete &- ones) & ~delete & high) != 0 { return true }
      offset += 8
    }
    while offset < range.upperBound {
      if buffer[offset] < 0x20 || buffer[offset] == 0x7F { return true }
      offset += 1
    }
    return false
  }

  private func text(_ slice: ArraySlice<UInt8>) -> String {
    String(decoding: slice, as: UTF8.self)
  }

  private func hex4(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return String(repeating: "0", count: 4 - digits.count) + digits
  }

  private func error(
    _ line: Int, _ column: Int, _ reason: LogFormatError.Reason, _ message: String
  ) -> LogFormatError {
    LogFormatError(source: source, line: line, column: column, reason: reason, message: message)
  }
}
