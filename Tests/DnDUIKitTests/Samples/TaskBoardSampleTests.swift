import DnDEngine
import DnDUIKit
import Testing
import VirtualTime

@testable import DnDUIKitSamples

/// `UnseenApp/TaskBoardViewController.swift` — a view controller written as app code is (Swift 5
/// language mode), using the non-drag UIKit around its drag and drop delegates: a navigation
/// controller and bar buttons, layers, a stack view, a text field, a segmented control, gesture
/// recognizers, `viewDidLayoutSubviews` layout, an alert presented after a drop, the app's badge.
@Suite struct TaskBoardSampleTests {
  /// The board in a navigation controller, in a 700 × 768 window of app "tasks": "Write tests"
  /// to do, "Ship it" done.
  final class World {
    let device = TestDevice()
    let board = TaskBoardViewController(tasks: [
      TaskItem(title: "Write tests", isDone: false), TaskItem(title: "Ship it", isDone: true),
    ])
    let navigation: UINavigationController

    init() {
      navigation = UINavigationController(rootViewController: board)
      device.show(navigation, app: "tasks", frame: CGRect(x: 0, y: 0, width: 700, height: 768))
    }

    /// The cards of a column, by identifier and text, top to bottom.
    func cards(in column: UIView) -> [String] {
      column.subviews.compactMap { $0 as? UILabel }.map {
        "\($0.accessibilityIdentifier ?? "?") \($0.text ?? "")"
      }
    }

    var badge: Int {
      device.system.runAsAppCode { UIApplication.shared.applicationIconBadgeNumber }
    }
  }

  @Test func theBoardIsBuiltInsideItsNavigationController() {
    let world = World()
    let board = world.board
    #expect(world.navigation.topViewController === board)
    #expect(board.navigationController === world.navigation)
    #expect(board.parent === world.navigation)
    #expect(board.view.superview === world.navigation.view)
    #expect(board.view.frame == CGRect(x: 0, y: 0, width: 700, height: 768))
    #expect(board.navigationItem.title == "Tasks")
    #expect(board.navigationItem.rightBarButtonItem?.primaryAction != nil)
    #expect(board.navigationItem.leftBarButtonItem === board.editButtonItem)
    #expect(board.navigationItem.titleView === board.filterControl)
    #expect(board.filterControl.numberOfSegments == 2)
    #expect(board.filterControl.titleForSegment(at: 1) == "Mine")
    // The window's first layout pass ran viewDidLayoutSubviews, which placed the columns.
    #expect(board.layoutPasses == 1)
    #expect(board.todoColumn.frame == CGRect(x: 20, y: 100, width: 320, height: 568))
    #expect(board.doneColumn.frame == CGRect(x: 360, y: 100, width: 320, height: 568))
    #expect(board.todoColumn.layer.cornerRadius == 12)
    #expect(board.todoColumn.layer.borderColor == UIColor.separator.cgColor)
    let card = board.cards[0]
    #expect(card.frame == CGRect(x: 10, y: 50, width: 300, height: 50))
    #expect(card.layer.shadowOpacity == 0.2 && card.layer.shadowRadius == 4)
    #expect(card.gestureRecognizers?.first is UITapGestureRecognizer)
    #expect(card.gestureRecognizers?.first?.view === card)
    #expect(board.statusStack.arrangedSubviews == [board.todoCountLabel, board.doneCountLabel])
    // The stack view arranged its labels (Auto Layout, after viewDidLayoutSubviews gave it its
    // frame): one under the other, 4 points apart, at their estimated text widths (alignment
    // leading); the last one takes the rest of the height.
    #expect(board.todoCountLabel.frame == CGRect(x: 0, y: 0, width: 68, height: 21))
    #expect(board.doneCountLabel.frame == CGRect(x: 0, y: 25, width: 60, height: 35))
    #expect(board.view.autoLayoutMessages.isEmpty)
    #expect(board.todoCountLabel.text == "To do: 1" && board.doneCountLabel.text == "Done: 1")
    #expect(board.newTaskField.placeholder == "New task")
    #expect(board.newTaskField.delegate === board)
    #expect(world.badge == 1)
  }

