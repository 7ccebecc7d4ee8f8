import ArgumentParser
import DnDEngine
import DnDFormats
import DnDRecorder
import DnDRunner
import Foundation
import VirtualTime

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
      file or in --desc FILE; --from libinput: a libinput record YAML file, the first \
      touchscreen or --device N|NODE; --from getevent: an Android getevent -t/-lt log with axis \
      ranges from --desc (getevent -lp output) or --x-range/--y-range, and --device NODE when \
      it holds several devices. Device recordings are mapped onto the scene by --map and --size; \
      see Docs/recording.md.) Writes the trace atomically (X.gesture, X.gesture.json, \
      X.webdriver.json, X.evemu, X.events, X.yml or X.getevent → X.trace.jsonl beside it, or \
      --out), then replays each of its variants twice; the two replays must give the same bytes. The first result of each variant is written as a \
      pending golden (X.golden.log.pending, X.<variant>.golden.log.pending) for `dndsim review` \
      — unless it equals the golden already there. Refused when CI is set (it writes into the \
      source tree); the scene must be found before anything is written.

      Exit codes: 0 recorded · 1 two replays differed · 2 bad input (the script's file, line and \
      column) · 3 I/O failure.

      Examples:
        dndsim record Traces/pinboard/long-press-drag.gesture
        dndsim record drag.gesture.json --out Traces/pinboard/drag.trace.jsonl --force
        dndsim record drag.gesture --scene pinboard --variants fast,slow
        dndsim record --from webdriver pinch.webdriver.json --scene photos --rate 60
        dndsim record --from evemu drag.evemu --scene pinboard --map fit
        dndsim record --from evemu drag.events --desc panel.desc --scene pinboard --size 1024x768
        dndsim record --from libinput all.yml --device /dev/input/event5 --scene photos
        dndsim record --from getevent drag.getevent --desc phone.desc.txt --scene photos
        dndsim record --from getevent drag.txt --x-range 0:1079 --y-range 0:2339 --scene photos
      """)

  @Argument(help: "The source file.")
  var source: String

  @Option(
    help:
      "The source's format: \(RecordingFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
  var from: RecordingFormat = .gesture

  @Option(help: "The sample rate in Hz of sources that are resampled (webdriver; default 120).")
  var rate: String?

  @Option(
    name: [.customShort("o"), .long],
    help: "Where to write the trace (default: beside the source, as X.trace.jsonl).")
  var out: String?

  @Flag(help: "Write the trace only: no replay and no pending goldens.")
  var traceOnly = false

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

  @Option(
    help:
      "A device recording's description: evemu's for an events-only file, or getevent -lp output.")
  var desc: String?

  @Option(
    help:
      "The device of a recording of several: libinput's device number (1-based) or node, getevent's node."
  )
  var device: String?

  @Option(
    name: .customLong("x-range"),
    help: "getevent: the range of ABS_MT_POSITION_X, MIN:MAX (replaces the description's).")
  var xRange: String?

  @Option(
    name: .customLong("y-range"),
    help: "getevent: the range of ABS_MT_POSITION_Y, MIN:MAX (replaces the description's).")
  var yRange: String?

  @Option(
    help:
      "How a device recording's raw axes map to the scene: stretch (default), fit or fill-width.")
  var map: String?

  @Option(help: "A device recording's scene size in points, WxH (default: the scene's windows).")
  var size: String?

  func run() throws {
    try refuseInCI("record")
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
      try refuseFlags([("--rate", rate)], "a device recording is not resampled")
      let result = try importRecording(options: options, tracePath: tracePath)
      print("wrote    \(tracePath) (\(result.records) records)")
      for warning in result.warnings { printToStandardError("\(warning)") }
      for note in result.notes { print("note:    \(note)") }
    } else {
      try refuseFlags(
        [
          ("--desc", desc), ("--map", map), ("--size", size), ("--device", device),
          ("--x-range", xRange), ("--y-range", yRange),
        ], "only for a device recording (--from evemu, libinput or getevent)")
      let clock = try rate.map { (text) throws(InputError) in
        try SampleClock(hertz: text, origin: "--rate")
      }
      let trace = try from.source(path: source, rate: clock).makeTrace(options)
      // The scene must be found before anything is written, so a wrong name leaves no trace behind.
      // An unknown scene is the source's mistake (the trace does not exist yet): named so.
      do {
        _ = try SceneResolver(catalog: Dndsim.scenes, sceneFolders: sceneDirectories)
          .resolve(trace.header.scene, tracePath: tracePath)
      } catch {
        guard error.file == tracePath else { throw error }
        throw InputError(file: source, message: error.message)
      }
      try TraceFileWriter.writeAtomically(trace, to: tracePath)
      print("wrote    \(tracePath) (\(trace.records.count) records)")
      // Each warning is already `file:line: warning: …`.
      for warning in trace.warnings { printToStandardError("\(warning)") }
    }
    if !traceOnly { try replayTwiceAndRecord(tracePath) }
  }

  private func replayTwiceAndRecord(_ tracePath: String) throws {
    let scenes = SceneResolver(catalog: Dndsim.scenes, sceneFolders: sceneDirectories)
    let corpus = try CorpusDiscovery.discover([tracePath])
    if let broken = corpus.brokenTraces.first { throw broken.error }
    let settings = RunSettings(scenes: scenes, record: .all)
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

  /// `dir/X.gesture`, `dir/X.gesture.json`, `dir/X.webdriver.json`, `dir/X.evemu`,
  /// `dir/X.events`, `dir/X.yml`, `dir/X.getevent` … → `dir/X.trace.jsonl`.
  static func defaultTracePath(for source: String) -> String {
    let suffixes = [
      ".gesture.json", ".gesture", ".webdriver.json", ".json", ".evemu", ".events", ".yml",
      ".yaml", ".getevent", ".txt",
    ]
    for suffix in suffixes where source.hasSuffix(suffix) {
      return String(source.dropLast(suffix.count)) + ".trace.jsonl"
    }
    return source + ".trace.jsonl"
  }

  /// Refuses each flag in `flags` that was given, saying why.
  private func refuseFlags(_ flags: [(String, String?)], _ reason: String) throws(InputError) {
    for (flag, value) in flags where value != nil {
      throw InputError(file: flag, message: "\(reason); expected no \(flag)")
    }
  }

  static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
