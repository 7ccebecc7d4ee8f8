import DnDEngine
import DnDUIKit
import Testing
import VirtualTime

@testable import AppStylesLegacy

/// `Examples/AppStyles/Legacy/Kanban/KanbanBoardViewController.swift`, a board written as apps of
/// 2017–2021 write one: a flow layout whose delegate makes some cards wide, a reorder through
/// `performBatchUpdates({ … })` using the controller's properties without `self.`, and a drop
/// from another app into a placeholder whose cell the app reads with `cellForItem(at:)` while the
/// text loads.
///
/// The board is 500 points wide with 10-point insets and spacings. Line 1: Design (wide,
/// x 10–240), Build (250–360), Test (370–480); Ship (wide) does not fit and starts line 2
/// (y 100–180) with Review (250–360).
@Suite struct KanbanTests {
  static let screen = CGRect(x: 0, y: 0, width: 500, height: 800)

  static func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

  static func titles(_ board: KanbanBoardViewController) -> [String] {
    board.cards.map { $0.title }
  }

  static func cellTitle(_ board: KanbanBoardViewController, _ item: Int) -> String? {
    (board.collectionView.cellForItem(at: path(item)) as? KanbanCardCell)?.titleLabel.text
  }

  @Test func theDelegatesSizesPlaceTheCardsInLines() throws {
    let device = TestDevice()
    let board = KanbanBoardViewController()
    device.show(board, app: "kanban", frame: Self.screen)
    let collection = try #require(board.collectionView)
    let frames = (0..<5).map { collection.cellForItem(at: Self.path($0))?.frame }
    #expect(
      frames == [
        CGRect(x: 10, y: 10, width: 230, height: 80),
        CGRect(x: 250, y: 10, width: 110, height: 80),
        CGRect(x: 370, y: 10, width: 110, height: 80),
        CGRect(x: 10, y: 100, width: 230, height: 80),
        CGRect(x: 250, y: 100, width: 110, height: 80),
      ])
    #expect(collection.indexPathForItem(at: CGPoint(x: 200, y: 150)) == Self.path(3))
    #expect(collection.contentSize == CGSize(width: 500, height: 190))
    device.settle()
  }

  @Test func aWideCardDraggedToTheFirstLineLandsWhereItWasDropped() throws {
    let device = TestDevice()
    let board = KanbanBoardViewController()
    device.show(board, app: "kanban", frame: Self.screen)
    // Ship (wide, line 2) dragged onto Build: Build's place is [0, 1].
    device.drag(from: CGPoint(x: 125, y: 140), to: CGPoint(x: 305, y: 50))
    device.settle()
    #expect(Self.titles(board) == ["Design", "Ship", "Build", "Test", "Review"])
    #expect(
      device.lines.contains {
        $0.contains("KanbanBoardViewController batchUpdate(deleted: [[0, 3]], inserted: [[0, 1]])")
      })
    // Ship is now wide on line 1; Build and Test move down to line 2.
    #expect(
      board.collectionView.cellForItem(at: Self.path(1))?.frame
        == CGRect(x: 250, y: 10, width: 230, height: 80))
    #expect(Self.cellTitle(board, 2) == "Build")
    try GoldenLog.check(device.lines, named: "kanban-reorder-wide-card")
  }

  @Test func thePlaceholdersCellIsTheBoardsCellAtItsIndexPathWhileTheTextLoads() throws {
    let device = TestDevice()
    let board = KanbanBoardViewController()
    device.show(board, app: "kanban", frame: Self.screen)
    ListSampleTests.addMail(to: device, text: "Plan")
    // The mail's text (delivered 200 ms after it is asked for) dropped onto Build.
    device.drag(from: CGPoint(x: 620, y: 50), to: CGPoint(x: 305, y: 50))
    let collection = try #require(board.collectionView)
    #expect(board.loadingIndexPath == Self.path(1))
    #expect(collection.hasUncommittedUpdates)
    // UIKit's index paths count the placeholder: it is item 1, Build is item 2.
    let placeholderCell = try #require(collection.cellForItem(at: Self.path(1)) as? KanbanCardCell)
    #expect(placeholderCell.titleLabel.text == "Loading…")
    #expect(collection.indexPath(for: placeholderCell) == Self.path(1))
    #expect(Self.cellTitle(board, 2) == "Build")
    #expect(Self.cellTitle(board, 5) == "Review")
    #expect(collection.visibleCells.count == 6)
    #expect(collection.visibleCells.contains { $0 === placeholderCell })
    #expect(collection.indexPathsForVisibleItems == (0..<6).map { Self.path($0) })
    #expect(collection.dataSourceIndexPath(forPresentationIndexPath: Self.path(2)) == Self.path(1))
    #expect(collection.dataSourceIndexPath(forPresentationIndexPath: Self.path(1)) == Self.path(1))
    board.showLoadingProgress(50)
    #expect(placeholderCell.titleLabel.text == "Loading 50%")
    device.settle()
    #expect(board.loadingIndexPath == nil)
    #expect(Self.titles(board) == ["Design", "Plan", "Build", "Test", "Ship", "Review"])
    #expect(!collection.hasUncommittedUpdates)
    #expect(Self.cellTitle(board, 1) == "Plan")
    #expect(collection.visibleCells.count == 6)
  }

  @Test func selectedItemsCountAPlaceholderBeforeThem() throws {
    let device = TestDevice()
    let board = KanbanBoardViewController()
    device.show(board, app: "kanban", frame: Self.screen)
    let collection = try #require(board.collectionView)
    collection.selectItem(at: Self.path(3), animated: false, scrollPosition: [])
    ListSampleTests.addMail(to: device, text: "Plan")
    device.drag(from: CGPoint(x: 620, y: 50), to: CGPoint(x: 305, y: 50))
    // Ship (data item 3) is the view's item 4 while the placeholder is before it.
    #expect(collection.indexPathsForSelectedItems == [Self.path(4)])
    device.settle()
    #expect(collection.indexPathsForSelectedItems == [Self.path(4)])
  }
}
