import Testing
import VirtualTime

@Suite struct ReentrancyTests {
  @Test func workScheduledForNowRunsAfterTheCurrentCallbackAndAfterWorkAlreadyDue() throws {
    let clock = VirtualClock()
    let log = Log<String>()
    clock.schedule(after: .seconds(1), label: "outer") {
      log.append("outer begins")
      clock.main.async { log.append("scheduled from outer") }
      log.append("outer ends")
    }
    clock.schedule(after: .seconds(1), label: "sibling") { log.append("sibling") }
    try clock.advance(by: .seconds(1))
    #expect(log.items == ["outer begins", "outer ends", "sibling", "scheduled from outer"])
  }

  @Test func workScheduledOutsideADriveWaitsForTheNextDrive() throws {
    let clock = VirtualClock()
    let log = Log<String>()
    clock.main.async { log.append("ran") }
    #expect(log.items.isEmpty)
    #expect(!clock.isIdle)
    try clock.runCurrent()
    #expect(log.items == ["ran"])
  }

  @Test func drivingFromInsideACallbackThrowsAndChangesNothing() throws {
    let clock = VirtualClock()
    let log = Log<String>()
    clock.schedule(after: .seconds(1)) {
      do {
        try clock.advance(by: .seconds(10))
        log.append("advanced")
      } catch {
        log.append("\(error)")
      }
    }
    clock.schedule(after: .seconds(5)) { log.append("later") }
    try clock.advance(by: .seconds(1))
    #expect(log.items.count == 1)
    #expect(log.items[0].hasPrefix("the clock was driven re-entrantly at t=1.000s"))
    #expect(clock.now == .start + .seconds(1))
    #expect(clock.pendingWork.map(\.label) == ["timer"])
  }
}
