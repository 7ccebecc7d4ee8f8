import Testing
import VirtualTime

@Suite struct RunawayTests {
  @Test func workReschedulingItselfAtOneInstantIsALivelockError() throws {
    let clock = VirtualClock(limits: RunLimits(maxEventsPerInstant: 500))
    let runs = Log<Int>()
    func again() {
      runs.append(1)
      clock.main.async(label: "spinner", again)
    }
    clock.schedule(after: .seconds(2), label: "spinner", again)
    let error = #expect(throws: ClockError.self) { try clock.runUntilIdle() }
    guard case .runaway(let runaway) = error else {
      Issue.record("expected a runaway error, got \(String(describing: error))")
      return
    }
    #expect(runaway.bound == "maxEventsPerInstant")
    #expect(runaway.now == .start + .seconds(2))
    #expect(runs.items.count == 500)
    // The 499 re-schedulings come from one call site (a new work id each time) and count as one.
    #expect(runaway.mostFrequent.map(\.count) == [499, 1])
    #expect(runaway.mostFrequent.first?.work.label == "spinner")
    #expect(runaway.mostFrequent.first?.work.site.fileID == "VirtualTimeTests/RunawayTests.swift")
    #expect(
      "\(error!)".hasPrefix(
        "runaway guard maxEventsPerInstant (500 events without time advancing) hit at t=2.000s"))
  }

  @Test func endlessRepeatingTimerStopsRunUntilIdleAtTheEventBound() throws {
    let clock = VirtualClock(limits: RunLimits(maxEventsPerRun: 1_000))
    let ticks = Log<Int>()
    clock.scheduleRepeating(every: .milliseconds(1), label: "heartbeat") { ticks.append(1) }
    let error = #expect(throws: ClockError.self) { try clock.runUntilIdle() }
    guard case .runaway(let runaway) = error else {
      Issue.record("expected a runaway error")
      return
    }
    #expect(runaway.bound == "maxEventsPerRun")
    #expect(ticks.items.count == 1_000)
    #expect(runaway.mostFrequent.map(\.count) == [1_000])
    #expect(runaway.mostFrequent.first?.work.kind == .repeatingTimer)
  }

  @Test func slowRepeatingTimerStopsAtTheVirtualTimeBound() throws {
    let clock = VirtualClock(limits: RunLimits(maxVirtualTimePerRun: .seconds(60)))
    let ticks = Log<Int>()
    clock.scheduleRepeating(every: .seconds(7), label: "poll") { ticks.append(1) }
    let error = #expect(throws: ClockError.self) { try clock.runUntilIdle() }
    guard case .runaway(let runaway) = error else {
      Issue.record("expected a runaway error")
      return
    }
    #expect(runaway.bound == "maxVirtualTimePerRun")
    #expect(ticks.items.count == 8)  // 7, 14, … 56 s; 63 s is past the bound
    #expect(clock.now == .start + .seconds(56))
  }

  @Test func trippingAGuardChangesNothingAndTheRunCanContinue() throws {
    let clock = VirtualClock(limits: RunLimits(maxEventsPerRun: 3))
    let log = Log<Int>()
    for index in 1...5 {
      clock.schedule(after: .seconds(Int64(index))) { log.append(index) }
    }
    #expect(throws: ClockError.self) { try clock.runUntilIdle() }
    #expect(log.items == [1, 2, 3])
    #expect(clock.now == .start + .seconds(3), "time stops at the last item that ran")
    #expect(clock.pendingWork.count == 2, "the item that would have been next is still pending")
    try clock.runUntilIdle()  // three more allowed: runs the remaining two
    #expect(log.items == [1, 2, 3, 4, 5])
  }

  @Test func advanceCountsEventsPerCall() throws {
    let clock = VirtualClock(limits: RunLimits(maxEventsPerRun: 2))
    clock.scheduleRepeating(every: .milliseconds(1)) {}
    for _ in 0..<100 { try clock.advance(by: .milliseconds(2)) }
    #expect(clock.now == .start + .milliseconds(200))
    #expect(throws: ClockError.self) { try clock.advance(by: .milliseconds(3)) }
    #expect(clock.now == .start + .milliseconds(202), "time does not jump past unrun work")
  }

  @Test func theDiagnosticOnlyCountsWorkFromTheRunThatTripped() throws {
    let clock = VirtualClock(limits: RunLimits(maxEventsPerInstant: 50))
    for index in 0..<20 {
      clock.schedule(after: .milliseconds(Int64(index)), label: "earlier run") {}
    }
    try clock.runUntilIdle()
    func spin() { clock.main.async(label: "spinner", spin) }
    clock.main.async(label: "spinner", spin)
    let error = #expect(throws: ClockError.self) { try clock.runUntilIdle() }
    guard case .runaway(let runaway) = error else {
      Issue.record("expected a runaway error")
      return
    }
    #expect(runaway.mostFrequent.allSatisfy { $0.work.label == "spinner" })
    #expect(runaway.mostFrequent.reduce(0) { $0 + $1.count } == 50)
  }
}
