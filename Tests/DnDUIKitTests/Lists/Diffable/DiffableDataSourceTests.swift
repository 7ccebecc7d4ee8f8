import DnDEngine
import DnDUIKit
import Testing
import VirtualTime

/// `NSDiffableDataSourceSnapshot`'s operations, and snapshots applied to a table and a
/// collection view: the rows change as a batch of updates would change them, each row showing
/// its item, and the data sources answer index paths and identifiers from the snapshot.
@Suite struct DiffableDataSourceTests {
  static let screen = CGRect(x: 0, y: 0, width: 500, height: 800)

  // MARK: Snapshots

  @Test func aSnapshotKeepsSectionsAndItemsInOrder() {
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2, 3], toSection: "a")
    snapshot.appendItems([4, 5])
    snapshot.insertItems([6], beforeItem: 2)
    snapshot.insertItems([7], afterItem: 5)
    snapshot.appendItems([1])  // already there: skipped
    #expect(snapshot.itemIdentifiers == [1, 6, 2, 3, 4, 5, 7])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5, 7])
    #expect(snapshot.numberOfItems == 7)
    #expect(snapshot.numberOfItems(inSection: "a") == 4)
    #expect(snapshot.numberOfSections == 2)
    #expect(snapshot.sectionIdentifier(containingItem: 7) == "b")
    #expect(snapshot.indexOfItem(4) == 4)
    #expect(snapshot.indexOfItem(99) == nil)
    #expect(snapshot.indexOfSection("b") == 1)
  }

  @Test func aSnapshotMovesAndDeletesItemsAndSections() {
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2, 3], toSection: "a")
    snapshot.appendItems([4, 5], toSection: "b")
    snapshot.moveItem(1, afterItem: 3)
    snapshot.moveItem(5, beforeItem: 2)
    #expect(snapshot.itemIdentifiers(inSection: "a") == [5, 2, 3, 1])
    snapshot.deleteItems([2, 99])
    #expect(snapshot.itemIdentifiers == [5, 3, 1, 4])
    snapshot.moveSection("b", beforeSection: "a")
    #expect(snapshot.sectionIdentifiers == ["b", "a"])
    #expect(snapshot.itemIdentifiers == [4, 5, 3, 1])
    snapshot.reloadItems([4])
    snapshot.reconfigureItems([3, 42])
    #expect(snapshot.reloadedItemIdentifiers == [4])
    #expect(snapshot.reconfiguredItemIdentifiers == [3])
    snapshot.deleteSections(["b"])
    #expect(snapshot.itemIdentifiers == [5, 3, 1])
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0)
  }

  // MARK: A table

  final class Shelves: UIViewController {
    var tableView: UITableView!
    var dataSource: UITableViewDiffableDataSource<String, String>!
    private(set) var cellsMade = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView = UITableView(frame: view.bounds, style: .plain)
      tableView.accessibilityIdentifier = "shelves"
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
      view.addSubview(tableView)
      dataSource = UITableViewDiffableDataSource(tableView: tableView) {
        [weak self] tableView, indexPath, item in
        self?.cellsMade += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = item
        return cell
      }
    }

    /// The text of every row the table shows, section by section.
    var rows: [[String?]] {
      (0..<tableView.numberOfSections).map { section in
        (0..<tableView.numberOfRows(inSection: section)).map {
          tableView.cellForRow(at: IndexPath(row: $0, section: section))?.textLabel?.text
        }
      }
    }
  }

  static func snapshot(_ sections: [(String, [String])])
    -> NSDiffableDataSourceSnapshot<String, String>
  {
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    for (section, items) in sections {
      snapshot.appendSections([section])
      snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }

  @Test func theFirstSnapshotLoadsTheTableAndItsDataSourceBecomesTheTables() {
    let device = TestDevice()
    let shelves = Shelves()
    device.show(shelves, app: "pantry", frame: Self.screen)
    #expect(shelves.tableView.dataSource === shelves.dataSource)
    shelves.dataSource.apply(Self.snapshot([("a", ["Flour", "Rice"])]))
    device.settle()
    #expect(shelves.rows == [["Flour", "Rice"]])
    #expect(shelves.dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "Rice")
    #expect(shelves.dataSource.indexPath(for: "Flour") == IndexPath(row: 0, section: 0))
    #expect(shelves.dataSource.indexPath(for: "Salt") == nil)
    #expect(shelves.dataSource.sectionIdentifier(for: 0) == "a")
    #expect(shelves.dataSource.index(for: "a") == 0)
  }

  @Test func applyingASnapshotChangesTheRowsAsOneBatch() {
    let device = TestDevice()
    let shelves = Shelves()
    device.show(shelves, app: "pantry", frame: Self.screen)
    shelves.dataSource.apply(
      Self.snapshot([("a", ["Flour", "Rice", "Beans", "Oats"]), ("b", ["Salt", "Pepper"])]))
    device.settle()
    let made = shelves.cellsMade
    let earlier = device.lines.count
    // Deletes, inserts and moves within and across sections, and a section inserted.
    let next = Self.snapshot([
      ("c", ["Tea"]), ("a", ["Oats", "Flour", "Sugar", "Beans"]), ("b", ["Pepper", "Rice"]),
    ])
    shelves.dataSource.apply(next, animatingDifferences: true)
    device.settle()
    #expect(shelves.rows == [["Tea"], ["Oats", "Flour", "Sugar", "Beans"], ["Pepper", "Rice"]])
    #expect(shelves.dataSource.snapshot().itemIdentifiers == next.itemIdentifiers)
    // One batch, logged by the engine; only new items got new cells.
    let lines = device.lines.dropFirst(earlier)
    #expect(lines.filter { $0.contains("shelves batchUpdate(") }.count == 1)
    #expect(!device.lines.contains { $0.contains("updateRejected") })
    #expect(shelves.cellsMade == made + 2)
  }

  @Test func aSectionMovedOrReloadDataReloadsTheTable() {
    let device = TestDevice()
    let shelves = Shelves()
    device.show(shelves, app: "pantry", frame: Self.screen)
    shelves.dataSource.apply(Self.snapshot([("a", ["Flour"]), ("b", ["Salt"])]))
    device.settle()
    let earlier = device.lines.count
    var completed = false
    shelves.dataSource.apply(Self.snapshot([("b", ["Salt"]), ("a", ["Flour"])])) {
      completed = true
    }
    #expect(completed)
    #expect(shelves.rows == [["Salt"], ["Flour"]])
    shelves.dataSource.applySnapshotUsingReloadData(Self.snapshot([("a", ["Rice"])]))
    device.settle()
    #expect(shelves.rows == [["Rice"]])
    #expect(!device.lines.dropFirst(earlier).contains { $0.contains("batchUpdate(") })
    #expect(device.lines.dropFirst(earlier).contains { $0.contains("shelves reloadData") })
  }

  @Test func reloadedItemsGetNewCells() {
    let device = TestDevice()
    let shelves = Shelves()
    device.show(shelves, app: "pantry", frame: Self.screen)
    shelves.dataSource.apply(Self.snapshot([("a", ["Flour", "Rice"])]))
    device.settle()
    let made = shelves.cellsMade
    var snapshot = shelves.dataSource.snapshot()
    snapshot.reconfigureItems(["Rice"])
    shelves.dataSource.apply(snapshot)
    device.settle()
    #expect(shelves.cellsMade == made + 1)
    #expect(shelves.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
  }

  @Test func theAsyncApplyReturnsWithTheRowsChanged() async {
    let device = TestDevice()
    let shelves = Shelves()
    device.show(shelves, app: "pantry", frame: Self.screen)
    await shelves.dataSource.apply(Self.snapshot([("a", ["Flour", "Rice"])]))
    #expect(shelves.rows == [["Flour", "Rice"]])
    await shelves.dataSource.applySnapshotUsingReloadData(Self.snapshot([("a", ["Oats"])]))
    #expect(shelves.rows == [["Oats"]])
  }

  // MARK: A collection view with a compositional grid

  final class Grid: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
    private(set) var configured: [Int] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
        subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.interGroupSpacing = 10
      section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
      collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 300, height: 800),
        collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
      collectionView.accessibilityIdentifier = "grid"
      view.addSubview(collectionView)
      let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> {
        [weak self] _, _, number in
        self?.configured.append(number)
      }
      dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
        collectionView, indexPath, number in
        collectionView.dequeueConfiguredReusableCell(
          using: registration, for: indexPath, item: number)
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems(Array(1...7))
      dataSource.apply(snapshot)
    }
  }

  @Test func aCompositionalGridPlacesItemsInRowsOfItsGroup() {
    let device = TestDevice()
    let grid = Grid()
    device.show(grid, app: "grid", frame: Self.screen)
    device.settle()
    let collectionView = grid.collectionView!
    // Three 100-point columns, rows 100 high and 10 apart, below a 20-point inset.
    #expect(
      collectionView.indexPathForItem(at: CGPoint(x: 250, y: 150)) == IndexPath(item: 5, section: 0)
    )
    #expect(
      collectionView.indexPathForItem(at: CGPoint(x: 50, y: 250)) == IndexPath(item: 6, section: 0))
    #expect(collectionView.indexPathForItem(at: CGPoint(x: 50, y: 10)) == nil)
    // Between rows 1 and 2: the inter-group spacing.
    #expect(collectionView.indexPathForItem(at: CGPoint(x: 50, y: 235)) == nil)
    #expect(collectionView.indexPathForItem(at: CGPoint(x: 150, y: 250)) == nil)
    // Every cell was configured by the registration's handler as it was dequeued.
    #expect(grid.configured == Array(1...7))
  }

  @Test func aDiffableGridKeepsItsReorderingHandlers() {
    let device = TestDevice()
    let grid = Grid()
    device.show(grid, app: "grid", frame: Self.screen)
    #expect(grid.dataSource.reorderingHandlers.canReorderItem == nil)
    grid.dataSource.reorderingHandlers.canReorderItem = { $0 > 2 }
    #expect(grid.dataSource.reorderingHandlers.canReorderItem?(3) == true)
  }
}
