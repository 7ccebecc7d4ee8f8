import DnDSimulator
import DnDUIKit

/// A card that drags the text "Hello", beside a board that takes drops, written as a current
/// Xcode template writes app code (main actor by default, Swift 6): the board's drop handling is
/// the ``TaskBoard/Style`` a scene type names, from the completion-handler form of 2017 to a
/// `Task` awaiting each load.
final class TaskBoard: UIViewController, UIDragInteractionDelegate, UIDropInteractionDelegate {
  enum Style {
    /// `loadObject(ofClass:)`'s completion hops to the main queue.
    case completionHandler
    /// `performDrop` starts a `Task` that awaits each load (a continuation around the load).
    case task
    /// A task whose continuation is resumed only when the load succeeds: an app bug.
    case forgetfulTask
    /// `dropSessionDidUpdate` starts the task (before the drop; UIKit refuses such loads).
    case taskFromUpdate
    /// A task awaits the SDK's own async form, `loadItem(forTypeIdentifier:options:)`.
    case awaitedLoadItem
  }

  let style: Style
  let card = UIView(frame: CGRect(x: 20, y: 20, width: 120, height: 80))
  let boardView = UIView(frame: CGRect(x: 20, y: 300, width: 400, height: 200))
  /// What the board received, in order.
  private(set) var notes: [String] = []
  /// Errors the board's loads reported.
  private(set) var failures: [String] = []

  init(style: Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    card.accessibilityIdentifier = "card"
    boardView.accessibilityIdentifier = "board"
    card.addInteraction(UIDragInteraction(delegate: self))
    boardView.addInteraction(UIDropInteraction(delegate: self))
    view.addSubview(card)
    view.addSubview(boardView)
  }

  func dragInteraction(
    _ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession
  ) -> [UIDragItem] {
    [UIDragItem(itemProvider: NSItemProvider(object: "Hello" as NSString))]
  }

  func dropInteraction(
    _ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession
  ) -> UIDropProposal {
    if style == .taskFromUpdate, notes.isEmpty, failures.isEmpty {
      let providers = session.items.map(\.itemProvider)
      Task {
        await receive(from: providers)
      }
    }
    return UIDropProposal(operation: .copy)
  }

  func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
    let providers = session.items.map(\.itemProvider)
    switch style {
    case .completionHandler:
      for provider in providers {
        _ = provider.loadObject(ofClass: NSString.self) { object, error in
          let text = (object as? NSString).map { $0 as String }
          let failure = error.map { "\($0)" }
          DispatchQueue.main.async {
            self.record(text: text, failure: failure)
          }
        }
      }
    case .task:
      Task {
        await receive(from: providers)
      }
    case .forgetfulTask:
      Task {
        for provider in providers {
          let text = await provider.loadTextIfAny()
          record(text: text, failure: nil)
        }
      }
    case .taskFromUpdate:
      break
    case .awaitedLoadItem:
      Task {
        for provider in providers {
          do {
            let item = try await provider.loadItem(forTypeIdentifier: "public.utf8-plain-text")
            let text = (item as? NSData).map { String(decoding: $0 as Data, as: UTF8.self) }
            record(text: text, failure: nil)
          } catch {
            record(text: nil, failure: "\(error)")
          }
        }
      }
    }
  }

  private func receive(from providers: [NSItemProvider]) async {
    for provider in providers {
      do {
        record(text: try await provider.loadText(), failure: nil)
      } catch {
        record(text: nil, failure: "\(error)")
      }
    }
  }

  private func record(text: String?, failure: String?) {
    if let text {
      notes.append(text)
    }
    if let failure { failures.append(failure) }
  }
}

/// A load that delivered no text and no error.
struct NoText: Error {}

extension NSItemProvider {
  /// The text, awaited: the SDK's completion-handler load wrapped in a continuation, as app code
  /// written since 2021 does.
  func loadText() async throws -> String {
    try await withCheckedThrowingContinuation { continuation in
      _ = loadObject(ofClass: NSString.self) { object, error in
        if let text = object as? NSString {
          continuation.resume(returning: text as String)
        } else {
          continuation.resume(throwing: error ?? NoText())
        }
      }
    }
  }

  /// The text, awaited — with a bug: when the load fails, the continuation is never resumed.
  func loadTextIfAny() async -> String {
    await withCheckedContinuation { continuation in
      _ = loadObject(ofClass: NSString.self) { object, _ in
        if let text = object as? NSString { continuation.resume(returning: text as String) }
      }
    }
  }
}

/// Builds a window showing a ``TaskBoard`` of `style`.
@MainActor private func show(_ board: TaskBoard, on system: DragDropSystem) {
  let window = UIWindow(
    app: App(name: "board", team: "T1"), frame: CGRect(x: 0, y: 0, width: 500, height: 600))
  system.addWindow(window)
  window.rootViewController = board
}

final class CompletionHandlerBoardScene: DnDScene {
  static let name = "board-completion-handler"
  let board = TaskBoard(style: .completionHandler)
  init(system: DragDropSystem) throws { show(board, on: system) }
}

final class TaskBoardScene: DnDScene {
  static let name = "board-task"
  let board = TaskBoard(style: .task)
  init(system: DragDropSystem) throws { show(board, on: system) }
}

final class ForgetfulTaskBoardScene: DnDScene {
  static let name = "board-forgetful-task"
  let board = TaskBoard(style: .forgetfulTask)
  init(system: DragDropSystem) throws { show(board, on: system) }
}

final class UpdateTaskBoardScene: DnDScene {
  static let name = "board-task-from-update"
  let board = TaskBoard(style: .taskFromUpdate)
  init(system: DragDropSystem) throws { show(board, on: system) }
}

final class LoadItemBoardScene: DnDScene {
  static let name = "board-load-item"
  let board = TaskBoard(style: .awaitedLoadItem)
  init(system: DragDropSystem) throws { show(board, on: system) }
}
