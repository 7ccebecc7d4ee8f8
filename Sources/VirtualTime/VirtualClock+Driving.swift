extension VirtualClock {
  /// Moves time forward by `duration`, running everything due up to and including the new instant.
  public func advance(by duration: VirtualDuration) throws(ClockError) {
    let target = now.saturatingAdvanced(by: duration)
    try advance(to: target)
  }

  /// Moves time to `instant`, running everything due up to and including it, in order, with ``now``
  /// set to each item's due instant while it runs. Ends with ``now`` equal to `instant`.
  /// Throws ``ClockError/timeWentBackwards(now:requested:)`` for an instant before ``now``.
  public func advance(to instant: VirtualInstant) throws(ClockError) {
    let current = now
    if instant < current { throw .timeWentBackwards(now: current, requested: instant) }
    try drive(.upTo(instant), until: nil)
  }

  /// Runs the task jobs that are ready and the work due at ``now``, without moving time.
  public func runCurrent() throws(ClockError) {
    try drive(.upTo(now), until: nil)
  }

  /// Runs everything, moving time to each next item, until nothing is scheduled and no job is
  /// ready. Ends with ``now`` at the last item run. A scenario that never settles stops with
  /// ``ClockError/runaway(_:)`` (see ``RunLimits``).
  public func runUntilIdle() throws(ClockError) {
    try drive(.untilIdle, until: nil)
  }

  enum DriveMode {
    /// Run work due at or before the instant, then set the clock to it.
    case upTo(VirtualInstant)
    /// Run all work, however far it is, within ``RunLimits/maxVirtualTimePerRun``.
    case untilIdle
  }

  /// How a drive call starts, decided under the mutex: done already (with the instant time
  /// advanced from, to report to observers), or running from `now` within `limits`.
  private enum DriveStart {
    case finished(advancedFrom: VirtualInstant?)
    case running(VirtualInstant, RunLimits)
  }

  /// What the drive loop takes next, decided under the mutex.
  private enum Step {
    case job(UnownedJob, ordinal: UInt64, at: VirtualInstant, observed: Bool)
    case work(Timeline.Entry, WorkInfo?, advancedFrom: VirtualInstant?)
    case idle
    case tripped(bound: String, limit: String)
  }

  /// The clock whose work is running on this thread: set while ``advance(to:)``,
  /// ``runCurrent()`` or ``runUntilIdle()`` runs its work, nil otherwise. Code that schedules on
  /// "the" main queue without being handed a clock (a UIKit-spelled `DispatchQueue.main.async`)
  /// finds it here.
  @TaskLocal package static var current: VirtualClock?

  /// The one drive loop behind every drive call. `stop` is checked before each step; returns
  /// when it says so or when the mode's work is done.
  func drive(_ mode: DriveMode, until stop: (() -> Bool)?) throws(ClockError) {
    let start = try state.withLock { state throws(ClockError) -> DriveStart in
      if state.isDriving { throw .reentrantDrive(now: state.now) }
      state.recent.startRun()
      // Nothing to run before the target (most frames of a replay): the loop below would only
      // find the clock idle and move it there. Done at once, under one lock instead of four.
      if stop == nil, case .upTo(let target) = mode, state.readyJobs.isEmpty,
        state.timeline.nextDue().map({ $0 > target }) ?? true
      {
        state.currentQueue = nil
        guard state.now < target else { return .finished(advancedFrom: nil) }
        let from = state.now
        state.now = target
        return .finished(advancedFrom: state.observers.isEmpty ? nil : from)
      }
      state.isDriving = true
      return .running(state.now, state.limits)
    }
    let (runStart, limits): (VirtualInstant, RunLimits)
    switch start {
    case .finished(let from):
      if let from, case .upTo(let target) = mode { emit(.advanced(from: from, to: target)) }
      return
    case .running(let now, let runLimits):
      (runStart, limits) = (now, runLimits)
    }
    defer {
      state.withLock { state in
        state.isDriving = false
        state.currentQueue = nil
      }
    }
    // Work runs with the clock as ``current`` (bound only here: a drive with nothing to run, most
    // of them, pays nothing for it).
    if Self.current === self {
      return try runWork(mode, until: stop, from: runStart, limits: limits)
    }
    var failure: ClockError?
    Self.$current.withValue(self) {
      DrivingThread.with(self) {
        do throws(ClockError) {
          try runWork(mode, until: stop, from: runStart, limits: limits)
        } catch {
          failure = error
        }
      }
    }
    if let failure { throw failure }
  }

  /// The drive loop proper, from `runStart` within `limits`.
  private func runWork(
    _ mode: DriveMode, until stop: (() -> Bool)?, from runStart: VirtualInstant, limits: RunLimits
  ) throws(ClockError) {
    let horizon = runStart.saturatingAdvanced(by: limits.maxVirtualTimePerRun)
    var eventsRun = 0
    var eventsAtInstant = 0
    var instant = runStart

    while true {
      if let stop, stop() { break }
      let step = state.withLock { state -> Step in
        let hasObservers = !state.observers.isEmpty
        // Guards come first, while nothing has been taken off the timeline yet.
        func guardTrips(at due: VirtualInstant) -> Step? {
          if eventsRun >= limits.maxEventsPerRun {
            return .tripped(bound: "maxEventsPerRun", limit: "\(limits.maxEventsPerRun) events")
          }
          if due == instant && eventsAtInstant >= limits.maxEventsPerInstant {
            return .tripped(
              bound: "maxEventsPerInstant",
              limit: "\(limits.maxEventsPerInstant) events without time advancing")
          }
          return nil
        }
        if let job = state.readyJobs.first {
          if let tripped = guardTrips(at: state.now) { return tripped }
          state.readyJobs.removeFirst()
          state.jobsRun += 1
          state.recent.recordJob()
          state.currentQueue = nil
          return .job(job, ordinal: state.jobsRun, at: state.now, observed: hasObservers)
        }
        guard let due = state.timeline.nextDue() else { return .idle }
        switch mode {
        case .upTo(let target) where due > target: return .idle
        case .untilIdle where due > horizon:
          return .tripped(
            bound: "maxVirtualTimePerRun",
            limit: "\(limits.maxVirtualTimePerRun) of virtual time; next work is due at \(due)")
        default: break
        }
        if let tripped = guardTrips(at: due) { return tripped }
        guard let entry = state.timeline.popNext() else { return .idle }
        state.recent.record(entry)
        let from = state.now
        state.now = entry.due
        state.currentQueue = entry.queue
        return .work(
          entry, hasObservers ? state.info(for: entry) : nil,
          advancedFrom: hasObservers && from < entry.due ? from : nil)
      }

      switch step {
      case .idle:
        if case .upTo(let target) = mode { finishAdvance(to: target) }
        return
      case .tripped(let bound, let limit):
        throw .runaway(makeRunaway(bound: bound, limit: limit))
      case .job(let job, let ordinal, let at, let observed):
        countEvent(at: at, instant: &instant, total: &eventsRun, atInstant: &eventsAtInstant)
        if observed { emit(.willRunJob(ordinal: ordinal, at: instant)) }
        runningTaskJobFlag.store(true, ordering: .relaxed)
        job.runSynchronously(on: asUnownedTaskExecutor())
        runningTaskJobFlag.store(false, ordering: .relaxed)
      case .work(let entry, let info, let advancedFrom):
        countEvent(at: entry.due, instant: &instant, total: &eventsRun, atInstant: &eventsAtInstant)
        if let info {
          if let advancedFrom { emit(.advanced(from: advancedFrom, to: entry.due)) }
          emit(.willRun(info, at: entry.due))
        }
        run(entry)
      }
    }
  }

  private func countEvent(
    at due: VirtualInstant, instant: inout VirtualInstant, total: inout Int, atInstant: inout Int
  ) {
    total += 1
    if due == instant {
      atInstant += 1
    } else {
      instant = due
      atInstant = 1
    }
  }

  private func run(_ entry: Timeline.Entry) {
    switch entry.action {
    case .callback(let callback):
      callback.body()
    case .sleeper(let token):
      // A cancellation from another thread may have settled the sleep after it left the
      // timeline; then it has already been resumed, with CancellationError.
      let continuation = state.withLock { _ -> UnsafeContinuation<Void, any Error>? in
        guard token.outcome == nil else { return nil }
        token.outcome = .fired
        defer { token.continuation = nil }
        return token.continuation
      }
      continuation?.resume()
    }
  }

  private func finishAdvance(to target: VirtualInstant) {
    let from: VirtualInstant? = state.withLock { state in
      guard state.now < target else { return nil }
      let from = state.now
      state.now = target
      return state.observers.isEmpty ? nil : from
    }
    if let from { emit(.advanced(from: from, to: target)) }
  }

  private func makeRunaway(bound: String, limit: String) -> ClockError.Runaway {
    state.withLock { state in
      ClockError.Runaway(
        bound: bound, limit: limit, now: state.now,
        mostFrequent: state.recent.mostFrequent(labels: state.queueLabels),
        pendingCount: state.timeline.liveCount + state.readyJobs.count)
    }
  }
}

