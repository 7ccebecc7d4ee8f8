extension VirtualClock: Clock {
  public typealias Instant = VirtualInstant
  public typealias Duration = Swift.Duration

  /// One nanosecond: the resolution of virtual time.
  public var minimumResolution: Swift.Duration { .nanoseconds(1) }

  /// Suspends until the clock reaches `deadline`. `tolerance` is ignored: virtual time is exact.
  ///
  /// A deadline not after ``now`` returns at once, after checking cancellation (the behaviour of
  /// `ContinuousClock`). Otherwise the sleeper goes on the timeline as work of kind `sleep`,
  /// labelled with the task's name (or `unnamed task`), and resumes when the clock is driven to
  /// `deadline`. Cancelling the task removes it and throws `CancellationError`.
  public func sleep(until deadline: VirtualInstant, tolerance: Swift.Duration? = nil) async throws {
    try await sleep(until: deadline, label: Task.name ?? "unnamed task", site: .clockProtocol)
  }

  /// Like `sleep(for:)`, with a label and call site for pending-work listings and logs.
  public func sleep(
    for duration: Swift.Duration, label: String, fileID: String = #fileID, line: UInt = #line
  ) async throws {
    try await sleep(
      until: now.advanced(by: duration), label: label,
      site: SourceLocation(fileID: fileID, line: line))
  }

  func sleep(until deadline: VirtualInstant, label: String, site: SourceLocation) async throws {
    try Task.checkCancellation()
    if deadline <= now { return }
    let token = SleepToken()
    insert(
      kind: .sleep, label: label, due: { _ in deadline }, interval: nil, queue: .tasksQueueID,
      site: site, action: .sleeper(token))
    try await withTaskCancellationHandler {
      try await withUnsafeThrowingContinuation {
        (continuation: UnsafeContinuation<Void, any Error>) in
        let outcome = state.withLock { _ -> SleepToken.Outcome? in
          if let outcome = token.outcome { return outcome }
          token.continuation = continuation
          return nil
        }
        switch outcome {
        case nil: break
        case .fired: continuation.resume()
        case .cancelled: continuation.resume(throwing: CancellationError())
        }
      }
    } onCancel: {
      cancelSleep(token)
    }
  }

  /// Removes a sleeper from the timeline and resumes it with `CancellationError`, unless it has
  /// already fired.
  private func cancelSleep(_ token: SleepToken) {
    let (continuation, info) = state.withLock {
      state -> (UnsafeContinuation<Void, any Error>?, WorkInfo?) in
      guard token.outcome == nil else { return (nil, nil) }
      token.outcome = .cancelled
      let removed = state.timeline.remove(token.handle)
      defer { token.continuation = nil }
      let info = removed.flatMap { state.observers.isEmpty ? nil : state.info(for: $0) }
      return (token.continuation, info)
    }
    if let info { emit(.cancelled(info)) }
    continuation?.resume(throwing: CancellationError())
  }
}
