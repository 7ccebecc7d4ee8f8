import DnDEngine

/// The source side of a collection view (UIKit's `UICollectionViewDragDelegate`, every iOS 11 method).
/// Only `collectionView(_:itemsForBeginning:at:)` is required.
///
/// As in UIKit, a method the delegate does not implement is not called: the default of each
/// optional method reports itself (see `DelegateMethod`), so the call leaves no line in the log,
/// and returns UIKit's answer for a missing method. The log shows the calls under
/// `<collection>.drag`.
public protocol UICollectionViewDragDelegate: NSObjectProtocol {
  /// What to drag when a long press lifts the item; empty = no drag.
  func collectionView(
    _ collectionView: UICollectionView, itemsForBeginning session: UIDragSession,
    at indexPath: IndexPath
  ) -> [UIDragItem]
  /// A tap on an item during a drag from this app: what to add to the drag; empty = an ordinary
  /// tap.
  func collectionView(
    _ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession,
    at indexPath: IndexPath, point: CGPoint
  ) -> [UIDragItem]
  /// How the lifted cell is cut out; nil = the whole cell.
  func collectionView(
    _ collectionView: UICollectionView,
    dragPreviewParametersForItemAt indexPath: IndexPath
  ) -> UIDragPreviewParameters?
  /// The drag is about to begin.
  func collectionView(
    _ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession)
  /// The drag ended (always after `dragSessionWillBegin`).
  func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession)
  /// Whether a drop may move the items; true when not implemented.
  func collectionView(
    _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: UIDragSession
  )
    -> Bool
  /// Whether the drag stays inside the app; false when not implemented.
  func collectionView(
    _ collectionView: UICollectionView,
    dragSessionIsRestrictedToDraggingApplication session: UIDragSession
  ) -> Bool
}

extension UICollectionViewDragDelegate {
  /// Not implemented: a tap adds nothing.
  public func collectionView(
    _ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession,
    at indexPath: IndexPath, point: CGPoint
  ) -> [UIDragItem] {
    DelegateMethod.reportNotImplemented()
    return []
  }
  /// Not implemented: the whole cell.
  public func collectionView(
    _ collectionView: UICollectionView,
    dragPreviewParametersForItemAt indexPath: IndexPath
  ) -> UIDragPreviewParameters? {
    DelegateMethod.reportNotImplemented()
    return nil
  }
  /// Not implemented: nothing.
  public func collectionView(
    _ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession
  ) {
    DelegateMethod.reportNotImplemented()
  }
  /// Not implemented: nothing.
  public func collectionView(
    _ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession
  ) {
    DelegateMethod.reportNotImplemented()
  }
  /// Not implemented: moves are allowed.
  public func collectionView(
    _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: UIDragSession
  ) -> Bool {
    DelegateMethod.reportNotImplemented()
    return true
  }
  /// Not implemented: the drag may leave the app.
  public func collectionView(
    _ collectionView: UICollectionView,
    dragSessionIsRestrictedToDraggingApplication session: UIDragSession
  ) -> Bool {
    DelegateMethod.reportNotImplemented()
    return false
  }
}

/// The destination side of a collection view (UIKit's `UICollectionViewDropDelegate`, every iOS 11
/// method). Only `collectionView(_:performDropWith:)` is required.
///
/// Defaults as for ``UICollectionViewDragDelegate``; the log shows the calls under `<collection>.drop`.
public protocol UICollectionViewDropDelegate: NSObjectProtocol {
  /// The drop: update the model and the collection view, and say how each item animates, through the
  /// coordinator. Loading the items' data works only here (and in loads started here).
  func collectionView(
    _ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator
  )
  /// False = no further calls for this session while it stays over the collection view.
  func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool
  /// The drag entered the collection view.
  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession)
  /// On entering and on every move: what a drop here would do. `destinationIndexPath` is nil
  /// over empty space.
  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal
  /// The drag left the collection view.
  func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession)
  /// The session ended, however it ended (once per session the collection view saw).
  func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession)
  /// How the cell a drop animates to is cut out; nil = the whole cell.
  func collectionView(
    _ collectionView: UICollectionView,
    dropPreviewParametersForItemAt indexPath: IndexPath
  ) -> UIDragPreviewParameters?
}

extension UICollectionViewDropDelegate {
  /// Not implemented: every session can be handled.
  public func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession)
    -> Bool
  {
    DelegateMethod.reportNotImplemented()
    return true
  }
  /// Not implemented: nothing.
  public func collectionView(
    _ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession
  ) {
    DelegateMethod.reportNotImplemented()
  }
  /// Not implemented: copy, intent unspecified (the engine's answer, see `ListDropDelegate`).
  public func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal {
    DelegateMethod.reportNotImplemented()
    return UICollectionViewDropProposal(operation: .copy)
  }
  /// Not implemented: nothing.
  public func collectionView(
    _ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession
  ) {
    DelegateMethod.reportNotImplemented()
  }
  /// Not implemented: nothing.
  public func collectionView(
    _ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession
  ) {
    DelegateMethod.reportNotImplemented()
  }
  /// Not implemented: the whole cell.
  public func collectionView(
    _ collectionView: UICollectionView,
    dropPreviewParametersForItemAt indexPath: IndexPath
  ) -> UIDragPreviewParameters? {
    DelegateMethod.reportNotImplemented()
    return nil
  }
}
