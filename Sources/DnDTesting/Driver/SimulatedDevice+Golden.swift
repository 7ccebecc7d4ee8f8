import DnDEngine
import DnDFormats
import DnDRunner
import DnDSimulator
import Foundation

#if canImport(Testing)
  import Testing
#endif

/// Golden logs and failure artifacts of a ``SimulatedDevice``.
extension SimulatedDevice {
  /// Checks the log against the golden `<name>.golden.log` in the `Goldens` folder beside the
  /// test file, as `dndsim run` checks a corpus case — and it is one: the device writes the
  /// trace it played as `<name>.trace.jsonl` (and its fault plan as `<name>.faults.json`) beside
  /// the golden, and the runner replays that trace through the device's scene, so the golden is
  /// what `dndsim run` on that folder reproduces.
  ///
  /// Record modes are the runner's (`DNDSIM_RECORD`, default `missing`: a missing golden is
  /// written as `.pending` and the test fails until it is accepted with `dndsim accept`); under
  /// `CI` nothing is written into the source tree. A failure — a mismatch, a missing golden, an
  /// invariant violation, a replay that does not log what the test logged — is recorded as an
  /// issue at the calling line (Swift Testing) and thrown (XCTest reports the throw), with the
  /// trace, the log and an HTML report left in the artifacts folder and named in the message.
  public func assertMatchesGolden(
    named name: String, environment: RunEnvironment = RunEnvironment(),
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) throws {
    let folder = PathText.join(PathText.folder(of: filePath), "Goldens")
    let tracePath = PathText.join(folder, "\(name).trace.jsonl")
    let files = CaseFiles(trace: tracePath)
    let trace = traceText
    let planText = faults.map { plan in
      FaultPlanWriter.text(
        FaultPlanFile(variants: [.init(name: SimulatedDevice.faultVariant, plan: plan)]))
    }
    let existing = try? String(contentsOfFile: tracePath, encoding: .utf8)
    let existingPlan = try? String(contentsOfFile: files.faultPlan, encoding: .utf8)
    var problems: [String] = []
    if existing != trace || existingPlan != planText {
      if environment.isCI {
        problems.append(
          "the gesture played differs from \(tracePath) (or it is missing); record it again "
            + "without CI set")
      } else {
        try FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true)
        try AtomicFile.write(trace, to: tracePath)
        if let planText {
          try AtomicFile.write(planText, to: files.faultPlan)
        } else if existingPlan != nil {
          try AtomicFile.remove(files.faultPlan)
        }
      }
    }
    var result: CaseResult?
    if problems.isEmpty {
      let variant = TraceVariant(
        name: faults == nil ? TraceVariant.defaultName : SimulatedDevice.faultVariant,
        plan: faults)
      let item = RunCase(
        name: RunCase.name(stem: files.stem, variant: variant.name), tracePath: tracePath,
        variant: variant, goldenPath: files.golden(variant: variant.name))
      var catalog = SceneCatalog()
      catalog.register(definition)
      let settings: RunSettings
      if environment.isCI {
        settings = RunSettings(
          scenes: SceneResolver(catalog: catalog), record: .never,
          artifactsFolder: artifactsFolder(environment))
      } else {
        settings = RunSettings(
          scenes: SceneResolver(catalog: catalog), record: try environment.recordMode(flag: nil))
      }
      let outcome = CaseRunner.run(item, settings: settings)
      result = outcome
      if outcome.status.isFailure { problems.append(outcome.report) }
      if let replayed = outcome.log, !replayed.isEmpty,
        let own = ownLogText(traceName: files.stem), replayed != own
      {
        problems.append(
          "the replay of the recorded trace did not log what the test logged (the scene "
            + "depends on something the trace does not hold)")
      }
    }
    guard !problems.isEmpty else { return }
    let written = writeArtifacts(named: name, result: result, environment: environment)
    let message =
      problems.joined(separator: "\n") + "\nartifacts: " + written.joined(separator: ", ")
    fail(message, fileID: fileID, filePath: filePath, line: line, column: column)
    throw DriverError(message)
  }

  /// Checks `condition` (the test's own assertion, on its model say); when it is false, leaves
  /// the trace, the log and a report in the artifacts folder and records an issue naming them.
  public func expect(
    _ condition: Bool, _ comment: @autoclosure () -> String = "",
    environment: RunEnvironment = RunEnvironment(), fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    guard !condition else { return }
    let name = "\(fileID.replacingOccurrences(of: "/", with: "-"))-\(line)"
    let written = writeArtifacts(named: name, result: nil, environment: environment)
    fail(
      "expectation failed\(comment().isEmpty ? "" : ": \(comment())")\nartifacts: "
        + written.joined(separator: ", "), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// The log as `dndsim replay` writes it, under a header naming the trace `traceName`.
  func ownLogText(traceName: String) -> String? {
    let digest = SHA256.hex(of: Array(traceText.utf8))
    guard
      let header = try? LogHeader([
        (key: "trace", value: "\(traceName.split(separator: "/").last ?? "").trace.jsonl"),
        (key: "trace-sha256", value: digest), (key: "scene", value: sceneName),
        (
          key: "variant",
          value: faults == nil ? TraceVariant.defaultName : SimulatedDevice.faultVariant
        ),
      ])
    else { return nil }
    return LogWriter.render(header: header, events: log.events, options: LogWriter.Options())
  }

  /// Where failure artifacts go: `DNDSIM_ARTIFACTS` (or Bazel's outputs), else
  /// `.build/dndsim-artifacts` under the working directory — never beside the test.
  func artifactsFolder(_ environment: RunEnvironment) -> String {
    environment.artifactsFolder ?? ".build/dndsim-artifacts"
  }

  /// Writes `<name>.trace.jsonl`, `<name>.log` and `<name>.html` into the artifacts folder;
  /// returns their paths (or what went wrong writing them).
  func writeArtifacts(named name: String, result: CaseResult?, environment: RunEnvironment)
    -> [String]
  {
    let folder = PathText.join(artifactsFolder(environment), "driver")
    var written: [String] = []
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let tracePath = PathText.join(folder, "\(name).trace.jsonl")
      try AtomicFile.write(traceText, to: tracePath)
      written.append(tracePath)
      let logPath = PathText.join(folder, "\(name).log")
      try AtomicFile.write(
        ownLogText(traceName: name) ?? log.lines.joined(separator: "\n"), to: logPath)
      written.append(logPath)
      let report =
        result
        ?? CaseResult(
          name: name, status: .mismatch, tracePath: tracePath, variant: nil,
          goldenPath: PathText.join(folder, "\(name).golden.log"), message: "failed in a test",
          log: ownLogText(traceName: name), virtualMicroseconds: elapsed.nanoseconds / 1_000)
      let reportFolder = PathText.join(folder, "\(name)-report")
      written.append(try HTMLReport.write(results: [report], title: name, to: reportFolder))
    } catch {
      written.append("(could not write artifacts: \(error))")
    }
    return written
  }

  private func fail(
    _ message: String, fileID: String, filePath: String, line: Int, column: Int
  ) {
    #if canImport(Testing)
      if Test.current != nil {
        Issue.record(
          Comment(rawValue: message),
          sourceLocation: SourceLocation(
            fileID: fileID, filePath: filePath, line: line, column: column))
      }
    #endif
  }
}
