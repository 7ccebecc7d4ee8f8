import Testing
import VirtualTime

@Suite struct CancellationTests {
  @Test func cancelledWorkNeverRuns() throws {
    let clock = VirtualClock()
    let log = Log<String>()
    let doomed = clock.schedule(after: .seconds(1)) { log.append("doomed") }
    clock.schedule(after: .seconds(2)) { log.append("kept") }
    #expect(clock.cancel(doomed))
    #expect(!clock.cancel(doomed), "a second cancel reports that nothing was pending")
    try clock.runUntilIdle()
    #expect(log.items == ["kept"])
  }

  @Test func cancellingWorkThatAlreadyRanReturnsFalse() throws {
    let clock = VirtualClock()
    let handle = clock.schedule(after: .seconds(1)) {}
    try clock.advance(by: .seconds(1))
    #expect(!clock.cancel(handle))
  }

  @Test func aTimerCancelsAnotherDueAtTheSameInstant() throws {
    let clock = VirtualClock()
    let log = Log<String>()
    let instant = VirtualInstant.start + .milliseconds(50)
    var victim: TimerHandle?
    clock.schedule(at: instant, label: "canceller") {
      log.append("canceller")
      log.append("cancelled=\(clock.cancel(victim!))")
    }
    victim = clock.schedule(at: instant, label: "victim") { log.append("victim") }
    clock.schedule(at: instant, label: "bystander") { log.append("bystander") }
    try clock.advance(to: instant)
    #expect(log.items == ["canceller", "cancelled=true", "bystander"])
    #expect(clock.pendingWork.isEmpty)
  }

  @Test func aRepeatingTimerCancelsItselfFromItsOwnCallback() throws {
    let clock = VirtualClock()
    let count = Log<Int>()
    var handle: TimerHandle?
    handle = clock.scheduleRepeating(every: .milliseconds(1)) {
      count.append(1)
      if count.items.count == 3 { clock.cancel(handle!) }
    }
    try clock.runUntilIdle()
    #expect(count.items.count == 3)
    #expect(clock.now == .start + .milliseconds(3))
  }

  @Test func massCancellationLeavesOnlyLiveWork() throws {
    let clock = VirtualClock()
    let log = Log<Int>()
    var handles: [TimerHandle] = []
    for index in 0..<10_000 {
      handles.append(clock.schedule(after: .microseconds(Int64(index))) { log.append(index) })
    }
    for (index, handle) in handles.enumerated() where !index.isMultiple(of: 1_000) {
      #expect(clock.cancel(handle))
    }
    #expect(clock.pendingWork.count == 10)
    try clock.runUntilIdle()
    #expect(log.items == Array(stride(from: 0, to: 10_000, by: 1_000)))
  }

  @Test func handlesOfReusedSlotsStayDistinct() throws {
    let clock = VirtualClock()
    let first = clock.schedule(after: .seconds(1)) {}
    #expect(clock.cancel(first))
    let log = Log<String>()
    let second = clock.schedule(after: .seconds(1)) { log.append("second") }
    #expect(first != second)
    #expect(!clock.cancel(first), "a stale handle must not cancel the work now in its slot")
    try clock.runUntilIdle()
    #expect(log.items == ["second"])
  }
}
