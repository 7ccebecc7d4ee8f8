import DnDEngine

/// An item the collection view shows before its data exists (UIKit's
/// `UICollectionViewPlaceholder`): where, made from which registered class, and how its cell is
/// filled in.
@preconcurrency @MainActor
open class UICollectionViewPlaceholder: NSObject {
  let insertionIndexPath: IndexPath
  let reuseIdentifier: String

  /// A placeholder item inserted at `insertionIndexPath` (a data index path), with a cell of the
  /// class registered for `reuseIdentifier`.
  public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
    self.insertionIndexPath = insertionIndexPath
    self.reuseIdentifier = reuseIdentifier
  }

  /// Fills in the placeholder's cell whenever it becomes visible (in place of `cellForItemAt`,
  /// which is never asked about a placeholder) and on `setNeedsCellUpdate()`.
  open var cellUpdateHandler: ((UICollectionViewCell) -> Void)?
}

/// A placeholder item for a dropped item whose data is still loading (UIKit's
/// `UICollectionViewDropPlaceholder`).
open class UICollectionViewDropPlaceholder: UICollectionViewPlaceholder {
  /// How the placeholder's cell is cut out when the drop animates to it; nil = the whole cell.
  open var previewParametersProvider: ((UICollectionViewCell) -> UIDragPreviewParameters?)?

  /// The engine's placeholder, with handlers that hand the collection view's DnDUIKit cells to
  /// the app's. A handler not set stays unset (no call is logged).
  func engineValue(in core: ListFacadeCore) -> ListDropPlaceholder {
    core.placeholder(
      ListDropPlaceholder(
        insertionIndexPath: insertionIndexPath.engineValue, reuseIdentifier: reuseIdentifier),
      cellUpdateHandler: cellUpdateHandler, previewParametersProvider: previewParametersProvider,
      facade: UICollectionViewCell.facade(for:in:))
  }
}
