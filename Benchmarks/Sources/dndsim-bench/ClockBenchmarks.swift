import Clocks
import ConcurrencyExtras
import Synchronization
import VirtualTime

// The `clock` family: VirtualTime's VirtualClock against pointfreeco's swift-clocks `TestClock`, in
// one process, on the same workloads, with the same firing logs checked on both sides.
//
// Ours is driven synchronously from the calling thread (its tasks run on the clock's own executor);
// TestClock is driven by awaiting `advance`/`run`, its sleepers running on the global executor —
// plainly, or inside `withMainSerialExecutor`, which sends every global job to the main actor.
// See Benchmarks/README.md for what each workload measures and which peer figure is printed.

extension BenchmarkFamily {
  static let clock = BenchmarkFamily(
    name: "clock",
    summary: "VirtualClock against swift-clocks' TestClock (tick storm, drain, cancel, callbacks)",
    run: { try await ClockBenchmarks.run() })
}

enum ClockBenchmarks {
  /// Advances in the tick storm, on our side.
  static let tickAdvances = 10_000
  /// Advances in the tick storm, on TestClock's side; its per-op figure is its time divided by
  /// these, so this may be lowered should TestClock's 10,000 advances ever take over two minutes.
  static let peerTickAdvances = 10_000
  /// Repetitions of each of our workloads (the median is printed): ours are cheap.
  static let oursRepetitions = 11
  /// Repetitions of each of our 100,000-sleeper workloads.
  static let oursLargeRepetitions = 5
  /// Repetitions of TestClock's shorter workloads (1,000-sleeper drain, cancelling 10,000
  /// sleepers), per variant (the median is used).
  static let peerSmallRepetitions = 3
  /// Repetitions of TestClock's long workloads (tick storm, 10,000-sleeper drain), per variant:
  /// each takes from one second to over a minute.
  static let peerLargeRepetitions = 1
  /// Our clock's guards, raised so that 100,000 task starts at one instant are not a livelock.
  static let limits = RunLimits(maxEventsPerRun: 10_000_000, maxEventsPerInstant: 1_000_000)

