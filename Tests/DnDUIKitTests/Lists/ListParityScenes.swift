import DnDUIKit

// The UIKit-spelled scenes of `ListParityTests`, in a file that imports only DnDUIKit, as app
// code does (so `IndexPath` is Foundation's).

/// UIKit spelling: a table view controller that reorders through `moveRowAt`.
final class ReorderTableViewController: UITableViewController, UITableViewDragDelegate,
  UITableViewDropDelegate
{
  var rows = ["a", "b", "c", "d"]
  var performedDrops = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    tableView.rowHeight = 50
    tableView.dragDelegate = self
    tableView.dropDelegate = self
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    cell.textLabel?.text = rows[indexPath.row]
    return cell
  }

  override func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let row = rows.remove(at: sourceIndexPath.row)
    rows.insert(row, at: destinationIndexPath.row)
  }

  func tableView(
    _ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath
  ) -> [UIDragItem] {
    let item = UIDragItem(itemProvider: NSItemProvider(object: rows[indexPath.row] as NSString))
    item.localObject = rows[indexPath.row]
    return [item]
  }

  func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal {
    tableView.hasActiveDrag
      ? UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
      : UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
  }

  func tableView(
    _ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator
  ) {
    performedDrops += 1
  }
}

/// UIKit spelling: a grid that takes text dropped from another app, showing a placeholder
/// until the text has loaded.
final class GridViewController: UICollectionViewController, UICollectionViewDropDelegate {
  var names = ["p0", "p1", "p2", "p3", "p4", "p5"]

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
    collectionView.dropDelegate = self
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { names.count }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
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
    let destination = coordinator.destinationIndexPath ?? IndexPath(item: names.count, section: 0)
    let contexts = coordinator.items.map { item -> UICollectionViewDropPlaceholderContext in
      let placeholder = UICollectionViewDropPlaceholder(
        insertionIndexPath: destination, reuseIdentifier: "Photo")
      placeholder.cellUpdateHandler = { cell in cell.backgroundColor = .lightGray }
      return coordinator.drop(item.dragItem, to: placeholder)
    }
    // The completion runs on the main queue once every item has loaded.
    coordinator.session.loadObjects(ofClass: NSString.self) { objects in
      for (context, object) in zip(contexts, objects) {
        guard let text = object as? NSString else {
          context.deletePlaceholder()
          continue
        }
        context.commitInsertion { insertionIndexPath in
          self.names.insert(text as String, at: insertionIndexPath.item)
        }
      }
    }
  }
}
