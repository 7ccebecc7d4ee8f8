extension UIBezierPath {
  /// The path as a Core Graphics path (UIKit's `UIBezierPath.cgPath`): its bounding box.
  public var cgPath: CGPath {
    CGPath(rect: bounds, transform: nil)
  }
}
