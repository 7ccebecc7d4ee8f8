import DnDEngine
import DnDSimulator
import VirtualTime

/// `PetsViewController`, natively: the Pet Finder screencast's app, two tables — pets to adopt
/// (`pets`, left) and adopted pets (`adopted`, right) — in a root view named after the UIKit
/// controller, `PetsViewController`. Rows reorder within a table, move between the two tables
/// (the pet travels as the drag item's `localObject`), and names dropped from other apps become
/// new pets — through a "Loading..." placeholder until the name has loaded.
///
/// It implements what the UIKit controller implements — data source: the counts and cells (not
/// `moveRowAt`, so a reorder reaches `performDropWith`); drag: `itemsForBeginning`; drop:
/// `canHandle`, `dropSessionDidUpdate`, `performDropWith` — and leaves every other method to the
/// protocols' defaults.
final class NativePets: ListDataSource, ListDragDelegate, ListDropDelegate {
  /// A pet.
  final class Pet {
    let name: String
    let type: String

    init(name: String, type: String) {
      self.name = name
      self.type = type
    }
  }

  /// The list of pets one table shows.
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

    func dragItems(for indexPath: ListIndexPath) -> [DragItem] {
      let pet = pets[indexPath.row]
      let item = DragItem(itemProvider: ItemProvider(object: pet.name))
      item.localObject = pet
      return [item]
    }
  }

  /// A row's cell: the text it shows (UIKit's `textLabel.text`).
  nonisolated final class PetCell: ListCell {
    var text: String?
  }

  private(set) var petsTable: TableView?
  private(set) var adoptedTable: TableView?
  let pets = PetsDataSource(pets: [
    Pet(name: "Tiger", type: "cat"), Pet(name: "Rex", type: "dog"),
    Pet(name: "Bubbles", type: "fish"), Pet(name: "Polly", type: "parrot"),
  ])
  let adopted = PetsDataSource(pets: [Pet(name: "Shadow", type: "cat")])
  /// The main queue load completions hop to (UIKit's `DispatchQueue.main`).
  private let main: SimulatedQueue

  init(main: SimulatedQueue) {
    self.main = main
  }

  /// Builds the root view filling `window` (as a root view controller's view loads), with the
  /// two tables side by side, and shows it.
  func load(into window: Window) {
    let root = View(name: "PetsViewController", frame: window.rootView.bounds)
    let half = root.bounds.width / 2
    let petsTable = TableView(
      name: "pets", frame: Rect(x: 0, y: 0, width: half, height: root.bounds.height),
      layout: TableLayout(rowHeight: 110))
    let adoptedTable = TableView(
      name: "adopted", frame: Rect(x: half, y: 0, width: half, height: root.bounds.height),
      layout: TableLayout(rowHeight: 110))
    self.petsTable = petsTable
    self.adoptedTable = adoptedTable
    for tableView in [petsTable, adoptedTable] {
      tableView.register(forReuseIdentifier: "PetCell") { PetCell(name: $0, reuseIdentifier: $1) }
      // Set before the table joins a window: it loads its rows now, unlogged, as a UIKit table
      // loads them when it joins the window.
      tableView.dataSource = self
      tableView.dragDelegate = self
      tableView.dropDelegate = self
      root.addSubview(tableView)
    }
    window.rootView.addSubview(root)
  }

  func dataSource(for list: ListView) -> PetsDataSource {
    list === petsTable ? pets : adopted
  }

  // MARK: ListDataSource

  func numberOfItems(in list: ListView, section: Int) -> Int {
    dataSource(for: list).pets.count
  }

  func cell(for list: ListView, at indexPath: ListIndexPath) -> ListCell {
    let cell = list.dequeueReusableCell(withReuseIdentifier: "PetCell", for: indexPath)
    (cell as? PetCell)?.text = dataSource(for: list).pets[indexPath.row].name
    return cell
  }

  // MARK: ListDragDelegate

  func itemsForBeginning(_ list: ListView, session: DragSession, at indexPath: ListIndexPath)
    -> [DragItem]
  {
    dataSource(for: list).dragItems(for: indexPath)
  }

  // MARK: ListDropDelegate

  func canHandle(_ list: ListView, session: DropSession) -> Bool {
    session.canLoadObjects(ofClass: String.self)
  }

  func dropSessionDidUpdate(
    _ list: ListView, session: DropSession, destinationIndexPath: ListIndexPath?
  ) -> ListDropProposal {
    if list.hasActiveDrag {
      if session.items.count > 1 {
        return ListDropProposal(operation: .cancel)
      } else {
        return ListDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
      }
    } else {
      return ListDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }
  }

  func performDrop(_ list: ListView, coordinator: ListDropCoordinator) {
    let dataSource = self.dataSource(for: list)
    let destinationIndexPath: ListIndexPath
    if let indexPath = coordinator.destinationIndexPath {
      destinationIndexPath = indexPath
    } else {
      let section = list.numberOfSections - 1
      let row = list.numberOfItems(inSection: section)
      destinationIndexPath = ListIndexPath(row: row, section: section)
    }
    for item in coordinator.items {
      if let sourceIndexPath = item.sourceIndexPath {
        // Same app, same table view: move the row.
        dataSource.moveItem(at: sourceIndexPath.row, to: destinationIndexPath.row)
        try? list.performBatchUpdates {
          try list.deleteItems(at: [sourceIndexPath])
          try list.insertItems(at: [destinationIndexPath])
        }
        coordinator.drop(item.dragItem, toItemAt: destinationIndexPath)
      } else if let pet = item.dragItem.localObject as? Pet {
        // Same app, the other table view: take the pet across.
        if let other = list === petsTable ? adoptedTable : petsTable {
          let otherSource = self.dataSource(for: other)
          if let index = otherSource.removePet(named: pet.name) {
            try? other.deleteRows(at: [ListIndexPath(row: index, section: 0)])
          }
        }
        dataSource.addPet(pet, at: destinationIndexPath.row)
        try? list.insertItems(at: [destinationIndexPath])
        coordinator.drop(item.dragItem, toItemAt: destinationIndexPath)
      } else {
        // Another app: a placeholder until the name has loaded.
        let placeholder = ListDropPlaceholder(
          insertionIndexPath: destinationIndexPath, reuseIdentifier: "PetCell", rowHeight: 110
        ) { cell in
          (cell as? PetCell)?.text = "Loading..."
        }
        let context = try? coordinator.drop(item.dragItem, to: placeholder)
        item.dragItem.itemProvider.loadObject(ofClass: String.self) { result in
          self.main.async {
            guard case .success(let name) = result else {
              context?.deletePlaceholder()
              return
            }
            _ = try? context?.commitInsertion { insertionIndexPath in
              dataSource.addPet(Pet(name: name, type: "Unknown"), at: insertionIndexPath.row)
            }
          }
        }
      }
    }
  }
}

