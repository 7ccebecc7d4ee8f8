import DnDEngine
import DnDUIKit
import Testing
import VirtualTime

@testable import AppStylesCurrent

/// The Recipes app (`Examples/AppStyles/Current/Recipes/`): a compositional list layout, cell
/// registrations and a diffable data source, taking text from another app through a `Task` that
/// awaits the load and applies a snapshot. `TestDevice.settle()` checks the log's invariants.
@Suite struct RecipesTests {
  static let screen = CGRect(x: 0, y: 0, width: 500, height: 800)
  static let titles = ["Pancakes", "Lentil soup", "Risotto"]

  /// A native "mail" app on the right whose `text` view (screen centre 620, 50) drags `text`,
  /// delivered `delay` ms after it is asked for, or failing then when `fails`.
  static func addMail(to device: TestDevice, text: String, delay: Int64, fails: Bool = false) {
    let mail = Window(
      app: App(name: "mail", team: "T2"), frame: Rect(x: 500, y: 0, width: 500, height: 800))
    device.system.addWindow(mail)
    let textView = View(name: "text", frame: Rect(x: 20, y: 20, width: 200, height: 60))
    mail.rootView.addSubview(textView)
    textView.addInteraction(DragInteraction(delegate: TextSource(text, delay: delay, fails: fails)))
  }

  final class TextSource: DragInteractionDelegate {
    let text: String
    let delay: Int64
    let fails: Bool

    init(_ text: String, delay: Int64, fails: Bool) {
      self.text = text
      self.delay = delay
      self.fails = fails
    }

    func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
      let provider = ItemProvider()
      let data = ItemData(utf8: text)
      let fails = fails
      provider.registerDataRepresentation(forType: .utf8PlainText) { request in
        request.clock.schedule(after: .milliseconds(self.delay)) {
          request.complete(with: fails ? .failure(.failed("disk full")) : .success(data))
        }
      }
      return [DragItem(itemProvider: provider)]
    }
  }

  static func show(on device: TestDevice) -> RecipesViewController {
    let recipes = RecipesViewController(titles: titles)
    device.show(recipes, app: "recipes", frame: screen)
    return recipes
  }

  @Test func theCellRegistrationConfiguresEachCellWithItsRecipe() {
    let device = TestDevice()
    let recipes = Self.show(on: device)
    device.settle()
    let shown = (0..<3).map { row in
      let cell = recipes.collectionView.cellForItem(at: IndexPath(item: row, section: 0))
      return
        ((cell as? UICollectionViewListCell)?.contentConfiguration
        as? UIListContentConfiguration)?.text
    }
    #expect(shown == Self.titles)
  }

  @Test func theListLayoutStacksRows44PointsHigh() {
    let device = TestDevice()
    let recipes = Self.show(on: device)
    device.settle()
    #expect(
      recipes.collectionView.indexPathForItem(at: CGPoint(x: 400, y: 95))
        == IndexPath(item: 2, section: 0))
    #expect(recipes.collectionView.indexPathForItem(at: CGPoint(x: 10, y: 140)) == nil)
  }

  /// Text from mail dropped on the second row (y 50) becomes the second recipe once its load
  /// arrives (200 ms after the drop): the golden reads the drop and the snapshot's batch.
  @Test func aTextDroppedFromAnotherAppBecomesARecipeWhereItLands() throws {
    let device = TestDevice()
    let recipes = Self.show(on: device)
    Self.addMail(to: device, text: "Gazpacho", delay: 200)
    device.drag(from: CGPoint(x: 620, y: 50), to: CGPoint(x: 250, y: 50))
    // The load is under way: nothing is added before it arrives.
    #expect(recipes.shownTitles == Self.titles)
    device.settle()
    #expect(recipes.shownTitles == ["Pancakes", "Gazpacho", "Lentil soup", "Risotto"])
    #expect(recipes.collectionView.numberOfItems(inSection: 0) == 4)
    let cell = recipes.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
    #expect(
      ((cell as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?
        .text == "Gazpacho")
    try GoldenLog.check(device.lines, named: "recipes-drop-text")
  }

  /// The first recipe (centre y 22) dragged below the third (rows are 44 points tall): the
  /// drop delegate applies a snapshot moving it, which the list shows as one batch's move.
  @Test func aRecipeDraggedWithinTheListMovesThere() throws {
    let device = TestDevice()
    let recipes = Self.show(on: device)
    device.drag(from: CGPoint(x: 250, y: 22), to: CGPoint(x: 250, y: 120))
    device.settle()
    #expect(recipes.shownTitles == ["Lentil soup", "Risotto", "Pancakes"])
    #expect(recipes.order == recipes.dataSource.snapshot().itemIdentifiers)
    let cell = recipes.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
    #expect(
      ((cell as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?
        .text == "Pancakes")
    try GoldenLog.check(device.lines, named: "recipes-reorder")
  }

  @Test func aFailingLoadAddsNoRecipeAndReportsTheError() {
    let device = TestDevice()
    let recipes = Self.show(on: device)
    Self.addMail(to: device, text: "Gazpacho", delay: 100, fails: true)
    device.drag(from: CGPoint(x: 620, y: 50), to: CGPoint(x: 250, y: 50))
    device.settle()
    #expect(recipes.shownTitles == Self.titles)
    #expect(recipes.collectionView.numberOfItems(inSection: 0) == 3)
    #expect(recipes.failures.count == 1)
    #expect(recipes.failures.first?.contains("disk full") == true)
  }
}
