import Testing
import VirtualTime

@testable import DnDEngine

/// Spring-loaded items (talk 223): `isSpringLoaded`, `shouldSpringLoadItemAt` with its context,
/// selection on activation.
@Suite struct ListSpringLoadingTests {
  final class SpringDelegate: ListDelegate {
    var refuse: Set<Int> = []
    /// Set as the context's target view (the view that flashes) when not nil.
    var flash: View?
    var contexts: [String] = []
    var selected: [ListIndexPath] = []
    func shouldSpringLoadItem(
      _ list: ListView, at indexPath: ListIndexPath, context: SpringLoadedContext
    ) -> Bool {
      contexts.append("\(context.targetItem ?? "nil") \(context.targetView?.name ?? "nil")")
      if let flash { context.targetView = flash }
      return !refuse.contains(indexPath.item)
    }
    func didSelectItem(_ list: ListView, at indexPath: ListIndexPath) { selected.append(indexPath) }
  }

  /// Drags the mail note slowly onto table row `row` and rests there for `restMS`.
  func hover(_ world: ListWorld, row: Int, restMS: Int64) {
    mailSource(world)
    world.h.longPress(1, mailPoint.x, mailPoint.y)
    world.h.move(1, from: mailPoint, to: world.row(row), steps: 1)
    // Still samples every 100 ms: slow enough to spring.
    var rested: Int64 = 0
    while rested < restMS {
      world.h.advance(ms: 100)
      world.h.touch(1, .stationary, world.row(row).x, world.row(row).y)
      rested += 100
    }
  }

  @Test func hoveringSelectsTheItemAfterTheSpringDelay() {
    let world = ListWorld()
    let delegate = SpringDelegate()
    world.table.delegate = delegate
    world.table.isSpringLoaded = true
    hover(world, row: 2, restMS: 1300)
    #expect(delegate.selected == [ListIndexPath(row: 2, section: 0)])
    #expect(world.table.indexPathsForSelectedItems == [ListIndexPath(row: 2, section: 0)])
    #expect(delegate.contexts.first == "[0, 2] albums.cell3")
    #expect(world.listEvents("albums").contains("albums select(at: [0, 2], by: springLoading)"))
    #expect(
      world.calls("albums.delegate").last == "albums.delegate didSelectRowAt(at: [0, 2])")
    // The spring interaction's own calls are the view's business: not logged.
    #expect(
      !world.h.callNames.contains {
        $0.hasSuffix(" shouldBegin") || $0.hasSuffix(" activationHandler")
      })
  }

  /// A table without a `delegate` still springs its rows (every row may, as without
  /// `shouldSpringLoadRowAt`), and the log shows no call to a delegate nobody set
  /// (Docs/delegate-methods.md).
  @Test func aTableWithoutADelegateSpringsAndLogsNoDelegateCall() {
    let world = ListWorld()
    world.table.isSpringLoaded = true
    hover(world, row: 2, restMS: 1300)
    #expect(world.table.indexPathsForSelectedItems == [ListIndexPath(row: 2, section: 0)])
    #expect(world.listEvents("albums").contains("albums select(at: [0, 2], by: springLoading)"))
    #expect(world.calls("albums.delegate").isEmpty)
  }

  /// Talk 223: "you can even customize spring loading effects a bit using that context. For
  /// example, you can change the view that actually flashes during the spring load interaction."
  @Test func theDelegateChangesTheViewThatFlashes() {
    let world = ListWorld()
    let delegate = SpringDelegate()
    delegate.flash = world.table
    world.table.delegate = delegate
    world.table.isSpringLoaded = true
    hover(world, row: 2, restMS: 1300)
    let flashes = world.h.log.events.filter { $0.kind == .animation }.map(\.summary)
      .filter { $0.contains("flash(") }
    #expect(flashes == ["albums.cell3.spring flash(view: albums)"])
    #expect(delegate.selected == [ListIndexPath(row: 2, section: 0)])
  }

  @Test func refusedItemsNeverSpring() {
    let world = ListWorld()
    let delegate = SpringDelegate()
    delegate.refuse = [2]
    world.table.delegate = delegate
    world.table.isSpringLoaded = true
    hover(world, row: 2, restMS: 2000)
    #expect(delegate.selected.isEmpty)
    let asked = world.calls("albums.delegate shouldSpringLoadRowAt")
    #expect(!asked.isEmpty && asked.allSatisfy { $0.hasSuffix("false") })
  }

  @Test func notSpringLoadedMeansNoSpringLoading() {
    let world = ListWorld()
    let delegate = SpringDelegate()
    world.table.delegate = delegate
    hover(world, row: 1, restMS: 2000)
    #expect(delegate.contexts.isEmpty && delegate.selected.isEmpty)
  }

  @Test func movingToAnotherItemStartsAgain() {
    let world = ListWorld()
    let delegate = SpringDelegate()
    world.table.delegate = delegate
    world.table.isSpringLoaded = true
    hover(world, row: 1, restMS: 1000)
    world.h.touch(1, .moved, world.row(2).x, world.row(2).y)
    for _ in 0..<5 {
      world.h.advance(ms: 100)
      world.h.touch(1, .stationary, world.row(2).x, world.row(2).y)
    }
    #expect(delegate.selected.isEmpty)
    for _ in 0..<8 {
      world.h.advance(ms: 100)
      world.h.touch(1, .stationary, world.row(2).x, world.row(2).y)
    }
    #expect(delegate.selected == [ListIndexPath(row: 2, section: 0)])
  }
}