/// `RemindersViewController`, natively: a reminders app (root view `reminders`) whose rows
/// (`reminder-1`, `reminder-2`) each drag their text. It implements `itemsForBeginning` only.
final class NativeReminders: DragInteractionDelegate {
  let reminders = ["Buy food", "Vet at 3"]

  /// Builds the root view filling `window` (as a root view controller's view loads) and shows it.
  func load(into window: Window) {
    let root = View(name: "reminders", frame: window.rootView.bounds)
    for (index, text) in reminders.enumerated() {
      let label = NativeLabelView(
        name: "reminder-\(index + 1)",
        frame: Rect(x: 20, y: 20 + Double(index) * 70, width: 240, height: 50), text: text)
      label.isUserInteractionEnabled = true
      label.addInteraction(DragInteraction(delegate: self))
      root.addSubview(label)
    }
    window.rootView.addSubview(root)
  }

  func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
    guard let text = (interaction.view as? NativeLabelView)?.text else { return [] }
    return [DragItem(itemProvider: ItemProvider(object: text))]
  }
}

/// The native twin of `uikit-pet-finder` (Examples/UIKitApps/Scenes/main.swift), written with
/// the engine's API only: Pet Finder's two tables (app `petfinder`, team `example`, left) and a
/// reminders app (app `reminders`, team `apple`, right) whose rows drag text.
final class NativePetFinderScene: DnDScene {
  static let name = "uikit-pet-finder"
  let pets: NativePets
  let reminders = NativeReminders()

  init(system: DragDropSystem) throws {
    pets = NativePets(main: system.clock.main)
    let petsWindow = Window(
      app: App(name: "petfinder", team: "example"),
      frame: Rect(x: 0, y: 0, width: 704, height: 768))
    let remindersWindow = Window(
      app: App(name: "reminders", team: "apple"),
      frame: Rect(x: 704, y: 0, width: 320, height: 768))
    system.addWindow(petsWindow)
    system.addWindow(remindersWindow)
    pets.load(into: petsWindow)
    reminders.load(into: remindersWindow)
  }
}
