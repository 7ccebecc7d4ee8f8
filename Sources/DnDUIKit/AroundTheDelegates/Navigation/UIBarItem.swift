/// An item of a bar (UIKit's `UIBarItem`): the base of ``UIBarButtonItem`` and ``UITabBarItem``.
/// Bars are not drawn, so an item is its title, image, tag and whether it is enabled, stored.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
  /// The item's title (UIKit's `UIBarItem.title`).
  open var title: String?
  /// The item's image (UIKit's `UIBarItem.image`).
  open var image: UIImage?
  /// A number the app identifies the item by (UIKit's `UIBarItem.tag`; default 0).
  open var tag: Int = 0
  /// Whether the item is enabled (UIKit's `UIBarItem.isEnabled`; default true).
  open var isEnabled = true
  /// The item's accessibility identifier.
  open var accessibilityIdentifier: String?

  public override init() {
    super.init()
  }
}
