import DnDEngine
import DnDFormats
import DnDSimulator
import Foundation

/// One case to explore — a trace × one of its variants — read once: its records, its scene, and
/// the facts of its plain replay. Every seed then works on these values in memory.
public struct ExploreCase: Sendable {
  public var name: String
  public var tracePath: String
  public var variant: TraceVariant
  public var header: TraceHeader
  public var records: [TraceRecord]
  public var scene: SceneDefinition
  /// The scene's file when it is a file scene (copied into regression cases), else `nil`.
  public var sceneFile: String?
  public var facts: CaseFacts

  /// What a seed's random streams are derived from: the trace's file stem and the variant
  /// (`copy-from-photos@slow`), never the folder — so `--seed S` means the same seed whichever
  /// folder the run starts in or names the trace by.
  public var seedKey: String {
    let stem = CaseFiles(trace: tracePath).stem.split(separator: "/").last.map(String.init) ?? ""
    return "\(stem)@\(variant.name)"
  }

  public var profile: DeviceProfile { .preset(for: header.profile) }

  /// Reads the case's trace and scene and replays it once as it is, for its facts.
  public static func load(_ runCase: RunCase, scenes: SceneResolver) throws(InputError)
    -> ExploreCase
  {
    let reader = try TraceReader(path: runCase.tracePath)
    let records = try reader.readAll()
    let scene = try scenes.resolve(reader.header.scene, tracePath: runCase.tracePath)
    let sceneFile = ([PathText.folder(of: runCase.tracePath)] + scenes.sceneFolders)
      .map { PathText.join($0, SceneResolver.fileName(forScene: reader.header.scene)) }
      .first { FileManager.default.fileExists(atPath: $0) && !FileWalk.isFolder($0) }
    var loaded = ExploreCase(
      name: runCase.name, tracePath: runCase.tracePath, variant: runCase.variant,
      header: reader.header, records: records, scene: scene, sceneFile: sceneFile,
      facts: CaseFacts())
    let replay = ExploreReplay(scene: scene, profile: loaded.profile, oracle: .init { _ in [] })
    do {
      let verdict = try replay.run(records, plan: runCase.variant.plan)
      // A case that does not replay as recorded is bad input, not something to explore.
      if let stopped = verdict.violations.first {
        throw ReplayError("the case does not replay as recorded: \(stopped.message)")
      }
      loaded.facts = CaseFacts(
        events: verdict.events, providers: verdict.providers,
        endMicroseconds: records.last?.time ?? 0)
    } catch {
      throw InputError(file: runCase.tracePath, message: "\(error)")
    }
    return loaded
  }
}
