import Testing
import VirtualTime

@testable import DnDEngine

/// The view itself: data, cells, layout mapping, batch updates and selection.
@Suite struct ListViewTests {
  @Test func cellsComeFromTheDataSourceForVisibleItemsOnly() {
    let data = NamesDataSource([(0..<20).map { "r\($0)" }])
    let table = TableView(
      name: "t", frame: Rect(x: 0, y: 0, width: 100, height: 100),
      layout: TableLayout(rowHeight: 30))
    table.dataSource = data
    #expect(data.cellRequests == ["[0, 0]=r0", "[0, 1]=r1", "[0, 2]=r2", "[0, 3]=r3"])
    #expect(table.cellForRow(at: ListIndexPath(row: 4, section: 0)) == nil)
    table.contentOffset = 60
    #expect(data.cellRequests.suffix(2) == ["[0, 4]=r4", "[0, 5]=r5"])
    #expect(table.cellForRow(at: ListIndexPath(row: 0, section: 0)) == nil)
    #expect(
      table.cellForRow(at: ListIndexPath(row: 2, section: 0))?.frame
        == Rect(x: 0, y: 0, width: 100, height: 30))
    #expect(table.indexPathForRow(at: Point(x: 5, y: 5)) == ListIndexPath(row: 2, section: 0))
  }

  @Test func pointsMapToIndexPathsAndBackInAGrid() {
    let world = ListWorld()
    for item in 0..<6 {
      let local = world.grid.convertFromScreen(world.cell(item))!
      #expect(world.grid.indexPathForItem(at: local) == ListIndexPath(item: item, section: 0))
      let cell = world.grid.cellForItem(at: ListIndexPath(item: item, section: 0))
      #expect(cell.map { world.grid.indexPath(for: $0) } == ListIndexPath(item: item, section: 0))
    }
    #expect(world.grid.indexPathForItem(at: Point(x: 250, y: 300)) == nil)
    // The spacing between items (10 points) holds no item: UIKit answers nil there.
    #expect(world.grid.indexPathForItem(at: Point(x: 105, y: 50)) == nil)
    #expect(world.grid.indexPathForItem(at: Point(x: 50, y: 105)) == nil)
    #expect(
      world.grid.indexPathForItem(at: Point(x: 110, y: 50)) == ListIndexPath(item: 1, section: 0))
  }

  @Test func aTapBetweenItemsSelectsNothing() {
    let world = ListWorld()
    // Between items 0 and 1 (the grid is at y = 400 on screen), then below item 1.
    world.h.tap(1, 105, 450)
    world.h.tap(1, 160, 505)
    #expect(world.listEvents("grid").isEmpty)
    #expect(world.grid.indexPathsForSelectedItems.isEmpty)
    world.h.tap(1, 160, 450)
    #expect(world.listEvents("grid") == ["grid select(at: [0, 1], by: tap)"])
  }

  @Test func batchUpdatesMoveCellsWithTheirItems() throws {
    let world = ListWorld()
    let c = world.table.cellForRow(at: ListIndexPath(row: 2, section: 0))
    try world.table.performBatchUpdates {
      world.tableData.sections[0].remove(at: 0)
      world.tableData.sections[0].append("e")
      try world.table.deleteRows(at: [ListIndexPath(row: 0, section: 0)])
      try world.table.insertRows(at: [ListIndexPath(row: 3, section: 0)])
    }
    #expect(world.table.cellForRow(at: ListIndexPath(row: 1, section: 0)) === c)
    #expect(c?.frame.minY == 50)
    #expect(
      world.listEvents("albums") == ["albums batchUpdate(deleted: [[0, 0]], inserted: [[0, 3]])"])
  }

  @Test func anInconsistentUpdateThrowsAClearErrorAndChangesNothing() {
    let world = ListWorld()
    world.tableData.sections[0].append("e")
    #expect {
      try world.table.deleteRows(at: [ListIndexPath(row: 0, section: 0)])
    } throws: { error in
      "\(error)".hasPrefix("Invalid update: invalid number of items in section 0")
    }
    #expect(world.table.numberOfRows(inSection: 0) == 4)
    #expect(
      world.listEvents("albums").first?.hasPrefix("albums updateRejected(reason: Invalid update")
        == true)
    // Reloading resynchronises.
    world.table.reloadData()
    #expect(world.table.numberOfRows(inSection: 0) == 5)
  }

  @Test func nestedBatchesJoinTheOutermost() throws {
    let world = ListWorld()
    try world.table.performBatchUpdates {
      world.tableData.sections[0].insert("x", at: 0)
      try world.table.insertRows(at: [ListIndexPath(row: 0, section: 0)])
      try world.table.performBatchUpdates {
        world.tableData.sections[0].insert("y", at: 0)
        try world.table.insertRows(at: [ListIndexPath(row: 1, section: 0)])
      }
    }
    #expect(world.listEvents("albums") == ["albums batchUpdate(inserted: [[0, 0], [0, 1]])"])
  }

  /// UIKit's `reloadSections` (talk 223's first demo: "we'll ask the collection view to reload
  /// the first section"): in a batch, the reloaded section takes the data source's new count
  /// with new cells, and the batch is logged as a reload, not as a delete and an insert.
  @Test func aReloadedSectionTakesItsNewCountAndNewCells() throws {
    let world = ListWorld(table: [["a", "b"], ["c"]])
    let before = world.table.cellForRow(at: ListIndexPath(row: 0, section: 0))
    #expect(before != nil)
    try world.table.performBatchUpdates {
      world.tableData.sections[0].insert(contentsOf: ["x", "y"], at: 0)
      try world.table.reloadSections([0])
    }
    #expect(world.table.numberOfRows(inSection: 0) == 4)
    // "a" moved down two rows in a reloaded section: a new cell, not the one it had.
    let after = world.table.cellForRow(at: ListIndexPath(row: 2, section: 0))
    #expect(after != nil && after !== before)
    #expect(world.listEvents("albums") == ["albums batchUpdate(reloadedSections: [0])"])
    // Without the reload the same data-source change is an inconsistent update.
    world.tableData.sections[1].append("d")
    #expect(throws: ListUpdateError.self) { try world.table.performBatchUpdates {} }
  }

  /// A reloaded section's index is its index before the update; a section inserted before it
  /// moves it along, as UIKit's section indices do.
  @Test func aReloadedSectionAfterAnInsertedOneIsInsertedAgainInItsNewPlace() throws {
    let update = BatchUpdate(insertedSections: [0])
    var reload = update
    reload.reloadedSections = [0]
    #expect(reload.reloadsExpanded.deletedSections == [0])
    #expect(reload.reloadsExpanded.insertedSections == [0, 1])
    #expect(reload.logDescription == "insertSections=[0] reloadSections=[0]")
  }

  @Test func sectionsCanBeInsertedAndDeleted() throws {
    let world = ListWorld(table: [["a"], ["b", "c"]])
    try world.table.performBatchUpdates {
      world.tableData.sections.remove(at: 0)
      world.tableData.sections.append(["z"])
      try world.table.deleteSections([0])
      try world.table.insertSections([1])
    }
    #expect(world.table.numberOfSections == 2)
    #expect(world.table.numberOfRows(inSection: 1) == 1)
  }

  @Test func aTapSelectsAnItemAndTellsTheDelegate() {
    final class Selection: ListDelegate {
      var selected: [ListIndexPath] = []
      func didSelectItem(_ list: ListView, at indexPath: ListIndexPath) {
        selected.append(indexPath)
      }
    }
    let world = ListWorld()
    let selection = Selection()
    world.table.delegate = selection
    world.h.tap(1, 250, 125)
    world.h.tap(1, 250, 175)
    #expect(
      selection.selected == [ListIndexPath(row: 2, section: 0), ListIndexPath(row: 3, section: 0)])
    #expect(world.table.indexPathsForSelectedItems == [ListIndexPath(row: 3, section: 0)])
    #expect(world.table.cellForRow(at: ListIndexPath(row: 3, section: 0))?.isSelected == true)
    #expect(world.table.cellForRow(at: ListIndexPath(row: 2, section: 0))?.isSelected == false)
  }

  @Test func reloadDataClearsTheSelectionAndAsksForCellsAgain() {
    let world = ListWorld()
    world.table.selectItem(at: ListIndexPath(row: 1, section: 0))
    world.tableData.cellRequests = []
    let old = world.table.cellForRow(at: ListIndexPath(row: 1, section: 0))
    world.table.reloadData()
    #expect(world.table.indexPathsForSelectedItems.isEmpty)
    #expect(world.tableData.cellRequests.count == 4)
    // The old cells left the view; only the new ones are in it.
    #expect(old != nil && old?.superview == nil)
    let new = world.table.cellForRow(at: ListIndexPath(row: 1, section: 0))
    #expect(new !== old && new?.superview === world.table)
    #expect(world.table.subviews.filter { $0 is ListCell }.count == 4)
  }

  @Test func cellsSubclassedForDragStatesSeeEachChange() {
    final class BannerCell: ListCell {
      var states: [CellDragState] = []
      override func dragStateDidChange(_ state: CellDragState) { states.append(state) }
    }
    final class BannerData: ListDataSource {
      var cells: [BannerCell] = []
      func numberOfItems(in list: ListView, section: Int) -> Int { 2 }
      func cell(for list: ListView, at indexPath: ListIndexPath) -> ListCell {
        let cell = BannerCell(name: "banner\(indexPath.item)")
        cells.append(cell)
        return cell
      }
    }
    let world = ListWorld()
    let data = BannerData()
    world.table.dataSource = data
    world.table.dragDelegate = TestListDragDelegate()
    world.drag(from: world.row(1), to: Point(x: 250, y: 350))
    world.release(at: Point(x: 250, y: 350))
    world.h.settle()
    #expect(data.cells[1].states == [.lifting, .dragging, .none])
    #expect(data.cells[0].states.isEmpty)
  }

  @Test func dragStatesKeepTheirRawValues() {
    #expect(CellDragState.allCases.map(\.rawValue) == [0, 1, 2])
    #expect(ListDropIntent.allCases.map(\.rawValue) == [0, 1, 2, 3])
    #expect(ReorderingCadence.allCases.map(\.rawValue) == [0, 1, 2])
  }
}

@Suite struct TableRowHeightTests {
  @Test func rowsTakeTheirOwnHeights() {
    let world = ListWorld()
    world.table.heightForRow = { $0.row == 0 ? 120 : 40 }
    #expect(
      world.table.indexPathForRow(at: Point(x: 5, y: 119)) == ListIndexPath(row: 0, section: 0))
    #expect(
      world.table.indexPathForRow(at: Point(x: 5, y: 121)) == ListIndexPath(row: 1, section: 0))
    #expect(world.table.cellForRow(at: ListIndexPath(row: 2, section: 0))?.frame.minY == 160)
  }
}
