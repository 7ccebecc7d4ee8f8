/// A pull-to-refresh control (UIKit's `UIRefreshControl`), as state: whether it is refreshing and
/// its title. Nothing pulls here (nothing scrolls), so it never starts by itself: app code calls
/// ``beginRefreshing()`` and ``endRefreshing()``, and a test sends `valueChanged` with
/// ``UIControl/sendActions(for:)`` to stand for the pull.
open class UIRefreshControl: UIControl {
  /// Whether a refresh is under way (UIKit's `UIRefreshControl.isRefreshing`).
  open private(set) var isRefreshing = false

  /// The title shown under the control (UIKit's `UIRefreshControl.attributedTitle`): stored.
  open var attributedTitle: NSAttributedString?

  /// A control with a zero frame (UIKit's `UIRefreshControl.init()`).
  public convenience init() {
    self.init(frame: .zero)
  }

  /// Marks a refresh as started (UIKit's `UIRefreshControl.beginRefreshing()`); sends no action,
  /// as in UIKit.
  open func beginRefreshing() {
    isRefreshing = true
  }

  /// Marks the refresh as finished (UIKit's `UIRefreshControl.endRefreshing()`).
  open func endRefreshing() {
    isRefreshing = false
  }
}
