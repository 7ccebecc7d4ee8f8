import DnDEngine
import DnDFormats
import DnDRunner
import DnDSimulator
import VirtualTime

/// A simulated device for a test: a scene's apps and windows on a drag-and-drop system, a
/// virtual clock, and fingers the test moves in Swift (`Docs/testing.md`).
///
/// ```swift
/// let device = try SimulatedDevice(scene: Pinboard.self)
/// try device.longPressDrag(from: .view(device.scene(as: Pinboard.self).photo), to: .point(x: 320, y: 384))
/// try device.settle()
/// try device.assertMatchesGolden(named: "copy-a-photo")
/// ```
///
/// Everything runs on virtual time, on the test's thread: a ten-second gesture costs
/// milliseconds, and tests run in parallel. Every touch is recorded as it is played, in the
/// canonical `dndsim-trace` form (``traceText``), so `dndsim replay` — or `dndsim run` on the
/// goldens folder with an executable that links the scene — reproduces the test. ``settle()``
/// runs the invariant checker; a failed assertion leaves the trace, the log and an HTML report
/// in the artifacts folder and names them.
@MainActor
public final class SimulatedDevice {
  /// The engine under the test.
  public var system: DragDropSystem { replayer.system }
  public var clock: VirtualClock { replayer.clock }
  /// Every event so far (also what ``calls`` and the other queries read).
  public var log: EventLog { system.log }
  /// The scene as built (see ``scene(as:)``).
  public var scene: any BuiltScene { replayer.scene }
  /// The scene's name, written in the trace's header.
  public let sceneName: String
  public let profile: DeviceProfile
  /// The fault plan every load runs under (nil: loads deliver at once).
  public let faults: FaultPlan?
  /// Samples per second while a finger moves (default 60: a sample every 16.7 ms of virtual time).
  public var sampleRate: Double = 60
  /// Whether ``settle()`` runs the invariant checker (on by default).
  public var checksInvariants = true

  let definition: SceneDefinition
  private let replayer: Replayer
  private let collector: InvariantContext.Collector
  private(set) var records: [TraceRecord] = []
  private var nextFinger = 1
  private var fingersDown: Set<Int> = []

  /// A device showing the Swift scene `sceneType`, with `profile` and, if given, loads running
  /// under `faults`.
  public convenience init(
    scene sceneType: any DnDScene.Type, profile: DeviceProfile = .tablet, faults: FaultPlan? = nil
  ) throws {
    try self.init(scene: SceneDefinition(sceneType), profile: profile, faults: faults)
  }

  /// A device showing the scene `definition` builds (a Swift scene, or a scene file's).
  public init(
    scene definition: SceneDefinition, profile: DeviceProfile = .tablet, faults: FaultPlan? = nil
  ) throws {
    self.definition = definition
    sceneName = definition.name
    self.profile = profile
    self.faults = faults
    var collector: InvariantContext.Collector?
    replayer = try Replayer(scene: definition, profile: profile) { system in
      collector = InvariantContext.Collector(observing: system)
      faults?.install(into: system)
    }
    guard let collector else {
      throw DriverError("the scene \(definition.name) was built without its system being prepared")
    }
    self.collector = collector
  }

  /// The built scene as its own type, to reach its views and model.
  public func scene<Scene>(as type: Scene.Type) -> Scene {
    let built: Any = replayer.swiftScene ?? replayer.scene
    guard let scene = built as? Scene else {
      preconditionFailure("the device's scene is \(Swift.type(of: built)), not \(type)")
    }
    return scene
  }

  /// Virtual time since the device started.
  public var elapsed: VirtualDuration { clock.now - VirtualInstant.start }

  // MARK: Time

  /// Lets `duration` of virtual time pass, running what falls due.
  public func advance(by duration: VirtualDuration) throws {
    do {
      try clock.advance(by: duration)
    } catch {
      throw DriverError("the device did not settle while time advanced: \(error)")
    }
  }

  /// Runs everything still scheduled — main-queue work, load completions, the tasks app code
  /// started (bounded by the clock's runaway guards: an error names the bound) — then checks the
  /// invariants (``checksInvariants``): among them, that every task app code started has
  /// finished (``unfinishedTasks``; not under a fault plan that makes loads hang).
  public func settle() throws {
    do {
      try replayer.finish()
    } catch {
      throw DriverError(error.description)
    }
    guard checksInvariants else { return }
    let unfinished = faults?.makesLoadsHang == true ? [] : unfinishedTasks
    if !unfinished.isEmpty {
      throw DriverError(unfinished.map(\.description).joined(separator: "\n"))
    }
    let violations = invariantViolations
    if !violations.isEmpty {
      throw DriverError(
        "invariants broken:\n" + violations.map { "  \($0)" }.joined(separator: "\n"))
    }
  }

