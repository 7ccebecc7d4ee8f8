import Testing
import VirtualTime

@testable import DnDEngine

/// A data source over named items per section; counts the cells it makes.
final class NamesDataSource: ListDataSource {
  var sections: [[String]]
  /// Every `cell(for:at:)` call, as `[s, i]=name`.
  var cellRequests: [String] = []

  init(_ sections: [[String]]) {
    self.sections = sections
  }

  func numberOfSections(in list: ListView) -> Int { sections.count }
  func numberOfItems(in list: ListView, section: Int) -> Int { sections[section].count }
  func cell(for list: ListView, at indexPath: ListIndexPath) -> ListCell {
    let name = sections[indexPath.section][indexPath.item]
    cellRequests.append("\(indexPath.logDescription)=\(name)")
    return list.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }

  /// The names in section 0, for short assertions.
  var first: [String] { sections[0] }
}

/// The same, implementing the table's `moveRowAt`.
final class MovingNamesDataSource: ListDataSource, ListMovingDataSource {
  let names: NamesDataSource
  var moves: [String] = []

  init(_ sections: [[String]]) {
    names = NamesDataSource(sections)
  }

  func numberOfSections(in list: ListView) -> Int { names.numberOfSections(in: list) }
  func numberOfItems(in list: ListView, section: Int) -> Int {
    names.numberOfItems(in: list, section: section)
  }
  func cell(for list: ListView, at indexPath: ListIndexPath) -> ListCell {
    names.cell(for: list, at: indexPath)
  }
  /// False: `moveItem` behaves as a default that reports the method not implemented (what a
  /// UIKit-spelled data source whose class does not override `moveRowAt` does).
  var implementsMove = true

  func moveItem(in list: ListView, from source: ListIndexPath, to destination: ListIndexPath) {
    guard implementsMove else { return DelegateMethod.reportNotImplemented() }
    let name = names.sections[source.section].remove(at: source.item)
    names.sections[destination.section].insert(name, at: destination.item)
    moves.append("\(source.logDescription)->\(destination.logDescription)")
  }
}

/// A list drag delegate whose answers a test sets: by default one text item named after the row.
final class TestListDragDelegate: ListDragDelegate {
  var names: NamesDataSource?
  var items: (ListIndexPath) -> [DragItem]
  var addItems: (ListIndexPath, Point) -> [DragItem] = { _, _ in [] }
  var parameters: (ListIndexPath) -> PreviewParameters? = { _ in nil }
  var allowsMove = true
  var restricted = false
  var events: [String] = []

  init(items: ((ListIndexPath) -> [DragItem])? = nil) {
    self.items = items ?? { _ in [textItem("row")] }
  }

  func itemsForBeginning(_ list: ListView, session: DragSession, at indexPath: ListIndexPath)
    -> [DragItem]
  { items(indexPath) }
  func itemsForAddingTo(
    _ list: ListView, session: DragSession, at indexPath: ListIndexPath, point: Point
  ) -> [DragItem] { addItems(indexPath, point) }
  func dragPreviewParameters(_ list: ListView, at indexPath: ListIndexPath) -> PreviewParameters? {
    parameters(indexPath)
  }
  func dragSessionWillBegin(_ list: ListView, session: DragSession) {
    events.append("willBegin hasActiveDrag=\(list.hasActiveDrag)")
  }
  func dragSessionDidEnd(_ list: ListView, session: DragSession) { events.append("didEnd") }
  func dragSessionAllowsMoveOperation(_ list: ListView, session: DragSession) -> Bool {
    allowsMove
  }
  func dragSessionIsRestrictedToDraggingApplication(_ list: ListView, session: DragSession)
    -> Bool
  { restricted }
}

/// A list drop delegate whose answers a test sets.
final class TestListDropDelegate: ListDropDelegate {
  var canHandleAnswer = true
  var proposal: (DropSession, ListIndexPath?) -> ListDropProposal = { _, _ in
    ListDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
  }
  var perform: (ListView, ListDropCoordinator) -> Void = { _, _ in }
  var dropParameters: (ListIndexPath) -> PreviewParameters? = { _ in nil }
  /// Destinations seen by `dropSessionDidUpdate`, in order.
  var destinations: [ListIndexPath?] = []
  var coordinator: ListDropCoordinator?
  var flags: [String] = []

