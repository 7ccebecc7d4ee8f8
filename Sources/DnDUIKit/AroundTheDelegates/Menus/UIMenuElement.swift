/// An item of a menu (UIKit's `UIMenuElement`): a ``UIMenu`` or a ``UIAction``. Stored: no menu is
/// shown.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
  var elementTitle: String
  var elementImage: UIImage?

  /// An element with a title and an image (UIKit's elements are made by their subclasses).
  init(title: String, subtitle: String?, image: UIImage?) {
    self.elementTitle = title
    self.subtitle = subtitle
    self.elementImage = image
    super.init()
  }

  /// Storyboards are not modelled: an element made from an archive does not exist.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The element's title (UIKit's `UIMenuElement.title`).
  open var title: String { elementTitle }

  /// The line under the title (UIKit's `UIMenuElement.subtitle`): stored.
  open var subtitle: String?

  /// The element's image (UIKit's `UIMenuElement.image`).
  open var image: UIImage? { elementImage }

  /// How an element is shown (UIKit's `UIMenuElement.Attributes`, with UIKit's raw values).
  nonisolated public struct Attributes: OptionSet, Hashable, Sendable {
    /// The bits, as UIKit's.
    public let rawValue: UInt

    /// The attributes of `rawValue`.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Shown dimmed; not chosen.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// Shown as destructive.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Not shown.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// Choosing it keeps the menu open.
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// Whether an element is checked (UIKit's `UIMenuElement.State`, with UIKit's raw values).
  nonisolated public enum State: Int, Sendable {
    /// Not checked.
    case off = 0
    /// Checked.
    case on = 1
    /// Partly checked.
    case mixed = 2
  }
}

/// A menu (UIKit's `UIMenu`): a title and children — actions and submenus. Stored: no menu is
/// shown, so nothing in it is picked.
open class UIMenu: UIMenuElement {
  /// The menu's identity (UIKit's `UIMenu.identifier`): the one given, else a unique one.
  open private(set) var identifier: UIMenu.Identifier
  /// How the menu is shown (UIKit's `UIMenu.options`).
  open private(set) var options: UIMenu.Options
  /// The menu's items, in order (UIKit's `UIMenu.children`).
  open private(set) var children: [UIMenuElement]

  /// A menu of `children` (UIKit's `UIMenu.init(title:image:identifier:options:children:)`, and
  /// its form with a `subtitle`).
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [],
    children: [UIMenuElement] = []
  ) {
    self.identifier = identifier ?? UIMenu.Identifier(UIMenu.uniqueIdentifier())
    self.options = options
    self.children = children
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// Storyboards are not modelled: a menu made from an archive does not exist.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// A copy of the menu with other children (UIKit's `UIMenu.replacingChildren(_:)`).
  open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
      children: newChildren)
  }

  private static var madeIdentifiers = 0

  /// A unique identifier, the same on every run (UIKit makes a UUID).
  private static func uniqueIdentifier() -> String {
    madeIdentifiers += 1
    return "UIMenu-\(madeIdentifiers)"
  }

  /// A menu's identity (UIKit's `UIMenu.Identifier`).
  nonisolated public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifier.
    public let rawValue: String

    /// The identifier `rawValue`.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The identifier `rawValue` (UIKit's unlabelled form).
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }
  }

  /// How a menu is shown (UIKit's `UIMenu.Options`, with UIKit's raw values).
  nonisolated public struct Options: OptionSet, Hashable, Sendable {
    /// The bits, as UIKit's.
    public let rawValue: UInt

    /// The options of `rawValue`.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Its children shown in its parent, not as a submenu.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// Shown as destructive.
    public static let destructive = Options(rawValue: 1 << 1)
    /// Only one child may be on at a time.
    public static let singleSelection = Options(rawValue: 1 << 5)
    /// Its children shown in a row.
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }
}
