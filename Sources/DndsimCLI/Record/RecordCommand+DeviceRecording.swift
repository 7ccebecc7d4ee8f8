import DnDEngine
import DnDFormats
import DnDRecorder
import DnDRunner
import VirtualTime

/// `dndsim record --from evemu|libinput|getevent`: a device recording streamed through the evdev
/// state machine into the trace file, so memory does not depend on the recording's length.
extension RecordCommand {
  /// Imports the recording into `tracePath` (the scene from `--scene`, its size from `--size` or
  /// the scene's windows). The scene is resolved first: a wrong name writes nothing.
  func importRecording(options: RecordingOptions, tracePath: String) throws -> EvdevImportResult {
    guard let scene = options.scene else {
      throw InputError(
        file: "--scene",
        message: "a device recording does not name its scene; expected --scene NAME")
    }
    var mapping = EvdevMapping.stretch
    if let map {
      guard let chosen = EvdevMapping(rawValue: map) else {
        throw InputError(
          file: "--map",
          message: "unknown mapping \"\(map)\"; expected stretch, fit or fill-width")
      }
      mapping = chosen
    }
    let sceneSize: (width: Double, height: Double)
    if let size {
      _ = try SceneResolver(catalog: Dndsim.scenes, sceneFolders: sceneDirectories)
        .resolve(scene, tracePath: tracePath)
      sceneSize = try Self.parseSize(size)
    } else {
      sceneSize = try Self.sceneSize(scene, tracePath: tracePath, sceneFolders: sceneDirectories)
    }
    let importOptions = EvdevImportOptions(
      file: source, recorder: from.rawValue, sceneWidth: sceneSize.width,
      sceneHeight: sceneSize.height, mapping: mapping, recording: options)
    switch from {
    case .evemu:
      if device != nil || xRange != nil || yRange != nil {
        throw InputError(
          file: device != nil ? "--device" : (xRange != nil ? "--x-range" : "--y-range"),
          message: "an evemu recording holds one device with its ranges; expected no such flag")
      }
      return try EvemuImport.write(
        path: source, descriptionPath: desc, options: importOptions, to: tracePath)
    case .libinput:
      if desc != nil || xRange != nil || yRange != nil {
        throw InputError(
          file: desc != nil ? "--desc" : (xRange != nil ? "--x-range" : "--y-range"),
          message: "a libinput recording describes its devices; expected no such flag")
      }
      var reader = try LibinputRecordReader(path: source, device: try libinputDevice())
      return try EvdevTraceBuilder.write(
        device: reader.device, events: &reader, options: importOptions, to: tracePath)
    case .getevent:
      var reader = try GeteventReader(
        path: source,
        options: GeteventOptions(
          device: device, descriptionPath: desc,
          xRange: try xRange.map { (text) throws(InputError) in
            try GeteventOptions.range(text, option: "--x-range")
          },
          yRange: try yRange.map { (text) throws(InputError) in
            try GeteventOptions.range(text, option: "--y-range")
          }))
      return try EvdevTraceBuilder.write(
        device: reader.device, events: &reader, options: importOptions, to: tracePath)
    case .gesture, .webdriver:
      throw InputError(file: source, message: "not a device recording")
    }
  }

  /// `--device N` (1-based) or `--device /dev/input/eventN` for a libinput recording.
  private func libinputDevice() throws(InputError) -> LibinputRecordReader.DeviceChoice {
    guard let device else { return .firstTouchscreen }
    if let number = Int(device) {
      guard number >= 1 else {
        throw InputError(
          file: "--device", message: "expected a device number of at least 1, found \(number)")
      }
      return .index(number)
    }
    return .node(device)
  }

  /// `--size WxH`.
  static func parseSize(_ text: String) throws(InputError) -> (width: Double, height: Double) {
    guard let size = EvdevImportOptions.parseSize(text) else {
      throw InputError(
        file: "--size",
        message:
          "expected WxH in points (like 1024x768: each at least 0.001 and at most 1000000, at most 3 decimals), found \"\(text)\""
      )
    }
    return size
  }

  /// The size of scene `name` as a trace at `tracePath` would find it: the bounding box of its
  /// windows from the screen's origin.
  static func sceneSize(_ name: String, tracePath: String, sceneFolders: [String]) throws
    -> (width: Double, height: Double)
  {
    let resolver = SceneResolver(catalog: Dndsim.scenes, sceneFolders: sceneFolders)
    let definition = try resolver.resolve(name, tracePath: tracePath)
    let system = DragDropSystem(clock: VirtualClock())
    _ = try definition.build(into: system)
    let width = system.windows.map(\.frame.maxX).max() ?? 0
    let height = system.windows.map(\.frame.maxY).max() ?? 0
    guard
      EvdevImportOptions.parseSize(EvdevImportOptions.formatSize(width: width, height: height))
        != nil
    else {
      throw InputError(
        file: "--scene",
        message:
          "scene \"\(name)\" has no window area to map to (\(LogNumber.format(width))x\(LogNumber.format(height))); expected --size WxH"
      )
    }
    return (width, height)
  }
}
