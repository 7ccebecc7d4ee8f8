import DnDEngine

/// One dropped item as a collection view's coordinator describes it (UIKit's
/// `UICollectionViewDropItem`).
@preconcurrency @MainActor
public protocol UICollectionViewDropItem: NSObjectProtocol {
  /// The dragged item.
  var dragItem: UIDragItem { get }
  /// Where the item came from when it was dragged out of this same collection view; else nil.
  var sourceIndexPath: IndexPath? { get }
  /// The size of the item's lift preview (zero when it had none).
  var previewSize: CGSize { get }
}

/// A placeholder item as the app holds it after the coordinator inserted it (UIKit's
/// `UICollectionViewDropPlaceholderContext`); it is also the item's drop animation handle.
@preconcurrency @MainActor
public protocol UICollectionViewDropPlaceholderContext: UIDragAnimating {
  /// The item the placeholder stands for.
  var dragItem: UIDragItem { get }
  /// Exchanges the placeholder for an item: runs `dataSourceUpdates` at once with the
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

/// What a collection view's `performDropWith` gets: the dropped items, where they landed, the
/// last proposal, and the calls that say how each item animates (UIKit's
/// `UICollectionViewDropCoordinator`).
@preconcurrency @MainActor
public protocol UICollectionViewDropCoordinator: NSObjectProtocol {
  /// The dropped items, in the session's order.
  var items: [UICollectionViewDropItem] { get }
  /// Where the drop landed; nil over empty space and between sections.
  var destinationIndexPath: IndexPath? { get }
  /// The last proposal.
  var proposal: UICollectionViewDropProposal { get }
  /// The drop session.
  var session: UIDropSession { get }
  /// Inserts a placeholder item (no data-source update) and animates the item to it.
  @discardableResult
  func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder)
    -> UICollectionViewDropPlaceholderContext
  /// Animates the item to the cell of an item already inserted.
  @discardableResult
  func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> UIDragAnimating
  /// Animates the item into `rect` (in the cell's coordinates) of an item's cell, shrinking it.
  @discardableResult
  func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect)
    -> UIDragAnimating
  /// Animates the item to any target.
  @discardableResult
  func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating
}

/// The engine's coordinator, as UIKit's `UICollectionViewDropCoordinator`.
final class CollectionDropCoordinatorFacade: NSObject, UICollectionViewDropCoordinator {
  let engine: ListDropCoordinator
  private let core: ListFacadeCore
  let items: [UICollectionViewDropItem]

  init(_ engine: ListDropCoordinator, core: ListFacadeCore) {
    self.engine = engine
    self.core = core
    items = engine.items.map(ListDropItemFacade.init)
  }

  var destinationIndexPath: IndexPath? {
    engine.destinationIndexPath.map { IndexPath($0) }
  }

  var proposal: UICollectionViewDropProposal { UICollectionViewDropProposal(engine.proposal) }

  var session: UIDropSession { DropSessionFacade(engine.session) }

  func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder)
    -> UICollectionViewDropPlaceholderContext
  {
    let context = try? engine.drop(dragItem.engineItem, to: placeholder.engineValue(in: core))
    return ListPlaceholderContextFacade(context, dragItem: dragItem)
  }

  func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> UIDragAnimating {
    ListDropAnimatorFacade(engine.drop(dragItem.engineItem, toItemAt: indexPath.engineValue))
  }

  func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect)
    -> UIDragAnimating
  {
    ListDropAnimatorFacade(
      engine.drop(dragItem.engineItem, intoItemAt: indexPath.engineValue, rect: rect.engineValue))
  }

  func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating {
    ListDropAnimatorFacade(engine.drop(dragItem.engineItem, to: target.engineValue))
  }
}
