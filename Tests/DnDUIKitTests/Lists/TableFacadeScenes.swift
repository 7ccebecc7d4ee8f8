import DnDUIKit

// UIKit-spelled scenes of `TableFacadeTests`, in a file that imports only DnDUIKit, as app code
// does (so `IndexPath` is Foundation's).

/// A table of rows in sections, 50 points tall. It overrides only the data-source methods, so
/// every delegate method is `UITableViewController`'s own.
class SectionRowsController: UITableViewController {
  var sections = [["r0", "r1", "r2", "r3", "r4"]]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    tableView.rowHeight = 50
  }

  override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    return cell
  }

  /// The text the table's cell for `indexPath` shows.
  func text(at indexPath: IndexPath) -> String? {
    tableView.cellForRow(at: indexPath)?.textLabel?.text
  }
}

/// A data source with only the two required methods.
final class PlainRows: NSObject, UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell()
  }
}

/// The rows, counting the data source's questions about sections.
final class CountingRowsController: SectionRowsController {
  var sectionQuestions = 0
  override func numberOfSections(in tableView: UITableView) -> Int {
    sectionQuestions += 1
    return super.numberOfSections(in: tableView)
  }
}

/// The rows as a drag source and drop destination. Its drop answer and how `performDropWith`
/// animates the first item are the test's to choose; it records what it is told.
final class DropRowsController: SectionRowsController, UITableViewDragDelegate,
  UITableViewDropDelegate
{
  enum DropStyle {
    /// Drops the item into a rect of the destination row's cell.
    case intoRow
    /// Drops the item to a point of the table.
    case toTarget
    /// Inserts the item at the destination and drops it to its row.
    case toRow
  }

  var dropStyle = DropStyle.toRow
  var proposal = UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
  var refusedAdding: Set<Int> = []
  var added: [IndexPath] = []
  var selected: [IndexPath] = []
  var exits = 0
  var sessionItemCounts: [Int] = []
  var coordinatorDestination: IndexPath?
  var coordinatorProposal: UITableViewDropProposal?
  var coordinatorSessionItems = 0
  var coordinatorSources: [IndexPath?] = []
  var animationsRun = 0
  var completions: [UIViewAnimatingPosition] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dragDelegate = self
    tableView.dropDelegate = self
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath)
  }

  func tableView(
    _ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath
  ) -> [UIDragItem] {
    [UIDragItem(itemProvider: NSItemProvider(object: sections[0][indexPath.row] as NSString))]
  }

  func tableView(
    _ tableView: UITableView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath,
    point: CGPoint
  ) -> [UIDragItem] {
    guard !refusedAdding.contains(indexPath.row) else { return [] }
    added.append(indexPath)
    return [
      UIDragItem(itemProvider: NSItemProvider(object: sections[0][indexPath.row] as NSString))
    ]
  }

  func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal {
    sessionItemCounts.append(session.items.count)
    return proposal
  }

  func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession) {
    exits += 1
  }

  func tableView(
    _ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator
  ) {
    coordinatorDestination = coordinator.destinationIndexPath
    coordinatorProposal = coordinator.proposal
    coordinatorSessionItems = coordinator.session.items.count
    coordinatorSources = coordinator.items.map(\.sourceIndexPath)
    guard let item = coordinator.items.first else { return }
    let destination = coordinator.destinationIndexPath ?? IndexPath(row: 0, section: 0)
    let animator: UIDragAnimating
    switch dropStyle {
    case .intoRow:
      animator = coordinator.drop(
        item.dragItem, intoRowAt: destination, rect: CGRect(x: 10, y: 10, width: 30, height: 30))
    case .toTarget:
      animator = coordinator.drop(
        item.dragItem,
        to: UIDragPreviewTarget(container: tableView, center: CGPoint(x: 250, y: 700)))
    case .toRow:
      tableView.performBatchUpdates {
        self.sections[destination.section].insert("dropped", at: destination.row)
        tableView.insertRows(at: [destination], with: .automatic)
      }
      animator = coordinator.drop(item.dragItem, toRowAt: destination)
    }
    animator.addAnimations { self.animationsRun += 1 }
    animator.addCompletion { self.completions.append($0) }
  }
}

/// A plain view controller whose table it made itself, and which is the table's data source,
/// delegate, drag delegate and drop delegate implementing only the required methods.
final class MinimalRowsHostController: UIViewController, UITableViewDataSource,
  UITableViewDelegate, UITableViewDragDelegate, UITableViewDropDelegate
{
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 500, height: 800), style: .plain)
  var rows = ["m0", "m1", "m2", "m3"]
  var performed = 0
  var coordinatorProposal: UITableViewDropProposal?
  var coordinatorSources: [IndexPath?] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    table.accessibilityIdentifier = "minimal"
    table.rowHeight = 50
    table.dataSource = self
    table.delegate = self
    table.dragDelegate = self
    table.dropDelegate = self
    view.addSubview(table)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = rows[indexPath.row]
    return cell
  }

  func tableView(
    _ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath
  ) -> [UIDragItem] {
    let item = UIDragItem(itemProvider: NSItemProvider(object: rows[indexPath.row] as NSString))
    item.localObject = rows[indexPath.row]
    return [item]
  }

  func tableView(
    _ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator
  ) {
    performed += 1
    coordinatorProposal = coordinator.proposal
    coordinatorSources = coordinator.items.map(\.sourceIndexPath)
  }
}

/// A plain view controller's table whose data source does not implement `moveRowAt`, and whose
/// drop delegate proposes a reorder for a drag from the table: the reorder reaches
/// `performDropWith`.
final class ReorderRowsHostController: UIViewController, UITableViewDataSource,
  UITableViewDragDelegate, UITableViewDropDelegate
{
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 500, height: 800), style: .plain)
  var rows = ["m0", "m1", "m2", "m3"]
  var coordinatorSources: [IndexPath?] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    table.accessibilityIdentifier = "reorder"
    table.rowHeight = 50
    table.dataSource = self
    table.dragDelegate = self
    table.dropDelegate = self
    view.addSubview(table)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  func tableView(
    _ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath
  ) -> [UIDragItem] {
    [UIDragItem(itemProvider: NSItemProvider(object: rows[indexPath.row] as NSString))]
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
    coordinatorSources = coordinator.items.map(\.sourceIndexPath)
  }
}
