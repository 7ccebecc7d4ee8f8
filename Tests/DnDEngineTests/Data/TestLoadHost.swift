// Test support: a minimal ItemProviderHost with a scriptable requester and load rule.
import DnDEngine
import VirtualTime

/// A host that records what the provider tells it; `requester` and `refusal` steer the rules.
final class TestLoadHost: ItemProviderHost {
  let clock = VirtualClock()
  let log: EventLog
  let ids = IdentityAllocator()
  let loadQueue: SimulatedQueue
  /// Who `currentRequester()` answers.
  var requester: App?
  /// What `authorizeLoad` answers (nil = allowed).
  var refusal: LoadError?
  /// Where started loads are added as children (worth one unit each), like a drop's aggregate.
  var aggregate: LoadProgress?
  /// `started L1`, `finished L1 nil`, `finished L2 itemUnavailable(-1000)` …
  private(set) var notes: [String] = []

  init() {
    log = EventLog(clock: clock)
    loadQueue = clock.makeQueue(label: "loads")
  }

  func currentRequester() -> App? { requester }

  func authorizeLoad(of provider: ItemProvider, requester: App?) -> LoadError? { refusal }

  func loadDidStart(_ progress: LoadProgress, provider: ItemProvider) {
    notes.append("started \(progress.id) \(provider.id)")
    if let aggregate {
      aggregate.totalUnitCount += 1
      aggregate.addChild(progress, withPendingUnitCount: 1)
    }
  }

  func loadDidFinish(_ progress: LoadProgress, provider: ItemProvider, error: LoadError?) {
    notes.append("finished \(progress.id) \(error?.logDescription ?? "nil")")
  }

  /// The summaries of load and system events.
  var loadEvents: [String] { log.summaries([.load, .system]) }

  /// A provider owned by `owner` (a fresh app unless given) and attached here.
  func attachedProvider(owner: App = App(name: "source", team: "T1")) -> ItemProvider {
    let provider = ItemProvider()
    provider.attach(to: self, owner: owner)
    return provider
  }

  func run() throws {
    try clock.runUntilIdle()
  }
}

/// A box a completion can write into, so tests can look after the clock ran.
final class LoadOutcome<Value> {
  var results: [Result<Value, LoadError>] = []
  var value: Result<Value, LoadError>? { results.count == 1 ? results[0] : nil }

  func record(_ result: Result<Value, LoadError>) {
    results.append(result)
  }
}

extension Result {
  var loadError: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }

  var loadedValue: Success? {
    if case .success(let value) = self { return value }
    return nil
  }
}
