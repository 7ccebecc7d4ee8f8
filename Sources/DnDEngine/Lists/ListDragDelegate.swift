/// The source side of a table or collection view — UIKit's `UITableViewDragDelegate` /
/// `UICollectionViewDragDelegate`. Only ``itemsForBeginning(_:session:at:)`` is required.
///
/// The view's own drag interaction calls these with index paths; the log shows them under
/// `<view>.drag` with UIKit's method names (`dragSessionWillBegin`, `dragPreviewParametersForItemAt`
/// — `…ForRowAt` in a table).
public protocol ListDragDelegate: AnyObject {
  /// What to drag when a long press lifts the item at `indexPath`; empty = no drag. When the
  /// pressed item is selected, asked again for every other selected item (Docs/uikit-behaviour.md §3 (e)
  /// row 1; see `Docs/engine.md` for the order).
  func itemsForBeginning(_ list: ListView, session: DragSession, at indexPath: ListIndexPath)
    -> [DragItem]
  /// A tap on an item during a drag from this app: what to add (flocking). Empty = the tap is
  /// handled normally (it selects the item). Default: empty.
  func itemsForAddingTo(
    _ list: ListView, session: DragSession, at indexPath: ListIndexPath, point: Point
  ) -> [DragItem]
  /// How the lifted cell is cut out (a visible path clips it). `nil` = the whole cell.
  func dragPreviewParameters(_ list: ListView, at indexPath: ListIndexPath) -> PreviewParameters?
  /// After the lift, as the drag begins; always balanced by ``dragSessionDidEnd(_:session:)``.
  func dragSessionWillBegin(_ list: ListView, session: DragSession)
  func dragSessionDidEnd(_ list: ListView, session: DragSession)
  /// Default `true`.
  func dragSessionAllowsMoveOperation(_ list: ListView, session: DragSession) -> Bool
  /// Default `false`.
  func dragSessionIsRestrictedToDraggingApplication(_ list: ListView, session: DragSession)
    -> Bool
}

extension ListDragDelegate {
  public func itemsForAddingTo(
    _ list: ListView, session: DragSession, at indexPath: ListIndexPath, point: Point
  ) -> [DragItem] {
    DelegateMethod.reportNotImplemented()
    return []
  }
  public func dragPreviewParameters(_ list: ListView, at indexPath: ListIndexPath)
    -> PreviewParameters?
  {
    DelegateMethod.reportNotImplemented()
    return nil
  }
  public func dragSessionWillBegin(_ list: ListView, session: DragSession) {
    DelegateMethod.reportNotImplemented()
  }
  public func dragSessionDidEnd(_ list: ListView, session: DragSession) {
    DelegateMethod.reportNotImplemented()
  }
  public func dragSessionAllowsMoveOperation(_ list: ListView, session: DragSession) -> Bool {
    DelegateMethod.reportNotImplemented()
    return true
  }
  public func dragSessionIsRestrictedToDraggingApplication(
    _ list: ListView, session: DragSession
  ) -> Bool {
    DelegateMethod.reportNotImplemented()
    return false
  }
}