  @MainActor
  static func run() async throws {
    note("  TestClock's Task.megaYield count: \(_defaultMegaYieldCount) (TASK_MEGA_YIELD_COUNT)")

    // (a) Tick storm.
    await measureAsync("clock.tick_storm") {
      let tickExpected = Array(1...tickAdvances)
      let oursTicks = try repeatOurs("tick_storm", repetitions: oursRepetitions) {
        try Ours.tickStorm(advances: tickAdvances)
      }
      try expect(oursTicks.log == tickExpected, "tick_storm: ours missed a tick")
      let peerTickExpected = Array(1...peerTickAdvances)
      let checkTicks = { (log: [Int]) throws in
        try expect(
          log == peerTickExpected,
          "tick_storm: TestClock's tick counts differ from one per advance (first difference at "
            + "advance \(firstDifference(log, peerTickExpected).map { $0 + 1 } ?? 0))")
      }
      let peerTicks = await peerBoth(
        "tick_storm", repetitions: peerLargeRepetitions, check: checkTicks
      ) {
        await Peer.tickStorm(advances: peerTickAdvances)
      }
      emit(
        comparisonLine(
          "clock.tick_storm", ours: oursTicks.nanoseconds,
          peer: try peerTicks.better().nanoseconds, operations: tickAdvances,
          peerOperations: peerTickAdvances))
    }

    // (b) Drain, 1,000 and 10,000 sleepers.
    await measureAsync("clock.drain_1k") {
      let plan1k = DrainPlan(count: 1_000, seed: 1)
      let ours1k = try repeatOurs("drain_1k", repetitions: oursRepetitions) {
        try Ours.drain(plan1k)
      }
      try plan1k.checkOurs(ours1k.log, "drain_1k")
      let check1k = { (log: [PeerWake]) throws in try plan1k.checkPeer(log, "drain_1k") }
      let peer1k = await peerBoth(
        "drain_1k", repetitions: peerSmallRepetitions, check: check1k
      ) {
        await Peer.drain(plan1k)
      }
      emit(
        comparisonLine(
          "clock.drain_1k", ours: ours1k.nanoseconds, peer: try peer1k.better().nanoseconds,
          operations: plan1k.count))
    }

    // The 10,000-sleeper drain: two lines, one per TestClock variant, each printed when ours and
    // that variant are right; its peer figures are also the callback line's.
    let plan10k = DrainPlan(count: 10_000, seed: 10)
    let drain10k = await measureAsync(
      "clock.drain_10k, clock.drain_10k_main_serial, clock.callback_drain_10k"
    ) {
      let ours10k = try repeatOurs("drain_10k", repetitions: oursRepetitions) {
        try Ours.drain(plan10k)
      }
      try plan10k.checkOurs(ours10k.log, "drain_10k")
      let check10k = { (log: [PeerWake]) throws in try plan10k.checkPeer(log, "drain_10k") }
      let peer10k = await peerBoth(
        "drain_10k", repetitions: peerLargeRepetitions, check: check10k
      ) {
        await Peer.drain(plan10k)
      }
      return (ours: ours10k, peer: peer10k)
    }
    if let drain10k {
      measure("clock.drain_10k") {
        emit(
          comparisonLine(
            "clock.drain_10k", ours: drain10k.ours.nanoseconds,
            peer: try drain10k.peer.plain.get().nanoseconds, operations: plan10k.count))
      }
      measure("clock.drain_10k_main_serial") {
        emit(
          comparisonLine(
            "clock.drain_10k_main_serial", ours: drain10k.ours.nanoseconds,
            peer: try drain10k.peer.mainSerial.get().nanoseconds, operations: plan10k.count))
      }
    }

    // (c) 10,000 sleepers registered, then cancelled.
    await measureAsync("clock.cancel_10k") {
      let cancelCount = 10_000
      let oursCancel = try repeatOurs("cancel_10k", repetitions: oursRepetitions) {
        try Ours.cancelAll(count: cancelCount)
      }
      try expect(oursCancel.log == cancelCount, "cancel_10k: ours cancelled \(oursCancel.log)")
      let checkCancel = { (cancelled: Int) throws in
        try expect(
          cancelled == cancelCount, "cancel_10k: TestClock cancelled \(cancelled) sleepers")
      }
      let peerCancel = await peerBoth(
        "cancel_10k", repetitions: peerSmallRepetitions, check: checkCancel
      ) {
        await Peer.cancelAll(count: cancelCount)
      }
      emit(
        comparisonLine(
          "clock.cancel_10k", ours: oursCancel.nanoseconds,
          peer: try peerCancel.better().nanoseconds, operations: cancelCount))
    }

    // (d) The 10,000-sleeper drain with our callback timers. TestClock has no callback timers (its
    // whole API is `sleep`, `advance`, `run` and `checkSuspension`; its `timer(interval:)` is an
    // async sequence), so there is no like-for-like peer: the line prints TestClock's async
    // 10,000-sleeper drain from above as `peer_async_ns_per_op`, and no ratio.
    if let drain10k {
      measure("clock.callback_drain_10k") {
        let oursCallbacks10k = try repeatOurs(
          "callback_drain_10k", repetitions: oursRepetitions
        ) {
          try Ours.callbackDrain(plan10k)
        }
        try plan10k.checkOurs(oursCallbacks10k.log, "callback_drain_10k")
        emit(
          unpairedLine(
            "clock.callback_drain_10k", ours: oursCallbacks10k.nanoseconds,
            operations: plan10k.count, peerKey: "peer_async_ns_per_op",
            peer: try drain10k.peer.better().nanoseconds, peerOperations: plan10k.count))
      }
    }

    // Ours alone at 100,000, for the n log n growth check.
    let plan100k = DrainPlan(count: 100_000, seed: 100)
    measure("clock.drain_100k") {
      let ours100k = try repeatOurs("drain_100k", repetitions: oursLargeRepetitions) {
        try Ours.drain(plan100k)
      }
      try plan100k.checkOurs(ours100k.log, "drain_100k")
      emit(oursLine("clock.drain_100k", ours: ours100k.nanoseconds, operations: plan100k.count))
    }
    measure("clock.callback_drain_100k") {
      let oursCallbacks100k = try repeatOurs(
        "callback_drain_100k", repetitions: oursLargeRepetitions
      ) {
        try Ours.callbackDrain(plan100k)
      }
      try plan100k.checkOurs(oursCallbacks100k.log, "callback_drain_100k")
      emit(
        oursLine(
          "clock.callback_drain_100k", ours: oursCallbacks100k.nanoseconds,
          operations: plan100k.count))
    }
  }

