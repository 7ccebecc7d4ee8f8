#if canImport(UIKit)
  import UIKit
#else
  import DnDUIKit
#endif

/// Talk 223's photo library: a grid of photos that reorders by dragging, drags photos out to
/// other apps (a second finger's taps flock more), and takes images dropped from other apps —
/// each shown as a placeholder cell, with the app's own inline progress instead of the system's,
/// until its image has loaded (the talk's "Slow Photos" demo).
final class PhotosCollectionViewController: UICollectionViewController,
  UICollectionViewDragDelegate, UICollectionViewDropDelegate
{
  var photos: [UIImage] = ["sunset", "beach", "forest", "sunset", "beach", "forest"]
    .compactMap { UIImage(named: $0) }

  convenience init() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 150, height: 150)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    self.init(collectionViewLayout: layout)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.accessibilityIdentifier = "photos"
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Placeholder")
    collectionView.dragDelegate = self
    collectionView.dropDelegate = self
    collectionView.reorderingCadence = .fast
  }

  // MARK: - UICollectionViewDataSource

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  {
    return photos.count
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    return collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
  }

  // MARK: - UICollectionViewDragDelegate

  func collectionView(
    _ collectionView: UICollectionView, itemsForBeginning session: UIDragSession,
    at indexPath: IndexPath
  ) -> [UIDragItem] {
    return [dragItem(at: indexPath)]
  }

  func collectionView(
    _ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession,
    at indexPath: IndexPath, point: CGPoint
  ) -> [UIDragItem] {
    return [dragItem(at: indexPath)]
  }

  private func dragItem(at indexPath: IndexPath) -> UIDragItem {
    let item = UIDragItem(itemProvider: NSItemProvider(object: photos[indexPath.item]))
    item.localObject = indexPath
    return item
  }

  // MARK: - UICollectionViewDropDelegate

  func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool
  {
    return session.canLoadObjects(ofClass: UIImage.self)
  }

  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal {
    if session.localDragSession != nil {
      return UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
    return UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator
  ) {
    let destinationIndexPath = coordinator.destinationIndexPath ?? IndexPath(item: 0, section: 0)
    if coordinator.proposal.operation == .move, coordinator.items.count == 1,
      let item = coordinator.items.first, let sourceIndexPath = item.sourceIndexPath
    {
      // Reorder: take the photo out, put it back in, and let the cell land there.
      collectionView.performBatchUpdates(
        {
          let photo = self.photos.remove(at: sourceIndexPath.item)
          self.photos.insert(photo, at: destinationIndexPath.item)
          collectionView.deleteItems(at: [sourceIndexPath])
          collectionView.insertItems(at: [destinationIndexPath])
        }, completion: nil)
      coordinator.drop(item.dragItem, toItemAt: destinationIndexPath)
      return
    }
    // From another app: a placeholder per image, with our own progress in it.
    coordinator.session.progressIndicatorStyle = .none
    for item in coordinator.items
    where item.dragItem.itemProvider.canLoadObject(ofClass: UIImage.self) {
      let placeholder = UICollectionViewDropPlaceholder(
        insertionIndexPath: destinationIndexPath, reuseIdentifier: "Placeholder")
      // The context is used only on the main queue, where the load's handler sends it; the
      // handler is `@Sendable` and the context is not `Sendable` (Docs/uikit.md, "Concurrency").
      nonisolated(unsafe) let context = coordinator.drop(item.dragItem, to: placeholder)
      item.dragItem.itemProvider.loadObject(ofClass: UIImage.self) { object, _ in
        DispatchQueue.main.async {
          if let image = object as? UIImage {
            context.commitInsertion(dataSourceUpdates: { insertionIndexPath in
              self.photos.insert(image, at: insertionIndexPath.item)
            })
          } else {
            context.deletePlaceholder()
          }
        }
      }
    }
  }
}