  @Test func aCardDraggedToDoneMovesAndTheAlertIsPresented() throws {
    let world = World()
    let board = world.board
    // card-1 ("Write tests") is at (30, 150)-(330, 200) in the window; drop it on Done.
    world.device.drag(from: CGPoint(x: 180, y: 175), to: CGPoint(x: 520, y: 400))
    let lines = world.device.lines
    #expect(lines.contains { $0.contains("delegate card-1.drag itemsForBeginning(") })
    #expect(lines.contains { $0.contains("delegate done.drop canHandle(") && $0.hasSuffix("true") })
    #expect(
      lines.contains { $0.contains("delegate done.drop sessionDidUpdate(") && $0.hasSuffix("move") }
    )
    #expect(lines.contains { $0.contains("delegate done.drop performDrop(") })
    #expect(!lines.contains { $0.contains("todo.drop performDrop(") })

    // The drop moved the card and laid the board out again (viewDidLayoutSubviews).
    #expect(world.cards(in: board.doneColumn) == ["card-2 Ship it", "card-1 Write tests"])
    #expect(world.cards(in: board.todoColumn).isEmpty)
    #expect(board.cards[0].frame == CGRect(x: 10, y: 110, width: 300, height: 50))
    #expect(board.layoutPasses == 2)
    #expect(board.tasks.allSatisfy { $0.isDone })
    #expect(board.todoCountLabel.text == "To do: 0" && board.doneCountLabel.text == "Done: 2")
    #expect(world.badge == 0)

    // Every task is done: the alert is presented at once; its completion ran on the main queue,
    // with the work the drop's last touch scheduled for that instant.
    let alert = try #require(board.presentedViewController as? UIAlertController)
    #expect(alert.title == "All done!" && alert.message == "Every task is in Done.")
    #expect(alert.preferredStyle == .alert)
    #expect(alert.actions.map(\.title) == ["OK"])
    #expect(alert.presentingViewController === world.navigation)
    #expect(world.navigation.presentedViewController === alert)
    #expect(alert.view.superview === board.view.window)
    #expect(board.view.window?.subviews.last === alert.view)
    #expect(board.completionAlertShown)
    world.device.settle()
    // The lift's layer opacity was the card's alpha; the drag's end put it back.
    #expect(board.cards[0].alpha == 1 && board.cards[0].layer.opacity == 1)
    try GoldenLog.check(world.device.lines, named: "task-board-move-to-done")

    // Dismissed (as the OK button would), the board takes touches again.
    alert.dismiss(animated: true)
    world.device.settle()
    #expect(board.presentedViewController == nil)
    #expect(alert.view.superview == nil)
  }

  @Test func textFromAnotherAppBecomesACard() {
    let world = World()
    let board = world.board
    let mail = Window(
      app: App(name: "mail", team: "T2"), frame: Rect(x: 700, y: 0, width: 324, height: 768))
    world.device.system.addWindow(mail)
    let text = View(name: "text", frame: Rect(x: 20, y: 20, width: 200, height: 60))
    mail.rootView.addSubview(text)
    let source = MailText()
    text.addInteraction(DragInteraction(delegate: source))
    world.device.drag(from: CGPoint(x: 820, y: 50), to: CGPoint(x: 180, y: 400))
    world.device.settle()
    #expect(world.cards(in: board.todoColumn) == ["card-1 Write tests", "card-3 Lunch on Friday?"])
    #expect(board.cards[2].frame == CGRect(x: 10, y: 110, width: 300, height: 50))
    #expect(board.todoCountLabel.text == "To do: 2")
    #expect(board.presentedViewController == nil)
  }

  @Test func theReturnKeyAddsATask() {
    let world = World()
    let board = world.board
    board.newTaskField.text = "Review"
    #expect(board.newTaskField.becomeFirstResponder())
    #expect(board.newTaskField.isFirstResponder)
    // The return key, as the keyboard would send it (the delegate is app code of the device).
    let added = world.device.system.runAsAppCode {
      board.textFieldShouldReturn(board.newTaskField)
    }
    #expect(added)
    #expect(!board.newTaskField.isFirstResponder)
    #expect(board.newTaskField.text == nil)
    #expect(world.cards(in: board.todoColumn) == ["card-1 Write tests", "card-3 Review"])
    board.view.layoutIfNeeded()
    #expect(board.cards[2].frame == CGRect(x: 10, y: 110, width: 300, height: 50))
    #expect(world.badge == 2)
  }

  final class MailText: DragInteractionDelegate {
    func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
      [DragItem(itemProvider: ItemProvider(object: "Lunch on Friday?"))]
    }
  }
}
