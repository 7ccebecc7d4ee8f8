import DnDEngine

// The engine delegates of a `UICollectionView`: every engine question, asked of the collection view's UIKit
// data source and delegates in UIKit's terms. Each holds the collection view weakly; a logged call whose
// UIKit delegate is gone reports itself not implemented (UIKit then asks nobody), and plumbing
// (counts, cells) answers as an empty collection view.

/// The engine data source: counts and cells (collection views have no `moveItemAt` shortcut).
final class CollectionDataSourceAdapter: @preconcurrency ListDataSource {
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

/// The engine delegate: selection and spring loading; its methods are generated from the table
/// of delegate methods (ListDelegateAdapters.swift, Docs/delegate-methods.md).
final class CollectionDelegateAdapter {
  weak var collectionView: UICollectionView?

  var parties: (UICollectionView, UICollectionViewDelegate)? {
    guard let collectionView, let delegate = collectionView.delegate else {
      DelegateMethod.reportNotImplemented()
      return nil
    }
    return (collectionView, delegate)
  }
}

/// The engine drag delegate; its methods are generated from the table of delegate methods
/// (ListDelegateAdapters.swift, Docs/delegate-methods.md).
final class CollectionDragAdapter {
  weak var collectionView: UICollectionView?

  var parties: (UICollectionView, UICollectionViewDragDelegate)? {
    guard let collectionView, let delegate = collectionView.dragDelegate else {
      DelegateMethod.reportNotImplemented()
      return nil
    }
    return (collectionView, delegate)
  }

  func session(_ session: DragSession) -> UIDragSession {
    DragSessionFacade.facade(for: session)
  }
}

/// The engine drop delegate; its methods are generated likewise.
final class CollectionDropAdapter {
  weak var collectionView: UICollectionView?

  var parties: (UICollectionView, UICollectionViewDropDelegate)? {
    guard let collectionView, let delegate = collectionView.dropDelegate else {
      DelegateMethod.reportNotImplemented()
      return nil
    }
    return (collectionView, delegate)
  }

  func session(_ session: DropSession) -> UIDropSession {
    DropSessionFacade(session)
  }
}
