import DnDUIKit

// UIKit-spelled scenes of `CollectionBehaviourTests`, in a file that imports only DnDUIKit, as
// app code does (so `IndexPath` is Foundation's).

/// An album's cell: the title it shows.
final class AlbumCell: UICollectionViewCell {
  var title = ""
}

/// A grid of albums in sections, items 100 × 100 with 10 points between them: four a row in a
/// 500-point-wide view. It overrides only the data-source methods, so every delegate method is
/// `UICollectionViewController`'s own.
class AlbumGridController: UICollectionViewController {
  var sections = [["a0", "a1", "a2", "a3", "a4", "a5"]]

  static var albumLayout: UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    return layout
  }

  init() {
    super.init(collectionViewLayout: Self.albumLayout)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(AlbumCell.self, forCellWithReuseIdentifier: "Album")
  }

  override func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { sections[section].count }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Album", for: indexPath)
    (cell as? AlbumCell)?.title = sections[indexPath.section][indexPath.item]
    return cell
  }

  /// The title the collection view's cell for `indexPath` shows.
  func title(at indexPath: IndexPath) -> String? {
    (collectionView.cellForItem(at: indexPath) as? AlbumCell)?.title
  }
}

/// The album grid, spring-loaded, selecting through its overrides; it refuses to spring-load
/// the items in `refused`.
final class SpringAlbumController: AlbumGridController {
  var refused: Set<Int> = []
  var asked: [IndexPath] = []
  var selected: [IndexPath] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.isSpringLoaded = true
  }

  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    selected.append(indexPath)
  }

  override func collectionView(
    _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
    with context: UISpringLoadedInteractionContext
  ) -> Bool {
    asked.append(indexPath)
    return !refused.contains(indexPath.item)
  }
}

/// A plain view controller holding a spring-loaded collection view it made itself, whose data
/// source it is; the collection view's delegate is whatever the test sets.
final class AlbumHostViewController: UIViewController, UICollectionViewDataSource {
  let collection = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 500, height: 800),
    collectionViewLayout: AlbumGridController.albumLayout)
  let albums = ["h0", "h1", "h2", "h3", "h4", "h5"]

  override func viewDidLoad() {
    super.viewDidLoad()
    collection.accessibilityIdentifier = "albums"
    collection.isSpringLoaded = true
    collection.dataSource = self
    view.addSubview(collection)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { albums.count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    UICollectionViewCell(frame: .zero)
  }
}

/// A collection view delegate that implements none of the methods.
final class SilentCollectionDelegate: NSObject, UICollectionViewDelegate {}

