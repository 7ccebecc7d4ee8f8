import DnDFormats
import Yams

/// The `events:` list of one device, read a batch of items at a time: the lines of up to
/// ``batchItems`` whole items (one item is one `- evdev:` frame, a `- libinput:` or a `- hid:`
/// entry) are cut out of the file and parsed by Yams on their own. Memory is bounded by one batch,
/// whatever the length of the recording.
final class LibinputEventSection {
  /// Items per Yams parse: large enough that parser set-up is noise, small enough to stay a few
  /// hundred kilobytes.
  static let batchItems = 256
  /// A batch is also cut once it reaches this many bytes (at an item boundary).
  static let batchBytes = 256 << 10
  /// One item longer than this is an error, never a huge allocation (an evdev frame is a few
  /// hundred bytes).
  static let maxItemBytes = 16 << 20

  /// The keys of an events item libinput record writes.
  static let eventKinds = ["evdev", "libinput", "hid"]

  private let lines: LibinputRecordLines
  /// The column of the items' `-`, from the first item (libinput writes 2).
  private var itemIndent: Int?
  private var ended = false
  private var pending: [EvdevEvent] = []
  private var pendingIndex = 0

  /// `libinput:` and `hid:` entries skipped (libinput's own interpretation and raw HID reports:
  /// neither is the kernel's event stream).
  private(set) var ignoredEntries = 0

  init(lines: LibinputRecordLines) {
    self.lines = lines
  }

  func next() throws(InputError) -> EvdevEvent? {
    while pendingIndex == pending.count {
      if ended { return nil }
      pending.removeAll(keepingCapacity: true)
      pendingIndex = 0
      try readBatch()
    }
    defer { pendingIndex += 1 }
    return pending[pendingIndex]
  }

  /// Cuts the next batch of items out of the file and parses it; marks the end of the list when
  /// a line belongs to something else (the next device) or the file ends.
  private func readBatch() throws(InputError) {
    var text = ""
    var firstLine: Int?
    var items = 0
    var itemStart = 0
    while let line = try lines.next() {
      if !line.isBlankOrComment {
        let indent = line.indent
        if itemIndent == nil {
          guard indent >= 1, line.startsListItem else {
            if indent == 0, Self.eventKinds.contains(where: { line.text.hasPrefix("- \($0):") }) {
              throw InputError(
                file: lines.file, line: line.number,
                message: "expected the events items indented under events:, found \(line.text)")
            }
            lines.pushBack(line)
            ended = true
            break
          }
          itemIndent = indent
        }
        let column = itemIndent ?? 0
        if indent < column || (indent == column && !line.startsListItem) {
          lines.pushBack(line)
          ended = true
          break
        }
        if indent == column {
          if items >= Self.batchItems || text.utf8.count >= Self.batchBytes {
            lines.pushBack(line)
            break
          }
          items += 1
          itemStart = text.utf8.count
        } else if items == 0 {
          throw InputError(
            file: lines.file, line: line.number,
            message: "expected an events item (- evdev: …) at column \(column + 1)")
        }
      }
      if firstLine == nil { firstLine = line.number }
      text += line.text
      text += "\n"
      if text.utf8.count - itemStart > Self.maxItemBytes {
        throw InputError(
          file: lines.file, line: line.number,
          message:
            "an events item is longer than \(Self.maxItemBytes) bytes; expected one evdev frame per item"
        )
      }
    }
    if firstLine == nil || items == 0 {
      ended = true
      return
    }
    let chunk = try YAMLChunk(text: text, file: lines.file, firstLine: firstLine ?? 1)
    try parse(chunk)
  }

  private func parse(_ chunk: YAMLChunk) throws(InputError) {
    guard let root = chunk.root else { return }
    guard case .sequence(let list) = root else {
      throw chunk.error(root, expected: "a list of events items (- evdev: …)")
    }
    for item in list {
      guard case .mapping(let entry) = item else {
        throw chunk.error(item, expected: "an events item (evdev:, libinput: or hid:)")
      }
      for (key, value) in entry {
        switch try chunk.string(key, "evdev:, libinput: or hid:") {
        case "evdev": try appendFrame(value, chunk)
        case "libinput", "hid": ignoredEntries += 1
        default: throw chunk.error(key, expected: "evdev:, libinput: or hid:")
        }
      }
    }
  }

  /// `- [sec, usec, type, code, value]` for each kernel event of one frame.
  private func appendFrame(_ node: Node, _ chunk: YAMLChunk) throws(InputError) {
    guard case .sequence(let events) = node else {
      throw chunk.error(node, expected: "a list of events [sec, usec, type, code, value]")
    }
    for event in events {
      pending.append(try Self.event(event, chunk))
    }
  }

  /// The most seconds whose every microsecond fits a signed 64-bit count.
  static let maxSeconds = Int64.max / 1_000_000 - 1

  static func event(_ node: Node, _ chunk: YAMLChunk) throws(InputError) -> EvdevEvent {
    guard case .sequence(let fields) = node, fields.count == 5 else {
      throw chunk.error(node, expected: "an event [sec, usec, type, code, value]")
    }
    let seconds = try chunk.integer(fields[0], "seconds", as: Int64.self)
    guard seconds >= 0 else { throw chunk.error(fields[0], expected: "seconds of at least 0") }
    let micro = try chunk.integer(fields[1], "microseconds", as: Int64.self)
    guard (0..<1_000_000).contains(micro) else {
      throw chunk.error(fields[1], expected: "microseconds from 0 to 999999")
    }
    let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000)
    let (microseconds, overflow2) = scaled.addingReportingOverflow(micro)
    guard !overflow, !overflow2 else {
      throw chunk.error(fields[0], expected: "seconds up to \(maxSeconds) (a 64-bit time in µs)")
    }
    return EvdevEvent(
      microseconds: microseconds,
      type: try chunk.integer(fields[2], "an event type (EV_*)"),
      code: try chunk.integer(fields[3], "an event code"),
      value: try chunk.integer(fields[4], "an event value"),
      line: chunk.line(of: node))
  }
}
