@testable import DnDEngine

/// Docs/uikit-behaviour.md §3 (a)/(b): a source view `a` and a drop view `b`, in one app (left window) or in
/// two apps (`b` in the right window).
final class TwoViews {
  let h: Harness
  let a: View
  let b: View
  let source = TestDragDelegate()
  let target: TestDropDelegate
  let drag: DragInteraction
  let drop: DropInteraction

  init(sameApp: Bool = true, proposal: DropProposal = .copy, profile: DeviceProfile = .tablet) {
    h = Harness(profile: profile)
    a = h.view("a", Rect(x: 50, y: 50, width: 100, height: 100), in: h.left.rootView)
    b = h.view(
      "b", Rect(x: sameApp ? 250 : 50, y: 50, width: 200, height: 200),
      in: sameApp ? h.left.rootView : h.right.rootView)
    target = TestDropDelegate(proposal: proposal)
    drag = DragInteraction(delegate: source)
    drag.isEnabled = true
    drop = DropInteraction(delegate: target)
    a.addInteraction(drag)
    b.addInteraction(drop)
  }

  /// Centre of `b` on screen.
  var bCenter: Point { b.frameInScreen!.center }

  /// Long press on `a`, drag into `b` in four moves, one more move inside `b`.
  func liftAndDragIntoB() {
    h.longPress(1, 100, 100)
    h.move(1, from: Point(x: 100, y: 100), to: bCenter)
    h.advance(ms: 16)
    h.touch(1, .moved, bCenter.x + 10, bCenter.y)
  }

  func release() {
    h.advance(ms: 16)
    h.touch(1, .ended, bCenter.x + 10, bCenter.y)
  }
}
