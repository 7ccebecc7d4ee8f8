import DnDEngine

/// The sections a layout provider is asked for are laid out in (UIKit's
/// `NSCollectionLayoutEnvironment`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
  /// The collection view's content area.
  var container: any NSCollectionLayoutContainer { get }
}

/// A layout's content area (UIKit's `NSCollectionLayoutContainer`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
  /// The collection view's size.
  var contentSize: CGSize { get }
  /// The size inside the content insets.
  var effectiveContentSize: CGSize { get }
  /// The insets around the content.
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// The insets around the content, safe area included.
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// The environment of a collection view of `size` (no insets).
final class CompositionalEnvironment: NSObject, NSCollectionLayoutEnvironment,
  NSCollectionLayoutContainer
{
  let contentSize: CGSize
  init(size: CGSize) { contentSize = size }
  var container: any NSCollectionLayoutContainer { self }
  var effectiveContentSize: CGSize { contentSize }
  var contentInsets: NSDirectionalEdgeInsets { .zero }
  var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
}

/// A compositional layout's section: a group repeated for its items (UIKit's
/// `NSCollectionLayoutSection`).
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
  /// The group repeated for the section's items.
  public let group: NSCollectionLayoutGroup
  /// The margins around the section's items.
  open var contentInsets: NSDirectionalEdgeInsets = .zero
  /// The space between groups.
  open var interGroupSpacing: CGFloat = 0
  /// Whether the section scrolls sideways; kept (laid out as not scrolling).
  open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior =
    .none

  /// A section repeating `group`.
  public init(group: NSCollectionLayoutGroup) {
    self.group = group
  }

  /// A list section, as ``UICollectionViewCompositionalLayout/list(using:)`` lays out every
  /// section: full-width rows 44 points high.
  public static func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    return NSCollectionLayoutSection(group: group)
  }

  /// The engine's value of the section.
  var engineValue: CompositionalSection {
    let item = group.subitems.first ?? group
    return CompositionalSection(
      itemWidth: item.layoutSize.widthDimension.engineValue,
      itemHeight: item.layoutSize.heightDimension.engineValue,
      groupWidth: group.layoutSize.widthDimension.engineValue,
      groupHeight: group.layoutSize.heightDimension.engineValue,
      isVertical: group.isVertical, count: group.count,
      interItemSpacing: Double(group.interItemSpacing?.spacing ?? 0),
      interGroupSpacing: Double(interGroupSpacing),
      insets: EdgeInsets(
        top: Double(contentInsets.top), left: Double(contentInsets.leading),
        bottom: Double(contentInsets.bottom), right: Double(contentInsets.trailing)))
  }
}

/// How a section scrolls sideways (UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`);
/// kept.
nonisolated public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  /// It does not.
  case none = 0
  /// Continuously.
  case continuous = 1
  /// Continuously, stopping at a group's leading edge.
  case continuousGroupLeadingBoundary = 2
  /// By pages of the collection view's width.
  case paging = 3
  /// By groups.
  case groupPaging = 4
  /// By groups, centred.
  case groupPagingCentered = 5
}

/// How a list layout looks (UIKit's `UICollectionLayoutListConfiguration`): stored; every list
/// section is laid out as full-width rows 44 points high, whatever its appearance, headers and
/// footers (which are not shown).
nonisolated public struct UICollectionLayoutListConfiguration: Sendable {
  /// The list's look.
  public enum Appearance: Int, Sendable {
    /// A plain list.
    case plain = 0
    /// Grouped sections.
    case grouped = 1
    /// Inset grouped sections.
    case insetGrouped = 2
    /// A sidebar.
    case sidebar = 3
    /// A plain sidebar.
    case sidebarPlain = 4
  }

  /// Where section headers come from.
  public enum HeaderMode: Int, Sendable {
    /// No headers.
    case none = 0
    /// Supplementary views.
    case supplementary = 1
    /// Each section's first item.
    case firstItemInSection = 2
  }

  /// Where section footers come from.
  public enum FooterMode: Int, Sendable {
    /// No footers.
    case none = 0
    /// Supplementary views.
    case supplementary = 1
  }

  /// The list's look.
  public let appearance: Appearance
  /// Whether rows have separators; stored.
  public var showsSeparators = true
  /// The list's background; stored.
  public var backgroundColor: UIColor?
  /// Where headers come from; stored.
  public var headerMode: HeaderMode = .none
  /// Where footers come from; stored.
  public var footerMode: FooterMode = .none
  /// Space above each header; stored.
  public var headerTopPadding: CGFloat?

  /// A configuration of `appearance`.
  public init(appearance: Appearance) {
    self.appearance = appearance
  }
}

