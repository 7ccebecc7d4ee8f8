import DnDEngine
import DnDSimulator

/// Talk 203's Hello World, natively: a label in a greeter app whose drag carries a string, and
/// a notes view of another app that copies text (`received` holds what arrived).
final class HelloScene: DnDScene {
  static let name = "driver-hello"
  let label: View
  let notes: View
  let notesDelegate = Notes()

  final class Label: DragInteractionDelegate {
    func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
      [DragItem(itemProvider: ItemProvider(object: "Hello World"))]
    }
    func itemsForAddingTo(_ interaction: DragInteraction, session: DragSession, point: Point)
      -> [DragItem]
    {
      [DragItem(itemProvider: ItemProvider(object: "Again"))]
    }
  }

  final class Notes: DropInteractionDelegate {
    var received: [String] = []
    func canHandle(_ interaction: DropInteraction, session: DropSession) -> Bool {
      session.canLoadObjects(ofClass: String.self)
    }
    func sessionDidUpdate(_ interaction: DropInteraction, session: DropSession) -> DropProposal {
      .copy
    }
    func performDrop(_ interaction: DropInteraction, session: DropSession) {
      _ = session.loadObjects(ofClass: String.self) { self.received += $0 }
    }
    func sessionDidEnd(_ interaction: DropInteraction, session: DropSession) {}
  }

  init(system: DragDropSystem) throws {
    let greeter = Window(
      app: App(name: "greeter", team: "T1"), frame: Rect(x: 0, y: 0, width: 400, height: 600))
    let notesWindow = Window(
      app: App(name: "notes", team: "T2"), frame: Rect(x: 400, y: 0, width: 400, height: 600))
    system.addWindow(greeter)
    system.addWindow(notesWindow)
    label = View(name: "label", frame: Rect(x: 50, y: 50, width: 200, height: 40))
    let second = View(name: "second", frame: Rect(x: 50, y: 150, width: 200, height: 40))
    greeter.rootView.addSubview(label)
    greeter.rootView.addSubview(second)
    label.addInteraction(DragInteraction(delegate: Label()))
    second.addInteraction(DragInteraction(delegate: Label()))
    notes = View(name: "notes", frame: Rect(x: 0, y: 0, width: 400, height: 600))
    notesWindow.rootView.addSubview(notes)
    notes.addInteraction(DropInteraction(delegate: notesDelegate))
  }
}

/// An app bug the driver must not hide: the greeter's label offers text through a loader that
/// never calls its completion (the app forgot to), and the notes view of another app loads it;
/// a grid of the notes app puts a placeholder for each drop and commits it when the load ends,
/// which it never does.
final class ForgetfulScene: DnDScene {
  static let name = "driver-forgetful"
  let label: View
  let notes: View
  let grid: CollectionView
  let notesDelegate = HelloScene.Notes()
  let gridDelegate = PlaceholderGrid()

  final class ForgetfulLabel: DragInteractionDelegate {
    func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
      let provider = ItemProvider()
      provider.registerDataRepresentation(forType: .plainText) { _ in
        // The completion is never called.
      }
      return [DragItem(itemProvider: provider)]
    }
  }

  final class Cells: ListDataSource {
    var names = ["a", "b"]
    func numberOfSections(in list: ListView) -> Int { 1 }
    func numberOfItems(in list: ListView, section: Int) -> Int { names.count }
    func cell(for list: ListView, at indexPath: ListIndexPath) -> ListCell {
      ListCell(name: "\(list.name).\(names[indexPath.item])", reuseIdentifier: nil)
    }
  }

  final class PlaceholderGrid: ListDropDelegate {
    func dropSessionDidUpdate(
      _ list: ListView, session: DropSession, destinationIndexPath: ListIndexPath?
    ) -> ListDropProposal {
      ListDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }
    func performDrop(_ list: ListView, coordinator: ListDropCoordinator) {
      for item in coordinator.items {
        let context = try? coordinator.drop(
          item.dragItem,
          to: ListDropPlaceholder(
            insertionIndexPath: ListIndexPath(item: 0, section: 0), reuseIdentifier: "P"))
        _ = item.dragItem.itemProvider.loadObject(ofClass: String.self) { result in
          if case .success = result { _ = try? context?.commitInsertion { _ in } }
        }
      }
    }
  }

  let cells = Cells()

  init(system: DragDropSystem) throws {
    let greeter = Window(
      app: App(name: "greeter", team: "T1"), frame: Rect(x: 0, y: 0, width: 400, height: 600))
    let notesWindow = Window(
      app: App(name: "notes", team: "T2"), frame: Rect(x: 400, y: 0, width: 400, height: 600))
    system.addWindow(greeter)
    system.addWindow(notesWindow)
    label = View(name: "label", frame: Rect(x: 50, y: 50, width: 200, height: 40))
    greeter.rootView.addSubview(label)
    label.addInteraction(DragInteraction(delegate: ForgetfulLabel()))
    notes = View(name: "notes", frame: Rect(x: 0, y: 0, width: 400, height: 300))
    notesWindow.rootView.addSubview(notes)
    notes.addInteraction(DropInteraction(delegate: notesDelegate))
    grid = CollectionView(
      name: "grid", frame: Rect(x: 0, y: 300, width: 400, height: 300),
      layout: FlowLayout(
        itemSize: Size(width: 100, height: 100), minimumInteritemSpacing: 10,
        minimumLineSpacing: 10))
    grid.dataSource = cells
    grid.dropDelegate = gridDelegate
    notesWindow.rootView.addSubview(grid)
  }
}
