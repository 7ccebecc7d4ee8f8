import Testing
import VirtualTime

@Suite struct PendingWorkTests {
  @Test func pendingWorkIsListedInRunOrderWithWhereItWasScheduled() throws {
    let clock = VirtualClock()
    let loads = clock.makeQueue(label: "loads")
    clock.schedule(after: .seconds(2), label: "spring-load") {}
    clock.scheduleRepeating(every: .milliseconds(500), label: "progress") {}
    loads.asyncAfter(.seconds(1), label: "deliver") {}
    let pending = clock.pendingWork
    #expect(pending.map(\.label) == ["progress", "deliver", "spring-load"])
    #expect(pending.map(\.queue) == ["main", "loads", "main"])
    #expect(pending[0].kind == .repeatingTimer)
    #expect(pending[0].interval == .milliseconds(500))
    #expect(pending.allSatisfy { $0.site.fileID == "VirtualTimeTests/PendingWorkTests.swift" })
    #expect(pending[2].site.line == 8)
  }

  @Test func endOfScenarioCheckFailsWithTheList() throws {
    let clock = VirtualClock()
    try clock.checkNoPendingWork()
    clock.schedule(after: .seconds(1), label: "lift") {}
    let error = #expect(throws: ClockError.self) { try clock.checkNoPendingWork() }
    #expect(
      error?.description == """
        1 pieces of work still pending at the end of the scenario:
          t=1.000s W1 timer 'lift' on main (scheduled at VirtualTimeTests/PendingWorkTests.swift:23)
        """)
    try clock.runUntilIdle()
    try clock.checkNoPendingWork()
  }
}
