import DnDSimulator
import DnDUIKit

/// An inbox written in UIKit's spelling (a table view controller that reorders through
/// `moveRowAt`), beside a native text source of another app.
final class InboxScene: DnDScene {
  static let name = "driver-inbox"
  let inbox = Inbox()

  final class Inbox: UITableViewController, UITableViewDragDelegate, UITableViewDropDelegate {
    var messages = ["Lunch?", "Photos", "Invoice", "Flight"]

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.accessibilityIdentifier = "inbox"
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Message")
      tableView.rowHeight = 60
      tableView.dragDelegate = self
      tableView.dropDelegate = self
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      messages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
    }

    override func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      messages.insert(messages.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    func tableView(
      _ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem] {
      [UIDragItem(itemProvider: NSItemProvider(object: messages[indexPath.row] as NSString))]
    }

    func tableView(
      _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
      withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
      UITableViewDropProposal(
        operation: tableView.hasActiveDrag ? .move : .copy, intent: .insertAtDestinationIndexPath)
    }

    func tableView(
      _ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator
    ) {}
  }

  init(system: DragDropSystem) throws {
    let window = UIWindow(
      app: App(name: "mail", team: "T1"), frame: CGRect(x: 0, y: 0, width: 500, height: 600))
    system.addWindow(window)
    window.rootViewController = inbox
  }
}
