/// A long-press recognizer (UIKit's `UILongPressGestureRecognizer`): its settings are stored; it
/// is not run (see ``UIGestureRecognizer``) — a long press on a view with a drag interaction
/// lifts a drag, as the engine decides, whatever recognizers the view has.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the finger must rest, in seconds (UIKit's
  /// `UILongPressGestureRecognizer.minimumPressDuration`; default 0.5).
  open var minimumPressDuration: TimeInterval = 0.5
  /// The fingers needed (UIKit's `UILongPressGestureRecognizer.numberOfTouchesRequired`;
  /// default 1).
  open var numberOfTouchesRequired = 1
  /// The taps before the press (UIKit's `UILongPressGestureRecognizer.numberOfTapsRequired`;
  /// default 0).
  open var numberOfTapsRequired = 0
  /// How far the finger may move, in points (UIKit's
  /// `UILongPressGestureRecognizer.allowableMovement`; default 10).
  open var allowableMovement: CGFloat = 10
}
