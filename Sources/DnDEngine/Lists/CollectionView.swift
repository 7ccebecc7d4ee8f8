/// UIKit's `UICollectionView` for drag and drop: items in a ``FlowLayout`` grid (or any
/// ``ListLayout``), with a reordering cadence pacing the drop gap.
public final class CollectionView: ListView {
  /// How eagerly the drop gap follows the drag (talk 223). Default `.immediate`, as in UIKit.
  public var reorderingCadence: ReorderingCadence = .immediate

  public init(name: String, frame: Rect, layout: any ListLayout = FlowLayout()) {
    super.init(name: name, frame: frame, style: .collection, layout: layout)
  }
}
