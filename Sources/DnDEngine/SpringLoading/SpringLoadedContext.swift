/// What a spring-loaded interaction tells app code about the drag hovering over it: the context
/// handed to ``SpringLoadedInteraction/shouldBegin`` and to the activation handler.
///
/// Mirrors UIKit's `UISpringLoadedInteractionContext` (`state`, `location(in:)`, `targetView`,
/// `targetItem`). Source: Apple's documentation of that protocol. Two simplifications, our choice:
/// the location is given once, in the interaction's view's coordinates, instead of through
/// `location(in:)` (callers convert with ``View/convert(_:to:)``), and ``targetItem`` is free-form
/// text — table and collection views put an index path there — instead of `Any`, so it can be
/// logged.
///
/// An object, as UIKit's context is: what app code sets on it (``targetView``, ``targetItem``)
/// while it answers ``SpringLoadedInteraction/shouldBegin`` or a table or collection view's
/// `shouldSpringLoadItemAt` is what the interaction then uses — the flash is drawn on the
/// ``targetView`` of the latest context the app answered for (talk 223: "you can even customize
/// spring loading effects a bit using that context. For example, you can change the view that
/// actually flashes during the spring load interaction").
public final class SpringLoadedContext: Equatable {
  /// The interaction's state when the context was made (`activated` in the activation handler).
  public var state: SpringLoadedState
  /// Where the drag is, in the coordinates of the interaction's view.
  public var location: Point
  /// The view that flashes: the interaction's view unless a table or collection view names a
  /// cell, or app code sets another (Apple's `UISpringLoadedInteractionContext.targetView`, `get
  /// set`).
  public var targetView: View?
  /// Which item of the view is being spring-loaded (a row's index path, say); `nil` for a plain
  /// view.
  public var targetItem: String?

  public init(
    state: SpringLoadedState, location: Point, targetView: View?, targetItem: String? = nil
  ) {
    self.state = state
    self.location = location
    self.targetView = targetView
    self.targetItem = targetItem
  }

  /// Two contexts are equal when they say the same (views compare by identity: a view is an
  /// object, not a value).
  public static func == (lhs: SpringLoadedContext, rhs: SpringLoadedContext) -> Bool {
    lhs.state == rhs.state && lhs.location == rhs.location && lhs.targetView === rhs.targetView
      && lhs.targetItem == rhs.targetItem
  }
}
