#if canImport(UIKit)
  import UIKit
#else
  import DnDUIKit
#endif

/// A card on the board: wide cards take two columns.
struct KanbanCard {
  var title: String
  var isWide: Bool
}

/// A card's cell: a title label.
class KanbanCardCell: UICollectionViewCell {
  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(titleLabel)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// The board: cards in a flow layout, wide and narrow, reordered by dragging; text dropped from
/// another app becomes a new card once it has loaded.
class KanbanBoardViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout,
  UICollectionViewDragDelegate, UICollectionViewDropDelegate
{
  static let cardIdentifier = "KanbanCard"

  var cards: [KanbanCard] = [
    KanbanCard(title: "Design", isWide: true),
    KanbanCard(title: "Build", isWide: false),
    KanbanCard(title: "Test", isWide: false),
    KanbanCard(title: "Ship", isWide: true),
    KanbanCard(title: "Review", isWide: false),
  ]
  /// Where a dropped card is loading, while it loads.
  var loadingIndexPath: IndexPath?
  /// The placeholder of the dropped card, while it loads.
  var loadingContext: UICollectionViewDropPlaceholderContext?

  init() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 110, height: 80)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    super.init(collectionViewLayout: layout)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(
      KanbanCardCell.self, forCellWithReuseIdentifier: KanbanBoardViewController.cardIdentifier)
    collectionView.dragDelegate = self
    collectionView.dropDelegate = self
    collectionView.dragInteractionEnabled = true
  }

  // MARK: UICollectionViewDataSource

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    return cards.count
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(
        withReuseIdentifier: KanbanBoardViewController.cardIdentifier, for: indexPath)
      as! KanbanCardCell
    cell.titleLabel.text = cards[indexPath.item].title
    return cell
  }

  // MARK: UICollectionViewDelegateFlowLayout

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    return cards[indexPath.item].isWide
      ? CGSize(width: 230, height: 80) : CGSize(width: 110, height: 80)
  }

  // MARK: UICollectionViewDragDelegate

  func collectionView(
    _ collectionView: UICollectionView, itemsForBeginning session: UIDragSession,
    at indexPath: IndexPath
  ) -> [UIDragItem] {
    let card = cards[indexPath.item]
    let dragItem = UIDragItem(itemProvider: NSItemProvider(object: card.title as NSString))
    dragItem.localObject = card.title
    return [dragItem]
  }

  // MARK: UICollectionViewDropDelegate

  func collectionView(
    _ collectionView: UICollectionView, canHandle session: UIDropSession
  ) -> Bool {
    return session.canLoadObjects(ofClass: NSString.self)
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
    let destination =
      coordinator.destinationIndexPath ?? IndexPath(item: cards.count, section: 0)
    guard let item = coordinator.items.first else { return }
    if let source = item.sourceIndexPath {
      collectionView.performBatchUpdates({
        let card = cards.remove(at: source.item)
        cards.insert(card, at: destination.item)
        collectionView.deleteItems(at: [source])
        collectionView.insertItems(at: [destination])
      })
      coordinator.drop(item.dragItem, toItemAt: destination)
      return
    }
    let placeholder = UICollectionViewDropPlaceholder(
      insertionIndexPath: destination,
      reuseIdentifier: KanbanBoardViewController.cardIdentifier)
    placeholder.cellUpdateHandler = { cell in
      (cell as? KanbanCardCell)?.titleLabel.text = "Loading…"
    }
    loadingContext = coordinator.drop(item.dragItem, to: placeholder)
    loadingIndexPath = destination
    item.dragItem.itemProvider.loadObject(ofClass: NSString.self) { object, error in
      let title = (object as? NSString).map { $0 as String }
      DispatchQueue.main.async {
        self.finishLoading(title)
      }
    }
  }

  /// Turns the placeholder into a card with the loaded title, or removes it.
  func finishLoading(_ title: String?) {
    loadingIndexPath = nil
    guard let context = loadingContext else { return }
    loadingContext = nil
    guard let title = title else {
      context.deletePlaceholder()
      return
    }
    context.commitInsertion(dataSourceUpdates: { insertionIndexPath in
      self.cards.insert(KanbanCard(title: title, isWide: false), at: insertionIndexPath.item)
    })
  }

  /// Shows how far the dropped card has loaded on its placeholder's cell.
  func showLoadingProgress(_ percent: Int) {
    guard let indexPath = loadingIndexPath,
      let cell = collectionView.cellForItem(at: indexPath) as? KanbanCardCell
    else { return }
    cell.titleLabel.text = "Loading \(percent)%"
  }
}
