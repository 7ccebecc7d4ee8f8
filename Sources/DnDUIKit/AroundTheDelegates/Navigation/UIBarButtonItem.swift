/// A button on a navigation bar or toolbar (UIKit's `UIBarButtonItem`), stored: its system item
/// or title and image, style, target and action, primary action and custom view. Bars are not
/// drawn and bar items are not views, so no touch reaches one and nothing sends its action; a test
/// that stands for a tap runs the item's ``primaryAction`` itself.
///
/// UIKit's target–action initializers exist with UIKit's spelling, but `#selector(...)` does not
/// compile on Linux: shared files pass `action: nil` and keep the `#selector` under
/// `#if canImport(UIKit)`, or use the iOS 14 initializers that take a ``UIAction``
/// (``init(systemItem:primaryAction:)``, ``init(title:image:primaryAction:)``), which compile on
/// both.
open class UIBarButtonItem: UIBarItem {

  /// A plain item with no title (UIKit's `init()`).
  public override init() {
    super.init()
  }

  /// A button showing `systemItem` that would send `action` to `target` (UIKit's
  /// `UIBarButtonItem.init(barButtonSystemItem:target:action:)`).
  public convenience init(
    barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?
  ) {
    self.init()
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }

  /// A button with `title` (UIKit's `UIBarButtonItem.init(title:style:target:action:)`).
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.title = title
    self.style = style
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }

  /// A button with `image` (UIKit's `UIBarButtonItem.init(image:style:target:action:)`).
  public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.image = image
    self.style = style
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }

  /// A button showing `systemItem` whose tap runs `primaryAction` (UIKit's
  /// `UIBarButtonItem.init(systemItem:primaryAction:menu:)`; menus are not modelled). The action's
  /// title and image are not used.
  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
    self.init()
    self.primaryAction = primaryAction
  }

  /// A plain button with `title` and `image` whose tap runs `primaryAction` (UIKit's
  /// `UIBarButtonItem.init(title:image:primaryAction:menu:)`; menus are not modelled). A given
  /// action supplies the title and image it has, as in UIKit.
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil
  ) {
    self.init()
    self.title = title
    self.image = image
    self.primaryAction = primaryAction
    if let primaryAction {
      if !primaryAction.title.isEmpty { self.title = primaryAction.title }
      if let actionImage = primaryAction.image { self.image = actionImage }
    }
  }

  /// A plain button made from `primaryAction`'s title and image (UIKit's
  /// `UIBarButtonItem.init(primaryAction:)`).
  public convenience init(primaryAction: UIAction?) {
    self.init(title: nil, image: nil, primaryAction: primaryAction)
  }

  /// A button showing `customView` (UIKit's `UIBarButtonItem.init(customView:)`).
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// The button's style (UIKit's `UIBarButtonItem.style`; default ``Style/plain``).
  open var style: Style = .plain
  /// The object the action would be sent to (UIKit's `UIBarButtonItem.target`); not retained.
  open weak var target: AnyObject?
  /// The action that would be sent (UIKit's `UIBarButtonItem.action`); stored, never sent.
  open var action: Selector?
  /// The action a tap runs (UIKit's `UIBarButtonItem.primaryAction`, iOS 14); stored, never run
  /// by the module.
  open var primaryAction: UIAction?
  /// A view shown instead of the title or image (UIKit's `UIBarButtonItem.customView`). It is not
  /// put in any view tree.
  open var customView: UIView?
  /// The button's tint (UIKit's `UIBarButtonItem.tintColor`): stored.
  open var tintColor: UIColor?
  /// The width of a fixed space (UIKit's `UIBarButtonItem.width`; default 0): stored.
  open var width: CGFloat = 0

  /// A fixed space of `width` points (UIKit's `UIBarButtonItem.fixedSpace(_:)`).
  open class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(systemItem: .fixedSpace)
    item.width = width
    return item
  }

  /// A flexible space (UIKit's `UIBarButtonItem.flexibleSpace()`).
  open class func flexibleSpace() -> UIBarButtonItem {
    UIBarButtonItem(systemItem: .flexibleSpace)
  }

  /// The styles of a bar button, with UIKit's raw values (`UIBarButtonItem.Style`).
  nonisolated public enum Style: Int, Sendable {
    /// Plain.
    case plain = 0
    /// Bordered (UIKit deprecates it for ``plain``).
    case bordered = 1
    /// A done button.
    case done = 2
  }

  /// The buttons the system provides, with UIKit's raw values (`UIBarButtonItem.SystemItem`).
  nonisolated public enum SystemItem: Int, Sendable {
    /// Done.
    case done = 0
    /// Cancel.
    case cancel = 1
    /// Edit.
    case edit = 2
    /// Save.
    case save = 3
    /// Add.
    case add = 4
    /// A flexible space.
    case flexibleSpace = 5
    /// A fixed space.
    case fixedSpace = 6
    /// Compose.
    case compose = 7
    /// Reply.
    case reply = 8
    /// Action (share).
    case action = 9
    /// Organize.
    case organize = 10
    /// Bookmarks.
    case bookmarks = 11
    /// Search.
    case search = 12
    /// Refresh.
    case refresh = 13
    /// Stop.
    case stop = 14
    /// Camera.
    case camera = 15
    /// Trash.
    case trash = 16
    /// Play.
    case play = 17
    /// Pause.
    case pause = 18
    /// Rewind.
    case rewind = 19
    /// Fast forward.
    case fastForward = 20
    /// Undo.
    case undo = 21
    /// Redo.
    case redo = 22
    /// Page curl (deprecated by UIKit).
    case pageCurl = 23
    /// Close.
    case close = 24
  }
}
