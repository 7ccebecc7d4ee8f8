import DnDEngine
import DnDFormats
import Foundation

@testable import DnDRunner

/// Cases of the bundled corpus (read only) and planted oracles for the exploration tests.
enum ExploreFixtures {
  static let repository = RunnerFixture.repository

  static func tracePath(_ relative: String) -> String {
    repository.appendingPathComponent("Traces/\(relative).trace.jsonl").path
  }

  /// The run cases of one corpus trace, all variants.
  static func runCases(_ relative: String) throws -> [RunCase] {
    try CorpusDiscovery.discover([tracePath(relative)]).cases
  }

  /// One corpus case read for exploration (`variant` nil: its first).
  static func explored(_ relative: String, variant: String? = nil) throws -> ExploreCase {
    let cases = try runCases(relative)
    let chosen = cases.first { variant == nil || $0.variant.name == variant }!
    return try ExploreCase.load(chosen, scenes: SceneResolver())
  }

  /// Flags every log holding an event whose `kind name` is `name` (optionally with a subject),
  /// naming the first such event: a planted "bug" for the shrinker to keep.
  static func flagging(_ name: String, subject: String? = nil) -> ExploreOracle {
    ExploreOracle { replay in
      let events = replay.events
      guard
        let index = events.firstIndex(where: {
          "\($0.kind.rawValue) \($0.name)" == name && (subject == nil || $0.subject == subject)
        })
      else { return [] }
      return [ExploreViolation(rule: "planted", events: [index], message: "saw \(name)")]
    }
  }

  /// The canonical text of records, to compare traces byte for byte.
  static func text(_ records: [TraceRecord]) -> String {
    records.map(TraceWriter.recordLine).joined(separator: "\n")
  }

  /// A fresh temporary folder, removed by the caller's `defer`.
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("dndsim-explore-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Writes records under `header` to a temporary trace and reads them back through
  /// ``DnDFormats/TraceReader``, which checks every rule of the format (order, lifecycles).
  static func readBack(_ records: [TraceRecord], header: TraceHeader) throws -> [TraceRecord] {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("t.trace.jsonl").path
    var plain = header
    plain.variants = []
    try TraceFileWriter.writeAtomically(header: plain, records: records, to: path)
    return try TraceReader(path: path).readAll()
  }
}
