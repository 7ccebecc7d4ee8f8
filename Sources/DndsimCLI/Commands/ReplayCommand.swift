import ArgumentParser
import DnDFormats
import DnDRunner
import DnDSimulator
import Foundation

/// `dndsim replay TRACE`: one trace × variant through its scene; prints the event log, or
/// compares it with a golden log.
struct ReplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Replay one trace through its scene and print its event log (or compare it).",
    discussion: """
      The trace's header names its scene: a scene file <name>.scene.json beside the trace or in a \
      --scene-dir folder, or a Swift scene linked into this command. A trace that names more than \
      one fault-plan variant needs --variant (its plan is <trace stem>.faults.json).

      Every replay is checked against the invariants (Docs/engine.md §11) unless \
      --no-invariants: each violation is printed on stderr as `TRACE: invariant RULE: …` with \
      the events involved.

      Exit codes: 0 printed (or equal to the golden) · 1 differs from the golden, or breaks an \
      invariant · 2 bad input (the message names the file, line and column or JSON path) · 3 I/O \
      failure.

      Examples:
        dndsim replay Traces/pinboard/copy-from-photos.trace.jsonl
        dndsim replay t.trace.jsonl --variant slow --compare t.slow.golden.log
      """
  )

  @Argument(help: "The trace file (dndsim-trace JSON Lines).")
  var trace: String

  @Option(help: "The fault-plan variant to run (required when the trace names variants).")
  var variant: String?

  @Option(name: .customLong("scene-dir"), help: "Another folder to look for scene files in.")
  var sceneDirectories: [String] = []

  @Option(help: "Compare the log with this golden log instead of printing it.")
  var compare: String?

  @Flag(help: "Keep every move sample instead of folding runs of moves.")
  var noFold = false

  @Flag(
    name: .customLong("no-invariants"),
    help:
      "Do not check replays against the invariants (Docs/engine.md §11); they are on by default.")
  var noInvariants = false

  func run() throws {
    let variants = try CaseReplay.variants(ofTrace: trace)
    let chosen = try choose(from: variants)
    let output = try CaseReplay.run(
      path: trace, variant: chosen,
      scenes: SceneResolver(catalog: Dndsim.scenes, sceneFolders: sceneDirectories),
      options: LogWriter.Options(foldMoves: !noFold))
    let violations = noInvariants ? [] : output.violations
    for violation in violations { printToStandardError("\(trace): invariant \(violation)") }
    guard let compare else {
      FileHandle.standardOutput.write(Data(output.text.utf8))
      if !violations.isEmpty { throw ExitCode(1) }
      return
    }
    let golden = try InputFiles.text(at: compare, expected: "a golden log to compare with")
    if let diff = GoldenComparison.compare(
      expected: golden, actual: output.text, expectedName: compare, actualName: "actual")
    {
      FileHandle.standardOutput.write(Data((diff.summary + "\n" + diff.unifiedDiff).utf8))
      throw ExitCode(1)
    }
    if !violations.isEmpty { throw ExitCode(1) }
  }

  private func choose(from variants: [TraceVariant]) throws -> TraceVariant {
    let names = variants.map { "\"\($0.name)\"" }.joined(separator: ", ")
    if let variant {
      guard let chosen = variants.first(where: { $0.name == variant }) else {
        throw InputError(
          file: trace, line: 1, path: "$.variants",
          message: "no variant \"\(variant)\"; expected one of \(names)")
      }
      return chosen
    }
    guard variants.count == 1 else {
      throw InputError(
        file: trace, line: 1, path: "$.variants",
        message: "the trace names variants \(names); expected --variant with one of them")
    }
    return variants[0]
  }
}
