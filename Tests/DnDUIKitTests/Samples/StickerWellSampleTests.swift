import DnDEngine
import DnDUIKit
import Testing
import VirtualTime

@testable import DnDUIKitSamples

/// `UnseenApp/StickerWellViewController.swift` — app code that names its types with `UTType`
/// (iOS 16's NSItemProvider spellings, `UTType.image.identifier` in a drop target's check), as an
/// iOS app does after `import UniformTypeIdentifiers`.
@Suite struct StickerWellSampleTests {
  /// The screen in a 700 × 768 window of app "stickers".
  final class World {
    let device = TestDevice()
    let screen = StickerWellViewController()

    init() {
      device.show(screen, app: "stickers", frame: CGRect(x: 0, y: 0, width: 700, height: 768))
    }
  }

  @Test func theStickerDroppedInTheWellArrivesAsAPNG() {
    let world = World()
    let screen = world.screen
    world.device.drag(from: CGPoint(x: 80, y: 100), to: CGPoint(x: 350, y: 190))
    world.device.settle()
    let lines = world.device.lines
    #expect(lines.contains { $0.contains("delegate well.drop canHandle(") && $0.hasSuffix("true") })
    #expect(lines.contains { $0.contains("delegate well.drop performDrop(") })
    #expect(lines.contains { $0.contains("load L1 started(provider: P1, type: public.png)") })
    #expect(screen.received.map(\.size) == [CGSize(width: 64, height: 64)])
    #expect(screen.receivedTypes == [.png])
    #expect(screen.wellLabel.text == "1 × PNG")
  }

  @Test func textFromAnotherAppIsRefused() {
    let world = World()
    let notes = Window(
      app: App(name: "notes", team: "T2"), frame: Rect(x: 700, y: 0, width: 324, height: 768))
    world.device.system.addWindow(notes)
    let text = View(name: "text", frame: Rect(x: 20, y: 20, width: 200, height: 60))
    notes.rootView.addSubview(text)
    let source = NotesText()
    text.addInteraction(DragInteraction(delegate: source))
    world.device.drag(from: CGPoint(x: 820, y: 50), to: CGPoint(x: 350, y: 190))
    world.device.settle()
    let lines = world.device.lines
    #expect(
      lines.contains { $0.contains("delegate well.drop canHandle(") && $0.hasSuffix("false") })
    #expect(!lines.contains { $0.contains("delegate well.drop performDrop(") })
    #expect(world.screen.received.isEmpty)
    #expect(world.screen.wellLabel.text == "Drop an image")
  }

  final class NotesText: DragInteractionDelegate {
    func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
      [DragItem(itemProvider: ItemProvider(object: "Call the bank"))]
    }
  }
}
