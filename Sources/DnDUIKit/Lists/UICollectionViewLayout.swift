import DnDEngine

/// How a collection view places its items (UIKit's `UICollectionViewLayout`). A layout other
/// than ``UICollectionViewFlowLayout`` places them as a default flow layout does: the engine's
/// layouts are not open to subclasses.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
  /// The collection view using the layout.
  open internal(set) weak var collectionView: UICollectionView?

  /// A layout not yet used by a collection view.
  public override init() {
    super.init()
  }

  /// Storyboards are not modelled: a layout made from an archive does not exist.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Lays the collection view's items out again with the layout's current values.
  open func invalidateLayout() {
    collectionView?.layoutDidChange()
  }

  /// The size of the collection view's items as the layout places them (placeholders and a drop
  /// gap not counted).
  open var collectionViewContentSize: CGSize {
    guard let collectionView else { return .zero }
    return CGSize(collectionView.engineCollection.dataContentSize)
  }

  /// The engine layout this one stands for.
  var engineLayout: any ListLayout { FlowLayout() }
}

/// Which way a flow layout scrolls (UIKit's `UICollectionView.ScrollDirection`); only vertical
/// is modelled, horizontal lays out as vertical.
extension UICollectionView {
  /// Which way a flow layout scrolls.
  nonisolated public enum ScrollDirection: Int, Sendable {
    /// Rows, filled left to right, top to bottom.
    case vertical = 0
    /// Columns; laid out as vertical here.
    case horizontal = 1
  }
}

/// Items in rows, filled left to right and top to bottom (UIKit's
/// `UICollectionViewFlowLayout`). It stands for the engine's `FlowLayout`, which keeps
/// a row's items at the minimum spacing where UIKit spreads them to fill the row.
///
/// When the collection view's delegate is a ``UICollectionViewDelegateFlowLayout``, the layout
/// asks it, as UIKit's does, for each item's size and each section's insets, spacings and header
/// and footer heights; items of different sizes fill lines, each as tall as its tallest item.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// Every item's size; 50 × 50 by default.
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  /// The least space between items of a row; 10 by default.
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The least space between rows; 10 by default.
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The margins around each section's items; zero by default.
  open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
  /// A section header's size; its height is left above each section (headers are not shown).
  open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
  /// A section footer's size; its height is left below each section (footers are not shown).
  open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
  /// Which way the items flow; only vertical is modelled.
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical
  /// The size items are estimated at before they size themselves; stored (items here are
  /// ``itemSize``, or the delegate's size, at once). Zero by default: no estimate.
  open var estimatedItemSize: CGSize = .zero
  /// What ``sectionInset`` is measured from; stored (there are no safe areas or margins here).
  open var sectionInsetReference: UICollectionViewFlowLayout.SectionInsetReference =
    .fromContentInset
  /// Whether section headers stick to the top while scrolling; stored (nothing scrolls).
  open var sectionHeadersPinToVisibleBounds = false
  /// Whether section footers stick to the bottom while scrolling; stored.
  open var sectionFootersPinToVisibleBounds = false

  /// The value of ``estimatedItemSize`` that asks items to size themselves (UIKit's
  /// `UICollectionViewFlowLayout.automaticSize`); stored like any estimate.
  public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

  /// What a flow layout's section insets are measured from (UIKit's
  /// `UICollectionViewFlowLayout.SectionInsetReference`).
  nonisolated public enum SectionInsetReference: Int, Sendable {
    /// From the collection view's content inset.
    case fromContentInset = 0
    /// From its safe area.
    case fromSafeArea = 1
    /// From its layout margins.
    case fromLayoutMargins = 2
  }

  /// A flow layout with UIKit's default values.
  public override init() {
    super.init()
  }

  /// Storyboards are not modelled: a layout made from an archive does not exist.
  public required init?(coder: NSCoder) {
    return nil
  }

  override var engineLayout: any ListLayout {
    FlowLayout(
      itemSize: itemSize.engineValue, minimumInteritemSpacing: Double(minimumInteritemSpacing),
      minimumLineSpacing: Double(minimumLineSpacing), sectionInset: sectionInset.engineValue,
      sectionHeaderHeight: Double(headerReferenceSize.height),
      sectionFooterHeight: Double(footerReferenceSize.height))
  }
}
