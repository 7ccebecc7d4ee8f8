#if canImport(UIKit)
  import UIKit
#else
  import DnDUIKit
#endif

// A bookshelf as storyboard apps write one: the views come from Main.storyboard through outlets,
// a prototype cell with outlets of its own, an action wired to a button, and a segue to the
// book's page prepared in prepare(for:sender:). The outlets' attribute is guarded so that the
// same file builds where Interface Builder attributes need Objective-C.

struct ShelfBook: Equatable {
  let title: String
  let author: String
}

class ShelfBookCell: UITableViewCell {
  #if canImport(UIKit)
    @IBOutlet
  #endif
  weak var titleLabel: UILabel!
  #if canImport(UIKit)
    @IBOutlet
  #endif
  weak var authorLabel: UILabel!

  override func awakeFromNib() {
    super.awakeFromNib()
    titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
    authorLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
  }
}

class ShelfViewController: UIViewController, UITableViewDataSource, UITableViewDragDelegate,
  UITableViewDropDelegate, UIDropInteractionDelegate
{
  #if canImport(UIKit)
    @IBOutlet
  #endif
  weak var tableView: UITableView!
  #if canImport(UIKit)
    @IBOutlet
  #endif
  weak var readingNowView: UIView!
  #if canImport(UIKit)
    @IBOutlet
  #endif
  weak var countLabel: UILabel!

  var books = [
    ShelfBook(title: "Middlemarch", author: "George Eliot"),
    ShelfBook(title: "Dune", author: "Frank Herbert"),
    ShelfBook(title: "Emma", author: "Jane Austen"),
  ]
  var readingNow: ShelfBook?

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = self
    tableView.dragDelegate = self
    tableView.dropDelegate = self
    tableView.dragInteractionEnabled = true
    readingNowView.addInteraction(UIDropInteraction(delegate: self))
    updateCount()
  }

  @IBAction func sortByTitle(_ sender: Any) {
    books.sort { $0.title < $1.title }
    tableView.reloadData()
  }

  func updateCount() {
    countLabel.text = "\(books.count) books"
  }

  // MARK: - Table view data source

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return books.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "BookCell", for: indexPath) as! ShelfBookCell
    let book = books[indexPath.row]
    cell.titleLabel.text = book.title
    cell.authorLabel.text = book.author
    return cell
  }

  // MARK: - Drag and drop

  func tableView(
    _ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath
  ) -> [UIDragItem] {
    let book = books[indexPath.row]
    let item = UIDragItem(itemProvider: NSItemProvider(object: book.title as NSString))
    item.localObject = book
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

  func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator)
  {
    guard let destination = coordinator.destinationIndexPath,
      let item = coordinator.items.first,
      let source = item.sourceIndexPath
    else { return }
    tableView.performBatchUpdates(
      {
        let book = self.books.remove(at: source.row)
        self.books.insert(book, at: destination.row)
        tableView.deleteRows(at: [source], with: .automatic)
        tableView.insertRows(at: [destination], with: .automatic)
      }, completion: nil)
    coordinator.drop(item.dragItem, toRowAt: destination)
  }

  func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
    return session.localDragSession != nil
  }

  func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession)
    -> UIDropProposal
  {
    return UIDropProposal(operation: .copy)
  }

  func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
    guard let book = session.items.first?.localObject as? ShelfBook else { return }
    readingNow = book
    performSegue(withIdentifier: "showBook", sender: book)
  }

  // MARK: - Navigation

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == "showBook",
      let page = segue.destination as? ShelfBookViewController,
      let book = sender as? ShelfBook
    {
      page.book = book
    }
  }
}

class ShelfBookViewController: UIViewController {
  #if canImport(UIKit)
    @IBOutlet
  #endif
  weak var titleLabel: UILabel!
  var book: ShelfBook?

  override func viewDidLoad() {
    super.viewDidLoad()
    titleLabel.text = book?.title
    title = book?.author
  }
}
