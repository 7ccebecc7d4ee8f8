import VirtualTime

/// The in-memory event sink every part of the engine writes to, in the order things happen.
///
/// One log belongs to one ``DragDropSystem`` and is read on the thread that drives its clock;
/// it is not meant to be shared between threads.
public final class EventLog {
  private let clock: VirtualClock
  /// Everything recorded so far, oldest first.
  public private(set) var events: [EngineEvent] = []
  private var observers: [(EngineEvent) -> Void] = []

  public init(clock: VirtualClock) {
    self.clock = clock
  }

  /// Records an event stamped with the clock's current time.
  public func record(
    _ kind: EngineEvent.Kind, _ subject: String, _ name: String,
    _ arguments: [EngineEvent.Argument] = [], result: String? = nil
  ) {
    let event = EngineEvent(
      time: clock.now, kind: kind, subject: subject, name: name, arguments: arguments,
      result: result)
    events.append(event)
    for observer in observers { observer(event) }
  }

  /// Calls `observer` with every event recorded from now on (e.g. to stream a log to a file).
  public func addObserver(_ observer: @escaping (EngineEvent) -> Void) {
    observers.append(observer)
  }

  /// Every event's ``EngineEvent/line``.
  public var lines: [String] { events.map(\.line) }

  /// The ``EngineEvent/summary`` of every event of the given kinds (all kinds when empty).
  public func summaries(_ kinds: Set<EngineEvent.Kind> = []) -> [String] {
    events.filter { kinds.isEmpty || kinds.contains($0.kind) }.map(\.summary)
  }

  /// The names of the delegate calls made on `subject`, in order — the shape most ordering
  /// tests assert on.
  public func calls(on subject: String) -> [String] {
    events.filter { $0.kind == .delegate && $0.subject == subject }.map(\.name)
  }
}
