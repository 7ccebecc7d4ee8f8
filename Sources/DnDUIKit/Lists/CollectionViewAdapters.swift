import DnDEngine

// The engine delegates of a `UICollectionView`: every engine question, asked of the collection view's UIKit
// data source and delegates in UIKit's terms. Each holds the collection view weakly; a logged call whose
// UIKit delegate is gone reports itself not implemented (UIKit then asks nobody), and plumbing
// (counts, cells) answers as an empty collection view.

/// The engine data source: counts and cells (collection views have no `moveItemAt` shortcut).
final class CollectionDataSourceAdapter: ListDataSource {
  weak var collectionView: UICollectionView?

  func numberOfSections(in list: ListView) -> Int {
    guard let collectionView, let dataSource = collectionView.dataSource else { return 0 }
    return dataSource.numberOfSections(in: collectionView)
  }

  func numberOfItems(in list: ListView, section: Int) -> Int {
    guard let collectionView, let dataSource = collectionView.dataSource else { return 0 }
    return dataSource.collectionView(collectionView, numberOfItemsInSection: section)
  }

  func cell(for list: ListView, at indexPath: ListIndexPath) -> ListCell {
    guard let collectionView, let dataSource = collectionView.dataSource else {
      return ListCell(name: "\(list.name).cell", reuseIdentifier: nil)
    }
    let cell = dataSource.collectionView(
      collectionView, cellForItemAt: IndexPath(indexPath))
    collectionView.core.adopt(cell)
    return cell.engineCell
  }

}

/// The engine delegate: selection and spring loading.
final class CollectionDelegateAdapter: ListDelegate {
  weak var collectionView: UICollectionView?

  private var parties: (UICollectionView, UICollectionViewDelegate)? {
    guard let collectionView, let delegate = collectionView.delegate else {
      DelegateMethod.reportNotImplemented()
      return nil
    }
    return (collectionView, delegate)
  }

  func shouldSpringLoadItem(
    _ list: ListView, at indexPath: ListIndexPath, context: SpringLoadedContext
  ) -> Bool {
    guard let (collectionView, delegate) = parties else { return true }
    return delegate.collectionView(
      collectionView, shouldSpringLoadItemAt: IndexPath(indexPath),
      with: UISpringLoadedInteractionContext(context, in: context.targetView ?? list))
  }

  func didSelectItem(_ list: ListView, at indexPath: ListIndexPath) {
    guard let (collectionView, delegate) = parties else { return }
    delegate.collectionView(collectionView, didSelectItemAt: IndexPath(indexPath))
  }
}

/// The engine drag delegate.
final class CollectionDragAdapter: ListDragDelegate {
  weak var collectionView: UICollectionView?

  private var parties: (UICollectionView, UICollectionViewDragDelegate)? {
    guard let collectionView, let delegate = collectionView.dragDelegate else {
      DelegateMethod.reportNotImplemented()
      return nil
    }
    return (collectionView, delegate)
  }

  private func session(_ session: DragSession) -> UIDragSession {
    DragSessionFacade.facade(for: session)
  }

  func itemsForBeginning(_ list: ListView, session: DragSession, at indexPath: ListIndexPath)
    -> [DragItem]
  {
    guard let (collectionView, delegate) = parties else { return [] }
    return delegate.collectionView(
      collectionView, itemsForBeginning: self.session(session), at: IndexPath(indexPath)
    ).map(\.engineItem)
  }

  func itemsForAddingTo(
    _ list: ListView, session: DragSession, at indexPath: ListIndexPath, point: Point
  ) -> [DragItem] {
    guard let (collectionView, delegate) = parties else { return [] }
    return delegate.collectionView(
      collectionView, itemsForAddingTo: self.session(session), at: IndexPath(indexPath),
      point: CGPoint(point)
    ).map(\.engineItem)
  }

  func dragPreviewParameters(_ list: ListView, at indexPath: ListIndexPath)
    -> PreviewParameters?
  {
    guard let (collectionView, delegate) = parties else { return nil }
    return delegate.collectionView(
      collectionView, dragPreviewParametersForItemAt: IndexPath(indexPath))?
      .engineValue
  }

  func dragSessionWillBegin(_ list: ListView, session: DragSession) {
    guard let (collectionView, delegate) = parties else { return }
    delegate.collectionView(collectionView, dragSessionWillBegin: self.session(session))
  }

  func dragSessionDidEnd(_ list: ListView, session: DragSession) {
    guard let (collectionView, delegate) = parties else { return }
    delegate.collectionView(collectionView, dragSessionDidEnd: self.session(session))
  }

  func dragSessionAllowsMoveOperation(_ list: ListView, session: DragSession) -> Bool {
    guard let (collectionView, delegate) = parties else { return true }
    return delegate.collectionView(
      collectionView, dragSessionAllowsMoveOperation: self.session(session))
  }

  func dragSessionIsRestrictedToDraggingApplication(_ list: ListView, session: DragSession)
    -> Bool
  {
    guard let (collectionView, delegate) = parties else { return false }
    return delegate.collectionView(
      collectionView, dragSessionIsRestrictedToDraggingApplication: self.session(session))
  }
}

/// The engine drop delegate.
final class CollectionDropAdapter: ListDropDelegate {
  weak var collectionView: UICollectionView?

  private var parties: (UICollectionView, UICollectionViewDropDelegate)? {
    guard let collectionView, let delegate = collectionView.dropDelegate else {
      DelegateMethod.reportNotImplemented()
      return nil
    }
    return (collectionView, delegate)
  }

  func performDrop(_ list: ListView, coordinator: ListDropCoordinator) {
    guard let (collectionView, delegate) = parties else { return }
    delegate.collectionView(
      collectionView,
      performDropWith: CollectionDropCoordinatorFacade(coordinator, core: collectionView.core))
  }

  func canHandle(_ list: ListView, session: DropSession) -> Bool {
    guard let (collectionView, delegate) = parties else { return true }
    return delegate.collectionView(collectionView, canHandle: DropSessionFacade(session))
  }

  func dropSessionDidEnter(_ list: ListView, session: DropSession) {
    guard let (collectionView, delegate) = parties else { return }
    delegate.collectionView(collectionView, dropSessionDidEnter: DropSessionFacade(session))
  }

  func dropSessionDidUpdate(
    _ list: ListView, session: DropSession, destinationIndexPath: ListIndexPath?
  ) -> ListDropProposal {
    guard let (collectionView, delegate) = parties else {
      return ListDropProposal(operation: .copy)
    }
    return delegate.collectionView(
      collectionView, dropSessionDidUpdate: DropSessionFacade(session),
      withDestinationIndexPath: destinationIndexPath.map { IndexPath($0) }
    ).engineListValue
  }

  func dropSessionDidExit(_ list: ListView, session: DropSession) {
    guard let (collectionView, delegate) = parties else { return }
    delegate.collectionView(collectionView, dropSessionDidExit: DropSessionFacade(session))
  }

  func dropSessionDidEnd(_ list: ListView, session: DropSession) {
    guard let (collectionView, delegate) = parties else { return }
    delegate.collectionView(collectionView, dropSessionDidEnd: DropSessionFacade(session))
  }

  func dropPreviewParameters(_ list: ListView, at indexPath: ListIndexPath)
    -> PreviewParameters?
  {
    guard let (collectionView, delegate) = parties else { return nil }
    return delegate.collectionView(
      collectionView, dropPreviewParametersForItemAt: IndexPath(indexPath))?
      .engineValue
  }
}
