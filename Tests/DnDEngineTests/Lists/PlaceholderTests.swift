import Testing
import VirtualTime

@testable import DnDEngine

/// Placeholders: Docs/uikit-behaviour.md §3 (d) rows 4–8 and 7a/7b, §5 check 10, talk 223's rules.
@Suite struct PlaceholderTests {
  /// A grid whose drops put one placeholder per item at the destination and commit each when its
  /// load finishes (talk 223's code), recording the commits.
  final class PlaceholderDrop {
    let world: ListWorld
    let drop = TestListDropDelegate()
    var contexts: [ListPlaceholderContext] = []
    var results: [String] = []
    var handlerRuns: [String] = []

    init(_ world: ListWorld, progressStyle: ProgressIndicatorStyle = .none) {
      self.world = world
      drop.perform = { [unowned self] _, coordinator in
        coordinator.session.progressIndicatorStyle = progressStyle
        let destination = coordinator.destinationIndexPath ?? ListIndexPath(item: 0, section: 0)
        for item in coordinator.items {
          let context = try! coordinator.drop(
            item.dragItem,
            to: ListDropPlaceholder(
              insertionIndexPath: destination, reuseIdentifier: "Placeholder",
              cellUpdateHandler: { [unowned self] cell in self.handlerRuns.append(cell.name) }))
          self.contexts.append(context)
          item.dragItem.itemProvider.loadObject(ofClass: String.self) { [unowned self] result in
            self.world.h.clock.main.async {
              switch result {
              case .success(let text):
                let committed = try! context.commitInsertion { indexPath in
                  self.world.gridData.sections[indexPath.section].insert(text, at: indexPath.item)
                }
                self.results.append("\(context.id) \(committed)")
              case .failure:
                self.results.append("\(context.id) deleted \(context.deletePlaceholder())")
              }
            }
          }
        }
      }
      world.grid.dropDelegate = drop
    }

    /// Drops `items` from the mail view onto grid item `target`.
    func dropFromMail(_ items: [DragItem], at target: Int) {
      mailSource(world, items: { _ in items })
      world.drag(from: mailPoint, to: world.cell(target))
      world.release(at: world.cell(target))
    }
  }

  @Test func aSlowDropFollowsTheGroundTruthSequence() {
    let world = ListWorld()
    let placeholders = PlaceholderDrop(world)
    placeholders.dropFromMail([slowTextItem("late", delay: .seconds(2))], at: 2)
    world.h.settle()
    let lines = world.h.log.events.map(\.line)
    func index(_ fragment: String) -> Int {
      lines.firstIndex { $0.contains(fragment) } ?? -1
    }
    let order = [
      "grid.drop canHandle(session: S1)",
      "grid.drop dropSessionDidEnter(session: S1)",
      "grid.drop dropSessionDidUpdate(session: S1, destination: [0, 2]) -> copy(insertAt)",
      "grid.drop performDropWith(session: S1, destination: [0, 2], proposal: copy(insertAt))",
      "grid placeholderInserted(placeholder: PH1, item: I1, at: [0, 2])",
      "grid.PH1 cellUpdateHandler(cell: grid.PH1)",
      "grid drop(item: I1, toPlaceholder: PH1)",
      "grid dropPreview(item: I1, preview: targetedPreview(view: grid.PH1,",
      "note.drag sessionDidEnd(session: S1, operation: copy)",
      "grid.drop dropSessionDidEnd(session: S1)",
      // The data is delivered (the load's completion) before the app hops to the main queue to
      // commit: the source hears of the transfer first.
      "note.drag sessionDidTransferItems(session: S1)",
      "grid commitInsertion(placeholder: PH1, at: [0, 2]) -> true",
      "grid.PH1 dataSourceUpdates(insertionIndexPath: [0, 2])",
    ].map(index)
    #expect(order.allSatisfy { $0 >= 0 }, "\(order)")
    #expect(order == order.sorted(), "\(order)")
    // dropSessionDidEnd does not wait for the load: the commit is two seconds later.
    let end = world.h.log.events.first { $0.name == "dropSessionDidEnd" }!.time
    let commit = world.h.log.events.first { $0.name == "commitInsertion" }!.time
    #expect(commit - end >= .seconds(2) - .milliseconds(20))
    #expect(world.gridData.first == ["p0", "p1", "late", "p2", "p3", "p4", "p5"])
    #expect(!world.grid.hasUncommittedUpdates)
    // The style none of the app's own inline progress: no system progress UI.
    #expect(!lines.contains { $0.contains("progressUI") && $0.contains("shown") })
  }

