import DnDEngine
import DnDSimulator
import DnDTesting
import DnDUIKit
import Testing
import VirtualTime

/// App code that uses Swift concurrency — `Task { }` in a delegate method, a load awaited through
/// a continuation — runs on the device's virtual time, with the
/// same loads and log lines as the completion-handler form (Docs/uikit.md, "Tasks";
/// Docs/architecture.md, "App code's tasks").
@Suite struct AppTasksTests {
  /// Drags the card onto the board of a device showing `scene`, and settles.
  private func dropCard(
    on scene: any DnDScene.Type, faults: FaultPlan? = nil, settle: Bool = true
  ) throws -> SimulatedDevice {
    let device = try SimulatedDevice(scene: scene, faults: faults)
    let board = boardOf(device)
    try device.longPressDrag(from: .view(board.card), to: .view(board.boardView))
    if settle { try device.settle() }
    return device
  }

  private func boardOf(_ device: SimulatedDevice) -> TaskBoard {
    let scene: Any = device.scene(as: AnyObject.self)
    switch scene {
    case let scene as TaskBoardScene: return scene.board
    case let scene as CompletionHandlerBoardScene: return scene.board
    case let scene as ForgetfulTaskBoardScene: return scene.board
    case let scene as UpdateTaskBoardScene: return scene.board
    case let scene as LoadItemBoardScene: return scene.board
    default: preconditionFailure("not a board scene: \(type(of: scene))")
    }
  }

  /// Each load as `id started → outcome at ended`, times in virtual microseconds.
  private func loadLines(_ device: SimulatedDevice) -> [String] {
    device.loads.map {
      "\($0.id) \($0.started) -> \($0.outcome ?? "open") \($0.ended.map { "\($0)" } ?? "-")"
    }
  }

  @Test func aTaskStartedInPerformDropLoadsTheDropLikeACompletionHandler() throws {
    let awaited = try dropCard(on: TaskBoardScene.self)
    let handled = try dropCard(on: CompletionHandlerBoardScene.self)
    #expect(boardOf(awaited).notes == ["Hello"])
    #expect(boardOf(awaited).failures.isEmpty)
    #expect(boardOf(handled).notes == ["Hello"])
    // The same load, started and finished at the same virtual instants in both forms.
    #expect(loadLines(awaited) == loadLines(handled))
    #expect(loadLines(awaited).count == 1)
    #expect(awaited.unfinishedTasks.isEmpty)
    try awaited.assertMatchesGolden(named: "board-task")
  }

  @Test func aTaskRunsAfterTheCallThatStartedItAtTheSameInstant() throws {
    let device = try dropCard(on: TaskBoardScene.self, settle: false)
    let drop = try #require(device.calls(named: "performDrop").first)
    let load = try #require(device.loads.first)
    // The load starts when the main actor gets to the task: after performDrop returned, at its
    // instant — not inside the call, and not later.
    #expect(load.started == drop.time)
    let lines = device.log.events.map { "\($0)" }
    let performDrop = try #require(lines.firstIndex { $0.contains("performDrop") })
    let started = try #require(lines.firstIndex { $0.contains("started") && $0.contains("L1") })
    #expect(performDrop < started)
  }

  @Test func aSlowLoadResumesTheTaskWhenItCompletesInVirtualTime() throws {
    let plan = FaultPlan(rules: [FaultRule(script: LoadScript(delay: .milliseconds(700)))])
    let device = try dropCard(on: TaskBoardScene.self, faults: plan, settle: false)
    let board = boardOf(device)
    try device.advance(by: .milliseconds(600))
    #expect(board.notes.isEmpty)
    try device.advance(by: .milliseconds(200))
    #expect(board.notes == ["Hello"])
    try device.settle()
    let load = try #require(device.loads.first)
    #expect(load.ended.map { $0 - load.started } == .milliseconds(700))
  }

  @Test func aFailedLoadThrowsIntoTheTask() throws {
    let plan = FaultPlan(rules: [FaultRule(script: LoadScript(outcome: .fail("offline")))])
    let device = try dropCard(on: TaskBoardScene.self, faults: plan)
    let board = boardOf(device)
    #expect(board.notes.isEmpty)
    #expect(board.failures.count == 1)
    #expect(device.loads.first?.outcome?.hasPrefix("failed") == true)
  }

