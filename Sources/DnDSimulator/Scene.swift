import DnDEngine

/// A scene defined in Swift: apps, windows, views and delegates with arbitrary code, built into a
/// fresh system for each replay. Traces name it by ``name``.
///
///     struct Pinboard: Scene {
///       static let name = "pinboard"
///       init(system: DragDropSystem) throws { … build views, set delegates … }
///     }
///
/// A user's own executable lists its scenes in a ``SceneCatalog`` and hands it to the `dndsim`
/// command-line entry point, so its scenes run through the same interface.
public protocol Scene: AnyObject {
  /// The name traces use (letters, digits, `-`, `_`).
  static var name: String { get }
  /// Builds the scene into `system` (at virtual time zero, before the first frame).
  init(system: DragDropSystem) throws
  /// Performs a scene action of the trace. The default refuses every action.
  func perform(_ action: String, arguments: [SceneArgument]) throws
}

extension Scene {
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

/// The scenes a run can use, by name (no global registry: a catalog is a value a tool is given).
public struct SceneCatalog {
  public private(set) var scenes: [any Scene.Type]

  public init(_ scenes: [any Scene.Type] = []) {
    self.scenes = []
    for scene in scenes { register(scene) }
  }

  /// Adds a scene; a later scene with the same name replaces the earlier one.
  public mutating func register(_ scene: any Scene.Type) {
    scenes.removeAll { $0.name == scene.name }
    scenes.append(scene)
  }

  public func scene(named name: String) -> (any Scene.Type)? {
    scenes.first { $0.name == name }
  }

  /// Every name, sorted.
  public var names: [String] { scenes.map { $0.name }.sorted() }
}
