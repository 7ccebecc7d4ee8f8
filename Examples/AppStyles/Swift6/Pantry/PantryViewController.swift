#if canImport(UIKit)
  import UIKit
#else
  import DnDUIKit
#endif

/// The Pantry app's data source: a diffable data source subclass that lets every row move and
/// keeps the app's order in step, as UIKit's documentation asks of a table that reorders.
final class PantryDataSource: UITableViewDiffableDataSource<Int, String> {
  /// Told the new order after a move.
  var onReorder: (([String]) -> Void)?

  override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
    onReorder?(snapshot().itemIdentifiers)
  }
}

/// The Pantry app, in a project that moved to Swift 6: a table of pantry shelves from a diffable
/// data source subclass, reordered by dragging a row within the table.
final class PantryViewController: UIViewController, UITableViewDragDelegate,
  UITableViewDropDelegate
{
  private(set) var shelves: [String]
  var tableView: UITableView!
  var dataSource: PantryDataSource!

  init(shelves: [String]) {
    self.shelves = shelves
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView = UITableView(frame: view.bounds, style: .plain)
    tableView.accessibilityIdentifier = "pantry"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Shelf")
    view.addSubview(tableView)
    dataSource = PantryDataSource(tableView: tableView) { tableView, indexPath, shelf in
      let cell = tableView.dequeueReusableCell(withIdentifier: "Shelf", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = shelf
      cell.contentConfiguration = content
      return cell
    }
    dataSource.onReorder = { [weak self] order in self?.shelves = order }
    tableView.dragDelegate = self
    tableView.dropDelegate = self
    tableView.dragInteractionEnabled = true

    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(shelves, toSection: 0)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func tableView(
    _ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath
  ) -> [UIDragItem] {
    guard let shelf = dataSource.itemIdentifier(for: indexPath) else { return [] }
    let item = UIDragItem(itemProvider: NSItemProvider(object: shelf as NSString))
    item.localObject = shelf
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
  ) {
    // Reorders go through the data source's moveRowAt; nothing else is accepted.
  }
}
