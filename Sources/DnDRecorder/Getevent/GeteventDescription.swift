import DnDFormats

/// The devices `getevent -p` (or `-lp`) describes: each one's node, name, absolute axes and input
/// properties — what a `getevent` log lacks to map positions to points.
///
///     add device 1: /dev/input/event4
///       name:     "sec_touchscreen"
///       events:
///         KEY (0001): 014a  0145
///         ABS (0003): 002f  : value 0, min 0, max 9, fuzz 0, flat 0, resolution 0
///                     0035  : value 0, min 0, max 1079, fuzz 0, flat 0, resolution 0
///       input props:
///         INPUT_PROP_DIRECT
///
/// With `-l`, codes are labels (`ABS_MT_POSITION_X     : value 0, min 0, …`); a `*` after a
/// code marks a key that is down; old versions print no `resolution` and no `input props`. Other
/// details (`bus`, `location`, `version`, `-i`'s HID descriptor) are skipped.
struct GeteventDescription {
  struct Entry: Equatable {
    var node: String
    var name: String?
    var device: EvdevDevice
    /// Whether an `input props:` section was printed (old versions have none, so a touchscreen
    /// cannot be told from its properties).
    var listsProperties: Bool
    var line: Int

    var hasTouchAxes: Bool {
      device.axes[GeteventDescription.mtPositionX] != nil
        && device.axes[GeteventDescription.mtPositionY] != nil
    }

    var isDirect: Bool { device.properties.contains(1) }
  }

  static let mtPositionX: UInt16 = 0x35
  static let mtPositionY: UInt16 = 0x36
  static let mtSlot: UInt16 = 0x2f

  let file: String
  private(set) var entries: [Entry] = []

  private enum Section { case other, events, properties }
  private var section = Section.other
  private var eventType: UInt16?

  /// Reads the description at `path`.
  init(path: String) throws(InputError) {
    let reader = try LineReader(path: path)
    file = reader.file
    while let bytes = try reader.nextLine() {
      try read(line: bytes, number: reader.lineNumber)
    }
    guard !entries.isEmpty else {
      throw InputError(
        file: file,
        message: "expected getevent -p output (add device N: /dev/input/eventN, …), found no device"
      )
    }
  }

  private func error(_ line: Int, _ message: String) -> InputError {
    InputError(file: file, line: line, message: message)
  }

  private mutating func read(line bytes: ArraySlice<UInt8>, number: Int) throws(InputError) {
    var trimmedEnd = bytes
    while let last = trimmedEnd.last, last == 13 || last == 32 || last == 9 {
      trimmedEnd = trimmedEnd.dropLast()
    }
    let text = String(decoding: trimmedEnd, as: UTF8.self)
    if text.isEmpty { return }
    let indent = text.utf8.prefix { $0 == 32 }.count
    let body = text.dropFirst(indent)
    if indent == 0 {
      if body.hasPrefix("add device "), let colon = body.firstIndex(of: ":") {
        let node = body[body.index(after: colon)...].drop { $0 == " " }
        entries.append(
          Entry(
            node: String(node), name: nil, device: EvdevDevice(name: String(node), axes: [:]),
            listsProperties: false, line: number))
        section = .other
        return
      }
      if body.hasPrefix("could not ") { return }
      throw error(
        number,
        "expected getevent -p output (add device N: /dev/input/eventN, then its name, events and input props)"
      )
    }
    guard !entries.isEmpty else {
      throw error(number, "expected add device N: /dev/input/eventN before the device's details")
    }
    if indent <= 2 {
      section = .other
      if body.hasPrefix("name:") {
        let name = Self.quoted(body.dropFirst(5))
        entries[entries.count - 1].name = name
        entries[entries.count - 1].device.name = name
      } else if body == "events:" {
        section = .events
        eventType = nil
      } else if body == "input props:" {
        section = .properties
        entries[entries.count - 1].listsProperties = true
      }
      return
    }
    switch section {
    case .other: return
    case .events: try readEvents(body, number)
    case .properties: try readProperty(body, number)
    }
  }

