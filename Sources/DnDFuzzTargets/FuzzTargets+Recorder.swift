import DnDFormats
import DnDRecorder

/// The recorder's sources: hand-written scripts and device recordings.
extension FuzzTargets {
  /// A script read and built into its trace, which must read back through the trace reader (a
  /// recorder that writes a trace the reader refuses is a bug `dndsim record` would only report
  /// after the work).
  static func gesture(_ bytes: [UInt8]) throws(InputError) -> FuzzCheck {
    let trace = try GestureScript.parse(bytes: bytes, name: gestureFile)
      .makeTrace(RecordingOptions())
    return RecordedTraceCheck.readsBack(header: trace.header, records: trace.records)
  }

  /// A document read and built into its trace (the scene comes from the command line, so from
  /// the options here), which must read back.
  static func webDriver(_ bytes: [UInt8]) throws(InputError) -> FuzzCheck {
    let trace = try WebDriverActions.parse(json: bytes, name: webDriverFile)
      .makeTrace(RecordingOptions(scene: "fuzz"))
    return RecordedTraceCheck.readsBack(header: trace.header, records: trace.records)
  }

  /// The first touchscreen's events, imported through the evdev state machine.
  static func libinput(_ bytes: [UInt8]) throws(InputError) -> FuzzCheck {
    var reader = try LibinputRecordReader(bytes: bytes, name: libinputFile)
    return try imported(device: reader.device, events: &reader, file: libinputFile)
  }

  /// The log's events, with the axis ranges given as flags (a log has none of its own), so the
  /// reader gets past its options to the events.
  static func getevent(_ bytes: [UInt8]) throws(InputError) -> FuzzCheck {
    let options = GeteventOptions(xRange: 0...1079, yRange: 0...2399)
    var reader = try GeteventReader(bytes: bytes, name: geteventFile, options: options)
    return try imported(device: reader.device, events: &reader, file: geteventFile)
  }

  /// A recording with its own description, imported whole through the evdev state machine
  /// (slots, protocol A tracking, `SYN_DROPPED`, mapping to a phone-sized scene); the trace it
  /// builds must read back, as `dndsim record --from evemu` checks before writing.
  static func evemu(_ bytes: [UInt8]) throws(InputError) -> FuzzCheck {
    var reader = try EvemuReader(bytes: bytes, name: evemuFile)
    return try imported(device: reader.device, events: &reader, file: evemuFile)
  }

  /// A device recording's events through the evdev state machine into a phone-sized scene, as
  /// `dndsim record` imports them; the trace built must read back, as the writer checks.
  private static func imported(
    device: EvdevDevice, events: inout some EvdevEventSource, file: String
  ) throws(InputError) -> FuzzCheck {
    let options = EvdevImportOptions(
      file: file, recorder: "fuzz", sceneWidth: 390, sceneHeight: 844,
      recording: RecordingOptions(scene: "fuzz"))
    let trace = try EvdevTraceBuilder.trace(device: device, events: &events, options: options)
    return RecordedTraceCheck.readsBack(header: trace.header, records: trace.records)
  }

  /// The bytes as a description (`--desc`) of a fixed, valid log's device. The description is
  /// read from a file only, so it goes through one temporary file per process.
  static func geteventDescription(_ bytes: [UInt8]) throws(InputError) -> FuzzCheck {
    GeteventDescriptionFile.replaceContents(with: bytes)
    let options = GeteventOptions(descriptionPath: GeteventDescriptionFile.path)
    var reader = try GeteventReader(
      bytes: GeteventDescriptionFile.log, name: geteventFile, options: options)
    return try imported(device: reader.device, events: &reader, file: geteventFile)
  }
}
