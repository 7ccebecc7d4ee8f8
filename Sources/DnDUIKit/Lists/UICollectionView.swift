import DnDEngine

/// A collection view: items in sections from a data source, placed by a layout, with drag and
/// drop in index-path terms (UIKit's `UICollectionView`). It stands for an engine
/// `CollectionView`, which installs its own drag and drop interactions when a drag or
/// drop delegate is set and logs the index-path calls under `<collection>.drag`,
/// `<collection>.drop`, `<collection>.dataSource` and `<collection>.delegate`.
///
/// As in UIKit, the data source and delegates are not retained, and the collection view loads
/// its items on first use (joining a window, a query, an update), not when
/// the data source is set. An inconsistent update is refused and logged as `updateRejected`
/// where UIKit raises `NSInternalInconsistencyException`; the view then keeps its items until
/// `reloadData()`.
///
/// It is a ``UIScrollView``, as in UIKit: the scroll view's state is stored, its ``contentOffset``
/// (only `y`) and ``contentSize`` come from the items, and nothing scrolls.
open class UICollectionView: UIScrollView {
  /// How eagerly the drop gap follows a drag that reorders the items (UIKit's
  /// `UICollectionView.ReorderingCadence`, same raw values); the pacing is the device's.
  nonisolated public enum ReorderingCadence: Int, Sendable {
    /// The gap moves at once.
    case immediate = 0
    /// The gap moves once the drag rests briefly on a new place.
    case fast = 1
    /// The gap moves once the drag rests deliberately on a new place.
    case slow = 2

    init(_ engine: DnDEngine.ReorderingCadence) {
      self = ReorderingCadence(rawValue: engine.rawValue) ?? .immediate
    }

    var engineValue: DnDEngine.ReorderingCadence {
      DnDEngine.ReorderingCadence(rawValue: rawValue) ?? .immediate
    }
  }

