import ArgumentParser
import DnDFormats
import DnDRecorder
import Foundation

/// The formats `dndsim export --to` writes.
enum ExportFormat: String, ExpressibleByArgument, CaseIterable {
  /// An evemu recording of a protocol B touchscreen, for `evemu-play` on a real Linux device.
  case evemu
}

/// `dndsim export --to evemu TRACE`: writes a trace as a device recording that can be played on
/// real hardware.
struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write a trace as a device recording (evemu) to play on a real device.",
    discussion: """
      Writes the trace's touches as the kernel events of a multi-touch protocol B touchscreen \
      (evemu-record's format, with the device description at the top), mapping scene points \
      back to the raw units of the device the trace was imported from (its raw axes, and the \
      map and scene size in its provenance; --map and --size override them, and a trace without \
      a scene size needs --size or its scene). Actions have no evdev form and are left out with \
      a warning. The file is written atomically (X.trace.jsonl → X.evemu beside it, or --out). \
      Play it with `evemu-play /dev/input/eventN < X.evemu` on the device, or create a virtual \
      one with `evemu-device X.evemu`; importing it again (dndsim record --from evemu) gives the \
      same trace.

      Exit codes: 0 written · 2 bad input · 3 I/O failure.

      Examples:
        dndsim export --to evemu Traces/pinboard/drag.trace.jsonl
        dndsim export --to evemu drag.trace.jsonl --out drag.evemu --force --size 1280x800
      """)

  @Argument(help: "The trace to export.")
  var trace: String

  @Option(
    help: "The format to write: \(ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
  var to: ExportFormat = .evemu

  @Option(help: "Where to write (default: beside the trace, X.trace.jsonl → X.evemu).")
  var out: String?

  @Flag(help: "Replace an existing file.")
  var force = false

  @Option(
    help: "How scene points map to raw units: stretch, fit or fill-width (default: the trace's).")
  var map: String?

  @Option(help: "The scene size in points, WxH (default: the trace's, else its scene's windows).")
  var size: String?

  @Option(name: .customLong("scene-dir"), help: "Another folder to look for scene files in.")
  var sceneDirectories: [String] = []

  func run() throws {
    let outPath = out ?? Self.defaultOutPath(for: trace)
    if !force && FileManager.default.fileExists(atPath: outPath) {
      throw InputError(
        file: outPath, message: "the file exists; expected --force to replace it, or another --out")
    }
    var options = EvemuExportOptions()
    if let map {
      guard let mapping = EvdevMapping(rawValue: map) else {
        throw InputError(
          file: "--map", message: "unknown mapping \"\(map)\"; expected stretch, fit or fill-width")
      }
      options.mapping = mapping
    }
    if let size {
      (options.sceneWidth, options.sceneHeight) = try RecordCommand.parseSize(size)
    } else {
      let header = try TraceReader(path: trace).header
      if !header.provenance.contains(where: { $0.key == "scene_size" }) {
        (options.sceneWidth, options.sceneHeight) = try RecordCommand.sceneSize(
          header.scene, tracePath: trace, sceneFolders: sceneDirectories)
      }
    }
    let result = try EvemuExporter.export(tracePath: trace, to: outPath, options: options)
    print(
      "wrote    \(outPath) (\(result.frames) frames, \(result.events) events, \(result.slots) slot\(result.slots == 1 ? "" : "s"))"
    )
    for warning in result.warnings { printToStandardError("\(warning)") }
  }

  /// `dir/X.trace.jsonl` → `dir/X.evemu`.
  static func defaultOutPath(for trace: String) -> String {
    for suffix in [".trace.jsonl", ".jsonl"] where trace.hasSuffix(suffix) {
      return String(trace.dropLast(suffix.count)) + ".evemu"
    }
    return trace + ".evemu"
  }
}
