#if canImport(UIKit)
  import UIKit
#else
  import DnDUIKit
#endif

/// A pet, and the list of pets one table shows.
final class Pet {
  let name: String
  let type: String

  init(name: String, type: String) {
    self.name = name
    self.type = type
  }
}

final class PetsDataSource {
  private(set) var pets: [Pet]

  init(pets: [Pet]) {
    self.pets = pets
  }

  func moveItem(at sourceIndex: Int, to destinationIndex: Int) {
    guard sourceIndex != destinationIndex else { return }
    let pet = pets.remove(at: sourceIndex)
    pets.insert(pet, at: destinationIndex)
  }

  func addPet(_ pet: Pet, at index: Int) {
    pets.insert(pet, at: min(index, pets.count))
  }

  @discardableResult
  func removePet(named name: String) -> Int? {
    guard let index = pets.firstIndex(where: { $0.name == name }) else { return nil }
    pets.remove(at: index)
    return index
  }

  func dragItems(for indexPath: IndexPath) -> [UIDragItem] {
    let pet = pets[indexPath.row]
    let item = UIDragItem(itemProvider: NSItemProvider(object: pet.name as NSString))
    item.localObject = pet
    return [item]
  }
}

/// The Pet Finder screencast's app: two tables, pets to adopt (left) and adopted pets (right).
/// Rows reorder within a table, move between the two tables (the pet travels as the drag item's
/// `localObject`), and names dropped from other apps become new pets — through a "Loading..."
/// placeholder until the name has loaded.
final class PetsViewController: UIViewController, UITableViewDataSource, UITableViewDragDelegate,
  UITableViewDropDelegate
{
  let petsTable = UITableView(frame: .zero, style: .plain)
  let adoptedTable = UITableView(frame: .zero, style: .plain)
  let pets = PetsDataSource(pets: [
    Pet(name: "Tiger", type: "cat"), Pet(name: "Rex", type: "dog"),
    Pet(name: "Bubbles", type: "fish"), Pet(name: "Polly", type: "parrot"),
  ])
  let adopted = PetsDataSource(pets: [Pet(name: "Shadow", type: "cat")])

  override func viewDidLoad() {
    super.viewDidLoad()
    let half = view.bounds.width / 2
    petsTable.frame = CGRect(x: 0, y: 0, width: half, height: view.bounds.height)
    adoptedTable.frame = CGRect(x: half, y: 0, width: half, height: view.bounds.height)
    petsTable.accessibilityIdentifier = "pets"
    adoptedTable.accessibilityIdentifier = "adopted"
    for tableView in [petsTable, adoptedTable] {
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "PetCell")
      tableView.rowHeight = 110
      tableView.dataSource = self
      tableView.dragDelegate = self
      tableView.dropDelegate = self
      view.addSubview(tableView)
    }
  }

  func dataSourceForTableView(_ tableView: UITableView) -> PetsDataSource {
    return tableView === petsTable ? pets : adopted
  }

  // MARK: - UITableViewDataSource

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return dataSourceForTableView(tableView).pets.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "PetCell", for: indexPath)
    cell.textLabel?.text = dataSourceForTableView(tableView).pets[indexPath.row].name
    return cell
  }

  // MARK: - UITableViewDragDelegate

  func tableView(
    _ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath
  ) -> [UIDragItem] {
    return dataSourceForTableView(tableView).dragItems(for: indexPath)
  }

  // MARK: - UITableViewDropDelegate

  func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool {
    return session.canLoadObjects(ofClass: NSString.self)
  }

  func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal {
    if tableView.hasActiveDrag {
      if session.items.count > 1 {
        return UITableViewDropProposal(operation: .cancel)
      } else {
        return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
      }
    } else {
      return UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }
  }

  func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator)
  {
    let dataSource = dataSourceForTableView(tableView)
    let destinationIndexPath: IndexPath
    if let indexPath = coordinator.destinationIndexPath {
      destinationIndexPath = indexPath
    } else {
      let section = tableView.numberOfSections - 1
      let row = tableView.numberOfRows(inSection: section)
      destinationIndexPath = IndexPath(row: row, section: section)
    }
    for item in coordinator.items {
      if let sourceIndexPath = item.sourceIndexPath {
        // Same app, same table view: move the row.
        dataSource.moveItem(at: sourceIndexPath.row, to: destinationIndexPath.row)
        tableView.performBatchUpdates(
          {
            tableView.deleteRows(at: [sourceIndexPath], with: .automatic)
            tableView.insertRows(at: [destinationIndexPath], with: .automatic)
          }, completion: nil)
        coordinator.drop(item.dragItem, toRowAt: destinationIndexPath)
      } else if let pet = item.dragItem.localObject as? Pet {
        // Same app, the other table view: take the pet across.
        let other = tableView === petsTable ? adoptedTable : petsTable
        let otherSource = dataSourceForTableView(other)
        if let index = otherSource.removePet(named: pet.name) {
          other.deleteRows(at: [IndexPath(row: index, section: 0)], with: .automatic)
        }
        dataSource.addPet(pet, at: destinationIndexPath.row)
        tableView.insertRows(at: [destinationIndexPath], with: .automatic)
        coordinator.drop(item.dragItem, toRowAt: destinationIndexPath)
      } else {
        // Another app: a placeholder until the name has loaded.
        let placeholder = UITableViewDropPlaceholder(
          insertionIndexPath: destinationIndexPath, reuseIdentifier: "PetCell", rowHeight: 110)
        placeholder.cellUpdateHandler = { cell in
          cell.textLabel?.text = "Loading..."
        }
        // The context is used only on the main queue, where the load's handler sends it; the
        // handler is `@Sendable` and the context is not `Sendable` (Docs/uikit.md, "Concurrency").
        nonisolated(unsafe) let context = coordinator.drop(item.dragItem, to: placeholder)
        item.dragItem.itemProvider.loadObject(ofClass: NSString.self) { string, _ in
          DispatchQueue.main.async {
            guard let name = string as? NSString else {
              context.deletePlaceholder()
              return
            }
            context.commitInsertion(dataSourceUpdates: { insertionIndexPath in
              dataSource.addPet(
                Pet(name: name as String, type: "Unknown"), at: insertionIndexPath.row)
            })
          }
        }
      }
    }
  }
}

/// A reminders app beside Pet Finder: rows of text, each draggable as a string.
final class RemindersViewController: UIViewController, UIDragInteractionDelegate {
  let reminders = ["Buy food", "Vet at 3"]

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "reminders"
    for (index, text) in reminders.enumerated() {
      let label = UILabel(frame: CGRect(x: 20, y: 20 + CGFloat(index) * 70, width: 240, height: 50))
      label.text = text
      label.accessibilityIdentifier = "reminder-\(index + 1)"
      label.isUserInteractionEnabled = true
      label.addInteraction(UIDragInteraction(delegate: self))
      view.addSubview(label)
    }
  }

  func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession)
    -> [UIDragItem]
  {
    guard let text = (interaction.view as? UILabel)?.text else { return [] }
    return [UIDragItem(itemProvider: NSItemProvider(object: text as NSString))]
  }
}
