import Testing
import VirtualTime

/// A seeded random scenario: 10,000 timers at random instants (many ties), some repeating, some
/// cancelled by other timers, some scheduling follow-ups for "now", some on a background queue
/// hopping to main. Returns the firing log as text.
func randomScenarioLog(seed: UInt64, timers: Int = 10_000) throws -> String {
  var random = SplitMix64(seed: seed)
  let clock = VirtualClock()
  let background = clock.makeQueue(label: "background")
  let log = Log<String>()
  var handles: [TimerHandle] = []
  for index in 0..<timers {
    let delay = VirtualDuration.microseconds(Int64(random.next() % 2_000))
    let roll = random.next() % 40
    let victim = Int(random.next() % UInt64(max(handles.count, 1)))
    switch roll {
    case 0:
      handles.append(
        clock.scheduleRepeating(
          every: .microseconds(Int64(100 + random.next() % 900)), label: "r\(index)"
        ) {
          log.append("r\(index)@\(clock.now.nanosecondsSinceStart)")
        })
    case 1...4 where !handles.isEmpty:
      let target = handles[victim]
      handles.append(
        clock.schedule(after: delay, label: "c\(index)") {
          log.append("c\(index)->\(target.id):\(clock.cancel(target))")
        })
    case 5...8:
      handles.append(
        background.asyncAfter(delay, label: "b\(index)") {
          clock.main.async { log.append("hop\(index)@\(clock.now.nanosecondsSinceStart)") }
        })
    default:
      handles.append(
        clock.schedule(after: delay, label: "t\(index)") {
          log.append("t\(index)@\(clock.now.nanosecondsSinceStart)")
        })
    }
  }
  try clock.advance(by: .milliseconds(3))
  return log.items.joined(separator: "\n")
}

@Suite struct DeterminismTests {
  /// The digest of seed 42's log, recorded once. If the ordering rule changes, this changes — on
  /// purpose: the order of firing is part of every golden log the project keeps.
  static let seed42Digest: UInt64 = 15_701_280_053_788_811_438

  @Test func aSeededScheduleFiresIdenticallyAHundredTimes() throws {
    let reference = try randomScenarioLog(seed: 42)
    #expect(reference.utf8.count > 100_000, "the scenario must be big enough to mean something")
    for _ in 0..<99 {
      let again = try randomScenarioLog(seed: 42)
      #expect(again == reference)
      if again != reference { break }
    }
  }

  @Test func theFiringLogMatchesTheRecordedDigest() throws {
    let log = try randomScenarioLog(seed: 42)
    #expect(fnv1a(log) == Self.seed42Digest, "digest \(fnv1a(log))")
  }

  @Test func clocksRunningInParallelDoNotInfluenceEachOther() async throws {
    let reference = try randomScenarioLog(seed: 7)
    let logs = try await withThrowingTaskGroup(of: String.self) { group in
      for _ in 0..<16 {
        group.addTask { try randomScenarioLog(seed: 7) }
      }
      var logs: [String] = []
      for try await log in group { logs.append(log) }
      return logs
    }
    #expect(logs.count == 16)
    #expect(logs.allSatisfy { $0 == reference })
  }

  @Test(arguments: 0..<8)
  func parallelTestCasesAgree(run: Int) throws {
    // Swift Testing runs these arguments in parallel with everything else in the suite.
    #expect(fnv1a(try randomScenarioLog(seed: 42)) == Self.seed42Digest)
  }

  @Test func asyncSleepersAreDeterministicToo() throws {
    func run() throws -> [String] {
      var random = SplitMix64(seed: 99)
      let clock = VirtualClock()
      let log = Log<String>()
      for index in 0..<1_000 {
        let first = Int64(random.next() % 50)
        let second = Int64(random.next() % 50)
        clock.spawn {
          try await clock.sleep(for: .milliseconds(first))
          log.append("a\(index)@\(clock.now.nanosecondsSinceStart)")
          try await clock.sleep(for: .milliseconds(second))
          log.append("b\(index)@\(clock.now.nanosecondsSinceStart)")
        }
      }
      try clock.runUntilIdle()
      return log.items
    }
    let reference = try run()
    #expect(reference.count == 2_000)
    for _ in 0..<20 { #expect(try run() == reference) }
  }
}
