import Testing
import VirtualTime

@testable import DnDEngine

@Suite struct LiftTests {
  @Test func theLiftWaitsForTheFullLiftDelay() {
    let s = TwoViews()
    s.h.touch(1, .began, 100, 100)
    s.h.advance(ms: 324)
    #expect(s.h.calls.isEmpty)
    s.h.advance(ms: 1)
    #expect(s.h.callNames.first == "a.drag itemsForBeginning")
    #expect(
      s.h.log.events.first { $0.name == "itemsForBeginning" }!.time == .start + .milliseconds(325))
  }

  @Test func movingMoreThanTheAllowanceBeforeTheLiftFailsTheLongPress() {
    let s = TwoViews()
    s.h.touch(1, .began, 100, 100)
    s.h.advance(ms: 100)
    s.h.touch(1, .moved, 110.5, 100)
    s.h.advance(ms: 500)
    s.h.touch(1, .ended, 110.5, 100)
    #expect(s.h.calls.isEmpty)
    #expect(s.h.log.summaries([.gesture]) == ["F1 longPressFailed(reason: moved)"])
  }

  @Test func movingExactlyTheAllowanceStillLifts() {
    let s = TwoViews()
    s.h.touch(1, .began, 100, 100)
    s.h.touch(1, .moved, 110, 100)
    s.h.advance(ms: 325)
    #expect(s.h.callNames.first == "a.drag itemsForBeginning")
  }

  @Test func emptyItemsEndTheGestureAndTheTouchBecomesATap() {
    let s = TwoViews()
    s.source.items = { _ in [] }
    var taps: [Point] = []
    s.a.tapHandler = { taps.append($0) }
    s.h.longPress(1, 100, 100)
    s.h.advance(ms: 200)
    s.h.touch(1, .moved, 105, 100)
    s.h.touch(1, .ended, 105, 100)
    s.h.settle()
    #expect(s.h.callNames == ["a.drag itemsForBeginning", "a tapHandler"])
    #expect(taps == [Point(x: 55, y: 50)])
    #expect(s.h.log.summaries([.gesture]).contains("F1 liftDeclined(interaction: a.drag)"))
  }

  @Test func previewsAreAskedPerItemInOrderThenOneWillAnimateLift() {
    let s = TwoViews()
    s.source.items = { _ in [textItem("1"), textItem("2"), textItem("3")] }
    s.h.longPress(1, 100, 100)
    #expect(
      s.h.calls == [
        "a.drag itemsForBeginning(session: S1) -> [I1, I2, I3]",
        "a.drag previewForLifting(item: I1, session: S1) -> targetedPreview(view: a, target: target(container: photos.window, center: (100,100), transform: identity))",
        "a.drag previewForLifting(item: I2, session: S1) -> targetedPreview(view: a, target: target(container: photos.window, center: (100,100), transform: identity))",
        "a.drag previewForLifting(item: I3, session: S1) -> targetedPreview(view: a, target: target(container: photos.window, center: (100,100), transform: identity))",
        "a.drag willAnimateLift(animator: M1, session: S1)",
      ])
  }

  @Test func theDragBeginsOnTheFirstMoveAfterTheLiftAndAsksInTheDocumentedOrder() {
    let s = TwoViews()
    s.h.longPress(1, 100, 100)
    s.h.advance(ms: 500)
    s.h.touch(1, .stationary, 100, 100)
    #expect(!s.h.callNames.contains("a.drag sessionWillBegin"))
    s.h.touch(1, .moved, 101, 100)
    #expect(
      s.h.callNames.suffix(5) == [
        "a.drag sessionIsRestrictedToDraggingApplication", "a.drag sessionAllowsMoveOperation",
        "a.drag prefersFullSizePreviews", "a.drag sessionWillBegin", "a.drag sessionDidMove",
      ])
    // The lift had completed its animation already: its completion comes with the drag.
    #expect(s.source.liftCompletions == [.end])
  }

  @Test func didMoveOnlyWhenTheLocationChanges() {
    let s = TwoViews()
    s.h.longPress(1, 100, 100)
    s.h.touch(1, .moved, 120, 100)
    s.h.touch(1, .moved, 120, 100)
    s.h.touch(1, .stationary, 120, 100)
    s.h.touch(1, .moved, 121, 100)
    #expect(s.h.callNames.filter { $0 == "a.drag sessionDidMove" }.count == 2)
  }

  @Test func aPhoneHasDragInteractionsOffByDefault() {
    let s = TwoViews(profile: .phone)
    s.drag.isEnabled = nil
    s.h.longPress(1, 100, 100)
    #expect(s.h.calls.isEmpty)
    s.h.touch(1, .ended, 100, 100)
    s.drag.isEnabled = true
    s.h.longPress(2, 100, 100)
    #expect(
      s.h.callNames == [
        "a.drag itemsForBeginning", "a.drag previewForLifting", "a.drag willAnimateLift",
      ])
  }

  @Test func aPhoneNeverAsksAboutRestrictionAndKeepsDragsInTheApp() {
    let s = TwoViews(sameApp: false, profile: .phone)
    s.liftAndDragIntoB()
    s.release()
    s.h.settle()
    #expect(!s.h.callNames.contains("a.drag sessionIsRestrictedToDraggingApplication"))
    #expect(!s.h.callNames.contains { $0.hasPrefix("b.drop") })
    #expect(s.h.calls.last == "a.drag sessionDidEnd(session: S1, operation: cancel)")
  }

  @Test func aTouchCancelledByTheSystemCancelsTheDrag() {
    let s = TwoViews()
    s.liftAndDragIntoB()
    s.h.touch(1, .cancelled, 360, 150)
    s.h.settle()
    #expect(!s.h.callNames.contains("b.drop performDrop"))
    #expect(s.h.log.summaries([.gesture]).contains("S1 cancel(reason: touch cancelled)"))
  }
}