  func performDrop(_ list: ListView, coordinator: ListDropCoordinator) {
    self.coordinator = coordinator
    perform(list, coordinator)
  }
  func canHandle(_ list: ListView, session: DropSession) -> Bool { canHandleAnswer }
  func dropSessionDidEnter(_ list: ListView, session: DropSession) {
    flags.append("enter hasActiveDrop=\(list.hasActiveDrop)")
  }
  func dropSessionDidUpdate(
    _ list: ListView, session: DropSession, destinationIndexPath: ListIndexPath?
  ) -> ListDropProposal {
    destinations.append(destinationIndexPath)
    return proposal(session, destinationIndexPath)
  }
  func dropSessionDidExit(_ list: ListView, session: DropSession) { flags.append("exit") }
  func dropSessionDidEnd(_ list: ListView, session: DropSession) {
    flags.append("end hasActiveDrop=\(list.hasActiveDrop)")
  }
  func dropPreviewParameters(_ list: ListView, at indexPath: ListIndexPath) -> PreviewParameters? {
    dropParameters(indexPath)
  }
}

/// The harness plus a table (`albums`, rows of 50 pt, left window top) and a collection view
/// (`grid`, 100 pt items with 10 pt spacing — four columns — left window below y = 400), both in
/// the photos app; the mail app on the right is another app.
final class ListWorld {
  let h: Harness
  let table: TableView
  let grid: CollectionView
  let tableData: NamesDataSource
  let gridData: NamesDataSource

  init(
    table tableSections: [[String]] = [["a", "b", "c", "d"]],
    grid gridSections: [[String]] = [["p0", "p1", "p2", "p3", "p4", "p5"]],
    movingTable: MovingNamesDataSource? = nil, profile: DeviceProfile = .tablet
  ) {
    h = Harness(profile: profile)
    table = TableView(
      name: "albums", frame: Rect(x: 0, y: 0, width: 500, height: 300),
      layout: TableLayout(rowHeight: 50))
    if let movingTable {
      tableData = movingTable.names
      table.dataSource = movingTable
    } else {
      tableData = NamesDataSource(tableSections)
      table.dataSource = tableData
    }
    grid = CollectionView(
      name: "grid", frame: Rect(x: 0, y: 400, width: 500, height: 400),
      layout: FlowLayout(
        itemSize: Size(width: 100, height: 100), minimumInteritemSpacing: 10,
        minimumLineSpacing: 10))
    gridData = NamesDataSource(gridSections)
    grid.dataSource = gridData
    h.left.rootView.addSubview(table)
    h.left.rootView.addSubview(grid)
  }

  /// The screen centre of a table row (section 0 unless given; no headers).
  func row(_ row: Int) -> Point { Point(x: 250, y: Double(row) * 50 + 25) }

  /// The screen centre of a grid item of section 0.
  func cell(_ item: Int) -> Point {
    Point(x: Double(item % 4) * 110 + 50, y: 400 + Double(item / 4) * 110 + 50)
  }

  /// Long press at `start`, then drag to `end` in `steps` moves 16 ms apart.
  func drag(from start: Point, to end: Point, steps: Int = 4) {
    h.longPress(1, start.x, start.y)
    h.move(1, from: start, to: end, steps: steps)
  }

  func release(at point: Point) {
    h.advance(ms: 16)
    h.touch(1, .ended, point.x, point.y)
  }

  /// The `list` events of one view, as summaries.
  func listEvents(_ name: String) -> [String] {
    h.log.events.filter { $0.kind == .list && $0.subject == name }.map(\.summary)
  }

  /// Delegate calls whose summary starts with `prefix`.
  func calls(_ prefix: String) -> [String] {
    h.log.events.filter { $0.kind == .delegate }.map(\.summary).filter { $0.hasPrefix(prefix) }
  }
}

/// A plain draggable view in the mail app (right window) offering a text item.
@discardableResult
func mailSource(
  _ world: ListWorld, items: @escaping (DragSession) -> [DragItem] = { _ in [textItem("note")] }
) -> TestDragDelegate {
  let view = world.h.view(
    "note", Rect(x: 100, y: 100, width: 100, height: 100), in: world.h.right.rootView)
  let delegate = TestDragDelegate(items: items)
  view.addInteraction(DragInteraction(delegate: delegate))
  return delegate
}

/// The screen centre of the mail source view.
let mailPoint = Point(x: 650, y: 150)

/// Drops the mail note on grid item 0, where the grid's drop delegate puts one placeholder (never
/// committed); returns its context once the drop has settled.
func dropOnePlaceholder(_ world: ListWorld) -> ListPlaceholderContext? {
  let drop = TestListDropDelegate()
  var context: ListPlaceholderContext?
  drop.perform = { _, coordinator in
    context = try! coordinator.drop(
      coordinator.items[0].dragItem,
      to: ListDropPlaceholder(
        insertionIndexPath: ListIndexPath(item: 0, section: 0), reuseIdentifier: "P"))
  }
  world.grid.dropDelegate = drop
  mailSource(world)
  world.drag(from: mailPoint, to: world.cell(0))
  world.release(at: world.cell(0))
  world.h.settle()
  return context
}
