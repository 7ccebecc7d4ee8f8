import DnDEngine

/// A collection view's data source that answers from a snapshot of identifiers (UIKit's
/// `UICollectionViewDiffableDataSource`). Made for a collection view, it becomes its data
/// source; ``apply(_:animatingDifferences:completion:)`` changes the items as one batch of
/// updates would (logged as the engine's `update`), ``applySnapshotUsingReloadData(_:completion:)``
/// as `reloadData()` does, so drops land, placeholders open and the log reads as for a data
/// source written by hand holding the same items.
///
/// ``reorderingHandlers`` are kept, not called: a drag that reorders goes to the drop delegate's
/// `performDropWith`, as for any collection view here (Docs/uikit.md, "Diffable data sources").
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
  UICollectionViewDataSource
where
  SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
  ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
  /// Makes the cell of an item; a nil cell gives a plain one (UIKit raises an exception).
  public typealias CellProvider =
    (
      _ collectionView: UICollectionView, _ indexPath: IndexPath,
      _ itemIdentifier: ItemIdentifierType
    ) -> UICollectionViewCell?

  /// Makes a supplementary view (headers and footers are not shown, so it is never called).
  public typealias SupplementaryViewProvider =
    (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath) ->
    UICollectionReusableView?

  /// The handlers a collection view asks when its items are reordered (UIKit's
  /// `UICollectionViewDiffableDataSource.ReorderingHandlers`); kept, not called here.
  @preconcurrency @MainActor
  public struct ReorderingHandlers {
    /// Whether an item can be reordered; nil (the default) allows none.
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    /// Before a reordering transaction applies.
    public var willReorder:
      ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    /// After a reordering transaction applied: update the backing store from it.
    public var didReorder:
      ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

    /// No handlers.
    public init() {}
  }

  private let diffable = DiffableCore<SectionIdentifierType, ItemIdentifierType>()
  private let cellProvider: CellProvider
  private weak var collectionView: UICollectionView?

  /// A data source for `collectionView`, which it becomes the data source of; `cellProvider`
  /// makes the cells.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.cellProvider = cellProvider
    self.collectionView = collectionView
    super.init()
    collectionView.dataSource = self
  }

  /// Makes supplementary views; kept (supplementary views are not shown).
  open var supplementaryViewProvider: SupplementaryViewProvider?

  /// The handlers for reordering; kept (see the type's discussion).
  open var reorderingHandlers = ReorderingHandlers()

  // MARK: Snapshots

  /// A copy of the snapshot the collection view shows.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    diffable.snapshot
  }

  /// Shows `snapshot`: the items change as one batch of updates (`reloadData()` when the
  /// difference has a section moved), animated or not alike; `completion` runs when that is
  /// done, at once.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    diffable.apply(snapshot, to: collectionView?.core, reloadingData: false)
    invalidateCompositionalLayout()
    completion?()
  }

  /// Shows `snapshot`, as ``apply(_:animatingDifferences:completion:)``, returning when done.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true
  ) async {
    apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
  }

  /// Shows `snapshot` by reloading the collection view's data, without a difference.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    diffable.apply(snapshot, to: collectionView?.core, reloadingData: true)
    invalidateCompositionalLayout()
    completion?()
  }

  /// A compositional layout asks its section provider again (the sections may have changed).
  private func invalidateCompositionalLayout() {
    (collectionView?.collectionViewLayout as? UICollectionViewCompositionalLayout)?
      .invalidateLayout()
  }

  /// Shows `snapshot` by reloading the collection view's data, returning when done.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) async {
    applySnapshotUsingReloadData(snapshot, completion: nil)
  }

  // MARK: Identifiers and index paths

  /// The item shown at `indexPath`; nil when there is none.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    diffable.itemIdentifier(for: indexPath)
  }

  /// Where an item is shown; nil when the snapshot lacks it.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    diffable.indexPath(for: itemIdentifier)
  }

  /// The section shown at `index`; nil when there is none.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    diffable.sectionIdentifier(for: index)
  }

  /// Where a section is shown; nil when the snapshot lacks it.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    diffable.snapshot.indexOfSection(sectionIdentifier)
  }

  // MARK: UICollectionViewDataSource

  /// The snapshot's number of sections.
  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    diffable.snapshot.numberOfSections
  }

  /// The number of items of the snapshot's section.
  open func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    diffable.numberOfItems(inSection: section)
  }

  /// The cell provider's cell for the item at `indexPath`.
  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    guard let item = diffable.itemIdentifier(for: indexPath),
      let cell = cellProvider(collectionView, indexPath, item)
    else { return collectionView.dequeueReusableCell(withReuseIdentifier: "", for: indexPath) }
    return cell
  }
}

/// A reordering of a diffable data source's items (UIKit's `NSDiffableDataSourceTransaction`),
/// handed to ``UICollectionViewDiffableDataSource/ReorderingHandlers``.
nonisolated public struct NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>
where SectionIdentifierType: Hashable, ItemIdentifierType: Hashable {
  /// The snapshot before the reordering.
  public let initialSnapshot:
    NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The snapshot after it.
  public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The items' change, from the initial to the final snapshot's items.
  public let difference: CollectionDifference<ItemIdentifierType>
  /// The reordering by section.
  public let sectionTransactions:
    [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

  /// The transaction taking `initialSnapshot` to `finalSnapshot`, section by section.
  init(
    initial initialSnapshot: NSDiffableDataSourceSnapshot<
      SectionIdentifierType, ItemIdentifierType
    >,
    final finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) {
    self.initialSnapshot = initialSnapshot
    self.finalSnapshot = finalSnapshot
    difference = finalSnapshot.itemIdentifiers.difference(
      from: initialSnapshot.itemIdentifiers)
    sectionTransactions = finalSnapshot.sectionIdentifiers.map { section in
      let before = initialSnapshot.itemIdentifiers(inSection: section)
      let after = finalSnapshot.itemIdentifiers(inSection: section)
      return NSDiffableDataSourceSectionTransaction(
        sectionIdentifier: section, difference: after.difference(from: before))
    }
  }
}

/// One section's part of a reordering (UIKit's `NSDiffableDataSourceSectionTransaction`).
nonisolated public struct NSDiffableDataSourceSectionTransaction<
  SectionIdentifierType, ItemIdentifierType
>
where SectionIdentifierType: Hashable, ItemIdentifierType: Hashable {
  /// The section.
  public let sectionIdentifier: SectionIdentifierType
  /// The section's items' change.
  public let difference: CollectionDifference<ItemIdentifierType>
}
