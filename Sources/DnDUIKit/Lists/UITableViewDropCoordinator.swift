import DnDEngine

/// One dropped item as a table view's coordinator describes it (UIKit's `UITableViewDropItem`).
@preconcurrency @MainActor
public protocol UITableViewDropItem: NSObjectProtocol {
  /// The dragged item.
  var dragItem: UIDragItem { get }
  /// Where the item came from when it was dragged out of this same table; else nil.
  var sourceIndexPath: IndexPath? { get }
  /// The size of the item's lift preview (zero when it had none).
  var previewSize: CGSize { get }
}

/// A placeholder row as the app holds it after the coordinator inserted it (UIKit's
/// `UITableViewDropPlaceholderContext`); it is also the item's drop animation handle.
@preconcurrency @MainActor
public protocol UITableViewDropPlaceholderContext: UIDragAnimating {
  /// The item the placeholder stands for.
  var dragItem: UIDragItem { get }
  /// Exchanges the placeholder for a row: runs `dataSourceUpdates` at once with the
  /// placeholder's current index path, where it must insert exactly one item into the model.
  /// False, without running the block, when the placeholder is gone (after `reloadData`, say).
  @discardableResult
  func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
  /// Removes the placeholder (a load that failed); false when it was already gone.
  @discardableResult
  func deletePlaceholder() -> Bool
  /// Runs the placeholder's `cellUpdateHandler` again, if its cell is visible.
  func setNeedsCellUpdate()
}

/// What a table view's `performDropWith` gets: the dropped items, where they landed, the last
/// proposal, and the calls that say how each item animates (UIKit's `UITableViewDropCoordinator`).
@preconcurrency @MainActor
public protocol UITableViewDropCoordinator: NSObjectProtocol {
  /// The dropped items, in the session's order.
  var items: [UITableViewDropItem] { get }
  /// Where the drop landed; nil over empty space.
  var destinationIndexPath: IndexPath? { get }
  /// The last proposal, its `.automatic` intent resolved.
  var proposal: UITableViewDropProposal { get }
  /// The drop session.
  var session: UIDropSession { get }
  /// Inserts a placeholder row (no data-source update) and animates the item to it.
  @discardableResult
  func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder)
    -> UITableViewDropPlaceholderContext
  /// Animates the item to the cell of a row already inserted.
  @discardableResult
  func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> UIDragAnimating
  /// Animates the item into `rect` (in the cell's coordinates) of a row's cell, shrinking it.
  @discardableResult
  func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect)
    -> UIDragAnimating
  /// Animates the item to any target.
  @discardableResult
  func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating
}

/// The engine's coordinator, as UIKit's `UITableViewDropCoordinator`.
final class TableDropCoordinatorFacade: NSObject, UITableViewDropCoordinator {
  let engine: ListDropCoordinator
  private let core: ListFacadeCore
  let items: [UITableViewDropItem]

  init(_ engine: ListDropCoordinator, core: ListFacadeCore) {
    self.engine = engine
    self.core = core
    items = engine.items.map(ListDropItemFacade.init)
  }

  var destinationIndexPath: IndexPath? {
    engine.destinationIndexPath.map { IndexPath($0) }
  }

  var proposal: UITableViewDropProposal { UITableViewDropProposal(engine.proposal) }

  var session: UIDropSession { DropSessionFacade(engine.session) }

  func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder)
    -> UITableViewDropPlaceholderContext
  {
    let context = try? engine.drop(dragItem.engineItem, to: placeholder.engineValue(in: core))
    return ListPlaceholderContextFacade(context, dragItem: dragItem)
  }

  func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> UIDragAnimating {
    ListDropAnimatorFacade(engine.drop(dragItem.engineItem, toItemAt: indexPath.engineValue))
  }

  func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect)
    -> UIDragAnimating
  {
    ListDropAnimatorFacade(
      engine.drop(dragItem.engineItem, intoItemAt: indexPath.engineValue, rect: rect.engineValue))
  }

  func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating {
    ListDropAnimatorFacade(engine.drop(dragItem.engineItem, to: target.engineValue))
  }
}
