import DnDEngine
import DnDSimulator
import DnDTesting
import DnDUIKit
import DnDUIKitTesting
import VirtualTime

// The `tasks` family: what it costs that app code's Swift tasks run on the device's clock. The
// same gesture as the `driver` family (a fresh device, a long press, a one-second move at 60 Hz
// onto another app's view, the release, settle with the invariant checker on), played on two
// UIKit-spelled boards that differ only in how the drop reads its string: the 2017 form
// (`loadObject(ofClass:)` with a completion handler that hops to the main queue) and today's
// (`performDrop` starts a `Task` that awaits the load through a continuation). Both must load the
// same data at the same virtual instants.

extension BenchmarkFamily {
  static let tasks = BenchmarkFamily(
    name: "tasks",
    summary: "a drop that awaits its load in a Task, against the completion-handler form",
    run: { try TaskBenchmarks.run() })
}

enum TaskBenchmarks {
  static let gestures = 1_000
  static let repetitions = 5

  @MainActor
  static func run() throws {
    measure("tasks.await_vs_completion") {
      // Same loads, same instants, same data, before any time means anything.
      let awaited = try play(TaskBoardBenchScene.self)
      let handled = try play(CompletionBoardBenchScene.self)
      guard awaited == handled, !awaited.isEmpty else {
        throw BenchmarkFailure(
          "tasks.await_vs_completion: the task form's loads \(awaited) differ from the "
            + "completion-handler form's \(handled)")
      }
      var taskTimes: [Int64] = []
      var completionTimes: [Int64] = []
      for _ in 0..<repetitions {
        taskTimes.append(
          try timed { () throws -> Void in try playMany(TaskBoardBenchScene.self) }.nanoseconds)
        completionTimes.append(
          try timed { () throws -> Void in try playMany(CompletionBoardBenchScene.self) }
            .nanoseconds)
      }
      let task = median(taskTimes) / Int64(gestures)
      let completion = median(completionTimes) / Int64(gestures)
      emit(
        "tasks.await_vs_completion task_ns_per_drag=\(task) "
          + "completion_ns_per_drag=\(completion) "
          + "ratio=\(ratio(Double(task), Double(completion)))")
    }
  }

  /// One gesture on a fresh device showing `scene` (which must receive the string): its loads'
  /// timing.
  @MainActor
  private static func play(
    _ scene: any TaskBenchBoardScene.Type
  ) throws -> [String] {
    let device = try SimulatedDevice(scene: scene)
    let board = device.scene(as: (any TaskBenchBoardScene).self).board
    try device.longPressDrag(
      from: .view(board.label), to: .view(board.notes), over: .milliseconds(1_000))
    try device.settle()
    guard board.received == ["Hello World"] else {
      throw BenchmarkFailure("tasks: \(scene.name) received \(board.received)")
    }
    return device.loads.map {
      "\($0.id) \($0.started) \($0.outcome ?? "open") \($0.ended.map { "\($0)" } ?? "-")"
    }
  }

  @MainActor
  private static func playMany(_ scene: any TaskBenchBoardScene.Type) throws {
    for _ in 0..<gestures { _ = try play(scene) }
  }

  private static func ratio(_ a: Double, _ b: Double) -> String {
    String(Double((a / b * 100).rounded()) / 100)
  }
}

/// A label of one app whose string is dragged onto a notes view of another, which reads it as
/// ``style`` says.
@MainActor
final class TaskBenchBoard: NSObject, UIDragInteractionDelegate, UIDropInteractionDelegate {
  enum Style { case completionHandler, task }

  let style: Style
  let label = UIView(frame: CGRect(x: 40, y: 40, width: 200, height: 60))
  let notes = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
  var received: [String] = []

  init(style: Style) {
    self.style = style
    super.init()
    label.addInteraction(UIDragInteraction(delegate: self))
    notes.addInteraction(UIDropInteraction(delegate: self))
  }

  func dragInteraction(
    _ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession
  ) -> [UIDragItem] {
    [UIDragItem(itemProvider: NSItemProvider(object: "Hello World" as NSString))]
  }

  func dropInteraction(
    _ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession
  ) -> UIDropProposal {
    UIDropProposal(operation: .copy)
  }

  func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
    let providers = session.items.map(\.itemProvider)
    switch style {
    case .completionHandler:
      for provider in providers {
        _ = provider.loadObject(ofClass: NSString.self) { object, _ in
          let text = (object as? NSString).map { $0 as String }
          DispatchQueue.main.async {
            if let text { self.received.append(text) }
          }
        }
      }
    case .task:
      Task {
        for provider in providers {
          if let text = try? await provider.benchLoadString() { received.append(text) }
        }
      }
    }
  }
}

extension NSItemProvider {
  /// The completion-handler load, awaited through a continuation.
  fileprivate func benchLoadString() async throws -> String {
    try await withCheckedThrowingContinuation { continuation in
      _ = loadObject(ofClass: NSString.self) { object, error in
        if let text = object as? NSString {
          continuation.resume(returning: text as String)
        } else {
          continuation.resume(throwing: error ?? BenchmarkFailure("no string"))
        }
      }
    }
  }
}

@MainActor
protocol TaskBenchBoardScene: DnDScene {
  var board: TaskBenchBoard { get }
}

/// Builds `board` into `system`: the label's app on the left, the notes app on the right.
@MainActor
private func show(_ board: TaskBenchBoard, on system: DragDropSystem) {
  let source = UIWindow(
    app: App(name: "hello", team: "T1"), frame: CGRect(x: 0, y: 0, width: 400, height: 600))
  system.addWindow(source)
  let sourceController = UIViewController()
  source.rootViewController = sourceController
  sourceController.view.addSubview(board.label)
  let target = UIWindow(
    app: App(name: "notes", team: "T2"), frame: CGRect(x: 400, y: 0, width: 400, height: 600))
  system.addWindow(target)
  let targetController = UIViewController()
  target.rootViewController = targetController
  targetController.view.addSubview(board.notes)
}

@MainActor
final class CompletionBoardBenchScene: TaskBenchBoardScene {
  static let name = "bench-board-completion"
  let board = TaskBenchBoard(style: .completionHandler)
  init(system: DragDropSystem) throws { show(board, on: system) }
}

@MainActor
final class TaskBoardBenchScene: TaskBenchBoardScene {
  static let name = "bench-board-task"
  let board = TaskBenchBoard(style: .task)
  init(system: DragDropSystem) throws { show(board, on: system) }
}
