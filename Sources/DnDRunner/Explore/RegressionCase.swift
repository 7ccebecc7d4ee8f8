import DnDFormats
import Foundation

/// A shrunk failure saved as a ready regression case: a folder that `dndsim run` picks up like
/// any corpus folder.
///
/// `<root>/<name>/` holds `<name>.trace.jsonl` (the shrunk touches, its header naming one
/// variant, `explore`, and the seed in its provenance), `<name>.faults.json` (that variant's
/// shrunk plan), the scene file when the case's scene is one (so the folder replays on its own),
/// and `README.md` saying which seed broke which rule and how to reproduce it. Every file is
/// written atomically (``DnDFormats/TraceFileWriter``, ``AtomicFile``). The case has no golden:
/// `dndsim run` reports it `new` (or `missing` in CI) until someone reviews the log — and, once
/// the engine is fixed, accepts the corrected log as its golden.
package struct RegressionCase: Sendable, Equatable {
  /// The variant every saved case runs as.
  package static let variant = "explore"

  package var folder: String
  package var tracePath: String

  /// `Traces/pinboard/copy@slow`, seed 17 → `pinboard-copy-slow-seed-17`.
  package static func name(caseName: String, seed: UInt64) -> String {
    let parts = caseName.split(separator: "/").suffix(2).joined(separator: "-")
    let safe = String(
      parts.unicodeScalars.map { scalar in
        CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII || scalar == "_"
          || scalar == "." ? Character(scalar) : "-"
      })
    return "\(safe)-seed-\(seed)"
  }

  static func write(
    _ shrunk: ShrinkCase, of explored: ExploreCase, failure: ExploreFailure, root: String
  ) throws -> RegressionCase {
    let name = name(caseName: explored.name, seed: failure.seed)
    let folder = PathText.join(root, name)
    let tracePath = PathText.join(folder, "\(name).trace.jsonl")
    var header = explored.header
    header.variants = [variant]
    let provenance = [
      ("explore-case", explored.name), ("explore-seed", "\(failure.seed)"),
      ("explore-jitter", failure.mode.rawValue), ("explore-rule", failure.violation.rule),
    ]
    header.provenance.removeAll { pair in provenance.contains { $0.0 == pair.key } }
    header.provenance += provenance.map { (key: $0.0, value: $0.1) }
    try AtomicFile.write(
      FaultPlanWriter.text(FaultPlanFile(variants: [.init(name: variant, plan: shrunk.plan)])),
      to: PathText.join(folder, "\(name).faults.json"))
    if let sceneFile = explored.sceneFile {
      guard let data = FileManager.default.contents(atPath: sceneFile) else {
        throw AtomicFile.WriteError(path: sceneFile, reason: "cannot read the scene to copy it")
      }
      try AtomicFile.write(
        String(decoding: data, as: UTF8.self),
        to: PathText.join(folder, SceneResolver.fileName(forScene: explored.header.scene)))
    }
    try TraceFileWriter.writeAtomically(header: header, records: shrunk.records, to: tracePath)
    try AtomicFile.write(
      readme(name: name, folder: folder, failure: failure), to: PathText.join(folder, "README.md")
    )
    return RegressionCase(folder: folder, tracePath: tracePath)
  }

  private static func readme(name: String, folder: String, failure: ExploreFailure) -> String {
    """
    # \(name)

    Seed \(failure.seed) of `\(failure.caseName)` broke `\(failure.violation.rule)`: \
    \(failure.violation.message). Reproduce the seed: `\(failure.reproduce)`. \
    This folder is the shrunk case; `dndsim run \(folder)` replays it (no golden yet: review \
    the log with `dndsim review`, and accept it once the engine is fixed).

    """
  }
}