/// A compositional layout's sections from a provider: the index of a section and its
/// environment in, its layout (nil for the default) out.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A compositional layout's settings across sections (UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`); stored.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
  /// Which way the sections follow each other; stored (laid out vertically).
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical
  /// The space between sections.
  open var interSectionSpacing: CGFloat = 0

  /// The default configuration.
  public override init() {
    super.init()
  }
}

/// A layout of sections built from items and groups (UIKit's
/// `UICollectionViewCompositionalLayout`). Its items are placed by a simple rule (Docs/uikit.md,
/// "Compositional layouts"): each section's group width resolves against the collection view's
/// width minus the section's insets, its items' sizes against the group's; a horizontal group's
/// items fill rows as a flow layout of that item size would, one group wide; a vertical group's
/// items stack in one column; estimated dimensions count as absolute. A section provider is
/// asked again whenever the layout is invalidated (a diffable data source invalidates it when
/// it applies a snapshot).
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  private let section: NSCollectionLayoutSection?
  private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider?
  /// The settings across sections.
  open var configuration: UICollectionViewCompositionalLayoutConfiguration {
    didSet { invalidateLayout() }
  }

  /// A layout giving every section the layout of `section`.
  public init(section: NSCollectionLayoutSection) {
    self.section = section
    sectionProvider = nil
    configuration = UICollectionViewCompositionalLayoutConfiguration()
    super.init()
  }

  /// A layout giving every section the layout of `section`, with `configuration`.
  public init(
    section: NSCollectionLayoutSection,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.section = section
    sectionProvider = nil
    self.configuration = configuration
    super.init()
  }

  /// A layout asking `sectionProvider` for each section's layout.
  public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
    section = nil
    self.sectionProvider = sectionProvider
    configuration = UICollectionViewCompositionalLayoutConfiguration()
    super.init()
  }

  /// A layout asking `sectionProvider` for each section's layout, with `configuration`.
  public init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    section = nil
    self.sectionProvider = sectionProvider
    self.configuration = configuration
    super.init()
  }

  /// Storyboards are not modelled: a layout made from an archive does not exist.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// A list layout: every section full-width rows, 44 points high.
  open class func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout(
      section: .list(using: configuration, layoutEnvironment: CompositionalEnvironment(size: .zero))
    )
  }

  override var engineLayout: any ListLayout {
    let size = collectionView?.bounds.size ?? .zero
    var sections: [CompositionalSection] = []
    if let section {
      sections = [section.engineValue]
    } else if let sectionProvider {
      let environment = CompositionalEnvironment(size: size)
      // Sections past those asked for repeat the last one.
      let count = collectionView.map { $0.core.list.hasLoaded ? $0.numberOfSections : 1 } ?? 1
      sections = (0..<max(1, count)).map { index in
        (sectionProvider(index, environment)
          ?? .list(using: .init(appearance: .plain), layoutEnvironment: environment)).engineValue
      }
    }
    return CompositionalEngineLayout(
      sections: sections, containerHeight: Double(size.height),
      interSectionSpacing: Double(configuration.interSectionSpacing))
  }
}
