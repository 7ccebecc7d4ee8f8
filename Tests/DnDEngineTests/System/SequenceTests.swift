import Testing
import VirtualTime

@testable import DnDEngine

/// The ordering tables of `Docs/uikit-behaviour.md` §3 (a), (b1), (b2) and (c), as exact delegate
/// call sequences.
@Suite struct SequenceTests {
  @Test func successfulCopyBetweenTwoViewsOfOneApp() {
    let s = TwoViews()
    s.target.onPerformDrop = { session in session.loadObjects(ofClass: String.self) { _ in } }
    s.liftAndDragIntoB()
    s.release()
    s.h.settle()
    #expect(
      s.h.callNames == [
        "a.drag itemsForBeginning", "a.drag previewForLifting", "a.drag willAnimateLift",
        "a.drag sessionIsRestrictedToDraggingApplication", "a.drag sessionAllowsMoveOperation",
        "a.drag prefersFullSizePreviews", "a.drag sessionWillBegin", "a.drag sessionDidMove",
        "a.drag sessionDidMove",
        "a.drag sessionDidMove", "b.drop canHandle", "b.drop sessionDidEnter",
        "b.drop sessionDidUpdate",
        "a.drag sessionDidMove", "b.drop sessionDidUpdate",
        "a.drag sessionDidMove", "b.drop sessionDidUpdate",
        "b.drop performDrop", "b.drop previewForDropping", "b.drop willAnimateDrop",
        "a.drag sessionWillEnd", "a.drag sessionDidEnd", "b.drop sessionDidEnd",
        // The load was immediate: the transfer is done before the drop animation ends.
        "a.drag sessionDidTransferItems", "b.drop loadObjectsCompletion", "b.drop concludeDrop",
      ])
    #expect(s.h.calls.contains("a.drag sessionWillEnd(session: S1, operation: copy)"))
    #expect(s.h.calls.contains("b.drop sessionDidUpdate(session: S1) -> copy"))
  }

  @Test func slowDataTransfersAfterConcludeDrop() {
    let s = TwoViews()
    s.source.items = { _ in [slowTextItem("slow", delay: .seconds(2))] }
    s.target.onPerformDrop = { session in session.loadObjects(ofClass: String.self) { _ in } }
    s.liftAndDragIntoB()
    s.release()
    s.h.settle()
    let names = s.h.callNames
    let conclude = names.firstIndex(of: "b.drop concludeDrop")!
    let transfer = names.firstIndex(of: "a.drag sessionDidTransferItems")!
    #expect(conclude < transfer)
    #expect(names.last == "b.drop loadObjectsCompletion")
  }

  @Test func cancelledAfterTheDragBeganOverNothing() {
    let s = TwoViews()
    s.h.longPress(1, 100, 100)
    s.h.move(1, from: Point(x: 100, y: 100), to: Point(x: 200, y: 400))
    s.h.touch(1, .ended, 200, 400)
    s.h.settle()
    #expect(
      s.h.callNames.suffix(4) == [
        "a.drag sessionWillEnd", "a.drag previewForCancelling", "a.drag willAnimateCancel",
        "a.drag sessionDidEnd",
      ])
    #expect(s.h.calls.last == "a.drag sessionDidEnd(session: S1, operation: cancel)")
    #expect(!s.h.callNames.contains { $0.hasPrefix("b.drop") })
    // didEnd waits for the cancel animation.
    let cancelAnimation = s.h.log.events.first {
      $0.name == "started" && $0.arguments.first?.value == "cancel"
    }!
    let didEnd = s.h.log.events.last { $0.name == "sessionDidEnd" }!
    #expect(didEnd.time > cancelAnimation.time)
  }

  @Test(arguments: [DropProposal.cancel, .forbidden])
  func releasedOverATargetThatDoesNotDrop(proposal: DropProposal) {
    let s = TwoViews(proposal: proposal)
    s.liftAndDragIntoB()
    s.release()
    s.h.settle()
    let names = s.h.callNames
    for never in [
      "performDrop", "previewForDropping", "willAnimateDrop", "concludeDrop", "sessionDidExit",
    ] {
      #expect(!names.contains("b.drop \(never)"))
    }
    // The target's sessionDidEnd comes at the release (talk 213: "If the user then lifts their
    // finger, we'll call sessionDidEnd right away"); the source's didEnd after its cancel
    // animation.
    #expect(
      names.suffix(5) == [
        "a.drag sessionWillEnd", "b.drop sessionDidEnd", "a.drag previewForCancelling",
        "a.drag willAnimateCancel", "a.drag sessionDidEnd",
      ])
    let release = s.h.log.events.first { $0.kind == .touch && $0.name == "ended" }
    let targetEnd = s.h.log.events.first { $0.subject == "b.drop" && $0.name == "sessionDidEnd" }
    #expect(release != nil && targetEnd?.time == release?.time)
    #expect(!names.contains("a.drag sessionDidTransferItems"))
  }

  @Test func liftCancelledBeforeTheDragBegins() {
    let s = TwoViews()
    s.h.pressUntilLift(1, 100, 100)
    s.h.advance(ms: 100)
    s.h.touch(1, .ended, 100, 100)
    s.h.settle()
    #expect(
      s.h.callNames == [
        "a.drag itemsForBeginning", "a.drag previewForLifting", "a.drag willAnimateLift",
      ])
    #expect(s.source.liftCompletions == [.start])
    #expect(s.h.log.summaries([.gesture]).contains("S1 liftCancelled(finger: F1)"))
    #expect(s.h.system.sessions.isEmpty)
  }

  @Test func liftReversalTakesAsLongAsTheLiftHadRun() {
    let s = TwoViews()
    s.h.pressUntilLift(1, 100, 100)
    s.h.advance(ms: 100)
    s.h.touch(1, .ended, 100, 100)
    s.h.settle()
    let finished = s.h.log.events.first { $0.subject == "M1" && $0.name == "finished" }!
    #expect(finished.time == VirtualInstant.start + .milliseconds(325 + 100 + 100))
  }

  /// Held through the whole lift and released without moving (talk 203: "If the user holds
  /// down their finger long enough through the whole lift, we'll go all the way to the end. The
  /// position will be end"): the lift's completion says `.end` at the release — its completion
  /// waits for the drag or the release (talk 213) — and no session call is made.
  @Test func aLiftHeldToItsEndAndReleasedCompletesAtEnd() {
    let s = TwoViews()
    s.h.longPress(1, 100, 100)
    s.h.advance(ms: 100)
    s.h.touch(1, .ended, 100, 100)
    s.h.settle()
    #expect(
      s.h.callNames == [
        "a.drag itemsForBeginning", "a.drag previewForLifting", "a.drag willAnimateLift",
      ])
    #expect(s.source.liftCompletions == [.end])
    let finished = s.h.log.events.first { $0.subject == "M1" && $0.name == "finished" }
    #expect(finished?.time == VirtualInstant.start + .milliseconds(325 + 250 + 100))
    #expect(s.h.log.summaries([.gesture]).contains("S1 liftCancelled(finger: F1)"))
    #expect(s.h.system.sessions.isEmpty)
  }

  /// Held still past the lift's end, the lift's completion waits for the drag to start (talk
  /// 213: "when the drag starts, we will snapshot the view, and after that, the completion block
  /// will get called"): `.end` at the first move, just before the session's questions.
  @Test func aLiftHeldStillCompletesWhenTheDragStarts() {
    let s = TwoViews()
    s.h.longPress(1, 100, 100)
    s.h.advance(ms: 200)
    #expect(s.source.liftCompletions.isEmpty)
    s.h.touch(1, .moved, 160, 100)
    let events = s.h.log.events
    let finished = events.firstIndex { $0.subject == "M1" && $0.name == "finished" }
    let restricted = events.firstIndex { $0.name == "sessionIsRestrictedToDraggingApplication" }
    #expect(finished != nil && restricted != nil && finished! < restricted!)
    #expect(events[finished!].time == VirtualInstant.start + .milliseconds(325 + 250 + 200))
    #expect(s.source.liftCompletions == [.end])
    s.h.touch(1, .ended, 160, 100)
    s.h.settle()
  }

  /// The drag begins only once the items are fully lifted (talk 203; Apple's documentation of
  /// `sessionWillBegin`): a finger that moves away during the lift starts the drag when the lift
  /// ends — the lift finishes at `.end` first, then the session questions and `sessionWillBegin`.
  @Test func aFingerMovingDuringTheLiftBeginsTheDragWhenTheLiftEnds() {
    let s = TwoViews()
    s.h.pressUntilLift(1, 100, 100)
    s.h.move(1, from: Point(x: 100, y: 100), to: Point(x: 160, y: 100))  // by 0.389 s
    #expect(!s.h.callNames.contains("a.drag sessionWillBegin"))
    s.h.advance(ms: 200)
    let finished = s.h.log.events.firstIndex { $0.subject == "M1" && $0.name == "finished" }
    let begin = s.h.log.events.firstIndex { $0.name == "sessionWillBegin" }
    #expect(finished != nil && begin != nil && finished! < begin!)
    #expect(s.h.log.events[begin!].time == VirtualInstant.start + .milliseconds(325 + 250))
    #expect(s.source.liftCompletions == [.end])
    s.h.touch(1, .ended, 160, 100)
    s.h.settle()
  }

  @Test func flockingAddsItemsFromAnotherView() {
    let s = TwoViews()
    let c = s.h.view("c", Rect(x: 50, y: 300, width: 100, height: 100), in: s.h.left.rootView)
    let third = TestDragDelegate()
    third.addItems = { _, _ in [textItem("added")] }
    let cDrag = DragInteraction(delegate: third)
    c.addInteraction(cDrag)
    s.liftAndDragIntoB()
    s.h.tap(2, 100, 350)
    s.release()
    s.h.settle()
    let names = s.h.callNames
    let tapStart = names.firstIndex(of: "c.drag itemsForAddingTo")!
    #expect(
      Array(names[tapStart..<(tapStart + 6)]) == [
        "c.drag itemsForAddingTo", "c.drag previewForLifting", "c.drag willAnimateLift",
        "a.drag willAddItems", "c.drag willAddItems", "b.drop sessionDidUpdate",
      ])
    #expect(third.liftCompletions == [.end])
    let addAnimator = s.h.log.events.filter { $0.subject == "M2" }.map(\.name)
    #expect(addAnimator == ["started", "finished"])
    #expect(names.contains("c.drag sessionWillEnd") && names.contains("c.drag sessionDidEnd"))
    #expect(names.contains("c.drag sessionDidTransferItems"))
    #expect(
      s.h.calls.contains("a.drag willAddItems(session: S1, items: [I2], interaction: c.drag)"))
  }
}
