import ArgumentParser
import DnDEngine
import DnDFormats
import DnDRunner
import Foundation
import VirtualTime

/// The formats `dndsim record --from` reads. Importers of device recordings join this list.
enum RecordingFormat: String, ExpressibleByArgument, CaseIterable {
  /// A hand-written gesture script (Docs/recording.md), text or JSON.
  case gesture
  /// A W3C WebDriver actions document (Docs/recording.md), touch pointers only.
  case webdriver
  /// An evemu recording of a Linux touch device (`evemu-record`), with its description in the
  /// file or in a separate file (`--desc`); imported as a stream (``RecordCommand``).
  case evemu

  /// Whether the format is a device recording (it needs `--scene`, and takes `--map`/`--size`).
  var isDeviceRecording: Bool { self == .evemu }

  /// The source at `path`; `rate` resamples sources that are expanded at a fixed rate (a gesture
  /// script names its own rate, so `--rate` is refused for it).
  func source(path: String, rate: SampleClock?) throws(InputError) -> any TraceSource {
    switch self {
    case .gesture:
      if rate != nil {
        throw InputError(
          file: "--rate", message: "a gesture script names its own rate; expected no --rate")
      }
      return try GestureScript.read(path: path)
    case .webdriver:
      return try WebDriverActions.read(path: path, rate: rate ?? WebDriverActions.defaultRate)
    case .evemu:
      // A device recording needs a scene size and is streamed: see `importRecording`.
      throw InputError(
        file: path, message: "an evemu recording is imported as a stream, not as a TraceSource")
    }
  }
}

