import DnDFormats

/// Reads a `libinput record` recording (YAML, file version 1) as the raw kernel events of one of
/// its devices, one at a time: ``device`` is known once the reader is made, then ``next()`` gives
/// the events of that device's `- evdev:` frames in file order, with their file lines.
///
/// What is read: `version` (must be 1), `ndevices`, `libinput.version`, `system.kernel`, and for
/// each device `node`, `evdev.name`, `evdev.absinfo` (`code: [min, max, fuzz, flat,
/// resolution]`), `evdev.properties` and `udev.properties`; then the chosen device's `events:`.
/// Ignored: comments, `id`, `codes`, `hid`, `quirks`, the device's `libinput:` description, and the
/// `libinput:` and `hid:` entries of `events:` (libinput's interpretation and raw HID reports,
/// counted in ``ignoredEntries``). The file is cut into pieces at lines recognised without a
/// parser (`devices:`, `- node:`, `events:`, each events item) and each piece is parsed by Yams,
/// so only one batch of events is in memory at a time. The rest of the file after the chosen
/// device's events is not read.
///
/// The reader checks each event's shape and ranges (five whole numbers; microseconds below 10⁶;
/// type and code 16-bit, value 32-bit); what the events mean — frames, slots, time order — is for
/// the evdev state machine that consumes them.
public final class LibinputRecordReader {
  /// Which device of the recording to read.
  public enum DeviceChoice: Sendable, Equatable {
    /// The first device that is a touchscreen: multi-touch X and Y axes and `INPUT_PROP_DIRECT`
    /// (or udev's `ID_INPUT_TOUCHSCREEN=1`).
    case firstTouchscreen
    /// The device at this 1-based position in `devices:`, whatever it is.
    case index(Int)
    /// The device whose `node:` is this path (`/dev/input/event6`).
    case node(String)
  }

  /// How errors name the file.
  public let file: String
  /// The chosen device's name, axes and properties.
  public let device: EvdevDevice
  /// Its `node:` (`/dev/input/event6`).
  public let deviceNode: String
  /// Its 1-based position in `devices:`.
  public let deviceIndex: Int
  /// `ndevices:` as the file says it.
  public let deviceCount: Int?
  /// `libinput.version` and `system.kernel`, for provenance.
  public let libinputVersion: String?
  public let kernel: String?

  /// `libinput:` and `hid:` entries of the chosen device's events skipped so far.
  public var ignoredEntries: Int { events.ignoredEntries }

  private let events: LibinputEventSection

  /// Opens `path` (named `name` in errors) and reads up to the chosen device's events.
  public convenience init(
    path: String, name: String? = nil, device choice: DeviceChoice = .firstTouchscreen
  ) throws(InputError) {
    try Self.check(choice, file: name ?? path)
    try self.init(LibinputRecordLines(LineReader(path: path, name: name)), device: choice)
  }

  /// Reads a recording from `bytes`, a whole file's contents, without I/O (the fuzz target).
  public convenience init(
    bytes: [UInt8], name: String, device choice: DeviceChoice = .firstTouchscreen
  ) throws(InputError) {
    try Self.check(choice, file: name)
    try self.init(LibinputRecordLines(LineReader(bytes: bytes, name: name)), device: choice)
  }

  private static func check(_ choice: DeviceChoice, file: String) throws(InputError) {
    if case .index(let index) = choice, index < 1 {
      throw InputError(
        file: file, message: "expected a device number of at least 1, found \(index)")
    }
  }

  private init(_ lines: LibinputRecordLines, device choice: DeviceChoice) throws(InputError) {
    file = lines.file
    let header = try LibinputRecordHeader(Self.headerChunk(lines))
    deviceCount = header.deviceCount
    libinputVersion = header.libinputVersion
    kernel = header.kernel
    let (entry, index) = try Self.findDevice(choice, lines)
    self.device = entry.device
    deviceNode = entry.node
    deviceIndex = index
    events = LibinputEventSection(lines: lines)
  }

  /// The next kernel event of the chosen device, or `nil` after its last one.
  public func next() throws(InputError) -> EvdevEvent? {
    try events.next()
  }

