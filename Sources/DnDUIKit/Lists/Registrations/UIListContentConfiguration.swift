import DnDEngine

/// What a cell's or list's content shows, as a value (UIKit's `UIContentConfiguration`).
@preconcurrency @MainActor
public protocol UIContentConfiguration {
  /// A view showing this configuration.
  func makeContentView() -> any UIView & UIContentView
  /// This configuration for `state` (a selected or highlighted cell, …).
  func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration (UIKit's `UIContentView`).
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
  /// The configuration the view shows.
  var configuration: any UIContentConfiguration { get set }
}

/// The state a configuration is updated for (UIKit's `UIConfigurationState`); no state is
/// modelled, so configurations are never updated here.
@preconcurrency @MainActor
public protocol UIConfigurationState {}

/// A list cell's standard content: an image, a text and a secondary text (UIKit's
/// `UIListContentConfiguration`). Stored: a cell keeps it and reads it back; nothing is drawn.
nonisolated public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
  /// The primary text.
  public var text: String?
  /// The secondary text.
  public var secondaryText: String?
  /// The image.
  public var image: UIImage?

  private init() {}

  /// The configuration of a list cell.
  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }

  /// The configuration of a list cell with a subtitle.
  public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }

  /// The configuration of a list cell with a value beside its text.
  public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }

  /// The configuration of a sidebar's cell.
  public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration() }

  /// The configuration of a plain list's header.
  public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration() }

  /// The configuration of a grouped list's header.
  public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration() }

  /// A ``UIListContentView`` showing this configuration.
  @MainActor public func makeContentView() -> any UIView & UIContentView {
    UIListContentView(configuration: self)
  }

  /// The configuration unchanged (no state is modelled).
  @MainActor public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration
  {
    self
  }

  /// Whether two configurations show the same texts and the same image object.
  public static func == (lhs: UIListContentConfiguration, rhs: UIListContentConfiguration) -> Bool {
    lhs.text == rhs.text && lhs.secondaryText == rhs.secondaryText && lhs.image === rhs.image
  }

  /// Hashes the texts and the image's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    hasher.combine(secondaryText)
    hasher.combine(image.map(ObjectIdentifier.init))
  }
}

/// A view showing a ``UIListContentConfiguration`` (UIKit's `UIListContentView`); it keeps the
/// configuration and draws nothing.
open class UIListContentView: UIView, UIContentView {
  /// The list configuration the view shows.
  open var configuration: any UIContentConfiguration

  /// A view showing `configuration`.
  public init(configuration: UIListContentConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }

  /// Storyboards are not modelled: a view made from an archive does not exist.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The configuration, as a list configuration.
  open var listContentConfiguration: UIListContentConfiguration? {
    configuration as? UIListContentConfiguration
  }
}

extension UICollectionViewCell {
  /// What the cell's content shows; stored (the content view is not rebuilt from it).
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { storedContentConfiguration }
    set { storedContentConfiguration = newValue }
  }
}

extension UITableViewCell {
  /// What the cell's content shows; stored (the content view is not rebuilt from it).
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { storedContentConfiguration }
    set { storedContentConfiguration = newValue }
  }

  /// A list configuration for the cell's style, to fill in and set as ``contentConfiguration``.
  public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}

/// A collection view cell for list layouts (UIKit's `UICollectionViewListCell`); its list
/// details are stored.
open class UICollectionViewListCell: UICollectionViewCell {
  /// How far the cell's content is indented; stored.
  open var indentationLevel = 0

  /// A list configuration for the cell, to fill in and set as its `contentConfiguration`.
  open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}
