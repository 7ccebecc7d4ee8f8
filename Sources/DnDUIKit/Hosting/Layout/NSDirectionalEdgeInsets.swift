/// Insets from each edge of a rectangle, by reading direction (UIKit's `NSDirectionalEdgeInsets`):
/// a view's ``UIView/directionalLayoutMargins``. Layout is left to right here, so leading is left
/// and trailing is right.
nonisolated public struct NSDirectionalEdgeInsets: Equatable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the leading edge.
  public var leading: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the trailing edge.
  public var trailing: CGFloat

  /// Insets of the given sizes (UIKit's `NSDirectionalEdgeInsets.init(top:leading:bottom:trailing:)`).
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No insets.
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// No insets (UIKit's `NSDirectionalEdgeInsets.zero`).
  public static let zero = NSDirectionalEdgeInsets()
}
