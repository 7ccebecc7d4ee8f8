import Testing
import VirtualTime

@testable import DnDEngine

@Suite struct MultiTouchTests {
  /// Two sources in one app and a drop view.
  final class World {
    let h = Harness()
    let a: View
    let c: View
    let b: View
    let aDelegate = TestDragDelegate()
    let cDelegate = TestDragDelegate()
    let target = TestDropDelegate()

    init() {
      a = h.view("a", Rect(x: 50, y: 50, width: 100, height: 100), in: h.left.rootView)
      c = h.view("c", Rect(x: 50, y: 300, width: 100, height: 100), in: h.left.rootView)
      b = h.view("b", Rect(x: 250, y: 50, width: 200, height: 600), in: h.left.rootView)
      a.addInteraction(DragInteraction(delegate: aDelegate))
      c.addInteraction(DragInteraction(delegate: cDelegate))
      b.addInteraction(DropInteraction(delegate: target))
    }
  }

  @Test func twoFingersDriveTwoSessionsAtOnce() {
    let w = World()
    (w.b.interactions[0] as! DropInteraction).allowsSimultaneousDropSessions = true
    w.h.longPress(1, 100, 100)
    w.h.touch(1, .moved, 120, 100)
    w.h.longPress(2, 100, 350)
    w.h.touch(2, .moved, 120, 350)
    #expect(w.h.system.activeDragSessions.map(\.id) == ["S1", "S2"])
    w.h.touch(1, .moved, 300, 100)
    w.h.touch(2, .moved, 300, 350)
    w.h.touch(1, .ended, 300, 100)
    w.h.touch(2, .ended, 300, 350)
    w.h.settle()
    #expect(
      w.h.calls.filter { $0.hasPrefix("b.drop performDrop") } == [
        "b.drop performDrop(session: S1)", "b.drop performDrop(session: S2)",
      ])
  }

  @Test func oneDropInteractionTakesOneSessionUnlessSimultaneousSessionsAreAllowed() {
    for simultaneous in [false, true] {
      let w = World()
      (w.b.interactions[0] as! DropInteraction).allowsSimultaneousDropSessions = simultaneous
      w.h.longPress(1, 100, 100)
      w.h.touch(1, .moved, 300, 100)
      w.h.longPress(2, 100, 350)
      w.h.touch(2, .moved, 300, 350)
      let entered = w.h.calls.filter { $0.hasPrefix("b.drop sessionDidEnter") }
      #expect(entered.count == (simultaneous ? 2 : 1))
      if !simultaneous {
        #expect(
          w.h.log.summaries([.system]).contains(
            "b.drop sessionIgnored(session: S2, reason: another session is inside)"))
        // S1 leaves; S2 is still ignored until it leaves and enters again.
        w.h.touch(1, .moved, 600, 100)
        w.h.touch(2, .moved, 310, 350)
        #expect(w.h.calls.filter { $0.hasPrefix("b.drop sessionDidEnter") }.count == 1)
        w.h.touch(2, .moved, 200, 350)
        w.h.touch(2, .moved, 300, 350)
        #expect(w.h.calls.last == "b.drop sessionDidUpdate(session: S2) -> copy")
      }
    }
  }

  @Test func withTwoSessionsTheTappedInteractionChoosesWhichOneToAddTo() {
    let w = World()
    let d = w.h.view("d", Rect(x: 50, y: 600, width: 100, height: 100), in: w.h.left.rootView)
    let adder = TestDragDelegate()
    adder.addItems = { _, _ in [textItem("added")] }
    adder.chooseSession = { sessions in sessions.last }
    d.addInteraction(DragInteraction(delegate: adder))
    w.h.longPress(1, 100, 100)
    w.h.touch(1, .moved, 300, 100)
    w.h.longPress(2, 100, 350)
    w.h.touch(2, .moved, 300, 350)
    w.h.tap(3, 100, 650)
    #expect(
      w.h.calls.contains("d.drag sessionForAddingItems(sessions: [S1, S2], point: (50,50)) -> S2"))
    #expect(w.h.calls.contains("d.drag itemsForAddingTo(session: S2, point: (50,50)) -> [I3]"))
  }

  @Test func withTwoSessionsNoChoiceMeansNoAddAndAnOrdinaryTap() {
    let w = World()
    let d = w.h.view("d", Rect(x: 50, y: 600, width: 100, height: 100), in: w.h.left.rootView)
    let adder = TestDragDelegate()
    adder.addItems = { _, _ in [textItem("added")] }
    d.addInteraction(DragInteraction(delegate: adder))
    var tapped = false
    d.tapHandler = { _ in tapped = true }
    w.h.longPress(1, 100, 100)
    w.h.touch(1, .moved, 300, 100)
    w.h.longPress(2, 100, 350)
    w.h.touch(2, .moved, 300, 350)
    w.h.tap(3, 100, 650)
    #expect(!w.h.callNames.contains("d.drag itemsForAddingTo"))
    #expect(tapped)
  }

  @Test func sessionForAddingItemsIsNotAskedWithOneSession() {
    let w = World()
    w.cDelegate.addItems = { _, _ in [textItem("added")] }
    w.h.longPress(1, 100, 100)
    w.h.touch(1, .moved, 300, 100)
    w.h.tap(2, 100, 350)
    #expect(!w.h.callNames.contains("c.drag sessionForAddingItems"))
    #expect(w.h.callNames.contains("c.drag itemsForAddingTo"))
  }

  @Test func anEmptyAddIsAnOrdinaryTap() {
    let w = World()
    var tapped = false
    w.c.tapHandler = { _ in tapped = true }
    w.h.longPress(1, 100, 100)
    w.h.touch(1, .moved, 300, 100)
    w.h.tap(2, 100, 350)
    #expect(w.h.calls.last == "c tapHandler(at: (50,50))")
    #expect(tapped)
    #expect(!w.h.callNames.contains("c.drag willAddItems"))
  }

  @Test func flockingNeverCrossesApps() {
    let w = World()
    let other = w.h.view(
      "other", Rect(x: 50, y: 50, width: 100, height: 100), in: w.h.right.rootView)
    let foreign = TestDragDelegate()
    foreign.addItems = { _, _ in [textItem("foreign")] }
    other.addInteraction(DragInteraction(delegate: foreign))
    w.h.longPress(1, 100, 100)
    w.h.touch(1, .moved, 300, 100)
    w.h.tap(2, 600, 100)
    #expect(!w.h.callNames.contains("other.drag itemsForAddingTo"))
    #expect(w.h.log.summaries([.gesture]).contains("F2 tapDelivered(view: other, at: (50,50))"))
  }

  @Test func theSameInteractionMayFlockAgain() {
    let w = World()
    w.cDelegate.addItems = { _, _ in [textItem("again")] }
    w.h.longPress(1, 100, 100)
    w.h.touch(1, .moved, 300, 100)
    w.h.tap(2, 100, 350)
    w.h.tap(3, 100, 350)
    #expect(w.h.system.activeDragSessions[0].items.map(\.id) == ["I1", "I2", "I3"])
  }

  @Test func aSecondFingerOnTheDraggedStackTakesTheDragOver() {
    let w = World()
    w.h.longPress(1, 100, 100)
    w.h.touch(1, .moved, 300, 100)
    w.h.touch(2, .began, 310, 110)
    w.h.touch(1, .ended, 300, 100)
    #expect(w.h.log.summaries([.gesture]).contains("S1 handOff(from: F1, to: F2)"))
    #expect(!w.h.callNames.contains("b.drop performDrop"))
    w.h.touch(2, .moved, 320, 200)
    w.h.touch(2, .ended, 320, 200)
    #expect(w.h.calls.contains("b.drop performDrop(session: S1)"))
  }

  @Test func aFingerThatLeftThePreviewFirstChangesNothing() {
    let w = World()
    w.h.longPress(1, 100, 100)
    w.h.touch(1, .moved, 300, 100)
    w.h.touch(2, .began, 310, 110)
    w.h.touch(2, .ended, 310, 110)
    w.h.touch(1, .ended, 300, 100)
    #expect(!w.h.log.summaries([.gesture]).contains { $0.contains("handOff") })
    #expect(w.h.calls.contains("b.drop performDrop(session: S1)"))
  }
}