  /// A drop's destination counts the data items before the finger, not the placeholders shown
  /// among them: the same point gives the next data position while a placeholder sits before it.
  @Test func aDestinationCountsDataItemsNotPlaceholdersBeforeIt() {
    let plain = ListWorld()
    let plainDrop = TestListDropDelegate()
    plain.grid.dropDelegate = plainDrop
    mailSource(plain)
    plain.drag(from: mailPoint, to: plain.cell(3))
    plain.release(at: plain.cell(3))
    plain.h.settle()
    #expect(plainDrop.destinations == [ListIndexPath(item: 3, section: 0)])
    #expect(plainDrop.coordinator?.destinationIndexPath == ListIndexPath(item: 3, section: 0))

    let world = ListWorld()
    let placeholders = PlaceholderDrop(world)
    placeholders.dropFromMail([slowTextItem("late", delay: .seconds(10))], at: 1)
    world.h.advance(ms: 1000)
    // Shown: p0 PH1 p1 p2 p3 …; the placeholder's data is still loading.
    #expect(world.grid.hasUncommittedUpdates)
    placeholders.drop.destinations = []
    placeholders.dropFromMail([textItem("second")], at: 3)
    world.h.advance(ms: 1000)
    // The fourth shown cell is data item 2 (p2).
    #expect(placeholders.drop.destinations == [ListIndexPath(item: 2, section: 0)])
    #expect(
      placeholders.drop.coordinator?.destinationIndexPath == ListIndexPath(item: 2, section: 0))
    world.h.settle()
    #expect(world.gridData.first == ["p0", "late", "p1", "second", "p2", "p3", "p4", "p5"])
  }

  @Test func theDataSourceIsNeverAskedAboutAPlaceholder() {
    let world = ListWorld()
    let placeholders = PlaceholderDrop(world)
    placeholders.dropFromMail([slowTextItem("late", delay: .seconds(1))], at: 1)
    world.gridData.cellRequests = []
    world.h.advance(ms: 500)
    #expect(world.grid.hasUncommittedUpdates)
    #expect(world.grid.numberOfItems(inSection: 0) == 6)
    #expect(world.gridData.cellRequests.isEmpty)
    #expect(placeholders.handlerRuns == ["grid.PH1"])
    world.h.settle()
    // The committed item's cell comes from the data source, at its index path.
    #expect(world.gridData.cellRequests == ["[0, 1]=late"])
  }

  @Test func threePlaceholdersCommitOutOfOrderWhileOtherUpdatesHappen() throws {
    let world = ListWorld()
    let placeholders = PlaceholderDrop(world)
    placeholders.dropFromMail(
      [
        slowTextItem("i1", delay: .milliseconds(3000)),
        slowTextItem("i2", delay: .milliseconds(1000)),
        slowTextItem("i3", delay: .milliseconds(2000)),
      ], at: 2)
    try world.h.clock.runCurrent()
    // Shown: p0 p1 PH1 PH2 PH3 p2 p3 p4 p5 — in the items' order, all at data position 2.
    #expect(placeholders.contexts.map(\.id) == ["PH1", "PH2", "PH3"])
    world.h.advance(ms: 500)
    world.gridData.sections[0].insert("x", at: 0)
    try world.grid.insertItems(at: [ListIndexPath(item: 0, section: 0)])
    world.h.advance(ms: 600)  // i2 arrives: PH2 is at data position 3 now.
    #expect(placeholders.results == ["PH2 true"])
    // Delete p0 and move p5 to the front in one batch (before / after index rules).
    try world.grid.performBatchUpdates {
      world.gridData.sections[0].remove(at: 1)
      let last = world.gridData.sections[0].removeLast()
      world.gridData.sections[0].insert(last, at: 0)
      try world.grid.deleteItems(at: [ListIndexPath(item: 1, section: 0)])
      try world.grid.moveItem(
        at: ListIndexPath(item: 7, section: 0), to: ListIndexPath(item: 0, section: 0))
    }
    world.h.advance(ms: 1000)  // i3
    world.h.advance(ms: 1000)  // i1
    world.h.settle()
    #expect(placeholders.results == ["PH2 true", "PH3 true", "PH1 true"])
    #expect(
      world.listEvents("grid").filter { $0.hasPrefix("grid commitInsertion") } == [
        "grid commitInsertion(placeholder: PH2, at: [0, 3]) -> true",
        "grid commitInsertion(placeholder: PH3, at: [0, 4]) -> true",
        "grid commitInsertion(placeholder: PH1, at: [0, 3]) -> true",
      ])
    #expect(world.gridData.first == ["p5", "x", "p1", "i1", "i2", "i3", "p2", "p3", "p4"])
    #expect(world.grid.numberOfItems(inSection: 0) == 9)
    #expect(!world.grid.hasUncommittedUpdates)
  }

  @Test func aCommitAfterReloadDataReturnsFalseWithoutRunningItsBlock() {
    let world = ListWorld()
    let placeholders = PlaceholderDrop(world)
    placeholders.dropFromMail([slowTextItem("late", delay: .seconds(1))], at: 0)
    world.h.advance(ms: 300)
    #expect(world.grid.hasUncommittedUpdates)
    world.grid.reloadData()
    #expect(!world.grid.hasUncommittedUpdates)
    world.h.settle()  // runs the quick checks, check 10 included
    #expect(placeholders.results == ["PH1 false"])
    #expect(world.gridData.first == ["p0", "p1", "p2", "p3", "p4", "p5"])
    #expect(
      world.listEvents("grid").suffix(2) == [
        "grid reloadData(removedPlaceholders: [PH1])",
        "grid commitInsertion(placeholder: PH1) -> false",
      ])
    #expect(!world.calls("grid.PH1").contains { $0.contains("dataSourceUpdates") })
  }

  @Test func aFailedLoadDeletesThePlaceholder() {
    let world = ListWorld()
    let placeholders = PlaceholderDrop(world)
    let provider = ItemProvider()
    provider.registerDataRepresentation(forType: .utf8PlainText) { request in
      request.clock.schedule(after: .milliseconds(500)) {
        request.complete(with: .failure(.itemUnavailable))
      }
    }
    placeholders.dropFromMail([DragItem(itemProvider: provider)], at: 3)
    world.h.settle()
    #expect(placeholders.results == ["PH1 deleted true"])
    #expect(world.listEvents("grid").last == "grid placeholderDeleted(placeholder: PH1)")
    #expect(placeholders.contexts[0].deletePlaceholder() == false)
    #expect(try! placeholders.contexts[0].commitInsertion { _ in Issue.record("ran") } == false)
    #expect(world.grid.numberOfItems(inSection: 0) == 6 && !world.grid.hasUncommittedUpdates)
  }

  @Test func theContextIsTheItemsDropAnimator() {
    let world = ListWorld()
    let placeholders = PlaceholderDrop(world)
    var seen: [String] = []
    let base = placeholders.drop.perform
    placeholders.drop.perform = { list, coordinator in
      base(list, coordinator)
      placeholders.contexts[0].addAnimations { seen.append("alongside") }
      placeholders.contexts[0].addCompletion { seen.append("done \($0.logDescription)") }
    }
    placeholders.dropFromMail([slowTextItem("late", delay: .seconds(1))], at: 0)
    world.h.settle()
    #expect(seen == ["alongside", "done end"])
  }

  @Test func cellUpdatesRunOnlyForVisiblePlaceholders() throws {
    let world = ListWorld()
    world.grid.contentOffset = 0
    let placeholders = PlaceholderDrop(world)
    placeholders.dropFromMail([slowTextItem("late", delay: .seconds(5))], at: 1)
    try world.h.clock.runCurrent()
    #expect(placeholders.handlerRuns == ["grid.PH1"])
    placeholders.contexts[0].setNeedsCellUpdate()
    #expect(placeholders.handlerRuns == ["grid.PH1", "grid.PH1"])
    // Scrolled away, the placeholder has no cell: no update; back in view, the handler runs.
    world.grid.contentOffset = 300
    placeholders.contexts[0].setNeedsCellUpdate()
    #expect(placeholders.handlerRuns.count == 2)
    world.grid.contentOffset = 0
    #expect(placeholders.handlerRuns.count == 3)
  }

  @Test func aCommitThatDoesNotInsertExactlyOneItemThrowsAndKeepsThePlaceholder() throws {
    let world = ListWorld()
    let context = dropOnePlaceholder(world)
    #expect(throws: ListUpdateError.self) {
      try context?.commitInsertion { _ in world.gridData.sections[0] += ["a", "b"] }
    }
    #expect(world.grid.hasUncommittedUpdates)
  }

  @Test func placeholderRowsHaveTheirOwnHeight() throws {
    let world = ListWorld()
    let drop = TestListDropDelegate()
    drop.perform = { _, coordinator in
      _ = try! coordinator.drop(
        coordinator.items[0].dragItem,
        to: ListDropPlaceholder(
          insertionIndexPath: ListIndexPath(row: 1, section: 0), reuseIdentifier: "PetCell",
          rowHeight: 110, cellUpdateHandler: { _ in }))
    }
    world.table.dropDelegate = drop
    mailSource(world)
    world.drag(from: mailPoint, to: world.row(1))
    world.release(at: world.row(1))
    try world.h.clock.runCurrent()
    // Rows a (0–50), the placeholder (50–160), then b from 160.
    #expect(
      world.table.indexPathForRow(at: Point(x: 10, y: 165)) == ListIndexPath(row: 1, section: 0))
    #expect(world.table.indexPathForRow(at: Point(x: 10, y: 100)) == nil)
  }
}
