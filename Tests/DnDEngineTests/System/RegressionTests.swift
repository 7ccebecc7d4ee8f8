import Testing
import VirtualTime

@testable import DnDEngine

/// Bugs found in review, each pinned.
@Suite struct RegressionTests {
  @Test func theEndedSampleCountsAsAMoveForTaps() {
    let s = TwoViews()
    var tapped = false
    s.a.tapHandler = { _ in tapped = true }
    s.h.touch(1, .began, 100, 100)
    s.h.advance(ms: 50)
    s.h.touch(1, .ended, 140, 100)
    #expect(!tapped)
  }

  @Test func theEndedSampleMovesTheSessionBeforeTheDrop() {
    let s = TwoViews()
    s.liftAndDragIntoB()
    s.h.advance(ms: 16)
    s.h.touch(1, .ended, 480, 700)
    s.h.settle()
    #expect(!s.h.callNames.contains("b.drop performDrop"))
    #expect(s.h.callNames.contains("b.drop sessionDidExit"))
  }

  @Test func aKeptVisitDoesNotBypassTheOneSessionRule() {
    let w = MultiTouchTests.World()
    let inner = w.h.view("inner", Rect(x: 50, y: 200, width: 100, height: 100), in: w.b)
    inner.addInteraction(DropInteraction(delegate: TestDropDelegate()))
    w.h.longPress(1, 100, 100)
    w.h.touch(1, .moved, 300, 100)  // S1 in b
    w.h.touch(1, .moved, 350, 300)  // S1 moves into inner: b exits
    w.h.longPress(2, 100, 350)
    w.h.touch(2, .moved, 300, 450)  // S2 enters b
    w.h.touch(1, .moved, 300, 100)  // S1 back into b's own area: b is taken by S2
    let b = w.b.interactions[0] as! DropInteraction
    #expect(b.enteredSessions.map(\.id) == ["S2"])
  }

  @Test func anItemReturnedAgainBelongsToItsNewInteraction() {
    let s = TwoViews()
    let shared = textItem("shared")
    s.source.items = { _ in [shared] }
    s.h.longPress(1, 100, 100)
    s.h.touch(1, .moved, 110, 400)
    s.h.touch(1, .ended, 110, 400)
    s.h.settle()
    let c = s.h.view("c", Rect(x: 50, y: 300, width: 100, height: 100), in: s.h.left.rootView)
    c.addInteraction(DragInteraction(delegate: TestDragDelegate { _ in [shared] }))
    s.h.longPress(2, 100, 350)
    s.h.touch(2, .moved, 110, 600)
    s.h.touch(2, .ended, 110, 600)
    s.h.settle()
    #expect(s.h.calls.contains("c.drag sessionDidEnd(session: S2, operation: cancel)"))
    #expect(s.h.calls.contains { $0.hasPrefix("c.drag willAnimateCancel(item: I1") })
    #expect(s.h.system.sessions.isEmpty)
  }

  @Test func willEndIsBroadcastBeforeDidEnd() {
    let s = TwoViews()
    let c = s.h.view("c", Rect(x: 50, y: 300, width: 100, height: 100), in: s.h.left.rootView)
    let adder = TestDragDelegate()
    adder.addItems = { _, _ in [textItem("added")] }
    c.addInteraction(DragInteraction(delegate: adder))
    s.liftAndDragIntoB()
    s.h.tap(2, 100, 350)
    s.release()
    s.h.settle()
    let ends = s.h.callNames.filter {
      $0.hasSuffix("sessionWillEnd") || $0.hasSuffix("sessionDidEnd")
    }
    #expect(
      ends == [
        "a.drag sessionWillEnd", "c.drag sessionWillEnd", "a.drag sessionDidEnd",
        "c.drag sessionDidEnd", "b.drop sessionDidEnd",
      ])
  }

  @Test func anItemShownOnlyByItsPreviewProviderStillGetsACancelPreview() {
    let s = TwoViews()
    s.source.liftPreview = { _, _ in nil }
    s.source.onWillBegin = { session in
      session.items[0].previewProvider = { DragPreview(view: s.a) }
    }
    s.h.longPress(1, 100, 100)
    s.h.touch(1, .moved, 110, 400)
    s.h.touch(1, .ended, 110, 400)
    s.h.settle()
    #expect(s.h.callNames.contains("a.drag previewForCancelling"))
  }

  @Test func anAppMayAddALoadProgressToItsOwnProgress() {
    let s = TwoViews()
    let mine = LoadProgress(totalUnitCount: 1)
    s.target.onPerformDrop = { session in
      let load = session.items[0].itemProvider.loadObject(ofClass: String.self) { _ in }
      mine.addChild(load, withPendingUnitCount: 1)
    }
    s.liftAndDragIntoB()
    s.release()
    s.h.settle()
    #expect(mine.isFinished)
    #expect(s.target.droppedSession!.progress.isFinished)
  }
}
