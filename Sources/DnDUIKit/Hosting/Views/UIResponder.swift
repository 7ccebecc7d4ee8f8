/// An object in the responder chain (UIKit's `UIResponder`): the base of views, view controllers
/// and the application. What is modelled is the chain itself (``next``) and which responder of a
/// window is first responder — state only: there is no keyboard, and no event travels the chain.
///
/// A responder becomes first responder only when ``canBecomeFirstResponder`` (false unless a
/// subclass says otherwise; true for an enabled ``UITextField`` and an editable ``UITextView``)
/// and it is in a window; the window's previous first responder resigns first. Text fields' and
/// text views' delegates are not told of editing beginning or ending.
@preconcurrency @MainActor
open class UIResponder: NSObject {
  public override init() {
    super.init()
  }

  // NSObject's deinitializer is nonisolated; a responder's is too, and a subclass that cleans up
  // main-actor state asserts the main actor there (responders are released on it).
  nonisolated deinit {}

  /// Called on each object a storyboard or nib load made, once all of them exist and their
  /// outlets are connected (UIKit's `NSObject.awakeFromNib()`, declared here on the responders
  /// that Interface Builder archives hold). Nothing here loads archives, so nothing calls it but
  /// app code and a test-side stand-in that builds a scene's views (Docs/uikit.md, "Storyboard
  /// apps").
  open func awakeFromNib() {}

  /// Called on a designable object when Interface Builder renders it (UIKit's
  /// `NSObject.prepareForInterfaceBuilder()`); never called here.
  open func prepareForInterfaceBuilder() {}

  /// The next responder in the chain (UIKit's `UIResponder.next`): for a view, the view controller
  /// whose root view it is, else its superview; for a view controller, its view's superview; for a
  /// window, the application; nil for the application.
  open var next: UIResponder? { nil }

  /// Whether the responder can become first responder (UIKit's
  /// `UIResponder.canBecomeFirstResponder`): false unless a subclass overrides it.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether the responder agrees to give up first responder status (UIKit's
  /// `UIResponder.canResignFirstResponder`): true unless a subclass overrides it.
  open var canResignFirstResponder: Bool { true }

  /// Whether the responder is its window's first responder (UIKit's
  /// `UIResponder.isFirstResponder`).
  open var isFirstResponder: Bool {
    guard let window = responderWindow else { return false }
    return window.firstResponder === self
  }

  /// Makes the responder its window's first responder (UIKit's
  /// `UIResponder.becomeFirstResponder()`): false when it cannot become one, is in no window, or
  /// the current first responder refuses to resign.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, let window = responderWindow else { return false }
    if window.firstResponder === self { return true }
    if let current = window.firstResponder, !current.resignFirstResponder() { return false }
    window.firstResponder = self
    return true
  }

  /// Gives up first responder status (UIKit's `UIResponder.resignFirstResponder()`): false when
  /// ``canResignFirstResponder`` is false.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard canResignFirstResponder else { return false }
    if let window = responderWindow, window.firstResponder === self { window.firstResponder = nil }
    return true
  }

  /// The window whose first responder this responder would be.
  var responderWindow: UIWindow? { nil }
}

extension UIView {
  /// Makes the view, or the subview of it that is first responder, resign (UIKit's
  /// `UIView.endEditing(_:)`); `force` makes it resign even when it would refuse. True when no
  /// view of this one's tree is first responder afterwards.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let window, let responder = window.firstResponder as? UIView,
      responder.isDescendant(of: self)
    else { return true }
    if responder.resignFirstResponder() { return true }
    guard force else { return false }
    window.firstResponder = nil
    return true
  }
}
