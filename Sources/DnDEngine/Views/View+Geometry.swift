extension View {
  /// The transform-free offset from this view's coordinates to screen coordinates, or `nil` when
  /// the view is not in a window.
  var originInScreen: Point? {
    var offset = Vector(dx: 0, dy: 0)
    var view: View? = self
    while let current = view {
      offset = offset + Vector(dx: current.storedFrame.minX, dy: current.storedFrame.minY)
      if let window = current.owningWindow {
        return Point(x: window.storedFrame.minX + offset.dx, y: window.storedFrame.minY + offset.dy)
      }
      view = current.superview
    }
    return nil
  }

  /// Converts a point in this view's coordinates to screen coordinates; `nil` outside a window.
  public func convertToScreen(_ point: Point) -> Point? {
    guard let origin = originInScreen else { return nil }
    return Point(x: origin.x + point.x, y: origin.y + point.y)
  }

  /// Converts a screen point to this view's coordinates; `nil` outside a window.
  public func convertFromScreen(_ point: Point) -> Point? {
    guard let origin = originInScreen else { return nil }
    return Point(x: point.x - origin.x, y: point.y - origin.y)
  }

  /// Converts a point in this view's coordinates into `view`'s coordinates (UIKit's
  /// `convert(_:to:)`); `nil` when either view is outside a window.
  public func convert(_ point: Point, to view: View) -> Point? {
    guard let screen = convertToScreen(point) else { return nil }
    return view.convertFromScreen(screen)
  }

  /// This view's bounds in screen coordinates; `nil` outside a window.
  public var frameInScreen: Rect? {
    guard let origin = originInScreen else { return nil }
    return Rect(origin: origin, size: frame.size)
  }

  /// The deepest visible, touchable descendant (or self) containing `point`, given in this view's
  /// coordinates. Later subviews are in front, so they are tried first — UIKit's `hitTest`. A
  /// DnDUIKit view of an app's class is not tried by this rule: its `hitTest(_:with:)` answers
  /// for it and its subviews, and may answer any view, or none (the touch passes through it).
  public func hitTest(_ point: Point) -> View? {
    if hasHitTester, let tester = hitTester { return tester.hitTestView(at: point) }
    guard mayBeHit(at: point) else { return nil }
    return deepestHit(at: point)
  }

  /// The view hit among this view's subviews and below them (`point` in this view's
  /// coordinates), nil when no subview is: the descent UIKit's default `hitTest(_:with:)` makes
  /// once its view is hit, which a ``hitTester`` that keeps UIKit's default runs.
  package func subviewHit(at point: Point) -> View? {
    guard let (subview, local, isDecided) = frontmostSubviewHit(at: point) else { return nil }
    return isDecided ? subview : subview.deepestHit(at: local)
  }

  /// Whether `point` (in this view's coordinates) is on the view and the view takes touches:
  /// the test ``hitTest(_:)`` makes before looking at the subviews.
  func mayBeHit(at point: Point) -> Bool {
    !storedIsHidden && storedIsUserInteractionEnabled
      && Rect(origin: .zero, size: storedFrame.size).contains(point)
  }

  /// ``hitTest(_:)`` once `point` is known to hit this view. Each subview is tested in the loop
  /// before recursing into it, so only the subviews containing the point cost a call.
  private func deepestHit(at point: Point) -> View {
    guard let (subview, local, isDecided) = frontmostSubviewHit(at: point) else { return self }
    return isDecided ? subview : subview.deepestHit(at: local)
  }

  /// The frontmost subview that ``mayBeHit(at:)`` `point` (in this view's coordinates), with the
  /// point in the subview's coordinates: one step of a hit test's descent. For a subview with a
  /// ``hitTester``, the view its tester answers (when it answers one), marked `isDecided`: the
  /// descent ends there.
  func frontmostSubviewHit(at point: Point) -> (View, Point, isDecided: Bool)? {
    let subviews = storedSubviews
    var index = subviews.count
    while index > 0 {
      index -= 1
      let subview = subviews[index]
      let frame = subview.storedFrame
      let local = Point(x: point.x - frame.minX, y: point.y - frame.minY)
      if subview.hasHitTester, let tester = subview.hitTester {
        if let decided = tester.hitTestView(at: local) { return (decided, local, true) }
        continue
      }
      if subview.mayBeHit(at: local) { return (subview, local, false) }
    }
    return nil
  }

  /// This view and its ancestors, innermost first.
  public var ancestry: [View] {
    var chain: [View] = []
    var view: View? = self
    while let current = view {
      chain.append(current)
      view = current.superview
    }
    return chain
  }
}

/// An object that decides a view's hit test in place of the engine's rule (see
/// ``View/hitTester``): DnDUIKit's `UIView`, whose `hitTest(_:with:)` and `point(inside:with:)`
/// an app's subclass may override.
package protocol ViewHitTesting: AnyObject {
  /// The view a touch at `point` (in the view's coordinates) lands on — the view, one below it or
  /// any other — or nil when it passes through the view to what lies behind.
  func hitTestView(at point: Point) -> View?
}