  /// TestClock's figures on one workload, plain and inside `withMainSerialExecutor`: each a
  /// checked sample, or the reason it is missing (its log failed the check in every attempt).
  struct PeerVariants<Log: Equatable & Sendable> {
    var plain: Result<Sample<Log>, any Error>
    var mainSerial: Result<Sample<Log>, any Error>

    /// The faster of the two, the figure a claim is held against. Both must be right: a variant
    /// whose log was wrong cannot be the one a "better of" line leaves out, so it throws instead.
    func better() throws -> Sample<Log> {
      let plain = try self.plain.get()
      let mainSerial = try self.mainSerial.get()
      return plain.nanoseconds <= mainSerial.nanoseconds ? plain : mainSerial
    }
  }

  /// Runs a TestClock workload plainly, then inside `withMainSerialExecutor`, and reports both.
  /// A variant whose log fails the check in every attempt is kept as its failure, so that the
  /// other variant's line can still be printed.
  @MainActor
  static func peerBoth<Log>(
    _ name: String, repetitions: Int, check: (Log) throws -> Void,
    _ body: @escaping @MainActor () async -> Sample<Log>
  ) async -> PeerVariants<Log> {
    let plain: Result<Sample<Log>, any Error>
    do {
      plain = .success(
        try await repeatPeer(
          "\(name) TestClock (plain)", repetitions: repetitions, check: check, body))
    } catch {
      plain = .failure(error)
    }
    let mainSerial: Result<Sample<Log>, any Error>
    do {
      mainSerial = .success(
        try await repeatPeer(
          "\(name) TestClock (withMainSerialExecutor)", repetitions: repetitions, check: check
        ) {
          var sample: Sample<Log>?
          await withMainSerialExecutor { sample = await body() }
          guard let sample else { throw BenchmarkFailure("\(name): no main-serial run") }
          return sample
        })
    } catch {
      mainSerial = .failure(error)
    }
    let variants = PeerVariants(plain: plain, mainSerial: mainSerial)
    switch (plain, mainSerial) {
    case (.success(let plain), .success(let mainSerial)):
      note(
        "  \(name) TestClock: plain \(formatSeconds(plain.nanoseconds)), main-serial "
          + "\(formatSeconds(mainSerial.nanoseconds)); better: "
          + (plain.nanoseconds <= mainSerial.nanoseconds ? "plain" : "main-serial"))
    default:
      note("  \(name) TestClock: a variant's log was wrong in every attempt (reason below)")
    }
    return variants
  }
}

/// The index of the first element where two arrays differ (or where the shorter one ends).
func firstDifference<T: Equatable>(_ lhs: [T], _ rhs: [T]) -> Int? {
  for index in 0..<min(lhs.count, rhs.count) where lhs[index] != rhs[index] { return index }
  return lhs.count == rhs.count ? nil : min(lhs.count, rhs.count)
}

func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws {
  if !condition { throw BenchmarkFailure(message()) }
}

// MARK: - Workload plans

