import DnDFormats
import DnDRunner
import DnDSimulator
import DnDTestSupport
import Foundation
import Testing

/// Every replay case in the repository: the traces under `Traces/` and `Tests/Fixtures/cases/`,
/// each with its variants.
enum CaseCorpus {
  static let root = Repository.root

  /// Paths of every trace, sorted.
  static var traces: [String] { Repository.corpusTraces }

  struct Case: Sendable, CustomTestStringConvertible {
    var trace: String
    var variant: TraceVariant
    var testDescription: String {
      "\(trace.dropFirst(CaseCorpus.root.path.count + 1)) [\(variant.name)]"
    }
  }

  static var cases: [Case] {
    traces.flatMap { trace in
      ((try? CaseReplay.variants(ofTrace: trace)) ?? []).map { Case(trace: trace, variant: $0) }
    }
  }

  /// The calls of every method the apps of scene `name` — the scene file beside `path` — do not
  /// implement (`SceneSpec.notImplementedCalls`): a log has no line for them, so the quick checks
  /// of a golden read alone must be told (Docs/formats.md, "Delegate methods").
  static func notImplementedCalls(scene name: String, near path: String) throws -> Set<String> {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    return try SceneFile.read(path: folder.appendingPathComponent("\(name).scene.json").path)
      .notImplementedCalls
  }

  static func fixture(_ relative: String) -> String {
    root.appendingPathComponent("Tests/Fixtures/cases").appendingPathComponent(relative).path
  }

  /// The golden text of a case, with the trace named relative to the repository.
  static func text(_ trace: String, _ variant: TraceVariant) throws -> String {
    let name = String(trace.dropFirst(root.path.count + 1))
    return try CaseReplay.run(
      path: trace, name: name, variant: variant, scenes: SceneResolver()
    ).text
  }
}
