/// A gesture recognizer (UIKit's `UIGestureRecognizer`), stored — not run. A view keeps the ones
/// added with ``UIView/addGestureRecognizer(_:)``, with their targets, actions and settings, so that
/// view code that sets them up compiles and reads back what it set; but no touch reaches them:
/// their ``state`` stays ``State/possible`` and no action is ever sent (there is no Objective-C
/// runtime to send a ``Selector``). Taps reach ``UIControl``s instead, and long presses drag
/// interactions, through the engine.
///
/// `#selector(...)` does not compile on Linux; see ``Selector`` for what shared files write.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
  /// The targets and actions added, in order (targets are not retained, as in UIKit).
  private var targets: [(target: Weak, action: Selector)] = []

  /// A recognizer sending `action` to `target` (UIKit's
  /// `UIGestureRecognizer.init(target:action:)`); either may be nil.
  public init(target: Any?, action: Selector?) {
    super.init()
    if let target, let action { addTarget(target, action: action) }
  }

  /// A recognizer with no target (UIKit's `init()`).
  public convenience override init() {
    self.init(target: nil, action: nil)
  }

  /// The view the recognizer is attached to (UIKit's `UIGestureRecognizer.view`).
  open internal(set) weak var view: UIView?

  /// The recognizer's delegate (UIKit's `UIGestureRecognizer.delegate`); not retained, never
  /// asked.
  open weak var delegate: UIGestureRecognizerDelegate?

  /// Whether the recognizer is enabled (UIKit's `UIGestureRecognizer.isEnabled`; default true).
  open var isEnabled = true

  /// The recognizer's state (UIKit's `UIGestureRecognizer.state`): always ``State/possible``, as
  /// no touch reaches it.
  open var state: State { .possible }

  /// Stored (UIKit's `UIGestureRecognizer.cancelsTouchesInView`; default true).
  open var cancelsTouchesInView = true
  /// Stored (UIKit's `UIGestureRecognizer.delaysTouchesBegan`; default false).
  open var delaysTouchesBegan = false
  /// Stored (UIKit's `UIGestureRecognizer.delaysTouchesEnded`; default true).
  open var delaysTouchesEnded = true
  /// The recognizer's name (UIKit's `UIGestureRecognizer.name`).
  open var name: String?

  /// The number of touches in the gesture (UIKit's `UIGestureRecognizer.numberOfTouches`): 0.
  open var numberOfTouches: Int { 0 }

  /// Where the gesture is, in `view`'s coordinates (UIKit's `UIGestureRecognizer.location(in:)`):
  /// the origin of the recognizer's view, as there is no gesture.
  open func location(in view: UIView?) -> CGPoint {
    guard let own = self.view else { return .zero }
    return own.convert(CGPoint.zero, to: view)
  }

  /// Adds a target and action (UIKit's `UIGestureRecognizer.addTarget(_:action:)`); stored.
  open func addTarget(_ target: Any, action: Selector) {
    targets.append((Weak(target as AnyObject), action))
  }

  /// Removes a target and action; nil removes every target or every action (UIKit's
  /// `UIGestureRecognizer.removeTarget(_:action:)`).
  open func removeTarget(_ target: Any?, action: Selector?) {
    let object = target.map { $0 as AnyObject }
    targets.removeAll { entry in
      (object == nil || entry.target.object === object) && (action == nil || entry.action == action)
    }
  }

  /// Accepted (UIKit's `UIGestureRecognizer.require(toFail:)`); recognizers do not run here.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}

  /// The states a recognizer goes through, with UIKit's raw values
  /// (`UIGestureRecognizer.State`).
  nonisolated public enum State: Int, Sendable {
    /// Not yet recognized: the only state a recognizer is in here.
    case possible = 0
    /// A continuous gesture began.
    case began = 1
    /// A continuous gesture changed.
    case changed = 2
    /// The gesture ended (also ``recognized``).
    case ended = 3
    /// The gesture was cancelled.
    case cancelled = 4
    /// The gesture failed.
    case failed = 5

    /// A discrete gesture was recognized: ``ended``.
    public static var recognized: State { .ended }
  }

  /// A weak reference to a target.
  private struct Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }
}
