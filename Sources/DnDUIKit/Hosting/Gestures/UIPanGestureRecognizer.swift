/// A pan recognizer (UIKit's `UIPanGestureRecognizer`): its settings are stored; it is not run
/// (see ``UIGestureRecognizer``), so there is no translation or velocity to read.
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The fewest fingers (UIKit's `UIPanGestureRecognizer.minimumNumberOfTouches`; default 1).
  open var minimumNumberOfTouches = 1
  /// The most fingers (UIKit's `UIPanGestureRecognizer.maximumNumberOfTouches`; default no limit).
  open var maximumNumberOfTouches = Int.max

  private var translation = CGPoint.zero

  /// How far the pan has moved, in `view`'s coordinates (UIKit's
  /// `UIPanGestureRecognizer.translation(in:)`): what ``setTranslation(_:in:)`` last set, else
  /// zero.
  open func translation(in view: UIView?) -> CGPoint {
    translation
  }

  /// Sets the translation (UIKit's `UIPanGestureRecognizer.setTranslation(_:in:)`); stored.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    self.translation = translation
  }

  /// How fast the pan moves (UIKit's `UIPanGestureRecognizer.velocity(in:)`): zero.
  open func velocity(in view: UIView?) -> CGPoint {
    .zero
  }
}