  /// Where an item is scrolled to (UIKit's `UICollectionView.ScrollPosition`):
  /// ``scrollToItem(at:at:animated:)`` scrolls to the vertical positions (only vertical layouts
  /// are modelled); selecting an item does not scroll.
  nonisolated public struct ScrollPosition: OptionSet, Sendable {
    /// The positions' bits.
    public let rawValue: UInt
    /// A position of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Wherever it is.
    public static let none = ScrollPosition([])
    /// At the top.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// Centred vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// At the bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// At the left.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// Centred horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// At the right.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  package let engineCollection: CollectionView
  let core: ListFacadeCore
  private let dataSourceAdapter = CollectionDataSourceAdapter()
  private let delegateAdapter = CollectionDelegateAdapter()
  private let dragAdapter = CollectionDragAdapter()
  private let dropAdapter = CollectionDropAdapter()

  /// A collection view in `frame` whose items `layout` places.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    let collection = CollectionView(
      name: String(describing: Self.self), frame: frame.engineValue, layout: layout.engineLayout)
    engineCollection = collection
    core = ListFacadeCore(list: collection)
    collectionViewLayout = layout
    UIView.prepareEngineView(collection)
    super.init(frame: .zero)
    layout.collectionView = self
    dataSourceAdapter.collectionView = self
    delegateAdapter.collectionView = self
    dragAdapter.collectionView = self
    dropAdapter.collectionView = self
    collection.dataSource = dataSourceAdapter
    connectFlowLayoutDelegate()
  }

  /// Storyboards are not modelled: a collection view made from an archive does not exist.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// How the items are placed; setting it lays them out again.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      guard oldValue !== collectionViewLayout else { return }
      if oldValue.collectionView === self { oldValue.collectionView = nil }
      collectionViewLayout.collectionView = self
      layoutDidChange()
    }
  }

  /// The layout's values changed: the engine lays the items out again.
  func layoutDidChange() {
    engineCollection.layout = collectionViewLayout.engineLayout
  }

  // MARK: Data source and delegates

  /// Where the items come from; not retained. A new one reloads a view that has loaded.
  open weak var dataSource: UICollectionViewDataSource? {
    didSet {
      guard oldValue !== dataSource else { return }
      core.dataSourceDidChange()
    }
  }

  /// Told of selections and asked about spring loading — and, as a
  /// ``UICollectionViewDelegateFlowLayout``, about sizes; not retained. It is also the scroll
  /// view's delegate.
  open weak var delegate: UICollectionViewDelegate? {
    didSet {
      engineCollection.delegate = delegate == nil ? nil : delegateAdapter
      // A flow layout delegate sizes the items: lay them out again.
      layoutDidChange()
    }
  }

  /// The collection view's delegate, as the scroll view's: setting one that is not a collection
  /// view delegate (through a `UIScrollView` reference) removes the collection view's.
  public override var _scrollViewDelegate: UIScrollViewDelegate? {
    get { delegate }
    set { delegate = newValue as? UICollectionViewDelegate }
  }

  /// The source side; setting it installs the view's drag interaction. Not retained.
  open weak var dragDelegate: UICollectionViewDragDelegate? {
    didSet { engineCollection.dragDelegate = dragDelegate == nil ? nil : dragAdapter }
  }

  /// The destination side; setting it installs the view's drop interaction. Not retained.
  open weak var dropDelegate: UICollectionViewDropDelegate? {
    didSet { engineCollection.dropDelegate = dropDelegate == nil ? nil : dropAdapter }
  }

  // MARK: Drag and drop state

  /// Whether items can be dragged: as set, else the device's default (on for a tablet, off for
  /// a phone).
  open var dragInteractionEnabled: Bool {
    get { core.dragInteractionEnabled }
    set { core.dragInteractionEnabled = newValue }
  }

  /// How eagerly the drop gap follows a reordering drag; `.immediate` by default.
  open var reorderingCadence: UICollectionView.ReorderingCadence {
    get { ReorderingCadence(engineCollection.reorderingCadence) }
    set { engineCollection.reorderingCadence = newValue.engineValue }
  }

  /// Whether a drag that started in the view is under way.
  open var hasActiveDrag: Bool { engineCollection.hasActiveDrag }

  /// Whether a drop session is over the view.
  open var hasActiveDrop: Bool { engineCollection.hasActiveDrop }

  /// Whether placeholders or a drop gap exist (avoid `reloadData()` then: it removes
  /// placeholders).
  open var hasUncommittedUpdates: Bool { engineCollection.hasUncommittedUpdates }

  /// Whether a drag hovering over an item spring-loads it (selects it).
  open var isSpringLoaded: Bool {
    get { engineCollection.isSpringLoaded }
    set { engineCollection.isSpringLoaded = newValue }
  }

  /// How far the items are scrolled; only `y` is modelled (items outside the bounds have no
  /// cells).
  open override var contentOffset: CGPoint {
    get { CGPoint(x: 0, y: CGFloat(engineCollection.contentOffset)) }
    set { engineCollection.contentOffset = Double(newValue.y) }
  }

  /// The layout's `collectionViewContentSize`, as in UIKit. Setting it changes nothing: UIKit
  /// recomputes it from the layout.
  open override var contentSize: CGSize {
    get { collectionViewLayout.collectionViewContentSize }
    set {}
  }

  // MARK: Cells

  /// Registers the class the view makes cells of for `identifier` (nil removes it). The class
  /// is made with `init(frame:)`.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    core.register(cellClass, as: UICollectionViewCell.self, for: identifier)
  }

  /// Registers a nib for `identifier` (UIKit's
  /// `UICollectionView.register(_:forCellWithReuseIdentifier:)` taking a `UINib`): nibs cannot
  /// load on Linux, so the view makes plain ``UICollectionViewCell``s for it (a cast to the nib's
  /// cell class fails); nil removes the registration.
  open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    register(nib == nil ? nil : UICollectionViewCell.self, forCellWithReuseIdentifier: identifier)
  }

  /// A new cell of the class registered for `identifier`, named `<collection>.cell<n>` in
  /// creation order (a plain cell when nothing is registered; UIKit raises an exception).
  open func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionViewCell {
    let engineCell = engineCollection.dequeueReusableCell(
      withReuseIdentifier: identifier, for: indexPath.engineValue)
    return UICollectionViewCell.facade(for: engineCell, in: core)
  }

  // MARK: Scrolling

  /// Scrolls so that the item shows where `scrollPosition` says (UIKit's
  /// `UICollectionView.scrollToItem(at:at:animated:)`), at the view's own index path: the
  /// content offset changes at once, between zero and the content's end; with no vertical
  /// position, the least scroll that shows the item whole. Nothing animates.
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    let position: ListView.ScrollPosition? =
      if scrollPosition.contains(.top) {
        .top
      } else if scrollPosition.contains(.centeredVertically) {
        .middle
      } else if scrollPosition.contains(.bottom) {
        .bottom
      } else {
        nil
      }
    engineCollection.scroll(toPresentedIndexPath: indexPath.engineValue, at: position)
  }

  /// The cell the view shows for an item; nil when the item has none (it is off screen) or does
  /// not exist. While drop placeholders are shown, the view's index paths count them as items,
  /// as UIKit's do: at a placeholder's index path this is the placeholder's cell (the one its
  /// `cellUpdateHandler` configures), and the items after it come one later.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    engineCollection.presentedCell(at: indexPath.engineValue).map {
      UICollectionViewCell.facade(for: $0, in: core)
    }
  }

  /// The index path of a cell the view shows, a placeholder's cell included (counting
  /// placeholders, as ``cellForItem(at:)``); nil for a cell not shown.
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    engineCollection.presentedIndexPath(for: cell.engineCell).map { IndexPath($0) }
  }

  /// The item (or placeholder) under a point in the view's coordinates, counting placeholders as
  /// ``cellForItem(at:)``.
  open func indexPathForItem(at point: CGPoint) -> IndexPath? {
    engineCollection.presentedIndexPathForItem(at: point.engineValue).map { IndexPath($0) }
  }

  /// The cells the view shows, placeholders' cells included, in index-path order.
  open var visibleCells: [UICollectionViewCell] {
    engineCollection.visibleCells.map { UICollectionViewCell.facade(for: $0, in: core) }
  }

  /// The index paths of ``visibleCells``, in order.
  open var indexPathsForVisibleItems: [IndexPath] {
    engineCollection.indexPathsForVisibleItems.map { IndexPath($0) }
  }

  /// The data source's index path for one of the view's index paths: the same without
  /// placeholders; at a placeholder, the index path at which committing it inserts; nil for
  /// nil or a path the view does not have.
  open func dataSourceIndexPath(forPresentationIndexPath presentationIndexPath: IndexPath?)
    -> IndexPath?
  {
    guard let presentationIndexPath else { return nil }
    return engineCollection.dataIndexPath(
      forPresentationIndexPath: presentationIndexPath.engineValue
    ).map { IndexPath($0) }
  }

  // MARK: Counts

  /// How many sections the view shows.
  open var numberOfSections: Int { engineCollection.numberOfSections }

  /// How many items `section` shows (0 for a section that does not exist).
  open func numberOfItems(inSection section: Int) -> Int {
    engineCollection.numberOfItems(inSection: section)
  }

  // MARK: Selection

  /// Whether more than one item can be selected.
  open var allowsMultipleSelection: Bool {
    get { engineCollection.allowsMultipleSelection }
    set { engineCollection.allowsMultipleSelection = newValue }
  }

  /// The selected items in index-path order; nil when none is selected.
  open var indexPathsForSelectedItems: [IndexPath]? { core.indexPathsForSelectedItems }

  /// Selects an item without telling the delegate; nil deselects every item.
  open func selectItem(
    at indexPath: IndexPath?, animated: Bool,
    scrollPosition: UICollectionView.ScrollPosition
  ) {
    core.selectItem(at: indexPath)
  }

  /// Deselects an item without telling the delegate.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    engineCollection.deselectItem(at: indexPath.engineValue)
  }

  // MARK: Updates

  /// Reloads every item from the data source; placeholders are removed (their commits then
  /// return false).
  open func reloadData() {
    engineCollection.reloadData()
  }

  /// Applies the updates made in `updates` as one batch, checked against the data source's
  /// counts afterwards; `completion` runs at once (nothing animates), with false when the batch
  /// was refused.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    core.performBatchUpdates(updates, completion: completion)
  }

  /// `performBatchUpdates(_:completion:)` for a closure written in place — the form real code
  /// uses. UIKit's `updates` block is `NS_NOESCAPE` in Objective-C, and Swift imports it as an
  /// optional closure that is still non-escaping, so app code may use `self`'s properties in it
  /// without `self.`; Swift source cannot declare an optional non-escaping closure, so this
  /// overload takes the non-optional, non-escaping one (a closure literal picks it) and hands it
  /// to the open method, which a subclass may override, for the length of the call.
  public final func performBatchUpdates(
    _ updates: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    withoutActuallyEscaping(updates) { updates in
      performBatchUpdates(.some(updates), completion: completion)
    }
  }

  /// Items inserted, as index paths after the update.
  open func insertItems(at indexPaths: [IndexPath]) {
    core.update { try $0.insertItems(at: indexPaths.map(\.engineValue)) }
  }

  /// Items deleted, as index paths before the update.
  open func deleteItems(at indexPaths: [IndexPath]) {
    core.update { try $0.deleteItems(at: indexPaths.map(\.engineValue)) }
  }

  /// An item moved: from an index path before the update to one after it.
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    core.update { try $0.moveItem(at: indexPath.engineValue, to: newIndexPath.engineValue) }
  }

  /// Items whose cells the data source gives anew, as index paths before the update.
  open func reloadItems(at indexPaths: [IndexPath]) {
    core.update { try $0.reloadItems(at: indexPaths.map(\.engineValue)) }
  }

  /// Sections inserted, as indices after the update.
  open func insertSections(_ sections: IndexSet) {
    core.update { try $0.insertSections(Array(sections)) }
  }

  /// Sections deleted, as indices before the update.
  open func deleteSections(_ sections: IndexSet) {
    core.update { try $0.deleteSections(Array(sections)) }
  }

  /// Sections whose items the data source gives anew: deleted and inserted again.
  open func reloadSections(_ sections: IndexSet) {
    core.update(ListFacadeCore.reloading(sections))
  }
}