/// The album grid as a drag source and drop destination. Its drop answer and how
/// `performDropWith` animates each item are the test's to choose; it records what it is told.
final class DropAlbumController: AlbumGridController, UICollectionViewDragDelegate,
  UICollectionViewDropDelegate
{
  enum DropStyle {
    /// Inserts the item at the destination and drops it to its cell.
    case toItem
    /// Drops the item into a 40 × 40 rect of the destination item's cell; the model keeps it.
    case intoItem
    /// Drops the item to a point of the collection view; the model keeps it.
    case toTarget
    /// Drops the item to a placeholder at the destination.
    case placeholder
    /// Moves the dragged-out item to the destination (a reorder) and drops it there.
    case reorder
  }

  var dropStyle = DropStyle.toItem
  var proposal = UICollectionViewDropProposal(
    operation: .copy, intent: .insertAtDestinationIndexPath)
  /// Items a tap during the drag does not add (an ordinary tap then selects them).
  var refusedAdding: Set<Int> = []
  var added: [IndexPath] = []
  var addedPoints: [CGPoint] = []
  var selected: [IndexPath] = []
  var exits = 0
  var sessionItemCounts: [Int] = []
  var coordinatorDestination: IndexPath?
  var coordinatorSources: [IndexPath?] = []
  var coordinatorProposal: UICollectionViewDropProposal?
  var coordinatorSessionItems = 0
  var animationsRun = 0
  var completions: [UIViewAnimatingPosition] = []
  var context: UICollectionViewDropPlaceholderContext?
  var cellUpdates: [String] = []
  var previewProvided = 0
  var hadActiveDropWhileUpdating = false

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.dragDelegate = self
    collectionView.dropDelegate = self
  }

  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    selected.append(indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, itemsForBeginning session: UIDragSession,
    at indexPath: IndexPath
  ) -> [UIDragItem] {
    let title = sections[indexPath.section][indexPath.item]
    let item = UIDragItem(itemProvider: NSItemProvider(object: title as NSString))
    item.localObject = title
    return [item]
  }

  func collectionView(
    _ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession,
    at indexPath: IndexPath, point: CGPoint
  ) -> [UIDragItem] {
    guard !refusedAdding.contains(indexPath.item) else { return [] }
    added.append(indexPath)
    addedPoints.append(point)
    let title = sections[indexPath.section][indexPath.item]
    return [UIDragItem(itemProvider: NSItemProvider(object: title as NSString))]
  }

  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal {
    hadActiveDropWhileUpdating = collectionView.hasActiveDrop
    sessionItemCounts.append(session.items.count)
    return proposal
  }

  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession
  ) {
    exits += 1
  }

  func collectionView(
    _ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator
  ) {
    coordinatorDestination = coordinator.destinationIndexPath
    coordinatorSources = coordinator.items.map(\.sourceIndexPath)
    coordinatorProposal = coordinator.proposal
    coordinatorSessionItems = coordinator.session.items.count
    guard let item = coordinator.items.first else { return }
    let destination = coordinator.destinationIndexPath ?? IndexPath(item: 0, section: 0)
    let animator: UIDragAnimating
    switch dropStyle {
    case .toItem:
      collectionView.performBatchUpdates {
        self.sections[destination.section].insert("dropped", at: destination.item)
        collectionView.insertItems(at: [destination])
      }
      animator = coordinator.drop(item.dragItem, toItemAt: destination)
    case .intoItem:
      animator = coordinator.drop(
        item.dragItem, intoItemAt: destination, rect: CGRect(x: 30, y: 30, width: 40, height: 40))
    case .toTarget:
      animator = coordinator.drop(
        item.dragItem,
        to: UIDragPreviewTarget(container: collectionView, center: CGPoint(x: 250, y: 700)))
    case .placeholder:
      let placeholder = UICollectionViewDropPlaceholder(
        insertionIndexPath: destination, reuseIdentifier: "Album")
      placeholder.cellUpdateHandler = { cell in
        (cell as? AlbumCell)?.title = "loading"
        self.cellUpdates.append("update")
      }
      placeholder.previewParametersProvider = { _ in
        self.previewProvided += 1
        return UIDragPreviewParameters()
      }
      let context = coordinator.drop(item.dragItem, to: placeholder)
      self.context = context
      animator = context
    case .reorder:
      guard let source = item.sourceIndexPath else { return }
      collectionView.performBatchUpdates {
        let moved = self.sections[source.section].remove(at: source.item)
        self.sections[destination.section].insert(moved, at: destination.item)
        collectionView.deleteItems(at: [source])
        collectionView.insertItems(at: [destination])
      }
      animator = coordinator.drop(item.dragItem, toItemAt: destination)
    }
    animator.addAnimations { self.animationsRun += 1 }
    animator.addCompletion { self.completions.append($0) }
  }
}

/// The album grid as a drag source and drop destination that implements only the required
/// methods: every other one is the protocols' default.
final class MinimalDropAlbumController: AlbumGridController, UICollectionViewDragDelegate,
  UICollectionViewDropDelegate
{
  var coordinatorProposal: UICollectionViewDropProposal?

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.dragDelegate = self
    collectionView.dropDelegate = self
  }

  func collectionView(
    _ collectionView: UICollectionView, itemsForBeginning session: UIDragSession,
    at indexPath: IndexPath
  ) -> [UIDragItem] {
    [UIDragItem(itemProvider: NSItemProvider(object: sections[0][indexPath.item] as NSString))]
  }

  func collectionView(
    _ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator
  ) {
    coordinatorProposal = coordinator.proposal
  }
}

/// A data source of two albums, to replace another.
final class TwoAlbumsDataSource: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 2 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    UICollectionViewCell(frame: .zero)
  }
}
