import DnDFormats

/// Whether a `getevent` log without a description speaks multi-touch protocol B: a log carries no
/// axis list, and `--x-range`/`--y-range` give only the positions, so without this the evdev state
/// machine would take every log as protocol A and misread its `ABS_MT_SLOT` events.
enum GeteventSlotScan {
  /// The highest `ABS_MT_SLOT` value of `node`'s events (of every event when `node` is `nil`), or
  /// `nil` when there is none. Reads the whole log once, a line at a time; lines that do not
  /// resolve are left for the reader to report.
  static func highestSlot(_ source: LineSource, node: String?) throws(InputError) -> Int32? {
    let reader = try source.open()
    var highest: Int32?
    while let bytes = try reader.nextLine() {
      guard
        case .event(let raw) = try? GeteventLine.parse(
          bytes, line: reader.lineNumber, file: reader.file),
        node == nil || raw.device == nil || raw.device == node,
        case .event(let event) = try? GeteventEventResolver.resolve(
          raw, line: reader.lineNumber, file: reader.file),
        event.type == 0x03, event.code == GeteventDescription.mtSlot
      else { continue }
      highest = max(highest ?? event.value, event.value)
    }
    return highest
  }
}
