extension UIView {
  /// How a view's content fits its bounds (UIKit's `UIView.ContentMode`, with UIKit's raw values);
  /// stored in ``UIView/contentMode``, nothing is drawn.
  nonisolated public enum ContentMode: Int, Sendable {
    /// Stretched to fill the bounds.
    case scaleToFill = 0
    /// Scaled to fit, keeping its aspect ratio.
    case scaleAspectFit = 1
    /// Scaled to fill, keeping its aspect ratio (some is clipped).
    case scaleAspectFill = 2
    /// Redrawn when the bounds change.
    case redraw = 3
    /// Centred.
    case center = 4
    /// Centred along the top edge.
    case top = 5
    /// Centred along the bottom edge.
    case bottom = 6
    /// Centred along the left edge.
    case left = 7
    /// Centred along the right edge.
    case right = 8
    /// In the top-left corner.
    case topLeft = 9
    /// In the top-right corner.
    case topRight = 10
    /// In the bottom-left corner.
    case bottomLeft = 11
    /// In the bottom-right corner.
    case bottomRight = 12
  }
}
