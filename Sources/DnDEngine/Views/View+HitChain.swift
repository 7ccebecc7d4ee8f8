extension View {
  /// ``hitTest(_:)`` for a point already known to hit this view (``mayBeHit(at:)``), handing
  /// `body` the view hit and then each view on the way back up to this one — the hit view's
  /// ancestry, innermost first — with the app of each one's window, which the descent knows
  /// (`app`, this view's) without walking up the superviews to a window.
  ///
  /// A window's root view found inside another tree starts a window of its own below it, so its
  /// app is looked up the ordinary way there.
  func visitHitChain(at point: Point, app: App?, _ body: (View, App?) -> Void) {
    if let (subview, local) = frontmostSubviewHit(at: point) {
      subview.visitHitChain(at: local, app: subview.isWindowRoot ? subview.app : app, body)
    }
    body(self, app)
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
      root.visitHitChain(at: local, app: window.app, body)
      // A root view may itself have been added to another view: its ancestors follow.
      var above = root.superview
      while let view = above {
        body(view, view.app)
        above = view.superview
      }
    }
  }
}
