import ArgumentParser
import DnDEngine
import DnDFormats
import DnDRunner
import Foundation

/// The formats `dndsim record --from` reads. Importers of device recordings join this list.
enum RecordingFormat: String, ExpressibleByArgument, CaseIterable {
  /// A hand-written gesture script (Docs/recording.md), text or JSON.
  case gesture
  /// A W3C WebDriver actions document (Docs/recording.md), touch pointers only.
  case webdriver

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
    }
  }
}

/// `dndsim record SCRIPT`: builds a trace, writes it atomically, replays every variant twice
/// and leaves the first result as a pending golden for review.
struct RecordCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract:
      "Build a trace from a gesture script or WebDriver actions, replay it, write pending goldens.",
    discussion: """
      Reads the source (--from gesture: the mini-language or its JSON form; --from webdriver: a \
      W3C WebDriver actions document with touch pointers, sampled at --rate Hz, default 120; see \
      Docs/recording.md), writes the trace atomically (X.gesture, X.gesture.json or \
      X.webdriver.json → X.trace.jsonl beside it, or --out), then replays each of its variants \
      twice; the two \
      replays must give the same bytes. The first result of each variant is written as a \
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
    let clock = try rate.map { (text) throws(InputError) in
      try SampleClock(hertz: text, origin: "--rate")
    }
    let trace = try from.source(path: source, rate: clock).makeTrace(options)
    // The scene must be found before anything is written, so a wrong name leaves no trace behind.
    _ = try SceneResolver(catalog: Dndsim.scenes, sceneFolders: sceneDirectories)
      .resolve(trace.header.scene, tracePath: tracePath)
    try TraceFileWriter.writeAtomically(trace, to: tracePath)
    print("wrote    \(tracePath) (\(trace.records.count) records)")
    for warning in trace.warnings { printToStandardError("warning: \(warning)") }
    try replayTwiceAndRecord(tracePath)
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

  /// `dir/X.gesture`, `dir/X.gesture.json` or `dir/X.webdriver.json` → `dir/X.trace.jsonl`.
  static func defaultTracePath(for source: String) -> String {
    for suffix in [".gesture.json", ".gesture", ".webdriver.json", ".json"]
    where source.hasSuffix(suffix) {
      return String(source.dropLast(suffix.count)) + ".trace.jsonl"
    }
    return source + ".trace.jsonl"
  }

  static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
