import Testing
import VirtualTime

@testable import DnDEngine

/// Optional delegate methods the app does not implement are not called and leave no line in the
/// log (UIKit asks whether the delegate responds first; Docs/engine.md §1, "Optional methods").
@Suite struct NotImplementedTests {
  /// Implements only what a minimal app does: the items, and a proposal and a drop.
  final class MinimalSource: DragInteractionDelegate {
    func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
      [DragItem(itemProvider: ItemProvider(object: "hello"))]
    }
  }
  final class MinimalTarget: DropInteractionDelegate {
    var dropped = 0
    func sessionDidUpdate(_ interaction: DropInteraction, session: DropSession) -> DropProposal {
      .copy
    }
    func performDrop(_ interaction: DropInteraction, session: DropSession) { dropped += 1 }
  }
  /// Talk 213's Drop Destination before its fix: "all we've implemented is sessionDidUpdate".
  final class UpdateOnlyTarget: DropInteractionDelegate {
    var updates = 0
    func sessionDidUpdate(_ interaction: DropInteraction, session: DropSession) -> DropProposal {
      updates += 1
      return .copy
    }
  }
  /// Implements one optional method with exactly the default's answer: it is called and logged.
  final class ExplicitSource: DragInteractionDelegate {
    func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
      [DragItem(itemProvider: ItemProvider(object: "hello"))]
    }
    func sessionAllowsMoveOperation(_ interaction: DragInteraction, session: DragSession) -> Bool {
      true
    }
  }

  /// A copy from `a` to `b` in the same app, with the given delegates.
  static func drop(
    source: any DragInteractionDelegate, target: any DropInteractionDelegate,
    retainsEvents: Bool = true
  ) -> (Harness, [String]) {
    let h = Harness()
    h.system.log.retainsEvents = retainsEvents
    var streamed: [String] = []
    h.system.log.addObserver { streamed.append($0.line) }
    let a = h.view("a", Rect(x: 50, y: 50, width: 100, height: 100), in: h.left.rootView)
    let b = h.view("b", Rect(x: 250, y: 50, width: 200, height: 200), in: h.left.rootView)
    a.addInteraction(DragInteraction(delegate: source))
    b.addInteraction(DropInteraction(delegate: target))
    h.longPress(1, 100, 100)
    h.move(1, from: Point(x: 100, y: 100), to: Point(x: 350, y: 150))
    h.advance(ms: 16)
    h.touch(1, .ended, 350, 150)
    h.settle()
    return (h, streamed)
  }

  @Test func unimplementedMethodsAreNotInTheLog() {
    let target = MinimalTarget()
    let (h, _) = Self.drop(source: MinimalSource(), target: target)
    #expect(
      h.callNames == [
        "a.drag itemsForBeginning", "b.drop sessionDidUpdate", "b.drop sessionDidUpdate",
        "b.drop performDrop",
      ])
    // The drop still happened, and went through the same steps (the gesture log has them).
    #expect(target.dropped == 1)
    #expect(h.system.log.events.contains { $0.kind == .gesture && $0.name == "drop" })
    #expect(
      h.system.notImplementedCalls.isSuperset(of: [
        "a.drag previewForLifting", "a.drag sessionWillBegin", "a.drag sessionDidMove",
        "a.drag sessionDidEnd", "b.drop canHandle", "b.drop sessionDidEnter",
        "b.drop willAnimateDrop", "b.drop concludeDrop", "b.drop sessionDidEnd",
      ]))
    #expect(!h.system.notImplementedCalls.contains { $0.hasSuffix(" itemsForBeginning") })
  }

  /// Without `performDrop` the drop does not happen (talk 213: "it's no wonder that the drop
  /// doesn't work"; Docs/engine.md §10.12): the release is a cancel, the log has no drop line, no
  /// `performDrop` and no drop animation, and the source hears `cancel` — also when the log is
  /// streamed with nothing retained.
  @Test(arguments: [true, false])
  func aDropWithoutPerformDropIsACancel(retainsEvents: Bool) {
    let target = UpdateOnlyTarget()
    let (h, streamed) = Self.drop(
      source: TestDragDelegate(), target: target, retainsEvents: retainsEvents)
    #expect(target.updates > 0)
    #expect(streamed.contains { $0.contains("b.drop sessionDidUpdate(session: S1) -> copy") })
    #expect(streamed.contains { $0.contains("S1 cancel(reason: performDrop not implemented)") })
    #expect(!streamed.contains { $0.contains("S1 drop(") || $0.contains("performDrop(") })
    #expect(!streamed.contains { $0.contains("purpose: drop") })
    #expect(
      streamed.contains { $0.contains("a.drag sessionWillEnd(session: S1, operation: cancel)") })
    #expect(
      streamed.contains { $0.contains("a.drag sessionDidEnd(session: S1, operation: cancel)") })
    #expect(h.system.notImplementedCalls.contains("b.drop performDrop"))
    if retainsEvents {
      #expect(streamed == h.system.log.lines)
      #expect(
        QuickChecks.violations(
          in: h.system.log.events, notImplemented: h.system.notImplementedCalls
        )
        .isEmpty)
    }
  }

  /// With ``DeviceProfile/cancelsDropWithoutPerformDrop`` off the release drops, with the
  /// default drop animation and no `performDrop` line.
  @Test func theProfileCanDropWithoutPerformDrop() {
    var profile = DeviceProfile.tablet
    profile.cancelsDropWithoutPerformDrop = false
    let h = Harness(profile: profile)
    let a = h.view("a", Rect(x: 50, y: 50, width: 100, height: 100), in: h.left.rootView)
    let b = h.view("b", Rect(x: 250, y: 50, width: 200, height: 200), in: h.left.rootView)
    a.addInteraction(DragInteraction(delegate: TestDragDelegate()))
    b.addInteraction(DropInteraction(delegate: UpdateOnlyTarget()))
    h.longPress(1, 100, 100)
    h.move(1, from: Point(x: 100, y: 100), to: Point(x: 350, y: 150))
    h.advance(ms: 16)
    h.touch(1, .ended, 350, 150)
    h.settle()
    let lines = h.system.log.lines
    #expect(lines.contains { $0.contains("S1 drop(target: b.drop, operation: copy)") })
    #expect(!lines.contains { $0.contains("performDrop(") || $0.contains("cancel(reason:") })
    #expect(lines.contains { $0.contains("a.drag sessionDidEnd(session: S1, operation: copy)") })
  }

  @Test func aMethodImplementedWithTheDefaultAnswerIsLogged() {
    let (h, _) = Self.drop(source: ExplicitSource(), target: MinimalTarget())
    #expect(h.calls.contains("a.drag sessionAllowsMoveOperation(session: S1) -> true"))
    #expect(!h.system.notImplementedCalls.contains("a.drag sessionAllowsMoveOperation"))
  }

  /// The log streamed to an observer with nothing retained (the path a long replay takes, where
  /// a lone call waits outside the arrays) holds the same lines as the retained log.
  @Test func streamedAndRetainedLogsAgree() {
    let (retained, streamedWhileRetaining) = Self.drop(
      source: MinimalSource(), target: MinimalTarget())
    let (_, streamed) = Self.drop(
      source: MinimalSource(), target: MinimalTarget(), retainsEvents: false)
    #expect(streamed == retained.system.log.lines)
    #expect(streamedWhileRetaining == retained.system.log.lines)
  }

  /// The checks of Docs/uikit-behaviour.md §5 expect the optional calls; told which methods are
  /// not implemented, they skip them — and they still catch what they catch without that.
  @Test func theQuickChecksSkipOnlyWhatIsNotImplemented() {
    let (h, _) = Self.drop(source: MinimalSource(), target: MinimalTarget())
    let events = h.system.log.events
    #expect(
      QuickChecks.violations(in: events, notImplemented: h.system.notImplementedCalls).isEmpty)
    let full = Self.drop(source: TestDragDelegate(), target: TestDropDelegate()).0
    var broken = full.system.log.events
    broken.removeAll { $0.subject == "a.drag" && $0.name == "sessionWillEnd" }
    let checks = QuickChecks.violations(in: broken).map(\.check)
    #expect(checks.contains(3))
    #expect(
      QuickChecks.violations(in: broken, notImplemented: ["a.drag sessionWillEnd"]).isEmpty)
    #expect(
      QuickChecks.violations(in: broken, notImplemented: ["a.drag sessionDidMove"]).map(\.check)
        == checks)
  }

  /// A withdrawn call inside an implemented one leaves the outer call and what followed it.
  @Test func aWithdrawnNestedCallLeavesTheOuterCall() {
    let log = EventLog(clock: VirtualClock())
    var seen: [String] = []
    log.addObserver { seen.append($0.summary) }
    let outer = log.beginCall("a.drag", "itemsForBeginning")
    log.record(.load, "L1", "started")
    let inner = log.beginCall("a.drag", "sessionDidMove")
    #expect(log.withdrawCall(inner))
    #expect(!log.withdrawCall(outer))  // events were recorded inside it
    log.finishCall(outer, result: "[I1]")
    #expect(log.summaries() == ["a.drag itemsForBeginning -> [I1]", "L1 started"])
    #expect(seen == log.summaries())
    #expect(log.count == 2)
  }
}
