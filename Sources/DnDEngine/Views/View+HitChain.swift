extension View {
  /// ``hitTest(_:)`` for a point already known to hit this view (``mayBeHit(at:)``), handing
  /// `body` the view hit and then each view on the way back up to this one — the hit view's
  /// ancestry, innermost first — with the app of each one's window, which the descent knows
  /// (`app`, this view's) without walking up the superviews to a window.
  ///
  /// A window's root view found inside another tree starts a window of its own below it, so its
  /// app is looked up the ordinary way there.
  ///
  /// A subview whose ``hitTester`` decides the hit ends the descent: the chain goes from the view
  /// it decided up that view's superviews. When those do not lead back to this view, the chain
  /// is the decided view's whole ancestry and the call returns true: the callers above add
  /// nothing.
  @discardableResult
  func visitHitChain(at point: Point, app: App?, _ body: (View, App?) -> Void) -> Bool {
    if let (subview, local, isDecided) = frontmostSubviewHit(at: point) {
      if isDecided {
        if visitDecidedHit(subview, below: self, body) { return true }
      } else if subview.visitHitChain(
        at: local, app: subview.isWindowRoot ? subview.app : app, body)
      {
        return true
      }
    }
    body(self, app)
    return false
  }

  /// Hands `body` `hit` and its superviews up to (not including) `top`, each with its app looked
  /// up; true when the walk did not meet `top` (the whole ancestry was handed).
  func visitDecidedHit(_ hit: View, below top: View?, _ body: (View, App?) -> Void) -> Bool {
    var view: View? = hit
    while let current = view {
      if current === top { return false }
      body(current, current.app)
      view = current.superview
    }
    return true
  }
}

extension DragDropSystem {
  /// Hands `body` the view under a screen point (``hitTest(_:)``) and then each of its
  /// ancestors, innermost first, each with its ``View/app``. Nothing when no view is hit.
  ///
  /// What a walk from ``hitTest(_:)`` up the superviews gives, found on the way down instead:
  /// walking up every view's superviews to its window and app, on every touch sample of a drag,
  /// was one of the engine's largest costs.
  func visitHitChain(at point: Point, _ body: (View, App?) -> Void) {
    if let (window, local) = frontmostWindowHit(at: point) {
      let root = window.rootView
      if root.hasHitTester, let tester = root.hitTester {
        if let hit = tester.hitTestView(at: local) {
          _ = root.visitDecidedHit(hit, below: nil, body)
        }
        return
      }
      if root.visitHitChain(at: local, app: window.app, body) { return }
      // A root view may itself have been added to another view: its ancestors follow.
      var above = root.superview
      while let view = above {
        body(view, view.app)
        above = view.superview
      }
    }
  }
}
