/// The destination side of a table or collection view — UIKit's `UITableViewDropDelegate` /
/// `UICollectionViewDropDelegate`. Only ``performDrop(_:coordinator:)`` is required.
///
/// Logged under `<view>.drop` with UIKit's names (`dropSessionDidUpdate`, `performDropWith` …).
public protocol ListDropDelegate: AnyObject {
  /// The drop: update the model and the view, and say how each item animates, through the
  /// coordinator. Loading data works only here (and in loads started here).
  func performDrop(_ list: ListView, coordinator: ListDropCoordinator)
  /// `false` = no further calls for this session while it stays over the view. Default `true`.
  func canHandle(_ list: ListView, session: DropSession) -> Bool
  func dropSessionDidEnter(_ list: ListView, session: DropSession)
  /// Right after entering and on every move over the view: what a drop here would do.
  /// `destinationIndexPath` is `nil` over empty space and between sections, and equals the item
  /// count at the end of a section (Docs/uikit-behaviour.md §3 (d) row 3).
  ///
  /// Default: copy with intent unspecified — talk 223's first demo accepts drops from Photos
  /// implementing only `performDropWith` (our reading; Apple does not document the default).
  func dropSessionDidUpdate(
    _ list: ListView, session: DropSession, destinationIndexPath: ListIndexPath?
  ) -> ListDropProposal
  func dropSessionDidExit(_ list: ListView, session: DropSession)
  /// Exactly once per session that was seen, however it ended.
  func dropSessionDidEnd(_ list: ListView, session: DropSession)
  /// How the cell a drop animates to is cut out. `nil` = the whole cell.
  func dropPreviewParameters(_ list: ListView, at indexPath: ListIndexPath) -> PreviewParameters?
}

extension ListDropDelegate {
  public func canHandle(_ list: ListView, session: DropSession) -> Bool {
    DelegateMethod.reportNotImplemented()
    return true
  }
  public func dropSessionDidEnter(_ list: ListView, session: DropSession) {
    DelegateMethod.reportNotImplemented()
  }
  public func dropSessionDidUpdate(
    _ list: ListView, session: DropSession, destinationIndexPath: ListIndexPath?
  ) -> ListDropProposal {
    DelegateMethod.reportNotImplemented()
    return ListDropProposal(operation: .copy)
  }
  public func dropSessionDidExit(_ list: ListView, session: DropSession) {
    DelegateMethod.reportNotImplemented()
  }
  public func dropSessionDidEnd(_ list: ListView, session: DropSession) {
    DelegateMethod.reportNotImplemented()
  }
  public func dropPreviewParameters(_ list: ListView, at indexPath: ListIndexPath)
    -> PreviewParameters?
  {
    DelegateMethod.reportNotImplemented()
    return nil
  }
}
