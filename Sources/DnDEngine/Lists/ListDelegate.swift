/// The general delegate of a table or collection view, for what drag and drop touches:
/// spring loading of items and selection (UIKit's `UITableViewDelegate` /
/// `UICollectionViewDelegate`). Logged under `<view>.delegate`.
public protocol ListDelegate: AnyObject {
  /// Whether hovering over the item may spring-load it (talk 223: "opt out specific rows …
  /// customize spring loading effects using that context"). Default `true`.
  func shouldSpringLoadItem(
    _ list: ListView, at indexPath: ListIndexPath, context: SpringLoadedContext
  ) -> Bool
  /// The user selected an item: by a tap, or by spring-loading it.
  func didSelectItem(_ list: ListView, at indexPath: ListIndexPath)
}

extension ListDelegate {
  public func shouldSpringLoadItem(
    _ list: ListView, at indexPath: ListIndexPath, context: SpringLoadedContext
  ) -> Bool {
    DelegateMethod.reportNotImplemented()
    return true
  }
  public func didSelectItem(_ list: ListView, at indexPath: ListIndexPath) {
    DelegateMethod.reportNotImplemented()
  }
}
