import Testing

@testable import VirtualTime

/// A clock that owns app tasks takes the Swift-concurrency jobs of the app code it runs
/// (Docs/architecture.md, "App code's tasks"); one that does not leaves them to the runtime.
@MainActor @Suite struct AppTasksTests {
  /// What the tasks and callbacks of a test did, in order.
  @MainActor final class Trace {
    var steps: [String] = []
    var continuation: CheckedContinuation<Void, Never>?
  }

  /// A call into app code, as a system binds one (`AppTasks.call`).
  final class Call: AppCodeCall, @unchecked Sendable {
    weak var clock: VirtualClock?
    let callName: String
    var startedTask = false

    init(_ clock: VirtualClock, _ name: String) {
      self.clock = clock
      callName = name
    }
  }

  @Test func aTaskStartedByAppCodeIsMainQueueWorkAfterWhatIsScheduled() throws {
    let clock = VirtualClock()
    clock.ownsAppTasks = true
    let trace = Trace()
    clock.runningAppCode {
      clock.main.async { trace.steps.append("before") }
      Task { @MainActor in
        MainActor.preconditionIsolated()
        trace.steps.append("task")
      }
      clock.main.async { trace.steps.append("after") }
    }
    #expect(trace.steps.isEmpty)
    #expect(!clock.isIdle)
    #expect(clock.pendingWork.map(\.label).contains("main-actor task job"))
    try clock.runCurrent()
    #expect(trace.steps == ["before", "task", "after"])
    #expect(clock.isIdle)
  }

  @Test func aTaskComesBackAtTheInstantItsContinuationIsResumed() throws {
    let clock = VirtualClock()
    clock.ownsAppTasks = true
    let trace = Trace()
    clock.runningAppCode {
      Task { @MainActor in
        await withCheckedContinuation { trace.continuation = $0 }
        trace.steps.append("resumed at \(clock.now)")
      }
      clock.schedule(after: .milliseconds(250)) {
        trace.continuation?.resume()
        trace.continuation = nil
      }
    }
    try clock.runCurrent()
    #expect(trace.steps.isEmpty)
    try clock.advance(by: .milliseconds(300))
    #expect(trace.steps == ["resumed at \(VirtualInstant.start + .milliseconds(250))"])
  }

  @Test func aClockThatDoesNotOwnAppTasksLeavesThemToTheRuntime() async throws {
    let clock = VirtualClock()
    let trace = Trace()
    clock.runningAppCode {
      _ = Task { @MainActor in trace.steps.append("task") }
    }
    // The clock has nothing: the task went to the process's main actor, which runs it once this
    // test suspends.
    #expect(clock.isIdle)
    for _ in 0..<100 where trace.steps.isEmpty { await Task.yield() }
    #expect(trace.steps == ["task"])
  }

  @Test func codeOutsideTheClocksAppCodeIsNotTaken() async throws {
    let clock = VirtualClock()
    clock.ownsAppTasks = true
    let trace = Trace()
    Task { @MainActor in trace.steps.append("task") }
    #expect(clock.isIdle)
    for _ in 0..<100 where trace.steps.isEmpty { await Task.yield() }
    #expect(trace.steps == ["task"])
  }

  @Test func aTaskThatNeverFinishesIsNamedByTheCallThatStartedIt() throws {
    let clock = VirtualClock()
    clock.ownsAppTasks = true
    let trace = Trace()
    clock.schedule(after: .milliseconds(40)) {
      AppTasks.$call.withValue(Call(clock, "board.drop performDrop")) {
        Task { @MainActor in
          await withCheckedContinuation { trace.continuation = $0 }
          trace.steps.append("finished")
        }
      }
      AppTasks.$call.withValue(Call(clock, "board.drop sessionDidUpdate")) {
        _ = Task { @MainActor in trace.steps.append("quick") }
      }
    }
    try clock.runUntilIdle()
    #expect(trace.steps == ["quick"])
    #expect(
      clock.unfinishedAppTasks
        == [
          UnfinishedAppTask(
            startedIn: "board.drop performDrop", at: VirtualInstant.start + .milliseconds(40))
        ])
    #expect(
      clock.unfinishedAppTasks.first?.description.hasPrefix(
        "a task started in board.drop performDrop at t=0.040s never finished") == true)
    // Resumed by work of the clock (as a device's loads resume them).
    clock.schedule(after: .zero) {
      trace.continuation?.resume()
      trace.continuation = nil
    }
    try clock.runUntilIdle()
    #expect(trace.steps == ["quick", "finished"])
    #expect(clock.unfinishedAppTasks.isEmpty)
  }

  @Test func theSameTasksRunInTheSameOrderEveryTime() throws {
    var orders: Set<[String]> = []
    for _ in 0..<50 {
      let clock = VirtualClock()
      clock.ownsAppTasks = true
      let trace = Trace()
      clock.runningAppCode {
        for index in 0..<8 {
          Task { @MainActor in
            trace.steps.append("t\(index) start")
            await withCheckedContinuation { continuation in
              clock.schedule(after: .milliseconds(Int64(8 - index))) { continuation.resume() }
            }
            trace.steps.append("t\(index) end")
          }
          clock.main.async { trace.steps.append("block \(index)") }
        }
      }
      try clock.runUntilIdle()
      orders.insert(trace.steps)
    }
    #expect(orders.count == 1)
    #expect(orders.first?.count == 24)
  }
}
