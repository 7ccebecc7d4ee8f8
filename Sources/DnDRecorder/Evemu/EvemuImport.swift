import DnDFormats

/// Imports an evemu recording (``EvemuReader``) through the evdev state machine
/// (``EvdevTraceBuilder``): in memory, or streamed to a trace file.
///
/// The options' `file` and `recorder` are set here: the events file's name and `evemu`.
public enum EvemuImport {
  /// The provenance `recorder` of an evemu import.
  public static let recorder = "evemu"

  /// The whole trace in memory (tests, short recordings).
  public static func trace(
    path: String, name: String? = nil, descriptionPath: String? = nil,
    descriptionName: String? = nil, options: EvdevImportOptions
  ) throws(InputError) -> RecordedTrace {
    var reader = try EvemuReader(
      path: path, name: name, descriptionPath: descriptionPath, descriptionName: descriptionName)
    return try EvdevTraceBuilder.trace(
      device: reader.device, events: &reader, options: withFile(options, reader.file))
  }

  /// The trace streamed to `tracePath` (shown as `traceName`), atomically; memory does not
  /// depend on the recording's length.
  public static func write(
    path: String, name: String? = nil, descriptionPath: String? = nil,
    descriptionName: String? = nil, options: EvdevImportOptions, to tracePath: String,
    traceName: String? = nil
  ) throws(InputError) -> EvdevImportResult {
    var reader = try EvemuReader(
      path: path, name: name, descriptionPath: descriptionPath, descriptionName: descriptionName)
    return try EvdevTraceBuilder.write(
      device: reader.device, events: &reader, options: withFile(options, reader.file),
      to: tracePath, name: traceName)
  }

  private static func withFile(_ options: EvdevImportOptions, _ file: String) -> EvdevImportOptions
  {
    var result = options
    result.file = file
    result.recorder = recorder
    return result
  }
}

/// An evemu recording as a ``TraceSource``: the whole trace in memory, for tools that take any
/// source (`dndsim record` streams it with ``EvemuImport/write(path:name:descriptionPath:descriptionName:options:to:traceName:)``
/// instead). The scene comes from the options it is given, as for every device recording.
package struct EvemuRecording: TraceSource, Sendable {
  package var path: String
  package var descriptionPath: String?
  package var sceneWidth: Double
  package var sceneHeight: Double
  package var mapping: EvdevMapping

  package init(
    path: String, descriptionPath: String? = nil, sceneWidth: Double, sceneHeight: Double,
    mapping: EvdevMapping = .stretch
  ) {
    self.path = path
    self.descriptionPath = descriptionPath
    self.sceneWidth = sceneWidth
    self.sceneHeight = sceneHeight
    self.mapping = mapping
  }

  package func makeTrace(_ options: RecordingOptions) throws(InputError) -> RecordedTrace {
    try EvemuImport.trace(
      path: path, descriptionPath: descriptionPath,
      options: EvdevImportOptions(
        file: path, recorder: EvemuImport.recorder, sceneWidth: sceneWidth,
        sceneHeight: sceneHeight, mapping: mapping, recording: options))
  }
}
