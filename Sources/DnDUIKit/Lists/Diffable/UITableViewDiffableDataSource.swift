import DnDEngine

/// A table's data source that answers from a snapshot of identifiers (UIKit's
/// `UITableViewDiffableDataSource`). Made for a table, it becomes the table's data source;
/// ``apply(_:animatingDifferences:completion:)`` changes the table's rows as one batch of updates
/// would (logged as the engine's `update`), ``applySnapshotUsingReloadData(_:completion:)`` as
/// `reloadData()` does, so drops land, placeholders open and the log reads as for a data source
/// written by hand holding the same items.
///
/// As in UIKit, rows can be moved only when a subclass overrides
/// ``tableView(_:canMoveRowAt:)``; this class implements ``tableView(_:moveRowAt:to:)``, so a
/// drag of one row that the drop delegate proposes as `.move` with
/// `.insertAtDestinationIndexPath` reorders through it (Docs/delegate-methods.md), and the
/// snapshot follows the move. Edit mode is not modelled: the table does not ask
/// `canMoveRowAt` before a drag reorders (Docs/uikit.md, "Diffable data sources").
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
  UITableViewDataSource
where
  SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
  ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
  /// Makes the cell of an item; a nil cell gives a plain one (UIKit raises an exception).
  public typealias CellProvider =
    (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) ->
    UITableViewCell?

  private let diffable = DiffableCore<SectionIdentifierType, ItemIdentifierType>()
  private let cellProvider: CellProvider
  private weak var tableView: UITableView?

  /// A data source for `tableView`, which it becomes the data source of; `cellProvider` makes
  /// the cells.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.cellProvider = cellProvider
    self.tableView = tableView
    super.init()
    tableView.dataSource = self
  }

  /// How row changes animate; kept (nothing animates).
  open var defaultRowAnimation: UITableView.RowAnimation = .automatic

  // MARK: Snapshots

  /// A copy of the snapshot the table shows.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    diffable.snapshot
  }

  /// Shows `snapshot`: the table's rows change as one batch of updates (`reloadData()` when the
  /// difference has a section moved), animated or not alike; `completion` runs when that is
  /// done, at once.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    diffable.apply(snapshot, to: tableView?.core, reloadingData: false)
    completion?()
  }

  /// Shows `snapshot`, as ``apply(_:animatingDifferences:completion:)``, returning when done.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true
  ) async {
    apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
  }

  /// Shows `snapshot` by reloading the table's data, without a difference.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    diffable.apply(snapshot, to: tableView?.core, reloadingData: true)
    completion?()
  }

  /// Shows `snapshot` by reloading the table's data, returning when done.
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

  // MARK: UITableViewDataSource

  /// The snapshot's number of sections.
  open func numberOfSections(in tableView: UITableView) -> Int {
    diffable.snapshot.numberOfSections
  }

  /// The number of items of the snapshot's section.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    diffable.numberOfItems(inSection: section)
  }

  /// The cell provider's cell for the item at `indexPath`.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    guard let item = diffable.itemIdentifier(for: indexPath),
      let cell = cellProvider(tableView, indexPath, item)
    else { return tableView.dequeueReusableCell(withIdentifier: "", for: indexPath) }
    return cell
  }

  /// No title; override to give one (headers are not shown).
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// No title; override to give one (footers are not shown).
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// False, as in UIKit: override to allow editing (not modelled).
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// False, as in UIKit: override to allow moving rows.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// The table moved a row: the snapshot moves the item the same way. A subclass that
  /// overrides it to update its model calls `super` to keep the snapshot in step.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    diffable.moveItem(at: sourceIndexPath, to: destinationIndexPath)
  }
}
