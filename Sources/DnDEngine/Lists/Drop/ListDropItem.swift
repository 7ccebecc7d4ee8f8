/// One dropped item as the coordinator describes it — UIKit's `UICollectionViewDropItem` /
/// `UITableViewDropItem`.
public struct ListDropItem {
  public let dragItem: DragItem
  /// Where the item came from when it was dragged out of this same view (so a drop can reorder);
  /// `nil` otherwise, or when that item no longer exists.
  public let sourceIndexPath: ListIndexPath?
  /// The size of the item's lift preview (zero when it had none).
  public let previewSize: Size
}