/// A ring of the last pieces of work the current run executed, for runaway diagnostics: cheap to
/// record on every event (the storage lives with the clock and is reused by every run), tallied only
/// when a guard trips. It keeps descriptions, not callbacks, so it never extends the life of
/// anything the code under test scheduled.
struct RecentWork {
  private struct Record {
    var id: UInt64
    var kind: WorkKind
    var label: String
    var due: VirtualInstant
    var interval: VirtualDuration?
    var queue: Int32
    var site: SourceLocation
  }

  private static let capacity = 1024
  private static let job = Record(
    id: 0, kind: .job, label: "async task job", due: .start, interval: nil, queue: -1,
    site: .clockProtocol)
  private var ring: [Record] = []
  private var next = 0
  /// How many records belong to the current run (at most `capacity`).
  private var count = 0

  /// Forgets the previous run's records, keeping the storage.
  mutating func startRun() {
    next = 0
    count = 0
  }

  mutating func record(_ entry: Timeline.Entry) {
    store(
      Record(
        id: entry.id, kind: entry.kind, label: entry.label, due: entry.due,
        interval: entry.interval, queue: entry.queue, site: entry.site))
  }

  mutating func recordJob() { store(Self.job) }

  private mutating func store(_ record: Record) {
    if next < ring.count {
      ring[next] = record
    } else {
      ring.append(record)
    }
    next = (next + 1) % Self.capacity
    count = min(count + 1, Self.capacity)
  }

