import Testing
import VirtualTime

@testable import DnDEngine

/// The quick checks read table and collection views' logs: check 10, and the drop checks applied
/// to the views' index-path calls.
@Suite struct ListQuickCheckTests {
  /// A correct log: a placeholder drop committed after its slow load, and a reload that removes a
  /// second placeholder whose commit then fails.
  static func placeholderLog() -> [EngineEvent] {
    let world = ListWorld()
    let drop = TestListDropDelegate()
    drop.perform = { _, coordinator in
      for item in coordinator.items {
        let context = try! coordinator.drop(
          item.dragItem,
          to: ListDropPlaceholder(
            insertionIndexPath: ListIndexPath(item: 0, section: 0), reuseIdentifier: "P"))
        item.dragItem.itemProvider.loadObject(ofClass: String.self) { result in
          world.h.clock.main.async {
            _ = try! context.commitInsertion { indexPath in
              world.gridData.sections[0].insert("x", at: indexPath.item)
            }
          }
        }
      }
    }
    world.grid.dropDelegate = drop
    mailSource(world) { _ in [slowTextItem("a", delay: .milliseconds(300))] }
    world.drag(from: mailPoint, to: world.cell(0))
    world.release(at: world.cell(0))
    world.h.settle()
    return world.h.log.events
  }

  static func checks(_ events: [EngineEvent]) -> [Int] {
    QuickChecks.violations(in: events).map(\.check)
  }

  @Test func aCorrectListLogPasses() {
    #expect(Self.checks(Self.placeholderLog()) == [])
  }

  @Test func check10ACommitThatSucceedsAfterReloadData() {
    var events = Self.placeholderLog()
    let commit = events.firstIndex { $0.name == "commitInsertion" }!
    events.insert(
      EngineEvent(time: events[commit].time, kind: .list, subject: "grid", name: "reloadData"),
      at: commit)
    // The commit still says true and its block still runs: both are caught.
    #expect(Self.checks(events) == [10, 10])
  }

  @Test func check4AppliesToDropSessionDidEnter() {
    let events = Self.placeholderLog().filter { $0.name != "dropSessionDidUpdate" }
    #expect(Self.checks(events).contains(4))
  }

  @Test func check5AppliesToPerformDropWith() {
    var events = Self.placeholderLog()
    for index in events.indices where events[index].name == "dropSessionDidUpdate" {
      events[index].result = "forbidden"
    }
    #expect(Self.checks(events).contains(5))
  }

  @Test func check7AppliesToDropSessionDidEnd() {
    let events = Self.placeholderLog()
    let end = events.firstIndex { $0.name == "dropSessionDidEnd" }!
    var doubled = events
    doubled.insert(events[end], at: end)
    #expect(Self.checks(doubled).contains(7))
  }
}

@Suite struct ListDeterminismTests {
  /// Placeholders, a reorder with cadence, batch updates and spring loading in one scenario.
  static func busyScenario() -> [String] {
    let world = ListWorld()
    world.grid.reorderingCadence = .fast
    world.grid.dragDelegate = TestListDragDelegate()
    world.table.isSpringLoaded = true
    let drop = TestListDropDelegate()
    drop.perform = { list, coordinator in
      for item in coordinator.items {
        let context = try! coordinator.drop(
          item.dragItem,
          to: ListDropPlaceholder(
            insertionIndexPath: coordinator.destinationIndexPath
              ?? ListIndexPath(item: 0, section: 0),
            reuseIdentifier: "P"))
        item.dragItem.itemProvider.loadObject(ofClass: String.self) { result in
          world.h.clock.main.async {
            _ = try! context.commitInsertion { indexPath in
              world.gridData.sections[0].insert("x", at: indexPath.item)
            }
          }
        }
      }
    }
    world.grid.dropDelegate = drop
    mailSource(world) { _ in
      [slowTextItem("a", delay: .milliseconds(900)), slowTextItem("b", delay: .milliseconds(400))]
    }
    world.drag(from: mailPoint, to: world.row(1))
    world.h.advance(ms: 1300)
    world.h.move(1, from: world.row(1), to: world.cell(3), steps: 6)
    world.h.advance(ms: 100)
    world.release(at: world.cell(3))
    world.h.advance(ms: 200)
    world.gridData.sections[0].remove(at: 0)
    try! world.grid.deleteItems(at: [ListIndexPath(item: 0, section: 0)])
    world.h.settle()
    return world.h.log.lines
  }

  @Test func theSameListScenarioGivesTheSameLogEveryTime() {
    let first = Self.busyScenario()
    #expect(first.count > 60)
    for _ in 0..<10 { #expect(Self.busyScenario() == first) }
  }

  @Test func theSameListScenarioGivesTheSameLogInParallel() async {
    let first = Self.busyScenario()
    let logs = await withTaskGroup(of: [String].self) { group in
      for _ in 0..<12 { group.addTask { Self.busyScenario() } }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(logs.allSatisfy { $0 == first })
  }
}
