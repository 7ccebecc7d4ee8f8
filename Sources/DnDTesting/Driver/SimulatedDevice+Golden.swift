import DnDEngine
import DnDFormats
import DnDRunner
import DnDSimulator
import Foundation

/// Golden logs and failure artifacts of a ``SimulatedDevice``.
extension SimulatedDevice {
  /// Checks the log against the golden `<name>.golden.log` in the `Goldens` folder beside the
  /// test file, as `dndsim run` checks a corpus case — and it is one: the device writes the
  /// trace it played as `<name>.trace.jsonl` (and its fault plan as `<name>.faults.json`) beside
  /// the golden, and the runner replays that trace through the device's scene, so the golden is
  /// what `dndsim run` on that folder reproduces.
  ///
  /// Record mode, accept and the artifacts folder are the runner's one decision (read by
  /// `dndsim run` and ``GoldenReplay`` too): `record` or `DNDSIM_RECORD` (default `missing`: a
  /// missing golden is written as `.pending` and the test fails until it is accepted with
  /// `dndsim accept`), `accept` to write the result over the golden; under `CI` nothing is
  /// written into the source tree and `accept` is refused.
  ///
  /// A failure — a mismatch, a missing golden, an invariant violation, a replay that does not
  /// log what the test logged — is reported once, at the calling line, in the way the running
  /// test framework expects: an issue under Swift Testing, an XCTest failure under XCTest. It is
  /// not thrown, so the test goes on, as after `#expect` or `XCTAssert` (where neither framework
  /// can be imported it is thrown as a ``DriverError``). The trace, the log and an HTML report
  /// are left in the artifacts folder (`DNDSIM_ARTIFACTS`, default `.build/dndsim-artifacts`)
  /// and named in the message. What is thrown is what stops the check itself: an unknown record
  /// mode, `accept` under `CI`, a trace that cannot be written. `fileID`, `filePath`, `line` and
  /// `column` name the calling line (and `filePath` the folder of `Goldens`): leave the defaults.
  public func assertMatchesGolden(
    named name: String, record: RecordMode? = nil, accept: Bool = false,
    environment: RunEnvironment = RunEnvironment(), fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws {
    try assertMatchesGolden(
      named: name, goldens: PathText.join(PathText.folder(of: "\(filePath)"), "Goldens"),
      record: record, accept: accept, environment: environment,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// ``assertMatchesGolden(named:record:accept:environment:fileID:filePath:line:column:)`` with
  /// the goldens in `folder` and failures reported at `site` (a test of this package points both
  /// at scratch files).
  package func assertMatchesGolden(
    named name: String, goldens folder: String, record: RecordMode? = nil, accept: Bool = false,
    environment: RunEnvironment = RunEnvironment(), at site: CallSite
  ) throws {
    let policy = try RecordingPolicy(environment: environment, record: record, accept: accept)
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
      if !policy.writesSourceTree {
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
      let outcome = CaseRunner.run(
        item, settings: policy.settings(scenes: SceneResolver(catalog: catalog)))
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
    let written = writeArtifacts(
      named: name, result: result, artifactsFolder: policy.artifactsFolder)
    let message =
      problems.joined(separator: "\n") + "\nartifacts: " + written.joined(separator: ", ")
    if !TestFailure.report(message, at: site) { throw DriverError(message) }
  }

  /// Checks `condition` (the test's own assertion, on its model say); when it is false, leaves
  /// the trace, the log and a report in the artifacts folder (`DNDSIM_ARTIFACTS`, default
  /// `.build/dndsim-artifacts`) and reports a failure naming them once, at the calling line: an
  /// issue under Swift Testing, an XCTest failure under XCTest. `fileID`, `filePath`, `line`
  /// and `column` name the calling line (and the artifacts): leave the defaults.
  public func expect(
    _ condition: Bool, _ comment: @autoclosure () -> String = "",
    environment: RunEnvironment = RunEnvironment(), fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    guard !condition else { return }
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let name = "\(site.fileID.replacingOccurrences(of: "/", with: "-"))-\(site.line)"
    let written = writeArtifacts(
      named: name, result: nil,
      artifactsFolder: RecordingPolicy.artifactsFolder(environment: environment))
    _ = TestFailure.report(
      "expectation failed\(comment().isEmpty ? "" : ": \(comment())")\nartifacts: "
        + written.joined(separator: ", "), at: site)
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

  /// Writes `<name>.trace.jsonl`, `<name>.log` and `<name>.html` into the artifacts folder;
  /// returns their paths (or what went wrong writing them).
  func writeArtifacts(named name: String, result: CaseResult?, artifactsFolder: String)
    -> [String]
  {
    let folder = PathText.join(artifactsFolder, "driver")
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
}
