/// UIKit's `UICollectionView` for drag and drop: items in a ``FlowLayout`` grid (or any
/// ``ListLayout``), with a reordering cadence pacing the drop gap.
public final class CollectionView: ListView {
  /// How eagerly the drop gap follows the drag (talk 223). Default `.immediate`, as in UIKit.
  public var reorderingCadence: ReorderingCadence = .immediate
  /// Each item's size by data index path in a ``FlowLayout`` (UIKit's
  /// `collectionView(_:layout:sizeForItemAt:)`); `nil` = the layout's `itemSize`. Sizes move
  /// items, and so the drop index paths under the drag.
  public var sizeForItem: ((ListIndexPath) -> Size?)? { didSet { relayout() } }
  /// Each section's flow-layout values (UIKit's `UICollectionViewDelegateFlowLayout` answers per
  /// section); `nil` = the layout's.
  public var flowMetricsForSection: ((Int) -> FlowSectionMetrics)? { didSet { relayout() } }

  public init(name: String, frame: Rect, layout: any ListLayout = FlowLayout()) {
    super.init(name: name, frame: frame, style: .collection, layout: layout)
  }
}