  /// The tasks app code started that are still waiting — once the device has settled, for
  /// something nothing will deliver (a continuation never resumed, a load that hangs) — each
  /// named by the call into app code that started it, in the order they started.
  public var unfinishedTasks: [UnfinishedAppTask] { clock.unfinishedAppTasks }

  /// The invariant checker's findings on the log so far.
  public var invariantViolations: [Invariants.Violation] {
    var context = collector.context()
    context.loadsMayHang = faults?.makesLoadsHang ?? false
    return Invariants.violations(
      in: log.events, context: context,
      pendingAtEnd: clock.pendingWork.map { "\($0.label) (due \($0.due))" })
  }

  // MARK: Fingers

  /// A finger that is not down: the next free id, or `id`.
  public func finger(_ id: Int? = nil) -> Finger {
    let chosen = id ?? nextFinger
    nextFinger = max(nextFinger, chosen + 1)
    return Finger(id: chosen, device: self)
  }

  /// Plays one frame of touches `delay` from now (the clock runs what falls due first), and
  /// records it.
  func play(_ touches: [TouchSample], after delay: VirtualDuration = .zero) throws {
    for touch in touches {
      switch touch.phase {
      case .began:
        guard fingersDown.insert(touch.finger).inserted else {
          throw DriverError("finger \(touch.finger) is already down")
        }
      case .ended, .cancelled:
        guard fingersDown.remove(touch.finger) != nil else {
          throw DriverError("finger \(touch.finger) is not down")
        }
      default:
        guard fingersDown.contains(touch.finger) else {
          throw DriverError("finger \(touch.finger) is not down")
        }
      }
    }
    // Traces count microseconds: a frame lands on a whole one (the next, if need be), so that
    // the recorded trace replays to exactly this log.
    let time = nextFrameInstant(after: clock.now + delay)
    do {
      try replayer.play(TouchFrame(time: time, touches: touches))
    } catch {
      throw DriverError(error.description)
    }
    records.append(
      .frame(
        time: (time - VirtualInstant.start).nanoseconds / 1_000,
        touches: touches.map {
          TraceTouch(
            id: $0.finger, phase: $0.phase, x: $0.location.x, y: $0.location.y, force: $0.force,
            radius: $0.radius)
        }))
  }

  /// The user taps Cancel on the system's progress UI now.
  public func tapCancelOnProgressUI() throws {
    let time = nextFrameInstant(after: clock.now)
    do {
      try replayer.play(.cancelProgress, at: time)
    } catch {
      throw DriverError(error.description)
    }
    records.append(
      .action(time: (time - VirtualInstant.start).nanoseconds / 1_000, .cancelProgress))
  }

  /// The instant the next frame is recorded at, on or after `instant`: a whole microsecond (traces count
  /// microseconds, so the recorded trace replays to exactly this log), and after the previous
  /// frame — a frame played at the instant of the previous one (a lift right after the last
  /// move) comes one sample interval later, as the next sample of a device would.
  private func nextFrameInstant(after instant: VirtualInstant) -> VirtualInstant {
    var time = instant
    let remainder = (time - VirtualInstant.start).nanoseconds % 1_000
    if remainder != 0 { time = time + .nanoseconds(1_000 - remainder) }
    if let last = records.last?.time, (time - VirtualInstant.start).nanoseconds / 1_000 <= last {
      time = time + sampleInterval
    }
    return time
  }

  /// The interval between two samples of a moving finger.
  var sampleInterval: VirtualDuration {
    .microseconds(max(1, Int64((1e6 / max(1, sampleRate)).rounded())))
  }

  // MARK: The trace

  /// The trace header this device writes.
  var traceHeader: TraceHeader {
    TraceHeader(
      scene: sceneName, profile: profile.kind, sampleRateHz: sampleRate,
      provenance: [(key: "tool", value: "dndsim driver")],
      variants: faults == nil ? [] : [Self.faultVariant])
  }

  /// The variant name a device with a fault plan writes.
  static let faultVariant = "plan"

  /// Every touch played so far, in the canonical `dndsim-trace` form.
  public var traceText: String {
    ([TraceWriter.headerLine(traceHeader)] + records.map(TraceWriter.recordLine))
      .joined(separator: "\n") + "\n"
  }
}