  /// Up to five most frequent kinds of work in this run's window, most frequent first. Work is
  /// grouped by what identifies the code that scheduled it — kind, label, queue and call site — so
  /// a callback that keeps rescheduling itself (a new id every time) counts as one culprit. Ties go
  /// to the group seen first; each group is shown by its most recent piece of work.
  func mostFrequent(labels: [String]) -> [ClockError.FrequentWork] {
    struct Group: Hashable {
      var kind: WorkKind
      var label: String
      var queue: Int32
      var site: SourceLocation
    }
    var counts: [Group: (latest: Record, count: Int, order: Int)] = [:]
    for offset in 0..<count {
      let record = ring[(next - 1 - offset + Self.capacity) % Self.capacity]
      let group = Group(
        kind: record.kind, label: record.label, queue: record.queue, site: record.site)
      counts[group, default: (record, 0, -offset)].count += 1
      counts[group]!.order = -offset
    }
    var ranked = Array(counts.values)
    ranked.sort { $0.count != $1.count ? $0.count > $1.count : $0.order < $1.order }
    return ranked.prefix(5).map { value in
      let record = value.latest
      return ClockError.FrequentWork(
        work: WorkInfo(
          id: WorkID(rawValue: record.id), kind: record.kind, label: record.label, due: record.due,
          interval: record.interval,
          queue: record.queue >= 0 ? labels[Int(record.queue)] : "executor", site: record.site),
        count: value.count)
    }
  }
}