/// The sleepers of a drain: `count` deadlines in spawn order, 90 % of them distinct and 10 %
/// duplicating one of those, shuffled with a fixed seed so that wake order is not spawn order.
struct DrainPlan: Sendable {
  /// Each sleeper's deadline in nanoseconds since the start, in spawn (or scheduling) order.
  let deadlines: [Int64]
  var count: Int { deadlines.count }
  /// Spawn indices in the order our clock must wake them: by deadline, then spawn order.
  let expectedOrder: [Int]
  /// The deadlines in wake order: the log both clocks must produce.
  let expectedDeadlines: [Int64]

  init(count: Int, seed: UInt64) {
    let duplicates = count / 10
    let distinct = count - duplicates
    // Distinct deadlines 1 µs apart; every ninth one is shared by a duplicate.
    var deadlines = (0..<distinct).map { Int64($0 + 1) * 1_000 }
    for index in 0..<duplicates { deadlines.append(deadlines[(index * 9) % distinct]) }
    var generator = SplitMix64(seed: seed)
    for index in stride(from: deadlines.count - 1, to: 0, by: -1) {
      let other = Int(generator.next() % UInt64(index + 1))
      deadlines.swapAt(index, other)
    }
    self.deadlines = deadlines
    expectedOrder = deadlines.indices.sorted {
      deadlines[$0] != deadlines[$1] ? deadlines[$0] < deadlines[$1] : $0 < $1
    }
    expectedDeadlines = expectedOrder.map { deadlines[$0] }
  }

  /// Ours must wake exactly in (deadline, spawn order).
  func checkOurs(_ log: [Int], _ name: String) throws {
    guard log != expectedOrder else { return }
    let at = firstDifference(log, expectedOrder) ?? 0
    throw BenchmarkFailure(
      "\(name): ours woke out of (deadline, spawn order) at position \(at) of \(log.count)")
  }

  /// TestClock wakes sleepers at equal deadlines in the order their tasks happened to register
  /// on the global executor, so its comparable log is the sequence of wake deadlines: it must be
  /// non-decreasing and equal to ours. Ties out of spawn order are reported, not failed.
  func checkPeer(_ log: [PeerWake], _ name: String) throws {
    let deadlines = log.map(\.deadline)
    if deadlines != expectedDeadlines {
      let at = firstDifference(deadlines, expectedDeadlines) ?? 0
      let drops = zip(deadlines, deadlines.dropFirst()).filter { $0 > $1 }.count
      let seen = at < deadlines.count ? "\(deadlines[at]) ns" : "nothing"
      let wanted = at < expectedDeadlines.count ? "\(expectedDeadlines[at]) ns" : "nothing"
      throw BenchmarkFailure(
        "\(name): TestClock's wake deadlines differ from ours at position \(at): \(seen) woke "
          + "where ours woke \(wanted) (\(deadlines.count) wakes of \(count); the sequence "
          + "decreases \(drops) times)")
    }
    let tiesReordered = zip(log, log.dropFirst()).filter {
      $0.deadline == $1.deadline && $0.index > $1.index
    }.count
    if tiesReordered > 0 {
      note("  \(name): TestClock woke \(tiesReordered) equal-deadline pairs out of spawn order")
    }
  }
}

/// One wake-up on TestClock's side: the sleeper's deadline and its spawn index.
struct PeerWake: Equatable, Sendable {
  var deadline: Int64
  var index: Int
}

// MARK: - Ours: VirtualClock

/// State shared between our workloads and their tasks or callbacks. Our clock runs every task job and
/// callback on the driving thread, one at a time, so no lock is needed.
private final class Shared<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}

