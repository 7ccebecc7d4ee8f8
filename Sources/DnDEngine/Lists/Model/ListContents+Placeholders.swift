/// Placeholders: entries a drop adds without a data-source update, until the app commits or
/// deletes them (talk 223; Docs/uikit-behaviour.md §3 (d) rows 4, 7, 7b).
extension ListContents {
  /// Inserts a placeholder at data position `indexPath` (item in `0...count`): after any
  /// placeholders already at that position, before data item `indexPath.item`.
  ///
  /// "After the ones already there" is our choice: successive drops at one index path then show
  /// in the order they were dropped, like the items of one multi-item drop inserted at
  /// consecutive positions. Throws when the section or the position is out of range, or when the
  /// token is already a placeholder here (tokens must stay unique so that commit, delete and
  /// rebasing find exactly one entry).
  public mutating func insertPlaceholder(_ token: Int, at indexPath: ListIndexPath)
    throws(ListUpdateError)
  {
    guard indexPath.section >= 0, indexPath.item >= 0 else {
      throw ListUpdateError(
        "attempt to insert placeholder \(token) at \(indexPath.logDescription): index paths cannot"
          + " be negative")
    }
    guard indexPath.section < numberOfSections else {
      throw ListUpdateError(
        "attempt to insert placeholder \(token) at \(indexPath.logDescription), but there are only"
          + " \(numberOfSections) sections")
    }
    guard let index = entryIndex(forInsertionAt: indexPath) else {
      throw ListUpdateError(
        "attempt to insert placeholder \(token) at \(indexPath.logDescription), but section"
          + " \(indexPath.section) only contains \(numberOfItems(inSection: indexPath.section))"
          + " items")
    }
    guard self.indexPath(ofPlaceholder: token) == nil else {
      throw ListUpdateError("attempt to insert placeholder \(token), which is already in the list")
    }
    updateEntries(inSection: indexPath.section) { $0.insert(.placeholder(token), at: index) }
  }

  /// Removes a placeholder (UIKit's `deletePlaceholder()`); `false` if it is not there — already
  /// committed, deleted, or removed by `reloadData` or by the deletion of its section.
  @discardableResult
  public mutating func removePlaceholder(_ token: Int) -> Bool {
    guard let (section, index) = location(ofPlaceholder: token) else { return false }
    updateEntries(inSection: section) { _ = $0.remove(at: index) }
    return true
  }

  /// Turns a placeholder into data item `item` in place, so its data index path is the
  /// placeholder's former position — UIKit's `commitInsertion(dataSourceUpdates:)`, where the app
  /// inserts into its model at the supplied `insertionIndexPath`. `false` if the placeholder is
  /// not there (UIKit then does not run the block). The only way a placeholder becomes an item;
  /// the caller checks the data source's count around it.
  public mutating func commitPlaceholder(_ token: Int, asItem item: Int) -> Bool {
    guard let (section, index) = location(ofPlaceholder: token) else { return false }
    updateEntries(inSection: section) { $0[index] = .item(item) }
    return true
  }

  /// The section and entry index of a placeholder.
  func location(ofPlaceholder token: Int) -> (section: Int, index: Int)? {
    for (section, entries) in sections.enumerated() {
      if let index = entries.firstIndex(of: .placeholder(token)) { return (section, index) }
    }
    return nil
  }
}
