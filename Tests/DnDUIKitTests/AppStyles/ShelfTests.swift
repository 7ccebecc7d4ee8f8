import DnDEngine
import DnDUIKit
import DnDUIKitTesting
import Testing

@testable import AppStylesLegacy

/// `Examples/AppStyles/Legacy/Shelf/` — a storyboard app: outlets, a prototype cell with outlets
/// and `awakeFromNib()`, an action, a segue prepared in `prepare(for:sender:)`. Its scenes here are
/// the test-side subclasses below, which build the views in `loadView()` and connect the outlets
/// as the storyboard's load does on a device, before `viewDidLoad` (Docs/uikit.md, "Storyboard
/// apps"). `@testable import` makes the app's internal classes and outlets visible to them.
@Suite struct ShelfTests {
  /// The shelf scene of Main.storyboard: a table at (0, 0)-(480, 600), the "reading now" well at
  /// (500, 0)-(760, 300), the count label under it.
  final class ShelfScene: ShelfViewController {
    override func loadView() {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 768, height: 1024))
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 480, height: 600), style: .plain)
      table.accessibilityIdentifier = "shelf"
      table.register(BookCellPrototype.self, forCellReuseIdentifier: "BookCell")
      let well = UIView(frame: CGRect(x: 500, y: 0, width: 260, height: 300))
      well.accessibilityIdentifier = "reading-now"
      let label = UILabel(frame: CGRect(x: 500, y: 320, width: 260, height: 21))
      for subview in [table, well, label] { root.addSubview(subview) }
      view = root
      tableView = table
      readingNowView = well
      countLabel = label
    }
  }

  /// The prototype cell "BookCell": its labels connected, then `awakeFromNib()`, as a
  /// prototype's load does.
  final class BookCellPrototype: ShelfBookCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      let title = UILabel(frame: CGRect(x: 16, y: 2, width: 300, height: 22))
      let author = UILabel(frame: CGRect(x: 16, y: 24, width: 300, height: 18))
      contentView.addSubview(title)
      contentView.addSubview(author)
      titleLabel = title
      authorLabel = author
      awakeFromNib()
    }

    required init?(coder: NSCoder) { nil }
  }

  /// The book page scene "BookPage".
  final class BookPageScene: ShelfBookViewController {
    override func loadView() {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 768, height: 1024))
      let label = UILabel(frame: CGRect(x: 20, y: 100, width: 400, height: 30))
      root.addSubview(label)
      view = root
      titleLabel = label
    }
  }

  /// Main.storyboard's stand-ins: the shelf (initial, in a navigation controller as the
  /// storyboard embeds it), the book page, and the segue "showBook" between them.
  static func registerMainStoryboard() {
    Storyboards.register("Main") { UINavigationController(rootViewController: ShelfScene()) }
    Storyboards.register("Main", identifier: "BookPage") { BookPageScene() }
    Storyboards.registerSegue("showBook", in: "Main", to: "BookPage", kind: .show)
  }

  final class World {
    let device = TestDevice()
    let navigation: UINavigationController
    let shelf: ShelfViewController

    init() throws {
      ShelfTests.registerMainStoryboard()
      let initial = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
      navigation = try #require(initial as? UINavigationController)
      shelf = try #require(navigation.topViewController as? ShelfViewController)
      device.show(navigation, app: "shelf", frame: CGRect(x: 0, y: 0, width: 768, height: 1024))
    }

    /// The centre of row `row` of the shelf's table (rows are 44 points high), in the window.
    func centreOfRow(_ row: Int) -> CGPoint {
      CGPoint(x: 240, y: 22 + 44 * CGFloat(row))
    }
  }

  @Test func theStandInConnectsTheOutletsBeforeViewDidLoad() throws {
    let world = try World()
    let shelf = world.shelf
    // viewDidLoad used every outlet (it would have stopped on a nil one).
    #expect(shelf.tableView.dataSource === shelf)
    #expect(shelf.tableView.dragDelegate === shelf && shelf.tableView.dropDelegate === shelf)
    #expect(shelf.readingNowView.interactions.first is UIDropInteraction)
    #expect(shelf.countLabel.text == "3 books")
    // The storyboard made the controller, so it is its storyboard.
    #expect(world.navigation.storyboard != nil)
    // Each prototype cell was awoken after its outlets were connected.
    let cell = try #require(
      shelf.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? ShelfBookCell)
    #expect(cell.titleLabel.text == "Dune" && cell.authorLabel.text == "Frank Herbert")
    #expect(cell.titleLabel.font == UIFont.preferredFont(forTextStyle: .headline))
    #expect(cell.authorLabel.font == UIFont.preferredFont(forTextStyle: .subheadline))
  }

  @Test func theActionRunsAsAButtonWouldSendIt() throws {
    let world = try World()
    world.shelf.sortByTitle(UIButton(type: .system))
    #expect(world.shelf.books.map(\.title) == ["Dune", "Emma", "Middlemarch"])
    let cell = try #require(
      world.shelf.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? ShelfBookCell)
    #expect(cell.titleLabel.text == "Dune")
  }

  @Test func aBookDraggedWithinTheShelfMoves() throws {
    let world = try World()
    world.device.drag(from: world.centreOfRow(0), to: world.centreOfRow(2))
    world.device.settle()
    #expect(world.shelf.books.map(\.title) == ["Dune", "Emma", "Middlemarch"])
    try GoldenLog.check(world.device.lines, named: "shelf-reorder")
  }

  @Test func aBookDroppedOnReadingNowFollowsTheSegueToItsPage() throws {
    let world = try World()
    world.device.drag(from: world.centreOfRow(1), to: CGPoint(x: 630, y: 150))
    world.device.settle()
    #expect(world.shelf.readingNow == ShelfBook(title: "Dune", author: "Frank Herbert"))
    // performSegue made the page from the storyboard, prepare(for:sender:) gave it the book, and
    // the show segue pushed it on the navigation controller.
    let page = try #require(world.navigation.topViewController as? ShelfBookViewController)
    #expect(page is BookPageScene)
    #expect(page.book?.title == "Dune")
    #expect(page.titleLabel.text == "Dune" && page.title == "Frank Herbert")
    #expect(page.storyboard != nil)
    try GoldenLog.check(world.device.lines, named: "shelf-drop-on-reading-now")
  }

  @Test func aPresentSeguePresentsTheDestination() {
    ShelfTests.registerMainStoryboard()
    Storyboards.registerSegue("presentBook", in: "Main", to: "BookPage", kind: .present)
    let device = TestDevice()
    let shelf =
      UIStoryboard(name: "Main", bundle: nil)
      .instantiateViewController(identifier: "BookPage") as ShelfBookViewController
    device.show(shelf, app: "shelf", frame: CGRect(x: 0, y: 0, width: 768, height: 1024))
    shelf.performSegue(withIdentifier: "presentBook", sender: nil)
    #expect(shelf.presentedViewController is BookPageScene)
  }

  @Test func aStoryboardWithoutAnInitialControllerGivesNil() {
    #expect(
      UIStoryboard(name: "NoSuchStoryboard", bundle: nil).instantiateInitialViewController() == nil)
  }
}
