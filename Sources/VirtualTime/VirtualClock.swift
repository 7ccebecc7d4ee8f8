import DequeModule
import Synchronization

/// A deterministic virtual clock: the timeline every dndsim scenario runs on.
///
/// **Time** starts at ``VirtualInstant/start`` (or the instant given to `init`) and moves only when
/// the clock is driven — ``advance(by:)``, ``advance(to:)``, ``runCurrent()``, ``runUntilIdle()``,
/// ``runToCompletion(name:_:)``. It is an integral count of nanoseconds; nothing reads the wall clock.
///
/// **Order.** Work runs by due instant, then by the order it was scheduled (FIFO). The clock sets
/// ``now`` to an item's due instant *before* running it. Work scheduled for "now", or for an instant
/// already past, runs after the work that is running — never re-entrantly. Async task jobs
/// (a task's start and every resumption after `await`) run on the clock's own executor; all jobs
/// that are ready run, FIFO, before the next timeline item, so a woken sleeper's continuation runs
/// before the next timer fires.
///
/// **Driving.** The clock runs work on the thread that drives it, synchronously: when a drive call
/// returns, everything due has run and every task that could run has run — idleness is a fact the
/// executor knows, not a guess. Driving re-entrantly (from inside a callback) or from two threads at
/// once throws ``ClockError/reentrantDrive(now:)``. Runaway guards (``RunLimits``) count events and
/// virtual time; they stop a run *before* the next item, so tripping one changes nothing.
///
/// **Async code.** `VirtualClock` is a `Clock` (its `Duration` is `Swift.Duration`, so it fits code
/// written against `any Clock<Duration>`) and a `TaskExecutor`. Tasks started with
/// ``spawn(name:_:)`` or ``runToCompletion(name:_:)`` prefer this executor, so their
/// `try await clock.sleep(for:)` is resumed by virtual time and their jobs run in a fixed order.
/// Cancelling a sleeping task throws `CancellationError` from its sleep. A sleep until an instant
/// not after ``now`` returns at once (as with `ContinuousClock`), after checking cancellation.
///
/// **Isolation.** There is no process-global state: every clock is independent, and many run side by
/// side in parallel tests. Scheduling and observing are safe from any thread (a mutex guards the
/// timeline; callbacks never run under it). Callbacks need not be `Sendable` because they only
/// run on the driving thread.
public final class VirtualClock: Sendable {
  struct State {
    var now: VirtualInstant
    var timeline = Timeline()
    var readyJobs = Deque<UnownedJob>()
    var jobsRun: UInt64 = 0
    var limits: RunLimits
    var isDriving = false
    /// The queue whose work is running, or nil outside work and while a task job runs.
    var currentQueue: Int32?
    /// Queue labels by id: 0 is the main queue; 1 is where async sleepers wait (they belong to
    /// tasks, not to a queue).
    var queueLabels: [String] = ["main", "tasks"]
    var observers: [(id: Int, body: UncheckedObserver)] = []
    var recent = RecentWork()
    var nextObserverID = 0
    /// Calls into app code that started a task, in order (see ``AppTasks``).
    var appCodeCalls: [RememberedCall] = []

    struct RememberedCall {
      /// Alive as long as a task started in the call is.
      weak var call: (any AppCodeCall)?
      let name: String
      let at: VirtualInstant
    }
  }

  let state: Mutex<State>
  /// See ``ownsAppTasks`` (read by the runtime's hooks on every main-actor check of app code).
  let ownsAppTasksFlag = Atomic<Bool>(false)
  /// The main actor's executor for the app code this clock runs (see ``AppTasks``).
  package let mainActorExecutor = DeviceMainExecutor()
  /// Set while a task-executor job runs (see ``isRunningTaskJob``).
  let runningTaskJobFlag = Atomic<Bool>(false)

  /// A clock at `start` with the given runaway guards.
  public init(start: VirtualInstant = .start, limits: RunLimits = .default) {
    state = Mutex(State(now: start, limits: limits))
    mainActorExecutor.clock = self
  }

  /// The current virtual instant.
  public var now: VirtualInstant { state.withLock { $0.now } }

  /// The runaway guards used by every drive call. Changing them affects the next call.
  public var limits: RunLimits {
    get { state.withLock { $0.limits } }
    set { state.withLock { $0.limits = newValue } }
  }

