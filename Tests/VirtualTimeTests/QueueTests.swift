import Testing
import VirtualTime

@Suite struct QueueTests {
  @Test func backgroundToMainIsALoggedHop() throws {
    let clock = VirtualClock()
    let background = clock.makeQueue(label: "provider-load")
    let events = Log<String>()
    clock.addObserver { event in
      if case .hop(let from, let to, let work) = event {
        events.append("hop \(from)->\(to) '\(work.label)' at \(clock.now)")
      }
    }
    let log = Log<String>()
    background.asyncAfter(.milliseconds(300), label: "load") {
      log.append("load on \(clock.currentQueue!.label)")
      clock.main.async(label: "deliver") { log.append("deliver on \(clock.currentQueue!.label)") }
    }
    try clock.runUntilIdle()
    #expect(log.items == ["load on provider-load", "deliver on main"])
    #expect(events.items == ["hop provider-load->main 'deliver' at t=0.300s"])
  }

  @Test func sameQueueDispatchIsNoHop() throws {
    let clock = VirtualClock()
    let hops = Log<ClockEvent>()
    clock.addObserver { if case .hop = $0 { hops.append($0) } }
    clock.main.async { clock.main.async {} }
    try clock.runUntilIdle()
    #expect(hops.items.isEmpty)
    #expect(clock.currentQueue == nil, "outside work no queue is current")
  }

  @Test func queuesAreSerialAndInterleaveInOneGlobalOrder() throws {
    let clock = VirtualClock()
    let a = clock.makeQueue(label: "a")
    let b = clock.makeQueue(label: "b")
    let log = Log<String>()
    for index in 0..<3 {
      a.asyncAfter(.milliseconds(Int64(index))) { log.append("a\(index)") }
      b.asyncAfter(.milliseconds(Int64(index))) { log.append("b\(index)") }
    }
    try clock.runUntilIdle()
    #expect(log.items == ["a0", "b0", "a1", "b1", "a2", "b2"])
    #expect(a != b)
    #expect(clock.main == clock.main)
  }
}
