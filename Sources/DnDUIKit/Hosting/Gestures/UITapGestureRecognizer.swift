/// A tap recognizer (UIKit's `UITapGestureRecognizer`): its settings are stored; it is not run
/// (see ``UIGestureRecognizer``).
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// The taps needed (UIKit's `UITapGestureRecognizer.numberOfTapsRequired`; default 1).
  open var numberOfTapsRequired = 1
  /// The fingers needed (UIKit's `UITapGestureRecognizer.numberOfTouchesRequired`; default 1).
  open var numberOfTouchesRequired = 1
}
