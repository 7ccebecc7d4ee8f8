import DnDUIKit

// UIKit-spelled scenes of `ListBehaviourTests`, in a file that imports only DnDUIKit, as app
// code does (so `IndexPath` is Foundation's).

/// A cell class an app registers: it overrides UIKit's designated initializers.
final class BadgeCell: UITableViewCell {
  var badge = 0
  private(set) var madeWithStyle = false
  var dragStates: [UITableViewCell.DragState] = []

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    madeWithStyle = true
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func dragStateDidChange(_ dragState: UITableViewCell.DragState) {
    dragStates.append(dragState)
  }
}

/// A collection cell class that declares no initializer of its own.
final class TileCell: UICollectionViewCell {
  var title = ""
}

/// A table of five rows that does not implement `moveRowAt`: a reorder reaches
/// `performDropWith`, which moves the row itself.
final class NotesTableViewController: UITableViewController, UITableViewDragDelegate,
  UITableViewDropDelegate
{
  var notes = ["n0", "n1", "n2", "n3", "n4"]
  var dropSources: [IndexPath?] = []
  var dropDestination: IndexPath?
  var selected: [IndexPath] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(BadgeCell.self, forCellReuseIdentifier: "Badge")
    tableView.rowHeight = 40
    tableView.dragDelegate = self
    tableView.dropDelegate = self
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    notes.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Badge", for: indexPath)
    (cell as? BadgeCell)?.badge = indexPath.row
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath)
  }

  func tableView(
    _ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath
  ) -> [UIDragItem] {
    [UIDragItem(itemProvider: NSItemProvider(object: notes[indexPath.row] as NSString))]
  }

  func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal {
    UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
  }

  func tableView(
    _ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator
  ) {
    dropSources = coordinator.items.map(\.sourceIndexPath)
    dropDestination = coordinator.destinationIndexPath
    guard let item = coordinator.items.first, let source = item.sourceIndexPath,
      let destination = coordinator.destinationIndexPath
    else { return }
    tableView.performBatchUpdates {
      self.notes.insert(self.notes.remove(at: source.row), at: destination.row)
      tableView.deleteRows(at: [source], with: .automatic)
      tableView.insertRows(at: [destination], with: .automatic)
    }
    coordinator.drop(item.dragItem, toRowAt: destination)
  }
}

/// A grid of tiles that keeps the placeholder context of each drop, to commit it when a test
/// says so.
final class TileGridViewController: UICollectionViewController, UICollectionViewDropDelegate {
  var tiles = ["t0", "t1", "t2"]
  var contexts: [UICollectionViewDropPlaceholderContext] = []
  var blockRuns = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(TileCell.self, forCellWithReuseIdentifier: "Tile")
    collectionView.dropDelegate = self
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { tiles.count }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
    (cell as? TileCell)?.title = tiles[indexPath.item]
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal {
    UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator
  ) {
    let destination = coordinator.destinationIndexPath ?? IndexPath(item: tiles.count, section: 0)
    for item in coordinator.items {
      let placeholder = UICollectionViewDropPlaceholder(
        insertionIndexPath: destination, reuseIdentifier: "Tile")
      placeholder.cellUpdateHandler = { cell in (cell as? TileCell)?.title = "…" }
      contexts.append(coordinator.drop(item.dragItem, to: placeholder))
    }
  }

  /// Commits the first placeholder with `text`; what `commitInsertion` answered.
  func commitFirst(_ text: String) -> Bool {
    contexts[0].commitInsertion { indexPath in
      self.blockRuns += 1
      self.tiles.insert(text, at: indexPath.item)
    }
  }
}

/// A plain view controller whose view holds a table it made itself (named by place), with
/// cells it makes itself (not dequeued).
final class ListHostViewController: UIViewController, UITableViewDataSource,
  UITableViewDragDelegate
{
  let table = UITableView(frame: CGRect(x: 0, y: 100, width: 400, height: 300), style: .plain)
  var rows = ["r0", "r1"]
  /// Accessibility identifiers the data source gives some rows' cells, by row.
  var identifiers: [Int: String] = [:]

  override func viewDidLoad() {
    super.viewDidLoad()
    table.dataSource = self
    table.dragDelegate = self
    view.addSubview(table)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.textLabel?.text = rows[indexPath.row]
    cell.accessibilityIdentifier = identifiers[indexPath.row]
    return cell
  }

  func tableView(
    _ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath
  ) -> [UIDragItem] {
    [UIDragItem(itemProvider: NSItemProvider(object: rows[indexPath.row] as NSString))]
  }
}

/// A plain view controller (not a `UITableViewController`) that is the data source of a
/// spring-loaded table of folders; its subclasses are the table's delegate.
class FolderListController: UIViewController, UITableViewDataSource {
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), style: .plain)
  let folders = ["Inbox", "Drafts", "Archive", "Trash"]
  var selected: [IndexPath] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    table.accessibilityIdentifier = "folders"
    table.rowHeight = 50
    table.isSpringLoaded = true
    table.dataSource = self
    view.addSubview(table)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    folders.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = folders[indexPath.row]
    return cell
  }
}

/// The table's delegate implements only `didSelectRowAt`.
final class SpringFolderController: FolderListController, UITableViewDelegate {
  override func viewDidLoad() {
    super.viewDidLoad()
    table.delegate = self
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
}

/// The table's delegate refuses to spring-load the rows in `refused`, and makes the whole table
/// flash instead of the row when `flashesTable` (talk 223: "you can change the view that actually
/// flashes"). (The method is declared in the class that adopts `UITableViewDelegate`:
/// Docs/uikit.md, "Optional methods".)
final class SpringFolderRefusingController: FolderListController, UITableViewDelegate {
  var refused: Set<Int> = []
  var asked: [IndexPath] = []
  var flashesTable = false
  /// The context's target view as the delegate was given it, per call.
  var givenTargets: [UIView?] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    table.delegate = self
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath)
  }

  func tableView(
    _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
    with context: UISpringLoadedInteractionContext
  ) -> Bool {
    asked.append(indexPath)
    givenTargets.append(context.targetView)
    if flashesTable { context.targetView = tableView }
    return !refused.contains(indexPath.row)
  }
}
