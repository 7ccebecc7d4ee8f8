import DnDEngine
import DnDFormats
import DnDSimulator
import VirtualTime

/// Replays a trace file through its scene: the header names the scene and the device profile;
/// every record is read, validated and played in turn (the file is streamed, never held whole);
/// then the system settles. Returns the replay, whose system's log holds the events.
///
/// `faults` is the fault plan of the variant being run (`nil` for `default`, see
/// ``TraceVariant/resolve(_:tracePath:traceName:)``); it is installed before the scene is built,
/// so it sees every provider and its user cancels are due from the trace's start.
///
/// `prepare` runs on the fresh system after the fault plan and before the scene is built (see
/// ``Replayer/init(scene:profile:clock:prepare:)``): for instance to stream the log through an
/// observer with ``DnDEngine/EventLog/retainsEvents`` off, so that a long trace replays in constant
/// memory.
///
/// A replay that cannot go on — a scene action that fails, a scene that never settles — is an
/// ``InputError`` naming the trace and the line being played: the inputs are wrong, not the tool.
public enum TraceReplay {
  /// Resolves the scene with `scenes` (scene files beside the trace, scene folders, Swift scenes).
  public static func run(
    path: String, name: String? = nil, scenes: SceneResolver, faults: FaultPlan? = nil,
    clock: VirtualClock = VirtualClock(), prepare: (DragDropSystem) -> Void = { _ in }
  ) throws -> Replayer {
    let reader = try TraceReader(path: path, name: name)
    let definition = try scenes.resolve(reader.header.scene, tracePath: path, traceName: name)
    return try play(reader, scene: definition, faults: faults, clock: clock, prepare: prepare)
  }

  /// Resolves the scene among the Swift scenes of `catalog` only.
  public static func run(
    path: String, name: String? = nil, catalog: SceneCatalog, faults: FaultPlan? = nil,
    clock: VirtualClock = VirtualClock(), prepare: (DragDropSystem) -> Void = { _ in }
  ) throws -> Replayer {
    let reader = try TraceReader(path: path, name: name)
    guard let definition = catalog.scene(named: reader.header.scene) else {
      throw InputError(
        file: reader.file, line: 1, path: "$.scene",
        message:
          "unknown scene \"\(reader.header.scene)\"; expected one of \(catalog.names.map { "\"\($0)\"" }.joined(separator: ", "))"
      )
    }
    return try play(reader, scene: definition, faults: faults, clock: clock, prepare: prepare)
  }

  static func play(
    _ reader: TraceReader, scene definition: SceneDefinition, faults: FaultPlan?,
    clock: VirtualClock, prepare: (DragDropSystem) -> Void = { _ in }
  ) throws -> Replayer {
    let replay: Replayer
    do {
      replay = try Replayer(
        scene: definition, profile: .preset(for: reader.header.profile), clock: clock
      ) { system in
        faults?.install(into: system)
        prepare(system)
      }
    } catch let error as MainActorRequired {
      // Not the scene's fault: where it was replayed (a run replays it again on its main thread).
      throw error
    } catch {
      throw InputError(
        file: reader.file, line: 1, path: "$.scene",
        message: "scene \"\(definition.name)\" (\(definition.origin)) could not be built: \(error)")
    }
    while let record = try reader.next() {
      do {
        try play(record, into: replay)
      } catch {
        throw InputError(file: reader.file, line: reader.lineNumber, message: "\(error)")
      }
    }
    do {
      try replay.finish()
    } catch {
      throw InputError(file: reader.file, message: "after the last line: \(error)")
    }
    return replay
  }

  /// Plays one record at its time: a frame of touches, or an action.
  public static func play(_ record: TraceRecord, into replay: Replayer) throws(ReplayError) {
    switch record {
    case .frame(let time, let touches):
      try replay.play(TouchFrame(time: instant(time), touches: touches.map(\.sample)))
    case .action(let time, .cancelProgress):
      try replay.play(.cancelProgress, at: instant(time))
    case .action(let time, .scene(let actionName, let arguments)):
      try replay.play(
        .scene(name: actionName, arguments: arguments.map { SceneArgument($0.name, $0.value) }),
        at: instant(time))
    }
  }

  /// Trace microseconds as an instant (the reader bounds them, so this cannot overflow).
  static func instant(_ microseconds: Int64) -> VirtualInstant {
    VirtualInstant.start + .microseconds(microseconds)
  }
}
