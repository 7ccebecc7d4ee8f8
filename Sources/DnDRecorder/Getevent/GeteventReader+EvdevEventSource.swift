import DnDFormats

/// A `getevent` log feeds the evdev state machine like any other device recording.
extension GeteventReader: EvdevEventSource {
  public func nextEvent() throws(InputError) -> EvdevEvent? { try next() }

  /// One warning per unknown code label, in label order (stable whatever the log's order): an
  /// event the reader could not name might have mattered to the touch.
  public var closingWarnings: [RecordingWarning] {
    unknownLabels.sorted { $0.key < $1.key }.map { label, count in
      RecordingWarning(
        file: file,
        message:
          "skipped \(count) event\(count == 1 ? "" : "s") with the code label \(label), which this reader does not know (record with getevent -t for hex codes)"
      )
    }
  }

  /// The other devices' events of a log of every device are skipped on purpose.
  public var closingNotes: [String] {
    guard otherDeviceEvents > 0 else { return [] }
    return [
      "skipped \(otherDeviceEvents) event\(otherDeviceEvents == 1 ? "" : "s") of other devices (read \(deviceNode ?? "one device"))"
    ]
  }
}
