import DnDEngine

/// A scene built into a system: what a replay talks to once the apps, views and delegates exist.
public protocol BuiltScene: AnyObject {
  /// Performs a scene action of the trace (e.g. insert a row now).
  func perform(_ action: String, arguments: [SceneArgument]) throws
}

/// A scene defined in Swift: apps, windows, views and delegates with arbitrary code, built into a
/// fresh system for each replay. Traces name it by ``name``.
///
///     final class Pinboard: DnDScene {
///       static let name = "pinboard"
///       init(system: DragDropSystem) throws { … build views, set delegates … }
///     }
///
/// A user's own executable lists its scenes in a ``SceneCatalog`` and hands it to the `dndsim`
/// command-line entry point (`DndsimCLI`), so its scenes run through the same interface.
///
/// Named `DnDScene` rather than `Scene` so that a file importing both this module and SwiftUI
/// needs no module prefix.
public protocol DnDScene: BuiltScene, SendableMetatype {
  /// The name traces use (letters, digits, `-`, `_`).
  static var name: String { get }
  /// Builds the scene into `system` (at virtual time zero, before the first frame).
  init(system: DragDropSystem) throws
}

extension DnDScene {
  public func perform(_ action: String, arguments: [SceneArgument]) throws {
    throw SceneError("scene \(Self.name) has no action \"\(action)\"")
  }
}

/// A scene's refusal or failure, in plain words.
public struct SceneError: Error, CustomStringConvertible, Equatable, Sendable {
  public var description: String

  public init(_ description: String) {
    self.description = description
  }
}

/// How to build one named scene: a Swift ``DnDScene`` type or a scene read from a file.
public struct SceneDefinition: Sendable {
  public let name: String
  /// Where the scene comes from, for messages: `Swift type Pinboard` or a file path.
  public let origin: String
  private let builder: @Sendable (DragDropSystem) throws -> any BuiltScene

  public init(
    name: String, origin: String,
    build: @escaping @Sendable (DragDropSystem) throws -> any BuiltScene
  ) {
    self.name = name
    self.origin = origin
    self.builder = build
  }

  public init(_ scene: any DnDScene.Type) {
    self.init(name: scene.name, origin: "Swift type \(scene)") { system in
      try scene.init(system: system)
    }
  }

  /// Builds the scene into `system`.
  public func build(into system: DragDropSystem) throws -> any BuiltScene {
    try builder(system)
  }
}

/// The scenes a run can use, by name (no global registry: a catalog is a value a tool is given).
public struct SceneCatalog: Sendable {
  public private(set) var definitions: [SceneDefinition]

  public init(_ scenes: [any DnDScene.Type] = []) {
    self.definitions = []
    for scene in scenes { register(scene) }
  }

  /// Adds a Swift scene; a later scene with the same name replaces the earlier one.
  public mutating func register(_ scene: any DnDScene.Type) {
    register(SceneDefinition(scene))
  }

  /// Adds a scene definition; a later one with the same name replaces the earlier one.
  public mutating func register(_ definition: SceneDefinition) {
    definitions.removeAll { $0.name == definition.name }
    definitions.append(definition)
  }

  public func scene(named name: String) -> SceneDefinition? {
    definitions.first { $0.name == name }
  }

  /// Every name, sorted.
  public var names: [String] { definitions.map(\.name).sorted() }
}
