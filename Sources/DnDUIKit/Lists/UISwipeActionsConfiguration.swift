/// A button shown when the user swipes a row (UIKit's `UIContextualAction`). Stored: nothing
/// swipes here, so the handler runs only when app code calls it.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
  /// How the action looks (UIKit's `UIContextualAction.Style`).
  nonisolated public enum Style: Int, Sendable {
    /// A plain action.
    case normal = 0
    /// An action that deletes or otherwise destroys data.
    case destructive = 1
  }

  /// What runs when the user picks the action: the action, the view it showed in, and a block
  /// to call with whether the action was performed.
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// The action's style.
  open private(set) var style: UIContextualAction.Style
  /// What runs when the user picks the action.
  open private(set) var handler: UIContextualAction.Handler
  /// The button's title.
  open var title: String?
  /// The button's colour; nil until set (UIKit then draws the style's colour).
  open var backgroundColor: UIColor!
  /// The button's image.
  open var image: UIImage?

  /// An action of `style` titled `title` that runs `handler`.
  public convenience init(
    style: UIContextualAction.Style, title: String?,
    handler: @escaping UIContextualAction.Handler
  ) {
    self.init(storedStyle: style, title: title, handler: handler)
  }

  private init(
    storedStyle: UIContextualAction.Style, title: String?,
    handler: @escaping UIContextualAction.Handler
  ) {
    style = storedStyle
    self.handler = handler
    self.title = title
    super.init()
  }
}

/// The actions a row shows when swiped (UIKit's `UISwipeActionsConfiguration`), returned by
/// the table delegate's `leadingSwipeActionsConfigurationForRowAt` and
/// `trailingSwipeActionsConfigurationForRowAt`. Stored: nothing swipes here.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
  /// The actions, from the edge inwards.
  open private(set) var actions: [UIContextualAction]
  /// Whether a full swipe performs the first action; true by default.
  open var performsFirstActionWithFullSwipe = true

  /// A configuration showing `actions`.
  public convenience init(actions: [UIContextualAction]) {
    self.init(storedActions: actions)
  }

  private init(storedActions: [UIContextualAction]) {
    actions = storedActions
    super.init()
  }
}

/// What changed when focus moved (UIKit's `UIFocusUpdateContext`). Stored: nothing focuses
/// here (focus moves with a keyboard, a remote or a game controller).
@preconcurrency @MainActor
open class UIFocusUpdateContext: NSObject {
  /// A context for code that builds one to call a delegate method.
  public override init() {
    super.init()
  }
}

/// What changed when focus moved in a table (UIKit's `UITableViewFocusUpdateContext`). Stored.
@preconcurrency @MainActor
open class UITableViewFocusUpdateContext: UIFocusUpdateContext {
  /// The row that had focus; nil here.
  open var previouslyFocusedIndexPath: IndexPath? { nil }
  /// The row that gets focus; nil here.
  open var nextFocusedIndexPath: IndexPath? { nil }
}

/// What changed when focus moved in a collection view (UIKit's
/// `UICollectionViewFocusUpdateContext`). Stored.
@preconcurrency @MainActor
open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
  /// The item that had focus; nil here.
  open var previouslyFocusedIndexPath: IndexPath? { nil }
  /// The item that gets focus; nil here.
  open var nextFocusedIndexPath: IndexPath? { nil }
}

/// Runs animations alongside a focus change (UIKit's `UIFocusAnimationCoordinator`). Nothing
/// focuses here: animations added to it run at once, then their completions.
@preconcurrency @MainActor
open class UIFocusAnimationCoordinator: NSObject {
  /// A coordinator for code that builds one to call a delegate method.
  public override init() {
    super.init()
  }

  /// Runs `animations` now, then `completion`, as a focus change without animation would.
  open func addCoordinatedAnimations(
    _ animations: (() -> Void)?, completion: (() -> Void)? = nil
  ) {
    animations?()
    completion?()
  }
}

extension UITableViewCell {
  /// How the table draws the lines between rows (UIKit's `UITableViewCell.SeparatorStyle`);
  /// stored, nothing is drawn.
  nonisolated public enum SeparatorStyle: Int, Sendable {
    /// No separator.
    case none = 0
    /// A single line.
    case singleLine = 1
    /// An etched line (grouped tables of old).
    case singleLineEtched = 2
  }

  /// How a row shows its editing control (UIKit's `UITableViewCell.EditingStyle`); stored.
  nonisolated public enum EditingStyle: Int, Sendable {
    /// No control.
    case none = 0
    /// A delete control.
    case delete = 1
    /// An insert control.
    case insert = 2
  }
}
