/// UIKit's `UITableView` for drag and drop: rows laid out by a ``TableLayout``, the `.automatic`
/// drop intent, and the `moveRowAt` shortcut for reordering (see ``ListMovingDataSource``).
public final class TableView: ListView {
  /// Each row's height by index path (UIKit's `heightForRowAt`); `nil` = the layout's `rowHeight`.
  /// Placeholder rows use their own `rowHeight`.
  public var heightForRow: ((ListIndexPath) -> Double)? { didSet { relayout() } }

  public init(name: String, frame: Rect, layout: TableLayout = TableLayout()) {
    super.init(name: name, frame: frame, style: .table, layout: layout)
  }

  public func numberOfRows(inSection section: Int) -> Int { numberOfItems(inSection: section) }
  public func cellForRow(at indexPath: ListIndexPath) -> ListCell? { cellForItem(at: indexPath) }
  public func indexPathForRow(at point: Point) -> ListIndexPath? { indexPathForItem(at: point) }
  public func insertRows(at indexPaths: [ListIndexPath]) throws { try insertItems(at: indexPaths) }
  public func deleteRows(at indexPaths: [ListIndexPath]) throws { try deleteItems(at: indexPaths) }
  public func moveRow(at source: ListIndexPath, to destination: ListIndexPath) throws {
    try moveItem(at: source, to: destination)
  }
}
