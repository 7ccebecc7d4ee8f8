import Testing
import VirtualTime

@testable import DnDEngine

/// The source side of table and collection views: Docs/uikit-behaviour.md §3 (e) rows 1–4 and 7, the cell
/// drag states of §3 (d) notes, flocking by index path.
@Suite struct ListDragTests {
  @Test func aRowDraggedAndDroppedOnNothingFollowsTheSourceSequence() {
    let world = ListWorld()
    let drag = TestListDragDelegate()
    world.table.dragDelegate = drag
    world.drag(from: world.row(1), to: Point(x: 250, y: 350))
    world.release(at: Point(x: 250, y: 350))
    world.h.settle()
    #expect(
      world.calls("albums") == [
        "albums.drag itemsForBeginning(session: S1, at: [0, 1]) -> [I1]",
        "albums.drag dragPreviewParametersForRowAt(at: [0, 1]) -> nil",
        "albums.cell2 dragStateDidChange(state: lifting)",
        "albums.drag dragSessionIsRestrictedToDraggingApplication(session: S1) -> false",
        "albums.drag dragSessionAllowsMoveOperation(session: S1) -> true",
        "albums.drag dragSessionWillBegin(session: S1)",
        "albums.cell2 dragStateDidChange(state: dragging)",
        "albums.drag dragSessionDidEnd(session: S1)",
        "albums.cell2 dragStateDidChange(state: none)",
      ])
    #expect(drag.events == ["willBegin hasActiveDrag=true", "didEnd"])
    #expect(!world.table.hasActiveDrag)
    // The view's own interaction calls are not logged: the app never sees them.
    #expect(world.h.callNames.allSatisfy { !$0.hasSuffix(" willAnimateLift") })
  }

  @Test func theLiftingStateChangesInsideTheLiftAnimation() {
    let world = ListWorld()
    world.table.dragDelegate = TestListDragDelegate()
    world.h.longPress(1, 250, 75)
    let lines = world.h.log.events.map(\.summary)
    let started = lines.firstIndex { $0.hasPrefix("M1 started(purpose: lift") }
    let lifting = lines.firstIndex { $0 == "albums.cell2 dragStateDidChange(state: lifting)" }
    #expect(started != nil && lifting != nil && started! < lifting!)
    #expect(world.table.cellForRow(at: ListIndexPath(row: 1, section: 0))?.dragState == .lifting)
  }

  @Test(arguments: [false, true])
  func aLiftReleasedBeforeADragGoesBackToNoneWithoutSessionCalls(heldToTheEnd: Bool) {
    let world = ListWorld()
    let drag = TestListDragDelegate()
    world.table.dragDelegate = drag
    if heldToTheEnd {
      world.h.longPress(1, 250, 75)
    } else {
      world.h.pressUntilLift(1, 250, 75)
    }
    world.h.touch(1, .ended, 250, 75)
    world.h.settle()
    #expect(
      world.calls("albums.cell2") == [
        "albums.cell2 dragStateDidChange(state: lifting)",
        "albums.cell2 dragStateDidChange(state: none)",
      ])
    #expect(drag.events.isEmpty)
    #expect(!world.table.hasActiveDrag)
  }

  @Test func anEmptyAnswerMeansNoDragAndNothingElse() {
    let world = ListWorld()
    world.table.dragDelegate = TestListDragDelegate(items: { _ in [] })
    world.drag(from: world.row(2), to: Point(x: 250, y: 350))
    world.release(at: Point(x: 250, y: 350))
    world.h.settle()
    #expect(
      world.calls("albums") == ["albums.drag itemsForBeginning(session: S1, at: [0, 2]) -> []"])
  }

  @Test func aPressOverNoItemStartsNothing() {
    let world = ListWorld(table: [["a"]])
    world.table.dragDelegate = TestListDragDelegate()
    world.drag(from: world.row(3), to: Point(x: 250, y: 350))
    #expect(world.calls("albums").isEmpty)
  }

  @Test func aSelectedRowBringsEverySelectedRowAlong() {
    let world = ListWorld()
    world.table.allowsMultipleSelection = true
    world.table.selectItem(at: ListIndexPath(row: 3, section: 0))
    world.table.selectItem(at: ListIndexPath(row: 0, section: 0))
    world.table.selectItem(at: ListIndexPath(row: 2, section: 0))
    world.table.dragDelegate = TestListDragDelegate()
    world.drag(from: world.row(2), to: Point(x: 250, y: 350))
    let asked = world.calls("albums.drag itemsForBeginning")
    #expect(
      asked == [
        "albums.drag itemsForBeginning(session: S1, at: [0, 2]) -> [I1]",
        "albums.drag itemsForBeginning(session: S1, at: [0, 0]) -> [I2]",
        "albums.drag itemsForBeginning(session: S1, at: [0, 3]) -> [I3]",
      ])
    // Each selected row is lifted: one preview-parameters call and one lifting state per row.
    #expect(world.calls("albums.drag dragPreviewParametersForRowAt").count == 3)
    #expect(world.calls("albums.cell").filter { $0.hasSuffix("(state: dragging)") }.count == 3)
  }

  @Test func anUnselectedRowDragsAlone() {
    let world = ListWorld()
    world.table.selectItem(at: ListIndexPath(row: 0, section: 0))
    world.table.dragDelegate = TestListDragDelegate()
    world.drag(from: world.row(2), to: Point(x: 250, y: 350))
    #expect(world.calls("albums.drag itemsForBeginning").count == 1)
  }

  @Test func previewParametersClipTheLiftedCell() {
    let world = ListWorld()
    let drag = TestListDragDelegate()
    let clip = Path(rect: Rect(x: 10, y: 5, width: 80, height: 40))
    drag.parameters = { _ in PreviewParameters(visiblePath: clip) }
    world.table.dragDelegate = drag
    world.h.longPress(1, 250, 75)
    let geometry = world.h.log.events.first { $0.name == "liftPreview" }
    #expect(geometry?.summary.contains("size: 80x40") == true)
  }

  @Test func restrictedAndMoveAnswersReachTheSession() {
    let world = ListWorld()
    let drag = TestListDragDelegate()
    drag.restricted = true
    drag.allowsMove = false
    world.table.dragDelegate = drag
    world.drag(from: world.row(0), to: Point(x: 250, y: 350))
    let captured = world.h.system.activeDragSessions.first
    #expect(captured?.isRestrictedToDraggingApplication == true)
    #expect(captured?.allowsMoveOperation == false)
  }

  @Test func tappingAnotherItemAddsItsItemsWithItsIndexPathAndPoint() {
    let world = ListWorld()
    let drag = TestListDragDelegate()
    drag.addItems = { _, _ in [textItem("more")] }
    world.grid.dragDelegate = drag
    world.drag(from: world.cell(0), to: Point(x: 250, y: 350))
    world.h.tap(2, world.cell(5).x + 10, world.cell(5).y - 20)
    world.h.settle()
    #expect(
      world.calls("grid.drag itemsForAddingTo") == [
        "grid.drag itemsForAddingTo(session: S1, at: [0, 5], point: (170,140)) -> [I2]"
      ])
    #expect(world.h.system.activeDragSessions.first?.items.count == 2)
    #expect(
      world.calls("grid.cell6") == [
        "grid.cell6 dragStateDidChange(state: lifting)",
        "grid.cell6 dragStateDidChange(state: dragging)",
      ])
  }

  @Test func aDeclinedFlockingTapSelectsTheItem() {
    let world = ListWorld()
    world.grid.dragDelegate = TestListDragDelegate()
    world.drag(from: world.cell(0), to: Point(x: 250, y: 350))
    world.h.tap(2, world.cell(3).x, world.cell(3).y)
    #expect(world.listEvents("grid") == ["grid select(at: [0, 3], by: tap)"])
    #expect(world.grid.indexPathsForSelectedItems == [ListIndexPath(item: 3, section: 0)])
  }

  @Test func aPhoneDoesNotDragFromAListUnlessEnabled() {
    let world = ListWorld(profile: .phone)
    world.table.dragDelegate = TestListDragDelegate()
    world.drag(from: world.row(1), to: Point(x: 250, y: 350))
    #expect(world.calls("albums").isEmpty)
    world.h.touch(1, .ended, 250, 350)
    world.table.dragInteractionEnabled = true
    world.h.longPress(2, 250, 75)
    #expect(world.calls("albums.drag itemsForBeginning").count == 1)
  }

  @Test func cancellingFliesBackToTheCell() {
    let world = ListWorld()
    world.table.dragDelegate = TestListDragDelegate()
    world.drag(from: world.row(1), to: Point(x: 250, y: 350))
    world.release(at: Point(x: 250, y: 350))
    world.h.settle()
    let cancel = world.h.log.events.first { $0.name == "cancel" }
    #expect(cancel != nil)
    // The cancel animation flies back to the cell: the animator is timed by that distance.
    let started = world.h.log.events.first {
      $0.name == "started" && $0.summary.contains("purpose: cancel")
    }
    // 275 pt back to the cell: 200 ms + 0.5 ms/pt.
    #expect(started?.summary.contains("duration: 0.337500s") == true)
    #expect(
      world.listEvents("albums") == [
        "albums cancelPreview(item: I1, preview: targetedPreview(view: albums.cell2, target: target(container: albums, center: (250,75), transform: identity)))"
      ])
  }
}
