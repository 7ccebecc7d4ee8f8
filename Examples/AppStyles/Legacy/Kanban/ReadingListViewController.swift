#if canImport(UIKit)
  import UIKit
#else
  import DnDUIKit
#endif

/// A book on the reading list.
struct ReadingListBook {
  var title: String
  var isRead = false
}

/// A book's row.
class ReadingListCell: UITableViewCell {
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// The reading list: a header with the list's name, a footer with the count, swipe actions to
/// mark a book read or remove it, reordering by drag, and titles dropped from another app added
/// once they have loaded.
class ReadingListViewController: UITableViewController, UITableViewDragDelegate,
  UITableViewDropDelegate
{
  static let bookIdentifier = "ReadingListBook"

  var books: [ReadingListBook] = [
    ReadingListBook(title: "Dune"),
    ReadingListBook(title: "Emma"),
    ReadingListBook(title: "Ulysses"),
    ReadingListBook(title: "Beloved"),
  ]
  let headerLabel = UILabel()
  /// The placeholders of dropped titles still loading, by drop.
  var pendingDrops: [Int: UITableViewDropPlaceholderContext] = [:]
  var nextDrop = 0
  let footerLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(
      ReadingListCell.self, forCellReuseIdentifier: ReadingListViewController.bookIdentifier)
    tableView.rowHeight = 60
    tableView.estimatedRowHeight = 60
    tableView.separatorStyle = .singleLine
    tableView.separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

    let header = UIView(frame: CGRect(x: 0, y: 0, width: tableView.bounds.width, height: 80))
    headerLabel.text = "Reading list"
    header.addSubview(headerLabel)
    tableView.tableHeaderView = header

    let footer = UIView(frame: CGRect(x: 0, y: 0, width: tableView.bounds.width, height: 40))
    footer.addSubview(footerLabel)
    tableView.tableFooterView = footer
    updateFooter()

    tableView.dragDelegate = self
    tableView.dropDelegate = self
    tableView.dragInteractionEnabled = true
  }

  func updateFooter() {
    footerLabel.text = "\(books.count) books"
  }

  // MARK: UITableViewDataSource

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return books.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: ReadingListViewController.bookIdentifier, for: indexPath)
    let book = books[indexPath.row]
    cell.textLabel?.text = book.title
    cell.detailTextLabel?.text = book.isRead ? "Read" : nil
    return cell
  }

  override func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let book = books.remove(at: sourceIndexPath.row)
    books.insert(book, at: destinationIndexPath.row)
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    if editingStyle == .delete {
      books.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
      updateFooter()
    }
  }

  // MARK: UITableViewDelegate

  override func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let markRead = UIContextualAction(style: .normal, title: "Read") {
      action, sourceView, completionHandler in
      self.books[indexPath.row].isRead = true
      tableView.reloadRows(at: [indexPath], with: .none)
      completionHandler(true)
    }
    markRead.backgroundColor = .blue
    return UISwipeActionsConfiguration(actions: [markRead])
  }

  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let remove = UIContextualAction(style: .destructive, title: "Remove") {
      action, sourceView, completionHandler in
      self.books.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
      self.updateFooter()
      completionHandler(true)
    }
    let configuration = UISwipeActionsConfiguration(actions: [remove])
    configuration.performsFirstActionWithFullSwipe = false
    return configuration
  }

  // MARK: UITableViewDragDelegate

  func tableView(
    _ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath
  ) -> [UIDragItem] {
    let title = books[indexPath.row].title
    let dragItem = UIDragItem(itemProvider: NSItemProvider(object: title as NSString))
    dragItem.localObject = title
    return [dragItem]
  }

  // MARK: UITableViewDropDelegate

  func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool {
    return session.canLoadObjects(ofClass: NSString.self)
  }

  func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal {
    if session.localDragSession != nil {
      return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
    return UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
  }

  func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator)
  {
    let destination =
      coordinator.destinationIndexPath ?? IndexPath(row: books.count, section: 0)
    for item in coordinator.items {
      let placeholder = UITableViewDropPlaceholder(
        insertionIndexPath: destination,
        reuseIdentifier: ReadingListViewController.bookIdentifier, rowHeight: 60)
      placeholder.cellUpdateHandler = { cell in
        cell.textLabel?.text = "Adding…"
      }
      let context = coordinator.drop(item.dragItem, to: placeholder)
      nextDrop += 1
      let drop = nextDrop
      pendingDrops[drop] = context
      item.dragItem.itemProvider.loadObject(ofClass: NSString.self) { object, error in
        let title = (object as? NSString).map { $0 as String }
        DispatchQueue.main.async {
          self.finishDrop(drop, title: title)
        }
      }
    }
  }

  /// Turns a drop's placeholder into a book with the loaded title, or removes it.
  func finishDrop(_ drop: Int, title: String?) {
    guard let context = pendingDrops.removeValue(forKey: drop) else { return }
    guard let title = title else {
      context.deletePlaceholder()
      return
    }
    context.commitInsertion(dataSourceUpdates: { insertionIndexPath in
      self.books.insert(ReadingListBook(title: title), at: insertionIndexPath.row)
    })
    updateFooter()
  }
}
