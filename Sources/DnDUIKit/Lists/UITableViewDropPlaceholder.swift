import DnDEngine

/// A row the table shows before its data exists (UIKit's `UITableViewPlaceholder`): where, made
/// from which registered class, how tall, and how its cell is filled in.
@preconcurrency @MainActor
open class UITableViewPlaceholder: NSObject {
  let insertionIndexPath: IndexPath
  let reuseIdentifier: String
  let rowHeight: CGFloat

  /// A placeholder row inserted at `insertionIndexPath` (a data index path), with a cell of the
  /// class registered for `reuseIdentifier`, `rowHeight` tall
  /// (``UITableView/automaticDimension``: the table's row height).
  public init(
    insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat
  ) {
    self.insertionIndexPath = insertionIndexPath
    self.reuseIdentifier = reuseIdentifier
    self.rowHeight = rowHeight
  }

  /// Fills in the placeholder's cell whenever it becomes visible (in place of `cellForRowAt`,
  /// which is never asked about a placeholder) and on `setNeedsCellUpdate()`.
  open var cellUpdateHandler: ((UITableViewCell) -> Void)?
}

/// A placeholder row for a dropped item whose data is still loading (UIKit's
/// `UITableViewDropPlaceholder`).
open class UITableViewDropPlaceholder: UITableViewPlaceholder {
  /// How the placeholder's cell is cut out when the drop animates to it; nil = the whole cell.
  open var previewParametersProvider: ((UITableViewCell) -> UIDragPreviewParameters?)?

  /// The engine's placeholder: the same place and height, with handlers that hand the table's
  /// DnDUIKit cells to the app's. A handler not set stays unset (no call is logged).
  func engineValue(in core: ListFacadeCore) -> ListDropPlaceholder {
    core.placeholder(
      ListDropPlaceholder(
        insertionIndexPath: insertionIndexPath.engineValue, reuseIdentifier: reuseIdentifier,
        rowHeight: rowHeight < 0 ? nil : Double(rowHeight)),
      cellUpdateHandler: cellUpdateHandler, previewParametersProvider: previewParametersProvider,
      facade: UITableViewCell.facade(for:in:))
  }
}
