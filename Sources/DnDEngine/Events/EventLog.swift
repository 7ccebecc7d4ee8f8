import VirtualTime

/// The in-memory event sink every part of the engine writes to, in the order things happen.
///
/// A delegate call is recorded when it *starts* (so that what happens inside it — a load started
/// in `performDrop` — follows it in the log) and its answer is filled in when it returns.
/// Observers see events in log order, each complete: an unanswered call holds back the events
/// after it until it returns.
///
/// By default every event stays in ``events``. A long replay that streams its log through an
/// observer (to a file, say) turns ``retainsEvents`` off, so that the log keeps only the events an
/// unanswered call still holds back, and runs in constant memory however long it is.
///
/// One log belongs to one ``DragDropSystem`` and is read on the thread that drives its clock;
/// it is not meant to be shared between threads.
public final class EventLog {
  private let clock: VirtualClock
  /// The events recorded so far, oldest first: every one of them while ``retainsEvents`` is on;
  /// otherwise only those not yet passed to the observers (held back behind an unanswered call).
  public private(set) var events: [EngineEvent] = []
  /// Whether events stay in ``events`` after the observers have seen them. On by default.
  ///
  /// Turned off, the events already passed to the observers are dropped at once, and each later
  /// event is dropped as soon as it has been passed to them (with no observer, as soon as no
  /// unanswered call holds it back). ``count`` still counts every event.
  public var retainsEvents = true {
    didSet { if !retainsEvents { dropDelivered() } }
  }
  private var observers: [(EngineEvent) -> Void] = []
  /// Positions (in ``count`` order, dropped events included) of calls still waiting for their
  /// answer, in increasing order (calls nest, so the last one usually answers first).
  private var openCalls: [Int] = []
  /// Events before this position have been passed to the observers.
  private var delivered = 0
  /// Events before this position were dropped from ``events`` (``retainsEvents`` off).
  private var dropped = 0

  public init(clock: VirtualClock) {
    self.clock = clock
  }

  /// The number of events recorded so far, including any dropped because ``retainsEvents`` is
  /// off.
  public var count: Int { dropped + events.count }

  /// Records an event stamped with the clock's current time.
  public func record(
    _ kind: EngineEvent.Kind, _ subject: String, _ name: String,
    _ arguments: [EngineEvent.Argument] = [], result: String? = nil
  ) {
    let event = EngineEvent(
      time: clock.now, kind: kind, subject: subject, name: name, arguments: arguments,
      result: result)
    guard openCalls.isEmpty, delivered == count else {
      // Behind an unanswered call, or recorded by an observer while earlier events are still
      // being delivered: in turn.
      events.append(event)
      deliver()
      return
    }
    // Nothing waits: the event goes to the observers at once (the common case).
    if retainsEvents {
      events.append(event)
    } else {
      dropped += 1
    }
    delivered += 1
    for observer in observers { observer(event) }
  }

  /// Records the start of a call whose answer is not known yet; pass the token to
  /// ``finishCall(_:result:)`` when it returns.
  public func beginCall(
    _ subject: String, _ name: String, _ arguments: [EngineEvent.Argument] = [],
    kind: EngineEvent.Kind = .delegate
  ) -> Int {
    let position = count
    events.append(
      EngineEvent(
        time: clock.now, kind: kind, subject: subject, name: name, arguments: arguments))
    openCalls.append(position)
    return position
  }

  /// Fills in the answer of a call started with ``beginCall(_:_:_:kind:)``.
  public func finishCall(_ token: Int, result: String?) {
    events[token - dropped].result = result
    if let index = openCalls.lastIndex(of: token) { openCalls.remove(at: index) }
    deliver()
  }

  /// Calls `observer` with every event recorded from now on (e.g. to stream a log to a file).
  public func addObserver(_ observer: @escaping (EngineEvent) -> Void) {
    observers.append(observer)
  }

  /// Every event's ``EngineEvent/line`` (of the events still in ``events``).
  public var lines: [String] { events.map(\.line) }

  /// The ``EngineEvent/summary`` of every event of the given kinds (all kinds when empty), of the
  /// events still in ``events``.
  public func summaries(_ kinds: Set<EngineEvent.Kind> = []) -> [String] {
    events.filter { kinds.isEmpty || kinds.contains($0.kind) }.map(\.summary)
  }

  /// The names of the delegate calls made on `subject`, in order — the shape most ordering
  /// tests assert on (of the events still in ``events``).
  public func calls(on subject: String) -> [String] {
    events.filter { $0.kind == .delegate && $0.subject == subject }.map(\.name)
  }

  private func deliver() {
    let limit = openCalls.first ?? count
    if observers.isEmpty {
      delivered = limit
    } else {
      while delivered < limit {
        let event = events[delivered - dropped]
        delivered += 1
        for observer in observers { observer(event) }
      }
    }
    if !retainsEvents { dropDelivered() }
  }

  /// Drops the events the observers have already seen (``retainsEvents`` off).
  private func dropDelivered() {
    let seen = delivered - dropped
    guard seen > 0 else { return }
    if seen == events.count {
      events.removeAll(keepingCapacity: true)
    } else {
      events.removeFirst(seen)
    }
    dropped += seen
  }
}
