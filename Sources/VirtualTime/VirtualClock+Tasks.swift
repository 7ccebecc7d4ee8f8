extension VirtualClock: TaskExecutor {
  /// Takes a job of a task that prefers this clock as its executor. The job runs the next time the
  /// clock is driven, after the jobs already waiting, before any further timeline item. Safe to
  /// call from any thread.
  public func enqueue(_ job: consuming ExecutorJob) {
    let unowned = UnownedJob(job)
    state.withLock { $0.readyJobs.append(unowned) }
  }

  /// Starts `body` as a task whose jobs run on this clock. Nothing of it runs until the clock is
  /// driven; then it runs up to its first suspension that waits on virtual time.
  ///
  /// Code the task calls that is nonisolated runs on the clock too; code isolated to an actor with
  /// its own executor (the main actor, for one) does not, and is outside the clock's order.
  @discardableResult
  public func spawn<Success: Sendable>(
    name: String? = nil, _ body: sending @escaping () async throws -> Success
  ) -> Task<Success, any Error> {
    Task(name: name, executorPreference: self, operation: body)
  }

  /// Runs `body` as a task on this clock until it returns, advancing virtual time to each next
  /// timeline item whenever nothing else can run, and returns its result (or rethrows its error).
  ///
  /// This is the deterministic way to run async code to completion: no polling, no yielding to the
  /// global executor. Timeline work not needed by `body` stays pending. Throws
  /// ``ClockError/suspendedWithNothingScheduled(now:)`` when `body` waits on something the clock
  /// will never deliver, and ``ClockError/runaway(_:)`` when a guard trips first.
  public func runToCompletion<Success: Sendable>(
    name: String? = nil, _ body: sending @escaping () async throws -> Success
  ) throws -> Success {
    let outcome = TaskOutcome<Success>()
    Task(name: name, executorPreference: self) {
      do {
        outcome.result = .success(try await body())
      } catch {
        outcome.result = .failure(error)
      }
    }
    try drive(.untilIdle, until: { outcome.result != nil })
    guard let result = outcome.result else {
      throw ClockError.suspendedWithNothingScheduled(now: now)
    }
    return try result.get()
  }
}

/// Where ``VirtualClock/runToCompletion(name:_:)`` finds its task's result. Written by the task's
/// last job and read by the drive loop on the same thread, one after the other.
private final class TaskOutcome<Success>: @unchecked Sendable {
  var result: Result<Success, any Error>?
}
