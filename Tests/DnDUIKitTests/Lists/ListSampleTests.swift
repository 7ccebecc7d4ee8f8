import DnDEngine
import DnDUIKit
import Testing
import VirtualTime

@testable import DnDUIKitSamples

/// `InboxTableViewController.swift` and `PhotoGridViewController.swift` — a table view
/// controller and a collection view controller written the way iOS apps write drag and drop,
/// compiled exactly as they are (`Tests/DnDUIKitSamples/Lists/`) — driven through a reorder and
/// a drop from another app. `TestDevice.settle()` checks the log's invariants.
@Suite struct ListSampleTests {
  static let screen = CGRect(x: 0, y: 0, width: 500, height: 800)

  /// A native "mail" app on the right whose `text` view drags `text` and whose `photo` view
  /// drags a PNG, each delivered 200 ms after it is asked for.
  static func addMail(to device: TestDevice, text: String) {
    let mail = Window(
      app: App(name: "mail", team: "T2"), frame: Rect(x: 500, y: 0, width: 500, height: 800))
    device.system.addWindow(mail)
    let textView = View(name: "text", frame: Rect(x: 20, y: 20, width: 200, height: 60))
    let photoView = View(name: "photo", frame: Rect(x: 20, y: 200, width: 200, height: 150))
    mail.rootView.addSubview(textView)
    mail.rootView.addSubview(photoView)
    textView.addInteraction(DragInteraction(delegate: SlowSource(.text(text))))
    photoView.addInteraction(DragInteraction(delegate: SlowSource(.png)))
  }

  /// A native drag source whose one item's data arrives 200 ms after it is requested.
  final class SlowSource: DragInteractionDelegate {
    enum Payload {
      case text(String)
      case png
    }
    let payload: Payload

    init(_ payload: Payload) {
      self.payload = payload
    }

    func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
      let provider = ItemProvider()
      let type: TypeIdentifier
      let data: ItemData
      switch payload {
      case .text(let text):
        type = .utf8PlainText
        data = ItemData(utf8: text)
      case .png:
        let image = ImageObject(format: .png, pixelSize: Size(width: 64, height: 48))
        type = .png
        data = image.data(for: .png) ?? ItemData(utf8: "")
      }
      provider.registerDataRepresentation(forType: type) { request in
        request.clock.schedule(after: .milliseconds(200)) {
          request.complete(with: .success(data))
        }
      }
      return [DragItem(itemProvider: provider)]
    }
  }

  // MARK: The inbox table

  @Test func theInboxReordersARowThroughMoveRowAt() {
    let device = TestDevice()
    let inbox = InboxTableViewController()
    device.show(inbox, app: "inbox", frame: Self.screen)
    // Row 0 (centre y 22) dragged below row 2 (rows are 44 points tall).
    device.drag(from: CGPoint(x: 250, y: 22), to: CGPoint(x: 250, y: 120))
    device.settle()
    #expect(
      inbox.messages == [
        "Photos from Sunday", "Invoice #1042", "Lunch on Friday?", "Flight details",
      ])
    #expect(
      device.lines.contains {
        $0.contains("InboxTableViewController.dataSource moveRowAt(from: [0, 0], to: [0, 2])")
      })
    // The reorder goes through moveRowAt, never performDropWith.
    #expect(!device.lines.contains { $0.contains("performDropWith") })
    #expect(
      inbox.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text
        == "Lunch on Friday?")
  }

  @Test func theInboxTakesTextFromAnotherAppThroughAPlaceholder() {
    let device = TestDevice()
    let inbox = InboxTableViewController()
    device.show(inbox, app: "inbox", frame: Self.screen)
    Self.addMail(to: device, text: "Dinner at eight")
    // The mail text (screen centre 620, 50) dropped between rows 0 and 1.
    device.drag(from: CGPoint(x: 620, y: 50), to: CGPoint(x: 250, y: 40))
    device.settle()
    #expect(inbox.messages.count == 5)
    #expect(inbox.messages.contains("Dinner at eight"))
    #expect(device.lines.contains { $0.contains("InboxTableViewController.drop performDropWith") })
    #expect(
      device.lines.contains {
        $0.contains("commitInsertion(placeholder: PH1") && $0.hasSuffix("-> true")
      })
    #expect(!inbox.tableView.hasUncommittedUpdates)
    #expect(inbox.tableView.numberOfRows(inSection: 0) == 5)
  }

  // MARK: The photo grid

  static var gridLayout: UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    return layout
  }

  @Test func thePhotoGridReordersAPhotoThroughPerformDropWith() {
    let device = TestDevice()
    let grid = PhotoGridViewController(collectionViewLayout: Self.gridLayout)
    device.show(grid, app: "photos", frame: Self.screen)
    #expect(grid.collectionView.reorderingCadence == .fast)
    // Photo 0 (centre 50, 50) dragged onto photo 2 (centre 270, 50), resting there so the fast
    // cadence moves the gap.
    let start = CGPoint(x: 50, y: 50)
    let end = CGPoint(x: 270, y: 50)
    device.touch(1, .began, start)
    device.advance(ms: 600)
    for step in 1...6 {
      device.advance(ms: 16)
      let t = CGFloat(step) / 6
      device.touch(1, .moved, CGPoint(x: start.x + (end.x - start.x) * t, y: 50))
    }
    device.advance(ms: 500)
    device.touch(1, .moved, CGPoint(x: end.x + 1, y: 50))
    device.advance(ms: 50)
    device.touch(1, .ended, CGPoint(x: end.x + 1, y: 50))
    device.settle()
    // The destination counts the photos without the lifted one: photo 1 lands third.
    #expect(grid.photos.map(\.name).prefix(4) == ["photo-2", "photo-3", "photo-1", "photo-4"])
    #expect(grid.photos.count == 12)
    #expect(device.lines.contains { $0.contains("PhotoGridViewController.drop performDropWith") })
    #expect(
      device.lines.contains {
        $0.contains("PhotoGridViewController batchUpdate(deleted: [[0, 0]], inserted: [[0, 2]])")
      })
  }

  @Test func thePhotoGridTakesAnImageFromAnotherAppThroughAPlaceholder() {
    let device = TestDevice()
    let grid = PhotoGridViewController(collectionViewLayout: Self.gridLayout)
    device.show(grid, app: "photos", frame: Self.screen)
    Self.addMail(to: device, text: "unused")
    // The mail photo (screen centre 620, 275) dropped on photo 5 (centre 160, 160).
    device.drag(from: CGPoint(x: 620, y: 275), to: CGPoint(x: 160, y: 160))
    device.settle()
    #expect(grid.photos.count == 13)
    #expect(grid.photos.filter { $0.image != nil }.count == 1)
    #expect(device.lines.contains { $0.contains("PhotoGridViewController.PH1 cellUpdateHandler") })
    #expect(
      device.lines.contains {
        $0.contains("commitInsertion(placeholder: PH1") && $0.hasSuffix("-> true")
      })
  }
}
