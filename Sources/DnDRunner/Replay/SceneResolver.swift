import DnDFormats
import DnDSimulator

/// Finds the scene a trace names: a scene file `<name>.scene.json` beside the trace or in one of
/// the extra scene folders, or a Swift scene of the catalog.
///
/// **Rule.** The first scene file found, in this order: the trace's own folder, then each of
/// ``sceneFolders`` in order. A name that is both a scene file and a Swift scene is an error —
/// two definitions of one scene would make a golden depend on which one a machine picked.
/// A name found nowhere is an error listing where it looked and the Swift scenes there are.
public struct SceneResolver: Sendable {
  public var catalog: SceneCatalog
  public var sceneFolders: [String]

  public init(catalog: SceneCatalog = SceneCatalog(), sceneFolders: [String] = []) {
    self.catalog = catalog
    self.sceneFolders = sceneFolders
  }

  /// The file name of scene `name`.
  public static func fileName(forScene name: String) -> String { "\(name).scene.json" }

  /// Whether the trace at `path` names a Swift scene of the catalog (whose app code runs on the
  /// main actor); false when the trace cannot be read (its replay reports that).
  package func runsOnMainActor(trace path: String) -> Bool {
    guard let reader = try? TraceReader(path: path) else { return false }
    return catalog.scene(named: reader.header.scene)?.runsOnMainActor ?? false
  }

  /// The definition of `name`, named by the trace at `tracePath` (shown as `traceName`).
  public func resolve(_ name: String, tracePath: String, traceName: String? = nil)
    throws(InputError) -> SceneDefinition
  {
    let folders = [PathText.folder(of: tracePath)] + sceneFolders
    let candidates = folders.map { PathText.join($0, Self.fileName(forScene: name)) }
    let file = candidates.first { WholeFileReader.exists(path: $0) }
    let swift = catalog.scene(named: name)
    let trace = traceName ?? tracePath
    switch (file, swift) {
    case (let file?, let swift?):
      throw InputError(
        file: trace, line: 1, path: "$.scene",
        message:
          "scene \"\(name)\" is defined twice: by \(file) and by \(swift.origin); expected one definition"
      )
    case (let file?, nil):
      let spec = try SceneFile.read(path: file)
      guard spec.name == name else {
        throw InputError(
          file: file, path: "$.name",
          message:
            "the scene is named \"\(spec.name)\"; expected \"\(name)\", as its file name says")
      }
      return SceneDefinition(spec: spec, origin: file)
    case (nil, let swift?):
      return swift
    case (nil, nil):
      let swiftNames =
        catalog.names.isEmpty
        ? "no Swift scenes are linked"
        : "Swift scenes: " + catalog.names.map { "\"\($0)\"" }.joined(separator: ", ")
      throw InputError(
        file: trace, line: 1, path: "$.scene",
        message:
          "unknown scene \"\(name)\"; looked for \(candidates.joined(separator: ", ")) (\(swiftNames))"
      )
    }
  }

}
