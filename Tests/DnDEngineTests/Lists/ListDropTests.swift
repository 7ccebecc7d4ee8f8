import Testing
import VirtualTime

@testable import DnDEngine

/// The destination side of table and collection views: Docs/uikit-behaviour.md §3 (d) rows 1–4 and 6,
/// destination index paths, intents, the coordinator's animations.
@Suite struct ListDropTests {
  /// Drags the mail note to `point` and releases it there.
  func dropNote(_ world: ListWorld, at point: Point) {
    mailSource(world)
    world.drag(from: mailPoint, to: point)
    world.release(at: point)
    world.h.settle()
  }

  @Test func anInsertDropFromAnotherAppFollowsTheDestinationSequence() {
    let world = ListWorld()
    let drop = TestListDropDelegate()
    drop.perform = { list, coordinator in
      guard let destination = coordinator.destinationIndexPath else { return }
      world.gridData.sections[0].insert("new", at: destination.item)
      try! list.insertItems(at: [destination])
      coordinator.drop(coordinator.items[0].dragItem, toItemAt: destination)
    }
    world.grid.dropDelegate = drop
    dropNote(world, at: world.cell(2))
    #expect(
      world.calls("grid") == [
        "grid.drop canHandle(session: S1) -> true",
        "grid.drop dropSessionDidEnter(session: S1)",
        "grid.drop dropSessionDidUpdate(session: S1, destination: [0, 2]) -> copy(insertAt)",
        "grid.drop performDropWith(session: S1, destination: [0, 2], proposal: copy(insertAt))",
        "grid.drop dropPreviewParametersForItemAt(at: [0, 2]) -> nil",
        "grid.drop dropSessionDidEnd(session: S1)",
      ])
    #expect(
      world.listEvents("grid") == [
        "grid gap(at: [0, 2])",
        "grid batchUpdate(inserted: [[0, 2]])",
        "grid drop(item: I1, toItemAt: [0, 2])",
        "grid gapClosed",
        "grid dropPreview(item: I1, preview: targetedPreview(view: grid.cell7, target: target(container: grid, center: (270,50), transform: identity)))",
      ])
    #expect(world.gridData.first == ["p0", "p1", "new", "p2", "p3", "p4", "p5"])
    #expect(!world.grid.hasActiveDrop && !world.grid.hasUncommittedUpdates)
  }

  @Test func canHandleFalseMeansNoFurtherCalls() {
    let world = ListWorld()
    let drop = TestListDropDelegate()
    drop.canHandleAnswer = false
    world.grid.dropDelegate = drop
    dropNote(world, at: world.cell(2))
    #expect(world.calls("grid") == ["grid.drop canHandle(session: S1) -> false"])
  }

  @Test func destinationIsNilOverEmptySpace() {
    let world = ListWorld()
    let drop = TestListDropDelegate()
    world.grid.dropDelegate = drop
    dropNote(world, at: Point(x: 250, y: 750))
    // On the way the drag crossed the grid's last column (destination 3, where the gap opens),
    // then the second row past its end (the item count); it ends below the items.
    #expect(
      drop.destinations == [
        ListIndexPath(item: 3, section: 0), ListIndexPath(item: 6, section: 0), nil,
      ])
    #expect(drop.coordinator?.destinationIndexPath == nil)
    // Without a destination the intent is unspecified (Docs/uikit-behaviour.md §3 (d) row 4).
    #expect(drop.coordinator?.proposal.intent == .unspecified)
    #expect(
      world.listEvents("grid").prefix(3) == [
        "grid gap(at: [0, 3])", "grid gap(at: [0, 6])", "grid gapClosed",
      ])
  }

  @Test func destinationIsTheItemCountPastTheEndOfASection() {
    let world = ListWorld()
    let drop = TestListDropDelegate()
    drop.proposal = { _, _ in ListDropProposal(operation: .copy) }
    world.grid.dropDelegate = drop
    // Items 4 and 5 fill the second row's first two columns; the third column is past the end.
    dropNote(world, at: world.cell(6))
    #expect(drop.destinations.last == ListIndexPath(item: 6, section: 0))
  }

  @Test func destinationIsNilBetweenSections() {
    let world = ListWorld()
    let table = TableView(
      name: "sections", frame: Rect(x: 0, y: 300, width: 500, height: 100),
      layout: TableLayout(rowHeight: 20, sectionHeaderHeight: 10))
    table.dataSource = NamesDataSource([["a"], ["b"]])
    world.h.left.rootView.addSubview(table)
    let drop = TestListDropDelegate()
    drop.proposal = { _, _ in ListDropProposal(operation: .copy) }
    table.dropDelegate = drop
    // Section 1's header lies at y 30…40 of the table.
    dropNote(world, at: Point(x: 250, y: 335))
    #expect(drop.destinations == [nil])
    #expect(table.indexPathForRow(at: Point(x: 10, y: 45)) == ListIndexPath(row: 0, section: 1))
  }

  @Test func insertIntoHighlightsTheItemUnderTheDrag() {
    let world = ListWorld()
    let drop = TestListDropDelegate()
    drop.proposal = { _, _ in
      ListDropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath)
    }
    world.table.dropDelegate = drop
    mailSource(world)
    world.drag(from: mailPoint, to: world.row(1))
    #expect(
      world.table.cellForRow(at: ListIndexPath(row: 1, section: 0))?.isDropHighlighted == true)
    world.h.move(1, from: world.row(1), to: world.row(3), steps: 1)
    // One row is highlighted at a time: the one the drag left is not any more.
    #expect(
      world.table.cellForRow(at: ListIndexPath(row: 1, section: 0))?.isDropHighlighted == false)
    #expect(
      world.table.cellForRow(at: ListIndexPath(row: 3, section: 0))?.isDropHighlighted == true)
    world.h.move(1, from: world.row(3), to: Point(x: 250, y: 350), steps: 1)
    #expect(
      world.listEvents("albums") == [
        "albums highlight(at: [0, 2])", "albums highlight(at: [0, 1])",
        "albums highlight(at: [0, 3])", "albums highlightCleared",
      ])
    #expect(
      world.table.cellForRow(at: ListIndexPath(row: 3, section: 0))?.isDropHighlighted == false)
  }

  @Test(arguments: [
    (60.0, ListDropIntent.insertAtDestinationIndexPath, 1),
    (75.0, .insertIntoDestinationIndexPath, 1),
    (95.0, .insertAtDestinationIndexPath, 2),
  ])
  func automaticResolvesByPositionInTheRow(y: Double, intent: ListDropIntent, row: Int) {
    let world = ListWorld()
    let drop = TestListDropDelegate()
    drop.proposal = { _, _ in ListDropProposal(operation: .copy, intent: .automatic) }
    world.table.dropDelegate = drop
    dropNote(world, at: Point(x: 250, y: y))
    #expect(drop.coordinator?.proposal.intent == intent)
    #expect(drop.coordinator?.destinationIndexPath == ListIndexPath(row: row, section: 0))
  }

  @Test func automaticInACollectionViewIsUnspecified() {
    let world = ListWorld()
    let drop = TestListDropDelegate()
    drop.proposal = { _, _ in ListDropProposal(operation: .copy, intent: .automatic) }
    world.grid.dropDelegate = drop
    dropNote(world, at: world.cell(1))
    #expect(drop.coordinator?.proposal.intent == .unspecified)
    #expect(!world.listEvents("grid").contains { $0.hasPrefix("grid gap") })
  }

  @Test func theCoordinatorDescribesTheDrop() {
    let world = ListWorld()
    let drop = TestListDropDelegate()
    world.grid.dropDelegate = drop
    dropNote(world, at: world.cell(1))
    let coordinator = drop.coordinator
    #expect(coordinator?.items.count == 1)
    #expect(coordinator?.items.first?.sourceIndexPath == nil)
    #expect(coordinator?.items.first?.previewSize == Size(width: 100, height: 100))
    #expect(coordinator?.destinationIndexPath == ListIndexPath(item: 1, section: 0))
    #expect(
      coordinator?.proposal
        == ListDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath))
    #expect(coordinator?.session.id == "S1")
  }

  @Test func activeDropAndUncommittedUpdatesWhileTheGapIsOpen() {
    let world = ListWorld()
    let drop = TestListDropDelegate()
    world.grid.dropDelegate = drop
    mailSource(world)
    world.drag(from: mailPoint, to: world.cell(1))
    #expect(world.grid.hasActiveDrop && world.grid.hasUncommittedUpdates)
    #expect(drop.flags == ["enter hasActiveDrop=true"])
    world.h.move(1, from: world.cell(1), to: Point(x: 250, y: 350), steps: 1)
    #expect(!world.grid.hasActiveDrop && !world.grid.hasUncommittedUpdates)
    #expect(world.listEvents("grid") == ["grid gap(at: [0, 1])", "grid gapClosed"])
  }

  @Test func aCancelProposalNeverPerforms() {
    let world = ListWorld()
    let drop = TestListDropDelegate()
    drop.proposal = { _, _ in ListDropProposal(operation: .forbidden) }
    world.grid.dropDelegate = drop
    dropNote(world, at: world.cell(1))
    #expect(drop.coordinator == nil)
    #expect(!world.listEvents("grid").contains { $0.hasPrefix("grid gap") })
    #expect(world.calls("grid").last == "grid.drop dropSessionDidEnd(session: S1)")
  }

  @Test func droppingIntoARectShrinksThePreviewIntoTheCell() {
    let world = ListWorld()
    let drop = TestListDropDelegate()
    drop.proposal = { _, _ in
      ListDropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath)
    }
    drop.perform = { _, coordinator in
      coordinator.drop(
        coordinator.items[0].dragItem, intoItemAt: ListIndexPath(row: 1, section: 0),
        rect: Rect(x: 10, y: 5, width: 40, height: 40))
    }
    world.table.dropDelegate = drop
    dropNote(world, at: world.row(1))
    #expect(
      world.listEvents("albums").contains(
        "albums dropPreview(item: I1, preview: targetedPreview(view: note, target: target(container: albums.cell2, center: (30,25), transform: [0.4 0 0 0.4 0 0])))"
      ))
  }

  @Test func droppingToATargetRetargetsTheDefaultPreview() {
    let world = ListWorld()
    let drop = TestListDropDelegate()
    drop.perform = { list, coordinator in
      coordinator.drop(
        coordinator.items[0].dragItem, to: PreviewTarget(container: list, center: Point(x: 5, y: 5))
      )
    }
    world.grid.dropDelegate = drop
    dropNote(world, at: world.cell(1))
    #expect(
      world.listEvents("grid").contains {
        $0.hasPrefix(
          "grid dropPreview(item: I1, preview: targetedPreview(view: note, target: target(container: grid, center: (5,5)"
        )
      })
  }

  @Test func animationHandlesReceiveTheItemsDropAnimator() {
    let world = ListWorld()
    let drop = TestListDropDelegate()
    var log: [String] = []
    drop.perform = { list, coordinator in
      world.gridData.sections[0].insert("new", at: 0)
      try! list.insertItems(at: [ListIndexPath(item: 0, section: 0)])
      let handle = coordinator.drop(
        coordinator.items[0].dragItem, toItemAt: ListIndexPath(item: 0, section: 0))
      handle.addAnimations { log.append("alongside") }
      handle.addCompletion { log.append("completed at \($0.logDescription)") }
    }
    world.grid.dropDelegate = drop
    dropNote(world, at: world.cell(0))
    #expect(log == ["alongside", "completed at end"])
  }

  @Test func aSpentCoordinatorIgnoresLateCalls() {
    let world = ListWorld()
    let drop = TestListDropDelegate()
    world.grid.dropDelegate = drop
    dropNote(world, at: world.cell(0))
    guard let coordinator = drop.coordinator else { return #expect(Bool(false)) }
    coordinator.drop(coordinator.items[0].dragItem, toItemAt: ListIndexPath(item: 0, section: 0))
    #expect(world.listEvents("grid").last?.hasPrefix("grid coordinatorIgnored(item: I1") == true)
    #expect(throws: ListUpdateError.self) {
      try coordinator.drop(
        coordinator.items[0].dragItem,
        to: ListDropPlaceholder(
          insertionIndexPath: ListIndexPath(item: 0, section: 0), reuseIdentifier: "P"))
    }
  }
}
