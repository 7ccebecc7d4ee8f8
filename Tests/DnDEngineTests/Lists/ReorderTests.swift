import Testing
import VirtualTime

@testable import DnDEngine

/// Reordering: Docs/uikit-behaviour.md §3 (e), talk 223 "Supporting Reordering", the cadences of §1.1 and
/// the multi-item quirk of §3 (d) notes.
@Suite struct ReorderTests {
  /// Pet Finder's proposal: move + insert-at within the source table, copy from elsewhere.
  static func petFinderProposal(_ list: ListView) -> (DropSession, ListIndexPath?) ->
    ListDropProposal
  {
    { [unowned list] session, _ in
      if list.hasActiveDrag {
        return session.items.count > 1
          ? ListDropProposal(operation: .cancel)
          : ListDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
      }
      return ListDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }
  }

  @Test func aTableReorderGoesThroughMoveRowAt() {
    let data = MovingNamesDataSource([["a", "b", "c", "d"]])
    let world = ListWorld(movingTable: data)
    world.table.dragDelegate = TestListDragDelegate()
    let drop = TestListDropDelegate()
    var during: [String] = []
    let proposal = Self.petFinderProposal(world.table)
    drop.proposal = { session, destination in
      let table = world.table
      during.append(
        "\(table.hasActiveDrag) \(table.hasActiveDrop) \(table.hasUncommittedUpdates)")
      return proposal(session, destination)
    }
    world.table.dropDelegate = drop
    world.drag(from: world.row(0), to: world.row(2))
    world.release(at: world.row(2))
    world.h.settle()
    #expect(data.moves == ["[0, 0]->[0, 2]"])
    #expect(data.names.first == ["b", "c", "a", "d"])
    #expect(drop.coordinator == nil)  // performDropWith is not used
    #expect(
      world.calls("albums.d").map { String($0.split(separator: "(")[0]) } == [
        "albums.drag itemsForBeginning", "albums.drag dragPreviewParametersForRowAt",
        "albums.drag dragSessionIsRestrictedToDraggingApplication",
        "albums.drag dragSessionAllowsMoveOperation", "albums.drag dragSessionWillBegin",
        "albums.drop canHandle", "albums.drop dropSessionDidEnter",
        "albums.drop dropSessionDidUpdate", "albums.drop dropSessionDidUpdate",
        "albums.drop dropSessionDidUpdate", "albums.drop dropSessionDidUpdate",
        "albums.dataSource moveRowAt", "albums.drop dropPreviewParametersForRowAt",
        "albums.drag dragSessionDidEnd",
        "albums.drop dropSessionDidEnd",
      ])
    #expect(
      world.listEvents("albums") == [
        "albums liftedOut(at: [0, 0])", "albums gap(at: [0, 1])", "albums gap(at: [0, 2])",
        "albums batchUpdate(moved: [[0, 0]->[0, 2]])", "albums drop(item: I1, toItemAt: [0, 2])",
        "albums gapClosed",
        "albums dropPreview(item: I1, preview: targetedPreview(view: albums.cell1, target: target(container: albums, center: (250,125), transform: identity)))",
      ])
    // The gap was open while the session hovered (after the first update lifted the row out).
    #expect(during.last == "true true true")
    #expect(!world.table.hasActiveDrag && !world.table.hasActiveDrop)
    #expect(
      world.table.cellForRow(at: ListIndexPath(row: 2, section: 0))?.dragState == CellDragState.none
    )
  }

  /// Only a move goes through `moveRowAt` (Docs/engine.md §13.5): a copy of one of the table's
  /// own rows, insert-at, goes to `performDropWith` even when the data source can move rows.
  @Test func aLocalCopyGoesToPerformDropWithEvenWithMoveRowAt() {
    let data = MovingNamesDataSource([["a", "b", "c", "d"]])
    let world = ListWorld(movingTable: data)
    world.table.dragDelegate = TestListDragDelegate()
    let drop = TestListDropDelegate()
    drop.proposal = { _, _ in
      ListDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }
    world.table.dropDelegate = drop
    world.drag(from: world.row(0), to: world.row(2))
    world.release(at: world.row(2))
    world.h.settle()
    #expect(data.moves == [])
    #expect(drop.coordinator != nil)
    #expect(!world.calls("albums.dataSource").contains { $0.contains("moveRowAt") })
  }

  @Test func withoutMoveRowAtTheTableUsesPerformDropWithASourceIndexPath() {
    let world = ListWorld()
    world.table.dragDelegate = TestListDragDelegate()
    let drop = TestListDropDelegate()
    drop.proposal = Self.petFinderProposal(world.table)
    world.table.dropDelegate = drop
    world.drag(from: world.row(0), to: world.row(2))
    world.release(at: world.row(2))
    world.h.settle()
    #expect(drop.coordinator?.items.first?.sourceIndexPath == ListIndexPath(row: 0, section: 0))
    #expect(drop.coordinator?.destinationIndexPath == ListIndexPath(row: 2, section: 0))
    #expect(drop.coordinator?.proposal.operation == .move)
  }

  /// A data source that can be asked for `moveRowAt` but reports it not implemented (a UIKit
  /// table view controller subclass that does not override it): the table falls back to
  /// `performDropWith`, and the log has no `moveRowAt` line.
  @Test func aMoveRowAtReportedNotImplementedFallsBackToPerformDropWith() {
    let data = MovingNamesDataSource([["a", "b", "c", "d"]])
    data.implementsMove = false
    let world = ListWorld(movingTable: data)
    world.table.dragDelegate = TestListDragDelegate()
    let drop = TestListDropDelegate()
    drop.proposal = Self.petFinderProposal(world.table)
    world.table.dropDelegate = drop
    world.drag(from: world.row(0), to: world.row(2))
    world.release(at: world.row(2))
    world.h.settle()
    #expect(data.moves == [])
    #expect(drop.coordinator?.items.first?.sourceIndexPath == ListIndexPath(row: 0, section: 0))
    #expect(!world.calls("albums.dataSource").contains { $0.contains("moveRowAt") })
    #expect(world.h.system.notImplementedCalls.contains("albums.dataSource moveRowAt"))
  }

  @Test func aCollectionReordersInPerformDropWith() {
    let world = ListWorld()
    world.grid.dragDelegate = TestListDragDelegate()
    let drop = TestListDropDelegate()
    drop.proposal = { _, _ in
      ListDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
    drop.perform = { list, coordinator in
      guard let destination = coordinator.destinationIndexPath,
        let source = coordinator.items[0].sourceIndexPath
      else { return }
      try! list.performBatchUpdates {
        let name = world.gridData.sections[0].remove(at: source.item)
        world.gridData.sections[0].insert(name, at: destination.item)
        try list.deleteItems(at: [source])
        try list.insertItems(at: [destination])
      }
      coordinator.drop(coordinator.items[0].dragItem, toItemAt: destination)
    }
    world.grid.dropDelegate = drop
    world.drag(from: world.cell(0), to: world.cell(2))
    world.release(at: world.cell(2))
    world.h.settle()
    #expect(drop.coordinator?.items.first?.sourceIndexPath == ListIndexPath(item: 0, section: 0))
    #expect(drop.coordinator?.destinationIndexPath == ListIndexPath(item: 2, section: 0))
    #expect(world.gridData.first == ["p1", "p2", "p0", "p3", "p4", "p5"])
    #expect(world.listEvents("grid").first == "grid liftedOut(at: [0, 0])")
  }

  @Test func aMultiItemMoveInACollectionActsLikeACopy() {
    let world = ListWorld()
    let drag = TestListDragDelegate()
    drag.addItems = { _, _ in [textItem("second")] }
    world.grid.dragDelegate = drag
    let drop = TestListDropDelegate()
    drop.proposal = { _, _ in
      ListDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
    world.grid.dropDelegate = drop
    world.h.longPress(1, world.cell(0).x, world.cell(0).y)
    world.h.move(1, from: world.cell(0), to: Point(x: 250, y: 350), steps: 1)
    world.h.tap(2, world.cell(5).x, world.cell(5).y)
    world.h.move(1, from: Point(x: 250, y: 350), to: world.cell(2))
    world.release(at: world.cell(2))
    world.h.settle()
    // No item lifted out, no gap (radar 42068699); performDropWith still gets both sources.
    #expect(
      !world.listEvents("grid").contains {
        $0.hasPrefix("grid liftedOut") || $0.hasPrefix("grid gap")
      })
    #expect(
      drop.coordinator?.items.map(\.sourceIndexPath) == [
        ListIndexPath(item: 0, section: 0), ListIndexPath(item: 5, section: 0),
      ])
    #expect(drop.coordinator?.proposal.operation == .move)
  }

  /// Drags the mail note onto grid item 1 quickly, then rests there: the time the gap opens.
  func gapTimes(cadence: ReorderingCadence) -> [String] {
    let world = ListWorld()
    world.grid.reorderingCadence = cadence
    world.grid.dropDelegate = TestListDropDelegate()
    mailSource(world)
    world.h.longPress(1, mailPoint.x, mailPoint.y)
    // One fast jump onto item 1 (about 30,000 pt/s), then still.
    world.h.advance(ms: 16)
    world.h.touch(1, .moved, world.cell(1).x, world.cell(1).y)
    world.h.advance(ms: 200)
    // Then a fast jump onto item 3, and still again.
    world.h.touch(1, .moved, world.cell(3).x, world.cell(3).y)
    world.h.advance(ms: 200)
    let start = world.h.log.events.first { $0.name == "dropSessionDidEnter" }!.time
    return world.h.log.events.filter { $0.kind == .list && $0.name == "gap" }.map {
      "\($0.summary) +\(($0.time - start).description)"
    }
  }

  @Test func cadenceImmediateMovesTheGapAtOnce() {
    #expect(
      gapTimes(cadence: .immediate) == [
        "grid gap(at: [0, 1]) +0.000s", "grid gap(at: [0, 3]) +0.200s",
      ])
  }

  @Test func cadenceFastWaitsForItsDwell() {
    #expect(
      gapTimes(cadence: .fast) == ["grid gap(at: [0, 1]) +0.060s", "grid gap(at: [0, 3]) +0.230s"])
  }

  @Test func cadenceSlowWaitsLonger() {
    #expect(
      gapTimes(cadence: .slow) == ["grid gap(at: [0, 1]) +0.120s", "grid gap(at: [0, 3]) +0.260s"])
  }

  @Test func aFastMovingDragDoesNotReflowTheGrid() {
    let world = ListWorld()
    world.grid.reorderingCadence = .slow
    world.grid.dropDelegate = TestListDropDelegate()
    mailSource(world)
    world.h.longPress(1, mailPoint.x, mailPoint.y)
    world.h.advance(ms: 16)
    world.h.touch(1, .moved, world.cell(1).x, world.cell(1).y)
    // Keep moving fast (40 pt every 10 ms = 4,000 pt/s) inside item 1 for 300 ms.
    for step in 0..<30 {
      world.h.advance(ms: 10)
      let dx: Double = step % 2 == 0 ? 20 : -20
      world.h.touch(1, .moved, world.cell(1).x + dx, world.cell(1).y)
    }
    #expect(!world.listEvents("grid").contains { $0.hasPrefix("grid gap") })
    // Resting: the next check after a quiet period opens it.
    world.h.advance(ms: 250)
    #expect(world.listEvents("grid").contains("grid gap(at: [0, 1])"))
  }

  @Test func tablesIgnoreCadence() {
    let world = ListWorld()
    world.table.dropDelegate = TestListDropDelegate()
    mailSource(world)
    world.h.longPress(1, mailPoint.x, mailPoint.y)
    world.h.advance(ms: 16)
    world.h.touch(1, .moved, world.row(1).x, world.row(1).y)
    #expect(world.listEvents("albums") == ["albums gap(at: [0, 1])"])
  }
}