enum Ours {
  /// One task sleeping 1 ms in a loop; the driver advances 1 ms at a time and reads the tick count
  /// after each advance. Times the advances only. Log: the tick count after each advance.
  static func tickStorm(advances: Int) throws -> Sample<[Int]> {
    let clock = VirtualClock(limits: ClockBenchmarks.limits)
    let ticks = Shared(0)
    let task = clock.spawn {
      while true {
        try await clock.sleep(for: .milliseconds(1))
        ticks.value += 1
      }
    }
    try clock.runCurrent()
    var log: [Int] = []
    log.reserveCapacity(advances)
    let elapsed = try timed {
      for _ in 0..<advances {
        try clock.advance(by: .milliseconds(1))
        log.append(ticks.value)
      }
    }
    task.cancel()
    try clock.runCurrent()
    try expect(clock.isIdle, "tick_storm: ours left work pending after the ticker was cancelled")
    return Sample(nanoseconds: elapsed.nanoseconds, log: log)
  }

  /// Spawns one task per deadline, each sleeping until it, and runs until idle. Times the spawns
  /// and the run. Log: spawn indices in wake order.
  static func drain(_ plan: DrainPlan) throws -> Sample<[Int]> {
    let clock = VirtualClock(limits: ClockBenchmarks.limits)
    let log = Shared<[Int]>([])
    log.value.reserveCapacity(plan.count)
    let lateWakes = Shared(0)
    let elapsed = try timed {
      for (index, deadline) in plan.deadlines.enumerated() {
        let instant = VirtualInstant(nanosecondsSinceStart: deadline)
        clock.spawn {
          try await clock.sleep(until: instant, tolerance: nil)
          if clock.now != instant { lateWakes.value += 1 }
          log.value.append(index)
        }
      }
      try clock.runUntilIdle()
    }
    try expect(
      lateWakes.value == 0, "drain: ours woke \(lateWakes.value) sleepers off their deadline")
    try expect(clock.isIdle, "drain: ours is not idle after runUntilIdle")
    return Sample(nanoseconds: elapsed.nanoseconds, log: log.value)
  }

  /// Schedules one callback timer per deadline and runs until idle. Times the scheduling and the
  /// run. Log: scheduling indices in firing order.
  static func callbackDrain(_ plan: DrainPlan) throws -> Sample<[Int]> {
    let clock = VirtualClock(limits: ClockBenchmarks.limits)
    let log = Shared<[Int]>([])
    log.value.reserveCapacity(plan.count)
    let elapsed = try timed {
      for (index, deadline) in plan.deadlines.enumerated() {
        clock.schedule(after: .nanoseconds(deadline), label: "bench timer") {
          log.value.append(index)
        }
      }
      try clock.runUntilIdle()
    }
    try expect(clock.isIdle, "callback_drain: ours is not idle after runUntilIdle")
    return Sample(nanoseconds: elapsed.nanoseconds, log: log.value)
  }

  /// Spawns `count` tasks sleeping an hour, runs them until all are registered (`runCurrent`),
  /// cancels every task and runs until each has thrown `CancellationError`. Times all of it but
  /// the untimed registration check. Log: the number of tasks that caught `CancellationError`.
  static func cancelAll(count: Int) throws -> Sample<Int> {
    let clock = VirtualClock(limits: ClockBenchmarks.limits)
    let cancelled = Shared(0)
    var tasks: [Task<Void, any Error>] = []
    tasks.reserveCapacity(count)
    let register = try timed {
      for _ in 0..<count {
        tasks.append(
          clock.spawn {
            do {
              try await clock.sleep(for: .seconds(3_600))
            } catch is CancellationError {
              cancelled.value += 1
            }
          })
      }
      try clock.runCurrent()
    }
    let registered = clock.pendingWork.count
    try expect(registered == count, "cancel: ours registered \(registered) of \(count) sleepers")
    let cancel = try timed {
      for task in tasks { task.cancel() }
      try clock.runCurrent()
    }
    try expect(clock.isIdle, "cancel: ours left work pending after cancelling every sleeper")
    return Sample(nanoseconds: register.nanoseconds + cancel.nanoseconds, log: cancelled.value)
  }
}

// MARK: - Peer: swift-clocks' TestClock