  /// The instant of the next timeline item, or nil when nothing is scheduled. Ready task jobs
  /// are not timeline items; see ``isIdle``.
  public var nextDue: VirtualInstant? { state.withLock { $0.timeline.nextDue() } }

  /// True when no timeline item is scheduled and no task job is waiting to run.
  public var isIdle: Bool {
    state.withLock { $0.readyJobs.isEmpty && $0.timeline.nextDue() == nil }
  }

  /// Every scheduled piece of work, in the order it would run, with where it was scheduled.
  public var pendingWork: [WorkInfo] {
    state.withLock { state in
      state.timeline.pendingEntries().map { state.info(for: $0) }
    }
  }

  /// Throws ``ClockError/pendingWorkRemains(_:)`` listing every piece of scheduled work, if any —
  /// the end-of-scenario leak check.
  public func checkNoPendingWork() throws(ClockError) {
    let pending = pendingWork
    if !pending.isEmpty { throw .pendingWorkRemains(pending) }
  }

  // MARK: Scheduling

  /// Runs `body` on `queue` (main unless said otherwise) once, at `instant`. An instant before
  /// ``now`` counts as now. The work runs after any work already scheduled for that instant.
  @discardableResult
  public func schedule(
    at instant: VirtualInstant, on queue: SimulatedQueue? = nil, label: String = "timer",
    fileID: String = #fileID, line: UInt = #line, _ body: @escaping () -> Void
  ) -> TimerHandle {
    insert(
      kind: .timer, label: label, due: { _ in instant }, interval: nil, queue: queue,
      site: SourceLocation(fileID: fileID, line: line),
      action: .callback(UncheckedCallback(body: body)))
  }

  /// Runs `body` on `queue` once, `delay` after now. A zero or negative delay means "now, after the
  /// current work".
  @discardableResult
  public func schedule(
    after delay: VirtualDuration, on queue: SimulatedQueue? = nil, label: String = "timer",
    fileID: String = #fileID, line: UInt = #line, _ body: @escaping () -> Void
  ) -> TimerHandle {
    insert(
      kind: .timer, label: label, due: { $0.saturatingAdvanced(by: delay) }, interval: nil,
      queue: queue, site: SourceLocation(fileID: fileID, line: line),
      action: .callback(UncheckedCallback(body: body)))
  }

  /// Runs `body` on `queue` every `interval`, first after `initialDelay` (one interval unless
  /// given), until cancelled. Firing times are exact multiples: no drift however long it runs.
  /// - Precondition: `interval` is positive (a zero period would fire forever at one instant).
  @discardableResult
  public func scheduleRepeating(
    every interval: VirtualDuration, initialDelay: VirtualDuration? = nil,
    on queue: SimulatedQueue? = nil, label: String = "repeating timer",
    fileID: String = #fileID, line: UInt = #line, _ body: @escaping () -> Void
  ) -> TimerHandle {
    precondition(interval > .zero, "a repeating timer needs a positive interval, got \(interval)")
    return insert(
      kind: .repeatingTimer, label: label,
      due: { $0.saturatingAdvanced(by: initialDelay ?? interval) }, interval: interval,
      queue: queue, site: SourceLocation(fileID: fileID, line: line),
      action: .callback(UncheckedCallback(body: body)))
  }

  /// Cancels scheduled work. Returns false when it already ran (one-shot), was already cancelled,
  /// or belongs to another clock. Cancelling a sleeping task's timer is not possible through this
  /// call; cancel the task instead.
  @discardableResult
  public func cancel(_ handle: TimerHandle) -> Bool {
    let removed: (Timeline.Entry, WorkInfo?)? = state.withLock { state in
      guard let entry = state.timeline.entry(for: handle), entry.kind != .sleep,
        let removed = state.timeline.remove(handle)
      else { return nil }
      return (removed, state.observers.isEmpty ? nil : state.info(for: removed))
    }
    guard let removed else { return false }
    if let info = removed.1 { emit(.cancelled(info)) }
    return true
  }

  // MARK: Observing

  /// Calls `observer` with every ``ClockEvent`` from now on, in order, on the thread where the event
  /// happens (the driving thread for everything that runs). Returns a token for ``removeObserver(_:)``.
  @discardableResult
  public func addObserver(_ observer: @escaping (ClockEvent) -> Void) -> Int {
    state.withLock { state in
      let id = state.nextObserverID
      state.nextObserverID += 1
      state.observers.append((id, UncheckedObserver(body: observer)))
      return id
    }
  }

