import Testing
import VirtualTime

@testable import DnDEngine

/// Changes under a hovering drag, views sharing a session, and misuse by the app.
@Suite struct ListEdgeCaseTests {
  @Test func aBatchUpdateUnderAHoveringDragKeepsTheDestinationValid() throws {
    let world = ListWorld()
    let drop = TestListDropDelegate()
    world.grid.dropDelegate = drop
    mailSource(world)
    world.drag(from: mailPoint, to: world.cell(3))
    #expect(world.listEvents("grid") == ["grid gap(at: [0, 3])"])
    try world.grid.performBatchUpdates {
      world.gridData.sections[0] = ["p0"]
      try world.grid.deleteItems(at: (1..<6).map { ListIndexPath(item: $0, section: 0) })
    }
    world.release(at: world.cell(3))
    world.h.settle()
    // Item 3's place is past the one item left: the end of the section.
    #expect(drop.coordinator?.destinationIndexPath == ListIndexPath(item: 1, section: 0))
  }

  @Test func reloadDataUnderAHoveringDragClosesTheGapAndStartsOver() {
    let world = ListWorld()
    let drop = TestListDropDelegate()
    world.grid.dropDelegate = drop
    mailSource(world)
    world.drag(from: mailPoint, to: world.cell(2))
    world.gridData.sections[0] = ["only"]
    world.grid.reloadData()
    #expect(
      world.listEvents("grid") == [
        "grid gap(at: [0, 2])", "grid gapClosed", "grid reloadData", "grid gap(at: [0, 1])",
      ])
    world.release(at: world.cell(2))
    world.h.settle()
    #expect(drop.coordinator?.destinationIndexPath == ListIndexPath(item: 1, section: 0))
  }

  @Test func aTableReorderIntoADeletedSectionDoesNotMoveARowThere() throws {
    let data = MovingNamesDataSource([["a", "b"], ["c", "d", "e"]])
    let world = ListWorld(movingTable: data)
    world.table.dragDelegate = TestListDragDelegate()
    let drop = TestListDropDelegate()
    drop.proposal = ReorderTests.petFinderProposal(world.table)
    world.table.dropDelegate = drop
    // Section 1's rows are at y 100…250; its third row at 200…250.
    world.drag(from: world.row(0), to: Point(x: 250, y: 225))
    try world.table.performBatchUpdates {
      data.names.sections.remove(at: 1)
      try world.table.deleteSections([1])
    }
    world.release(at: Point(x: 250, y: 225))
    world.h.settle()
    #expect(data.moves.allSatisfy { !$0.contains("[1,") })
    #expect(data.names.sections.count == 1)
  }

  @Test func aListThatOnlyAddedItemsGetsNoDragSessionDidEnd() {
    let world = ListWorld()
    mailSource(world)
    let plain = world.h.view(
      "plain", Rect(x: 300, y: 320, width: 60, height: 60), in: world.h.left.rootView)
    plain.addInteraction(DragInteraction(delegate: TestDragDelegate()))
    let drag = TestListDragDelegate()
    drag.addItems = { _, _ in [textItem("added")] }
    world.grid.dragDelegate = drag
    world.h.longPress(1, 330, 350)
    world.h.move(1, from: Point(x: 330, y: 350), to: Point(x: 450, y: 100))
    world.h.tap(2, world.cell(1).x, world.cell(1).y)
    world.release(at: Point(x: 450, y: 100))
    world.h.settle()  // quick checks: a mixed session is consistent
    #expect(
      world.calls("grid.drag").map { String($0.split(separator: "(")[0]) } == [
        "grid.drag itemsForAddingTo", "grid.drag dragPreviewParametersForItemAt",
      ])
    #expect(drag.events.isEmpty)
    #expect(
      world.calls("grid.cell2") == [
        "grid.cell2 dragStateDidChange(state: lifting)",
        "grid.cell2 dragStateDidChange(state: dragging)",
        "grid.cell2 dragStateDidChange(state: none)",
      ])
  }

  @Test func aPlainViewAddingToAListsDragIsConsistent() {
    let world = ListWorld()
    let plain = world.h.view(
      "plain", Rect(x: 300, y: 320, width: 60, height: 60), in: world.h.left.rootView)
    let plainDelegate = TestDragDelegate()
    plainDelegate.addItems = { _, _ in [textItem("added")] }
    plain.addInteraction(DragInteraction(delegate: plainDelegate))
    world.grid.dragDelegate = TestListDragDelegate()
    world.drag(from: world.cell(0), to: Point(x: 450, y: 100))
    world.h.tap(2, 330, 350)
    world.release(at: Point(x: 450, y: 100))
    world.h.settle()  // quick checks
    #expect(world.h.system.sessions.isEmpty)
    #expect(world.calls("grid.drag dragSessionDidEnd").count == 1)
  }

  @Test func aCancelledReorderFliesBackToItsPlace() {
    let world = ListWorld()
    world.grid.dragDelegate = TestListDragDelegate()
    let drop = TestListDropDelegate()
    drop.proposal = { _, _ in
      ListDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
    world.grid.dropDelegate = drop
    world.drag(from: world.cell(0), to: world.cell(2))
    world.h.touch(1, .cancelled, world.cell(2).x, world.cell(2).y)
    world.h.settle()
    let events = world.listEvents("grid")
    #expect(events.contains("grid liftedItemReturned(at: [0, 0])"))
    #expect(
      events.contains {
        $0.hasPrefix("grid cancelPreview(item: I1, preview: targetedPreview(view: grid.cell1")
      })
  }

  @Test func switchingFromMoveToCopyReturnsTheLiftedItem() {
    let world = ListWorld()
    world.grid.dragDelegate = TestListDragDelegate()
    let drop = TestListDropDelegate()
    var calls = 0
    drop.proposal = { _, _ in
      calls += 1
      return ListDropProposal(
        operation: calls < 3 ? .move : .copy, intent: .insertAtDestinationIndexPath)
    }
    world.grid.dropDelegate = drop
    world.drag(from: world.cell(0), to: world.cell(2))
    #expect(world.listEvents("grid").contains("grid liftedOut(at: [0, 0])"))
    #expect(world.listEvents("grid").contains("grid liftedItemReturned(at: [0, 0])"))
  }

  @Test func exitAndEndAreEachSentOnce() {
    let world = ListWorld()
    let drop = TestListDropDelegate()
    world.grid.dropDelegate = drop
    mailSource(world)
    world.drag(from: mailPoint, to: world.cell(1))
    world.h.move(1, from: world.cell(1), to: Point(x: 250, y: 350), steps: 1)
    world.release(at: Point(x: 250, y: 350))
    world.h.settle()
    #expect(drop.flags == ["enter hasActiveDrop=true", "exit", "end hasActiveDrop=false"])
  }

  @Test func aTableShowsTheGapForAMultiItemMove() {
    let world = ListWorld()
    let drag = TestListDragDelegate(items: { _ in [textItem("one"), textItem("two")] })
    world.table.dragDelegate = drag
    let drop = TestListDropDelegate()
    drop.proposal = { _, _ in
      ListDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
    world.table.dropDelegate = drop
    world.drag(from: world.row(0), to: world.row(2))
    #expect(world.listEvents("albums").contains { $0.hasPrefix("albums gap(at:") })
    #expect(!world.listEvents("albums").contains { $0.hasPrefix("albums liftedOut") })
  }

  @Test func placeholderPreviewParametersAreAskedForTheDrop() {
    let world = ListWorld()
    let drop = TestListDropDelegate()
    drop.perform = { _, coordinator in
      var placeholder = ListDropPlaceholder(
        insertionIndexPath: ListIndexPath(item: 0, section: 0), reuseIdentifier: "P")
      placeholder.previewParametersProvider = { _ in
        PreviewParameters(visiblePath: Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)))
      }
      _ = try! coordinator.drop(coordinator.items[0].dragItem, to: placeholder)
    }
    world.grid.dropDelegate = drop
    mailSource(world)
    world.drag(from: mailPoint, to: world.cell(0))
    world.release(at: world.cell(0))
    world.h.settle()
    #expect(
      world.calls("grid.PH1 previewParametersProvider(cell: grid.PH1) -> parameters(visiblePath:")
        .count == 1)
    #expect(
      world.listEvents("grid").contains {
        $0.contains("view: grid.PH1, parameters: parameters(visiblePath")
      })
  }

  @Test func aPlaceholderForAnItemNotInTheDropIsRefused() {
    let world = ListWorld()
    let drop = TestListDropDelegate()
    var refused = false
    drop.perform = { _, coordinator in
      do {
        _ = try coordinator.drop(
          textItem("stranger"),
          to: ListDropPlaceholder(
            insertionIndexPath: ListIndexPath(item: 0, section: 0), reuseIdentifier: "P"))
      } catch { refused = true }
    }
    world.grid.dropDelegate = drop
    mailSource(world)
    world.drag(from: mailPoint, to: world.cell(0))
    world.release(at: world.cell(0))
    world.h.settle()
    #expect(refused)
    #expect(!world.grid.hasUncommittedUpdates)
    #expect(!world.listEvents("grid").contains { $0.hasPrefix("grid placeholderInserted") })
  }

  @Test func viewUpdatesInsideACommitBlockAreRefused() throws {
    let world = ListWorld()
    let context = dropOnePlaceholder(world)
    var inner: (any Error)?
    let committed = try context?.commitInsertion { indexPath in
      world.gridData.sections[0].insert("x", at: indexPath.item)
      do { try world.grid.insertItems(at: [indexPath]) } catch { inner = error }
    }
    #expect(committed == true)
    #expect("\(inner.map { "\($0)" } ?? "")".contains("inside commitInsertion"))
    #expect(world.grid.numberOfItems(inSection: 0) == world.gridData.sections[0].count)
  }

  @Test func anEmptyBatchStillChecksTheCounts() {
    let world = ListWorld()
    world.gridData.sections[0].append("sneaky")
    #expect(throws: ListUpdateError.self) { try world.grid.performBatchUpdates {} }
  }
}