/// A counter shared with tasks on the global executor.
private final class Counter: Sendable {
  private let storage = Atomic<Int>(0)
  func increment() { storage.add(1, ordering: .sequentiallyConsistent) }
  var value: Int { storage.load(ordering: .sequentiallyConsistent) }
}

/// A log of wake-ups shared with tasks on the global executor.
private final class WakeLog: Sendable {
  private let storage = Mutex<[PeerWake]>([])
  func append(_ wake: PeerWake) { storage.withLock { $0.append(wake) } }
  var entries: [PeerWake] { storage.withLock { $0 } }
}

/// TestClock workloads. Nonisolated async functions: called plainly they run on the global
/// executor with their tasks; inside `withMainSerialExecutor` every one of their jobs goes to the
/// main actor.
enum Peer {
  /// The tick storm on TestClock: `await clock.advance(by: 1 ms)` `advances` times, the tick count
  /// read after each. Times the advances only. Log: the tick count after each advance.
  static func tickStorm(advances: Int) async -> Sample<[Int]> {
    let clock = TestClock()
    let ticks = Counter()
    let sleeps = Counter()
    let task = Task {
      while true {
        sleeps.increment()
        try await clock.sleep(for: .milliseconds(1))
        ticks.increment()
      }
    }
    while sleeps.value < 1 { await Task.yield() }
    await Task.megaYield()
    var log: [Int] = []
    log.reserveCapacity(advances)
    let elapsed = await timedAsync {
      for _ in 0..<advances {
        await clock.advance(by: .milliseconds(1))
        log.append(ticks.value)
      }
    }
    task.cancel()
    _ = await task.result
    return Sample(nanoseconds: elapsed.nanoseconds, log: log)
  }

  /// The drain on TestClock: one task per deadline, each sleeping until it; the driver yields until
  /// every task has reached its sleep, then `await clock.run(timeout:)` with a timeout of a day (the
  /// default 500 ms fails from a few hundred sleepers on), then awaits every task. Times all of it.
  /// Log: (deadline, spawn index) in wake order.
  static func drain(_ plan: DrainPlan) async -> Sample<[PeerWake]> {
    let clock = TestClock()
    let log = WakeLog()
    let sleeping = Counter()
    var tasks: [Task<Void, any Error>] = []
    tasks.reserveCapacity(plan.count)
    let elapsed = await timedAsync {
      for (index, deadline) in plan.deadlines.enumerated() {
        tasks.append(
          Task {
            sleeping.increment()
            try await clock.sleep(until: .init(offset: .nanoseconds(deadline)))
            log.append(PeerWake(deadline: deadline, index: index))
          })
      }
      while sleeping.value < plan.count { await Task.yield() }
      await clock.run(timeout: .seconds(86_400))
      for task in tasks { _ = await task.result }
    }
    return Sample(nanoseconds: elapsed.nanoseconds, log: log.entries)
  }

  /// Cancellation on TestClock: `count` tasks sleeping an hour; the driver yields until every task
  /// has reached its sleep (counted, then one `Task.megaYield()` for the last registrations),
  /// cancels every task and awaits each. Times all of it. Log: the number of tasks that caught
  /// `CancellationError`.
  static func cancelAll(count: Int) async -> Sample<Int> {
    let clock = TestClock()
    let sleeping = Counter()
    let cancelled = Counter()
    var tasks: [Task<Void, any Error>] = []
    tasks.reserveCapacity(count)
    let elapsed = await timedAsync {
      for _ in 0..<count {
        tasks.append(
          Task {
            sleeping.increment()
            do {
              try await clock.sleep(for: .seconds(3_600))
            } catch is CancellationError {
              cancelled.increment()
            }
          })
      }
      while sleeping.value < count { await Task.yield() }
      await Task.megaYield()
      for task in tasks { task.cancel() }
      for task in tasks { _ = await task.result }
    }
    return Sample(nanoseconds: elapsed.nanoseconds, log: cancelled.value)
  }
}
