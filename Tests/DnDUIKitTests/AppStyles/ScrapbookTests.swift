import DnDEngine
import DnDUIKit
import Testing

@testable import AppStylesLegacy

/// `Examples/AppStyles/Legacy/Scrapbook`: a 2017–2021 style app whose clippings are a custom
/// `NSObject` item type that archives itself, picture and colour included, with
/// `NSKeyedArchiver`; thumbnails drawn in an image context, attributed titles, a pattern
/// background. A clipping dragged into a second scrapbook (another app) arrives equal.
@Suite struct ScrapbookTests {
  /// Two scrapbooks side by side: "scrapbook" (left, 512 × 768) with one clipping centred at
  /// (150, 150), and "keepsakes" (right), empty.
  final class World {
    let device = TestDevice()
    let first = ScrapbookViewController()
    let second = ScrapbookViewController()
    let clipping = ScrapbookClipping(
      title: "Ticket stub", image: UIImage(size: CGSize(width: 200, height: 120)),
      color: UIColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 1))

    init() {
      device.show(first, app: "scrapbook", frame: CGRect(x: 0, y: 0, width: 512, height: 768))
      device.show(second, app: "keepsakes", frame: CGRect(x: 512, y: 0, width: 512, height: 768))
      first.add(clipping, at: CGPoint(x: 150, y: 150))
      device.system.keepAlive(self)
    }
  }

  @Test func aClippingDroppedInAnotherScrapbookArrivesEqual() throws {
    let world = World()
    world.device.drag(from: CGPoint(x: 150, y: 130), to: CGPoint(x: 800, y: 400))
    world.device.settle()
    let arrived = try #require(world.second.clippingViews.first)
    #expect(world.second.clippingViews.count == 1)
    #expect(arrived.clipping !== world.clipping)
    #expect(arrived.clipping.title == "Ticket stub")
    #expect(arrived.clipping.image.size == CGSize(width: 200, height: 120))
    #expect(arrived.clipping.image.scale == 1)
    #expect(arrived.clipping.color == world.clipping.color)
    #expect(arrived.center == CGPoint(x: 288, y: 400))
    try GoldenLog.check(world.device.lines, named: "scrapbook-drop-clipping")
  }

  @Test func thumbnailsTitlesAndPaperAreWhatTheAppMade() throws {
    let world = World()
    let clippingView = try #require(world.first.clippingViews.first)
    let thumbnail = try #require(clippingView.imageView.image)
    #expect(thumbnail.size == CGSize(width: 60, height: 60) && thumbnail.scale == 1)
    let title = try #require(clippingView.titleLabel.attributedText)
    #expect(title.string == "Ticket stub")
    let attributes = title.attributes(at: 0, effectiveRange: nil)
    #expect(attributes[.font] as? UIFont == UIFont.boldSystemFont(ofSize: 12))
    #expect(attributes[.foregroundColor] as? UIColor == world.clipping.color)
    #expect((attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment == .center)
    #expect(world.first.view.backgroundColor?.description == "pattern(UIImage(16×16))")
  }

  /// Bytes under the clipping's type that are no archive (here from a native app): the
  /// clipping's reading throws, the load fails and is logged, and nothing is added.
  @Test func aClippingThatCannotBeUnarchivedIsALoadError() throws {
    let world = World()
    let forger = Window(
      app: App(name: "forger", team: "T2"), frame: Rect(x: 512, y: 600, width: 200, height: 168))
    world.device.system.addWindow(forger)
    let source = View(name: "fake", frame: Rect(x: 0, y: 0, width: 200, height: 168))
    forger.rootView.addSubview(source)
    source.addInteraction(DragInteraction(delegate: Forger()))
    world.device.drag(from: CGPoint(x: 600, y: 680), to: CGPoint(x: 300, y: 400))
    world.device.settle()
    #expect(world.first.clippingViews.count == 1)
    #expect(world.device.lines.contains { $0.contains("failed(") })
  }

  final class Forger: DragInteractionDelegate {
    func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
      let provider = ItemProvider()
      provider.registerDataRepresentation(
        forType: TypeIdentifier("com.example.scrapbook.clipping"),
        data: ItemData(utf8: "not an archive"))
      return [DragItem(itemProvider: provider)]
    }
  }
}
