/// What a text view asks and tells its delegate (UIKit's `UITextViewDelegate`); it inherits
/// ``UIScrollViewDelegate``, as in UIKit. Every method is optional, with UIKit's answer as the
/// default; there is no keyboard here (see ``UITextView``), so none is ever called.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Whether editing may begin.
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Whether editing may end.
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// Editing began.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Editing ended.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Whether the text in `range` may be replaced by `text`.
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// The text changed.
  func textViewDidChange(_ textView: UITextView)
  /// The selection changed.
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  /// Not implemented: true.
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  /// Not implemented: true.
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  /// Not implemented: nothing.
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  /// Not implemented: nothing.
  public func textViewDidEndEditing(_ textView: UITextView) {}
  /// Not implemented: true.
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Not implemented: nothing.
  public func textViewDidChange(_ textView: UITextView) {}
  /// Not implemented: nothing.
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}
