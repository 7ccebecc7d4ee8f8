/// What a spring-loaded interaction tells app code about the drag hovering over it: the context
/// handed to ``SpringLoadedInteraction/shouldBegin`` and to the activation handler.
///
/// Mirrors UIKit's `UISpringLoadedInteractionContext` (`state`, `location(in:)`, `targetView`,
/// `targetItem`). Source: Apple's documentation of that protocol. Two simplifications, our choice:
/// the location is given once, in the interaction's view's coordinates, instead of through
/// `location(in:)` (callers convert with ``View/convert(_:to:)``), and ``targetItem`` is free-form
/// text — table and collection views put an index path there — instead of `Any`, so it can be
/// logged.
public struct SpringLoadedContext: Equatable {
  /// The interaction's state when the context was made (`activated` in the activation handler).
  public var state: SpringLoadedState
  /// Where the drag is, in the coordinates of the interaction's view.
  public var location: Point
  /// The view that flashes; the interaction's view unless a table or collection view names a cell.
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

  /// Views compare by identity (a view is an object, not a value).
  public static func == (lhs: SpringLoadedContext, rhs: SpringLoadedContext) -> Bool {
    lhs.state == rhs.state && lhs.location == rhs.location && lhs.targetView === rhs.targetView
      && lhs.targetItem == rhs.targetItem
  }
}
