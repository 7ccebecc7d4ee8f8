import DnDEngine
import DnDUIKit
import Testing
import VirtualTime

@testable import AppStylesLegacy

/// `Examples/AppStyles/Legacy/Kanban/ReadingListViewController.swift`, a table written as apps of
/// 2017–2021 write one: an 80-point header view and a 40-point footer view, 60-point rows
/// (`rowHeight` and `estimatedRowHeight`), swipe actions, reordering by drag through
/// `moveRowAt`, and titles dropped from another app into a placeholder row.
///
/// The header lies above row 0, so row r spans y 80 + 60r to 140 + 60r.
@Suite struct ReadingListTests {
  static let screen = CGRect(x: 0, y: 0, width: 500, height: 800)

  static func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

  static func titles(_ list: ReadingListViewController) -> [String] {
    list.books.map { $0.title }
  }

  static func rowText(_ list: ReadingListViewController, _ row: Int) -> String? {
    list.tableView.cellForRow(at: path(row))?.textLabel?.text
  }

  @Test func theHeaderViewMovesTheRowsDownAndTheFooterCountsInTheContent() throws {
    let device = TestDevice()
    let list = ReadingListViewController()
    device.show(list, app: "books", frame: Self.screen)
    let table = try #require(list.tableView)
    #expect(table.rowHeight == 60)
    #expect(table.estimatedRowHeight == 60)
    #expect(table.tableHeaderView?.frame.height == 80)
    #expect(
      table.cellForRow(at: Self.path(0))?.frame == CGRect(x: 0, y: 80, width: 500, height: 60))
    #expect(table.cellForRow(at: Self.path(3))?.frame.minY == 260)
    #expect(table.indexPathForRow(at: CGPoint(x: 100, y: 50)) == nil)
    #expect(table.indexPathForRow(at: CGPoint(x: 100, y: 85)) == Self.path(0))
    #expect(table.contentSize == CGSize(width: 500, height: 360))
    #expect(table.indexPathsForVisibleRows == (0..<4).map { Self.path($0) })
    // Without the header the rows start at the top.
    table.tableHeaderView = nil
    #expect(table.cellForRow(at: Self.path(0))?.frame.minY == 0)
    device.settle()
  }

  @Test func sectionHeaderAndFooterHeightsMoveTheRows() throws {
    let device = TestDevice()
    let list = ReadingListViewController()
    device.show(list, app: "books", frame: Self.screen)
    let table = try #require(list.tableView)
    #expect(table.sectionHeaderHeight == UITableView.automaticDimension)
    table.sectionHeaderHeight = 30
    table.sectionFooterHeight = 20
    #expect(table.cellForRow(at: Self.path(0))?.frame.minY == 110)
    // Header view 80, section header 30, rows 240, section footer 20, footer view 40.
    #expect(table.contentSize.height == 410)
    device.settle()
  }

  @Test func theSwipeActionsAreKeptAsTheAppMadeThem() throws {
    let device = TestDevice()
    let list = ReadingListViewController()
    device.show(list, app: "books", frame: Self.screen)
    let table = try #require(list.tableView)
    let trailing = try #require(
      list.tableView(table, trailingSwipeActionsConfigurationForRowAt: Self.path(1)))
    #expect(!trailing.performsFirstActionWithFullSwipe)
    let remove = try #require(trailing.actions.first)
    #expect(remove.style == .destructive)
    #expect(remove.title == "Remove")
    let leading = try #require(
      list.tableView(table, leadingSwipeActionsConfigurationForRowAt: Self.path(0)))
    #expect(leading.performsFirstActionWithFullSwipe)
    #expect(leading.actions.first?.backgroundColor == .blue)
    #expect(leading.actions.first?.style == .normal)
    // Nothing swipes here: the app's own code runs the handler, which deletes the row.
    var performed: [Bool] = []
    remove.handler(remove, table) { performed.append($0) }
    #expect(performed == [true])
    #expect(Self.titles(list) == ["Dune", "Ulysses", "Beloved"])
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(list.footerLabel.text == "3 books")
    device.settle()
  }

  @Test func aBookDraggedDownTheListMovesThroughMoveRowAt() throws {
    let device = TestDevice()
    let list = ReadingListViewController()
    device.show(list, app: "books", frame: Self.screen)
    // Dune (row 0, centre y 110) dragged onto Ulysses (row 2, y 200–260).
    device.drag(from: CGPoint(x: 100, y: 110), to: CGPoint(x: 100, y: 230))
    device.settle()
    #expect(Self.titles(list) == ["Emma", "Ulysses", "Dune", "Beloved"])
    #expect(device.lines.contains { $0.contains("ReadingListViewController.dataSource moveRowAt") })
    #expect(Self.rowText(list, 2) == "Dune")
  }

  @Test func aTitleDroppedFromMailWaitsInAPlaceholderRowThatIsTheTablesRow() throws {
    let device = TestDevice()
    let list = ReadingListViewController()
    device.show(list, app: "books", frame: Self.screen)
    ListSampleTests.addMail(to: device, text: "Middlemarch")
    // Dropped onto Emma (row 1, y 140–200).
    device.drag(from: CGPoint(x: 620, y: 50), to: CGPoint(x: 100, y: 170))
    let table = try #require(list.tableView)
    #expect(table.hasUncommittedUpdates)
    // The placeholder is row 1 of the table while the title loads; Emma is row 2.
    let placeholderCell = try #require(table.cellForRow(at: Self.path(1)))
    #expect(placeholderCell.textLabel?.text == "Adding…")
    #expect(placeholderCell.frame == CGRect(x: 0, y: 140, width: 500, height: 60))
    #expect(table.indexPath(for: placeholderCell) == Self.path(1))
    #expect(table.indexPathForRow(at: CGPoint(x: 100, y: 170)) == Self.path(1))
    #expect(Self.rowText(list, 2) == "Emma")
    #expect(Self.rowText(list, 4) == "Beloved")
    #expect(table.visibleCells.count == 5)
    #expect(table.indexPathsForVisibleRows == (0..<5).map { Self.path($0) })
    // The data source still has four rows.
    #expect(table.numberOfRows(inSection: 0) == 4)
    device.settle()
    #expect(Self.titles(list) == ["Dune", "Middlemarch", "Emma", "Ulysses", "Beloved"])
    #expect(Self.rowText(list, 1) == "Middlemarch")
    #expect(list.footerLabel.text == "5 books")
    #expect(!table.hasUncommittedUpdates)
    try GoldenLog.check(device.lines, named: "reading-list-drop-with-placeholder")
  }
}
