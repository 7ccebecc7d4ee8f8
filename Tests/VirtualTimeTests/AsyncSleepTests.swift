import Testing
import VirtualTime

@Suite struct AsyncSleepTests {
  @Test func aSleepingTaskWakesWhenVirtualTimeReachesItsDeadline() throws {
    let clock = VirtualClock()
    let log = Log<String>()
    clock.spawn(name: "loader") {
      log.append("start at \(clock.now)")
      try await clock.sleep(for: .milliseconds(325))
      log.append("woke at \(clock.now)")
    }
    #expect(log.items.isEmpty, "nothing runs until the clock is driven")
    try clock.runCurrent()
    #expect(log.items == ["start at t=0.000s"])
    #expect(clock.pendingWork.map(\.label) == ["loader"])
    try clock.advance(by: .milliseconds(324))
    #expect(log.items.count == 1)
    try clock.advance(by: .milliseconds(1))
    #expect(log.items == ["start at t=0.000s", "woke at t=0.325s"])
    #expect(clock.isIdle)
  }

  @Test func runToCompletionAdvancesTimeAndReturnsTheResult() throws {
    let clock = VirtualClock()
    let value = try clock.runToCompletion {
      var total = 0
      for step in 1...4 {
        try await clock.sleep(for: .seconds(Int64(step)))
        total += step
      }
      return total
    }
    #expect(value == 10)
    #expect(clock.now == .start + .seconds(10))
  }

  @Test func runToCompletionRethrowsTheBodysError() throws {
    struct Boom: Error, Equatable {}
    let clock = VirtualClock()
    #expect(throws: Boom()) {
      try clock.runToCompletion {
        try await clock.sleep(for: .seconds(1))
        throw Boom()
      }
    }
    #expect(clock.now == .start + .seconds(1))
  }

  @Test func runToCompletionLeavesUnrelatedWorkPending() throws {
    let clock = VirtualClock()
    clock.schedule(after: .seconds(100), label: "unrelated") {}
    try clock.runToCompletion { try await clock.sleep(for: .seconds(1)) }
    #expect(clock.now == .start + .seconds(1))
    #expect(clock.pendingWork.map(\.label) == ["unrelated"])
  }

  @Test func cancellingASleepingTaskThrowsCancellationError() throws {
    let clock = VirtualClock()
    let log = Log<String>()
    let task = clock.spawn {
      do {
        try await clock.sleep(for: .seconds(60))
        log.append("slept")
      } catch is CancellationError {
        log.append("cancelled at \(clock.now)")
      }
    }
    try clock.advance(by: .seconds(1))
    task.cancel()
    try clock.runCurrent()
    #expect(log.items == ["cancelled at t=1.000s"])
    #expect(clock.pendingWork.isEmpty, "the sleeper left the timeline")
    try clock.runUntilIdle()
    #expect(clock.now == .start + .seconds(1))
  }

  @Test func aTaskCancelledBeforeItSleepsThrowsAtOnce() throws {
    let clock = VirtualClock()
    let log = Log<String>()
    let task = clock.spawn {
      do {
        try await clock.sleep(for: .seconds(1))
      } catch {
        log.append("\(type(of: error))")
      }
    }
    task.cancel()
    try clock.runUntilIdle()
    #expect(log.items == ["CancellationError"])
    #expect(clock.now == .start)
  }

  @Test func cancellingFromATimerAtTheSameInstantAsTheDeadlineWinsIfItRunsFirst() throws {
    let clock = VirtualClock()
    let log = Log<String>()
    var task: Task<Void, any Error>?
    clock.schedule(after: .seconds(1), label: "canceller") { task?.cancel() }
    task = clock.spawn {
      do {
        try await clock.sleep(for: .seconds(1))
        log.append("slept")
      } catch {
        log.append("cancelled")
      }
    }
    try clock.advance(by: .seconds(1))
    #expect(log.items == ["cancelled"])
  }

  @Test func aDeadlineNotAfterNowReturnsWithoutSuspendingOnTheTimeline() throws {
    let clock = VirtualClock(start: .start + .seconds(5))
    let log = Log<String>()
    try clock.runToCompletion {
      try await clock.sleep(until: clock.now, tolerance: nil)
      try await clock.sleep(until: .start, tolerance: nil)
      log.append("done at \(clock.now)")
    }
    #expect(log.items == ["done at t=5.000s"])
  }

  @Test func wokenContinuationsRunBeforeTheNextTimer() throws {
    let clock = VirtualClock()
    let log = Log<String>()
    clock.spawn {
      try await clock.sleep(for: .seconds(1))
      log.append("task resumed")
    }
    try clock.runCurrent()
    clock.schedule(after: .seconds(1), label: "timer") { log.append("timer") }
    try clock.advance(by: .seconds(1))
    #expect(log.items == ["task resumed", "timer"])
  }

  @Test func sleepersAtEqualDeadlinesWakeInTheOrderTheySlept() throws {
    let clock = VirtualClock()
    let log = Log<Int>()
    for index in 0..<200 {
      clock.spawn {
        try await clock.sleep(for: .milliseconds(Int64(index % 7)))
        log.append(index)
      }
    }
    try clock.runUntilIdle()
    let expected = (0..<200).sorted { ($0 % 7, $0) < ($1 % 7, $1) }
    #expect(log.items == expected)
  }

  @Test func waitingOnSomethingOffTheClockIsReportedNotHung() throws {
    let clock = VirtualClock()
    #expect(throws: ClockError.suspendedWithNothingScheduled(now: .start)) {
      try clock.runToCompletion {
        await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
      }
    }
  }

  @Test func worksThroughTheStandardClockAPIs() throws {
    let clock = VirtualClock()
    // Code written against any Clock<Duration> accepts the virtual clock.
    func pause(on clock: any Clock<Duration>) async throws {
      try await clock.sleep(for: .milliseconds(250))
    }
    try clock.runToCompletion {
      try await pause(on: clock)
      try await Task.sleep(for: .milliseconds(750), tolerance: nil, clock: clock)
    }
    #expect(clock.now == .start + .seconds(1))
    #expect(clock.minimumResolution == .nanoseconds(1))
  }

  @Test func labelledSleepsShowTheirCallSite() throws {
    let clock = VirtualClock()
    clock.spawn { try await clock.sleep(for: .seconds(1), label: "progress UI delay") }
    try clock.runCurrent()
    let pending = try #require(clock.pendingWork.first)
    #expect(pending.label == "progress UI delay")
    #expect(pending.kind == .sleep)
    #expect(pending.queue == "tasks", "sleepers belong to tasks, not to the main queue")
    #expect(pending.site.fileID == "VirtualTimeTests/AsyncSleepTests.swift")
  }

  @Test func aTaskYieldingForeverIsALivelock() throws {
    let clock = VirtualClock(limits: RunLimits(maxEventsPerInstant: 1_000))
    let error = #expect(throws: ClockError.self) {
      try clock.runToCompletion {
        while true { await Task.yield() }
      }
    }
    guard case .runaway(let runaway) = error else {
      Issue.record("expected a runaway error")
      return
    }
    #expect(runaway.bound == "maxEventsPerInstant")
    #expect(runaway.mostFrequent.first?.work.kind == .job)
  }
}
