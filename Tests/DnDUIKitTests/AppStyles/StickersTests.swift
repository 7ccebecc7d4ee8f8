import DnDEngine
import DnDUIKit
import Testing

@testable import AppStylesLegacy

/// `Examples/AppStyles/Legacy/Stickers/` — a canvas of stickers in the style of a 2017–2021 app:
/// stickers that widen their touch area with `point(inside:with:)`, a canvas that overrides
/// `hitTest(_:with:)` to keep locked stickers in place, a button with per-state titles, colours
/// and images, haptics on drag and drop, and a share sheet.
@Suite struct StickersTests {
  /// The screen in a 600 × 600 window of app "stickers". The star sticker is at (100, 160) –
  /// (160, 220) on the screen (the canvas starts 60 points down).
  final class World {
    let device = TestDevice()
    let screen = StickersViewController()

    init() {
      device.show(screen, app: "stickers", frame: CGRect(x: 0, y: 0, width: 600, height: 600))
    }

    var star: StickersStickerView { screen.stickers[0] }
  }

  @Test func aDragStartedInTheWidenedTouchAreaLiftsTheSticker() throws {
    let world = World()
    // 10 points left of the star: outside its bounds, inside its 16-point slop.
    world.device.drag(from: CGPoint(x: 90, y: 190), to: CGPoint(x: 400, y: 400))
    world.device.settle()
    let lines = world.device.lines
    #expect(lines.contains { $0.contains("delegate star.drag itemsForBeginning(") })
    #expect(lines.contains { $0.contains("delegate canvas.drop performDrop(") })
    #expect(world.star.center == CGPoint(x: 400, y: 340))
    try GoldenLog.check(lines, named: "stickers-drag-from-edge")
  }

  @Test func aTouchBeyondTheSlopMissesTheSticker() {
    let world = World()
    world.device.drag(from: CGPoint(x: 80, y: 190), to: CGPoint(x: 400, y: 400))
    world.device.settle()
    #expect(!world.device.lines.contains { $0.contains("itemsForBeginning(") })
    #expect(world.star.frame.origin == CGPoint(x: 100, y: 100))
  }

  @Test func theCanvasKeepsTouchesOnALockedSticker() {
    let world = World()
    world.star.isLocked = true
    world.device.drag(from: CGPoint(x: 130, y: 190), to: CGPoint(x: 400, y: 400))
    world.device.settle()
    #expect(!world.device.lines.contains { $0.contains("itemsForBeginning(") })
    #expect(world.star.frame.origin == CGPoint(x: 100, y: 100))
    #expect(world.screen.canvas.hitTest(CGPoint(x: 130, y: 130), with: nil) === world.screen.canvas)
  }

  @Test func theDragAndTheDropFireHaptics() {
    let world = World()
    #expect(world.screen.selectionFeedback.fired.isEmpty)
    world.device.drag(from: CGPoint(x: 130, y: 190), to: CGPoint(x: 400, y: 400))
    world.device.settle()
    #expect(world.screen.selectionFeedback.fired == ["selectionChanged"])
    #expect(world.screen.dropFeedback.fired == ["impactOccurred(medium)"])
    // Haptics are not delegate calls: the log has no line for them.
    #expect(!world.device.lines.contains { $0.contains("selectionChanged") })
  }

  @Test func theShareButtonKeepsItsTitlesColoursAndImagesPerState() {
    let world = World()
    let button = world.screen.shareButton
    #expect(button.currentTitle == "Share")
    #expect(button.currentTitleColor == .blue)
    #expect(button.title(for: .highlighted) == "Sharing…")
    #expect(button.titleColor(for: .highlighted) == .blue)  // falls back to .normal
    #expect(button.image(for: .disabled) === button.image(for: .normal))
    #expect(button.currentImage != nil && button.backgroundImage(for: .normal) == nil)
    button.isEnabled = false
    #expect(button.currentTitle == "Nothing to share")
    #expect(button.currentTitleColor == .gray)
    #expect(button.titleLabel?.text == "Nothing to share")
    #expect(button.imageView?.image === button.currentImage)
  }

  @Test func theShareSheetIsPresentedAndNeverCompletesByItself() {
    let world = World()
    world.device.tap(CGPoint(x: 70, y: 30))
    world.device.settle()
    let sheet = world.screen.presentedViewController as? UIActivityViewController
    #expect(sheet != nil)
    #expect(sheet?.activityItems as? [String] == ["star", "heart"])
    #expect(sheet?.excludedActivityTypes == [.assignToContact, .saveToCameraRoll])
    #expect(sheet?.popoverPresentationController?.sourceView === world.screen.shareButton)
    world.device.advance(ms: 10_000)
    world.device.settle()
    #expect(world.screen.presentedShareSheet === sheet)
    #expect(world.screen.presentedViewController === sheet)
  }
}
