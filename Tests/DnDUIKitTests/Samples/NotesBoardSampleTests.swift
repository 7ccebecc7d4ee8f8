import DnDEngine
import DnDUIKit
import Testing
import VirtualTime

@testable import DnDUIKitSamples

/// `NotesBoardViewController.swift` and `Note.swift` — app code written the way iOS apps write
/// drag and drop, compiled here exactly as they are — driven through their gestures: a move on
/// the board, a drop on the trash, a flock, and drops of text and an image from another app.
@Suite struct NotesBoardSampleTests {
  /// The board (left, 700 × 768, app "notes") with two notes, and a native "mail" app (right)
  /// whose `text` view drags plain text and whose `photo` view drags a PNG.
  final class World {
    let device = TestDevice()
    let board = NotesBoardViewController()

    init() {
      device.show(board, app: "notes", frame: CGRect(x: 0, y: 0, width: 700, height: 768))
      board.add(Note(text: "Buy milk"), at: CGPoint(x: 150, y: 100))
      board.add(Note(text: "Call Anna"), at: CGPoint(x: 150, y: 300))
      NotesBoardSampleTests.addMail(to: device)
      device.system.keepAlive(self)
    }

    /// The labels on the board, by accessibility identifier, with their text and centre.
    var labels: [String] {
      board.view.subviews.first { $0.accessibilityIdentifier == "board" }!.subviews
        .compactMap { $0 as? UILabel }
        .map {
          "\($0.accessibilityIdentifier ?? "?") \($0.text ?? "") "
            + "(\(Double($0.center.x)), \(Double($0.center.y)))"
        }
    }
  }

  /// The native "mail" app on the right of the board: `text` (screen centre 820, 50) drags
  /// plain text, `photo` (820, 275) a PNG.
  static func addMail(to device: TestDevice) {
    let mail = Window(
      app: App(name: "mail", team: "T2"), frame: Rect(x: 700, y: 0, width: 324, height: 768))
    device.system.addWindow(mail)
    let text = View(name: "text", frame: Rect(x: 20, y: 20, width: 200, height: 60))
    let photo = View(name: "photo", frame: Rect(x: 20, y: 200, width: 200, height: 150))
    mail.rootView.addSubview(text)
    mail.rootView.addSubview(photo)
    text.addInteraction(DragInteraction(delegate: MailText()))
    photo.addInteraction(DragInteraction(delegate: MailPhoto()))
  }

  final class MailText: DragInteractionDelegate {
    func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
      [DragItem(itemProvider: ItemProvider(object: "Lunch on Friday?"))]
    }
  }

  final class MailPhoto: DragInteractionDelegate {
    func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
      let image = ImageObject(format: .png, pixelSize: Size(width: 640, height: 480))
      return [DragItem(itemProvider: ItemProvider(object: image))]
    }
  }

  @Test func aNoteMovesOnTheBoard() throws {
    let world = World()
    world.device.drag(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 400, y: 500))
    world.device.settle()
    #expect(world.labels.contains("note-1 Buy milk (400.0, 500.0)"))
    try GoldenLog.check(world.device.lines, named: "notes-board-move")
  }

  @Test func aNoteDroppedOnTheTrashIsRemoved() throws {
    let world = World()
    world.device.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 650, y: 718))
    world.device.settle()
    #expect(world.labels.map { String($0.prefix(6)) } == ["note-1"])
    try GoldenLog.check(world.device.lines, named: "notes-board-trash")
  }

  @Test func textFromAnotherAppBecomesANote() throws {
    let world = World()
    world.device.drag(from: CGPoint(x: 820, y: 50), to: CGPoint(x: 400, y: 600))
    world.device.settle()
    #expect(world.labels.contains("note-3 Lunch on Friday? (400.0, 600.0)"))
    try GoldenLog.check(world.device.lines, named: "notes-board-text-from-mail")
  }

  @Test func anImageFromAnotherAppBecomesAPhoto() throws {
    let world = World()
    world.device.drag(from: CGPoint(x: 820, y: 275), to: CGPoint(x: 400, y: 600))
    world.device.settle()
    let board = world.board.view.subviews.first { $0.accessibilityIdentifier == "board" }!
    let photo = board.subviews.compactMap { $0 as? UIImageView }.first
    #expect(photo?.accessibilityIdentifier == "photo-1")
    #expect(photo?.image?.size == CGSize(width: 640, height: 480))
    try GoldenLog.check(world.device.lines, named: "notes-board-image-from-mail")
  }

  @Test func aSecondFingerFlocksAnotherNote() throws {
    let world = World()
    let device = world.device
    device.touch(1, .began, CGPoint(x: 150, y: 100))
    device.advance(ms: 600)
    for step in 1...4 {
      device.advance(ms: 16)
      device.touch(1, .moved, CGPoint(x: 150 + 25 * CGFloat(step), y: 100 + 25 * CGFloat(step)))
    }
    device.touch(2, .began, CGPoint(x: 150, y: 300))
    device.advance(ms: 50)
    device.touch(2, .ended, CGPoint(x: 150, y: 300))
    for step in 1...6 {
      device.advance(ms: 16)
      device.touch(1, .moved, CGPoint(x: 250 + 50 * CGFloat(step), y: 200 + 50 * CGFloat(step)))
    }
    device.advance(ms: 50)
    device.touch(1, .ended, CGPoint(x: 550, y: 500))
    device.settle()
    // Both notes moved to where the finger let go.
    #expect(world.labels.filter { $0.hasSuffix("(550.0, 500.0)") }.count == 2)
    try GoldenLog.check(device.lines, named: "notes-board-flock")
  }
}