  /// Stops calling the observer `token` names.
  public func removeObserver(_ token: Int) {
    state.withLock { state in state.observers.removeAll { $0.id == token } }
  }

  func emit(_ event: ClockEvent) {
    let observers = state.withLock { $0.observers }
    for observer in observers { observer.body.body(event) }
  }

  // MARK: Queues

  /// The main queue, where work runs unless a queue is named. The engine's delegate calls run here.
  public var main: SimulatedQueue { SimulatedQueue(id: 0, label: "main", clock: self) }

  /// A new serial queue (for example a background queue delivering data loads). Its work runs in
  /// the clock's global order; running on it is what makes a later dispatch to main a logged hop.
  public func makeQueue(label: String) -> SimulatedQueue {
    let id = state.withLock { state in
      state.queueLabels.append(label)
      return Int32(state.queueLabels.count - 1)
    }
    return SimulatedQueue(id: id, label: label, clock: self)
  }

  /// The queue named `label`: the first one made with that label, else a new one. For code that
  /// names a queue each time it dispatches (a UIKit-spelled `DispatchQueue.global()`).
  package func queue(label: String) -> SimulatedQueue {
    let id = state.withLock { state in
      if let index = state.queueLabels.firstIndex(of: label) { return Int32(index) }
      state.queueLabels.append(label)
      return Int32(state.queueLabels.count - 1)
    }
    return SimulatedQueue(id: id, label: label, clock: self)
  }

  /// The queue whose work is running right now, or nil outside queue work (in a task job, or when
  /// the clock is not running anything).
  public var currentQueue: SimulatedQueue? {
    let current: (Int32, String)? = state.withLock { state in
      state.currentQueue.map { ($0, state.queueLabels[Int($0)]) }
    }
    return current.map { SimulatedQueue(id: $0.0, label: $0.1, clock: self) }
  }

  @discardableResult
  func insert(
    kind: WorkKind, label: String, due: (VirtualInstant) -> VirtualInstant,
    interval: VirtualDuration?, queue: SimulatedQueue?, site: SourceLocation,
    action: Timeline.Action
  ) -> TimerHandle {
    if let queue {
      precondition(
        queue.clock === self,
        "queue '\(queue.label)' belongs to another VirtualClock; make queues with this clock's "
          + "makeQueue(label:)")
    }
    return insert(
      kind: kind, label: label, due: due, interval: interval, queue: queue?.id ?? 0, site: site,
      action: action)
  }

  @discardableResult
  func insert(
    kind: WorkKind, label: String, due: (VirtualInstant) -> VirtualInstant,
    interval: VirtualDuration?, queue queueID: Int32, site: SourceLocation, action: Timeline.Action
  ) -> TimerHandle {
    let (handle, info, hopFrom) = state.withLock {
      state -> (TimerHandle, WorkInfo?, String?) in
      let dueInstant = max(due(state.now), state.now)
      let handle = state.timeline.insert(
        kind: kind, label: label, due: dueInstant, interval: interval, queue: queueID, site: site,
        action: action)
      if case .sleeper(let token) = action { token.handle = handle }
      guard !state.observers.isEmpty, let entry = state.timeline.entry(for: handle) else {
        return (handle, nil, nil)
      }
      let hop = state.currentQueue.flatMap { $0 == queueID ? nil : state.queueLabels[Int($0)] }
      return (handle, state.info(for: entry), hop)
    }
    if let info {
      emit(.scheduled(info))
      if let hopFrom { emit(.hop(from: hopFrom, to: info.queue, work: info)) }
    }
    return handle
  }
}

extension Int32 {
  /// The pseudo-queue async sleepers wait on.
  static let tasksQueueID: Int32 = 1
}

/// An observer stored in the clock's mutex; it only runs on the thread where events happen.
struct UncheckedObserver: @unchecked Sendable {
  let body: (ClockEvent) -> Void
}

extension VirtualClock.State {
  func info(for entry: Timeline.Entry) -> WorkInfo {
    WorkInfo(
      id: WorkID(rawValue: entry.id), kind: entry.kind, label: entry.label, due: entry.due,
      interval: entry.interval, queue: queueLabels[Int(entry.queue)], site: entry.site)
  }
}
