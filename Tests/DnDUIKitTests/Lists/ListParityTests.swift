import DnDEngine
import DnDUIKit
import Testing
import VirtualTime

/// The same table and collection view scenes written once in UIKit's spelling and once with the
/// engine's native API: the two logs are byte-identical (view and cell names, every delegate
/// call, every `list` line).
@Suite struct ListParityTests {
  // MARK: A table of four rows reordered through moveRowAt

  /// Native spelling of the same table.
  final class NativeRows: ListDataSource, ListMovingDataSource, ListDragDelegate,
    ListDropDelegate
  {
    var rows = ["a", "b", "c", "d"]
    var performedDrops = 0

    func numberOfItems(in list: ListView, section: Int) -> Int { rows.count }
    func cell(for list: ListView, at indexPath: ListIndexPath) -> ListCell {
      list.dequeueReusableCell(withReuseIdentifier: "Row", for: indexPath)
    }
    func moveItem(
      in list: ListView, from source: ListIndexPath, to destination: ListIndexPath
    ) {
      rows.insert(rows.remove(at: source.item), at: destination.item)
    }
    func itemsForBeginning(
      _ list: ListView, session: DragSession, at indexPath: ListIndexPath
    ) -> [DragItem] {
      let item = DragItem(itemProvider: ItemProvider(object: rows[indexPath.item]))
      item.localObject = rows[indexPath.item]
      return [item]
    }
    func dropSessionDidUpdate(
      _ list: ListView, session: DropSession, destinationIndexPath: ListIndexPath?
    ) -> ListDropProposal {
      ListDropProposal(
        operation: list.hasActiveDrag ? .move : .copy, intent: .insertAtDestinationIndexPath)
    }
    func performDrop(_ list: ListView, coordinator: ListDropCoordinator) {
      performedDrops += 1
    }
  }

  static let screen = CGRect(x: 0, y: 0, width: 500, height: 800)

  /// Row 0 (centre y 25) dragged below row 2 (centre y 125), then released.
  static func playReorder(_ device: TestDevice) {
    device.drag(from: CGPoint(x: 250, y: 25), to: CGPoint(x: 250, y: 140))
    device.settle()
  }

  @Test func aTableReorderedThroughMoveRowAtLogsTheSameAsNative() {
    let uikit = TestDevice()
    let controller = ReorderTableViewController()
    uikit.show(controller, app: "inbox", frame: Self.screen)
    Self.playReorder(uikit)

    let native = TestDevice()
    let window = Window(
      app: App(name: "inbox", team: "T1"), frame: Rect(x: 0, y: 0, width: 500, height: 800))
    native.system.addWindow(window)
    let rows = NativeRows()
    let table = TableView(
      name: "ReorderTableViewController", frame: Rect(x: 0, y: 0, width: 500, height: 800),
      layout: TableLayout(rowHeight: 50))
    table.register(forReuseIdentifier: "Row") { ListCell(name: $0, reuseIdentifier: $1) }
    table.dataSource = rows
    table.dragDelegate = rows
    table.dropDelegate = rows
    window.rootView.addSubview(table)
    Self.playReorder(native)

    #expect(controller.rows == ["b", "c", "a", "d"])
    #expect(rows.rows == controller.rows)
    #expect(controller.performedDrops == 0)
    #expect(uikit.lines.contains { $0.contains("ReorderTableViewController.dataSource moveRowAt") })
    #expect(uikit.lines == native.lines)
    if uikit.lines != native.lines { Self.printDifference(uikit.lines, native.lines) }
  }

  // MARK: A collection view receiving an external drop through a placeholder

  /// Native spelling of the same grid.
  final class NativeGrid: ListDataSource, ListDropDelegate {
    var names = ["p0", "p1", "p2", "p3", "p4", "p5"]

