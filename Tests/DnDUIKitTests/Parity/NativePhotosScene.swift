import DnDEngine
import DnDSimulator
import VirtualTime

/// `PhotosCollectionViewController`, natively: talk 223's photo library, a grid (`photos`, the
/// collection view that is the controller's view) that reorders by dragging, drags photos out to
/// other apps (a second finger's taps flock more), and takes images dropped from other apps —
/// each shown as a placeholder cell, with the app's own inline progress instead of the system's,
/// until its image has loaded (the talk's "Slow Photos" demo).
///
/// It implements what the UIKit controller implements — data source: the counts and cells;
/// delegate: nothing (`UICollectionViewController` is the view's delegate, but the app overrides
/// none of its methods); drag: `itemsForBeginning`, `itemsForAddingTo`; drop: `canHandle`,
/// `dropSessionDidUpdate`, `performDropWith` — and leaves every other method to the protocols'
/// defaults.
final class NativePhotoLibrary: ListDataSource, ListDelegate, ListDragDelegate, ListDropDelegate {
  var photos: [ImageObject] = ["sunset", "beach", "forest", "sunset", "beach", "forest"]
    .compactMap { NativeAssets.image(named: $0) }
  private(set) var collectionView: CollectionView?
  /// The main queue load completions hop to (UIKit's `DispatchQueue.main`).
  private let main: SimulatedQueue

  init(main: SimulatedQueue) {
    self.main = main
  }

  /// Builds the collection view filling `window` (as a collection view controller's view loads)
  /// and shows it.
  func load(into window: Window) {
    let collectionView = CollectionView(
      name: "photos", frame: window.rootView.bounds,
      layout: FlowLayout(
        itemSize: Size(width: 150, height: 150), minimumInteritemSpacing: 10,
        minimumLineSpacing: 10))
    collectionView.register(forReuseIdentifier: "Photo") { ListCell(name: $0, reuseIdentifier: $1) }
    collectionView.register(forReuseIdentifier: "Placeholder") {
      ListCell(name: $0, reuseIdentifier: $1)
    }
    // Set before the view joins a window: it loads its items now, unlogged, as a UIKit
    // collection view loads them when it joins the window.
    collectionView.dataSource = self
    collectionView.delegate = self
    collectionView.dragDelegate = self
    collectionView.dropDelegate = self
    collectionView.reorderingCadence = .fast
    self.collectionView = collectionView
    window.rootView.addSubview(collectionView)
  }

  // MARK: ListDataSource

  func numberOfItems(in list: ListView, section: Int) -> Int {
    photos.count
  }

  func cell(for list: ListView, at indexPath: ListIndexPath) -> ListCell {
    list.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
  }

  // MARK: ListDragDelegate

  func itemsForBeginning(_ list: ListView, session: DragSession, at indexPath: ListIndexPath)
    -> [DragItem]
  {
    [dragItem(at: indexPath)]
  }

  func itemsForAddingTo(
    _ list: ListView, session: DragSession, at indexPath: ListIndexPath, point: Point
  ) -> [DragItem] {
    [dragItem(at: indexPath)]
  }

  private func dragItem(at indexPath: ListIndexPath) -> DragItem {
    let item = DragItem(itemProvider: ItemProvider(object: photos[indexPath.item]))
    item.localObject = indexPath
    return item
  }

  // MARK: ListDropDelegate

  func canHandle(_ list: ListView, session: DropSession) -> Bool {
    session.canLoadObjects(ofClass: ImageObject.self)
  }

  func dropSessionDidUpdate(
    _ list: ListView, session: DropSession, destinationIndexPath: ListIndexPath?
  ) -> ListDropProposal {
    if session.localDragSession != nil {
      return ListDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
    return ListDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
  }

  func performDrop(_ list: ListView, coordinator: ListDropCoordinator) {
    let destinationIndexPath =
      coordinator.destinationIndexPath ?? ListIndexPath(item: 0, section: 0)
    if coordinator.proposal.operation == .move, coordinator.items.count == 1,
      let item = coordinator.items.first, let sourceIndexPath = item.sourceIndexPath
    {
      // Reorder: take the photo out, put it back in, and let the cell land there.
      try? list.performBatchUpdates {
        let photo = self.photos.remove(at: sourceIndexPath.item)
        self.photos.insert(photo, at: destinationIndexPath.item)
        try list.deleteItems(at: [sourceIndexPath])
        try list.insertItems(at: [destinationIndexPath])
      }
      coordinator.drop(item.dragItem, toItemAt: destinationIndexPath)
      return
    }
    // From another app: a placeholder per image, with our own progress in it.
    coordinator.session.progressIndicatorStyle = .none
    for item in coordinator.items
    where item.dragItem.itemProvider.canLoadObject(ofClass: ImageObject.self) {
      let placeholder = ListDropPlaceholder(
        insertionIndexPath: destinationIndexPath, reuseIdentifier: "Placeholder")
      let context = try? coordinator.drop(item.dragItem, to: placeholder)
      item.dragItem.itemProvider.loadObject(ofClass: ImageObject.self) { result in
        self.main.async {
          if case .success(let image) = result {
            _ = try? context?.commitInsertion { insertionIndexPath in
              self.photos.insert(image, at: insertionIndexPath.item)
            }
          } else {
            context?.deletePlaceholder()
          }
        }
      }
    }
  }
}

/// The native twin of `uikit-photos` (Examples/UIKitApps/Scenes/main.swift), written with the
/// engine's API only: talk 223's photo library (app `library`, team `example`, left, a
/// collection view) beside a photos app of another team (app `slowphotos`, team `other`,
/// right) whose images may load slowly (the traces' fault-plan variants play "Slow Photos").
final class NativePhotosScene: DnDScene {
  static let name = "uikit-photos"
  let library: NativePhotoLibrary
  let source = NativePhotoStrip()

  init(system: DragDropSystem) throws {
    library = NativePhotoLibrary(main: system.clock.main)
    let libraryWindow = Window(
      app: App(name: "library", team: "example"),
      frame: Rect(x: 0, y: 0, width: 700, height: 768))
    let sourceWindow = Window(
      app: App(name: "slowphotos", team: "other"),
      frame: Rect(x: 700, y: 0, width: 324, height: 768))
    system.addWindow(libraryWindow)
    system.addWindow(sourceWindow)
    library.load(into: libraryWindow)
    source.load(into: sourceWindow)
  }
}
