import DnDEngine

/// Insets from each edge of a rectangle (UIKit's `UIEdgeInsets`): a flow layout's
/// `sectionInset`.
nonisolated public struct UIEdgeInsets: Equatable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
  public var right: CGFloat

  /// Insets of the given sizes.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// No insets.
  public static let zero = UIEdgeInsets()

  var engineValue: EdgeInsets {
    EdgeInsets(
      top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
  }
}
