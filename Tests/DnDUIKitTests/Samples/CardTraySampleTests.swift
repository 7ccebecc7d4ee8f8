import DnDEngine
import DnDUIKit
import Testing
import VirtualTime

@testable import DnDUIKitSamples

/// `UnseenApp/CardTrayViewController.swift` — a screen laid out with Auto Layout alone (anchors,
/// the safe area and margins guides, a multiplier, a stack view), as app code writes it: the
/// touches find the card and the tray where their constraints put them.
@Suite struct CardTraySampleTests {
  /// The tray screen in a 700 × 768 window of app "cards".
  final class World {
    let device = TestDevice()
    let screen = CardTrayViewController()

    init() {
      device.show(screen, app: "cards", frame: CGRect(x: 0, y: 0, width: 700, height: 768))
    }
  }

  @Test func theWindowsFirstPassGivesEveryViewItsConstrainedFrame() {
    let screen = World().screen
    // The title's estimated size: 14 characters of the 28-point title style.
    #expect(screen.titleLabel.frame == CGRect(x: 8, y: 20, width: 196, height: 34))
    #expect(screen.card.frame == CGRect(x: 8, y: 78, width: 200, height: 120))
    #expect(screen.cardLabel.frame == CGRect(x: 66, y: 49.5, width: 68, height: 21))
    #expect(screen.tray.frame == CGRect(x: 248, y: 78, width: 444, height: 606))
    #expect(screen.trayLabel.frame == CGRect(x: 158, y: 569, width: 128, height: 21))
    #expect(screen.footer.frame == CGRect(x: 8, y: 704, width: 684, height: 44))
    #expect(screen.clearButton.frame == CGRect(x: 0, y: 0, width: 336, height: 44))
    #expect(screen.doneButton.frame == CGRect(x: 348, y: 0, width: 336, height: 44))
    #expect(screen.view.autoLayoutMessages.isEmpty)
  }

  @Test func theCardDraggedOntoTheTrayIsFiledAndMovesIntoIt() {
    let world = World()
    let screen = world.screen
    // From the card's centre to the tray's, in window points.
    world.device.drag(from: CGPoint(x: 108, y: 138), to: CGPoint(x: 470, y: 381))
    let lines = world.device.lines
    #expect(lines.contains { $0.contains("delegate card.drag itemsForBeginning(") })
    #expect(lines.contains { $0.contains("delegate tray.drop canHandle(") && $0.hasSuffix("true") })
    #expect(lines.contains { $0.contains("delegate tray.drop performDrop(") })
    world.device.settle()
    #expect(screen.filed == ["Buy milk"])
    #expect(screen.trayLabel.text == "1 card")
    // The drop swapped the card's constraints and laid the screen out again.
    #expect(screen.card.frame == CGRect(x: 370, y: 94, width: 200, height: 120))
    #expect(screen.view.subviews.last === screen.card)
    #expect(screen.trayLabel.frame == CGRect(x: 196.5, y: 569, width: 51, height: 21))
    #expect(screen.view.autoLayoutMessages.isEmpty)
  }

  @Test func textFromAnotherAppIsFiled() {
    let world = World()
    let screen = world.screen
    let notes = Window(
      app: App(name: "notes", team: "T2"), frame: Rect(x: 700, y: 0, width: 324, height: 768))
    world.device.system.addWindow(notes)
    let text = View(name: "text", frame: Rect(x: 20, y: 20, width: 200, height: 60))
    notes.rootView.addSubview(text)
    let source = NotesText()
    text.addInteraction(DragInteraction(delegate: source))
    world.device.drag(from: CGPoint(x: 820, y: 50), to: CGPoint(x: 600, y: 600))
    world.device.settle()
    #expect(screen.filed == ["Call the bank"])
    #expect(screen.trayLabel.text == "1 card")
    // The card stays where it was.
    #expect(screen.card.frame == CGRect(x: 8, y: 78, width: 200, height: 120))
    // Dropped outside the tray (on the card), nothing is filed.
    world.device.drag(from: CGPoint(x: 820, y: 50), to: CGPoint(x: 108, y: 138))
    world.device.settle()
    #expect(screen.filed == ["Call the bank"])
  }

  final class NotesText: DragInteractionDelegate {
    func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
      [DragItem(itemProvider: ItemProvider(object: "Call the bank"))]
    }
  }
}
