import VirtualTime

/// The in-memory event sink every part of the engine writes to, in the order things happen.
///
/// A delegate call is recorded when it *starts* (so that what happens inside it — a load started
/// in `performDrop` — follows it in the log) and its answer is filled in when it returns.
/// Observers see events in log order, each complete: an unanswered call holds back the events
/// after it until it returns.
///
/// One log belongs to one ``DragDropSystem`` and is read on the thread that drives its clock;
/// it is not meant to be shared between threads.
public final class EventLog {
  private let clock: VirtualClock
  /// Everything recorded so far, oldest first.
  public private(set) var events: [EngineEvent] = []
  private var observers: [(EngineEvent) -> Void] = []
  /// Indices of calls still waiting for their answer.
  private var openCalls: Set<Int> = []
  /// Events before this index have been passed to the observers.
  private var delivered = 0

  public init(clock: VirtualClock) {
    self.clock = clock
  }

  /// Records an event stamped with the clock's current time.
  public func record(
    _ kind: EngineEvent.Kind, _ subject: String, _ name: String,
    _ arguments: [EngineEvent.Argument] = [], result: String? = nil
  ) {
    events.append(
      EngineEvent(
        time: clock.now, kind: kind, subject: subject, name: name, arguments: arguments,
        result: result))
    deliver()
  }

  /// Records the start of a call whose answer is not known yet; pass the token to
  /// ``finishCall(_:result:)`` when it returns.
  public func beginCall(
    _ subject: String, _ name: String, _ arguments: [EngineEvent.Argument] = [],
    kind: EngineEvent.Kind = .delegate
  ) -> Int {
    let index = events.count
    events.append(
      EngineEvent(
        time: clock.now, kind: kind, subject: subject, name: name, arguments: arguments))
    openCalls.insert(index)
    return index
  }

  /// Fills in the answer of a call started with ``beginCall(_:_:_:)``.
  public func finishCall(_ token: Int, result: String?) {
    events[token].result = result
    openCalls.remove(token)
    deliver()
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

  private func deliver() {
    guard !observers.isEmpty else {
      delivered = openCalls.min() ?? events.count
      return
    }
    let limit = openCalls.min() ?? events.count
    while delivered < limit {
      let event = events[delivered]
      delivered += 1
      for observer in observers { observer(event) }
    }
  }
}
