/// Where and how to show a placeholder for a dropped item whose data is still loading — UIKit's
/// `UICollectionViewDropPlaceholder` / `UITableViewDropPlaceholder`.
public struct ListDropPlaceholder {
  /// A data index path (item in 0…count): the placeholder sits just before that item, after any
  /// placeholders already there.
  public var insertionIndexPath: ListIndexPath
  /// How its cell is made (see ``ListView/register(forReuseIdentifier:factory:)``).
  public var reuseIdentifier: String
  /// Tables: the placeholder row's height (`nil` = the layout's row height).
  public var rowHeight: Double?
  /// Configures the placeholder's cell whenever it becomes visible (it replaces `cellForItemAt`,
  /// which is never called for a placeholder), and on ``ListPlaceholderContext/setNeedsCellUpdate()``.
  public var cellUpdateHandler: ((ListCell) -> Void)?
  /// How the placeholder's cell is cut out when the drop animates to it; asked as needed.
  public var previewParametersProvider: ((ListCell) -> PreviewParameters?)?

  public init(
    insertionIndexPath: ListIndexPath, reuseIdentifier: String, rowHeight: Double? = nil,
    cellUpdateHandler: ((ListCell) -> Void)? = nil
  ) {
    self.insertionIndexPath = insertionIndexPath
    self.reuseIdentifier = reuseIdentifier
    self.rowHeight = rowHeight
    self.cellUpdateHandler = cellUpdateHandler
  }
}
