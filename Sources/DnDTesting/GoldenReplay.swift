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
/// A failure throws ``GoldenReplayFailure``, whose description is worded as the line
/// `dndsim run` prints (status, case name, first divergence; the case name here is the trace's
/// resolved path); both test frameworks report a thrown error as the test's failure. Recording follows `DNDSIM_RECORD` (default `missing`: a missing golden is
/// written as `X.golden.log.pending` and the test fails until it is accepted with
/// `dndsim accept`); when `CI` is set nothing is written and a missing golden fails.
public enum GoldenReplay {
  /// Replays and compares; returns the result whatever its status (for custom assertions).
  ///
  /// - Parameters:
  ///   - trace: the trace file; a relative path is taken from the folder of the test file
  ///     (`filePath`), so tests do not depend on the working directory.
  ///   - variant: the fault-plan variant; `nil` for a trace with a single variant.
  ///   - scenes: Swift scenes the trace may name (scene files beside the trace are found too).
  ///   - sceneFolders: more folders to look for `<name>.scene.json` in (relative like `trace`).
  ///   - record: the record mode; `nil` reads `DNDSIM_RECORD` (and `CI`) as `dndsim run` does.
  ///   - accept: write recorded results over the golden instead of as pending files.
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
    // The same rules as `dndsim run`: an unknown DNDSIM_RECORD is an error everywhere, CI writes
    // nothing beside the trace and refuses accept, and accept alone means "record failed".
    let mode = try record ?? environment.recordMode(flag: nil)
    let settings: RunSettings
    if environment.isCI {
      if accept {
        throw InputError(
          file: tracePath,
          message: "CI is set, so nothing may be written into the source tree; expected no accept")
      }
      settings = RunSettings(
        scenes: scenes, record: .never,
        artifactsFolder: environment.artifactsFolder ?? ".build/dndsim-artifacts")
    } else {
      let explicit =
        record != nil || environment.variables[RecordMode.environmentVariable] != nil
      settings = RunSettings(
        scenes: scenes, record: accept && !explicit ? .failed : mode, accept: accept)
    }
    return CaseRunner.run(item, settings: settings)
  }

  /// ``check(trace:variant:scenes:sceneFolders:record:accept:environment:filePath:)``, throwing
  /// ``GoldenReplayFailure`` unless the case passed (or was accepted).
  public static func assertMatchesGolden(
    trace: String, variant: String? = nil, scenes: SceneCatalog = SceneCatalog(),
    sceneFolders: [String] = [], record: RecordMode? = nil, accept: Bool = false,
    environment: RunEnvironment = RunEnvironment(), filePath: StaticString = #filePath
  ) throws {
    let result = try check(
      trace: trace, variant: variant, scenes: scenes, sceneFolders: sceneFolders,
      record: record, accept: accept, environment: environment, filePath: filePath)
    if result.status.isFailure { throw GoldenReplayFailure(result: result) }
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

/// A golden check that did not pass: the result and the message `dndsim run` would print.
public struct GoldenReplayFailure: Error, CustomStringConvertible, Sendable {
  public var result: CaseResult
  public var description: String { result.report }
}
