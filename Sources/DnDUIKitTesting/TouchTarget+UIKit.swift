import DnDEngine
import DnDTesting
import DnDUIKit

/// Touch targets in UIKit's spelling: DnDUIKit points, views, table rows and collection items,
/// each the engine object's target in ``DnDTesting/TouchTarget``, so a test of app code written
/// for iOS aims a ``DnDTesting/Finger`` at what the app shows. In a module of its own over
/// DnDTesting and DnDUIKit: the driver depends on the simulator and the engine only.
extension TouchTarget {
  /// A point in screen coordinates.
  public static func point(_ point: CGPoint) -> TouchTarget {
    .point(x: Double(point.x), y: Double(point.y))
  }

  /// The centre of a DnDUIKit view, or `point` in its coordinates.
  public static func view(_ view: UIView, at point: CGPoint? = nil) -> TouchTarget {
    .view(view.engineView, at: point.map { Point(x: Double($0.x), y: Double($0.y)) })
  }

  /// The centre of the row at `indexPath` of a DnDUIKit table view.
  public static func row(_ indexPath: IndexPath, in table: UITableView) -> TouchTarget {
    .item(ListIndexPath(item: indexPath[1], section: indexPath[0]), in: table.engineTable)
  }

  /// The centre of the item at `indexPath` of a DnDUIKit collection view.
  public static func item(_ indexPath: IndexPath, in collection: UICollectionView)
    -> TouchTarget
  {
    .item(
      ListIndexPath(item: indexPath[1], section: indexPath[0]),
      in: collection.engineCollection)
  }
}
