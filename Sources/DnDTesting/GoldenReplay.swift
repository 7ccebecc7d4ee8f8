import DnDFormats
import DnDRunner
import DnDSimulator
import Foundation

/// Golden-log checks for a user's own tests, in Swift Testing or XCTest: replay a trace under a
/// variant through its scene (a scene file or a Swift scene) and compare the log with its
/// golden — with the same record modes, statuses, files and messages as `dndsim run`.
///
/// ```swift
/// import DnDSimulator
/// import DnDTesting
/// import Testing
///
/// @Test func copyFromPhotos() throws {
///   try GoldenReplay.assertMatchesGolden(
///     trace: "../../Traces/pinboard/copy.trace.jsonl", variant: "slow",  // from this file
///     scenes: SceneCatalog([Pinboard.self]))
/// }
/// ```
///
/// A failed check is reported once, at the line that called
/// ``assertMatchesGolden(trace:variant:scenes:sceneFolders:record:accept:environment:fileID:filePath:line:column:)``,
/// in the way the running test framework expects: an issue under Swift Testing, an `XCTFail`
/// failure under XCTest; the test goes on, as after `#expect` or `XCTAssert`. Its message is
/// worded as the line `dndsim run` prints (status, case name, first divergence; the case name
/// here is the trace's resolved path). What the check cannot do at all — an unreadable trace, an
/// unknown variant or record mode, `accept` in CI — is thrown.
///
/// Recording follows the runner's one decision (`RecordingPolicy` in DnDRunner, read by
/// `dndsim run` too): `DNDSIM_RECORD` (default `missing`: a missing golden is written as
/// `X.golden.log.pending` and the test fails until it is accepted with `dndsim accept`); when
/// `CI` is set nothing is written beside the trace, a missing golden fails, and failing results
/// go to `DNDSIM_ARTIFACTS` (default `.build/dndsim-artifacts`).
public enum GoldenReplay {
  /// Replays and compares; returns the result whatever its status (for custom assertions).
  ///
  /// - Parameters:
  ///   - trace: the trace file; a relative path is taken from the folder of the test file
  ///     (`filePath`), so tests do not depend on the working directory.
  ///   - variant: the fault-plan variant; `nil` for a trace with a single variant.
  ///   - scenes: Swift scenes the trace may name (scene files beside the trace are found too).
  ///   - sceneFolders: more folders to look for `<name>.scene.json` in (relative like `trace`).
  ///   - record: the record mode; `nil` reads `DNDSIM_RECORD` as `dndsim run` does (under `CI`
  ///     the mode is always `never`).
  ///   - accept: write recorded results over the golden instead of as pending files; alone, it
  ///     records what failed; refused under `CI` with the error `dndsim run --accept` gives.
  ///   - environment: the variables read for the record mode, `CI` and the artifacts folder
  ///     (the process's own unless given).
  ///   - filePath: the test file, which relative paths are taken from; leave the default.
  public static func check(
    trace: String, variant: String? = nil, scenes: SceneCatalog = SceneCatalog(),
    sceneFolders: [String] = [], record: RecordMode? = nil, accept: Bool = false,
    environment: RunEnvironment = RunEnvironment(), filePath: StaticString = #filePath
  ) throws -> CaseResult {
    let base = PathText.folder(of: "\(filePath)")
    let tracePath = PathText.resolve(trace, against: base)
    let item = try runCase(tracePath: tracePath, variant: variant)
    let scenes = SceneResolver(
      catalog: scenes, sceneFolders: sceneFolders.map { PathText.resolve($0, against: base) })
    let policy = try RecordingPolicy(environment: environment, record: record, accept: accept)
    let settings = policy.settings(scenes: scenes)
    return CaseRunner.run(item, settings: settings)
  }

  /// ``check(trace:variant:scenes:sceneFolders:record:accept:environment:filePath:)``, reporting
  /// a case that did not pass (nor was accepted) once, at the calling line: as an issue under
  /// Swift Testing, as an XCTest failure under XCTest. Nothing is thrown for it, so the test goes
  /// on; where neither framework can be imported, ``GoldenReplayFailure`` is thrown instead.
  /// Input errors (the trace, the variant, the record mode, `accept` in CI) are thrown.
  /// `fileID`, `filePath`, `line` and `column` name the calling line, where a failure is
  /// reported (and `filePath` is what relative paths are taken from): leave the defaults.
  public static func assertMatchesGolden(
    trace: String, variant: String? = nil, scenes: SceneCatalog = SceneCatalog(),
    sceneFolders: [String] = [], record: RecordMode? = nil, accept: Bool = false,
    environment: RunEnvironment = RunEnvironment(), fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws {
    let result = try check(
      trace: trace, variant: variant, scenes: scenes, sceneFolders: sceneFolders,
      record: record, accept: accept, environment: environment, filePath: filePath)
    guard result.status.isFailure else { return }
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    if !TestFailure.report(result.report, at: site) { throw GoldenReplayFailure(result: result) }
  }

  /// The event log of a trace × variant, without any golden.
  public static func log(
    trace: String, variant: String? = nil, scenes: SceneCatalog = SceneCatalog(),
    sceneFolders: [String] = [], filePath: StaticString = #filePath
  ) throws -> String {
    let base = PathText.folder(of: "\(filePath)")
    let item = try runCase(tracePath: PathText.resolve(trace, against: base), variant: variant)
    let output = try CaseReplay.run(
      path: item.tracePath, variant: item.variant,
      scenes: SceneResolver(
        catalog: scenes, sceneFolders: sceneFolders.map { PathText.resolve($0, against: base) }))
    return output.text
  }

  private static func runCase(tracePath: String, variant: String?) throws(InputError) -> RunCase {
    let variants = try CaseReplay.variants(ofTrace: tracePath)
    let names = variants.map { "\"\($0.name)\"" }.joined(separator: ", ")
    let chosen: TraceVariant
    if let variant {
      guard let match = variants.first(where: { $0.name == variant }) else {
        throw InputError(
          file: tracePath, line: 1, path: "$.variants",
          message: "no variant \"\(variant)\"; expected one of \(names)")
      }
      chosen = match
    } else {
      guard variants.count == 1 else {
        throw InputError(
          file: tracePath, line: 1, path: "$.variants",
          message: "the trace names variants \(names); expected a variant: argument")
      }
      chosen = variants[0]
    }
    let stem = CaseFiles(trace: tracePath).stem
    return RunCase(
      name: RunCase.name(stem: stem, variant: chosen.name), tracePath: tracePath,
      variant: chosen, goldenPath: CaseFiles(trace: tracePath).golden(variant: chosen.name))
  }
}

/// A golden check that did not pass: the result and the message `dndsim run` would print
/// (thrown only where neither test framework can be imported; see
/// ``GoldenReplay/assertMatchesGolden(trace:variant:scenes:sceneFolders:record:accept:environment:fileID:filePath:line:column:)``).
public struct GoldenReplayFailure: Error, CustomStringConvertible, Sendable {
  public var result: CaseResult
  public var description: String { result.report }
}
