/// What makes a context menu's actions: handed the system's suggested elements, it answers the
/// menu (UIKit's `UIContextMenuActionProvider`).
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// What makes a context menu's preview: the view controller shown above the menu, or nil for a
/// preview of the view (UIKit's `UIContextMenuContentPreviewProvider`).
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// A context menu's description (UIKit's `UIContextMenuConfiguration`): an identifier and the
/// providers of its preview and actions. Stored: no menu is shown, so neither provider is called
/// here; a test that stands for the user calls ``actionProvider`` itself.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
  /// The configuration's identity (UIKit's `UIContextMenuConfiguration.identifier`): the one
  /// given, else a unique string.
  open private(set) var identifier: any NSCopying
  /// What makes the preview, as given.
  public let previewProvider: UIContextMenuContentPreviewProvider?
  /// What makes the menu, as given.
  public let actionProvider: UIContextMenuActionProvider?

  /// The identifiers of other items the menu acts on (UIKit's
  /// `UIContextMenuConfiguration.secondaryItemIdentifiers`): stored.
  open var secondaryItemIdentifiers: Set<AnyHashable> = []

  /// The number shown in the menu's badge (UIKit's `UIContextMenuConfiguration.badgeCount`):
  /// stored.
  open var badgeCount = 0

  /// A configuration (UIKit's
  /// `UIContextMenuConfiguration.init(identifier:previewProvider:actionProvider:)`).
  public init(
    identifier: (any NSCopying)?, previewProvider: UIContextMenuContentPreviewProvider?,
    actionProvider: UIContextMenuActionProvider? = nil
  ) {
    self.identifier = identifier ?? NSString(string: UIContextMenuConfiguration.uniqueIdentifier())
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
    super.init()
  }

  private static var madeIdentifiers = 0

  /// A unique identifier, the same on every run (UIKit makes a UUID).
  private static func uniqueIdentifier() -> String {
    madeIdentifiers += 1
    return "UIContextMenuConfiguration-\(madeIdentifiers)"
  }
}