    func numberOfItems(in list: ListView, section: Int) -> Int { names.count }
    func cell(for list: ListView, at indexPath: ListIndexPath) -> ListCell {
      list.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
    }
    func dropSessionDidUpdate(
      _ list: ListView, session: DropSession, destinationIndexPath: ListIndexPath?
    ) -> ListDropProposal {
      ListDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }
    func performDrop(_ list: ListView, coordinator: ListDropCoordinator) {
      let destination =
        coordinator.destinationIndexPath ?? ListIndexPath(item: names.count, section: 0)
      let contexts = coordinator.items.compactMap { item -> ListPlaceholderContext? in
        var placeholder = ListDropPlaceholder(
          insertionIndexPath: destination, reuseIdentifier: "Photo")
        placeholder.cellUpdateHandler = { cell in cell.backgroundColor = "lightGray" }
        return try? coordinator.drop(item.dragItem, to: placeholder)
      }
      _ = coordinator.session.loadObjects(ofClass: String.self) { texts in
        for (context, text) in zip(contexts, texts) {
          _ = try? context.commitInsertion { insertionIndexPath in
            self.names.insert(text, at: insertionIndexPath.item)
          }
        }
      }
    }
  }

  /// The other app's draggable note, native in both scenes: its text arrives 300 ms after it is
  /// asked for.
  final class SlowNote: DragInteractionDelegate {
    func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
      let provider = ItemProvider()
      provider.registerDataRepresentation(forType: .utf8PlainText) { request in
        request.clock.schedule(after: .milliseconds(300)) {
          request.complete(with: .success(ItemData(utf8: "dropped")))
        }
      }
      return [DragItem(itemProvider: provider)]
    }
  }

  /// A window of the mail app on the right with the note view, added in front.
  static func addNoteApp(to device: TestDevice) {
    let window = Window(
      app: App(name: "mail", team: "T2"), frame: Rect(x: 500, y: 0, width: 500, height: 800))
    device.system.addWindow(window)
    let note = View(name: "note", frame: Rect(x: 100, y: 100, width: 100, height: 100))
    window.rootView.addSubview(note)
    note.addInteraction(DragInteraction(delegate: SlowNote()))
  }

  /// The note (screen centre 650, 150) dropped on grid item 1 (centre 160, 50).
  static func playExternalDrop(_ device: TestDevice) {
    device.drag(from: CGPoint(x: 650, y: 150), to: CGPoint(x: 160, y: 50))
    device.settle()
  }

  static var flowLayout: UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    return layout
  }

  @Test func aCollectionViewExternalDropThroughAPlaceholderLogsTheSameAsNative() {
    let uikit = TestDevice()
    let controller = GridViewController(collectionViewLayout: Self.flowLayout)
    uikit.show(controller, app: "photos", frame: Self.screen)
    Self.addNoteApp(to: uikit)
    Self.playExternalDrop(uikit)

    let native = TestDevice()
    let window = Window(
      app: App(name: "photos", team: "T1"), frame: Rect(x: 0, y: 0, width: 500, height: 800))
    native.system.addWindow(window)
    let grid = NativeGrid()
    let collection = CollectionView(
      name: "GridViewController", frame: Rect(x: 0, y: 0, width: 500, height: 800),
      layout: FlowLayout(
        itemSize: Size(width: 100, height: 100), minimumInteritemSpacing: 10,
        minimumLineSpacing: 10))
    collection.register(forReuseIdentifier: "Photo") { ListCell(name: $0, reuseIdentifier: $1) }
    collection.dataSource = grid
    collection.dropDelegate = grid
    window.rootView.addSubview(collection)
    Self.addNoteApp(to: native)
    Self.playExternalDrop(native)

    #expect(controller.names == ["p0", "dropped", "p1", "p2", "p3", "p4", "p5"])
    #expect(grid.names == controller.names)
    #expect(uikit.lines.contains { $0.contains("commitInsertion") })
    #expect(uikit.lines == native.lines)
    if uikit.lines != native.lines { Self.printDifference(uikit.lines, native.lines) }
  }

  /// Prints the first lines where two logs differ (for a failing parity test).
  static func printDifference(_ uikit: [String], _ native: [String]) {
    let index =
      zip(uikit, native).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(uikit.count, native.count)
    print("first difference at line \(index + 1)")
    for line in uikit[max(0, index - 3)..<min(uikit.count, index + 3)] { print("uikit:  \(line)") }
    for line in native[max(0, index - 3)..<min(native.count, index + 3)] {
      print("native: \(line)")
    }
  }
}