  /// `"name"` as printed (the quotes are getevent's; the name may contain more of them).
  private static func quoted(_ text: Substring) -> String {
    let value = text.drop { $0 == " " }
    guard value.count >= 2, value.first == "\"", value.last == "\"" else { return String(value) }
    return String(value.dropFirst().dropLast())
  }

  /// `ABS (0003): 0035  : value 0, min 0, max 1079, …` or a continuation line of the current type.
  private mutating func readEvents(_ body: Substring, _ number: Int) throws(InputError) {
    var entry = body
    if let open = body.firstIndex(of: "("), body[..<open].count == 4,
      let close = body.firstIndex(of: ")"), open < close,
      body[body.index(after: close)...].hasPrefix(":")
    {
      guard
        let type = GeteventEventResolver.hex(
          String(body[body.index(after: open)..<close]), digits: 4)
      else { throw error(number, "expected an event type in hex like ABS (0003):") }
      eventType = UInt16(type)
      entry = body[body.index(close, offsetBy: 2)...]
    }
    guard eventType == 0x03 else { return }
    let trimmed = entry.drop { $0 == " " }
    if trimmed.isEmpty { return }
    try readAxis(trimmed, number)
  }

  /// `0035  : value 0, min 0, max 1079, fuzz 0, flat 0, resolution 0` (or a label for the code).
  private mutating func readAxis(_ text: Substring, _ number: Int) throws(InputError) {
    guard let colon = text.firstIndex(of: ":") else {
      throw error(
        number, "expected an axis like 0035  : value 0, min 0, max 1079, found \"\(text)\"")
    }
    var codeText = text[..<colon]
    while let last = codeText.last, last == " " || last == "*" { codeText = codeText.dropLast() }
    let code: UInt16
    if let number = GeteventEventResolver.hex(String(codeText), digits: 4) {
      code = UInt16(number)
    } else if let labelled = GeteventLabels.abs[String(codeText)] {
      code = labelled
    } else if GeteventEventResolver.isLabel(String(codeText)), codeText.hasPrefix("ABS_") {
      return  // An axis this reader does not know: no touch position depends on it.
    } else {
      throw error(
        number,
        "expected an axis code in hex or a label like ABS_MT_POSITION_X, found \"\(codeText)\"")
    }
    var fields: [String: Int32] = [:]
    for part in text[text.index(after: colon)...].split(separator: ",") {
      let words = part.split(separator: " ")
      guard words.count == 2, let value = DecimalText.integer(String(words[1]), as: Int32.self)
      else {
        throw error(
          number,
          "expected \"NAME NUMBER\" pairs (min 0, max 1079) for axis \(codeText), found \"\(part.drop { $0 == " " })\""
        )
      }
      fields[String(words[0])] = value
    }
    guard let minimum = fields["min"], let maximum = fields["max"] else {
      throw error(number, "expected min and max for axis \(codeText)")
    }
    entries[entries.count - 1].device.axes[code] = EvdevDevice.Axis(
      minimum: minimum, maximum: maximum, fuzz: fields["fuzz"] ?? 0, flat: fields["flat"] ?? 0,
      resolution: fields["resolution"] ?? 0)
  }

  /// `INPUT_PROP_DIRECT`, a property in hex (`0008`), or `<none>`.
  private mutating func readProperty(_ body: Substring, _ number: Int) throws(InputError) {
    let text = String(body)
    if text.hasPrefix("<") { return }
    if let labelled = GeteventLabels.properties[text] {
      entries[entries.count - 1].device.properties.insert(labelled)
    } else if let bit = GeteventEventResolver.hex(text, digits: 4) {
      entries[entries.count - 1].device.properties.insert(UInt16(bit))
    } else if !GeteventEventResolver.isLabel(text) || !text.hasPrefix("INPUT_PROP_") {
      throw error(number, "expected an input property like INPUT_PROP_DIRECT, found \"\(text)\"")
    }
  }
}
