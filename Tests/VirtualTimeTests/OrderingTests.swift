import Testing
import VirtualTime

@Suite struct OrderingTests {
  @Test func workRunsByDueInstantWithNowSetToEachInstant() throws {
    let clock = VirtualClock()
    let log = Log<String>()
    for (label, ms) in [("c", 30), ("a", 10), ("b", 20)] {
      clock.schedule(after: .milliseconds(Int64(ms)), label: label) {
        log.append("\(label)@\(clock.now)")
      }
    }
    try clock.advance(by: .milliseconds(25))
    #expect(log.items == ["a@t=0.010s", "b@t=0.020s"])
    #expect(clock.now == .start + .milliseconds(25))
    try clock.advance(to: .start + .milliseconds(30))
    #expect(log.items.last == "c@t=0.030s")
  }

  @Test func thousandsOfTiesRunInSchedulingOrder() throws {
    let clock = VirtualClock()
    let log = Log<Int>()
    // Interleave two instants so that heap order alone cannot give FIFO by accident.
    for index in 0..<5_000 {
      let due = VirtualInstant.start + .milliseconds(index.isMultiple(of: 2) ? 7 : 3)
      clock.schedule(at: due) { log.append(index) }
    }
    try clock.runUntilIdle()
    let odd = Array(stride(from: 1, to: 5_000, by: 2))
    let even = Array(stride(from: 0, to: 5_000, by: 2))
    #expect(log.items == odd + even)
  }

  @Test func tiesAcrossQueuesFollowSchedulingOrderToo() throws {
    let clock = VirtualClock()
    let background = clock.makeQueue(label: "background")
    let log = Log<String>()
    for index in 0..<2_000 {
      let queue = index.isMultiple(of: 3) ? background : clock.main
      queue.asyncAfter(.seconds(1)) { log.append("\(queue.label)#\(index)") }
    }
    try clock.runUntilIdle()
    #expect(log.items.count == 2_000)
    #expect(log.items.map { Int($0.split(separator: "#")[1])! } == Array(0..<2_000))
  }

  @Test func workScheduledInThePastRunsNowAfterWorkAlreadyDue() throws {
    let clock = VirtualClock()
    try clock.advance(by: .seconds(5))
    let log = Log<String>()
    clock.schedule(after: .zero, label: "first") { log.append("first@\(clock.now)") }
    clock.schedule(at: .start, label: "past") { log.append("past@\(clock.now)") }
    clock.schedule(after: .milliseconds(-30)) { log.append("negative@\(clock.now)") }
    try clock.runCurrent()
    #expect(log.items == ["first@t=5.000s", "past@t=5.000s", "negative@t=5.000s"])
  }

  @Test func repeatingTimerFiresAtExactMultiplesAndTakesAFreshTurnEachTime() throws {
    let clock = VirtualClock()
    let log = Log<String>()
    let ticker = clock.scheduleRepeating(every: .milliseconds(10), label: "tick") {
      log.append("tick@\(clock.now)")
    }
    // Scheduled after the ticker was armed for 10 ms, but before it re-arms for 20 ms.
    clock.schedule(after: .milliseconds(20), label: "one-shot") {
      log.append("one-shot@\(clock.now)")
    }
    try clock.advance(by: .milliseconds(30))
    #expect(
      log.items == [
        "tick@t=0.010s", "one-shot@t=0.020s", "tick@t=0.020s", "tick@t=0.030s",
      ])
    #expect(clock.cancel(ticker))
    try clock.advance(by: .seconds(1))
    #expect(log.items.count == 4)
  }

  @Test func repeatingTimerWithInitialDelay() throws {
    let clock = VirtualClock()
    let log = Log<VirtualInstant>()
    clock.scheduleRepeating(every: .milliseconds(100), initialDelay: .milliseconds(5)) {
      log.append(clock.now)
    }
    try clock.advance(by: .milliseconds(305))
    #expect(log.items.map(\.nanosecondsSinceStart) == [5, 105, 205, 305].map { $0 * 1_000_000 })
  }

  @Test func advanceToAnEarlierInstantIsAnError() throws {
    let clock = VirtualClock(start: .start + .seconds(2))
    #expect(throws: ClockError.timeWentBackwards(now: clock.now, requested: .start + .seconds(1))) {
      try clock.advance(to: .start + .seconds(1))
    }
    #expect(clock.now == .start + .seconds(2))
  }

  @Test func runUntilIdleStopsAtTheLastItem() throws {
    let clock = VirtualClock()
    clock.schedule(after: .seconds(3)) {}
    clock.schedule(after: .seconds(1)) {}
    try clock.runUntilIdle()
    #expect(clock.now == .start + .seconds(3))
    #expect(clock.isIdle)
    #expect(clock.nextDue == nil)
  }
}
