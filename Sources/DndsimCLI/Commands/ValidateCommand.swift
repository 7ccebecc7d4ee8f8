import ArgumentParser
import DnDFormats
import DnDRunner
import Foundation

/// `dndsim validate FILE…`: checks traces, scenes, fault plans and event logs without replaying.
struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check trace, scene, fault-plan and event-log files against their formats.",
    discussion: """
      The kind is taken from the name: *.trace.jsonl or *.jsonl (a trace: every record, its \
      variants and fault plan, and that its scene can be found), *.scene.json, *.faults.json, \
      *.gesture or *.gesture.json (a gesture script, built into a trace in memory), \
      *.log (an event log or golden). Every file is checked; each problem is printed as \
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
    if file.hasSuffix(".log") || file.hasSuffix(PendingNaming.suffix) {
      let text = try InputFiles.text(at: file, expected: "an event log")
      do {
        _ = try LogFile.parse(text, source: file)
      } catch {
        throw InputError(
          file: error.source, line: error.line, column: error.column, message: error.message)
      }
      return "event log"
    }
    throw InputError(
      file: file,
      message:
        "unknown kind of file; expected a name ending in .trace.jsonl, .jsonl, .scene.json, .faults.json, .gesture, .gesture.json or .log"
    )
  }
}
