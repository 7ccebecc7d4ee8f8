import Testing
import VirtualTime

@Suite struct ObserverTests {
  @Test func observersSeeEveryUnitOfWorkInOrder() throws {
    let clock = VirtualClock()
    let events = Log<String>()
    let token = clock.addObserver { event in
      switch event {
      case .scheduled(let work):
        events.append("scheduled \(work.id) '\(work.label)' for \(work.due)")
      case .cancelled(let work): events.append("cancelled \(work.id)")
      case .advanced(let from, let to): events.append("advanced \(from) -> \(to)")
      case .willRun(let work, let at): events.append("run \(work.id) at \(at)")
      case .willRunJob(let ordinal, let at): events.append("job \(ordinal) at \(at)")
      case .hop(let from, let to, _): events.append("hop \(from)->\(to)")
      }
    }
    let doomed = clock.schedule(after: .milliseconds(5), label: "doomed") {}
    clock.schedule(after: .milliseconds(10), label: "lift") {}
    clock.cancel(doomed)
    try clock.advance(by: .milliseconds(20))
    clock.removeObserver(token)
    clock.schedule(after: .zero) {}
    #expect(
      events.items == [
        "scheduled W1 'doomed' for t=0.005s",
        "scheduled W2 'lift' for t=0.010s",
        "cancelled W1",
        "advanced t=0.000s -> t=0.010s",
        "run W2 at t=0.010s",
        "advanced t=0.010s -> t=0.020s",
      ])
  }

  @Test func jobsOfAsyncTasksAreObservable() throws {
    let clock = VirtualClock()
    let events = Log<String>()
    clock.addObserver { event in
      if case .willRunJob(let ordinal, let at) = event { events.append("job \(ordinal) at \(at)") }
    }
    try clock.runToCompletion { try await clock.sleep(for: .milliseconds(3)) }
    #expect(events.items == ["job 1 at t=0.000s", "job 2 at t=0.003s"])
  }
}