  /// Reads device entries until `choice` matches one (skipping the others' events), so the lines
  /// then start at the chosen device's first events item.
  private static func findDevice(_ choice: DeviceChoice, _ lines: LibinputRecordLines)
    throws(InputError) -> (LibinputDeviceHeader, Int)
  {
    var seen: [LibinputDeviceHeader] = []
    while let entry = try nextDevice(lines) {
      seen.append(entry)
      if matches(choice, entry, index: seen.count) { return (entry, seen.count) }
      try skipEvents(lines)
    }
    throw InputError(file: lines.file, message: noMatch(choice, seen))
  }

  private static func matches(_ choice: DeviceChoice, _ entry: LibinputDeviceHeader, index: Int)
    -> Bool
  {
    switch choice {
    case .firstTouchscreen: return entry.isTouchscreen
    case .index(let wanted): return wanted == index
    case .node(let node): return entry.node == node
    }
  }

  private static func noMatch(_ choice: DeviceChoice, _ seen: [LibinputDeviceHeader]) -> String {
    guard !seen.isEmpty else {
      return "expected a device under devices: (- node: /dev/input/eventN), found none"
    }
    // The first few when there are many: a recording of thousands of devices must not make a
    // message of thousands of names.
    let shown = seen.count > 9 ? 8 : seen.count
    var list = seen.prefix(shown).enumerated().map {
      "\($0.offset + 1): \($0.element.node) \"\($0.element.device.name)\""
    }
    .joined(separator: ", ")
    if shown < seen.count { list += " and \(seen.count - shown) more" }
    let devices = seen.count == 1 ? "1 device" : "\(seen.count) devices"
    switch choice {
    case .firstTouchscreen:
      return
        "expected a touchscreen (multi-touch X and Y and INPUT_PROP_DIRECT) among the \(devices) "
        + "(\(list)); choose one with --device N or --device /dev/input/eventN"
    case .index(let index):
      return "expected device \(index), but the recording has \(devices) (\(list))"
    case .node(let node):
      return "expected a device with node \(node) among the \(devices) (\(list))"
    }
  }

  /// The lines up to and including `devices:`, parsed.
  private static func headerChunk(_ lines: LibinputRecordLines) throws(InputError) -> YAMLChunk {
    var text = ""
    while let line = try lines.next() {
      if line.indent == 0 && line.startsListItem {
        throw InputError(
          file: lines.file, line: line.number, message: "expected \"devices:\" before the devices")
      }
      text += line.text + "\n"
      if line.isKey("devices", indent: 0) {
        return try YAMLChunk(text: text, file: lines.file, firstLine: 1)
      }
      if text.utf8.count > LibinputEventSection.maxItemBytes {
        throw InputError(
          file: lines.file, line: line.number,
          message: "expected \"devices:\" in the first \(LibinputEventSection.maxItemBytes) bytes")
      }
    }
    throw InputError(
      file: lines.file,
      message: "expected a libinput record file (version: 1, ndevices, devices:), found no devices:"
    )
  }

  /// The next `- node: …` entry up to its `events:` line (consumed), or `nil` after the last.
  private static func nextDevice(_ lines: LibinputRecordLines) throws(InputError)
    -> LibinputDeviceHeader?
  {
    var first: LibinputRecordLines.Line?
    while let line = try lines.next() {
      if line.isBlankOrComment { continue }
      first = line
      break
    }
    guard let first else { return nil }
    guard first.indent == 0, first.startsListItem else {
      throw InputError(
        file: lines.file, line: first.number,
        message: "expected a device of devices: (- node: /dev/input/eventN)")
    }
    var text = first.text + "\n"
    while let line = try lines.next() {
      if line.isKey("events", indent: 2) {
        let chunk = try YAMLChunk(text: text, file: lines.file, firstLine: first.number)
        return try LibinputDeviceHeader(chunk)
      }
      if !line.isBlankOrComment && line.indent == 0 { break }
      text += line.text + "\n"
      if text.utf8.count > LibinputEventSection.maxItemBytes {
        throw InputError(
          file: lines.file, line: line.number,
          message: "expected events: in the first \(LibinputEventSection.maxItemBytes) bytes of "
            + "the device that starts on line \(first.number)")
      }
    }
    throw InputError(
      file: lines.file, line: first.number,
      message: "expected \"events:\" in the device that starts here")
  }

  /// Skips a device's events up to the next device (whose first line is given back).
  private static func skipEvents(_ lines: LibinputRecordLines) throws(InputError) {
    while let line = try lines.next() {
      if !line.isBlankOrComment && line.indent == 0 {
        lines.pushBack(line)
        return
      }
    }
  }
}
