import DnDEngine
import DnDUIKit
import Testing
import VirtualTime

@testable import AppStylesSwift6

/// The Pantry app (`Examples/AppStyles/Swift6/Pantry/`): a `UITableViewDiffableDataSource`
/// subclass that lets rows move, reordered by a drag within the table, and the same drag on a
/// table whose data source is written by hand.
@Suite struct PantryTests {
  static let screen = CGRect(x: 0, y: 0, width: 500, height: 800)
  static let shelves = ["Flour", "Rice", "Beans", "Oats"]

  /// Row 0 (centre y 22) dragged below row 2 (rows are 44 points tall).
  static func dragFirstRowBelowThird(on device: TestDevice) {
    device.drag(from: CGPoint(x: 250, y: 22), to: CGPoint(x: 250, y: 120))
    device.settle()
  }

  @Test func aDragReordersTheShelvesThroughTheSubclassMoveRowAt() throws {
    let device = TestDevice()
    let pantry = PantryViewController(shelves: Self.shelves)
    device.show(pantry, app: "pantry", frame: Self.screen)
    Self.dragFirstRowBelowThird(on: device)
    let expected = ["Rice", "Beans", "Flour", "Oats"]
    #expect(pantry.shelves == expected)
    #expect(pantry.dataSource.snapshot().itemIdentifiers == expected)
    #expect(pantry.dataSource.itemIdentifier(for: IndexPath(row: 2, section: 0)) == "Flour")
    #expect(device.lines.contains { $0.contains("dataSource moveRowAt(from: [0, 0], to: [0, 2])") })
    #expect(!device.lines.contains { $0.contains("performDropWith") })
    try GoldenLog.check(device.lines, named: "pantry-reorder")
  }

  /// A hand-written data source holding the same shelves, with the same delegates.
  final class HandWrittenPantry: UIViewController, UITableViewDataSource, UITableViewDragDelegate,
    UITableViewDropDelegate
  {
    var shelves: [String]
    var tableView: UITableView!

    init(shelves: [String]) {
      self.shelves = shelves
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView = UITableView(frame: view.bounds, style: .plain)
      tableView.accessibilityIdentifier = "pantry"
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Shelf")
      view.addSubview(tableView)
      tableView.dataSource = self
      tableView.dragDelegate = self
      tableView.dropDelegate = self
      tableView.dragInteractionEnabled = true
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      shelves.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Shelf", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = shelves[indexPath.row]
      cell.contentConfiguration = content
      return cell
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      let shelf = shelves.remove(at: sourceIndexPath.row)
      shelves.insert(shelf, at: destinationIndexPath.row)
    }

    func tableView(
      _ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem] {
      let item = UIDragItem(
        itemProvider: NSItemProvider(object: shelves[indexPath.row] as NSString))
      item.localObject = shelves[indexPath.row]
      return [item]
    }

    func tableView(
      _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
      withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
      guard session.localDragSession != nil else {
        return UITableViewDropProposal(operation: .cancel)
      }
      return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    func tableView(
      _ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator
    ) {}
  }

  @Test func theDiffableTablesLogIsTheHandWrittenTablesForTheSameDrag() {
    let diffableDevice = TestDevice()
    let pantry = PantryViewController(shelves: Self.shelves)
    diffableDevice.show(pantry, app: "pantry", frame: Self.screen)
    Self.dragFirstRowBelowThird(on: diffableDevice)

    let handDevice = TestDevice()
    let hand = HandWrittenPantry(shelves: Self.shelves)
    handDevice.show(hand, app: "pantry", frame: Self.screen)
    Self.dragFirstRowBelowThird(on: handDevice)

    #expect(hand.shelves == pantry.shelves)
    let diffableLines = diffableDevice.lines.map {
      $0.replacingOccurrences(of: "PantryViewController", with: "Controller")
    }
    let handLines = handDevice.lines.map {
      $0.replacingOccurrences(of: "HandWrittenPantry", with: "Controller")
    }
    #expect(diffableLines == handLines)
    #expect(diffableLines.count > 10)
  }
}
