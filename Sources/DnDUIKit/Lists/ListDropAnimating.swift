import DnDEngine

/// The engine's per-item drop animation handle, as UIKit's `UIDragAnimating` (what
/// `drop(_:toRowAt:)` and its twins return).
final class ListDropAnimatorFacade: NSObject, UIDragAnimating {
  let engine: ListDropAnimator

  init(_ engine: ListDropAnimator) {
    self.engine = engine
  }

  func addAnimations(_ animations: @escaping () -> Void) {
    engine.addAnimations(animations)
  }

  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    engine.addCompletion { completion(UIViewAnimatingPosition($0)) }
  }
}

/// A dropped item as a coordinator describes it: UIKit's `UITableViewDropItem` and
/// `UICollectionViewDropItem` (the same three properties).
final class ListDropItemFacade: NSObject, UITableViewDropItem, UICollectionViewDropItem {
  let dragItem: UIDragItem
  let sourceIndexPath: IndexPath?
  let previewSize: CGSize

  init(_ engine: ListDropItem) {
    dragItem = UIDragItem.facade(for: engine.dragItem)
    sourceIndexPath = engine.sourceIndexPath.map { IndexPath($0) }
    previewSize = CGSize(engine.previewSize)
  }
}

/// A placeholder as the app holds it after `drop(_:to:)`: UIKit's
/// `UITableViewDropPlaceholderContext` and `UICollectionViewDropPlaceholderContext`.
///
/// It stands for an engine `ListPlaceholderContext`, or for none when the engine
/// refused the placeholder (the coordinator was spent, the item was not dropped, the index path
/// was invalid — logged by the engine; UIKit raises an exception): then every call is a no-op
/// and commit and delete return false.
final class ListPlaceholderContextFacade: NSObject, UITableViewDropPlaceholderContext,
  UICollectionViewDropPlaceholderContext
{
  let engine: ListPlaceholderContext?
  let dragItem: UIDragItem

  init(_ engine: ListPlaceholderContext?, dragItem: UIDragItem) {
    self.engine = engine
    self.dragItem = dragItem
  }

  /// Runs `dataSourceUpdates` with the placeholder's current index path and shows the item.
  /// False, without running the block, when the placeholder is gone; false also when the data
  /// source's counts afterwards are wrong (the engine logs `updateRejected`; UIKit raises
  /// `NSInternalInconsistencyException`).
  @discardableResult
  func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
    guard let engine else { return false }
    do {
      return try engine.commitInsertion { dataSourceUpdates(IndexPath($0)) }
    } catch {
      return false
    }
  }

  @discardableResult
  func deletePlaceholder() -> Bool {
    engine?.deletePlaceholder() ?? false
  }

  func setNeedsCellUpdate() {
    engine?.setNeedsCellUpdate()
  }

  func addAnimations(_ animations: @escaping () -> Void) {
    engine?.addAnimations(animations)
  }

  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    engine?.addCompletion { completion(UIViewAnimatingPosition($0)) }
  }
}
