import DnDEngine
import DnDFormats
import DnDSimulator

/// One case — a trace × one of its variants — replayed to the text its golden log holds.
public enum CaseReplay {
  /// The event log of a case with its header (inputs only) and the rendered text.
  public struct Output {
    public var header: LogHeader
    public var events: [EngineEvent]
    public var text: String
    /// What the invariant checker found (``DnDEngine/Invariants``), in log order.
    public var violations: [Invariants.Violation]
  }

  /// The variants of the trace at `path` (reads only its header and its fault plan).
  public static func variants(ofTrace path: String, name: String? = nil) throws(InputError)
    -> [TraceVariant]
  {
    let reader = try TraceReader(path: path, name: name)
    return try TraceVariant.resolve(reader.header, tracePath: path, traceName: name)
  }

  /// Replays the trace at `path` (shown as `name` in errors) in `variant` and renders its log,
  /// whose header names the trace by its **file name** (so a golden does not depend on the
  /// folder a run starts in or how the path was typed; goldens sit beside their traces), its
  /// SHA-256, the scene and the variant.
  public static func run(
    path: String, name: String? = nil, variant: TraceVariant, scenes: SceneResolver,
    options: LogWriter.Options = LogWriter.Options()
  ) throws -> Output {
    let traceName = name ?? path
    let scene = try TraceReader(path: path, name: traceName).header.scene
    var collector: InvariantContext.Collector?
    let replay = try TraceReplay.run(
      path: path, name: traceName, scenes: scenes, faults: variant.plan
    ) { system in
      collector = InvariantContext.Collector(observing: system)
    }
    let fileName = path.split(separator: "/").last.map(String.init) ?? path
    let header: LogHeader
    do {
      header = try LogHeader([
        (key: "trace", value: fileName),
        (key: "trace-sha256", value: try FileDigest.sha256(path: path, name: traceName)),
        (key: "scene", value: scene),
        (key: "variant", value: variant.name),
      ])
    } catch let error as LogHeaderError {
      throw InputError(
        file: traceName, message: "cannot name this trace in a log header: \(error.message)")
    }
    let events = replay.system.log.events
    var context = collector?.context() ?? InvariantContext()
    context.loadsMayHang = variant.plan?.makesLoadsHang ?? false
    let violations = Invariants.violations(
      in: events, context: context,
      pendingAtEnd: replay.clock.pendingWork.map { "\($0.label) (due \($0.due))" })
    return Output(
      header: header, events: events,
      text: LogWriter.render(header: header, events: events, options: options),
      violations: violations)
  }
}
