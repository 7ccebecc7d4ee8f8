import DnDEngine
import Foundation

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
/// A scene is app code, and app code runs on the main actor, as it does on iOS: the protocol is
/// `@MainActor`, so the scene's initializer and actions (and the UIKit-spelled views they make)
/// are isolated to it, and a replay builds the scene and performs its actions there (a replay
/// started off the main thread stops with Swift's isolation check: Docs/testing.md).
///
/// A user's own executable lists its scenes in a ``SceneCatalog`` and hands it to the `dndsim`
/// command-line entry point (`DndsimCLI`), so its scenes run through the same interface.
///
/// Named `DnDScene` rather than `Scene` so that a file importing both this module and SwiftUI
/// needs no module prefix.
@preconcurrency @MainActor
public protocol DnDScene: AnyObject, SendableMetatype {
  /// The name traces use (letters, digits, `-`, `_`).
  static var name: String { get }
  /// Builds the scene into `system` (at virtual time zero, before the first frame).
  init(system: DragDropSystem) throws
  /// Performs a scene action of the trace (e.g. insert a row now).
  func perform(_ action: String, arguments: [SceneArgument]) throws
}

extension DnDScene {
  public func perform(_ action: String, arguments: [SceneArgument]) throws {
    throw SceneError("scene \(Self.name) has no action \"\(action)\"")
  }
}

/// A Swift scene as a replay holds it: every call into the scene runs on the main actor, and
/// stops the process when the replay runs elsewhere (Swift's `MainActor.assumeIsolated`).
/// Unchecked `Sendable`: the scene is only touched inside those calls.
final class SwiftSceneHost: BuiltScene, @unchecked Sendable {
  let scene: any DnDScene

  private init(_ scene: any DnDScene) {
    self.scene = scene
  }

  /// Builds `type` into `system` on the main actor.
  static func build(_ type: any DnDScene.Type, into system: DragDropSystem) throws
    -> SwiftSceneHost
  {
    let system = UncheckedSendable(system)
    return try MainActor.assumeIsolated {
      SwiftSceneHost(try type.init(system: system.value))
    }
  }

  func perform(_ action: String, arguments: [SceneArgument]) throws {
    try MainActor.assumeIsolated {
      try scene.perform(action, arguments: arguments)
    }
  }
}

/// A value handed to the main actor from the thread already running it.
private struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// Whether code runs on the main actor, without stopping when it does not (Swift's own checks
/// stop the process). The main actor runs on the main dispatch queue — on the main thread, or on
/// the thread libdispatch drains it on once the main thread has handed it over (as a test runner
/// may) — so the check asks the queue, not the thread.
package enum MainActorCheck {
  private static let key = DispatchSpecificKey<Bool>()
  private static let marked: Void = DispatchQueue.main.setSpecific(key: key, value: true)

  package static var isCurrent: Bool {
    _ = marked
    return DispatchQueue.getSpecific(key: key) == true
  }
}

/// A Swift scene was to be built off the main thread: its app code runs on the main actor.
public struct MainActorRequired: Error, CustomStringConvertible, Equatable, Sendable {
  public let scene: String
  public var description: String {
    "the Swift scene \(scene) runs its app code on the main actor, but this replay runs on "
      + "another thread: replay it from the main actor (a @MainActor test; Docs/testing.md)"
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

  /// A Swift scene's definition (made on the main actor, where the scene's name is read).
  @preconcurrency @MainActor
  public init(_ scene: any DnDScene.Type) {
    self.init(name: scene.name, origin: "Swift type \(scene)") { system in
      try SwiftSceneHost.build(scene, into: system)
    }
    runsOnMainActor = true
  }

  /// True for a Swift scene, whose app code runs on the main actor: a run replays it on the
  /// thread that started the run (the main thread), not on a worker.
  package private(set) var runsOnMainActor = false

  /// Builds the scene into `system`. A Swift scene is built on the main actor: off the main
  /// thread this throws ``MainActorRequired`` instead (a run hands such a case to its main
  /// thread).
  public func build(into system: DragDropSystem) throws -> any BuiltScene {
    if runsOnMainActor && !MainActorCheck.isCurrent { throw MainActorRequired(scene: name) }
    return try builder(system)
  }
}

/// The scenes a run can use, by name (no global registry: a catalog is a value a tool is given).
public struct SceneCatalog: Sendable {
  public private(set) var definitions: [SceneDefinition]

  /// An empty catalog.
  public init() {
    definitions = []
  }

  /// A catalog of Swift scenes (made on the main actor, where their names are read).
  @preconcurrency @MainActor
  public init(_ scenes: [any DnDScene.Type]) {
    self.definitions = []
    for scene in scenes { register(scene) }
  }

  /// Adds a Swift scene; a later scene with the same name replaces the earlier one.
  @preconcurrency @MainActor
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
