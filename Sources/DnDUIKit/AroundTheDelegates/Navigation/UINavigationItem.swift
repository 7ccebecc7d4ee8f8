/// What a navigation bar shows for a view controller (UIKit's `UINavigationItem`): its title,
/// title view, prompt and bar button items, stored. Bars are not drawn.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
  /// An item with no title.
  public override init() {
    super.init()
  }

  /// An item titled `title` (UIKit's `UINavigationItem.init(title:)`).
  public convenience init(title: String) {
    self.init()
    self.title = title
  }

  /// The title (UIKit's `UINavigationItem.title`); a view controller's ``UIViewController/title``
  /// sets it.
  open var title: String?
  /// A view shown instead of the title (UIKit's `UINavigationItem.titleView`); not put in any view
  /// tree.
  open var titleView: UIView?
  /// A line of text above the title (UIKit's `UINavigationItem.prompt`).
  open var prompt: String?
  /// The back button the next controller shows (UIKit's `UINavigationItem.backBarButtonItem`).
  open var backBarButtonItem: UIBarButtonItem?
  /// The back button's title (UIKit's `UINavigationItem.backButtonTitle`).
  open var backButtonTitle: String?
  /// Whether the back button is hidden (UIKit's `UINavigationItem.hidesBackButton`; default
  /// false).
  open var hidesBackButton = false
  /// Whether the left items go beside the back button (UIKit's
  /// `UINavigationItem.leftItemsSupplementBackButton`; default false).
  open var leftItemsSupplementBackButton = false
  /// When the large title shows (UIKit's `UINavigationItem.largeTitleDisplayMode`; default
  /// ``LargeTitleDisplayMode/automatic``).
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

  /// The items on the left, leading first (UIKit's `UINavigationItem.leftBarButtonItems`).
  open var leftBarButtonItems: [UIBarButtonItem]?
  /// The items on the right, trailing first (UIKit's `UINavigationItem.rightBarButtonItems`).
  open var rightBarButtonItems: [UIBarButtonItem]?

  /// The first left item (UIKit's `UINavigationItem.leftBarButtonItem`); setting it makes it the
  /// only one.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first right item (UIKit's `UINavigationItem.rightBarButtonItem`); setting it makes it
  /// the only one.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// Sets ``leftBarButtonItem`` (UIKit's `UINavigationItem.setLeftBarButton(_:animated:)`).
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    leftBarButtonItem = item
  }

  /// Sets ``rightBarButtonItem`` (UIKit's `UINavigationItem.setRightBarButton(_:animated:)`).
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }

  /// Sets ``leftBarButtonItems`` (UIKit's `UINavigationItem.setLeftBarButtonItems(_:animated:)`).
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }

  /// Sets ``rightBarButtonItems`` (UIKit's
  /// `UINavigationItem.setRightBarButtonItems(_:animated:)`).
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }

  /// When a navigation bar shows a large title, with UIKit's raw values
  /// (`UINavigationItem.LargeTitleDisplayMode`).
  nonisolated public enum LargeTitleDisplayMode: Int, Sendable {
    /// As the previous item does.
    case automatic = 0
    /// Always.
    case always = 1
    /// Never.
    case never = 2
  }
}
