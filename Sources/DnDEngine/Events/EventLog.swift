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
  public var events: [EngineEvent] {
    if hasSoleCall, let soleCall { return [soleCall] }
    return storedEvents
  }
  /// Whether events stay in ``events`` after the observers have seen them. On by default.
  ///
  /// Turned off, the events already passed to the observers are dropped at once, and each later
  /// event is dropped as soon as it has been passed to them (with no observer, as soon as no
  /// unanswered call holds it back). ``count`` still counts every event.
  public var retainsEvents: Bool {
    get { keepsEvents }
    set {
      spillSoleCall()
      keepsEvents = newValue
      if !newValue { dropDelivered() }
    }
  }

  // MARK: State
  //
  // Every event passes through here, so the state is private and only ever read, or assigned
  // whole (an array is moved out, changed and put back, see `withEvents`), never changed in place
  // around a call: whole-module optimisation can then prove that no access overlaps another and
  // drops the dynamic exclusivity checks a class property otherwise pays on every access.
  // Observers are never called while an array is moved out.

  private var storedEvents: [EngineEvent] = []
  private var keepsEvents = true
  private var observers: [Observer] = []
  /// Positions (in ``count`` order, dropped events included) of calls still waiting for their
  /// answer, in increasing order (calls nest, so the last one usually answers first).
  private var openCalls: [Int] = []
  /// Events before this position have been passed to the observers.
  private var delivered = 0
  /// Events before this position were dropped from ``events`` (``retainsEvents`` off).
  private var dropped = 0
  /// The one unanswered call while it is all the log holds back and events are not retained —
  /// every delegate call of a long streamed replay — kept out of ``storedEvents`` and
  /// ``openCalls`` (two arrays changed twice per call). While it is set, both arrays are empty,
  /// its position is `dropped` and every event before it was delivered; anything else the log
  /// is asked to do first moves it into the arrays (``spillSoleCall()``).
  private var soleCall: EngineEvent?
  /// Whether ``soleCall`` is set: the flag every hot path tests. (Testing `soleCall == nil`
  /// instead made the replay benchmark slower than without the slot: the profile showed it
  /// copying and comparing whole optional events through their value witnesses.)
  private var hasSoleCall = false

  public init(clock: VirtualClock) {
    self.clock = clock
  }

  /// The number of events recorded so far, including any dropped because ``retainsEvents`` is
  /// off.
  public var count: Int { dropped + storedEvents.count + (hasSoleCall ? 1 : 0) }

  /// Records an event stamped with the clock's current time.
  public func record(
    _ kind: EngineEvent.Kind, _ subject: String, _ name: String,
    _ arguments: [EngineEvent.Argument] = [], result: String? = nil
  ) {
    record(kind, subject, name, with: EventArguments(arguments), result: result)
  }

  /// ``record(_:_:_:_:result:)`` with the arguments as the engine holds them.
  func record(
    _ kind: EngineEvent.Kind, _ subject: consuming String, _ name: consuming String,
    with arguments: consuming EventArguments, result: consuming String? = nil
  ) {
    let event = EngineEvent(
      time: clock.now, kind: kind, subject: subject, name: name, argumentList: arguments,
      result: result)
    guard openCalls.isEmpty, delivered == count else {
      // Behind an unanswered call, or recorded by an observer while earlier events are still
      // being delivered: in turn.
      spillSoleCall()
      append(event)
      deliver()
      return
    }
    // Nothing waits: the event goes to the observers at once (the common case).
    if keepsEvents {
      append(copy event)
    } else {
      dropped += 1
    }
    delivered += 1
    for observer in observers { observer.notify(event) }
  }

  /// Records the start of a call whose answer is not known yet; pass the token to
  /// ``finishCall(_:result:)`` when it returns.
  public func beginCall(
    _ subject: String, _ name: String, _ arguments: [EngineEvent.Argument] = [],
    kind: EngineEvent.Kind = .delegate
  ) -> Int {
    beginCall(subject, name, with: EventArguments(arguments), kind: kind)
  }

  /// ``beginCall(_:_:_:kind:)`` with the arguments as the engine holds them.
  func beginCall(
    _ subject: consuming String, _ name: consuming String, with arguments: consuming EventArguments,
    kind: EngineEvent.Kind = .delegate
  ) -> Int {
    let position = count
    let event = EngineEvent(
      time: clock.now, kind: kind, subject: subject, name: name, argumentList: arguments)
    if !keepsEvents, !hasSoleCall, openCalls.isEmpty, storedEvents.isEmpty, delivered == position {
      // Nothing held back and nothing retained: the call waits on its own (see `soleCall`).
      soleCall = event
      hasSoleCall = true
      return position
    }
    spillSoleCall()
    append(event)
    var calls = takeOpenCalls()
    calls.append(position)
    openCalls = calls
    return position
  }

  /// Fills in the answer of a call started with ``beginCall(_:_:_:kind:)``.
  public func finishCall(_ token: Int, result: String?) {
    if hasSoleCall, token == dropped, var event = soleCall.take() {
      hasSoleCall = false
      // The call waiting on its own answers (see `soleCall`). What the general path below does:
      // it is completed, counted as delivered and dropped, then passed to the observers — as an
      // event recorded while nothing waits is (see `record`), so it is no longer in ``events``
      // while they run.
      event.result = result
      delivered += 1
      dropped += 1
      for observer in observers { observer.notify(event) }
      return
    }
    spillSoleCall()
    let index = token - dropped
    withEvents { $0[index].result = result }
    var calls = takeOpenCalls()
    if let index = calls.lastIndex(of: token) { calls.remove(at: index) }
    openCalls = calls
    deliver()
  }

  /// Takes back a call started with ``beginCall(_:_:_:kind:)`` that turned out not to be made:
  /// the app does not implement the method (see `DelegateMethod`). Only the last event, still
  /// unanswered, can be withdrawn; returns false (and changes nothing) for any other.
  func withdrawCall(_ token: Int) -> Bool {
    if hasSoleCall, token == dropped {
      soleCall = nil
      hasSoleCall = false
      return true
    }
    spillSoleCall()
    guard token == count - 1, openCalls.last == token, token >= delivered else { return false }
    withEvents { $0.removeLast() }
    var calls = takeOpenCalls()
    calls.removeLast()
    openCalls = calls
    deliver()
    return true
  }

  /// Calls `observer` with every event recorded from now on (e.g. to stream a log to a file).
  public func addObserver(_ observer: @escaping (EngineEvent) -> Void) {
    observers = observers + [Observer(notify: observer)]
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
        let event = storedEvents[delivered - dropped]
        delivered += 1
        for observer in observers { observer.notify(event) }
      }
    }
    if !keepsEvents { dropDelivered() }
  }

  /// Drops the events the observers have already seen (``retainsEvents`` off).
  private func dropDelivered() {
    let seen = delivered - dropped
    guard seen > 0 else { return }
    withEvents { events in
      if seen == events.count {
        events.removeAll(keepingCapacity: true)
      } else {
        events.removeFirst(seen)
      }
    }
    dropped += seen
  }

  /// Moves ``soleCall``, if any, into the arrays every other path works with: the log is then as
  /// if it had been recorded there.
  private func spillSoleCall() {
    guard hasSoleCall, let call = soleCall.take() else { return }
    hasSoleCall = false
    let position = dropped
    append(call)
    openCalls = [position]
  }

  private func append(_ event: consuming EngineEvent) {
    var events = storedEvents
    storedEvents = []
    events.append(event)
    storedEvents = events
  }

  /// Changes the events in place: moved out of their storage (so that they are not copied) and
  /// put back. `body` must not call out of the log.
  private func withEvents(_ body: (inout [EngineEvent]) -> Void) {
    var events = storedEvents
    storedEvents = []
    body(&events)
    storedEvents = events
  }

  /// An observer. The closure is held in a struct so that it keeps its own calling convention:
  /// a closure stored in an array directly is called through a thunk that copies the event.
  private struct Observer {
    let notify: (EngineEvent) -> Void
  }

  /// The open calls, moved out of their storage (left empty) to be changed and put back.
  private func takeOpenCalls() -> [Int] {
    let calls = openCalls
    openCalls = []
    return calls
  }
}