/// `dndsim record SCRIPT`: builds a trace, writes it atomically, replays every variant twice
/// and leaves the first result as a pending golden for review.
struct RecordCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract:
      "Build a trace from a gesture script, WebDriver actions or a device recording, replay it, write pending goldens.",
    discussion: """
      Reads the source (--from gesture: the mini-language or its JSON form; --from webdriver: a \
      W3C WebDriver actions document with touch pointers, sampled at --rate Hz, default 120; \
      --from evemu: an evemu-record recording of a touchscreen, its device description in the \
      file or in --desc FILE, mapped onto the scene by --map and --size; see \
      Docs/recording.md), writes the trace atomically (X.gesture, X.gesture.json, \
      X.webdriver.json, X.evemu or X.events → X.trace.jsonl beside it, or --out), then replays \
      each of its variants \
      twice; the two \
      replays must give the same bytes. The first result of each variant is written as a \
      pending golden (X.golden.log.pending, X.<variant>.golden.log.pending) for `dndsim review` \
      — unless it equals the golden already there. When CI is set no pending golden is written.

      Exit codes: 0 recorded · 1 two replays differed · 2 bad input (the script's file, line and \
      column) · 3 I/O failure.

      Examples:
        dndsim record Traces/pinboard/long-press-drag.gesture
        dndsim record drag.gesture.json --out Traces/pinboard/drag.trace.jsonl --force
        dndsim record drag.gesture --scene pinboard --variants fast,slow
        dndsim record --from webdriver pinch.webdriver.json --scene photos --rate 60
        dndsim record --from evemu drag.evemu --scene pinboard --map fit
        dndsim record --from evemu drag.events --desc panel.desc --scene pinboard --size 1024x768
      """)

  @Argument(help: "The source file.")
  var source: String

  @Option(
    help:
      "The source's format: \(RecordingFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
  var from: RecordingFormat = .gesture

  @Option(help: "The sample rate in Hz of sources that are resampled (webdriver; default 120).")
  var rate: String?

  @Option(help: "Where to write the trace (default: beside the source, as X.trace.jsonl).")
  var out: String?

  @Flag(help: "Replace an existing trace (its goldens become stale until reviewed).")
  var force = false

  @Option(help: "The scene the trace names (overrides the source's).")
  var scene: String?

  @Option(help: "The device profile: tablet or phone (overrides the source's).")
  var profile: String?

  @Option(help: "The trace's variants, comma-separated (overrides the source's).")
  var variants: String?

  @Option(name: .customLong("scene-dir"), help: "Another folder to look for scene files in.")
  var sceneDirectories: [String] = []

  @Option(help: "A device recording's separate description file (evemu: an events-only file).")
  var desc: String?

  @Option(
    help:
      "How a device recording's raw axes map to the scene: stretch (default), fit or fill-width.")
  var map: String?

  @Option(help: "A device recording's scene size in points, WxH (default: the scene's windows).")
  var size: String?

  func run() throws {
    let tracePath = out ?? Self.defaultTracePath(for: source)
    if !force && FileManager.default.fileExists(atPath: tracePath) {
      throw InputError(
        file: tracePath,
        message: "the trace exists; expected --force to replace it, or another --out")
    }
    var options = RecordingOptions(
      scene: scene, variants: variants.map { $0.split(separator: ",").map(String.init) },
      provenance: [("source", Self.fileName(source)), ("format", from.rawValue)])
    if let profile {
      guard let kind = DeviceProfile.Kind(rawValue: profile) else {
        throw InputError(
          file: "--profile", message: "unknown profile \"\(profile)\"; expected tablet or phone")
      }
      options.profile = kind
    }
    if from.isDeviceRecording {
      if rate != nil {
        throw InputError(
          file: "--rate", message: "a device recording is not resampled; expected no --rate")
      }
      let result = try importRecording(options: options, tracePath: tracePath)
      print("wrote    \(tracePath) (\(result.records) records)")
      // Each warning is already `file:line: warning: …`.
      for warning in result.warnings { printToStandardError("\(warning)") }
    } else {
      for (flag, value) in [("--desc", desc), ("--map", map), ("--size", size)] where value != nil {
        throw InputError(
          file: flag, message: "only for a device recording; expected --from evemu with it")
      }
      let clock = try rate.map { (text) throws(InputError) in
        try SampleClock(hertz: text, origin: "--rate")
      }
      let trace = try from.source(path: source, rate: clock).makeTrace(options)
      try TraceFileWriter.writeAtomically(trace, to: tracePath)
      print("wrote    \(tracePath) (\(trace.records.count) records)")
      for warning in trace.warnings { printToStandardError("warning: \(warning)") }
    }
    try replayTwiceAndRecord(tracePath)
  }

  private func replayTwiceAndRecord(_ tracePath: String) throws {
    let environment = RunEnvironment()
    let scenes = SceneResolver(catalog: Dndsim.scenes, sceneFolders: sceneDirectories)
    let corpus = try CorpusDiscovery.discover([tracePath])
    if let broken = corpus.brokenTraces.first { throw broken.error }
    let settings = RunSettings(scenes: scenes, record: environment.isCI ? .never : .all)
    var differed = false
    for item in corpus.cases {
      let first = CaseRunner.replay(item, settings: settings)
      let second = CaseRunner.replay(item, settings: settings)
      if case .failed(_, let message) = first {
        printToStandardError(message)
        throw ExitCode(2)
      }
      let result = CorpusRun.judge(item, first, second, settings: settings)
      print(result.report)
      if result.status == .nondeterministic { differed = true }
    }
    if differed { throw ExitCode(1) }
  }

  /// A device recording streamed into the trace at `tracePath` (the scene from `--scene`, its
  /// size from `--size` or the scene's windows).
  private func importRecording(options: RecordingOptions, tracePath: String) throws
    -> EvdevImportResult
  {
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
    let sceneSize =
      try size.map(Self.parseSize)
      ?? Self.sceneSize(
        scene, tracePath: tracePath, sceneFolders: sceneDirectories)
    let importOptions = EvdevImportOptions(
      file: source, recorder: from.rawValue, sceneWidth: sceneSize.width,
      sceneHeight: sceneSize.height, mapping: mapping, recording: options)
    switch from {
    case .evemu:
      return try EvemuImport.write(
        path: source, descriptionPath: desc, options: importOptions, to: tracePath)
    case .gesture, .webdriver:
      throw InputError(file: source, message: "not a device recording")
    }
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

  /// `dir/X.gesture`, `dir/X.gesture.json`, `dir/X.webdriver.json`, `dir/X.evemu` or
  /// `dir/X.events` → `dir/X.trace.jsonl`.
  static func defaultTracePath(for source: String) -> String {
    for suffix in [".gesture.json", ".gesture", ".webdriver.json", ".json", ".evemu", ".events"]
    where source.hasSuffix(suffix) {
      return String(source.dropLast(suffix.count)) + ".trace.jsonl"
    }
    return source + ".trace.jsonl"
  }

  static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
