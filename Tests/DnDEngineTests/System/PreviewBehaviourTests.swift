import Testing
import VirtualTime

@testable import DnDEngine

@Suite struct PreviewBehaviourTests {
  /// A 400×400 source so the compact rule (200 pt) has something to shrink.
  static func bigSource(fullSize: Bool, items: Int = 1, sameApp: Bool = true) -> TwoViews {
    let s = TwoViews(sameApp: sameApp)
    s.a.frame = Rect(x: 50, y: 50, width: 400, height: 400)
    s.b.frame = Rect(x: sameApp ? 460 : 50, y: 50, width: 30, height: 400)
    s.source.fullSize = fullSize
    s.source.items = { _ in (0..<items).map { textItem("\($0)") } }
    return s
  }

  static func scales(_ s: TwoViews) -> [String] {
    s.h.log.summaries([.system]).filter { $0.contains("previewScale") }
  }

  @Test func withoutAFullSizePreferenceALargePreviewIsScaledDownWhenTheDragBegins() {
    let s = Self.bigSource(fullSize: false)
    s.h.longPress(1, 100, 100)
    s.h.touch(1, .moved, 110, 100)
    #expect(Self.scales(s) == ["I1 previewScale(scale: 0.5)"])
  }

  @Test func fullSizeIsKeptForOneItemInItsApp() {
    let s = Self.bigSource(fullSize: true)
    s.h.longPress(1, 100, 100)
    s.h.touch(1, .moved, 110, 100)
    #expect(Self.scales(s).isEmpty)
  }

  /// Talk 213's reorderable list: "at the drop site, you can set the flag to true on the drop
  /// proposal". A drag that begins over its own view, whose drop proposal prefers full size, is
  /// never scaled down, though its drag delegate does not prefer it: the first scale comes after
  /// the first proposal (Docs/engine.md §5).
  @Test func aDropProposalsPreferenceCountsFromTheDragsFirstInstant() {
    let s = Self.bigSource(fullSize: false)
    var proposal = DropProposal.move
    proposal.prefersFullSizePreview = true
    s.a.addInteraction(DropInteraction(delegate: TestDropDelegate(proposal: proposal)))
    s.h.longPress(1, 100, 100)
    s.h.touch(1, .moved, 110, 100)
    s.h.touch(1, .moved, 120, 100)
    #expect(
      s.h.log.lines.contains {
        $0.contains("a.drop sessionDidUpdate(session: S1) -> move(fullSize)")
      })
    #expect(Self.scales(s).isEmpty)
  }

  @Test func aFlockIsScaledDownAndNeverScaledBackUp() {
    let s = Self.bigSource(fullSize: true, items: 2)
    s.h.longPress(1, 100, 100)
    s.h.touch(1, .moved, 110, 100)
    #expect(Self.scales(s) == ["I1 previewScale(scale: 0.5)", "I2 previewScale(scale: 0.5)"])
  }

  @Test func leavingTheAppScalesDownForGood() {
    let s = Self.bigSource(fullSize: true)
    s.h.longPress(1, 100, 100)
    s.h.touch(1, .moved, 110, 100)
    s.h.touch(1, .moved, 700, 100)
    s.h.touch(1, .moved, 110, 100)
    #expect(Self.scales(s) == ["I1 previewScale(scale: 0.5)"])
  }

  @Test func aPreviewProviderSetInSessionWillBeginIsAskedForShownItemsOnly() {
    let s = TwoViews()
    s.source.items = { _ in (1...7).map { textItem("\($0)") } }
    s.source.onWillBegin = { session in
      for item in session.items {
        item.previewProvider = { DragPreview(view: s.a) }
      }
    }
    s.h.longPress(1, 100, 100)
    s.h.touch(1, .moved, 110, 100)
    let asked = s.h.log.events.filter { $0.name == "previewProvider" }.map(\.subject)
    // The stack shows the topmost five items (I3…I7).
    #expect(asked == ["I3", "I4", "I5", "I6", "I7"])
  }

  /// Talk 213's location platter: once a `previewProvider` replaced the lift preview, the
  /// preview being dragged is the replacement — the scaling rule measures it (a 300 pt platter
  /// over a 100 pt lift preview shows at 200/300), and the default drop preview is it, moved to
  /// the drop view's centre (Docs/engine.md §3.1, §5).
  @Test func aReplacedPreviewIsTheOneScaledAndDropped() throws {
    let s = TwoViews()
    let platter = View(name: "platter", frame: Rect(x: 0, y: 0, width: 300, height: 100))
    s.source.onWillBegin = { session in
      for item in session.items { item.previewProvider = { DragPreview(view: platter) } }
    }
    var defaults: [TargetedPreview] = []
    s.target.dropPreview = { _, preview in
      defaults.append(preview)
      return preview
    }
    s.liftAndDragIntoB()
    #expect(Self.scales(s) == ["I1 previewScale(scale: 0.667)"])
    s.release()
    s.h.settle()
    let preview = try #require(defaults.first)
    #expect(preview.view === platter)
    #expect(preview.target.container === s.b)
    #expect(preview.target.center == s.b.bounds.center)
  }

  @Test func aPreviewProviderReturningNilHidesTheItem() {
    let s = TwoViews()
    s.source.items = { _ in [textItem("1"), textItem("2")] }
    s.h.longPress(1, 100, 100)
    s.h.touch(1, .moved, 110, 100)
    s.h.system.activeDragSessions[0].items[0].previewProvider = { nil }
    s.h.touch(1, .moved, 120, 400)
    s.h.touch(1, .ended, 120, 400)
    s.h.settle()
    let cancelPreviews = s.h.calls.filter { $0.hasPrefix("a.drag previewForCancelling") }
    #expect(cancelPreviews.count == 1)
    #expect(cancelPreviews[0].hasPrefix("a.drag previewForCancelling(item: I2"))
    #expect(s.h.callNames.filter { $0 == "a.drag willAnimateCancel" }.count == 2)
  }

  @Test func theCancelAnimationLastsLongerTheFartherThePreviewFlies() {
    let s = TwoViews()
    s.source.items = { _ in [textItem("fade"), textItem("back")] }
    s.source.cancelPreview = { item, preview in item.id == "I1" ? nil : preview }
    s.h.longPress(1, 100, 100)
    s.h.move(1, from: Point(x: 100, y: 100), to: Point(x: 100, y: 600))
    s.h.touch(1, .ended, 100, 600)
    s.h.settle()
    let durations = s.h.log.events.filter {
      $0.name == "started" && $0.arguments.first?.value == "cancel"
    }.map { $0.arguments[1].value }
    // Fading in place: the minimum. Flying 500 pt back: 200 ms + 0.5 ms/pt, capped at 500 ms.
    #expect(durations == ["0.200s", "0.450s"])
  }

  @Test func aDefaultPreviewOfAViewOutsideAWindowNeedsATarget() {
    let loose = View(name: "loose", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(throws: PreviewError.viewNotInWindow(viewName: "loose")) {
      try TargetedPreview(view: loose, parameters: PreviewParameters())
    }
  }
}