  @Test func aTaskStartedBeforeTheDropCannotLoad() throws {
    let device = try dropCard(on: UpdateTaskBoardScene.self)
    let board = boardOf(device)
    // TALK 213: loads in any call but performDrop fail; a task started there carries no right.
    #expect(board.notes.isEmpty)
    #expect(board.failures.count == 1)
    #expect(device.loads.first?.outcome == "failed")
    #expect(
      device.log.events.contains {
        $0.subject == "L1" && "\($0)".contains("data can only be loaded inside performDrop")
      })
  }

  @Test func theProfileCanRefuseLoadsFromTasks() throws {
    var profile = DeviceProfile.tablet
    profile.tasksKeepPerformDropLoads = false
    let device = try SimulatedDevice(scene: TaskBoardScene.self, profile: profile)
    let board = boardOf(device)
    try device.longPressDrag(from: .view(board.card), to: .view(board.boardView))
    try device.settle()
    #expect(board.notes.isEmpty)
    #expect(board.failures.count == 1)
  }

  @Test func settleNamesATaskWhoseContinuationIsNeverResumed() throws {
    let plan = FaultPlan(rules: [FaultRule(script: LoadScript(outcome: .fail("offline")))])
    let device = try dropCard(on: ForgetfulTaskBoardScene.self, faults: plan, settle: false)
    let error = #expect(throws: DriverError.self) { try device.settle() }
    let message = "\(error.map { "\($0)" } ?? "")"
    #expect(message.contains("a task started in"))
    #expect(message.contains("performDrop"))
    #expect(message.contains("never finished"))
    #expect(device.unfinishedTasks.count == 1)
    // Delivered, the same code finishes: nothing is named.
    let fine = try dropCard(on: ForgetfulTaskBoardScene.self)
    #expect(boardOf(fine).notes == ["Hello"])
    #expect(fine.unfinishedTasks.isEmpty)
  }

  @Test func aHangingLoadLeavesItsTaskUnfinishedWithoutFailingSettle() throws {
    // Under a plan that makes loads hang, an open load is expected (as for the invariants); the
    // task waiting for it is still listed.
    let plan = FaultPlan(rules: [FaultRule(script: LoadScript(outcome: .hang))])
    let device = try dropCard(on: TaskBoardScene.self, faults: plan)
    #expect(device.unfinishedTasks.map(\.startedIn).first?.hasSuffix("performDrop") == true)
  }

  @Test func theSDKsAsyncLoadItemIsTheSameLoadAwaited() throws {
    let awaited = try dropCard(on: LoadItemBoardScene.self)
    #expect(boardOf(awaited).notes == ["Hello"])
    #expect(loadLines(awaited) == loadLines(try dropCard(on: CompletionHandlerBoardScene.self)))
    #expect(awaited.loads.first?.arguments["type"] == "public.utf8-plain-text")
    let plan = FaultPlan(rules: [FaultRule(script: LoadScript(outcome: .fail("offline")))])
    let failing = try dropCard(on: LoadItemBoardScene.self, faults: plan)
    #expect(boardOf(failing).notes.isEmpty)
    #expect(boardOf(failing).failures.count == 1)
  }

  @Test func aPreviewImageIsUnavailable() async throws {
    let provider = NSItemProvider(object: "Hello" as NSString)
    let error = await #expect(throws: (any Error).self) {
      _ = try await provider.loadPreviewImage(options: [:])
    }
    #expect((error as? NSError)?.code == NSItemProvider.ErrorCode.itemUnavailableError.rawValue)
  }

  @Test func theSameDropGivesTheSameBytesEveryTime() throws {
    var logs: Set<String> = []
    for _ in 0..<20 {
      let device = try dropCard(on: TaskBoardScene.self)
      logs.insert(device.log.events.map { "\($0)" }.joined(separator: "\n"))
    }
    #expect(logs.count == 1)
  }
}
