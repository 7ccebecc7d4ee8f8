/// What a scroll view tells its delegate (UIKit's `UIScrollViewDelegate`). Every method is
/// optional, with UIKit's answer as the default; since nothing scrolls here (see
/// ``UIScrollView``), none is ever called. `UITableViewDelegate`, `UICollectionViewDelegate` and
/// `UITextViewDelegate` inherit it, as in UIKit, and ``UITableViewController`` and
/// ``UICollectionViewController`` implement every method as open, so subclasses `override` them
/// as they do on iOS.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
  /// The content offset changed.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// The zoom scale changed.
  func scrollViewDidZoom(_ scrollView: UIScrollView)
  /// The user is about to scroll.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// The user lifted the finger; the offset the content will stop at can be changed.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// The user lifted the finger.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// The content is about to slow down.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  /// The content stopped.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// A scrolling animation ended.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// The view to scale when zooming.
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  /// Zooming is about to begin.
  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
  /// Zooming ended.
  func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
  /// Whether a tap on the status bar may scroll to the top.
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
  /// The view scrolled to the top after a tap on the status bar.
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
  /// The adjusted content inset changed.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Not implemented: nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Not implemented: nothing.
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  /// Not implemented: nothing.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Not implemented: nothing.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Not implemented: nothing.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  /// Not implemented: nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Not implemented: nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Not implemented: nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// Not implemented: no view zooms.
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  /// Not implemented: nothing.
  public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  /// Not implemented: nothing.
  public func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {}
  /// Not implemented: true.
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  /// Not implemented: nothing.
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  /// Not implemented: nothing.
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
