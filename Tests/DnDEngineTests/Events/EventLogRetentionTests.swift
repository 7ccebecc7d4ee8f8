import DnDEngine
import Testing
import VirtualTime

/// `EventLog.retainsEvents`: a log streamed through an observer keeps only what an unanswered call
/// still holds back, and its observers see exactly what a retaining log would show.
@Suite struct EventLogRetentionTests {
  /// Records a fixed script: plain events, a call with events recorded inside it, a nested call.
  private func script(_ log: EventLog, clock: VirtualClock, checkHeldBack: (Int) -> Void = { _ in })
  {
    log.record(.touch, "F1", "began")
    let outer = log.beginCall("a.drop", "performDrop", [EngineEvent.Argument("session", "S1")])
    log.record(.load, "L1", "started")
    let inner = log.beginCall("a.drop", "previewForDropping")
    try! clock.advance(by: .milliseconds(5))
    log.record(.animation, "M1", "started")
    // Four events wait behind the outer call: itself, the load, the inner call, the animation.
    checkHeldBack(4)
    log.finishCall(inner, result: "nil")
    checkHeldBack(4)
    log.finishCall(outer, result: nil)
    checkHeldBack(0)
    log.record(.touch, "F1", "ended")
  }

  @Test func observersSeeTheSameEventsAsARetainingLog() {
    let retainingClock = VirtualClock()
    let retaining = EventLog(clock: retainingClock)
    script(retaining, clock: retainingClock)

    let clock = VirtualClock()
    let log = EventLog(clock: clock)
    log.retainsEvents = false
    var seen: [EngineEvent] = []
    log.addObserver { seen.append($0) }
    script(log, clock: clock) { heldBack in #expect(log.events.count == heldBack) }

    #expect(seen == retaining.events)
    #expect(seen.map(\.line)[1] == "t=0.000s delegate a.drop performDrop(session: S1)")
    #expect(log.events.isEmpty)
    #expect(log.lines.isEmpty)
    #expect(log.count == 6)
    #expect(retaining.count == 6)
    #expect(retaining.events.count == 6)
  }

  @Test func withoutObserversNothingIsKeptOnceNoCallHoldsItBack() {
    let clock = VirtualClock()
    let log = EventLog(clock: clock)
    log.retainsEvents = false
    script(log, clock: clock) { heldBack in #expect(log.events.count == heldBack) }
    #expect(log.events.isEmpty)
    #expect(log.count == 6)
  }

  @Test func turningRetentionOffDropsWhatWasDeliveredAndOnKeepsWhatFollows() {
    let clock = VirtualClock()
    let log = EventLog(clock: clock)
    var seen: [String] = []
    log.addObserver { seen.append($0.summary) }
    log.record(.touch, "F1", "began")
    let call = log.beginCall("a.drag", "itemsForBeginning")
    log.record(.gesture, "S1", "lift")
    log.retainsEvents = false
    // The delivered touch is gone; the open call and what it holds back stay.
    #expect(log.events.map(\.summary) == ["a.drag itemsForBeginning", "S1 lift"])
    log.finishCall(call, result: "[I1]")
    #expect(log.events.isEmpty)
    log.retainsEvents = true
    log.record(.touch, "F1", "ended")
    #expect(log.events.map(\.summary) == ["F1 ended"])
    #expect(log.count == 4)
    #expect(seen == ["F1 began", "a.drag itemsForBeginning -> [I1]", "S1 lift", "F1 ended"])
  }
}

/// Events an observer records while the log is still delivering earlier ones come after them,
/// retained or not.
@Suite struct EventLogReentrancyTests {
  @Test(arguments: [true, false])
  func anEventRecordedByAnObserverFollowsThoseBeingDelivered(retains: Bool) {
    let log = EventLog(clock: VirtualClock())
    log.retainsEvents = retains
    var seen: [String] = []
    log.addObserver { event in
      seen.append(event.summary)
      if event.name == "lift" { log.record(.system, "observer", "sawLift") }
    }
    let call = log.beginCall("a.drag", "itemsForBeginning")
    log.record(.gesture, "S1", "lift")
    log.record(.gesture, "S1", "moved")
    log.finishCall(call, result: "[I1]")
    log.record(.touch, "F1", "ended")
    #expect(
      seen == [
        "a.drag itemsForBeginning -> [I1]", "S1 lift", "S1 moved", "observer sawLift", "F1 ended",
      ])
    #expect(log.count == 5)
    #expect(log.events.count == (retains ? 5 : 0))
  }
}
