import ArgumentParser
import DnDFormats
import DnDRecorder
import DnDRunner
import Foundation

/// `dndsim validate FILE…`: checks traces, scenes, fault plans and event logs without replaying.
struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract:
      "Check trace, scene, fault-plan, event-log and recording files against their formats.",
    discussion: """
      The kind is taken from the name: *.trace.jsonl or *.jsonl (a trace: every record, its \
      variants and fault plan, and that its scene can be found), *.scene.json, *.faults.json, \
      *.gesture or *.gesture.json (a gesture script, built into a trace in memory), \
      *.log (an event log or golden), *.libinput.yml (a libinput record recording: its first \
      touchscreen), *.getevent.txt or *.getevent-FLAGS.txt (a getevent -t or -lt log: its \
      touchscreen), *.evemu (an evemu-record file with its own description); a recording's \
      events go through the import's state machine, nothing written. Every file is checked; each problem is printed as \
      file:line:column or file:line: $.json.path, then "error:" and what was expected.

      Exit codes: 0 all valid · 2 a file is invalid or of an unknown kind.

      Examples:
        dndsim validate Traces/pinboard/copy.trace.jsonl Traces/pinboard/pinboard.scene.json
        dndsim validate Traces/*/*.faults.json
      """)

  @Argument(help: "The files to check.")
  var files: [String]

  @Option(name: .customLong("scene-dir"), help: "Another folder to look for scene files in.")
  var sceneDirectories: [String] = []

  func validate() throws {
    if files.isEmpty { throw ValidationError("expected at least one file to check") }
  }

  func run() throws {
    var invalid = 0
    for file in files {
      do {
        let kind = try check(file)
        print("ok       \(file) (\(kind))")
      } catch {
        printToStandardError("\(error)")
        invalid += 1
      }
    }
    if invalid > 0 {
      printToStandardError("\(invalid) of \(files.count) files invalid")
      throw ExitCode(2)
    }
  }

  /// Checks one file; returns the kind it was checked as.
  private func check(_ file: String) throws(InputError) -> String {
    if file.hasSuffix(".scene.json") {
      _ = try SceneFile.read(path: file)
      return "scene"
    }
    if file.hasSuffix(".gesture") || file.hasSuffix(".gesture.json") {
      let trace = try GestureScript.read(path: file).makeTrace(RecordingOptions())
      return "gesture script, \(trace.records.count) records"
    }
    if file.hasSuffix(".faults.json") {
      _ = try FaultPlanFile.read(path: file)
      return "fault plan"
    }
    if file.hasSuffix(".jsonl") {
      let reader = try TraceReader(path: file)
      while try reader.next() != nil {}
      let variants = try CaseReplay.variants(ofTrace: file)
      _ = try SceneResolver(catalog: Dndsim.scenes, sceneFolders: sceneDirectories)
        .resolve(reader.header.scene, tracePath: file)
      return "trace, \(variants.count) variant\(variants.count == 1 ? "" : "s")"
    }
    if file.hasSuffix(".log") || file.hasSuffix(CaseFiles.pendingSuffix) {
      let text = try InputFiles.text(at: file, expected: "an event log")
      do {
        _ = try LogFile.parse(text, source: file)
      } catch {
        throw InputError(
          file: error.source, line: error.line, column: error.column, message: error.message)
      }
      return "event log"
    }
    if file.hasSuffix(".libinput.yml") || file.hasSuffix(".libinput.yaml") {
      var reader = try LibinputRecordReader(path: file)
      let checked = try Self.imported(device: reader.device, events: &reader, file: file)
      return "libinput record of \(reader.deviceNode), \(checked)"
    }
    if Self.isGeteventLog(file) {
      // A log holds no axis ranges (`record` takes them from --desc or flags); the text is what
      // is checked here, and any range lets the reader get to it.
      let options = GeteventOptions(xRange: Int32.min...Int32.max, yRange: Int32.min...Int32.max)
      var reader = try GeteventReader(path: file, options: options)
      let checked = try Self.imported(device: reader.device, events: &reader, file: file)
      return "getevent log\(reader.deviceNode.map { " of \($0)" } ?? ""), \(checked)"
    }
    if file.hasSuffix(".evemu") {
      var reader = try EvemuReader(path: file)
      let checked = try Self.imported(device: reader.device, events: &reader, file: file)
      return "evemu recording of \(reader.device.name), \(checked)"
    }
    throw InputError(
      file: file,
      message:
        "unknown kind of file; expected a name ending in .trace.jsonl, .jsonl, .scene.json, .faults.json, .gesture, .gesture.json, .log, .libinput.yml, .getevent.txt or .evemu"
    )
  }

  /// A device recording's events through the evdev state machine, as `dndsim record` imports
  /// them (into a nominal 1000 × 1000 scene: the mapping changes no error), nothing kept or
  /// written: what the trace would hold, and its warnings, which are printed.
  private static func imported(
    device: EvdevDevice, events: inout some EvdevEventSource, file: String
  ) throws(InputError) -> String {
    let options = EvdevImportOptions(
      file: file, recorder: "validate", sceneWidth: 1000, sceneHeight: 1000,
      recording: RecordingOptions(scene: "validate"))
    let (records, warnings) = try EvdevTraceBuilder.check(
      device: device, events: &events, options: options)
    for warning in warnings { printToStandardError("\(warning)") }
    let counted =
      warnings.isEmpty ? "" : ", \(warnings.count) warning\(warnings.count == 1 ? "" : "s")"
    return "\(records) trace record\(records == 1 ? "" : "s")\(counted)"
  }

  /// `X.getevent.txt`, or `X.getevent-lt.txt` and the like (the flags it was run with), but not
  /// a description (`-p`, `-lp`: no events).
  static func isGeteventLog(_ file: String) -> Bool {
    let name = file.split(separator: "/").last.map(String.init) ?? file
    guard name.hasSuffix(".txt"), let range = name.range(of: ".getevent", options: .backwards)
    else { return false }
    let flags = name[range.upperBound...].dropLast(".txt".count)
    return flags.isEmpty || (flags.hasPrefix("-") && !flags.contains("p"))
  }
}
