import Testing
import VirtualTime

@testable import DnDEngine

@Suite struct DropSideTests {
  @Test func exitOnLeavingAndSessionDidEndOnceToEveryInteractionThatSawTheSession() {
    let s = TwoViews()
    let d = s.h.view("d", Rect(x: 250, y: 400, width: 200, height: 200), in: s.h.left.rootView)
    d.addInteraction(DropInteraction(delegate: TestDropDelegate()))
    s.liftAndDragIntoB()
    s.h.move(1, from: Point(x: 360, y: 150), to: Point(x: 350, y: 500))
    s.h.move(1, from: Point(x: 350, y: 500), to: Point(x: 350, y: 700))
    s.h.touch(1, .ended, 350, 700)
    s.h.settle()
    let drop = s.h.callNames.filter { !$0.hasPrefix("a.drag") }
    #expect(
      drop.filter { $0.hasPrefix("b.drop") } == [
        "b.drop canHandle", "b.drop sessionDidEnter", "b.drop sessionDidUpdate",
        "b.drop sessionDidUpdate", "b.drop sessionDidUpdate", "b.drop sessionDidUpdate",
        "b.drop sessionDidExit", "b.drop sessionDidEnd",
      ])
    #expect(drop.filter { $0 == "d.drop sessionDidEnd" }.count == 1)
    #expect(
      drop.filter { $0.hasSuffix("sessionDidEnd") } == [
        "b.drop sessionDidEnd", "d.drop sessionDidEnd",
      ])
  }

  @Test func canHandleFalseIgnoresTheSessionUntilItReentersOrItemsAreAdded() {
    let s = TwoViews()
    s.target.accepts = false
    s.liftAndDragIntoB()
    #expect(s.h.callNames.filter { $0.hasPrefix("b.drop") } == ["b.drop canHandle"])
    // Leave and come back: asked again.
    s.h.move(1, from: Point(x: 360, y: 150), to: Point(x: 350, y: 700), steps: 1)
    s.h.move(1, from: Point(x: 350, y: 700), to: Point(x: 350, y: 150), steps: 1)
    #expect(
      s.h.callNames.filter { $0.hasPrefix("b.drop") } == ["b.drop canHandle", "b.drop canHandle"])
    // Items added while over it: asked again, and now it accepts.
    let c = s.h.view("c", Rect(x: 50, y: 300, width: 100, height: 100), in: s.h.left.rootView)
    let adder = TestDragDelegate()
    adder.addItems = { _, _ in [textItem("more")] }
    c.addInteraction(DragInteraction(delegate: adder))
    s.target.accepts = true
    s.h.tap(2, 100, 350)
    #expect(
      s.h.callNames.filter { $0.hasPrefix("b.drop") }.suffix(3) == [
        "b.drop canHandle", "b.drop sessionDidEnter", "b.drop sessionDidUpdate",
      ])
  }

  @Test func anInnerInteractionThatRefusesLetsTheOuterOneTakeTheSession() {
    let s = TwoViews()
    let inner = s.h.view("inner", Rect(x: 50, y: 50, width: 100, height: 100), in: s.b)
    let refusing = TestDropDelegate()
    refusing.accepts = false
    inner.addInteraction(DropInteraction(delegate: refusing))
    s.liftAndDragIntoB()
    #expect(
      s.h.callNames.filter { !$0.hasPrefix("a.drag") } == [
        "b.drop canHandle", "b.drop sessionDidEnter", "b.drop sessionDidUpdate",
        // Entering the inner view: it refuses, so b keeps the session without an exit.
        "inner.drop canHandle", "b.drop sessionDidUpdate", "b.drop sessionDidUpdate",
      ])
  }

  @Test func moveIsPerformedWithinTheAppWhenAllowed() {
    let s = TwoViews(proposal: .move)
    s.liftAndDragIntoB()
    s.release()
    s.h.settle()
    #expect(s.h.callNames.contains("b.drop performDrop"))
    #expect(s.h.calls.contains("a.drag sessionDidEnd(session: S1, operation: move)"))
  }

  @Test func moveIsTreatedAsCancelWhenTheDragDoesNotAllowIt() {
    let s = TwoViews(proposal: .move)
    s.source.allowsMove = false
    s.liftAndDragIntoB()
    s.release()
    s.h.settle()
    #expect(!s.h.callNames.contains("b.drop performDrop"))
    #expect(
      s.h.log.summaries([.system]).contains(
        "S1 proposalAdjusted(from: move, to: cancel, reason: move not allowed)"))
    #expect(s.h.calls.contains("b.drop sessionDidEnd(session: S1)"))
    #expect(s.h.calls.last == "a.drag sessionDidEnd(session: S1, operation: cancel)")
  }

  @Test func moveToAnotherAppIsTreatedAsCancelButCopyDrops() {
    let move = TwoViews(sameApp: false, proposal: .move)
    move.liftAndDragIntoB()
    move.release()
    move.h.settle()
    #expect(!move.h.callNames.contains("b.drop performDrop"))
    let copy = TwoViews(sameApp: false, proposal: .copy)
    copy.liftAndDragIntoB()
    copy.release()
    copy.h.settle()
    #expect(copy.h.callNames.contains("b.drop performDrop"))
  }

  @Test func preciseModeMovesTheHitPointAboveTheFinger() {
    for precise in [false, true] {
      let s = TwoViews(proposal: DropProposal(operation: .copy, isPrecise: precise))
      // A strip along b's top edge (screen y 50…70) that also wants precise drops.
      let strip = s.h.view("strip", Rect(x: 0, y: 0, width: 200, height: 20), in: s.b)
      let stripDelegate = TestDropDelegate(
        proposal: DropProposal(operation: .copy, isPrecise: true))
      strip.addInteraction(DropInteraction(delegate: stripDelegate))
      s.liftAndDragIntoB()
      // The finger is 10 pt below the strip; only the precise hit point (20 pt up) is on it.
      s.h.touch(1, .moved, 350, 80)
      s.h.touch(1, .moved, 351, 80)
      #expect(s.h.callNames.contains("strip.drop sessionDidEnter") == precise)
      if precise {
        s.h.touch(1, .ended, 351, 80)
        #expect(stripDelegate.droppedSession?.location(in: strip) == Point(x: 101, y: 10))
      }
    }
  }

  @Test func preciseModeKeepsTheTargetWhileTheFingerIsOverIt() {
    let s = TwoViews(proposal: DropProposal(operation: .copy, isPrecise: true))
    s.liftAndDragIntoB()
    // 15 pt below b's top: the offset point is outside b but the finger is not — no flicker.
    for x in stride(from: 350.0, to: 360, by: 1) { s.h.touch(1, .moved, x, 65) }
    #expect(!s.h.callNames.contains("b.drop sessionDidExit"))
    s.h.touch(1, .moved, 350, 45)
    #expect(s.h.callNames.contains("b.drop sessionDidExit"))
  }

  @Test func localDragSessionOnlyInTheSameApp() {
    for sameApp in [true, false] {
      let s = TwoViews(sameApp: sameApp)
      s.liftAndDragIntoB()
      s.release()
      #expect((s.target.droppedSession?.localDragSession != nil) == sameApp)
    }
  }

  @Test func dropPreviewsOnlyForVisibleItemsButEveryItemAnimates() {
    let s = TwoViews()
    s.source.items = { _ in [textItem("1"), textItem("2")] }
    s.source.liftPreview = { interaction, item in
      item.id == "I1"
        ? nil : try? TargetedPreview(view: interaction.view!, parameters: PreviewParameters())
    }
    s.liftAndDragIntoB()
    s.release()
    #expect(s.h.calls.filter { $0.hasPrefix("b.drop previewForDropping") }.count == 1)
    #expect(s.h.calls.contains { $0.hasPrefix("b.drop previewForDropping(item: I2") })
    #expect(s.h.callNames.filter { $0 == "b.drop willAnimateDrop" }.count == 2)
  }

  @Test func aLargeFlockGetsDefaultPreviewsAndOneSharedAnimator() {
    let s = TwoViews()
    s.source.items = { _ in (1...6).map { textItem("\($0)") } }
    s.liftAndDragIntoB()
    s.release()
    #expect(!s.h.callNames.contains("b.drop previewForDropping"))
    let animators = Set(
      s.h.log.events.filter { $0.name == "willAnimateDrop" }.map { $0.arguments[1].value })
    #expect(animators.count == 1)
    #expect(s.h.log.summaries([.system]).contains("S1 defaultDropPreviews(items: 6, limit: 5)"))
  }

  /// The limit is inclusive (Docs/engine.md §3.1): a flock of exactly
  /// `maxItemsForCustomDropPreviews` (5) items still gets a preview question and an animator
  /// per item; one more item and it gets the default previews.
  @Test(arguments: [5, 6])
  func theCustomPreviewLimitIsInclusive(count: Int) {
    let s = TwoViews()
    s.source.items = { _ in (1...count).map { textItem("\($0)") } }
    s.liftAndDragIntoB()
    s.release()
    let questions = s.h.calls.filter { $0.hasPrefix("b.drop previewForDropping") }.count
    let animators = Set(
      s.h.log.events.filter { $0.name == "willAnimateDrop" }.map { $0.arguments[1].value })
    #expect(questions == (count <= 5 ? count : 0))
    #expect(animators.count == (count <= 5 ? count : 1))
  }

  /// The default drop preview goes to the centre of the drop view, wherever the finger let go
  /// (talk 203: "The default preview instead will scale down and move to the center of the
  /// pinboard"); Docs/engine.md §3.1.
  @Test func theDefaultDropPreviewGoesToTheCentreOfTheDropView() throws {
    let s = TwoViews()
    var defaults: [TargetedPreview] = []
    s.target.dropPreview = { _, preview in
      defaults.append(preview)
      return preview
    }
    s.h.longPress(1, 100, 100)
    let offCentre = Point(x: s.bCenter.x + 60, y: s.bCenter.y - 70)
    s.h.move(1, from: Point(x: 100, y: 100), to: offCentre)
    s.h.advance(ms: 16)
    s.h.touch(1, .ended, offCentre.x, offCentre.y)
    s.h.settle()
    let preview = try #require(defaults.first)
    #expect(preview.target.container === s.b)
    #expect(preview.target.center == s.b.bounds.center)
  }

  /// Talk 203: "The default preview instead will scale down and move to the center"; the rule
  /// (Docs/engine.md §10.14) keeps the scale the drag shows the item at — here 0.5, a 100 pt
  /// preview above a 50 pt compact limit — and, with the profile's setting off, lands at full size.
  @Test(arguments: [true, false])
  func theDefaultDropPreviewKeepsTheDraggedScale(scalesDown: Bool) throws {
    var profile = DeviceProfile.tablet
    profile.compactPreviewMaxSide = 50
    profile.defaultDropPreviewScalesDown = scalesDown
    let s = TwoViews(profile: profile)
    var defaults: [TargetedPreview] = []
    s.target.dropPreview = { _, preview in
      defaults.append(preview)
      return preview
    }
    s.liftAndDragIntoB()
    s.release()
    s.h.settle()
    #expect(s.h.log.lines.contains { $0.contains("I1 previewScale(scale: 0.5)") })
    let preview = try #require(defaults.first)
    #expect(preview.target.center == s.b.bounds.center)
    #expect(
      preview.target.transform
        == (scalesDown ? AffineTransform(scaleX: 0.5, y: 0.5) : AffineTransform.identity))
  }

  /// The default drop preview's scale: the dragged scale, smaller still to fit inside the drop
  /// view, never above 1.
  @Test func theDefaultDropScaleFitsTheView() {
    let scale = DragDropSystem.defaultDropScale
    // Shown at 0.5 (200×50) in a 150 pt view: 0.75 more.
    #expect(
      scale(Size(width: 400, height: 100), 0.5, Size(width: 150, height: 150)) == 0.375)
    // Full size and fitting: unchanged.
    #expect(scale(Size(width: 100, height: 100), 1, Size(width: 200, height: 200)) == 1)
    // Full size in a smaller view: the tighter side decides.
    #expect(scale(Size(width: 100, height: 100), 1, Size(width: 50, height: 80)) == 0.5)
    // An empty preview keeps its dragged scale; a scale above 1 is brought back to 1.
    #expect(scale(Size(width: 0, height: 0), 0.7, Size(width: 10, height: 10)) == 0.7)
    #expect(scale(Size(width: 10, height: 10), 2, Size(width: 100, height: 100)) == 1)
  }

  @Test func concludeDropWaitsForTheLongestDropAnimation() {
    let s = TwoViews()
    s.source.items = { _ in [textItem("near"), textItem("far")] }
    s.target.dropPreview = { item, preview in
      // Send the second item 400 pt away: its animation is longer.
      item.id == "I2"
        ? preview.retargeted(
          to: PreviewTarget(container: preview.target.container, center: Point(x: 110, y: 500)))
        : preview
    }
    s.liftAndDragIntoB()
    s.release()
    s.h.settle()
    let started = s.h.log.events.filter {
      $0.name == "started" && $0.arguments.first?.value == "drop"
    }
    // The first item keeps the default preview: from the finger (10 pt right of b's centre) to
    // b's centre, a little more than the shortest drop.
    #expect(started.map { $0.arguments[1].value } == ["0.152500s", "0.250s"])
    let conclude = s.h.log.events.first { $0.name == "concludeDrop" }!
    #expect(conclude.time == started[0].time + .milliseconds(250))
    let ends = s.h.log.events.filter { $0.name == "sessionDidEnd" }
    #expect(ends.allSatisfy { $0.time < conclude.time })
  }

  @Test func performDropOnlyForCopyOrMove() {
    for operation in DropOperation.allCases {
      let s = TwoViews(proposal: DropProposal(operation: operation))
      s.liftAndDragIntoB()
      s.release()
      s.h.settle()
      #expect(s.h.callNames.contains("b.drop performDrop") == operation.performsDrop)
      #expect(s.h.callNames.contains("b.drop concludeDrop") == operation.performsDrop)
    }
  }
}

@Suite struct NestedDropTargetTests {
  @Test func anAcceptingInnerInteractionTakesTheSessionFromTheOuterOne() {
    let s = TwoViews()
    let inner = s.h.view("inner", Rect(x: 50, y: 50, width: 100, height: 100), in: s.b)
    inner.addInteraction(DropInteraction(delegate: TestDropDelegate()))
    s.liftAndDragIntoB()
    #expect(
      s.h.callNames.filter { !$0.hasPrefix("a.drag") } == [
        "b.drop canHandle", "b.drop sessionDidEnter", "b.drop sessionDidUpdate",
        "inner.drop canHandle", "b.drop sessionDidExit", "inner.drop sessionDidEnter",
        "inner.drop sessionDidUpdate", "inner.drop sessionDidUpdate",
      ])
  }
}
