import DnDFormats

/// A `libinput record` file feeds the evdev state machine like any other device recording.
extension LibinputRecordReader: EvdevEventSource {
  public func nextEvent() throws(InputError) -> EvdevEvent? { try next() }

  /// libinput's own interpretation (`libinput:` entries) and raw HID reports (`hid:`) are
  /// skipped: the kernel events beside them hold everything the trace needs.
  public var closingNotes: [String] {
    guard ignoredEntries > 0 else { return [] }
    return [
      "skipped \(ignoredEntries) libinput:/hid: entr\(ignoredEntries == 1 ? "y" : "ies") of \(deviceNode) (only its evdev events are read)"
    ]
  }
}
