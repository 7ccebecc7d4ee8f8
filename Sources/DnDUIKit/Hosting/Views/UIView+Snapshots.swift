extension UIView {
  /// Draws the view and its subviews into the current drawing context (UIKit's
  /// `UIView.drawHierarchy(in:afterScreenUpdates:)`): nothing is drawn; true, as when the
  /// snapshot is complete.
  @discardableResult
  public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    true
  }

  /// A snapshot of the view (UIKit's `UIView.snapshotView(afterScreenUpdates:)`): a new plain view
  /// of the view's bounds, in no superview (nothing is drawn, so it shows nothing of the view).
  public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    UIView(frame: bounds)
  }
}
