import DnDEngine
import VirtualTime

/// Plays input into a drag-and-drop system on its virtual clock: each frame and action at its
/// time, then lets the system settle.
///
/// **Same-instant rule.** Before a frame (or action) at time t, the clock advances to t and runs
/// everything due up to and including t — timers, animation ends, load completions — in their
/// scheduling order; then the frame's touches are handled, in the order listed; then work that
/// the touches scheduled for "now" runs. So a timer and a frame at the same instant: the timer
/// first. (A frame is the newest fact at its instant; what was already due has happened.)
///
/// **Settling.** ``finish()`` runs the clock until nothing is scheduled. The clock's runaway
/// guards bound it (`RunLimits`: events per run, per instant, virtual time per run); a scene
/// that cannot settle stops with a ``ReplayError`` naming the bound, never a hang.
public final class Replayer {
  public let system: DragDropSystem
  public let scene: any BuiltScene
  /// The Swift scene the replay built, as its own type; nil for a scene from a file.
  public var swiftScene: (any DnDScene)? { (scene as? SwiftSceneHost)?.scene }
  private var lastTime: VirtualInstant?

  /// Builds `definition` into a fresh system on `clock` with `profile`; `prepare` runs on the
  /// system first (e.g. to install a fault plan before any view exists).
  public init(
    scene definition: SceneDefinition, profile: DeviceProfile, clock: VirtualClock = VirtualClock(),
    prepare: (DragDropSystem) throws -> Void = { _ in }
  ) throws {
    system = DragDropSystem(clock: clock, profile: profile)
    // A Swift scene's app code runs on the main actor (checked by `build`): its tasks run on the
    // clock (Docs/architecture.md, "App code's tasks").
    if definition.runsOnMainActor { clock.ownsAppTasks = true }
    try prepare(system)
    let system = system
    scene = try clock.runningAppCode { try definition.build(into: system) }
    try clock.runCurrent()
  }

  /// Builds the Swift scene `sceneType` into a fresh system on `clock` with `profile`.
  @preconcurrency @MainActor
  public convenience init(
    scene sceneType: any DnDScene.Type, profile: DeviceProfile, clock: VirtualClock = VirtualClock()
  ) throws {
    try self.init(scene: SceneDefinition(sceneType), profile: profile, clock: clock)
  }

  public var clock: VirtualClock { system.clock }

  public func play(_ frame: TouchFrame) throws(ReplayError) {
    try advance(to: frame.time)
    clock.runningAppCode { system.handle(frame: frame.touches) }
    try run { () throws(ClockError) in try clock.runCurrent() }
  }

  public func play(_ action: ReplayAction, at time: VirtualInstant) throws(ReplayError) {
    try advance(to: time)
    switch action {
    case .cancelProgress:
      clock.runningAppCode { system.tapCancelOnProgressUI() }
    case .scene(let name, let arguments):
      system.log.record(
        .system, "scene", name, arguments.map { EngineEvent.Argument($0.name, $0.value) })
      do {
        try clock.runningAppCode { try scene.perform(name, arguments: arguments) }
      } catch {
        throw ReplayError("scene action \"\(name)\" at \(time) failed: \(error)")
      }
    }
    try run { () throws(ClockError) in try clock.runCurrent() }
  }

  /// Runs until nothing is scheduled.
  public func finish() throws(ReplayError) {
    try run { () throws(ClockError) in try clock.runUntilIdle() }
  }

  private func advance(to time: VirtualInstant) throws(ReplayError) {
    if let lastTime, time < lastTime {
      throw ReplayError("input at \(time) comes before input at \(lastTime)")
    }
    lastTime = time
    try run { () throws(ClockError) in try clock.advance(to: time) }
  }

  private func run(_ body: () throws(ClockError) -> Void) throws(ReplayError) {
    do {
      try body()
    } catch {
      throw ReplayError("the scene did not settle: \(error)")
    }
  }
}

/// A replay that could not go on.
public struct ReplayError: Error, CustomStringConvertible, Equatable, Sendable {
  public var description: String

  public init(_ description: String) {
    self.description = description
  }
}
