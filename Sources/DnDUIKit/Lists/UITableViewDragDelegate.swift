import DnDEngine

/// The source side of a table view (UIKit's `UITableViewDragDelegate`, every iOS 11 method).
/// Only `tableView(_:itemsForBeginning:at:)` is required.
///
/// As in UIKit, a method the delegate does not implement is not called: the default of each
/// optional method reports itself (see `DelegateMethod`), so the call leaves no line in the log,
/// and returns UIKit's answer for a missing method. The log shows the calls under
/// `<table>.drag`.
public protocol UITableViewDragDelegate: NSObjectProtocol {
  /// What to drag when a long press lifts the row; empty = no drag.
  func tableView(
    _ tableView: UITableView, itemsForBeginning session: UIDragSession,
    at indexPath: IndexPath
  ) -> [UIDragItem]
  /// A tap on a row during a drag from this app: what to add to the drag; empty = an ordinary
  /// tap.
  func tableView(
    _ tableView: UITableView, itemsForAddingTo session: UIDragSession,
    at indexPath: IndexPath, point: CGPoint
  ) -> [UIDragItem]
  /// How the lifted cell is cut out; nil = the whole cell.
  func tableView(
    _ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath
  ) -> UIDragPreviewParameters?
  /// The drag is about to begin.
  func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession)
  /// The drag ended (always after `dragSessionWillBegin`).
  func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession)
  /// Whether a drop may move the items; true when not implemented.
  func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession)
    -> Bool
  /// Whether the drag stays inside the app; false when not implemented.
  func tableView(
    _ tableView: UITableView,
    dragSessionIsRestrictedToDraggingApplication session: UIDragSession
  ) -> Bool
}

extension UITableViewDragDelegate {
  /// Not implemented: a tap adds nothing.
  public func tableView(
    _ tableView: UITableView, itemsForAddingTo session: UIDragSession,
    at indexPath: IndexPath, point: CGPoint
  ) -> [UIDragItem] {
    DelegateMethod.reportNotImplemented()
    return []
  }
  /// Not implemented: the whole cell.
  public func tableView(
    _ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath
  ) -> UIDragPreviewParameters? {
    DelegateMethod.reportNotImplemented()
    return nil
  }
  /// Not implemented: nothing.
  public func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) {
    DelegateMethod.reportNotImplemented()
  }
  /// Not implemented: nothing.
  public func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {
    DelegateMethod.reportNotImplemented()
  }
  /// Not implemented: moves are allowed.
  public func tableView(
    _ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession
  ) -> Bool {
    DelegateMethod.reportNotImplemented()
    return true
  }
  /// Not implemented: the drag may leave the app.
  public func tableView(
    _ tableView: UITableView,
    dragSessionIsRestrictedToDraggingApplication session: UIDragSession
  ) -> Bool {
    DelegateMethod.reportNotImplemented()
    return false
  }
}

/// The destination side of a table view (UIKit's `UITableViewDropDelegate`, every iOS 11
/// method). Only `tableView(_:performDropWith:)` is required.
///
/// Defaults as for ``UITableViewDragDelegate``; the log shows the calls under `<table>.drop`.
public protocol UITableViewDropDelegate: NSObjectProtocol {
  /// The drop: update the model and the table, and say how each item animates, through the
  /// coordinator. Loading the items' data works only here (and in loads started here).
  func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator)
  /// False = no further calls for this session while it stays over the table.
  func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool
  /// The drag entered the table.
  func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession)
  /// On entering and on every move: what a drop here would do. `destinationIndexPath` is nil
  /// over empty space.
  func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal
  /// The drag left the table.
  func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession)
  /// The session ended, however it ended (once per session the table saw).
  func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession)
  /// How the cell a drop animates to is cut out; nil = the whole cell.
  func tableView(
    _ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath
  ) -> UIDragPreviewParameters?
}

extension UITableViewDropDelegate {
  /// Not implemented: every session can be handled.
  public func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool {
    DelegateMethod.reportNotImplemented()
    return true
  }
  /// Not implemented: nothing.
  public func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession) {
    DelegateMethod.reportNotImplemented()
  }
  /// Not implemented: copy, intent unspecified (the engine's answer, see `ListDropDelegate`).
  public func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal {
    DelegateMethod.reportNotImplemented()
    return UITableViewDropProposal(operation: .copy)
  }
  /// Not implemented: nothing.
  public func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession) {
    DelegateMethod.reportNotImplemented()
  }
  /// Not implemented: nothing.
  public func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession) {
    DelegateMethod.reportNotImplemented()
  }
  /// Not implemented: the whole cell.
  public func tableView(
    _ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath
  ) -> UIDragPreviewParameters? {
    DelegateMethod.reportNotImplemented()
    return nil
  }
}
