/// Where a table or collection view gets its sections, items and cells — UIKit's
/// `UITableViewDataSource` / `UICollectionViewDataSource`, in item terms for both (talk 223: "a
/// consistent API for both of these classes … some small naming differences").
///
/// The view asks for counts after `reloadData` and after every batch update (to validate it), and
/// for a cell whenever an item becomes visible. These calls are plumbing and are not logged;
/// placeholders are never asked about (Docs/uikit-behaviour.md §3 (d) row 4).
public protocol ListDataSource: AnyObject {
  /// Default: 1.
  func numberOfSections(in list: ListView) -> Int
  func numberOfItems(in list: ListView, section: Int) -> Int
  /// The cell for a data item; ``ListView/dequeueReusableCell(withReuseIdentifier:for:)`` makes one.
  func cell(for list: ListView, at indexPath: ListIndexPath) -> ListCell
}

extension ListDataSource {
  public func numberOfSections(in list: ListView) -> Int { 1 }
}

/// A data source that can move an item: UITableView's `tableView(_:moveRowAt:to:)`.
///
/// Conforming stands for "implements `moveRowAt`": a table view then sends a local drag of one
/// row, proposed as move + insert-at, through this method instead of `performDropWith` (Docs/uikit-behaviour.md
/// §3 (e) row 6, Apple's sample "Adopting drag and drop in a table view"). Collection views
/// have no such shortcut (Docs/uikit-behaviour.md §3 (e) notes) and never call it.
public protocol ListMovingDataSource: ListDataSource {
  /// Update the model: the item at `source` now sits at `destination` (an index path after the
  /// move, as UIKit's `moveRowAt`). The view moves the row itself after the call.
  func moveItem(in list: ListView, from source: ListIndexPath, to destination: ListIndexPath)
}
