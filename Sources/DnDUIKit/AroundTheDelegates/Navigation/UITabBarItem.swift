/// What a tab bar shows for a view controller (UIKit's `UITabBarItem`): title, images, tag and
/// badge, stored.
open class UITabBarItem: UIBarItem {
  /// An item with no title.
  public override init() {
    super.init()
  }

  /// An item with `title`, `image` and `tag` (UIKit's `UITabBarItem.init(title:image:tag:)`).
  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// An item with `title`, `image` and the image shown when selected (UIKit's
  /// `UITabBarItem.init(title:image:selectedImage:)`).
  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  /// A system item (UIKit's `UITabBarItem.init(tabBarSystemItem:tag:)`).
  public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.init()
    self.tag = tag
  }

  /// The image shown when the tab is selected (UIKit's `UITabBarItem.selectedImage`).
  open var selectedImage: UIImage?
  /// The badge's text (UIKit's `UITabBarItem.badgeValue`).
  open var badgeValue: String?
  /// The badge's colour (UIKit's `UITabBarItem.badgeColor`).
  open var badgeColor: UIColor?

  /// The tabs the system provides, with UIKit's raw values (`UITabBarItem.SystemItem`).
  nonisolated public enum SystemItem: Int, Sendable {
    /// More.
    case more = 0
    /// Favorites.
    case favorites = 1
    /// Featured.
    case featured = 2
    /// Top rated.
    case topRated = 3
    /// Recents.
    case recents = 4
    /// Contacts.
    case contacts = 5
    /// History.
    case history = 6
    /// Bookmarks.
    case bookmarks = 7
    /// Search.
    case search = 8
    /// Downloads.
    case downloads = 9
    /// Most recent.
    case mostRecent = 10
    /// Most viewed.
    case mostViewed = 11
  }
}
