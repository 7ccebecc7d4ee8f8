import DnDEngine

/// A table: rows in sections from a data source, with drag and drop in index-path terms (UIKit's
/// `UITableView`). It stands for an engine `TableView`, which installs its own drag
/// and drop interactions when a drag or drop delegate is set and logs the index-path calls under
/// `<table>.drag`, `<table>.drop`, `<table>.dataSource` and `<table>.delegate`.
///
/// As in UIKit, the data source and delegates are not retained, and the table loads its rows on
/// first use (joining a window, a query, an update), not when the data source
/// is set. An inconsistent update is refused and logged as `updateRejected` where UIKit raises
/// `NSInternalInconsistencyException`; the table then keeps its rows until `reloadData()`.
///
/// It is a ``UIScrollView``, as in UIKit: the scroll view's state is stored, its ``contentOffset``
/// (only `y`) and ``contentSize`` come from the rows, and nothing scrolls.
open class UITableView: UIScrollView {
  /// The table's look (UIKit's `UITableView.Style`); kept, not drawn.
  nonisolated public enum Style: Int, Sendable {
    /// Rows without section grouping.
    case plain = 0
    /// Sections as groups.
    case grouped = 1
    /// Sections as inset groups.
    case insetGrouped = 2
  }

  /// How an update animates (UIKit's `UITableView.RowAnimation`); accepted, nothing animates.
  nonisolated public enum RowAnimation: Int, Sendable {
    /// Fade.
    case fade = 0
    /// Slide from the right.
    case right = 1
    /// Slide from the left.
    case left = 2
    /// Slide from the top.
    case top = 3
    /// Slide from the bottom.
    case bottom = 4
    /// No animation.
    case none = 5
    /// Keep the middle in place.
    case middle = 6
    /// The system's choice.
    case automatic = 100
  }

  /// Where a row is scrolled to (UIKit's `UITableView.ScrollPosition`): ``scrollToRow(at:at:animated:)``
  /// scrolls so; selecting a row does not scroll.
  nonisolated public enum ScrollPosition: Int, Sendable {
    /// Wherever it is.
    case none = 0
    /// At the top.
    case top = 1
    /// In the middle.
    case middle = 2
    /// At the bottom.
    case bottom = 3
  }

  /// The value of `rowHeight` (and of a placeholder's row height) that asks for the default
  /// height: the engine's 44 points, as rows are not self-sized here.
  public static let automaticDimension: CGFloat = -1

  /// The table's style.
  public let style: UITableView.Style
  package let engineTable: TableView
  let core: ListFacadeCore
  private let dataSourceAdapter = TableDataSourceAdapter()
  private let delegateAdapter = TableDelegateAdapter()
  private let dragAdapter = TableDragAdapter()
  private let dropAdapter = TableDropAdapter()
  private var storedRowHeight: CGFloat = UITableView.automaticDimension
  /// `beginUpdates` nesting, and the updates made since the outermost one.
  private var updateDepth = 0
  private var pendingUpdates: [(ListView) throws -> Void] = []

  /// A table of `style` in `frame`.
  public init(frame: CGRect, style: UITableView.Style) {
    let table = TableView(name: String(describing: Self.self), frame: frame.engineValue)
    engineTable = table
    core = ListFacadeCore(list: table)
    self.style = style
    UIView.prepareEngineView(table)
    super.init(frame: .zero)
    dataSourceAdapter.table = self
    delegateAdapter.table = self
    dragAdapter.table = self
    dropAdapter.table = self
    table.dataSource = dataSourceAdapter
    table.heightForRow = { [weak self] indexPath in
      guard let self else { return TableLayout().rowHeight }
      let height =
        self.delegate?.tableView(self, heightForRowAt: IndexPath(indexPath))
        ?? self.rowHeight
      return height < 0 ? self.layoutRowHeight : Double(height)
    }
  }

  /// A plain table in `frame`.
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// A plain table with a zero frame.
  public convenience init() {
    self.init(frame: .zero, style: .plain)
  }

  /// Storyboards are not modelled: a table made from an archive does not exist.
  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: Data source and delegates

  /// Where the rows come from; not retained. A new one reloads a table that has loaded.
  open weak var dataSource: UITableViewDataSource? {
    didSet {
      guard oldValue !== dataSource else { return }
      core.dataSourceDidChange()
    }
  }

  /// Told of selections and asked about spring loading and row heights; not retained. It is
  /// also the scroll view's delegate.
  open weak var delegate: UITableViewDelegate? {
    didSet { engineTable.delegate = delegate == nil ? nil : delegateAdapter }
  }

  /// The table's delegate, as the scroll view's: setting one that is not a table delegate (through
  /// a `UIScrollView` reference) removes the table's.
  public override var _scrollViewDelegate: UIScrollViewDelegate? {
    get { delegate }
    set { delegate = newValue as? UITableViewDelegate }
  }

  /// The source side; setting it installs the table's drag interaction. Not retained.
  open weak var dragDelegate: UITableViewDragDelegate? {
    didSet { engineTable.dragDelegate = dragDelegate == nil ? nil : dragAdapter }
  }

  /// The destination side; setting it installs the table's drop interaction. Not retained.
  open weak var dropDelegate: UITableViewDropDelegate? {
    didSet { engineTable.dropDelegate = dropDelegate == nil ? nil : dropAdapter }
  }

  // MARK: Drag and drop state

  /// Whether rows can be dragged: as set, else the device's default (on for a tablet, off for
  /// a phone).
  open var dragInteractionEnabled: Bool {
    get { core.dragInteractionEnabled }
    set { core.dragInteractionEnabled = newValue }
  }

  /// Whether a drag that started in the table is under way.
  open var hasActiveDrag: Bool { engineTable.hasActiveDrag }

  /// Whether a drop session is over the table.
  open var hasActiveDrop: Bool { engineTable.hasActiveDrop }

  /// Whether placeholders or a drop gap exist (avoid `reloadData()` then: it removes
  /// placeholders).
  open var hasUncommittedUpdates: Bool { engineTable.hasUncommittedUpdates }

  /// Whether a drag hovering over a row spring-loads it (selects it).
  open var isSpringLoaded: Bool {
    get { engineTable.isSpringLoaded }
    set { engineTable.isSpringLoaded = newValue }
  }

  // MARK: Layout

  /// Every row's height, unless the delegate gives one; ``automaticDimension`` (the default)
  /// gives 44 points.
  open var rowHeight: CGFloat {
    get { storedRowHeight }
    set {
      storedRowHeight = newValue
      var layout = (engineTable.layout as? TableLayout) ?? TableLayout()
      layout.rowHeight = newValue < 0 ? TableLayout().rowHeight : Double(newValue)
      engineTable.layout = layout
    }
  }

  /// The height rows are estimated at before they lay out; stored (rows here are laid out at
  /// their real height at once). ``automaticDimension`` by default, as in UIKit since iOS 11.
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension

  /// The height of every section header the delegate does not size; below zero
  /// (``automaticDimension``, the default) counts as no header. It moves the rows below it.
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
    didSet { updateLayout { $0.sectionHeaderHeight = max(0, Double(self.sectionHeaderHeight)) } }
  }

  /// The height of every section footer the delegate does not size; below zero
  /// (``automaticDimension``, the default) counts as no footer. It moves the rows below it.
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
    didSet { updateLayout { $0.sectionFooterHeight = max(0, Double(self.sectionFooterHeight)) } }
  }

  /// The estimated height of section headers; stored.
  open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension

  /// The estimated height of section footers; stored.
  open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

  /// The view above the first section. Its frame's height (as it is when assigned, as in
  /// UIKit) moves every row down by that much and counts in ``contentSize``; the view itself is
  /// kept, not placed (a drop over it is over no row, as over a header in UIKit).
  open var tableHeaderView: UIView? {
    didSet {
      let height = Double(tableHeaderView?.frame.height ?? 0)
      updateLayout { $0.tableHeaderHeight = height }
    }
  }

  /// The view below the last section. Its frame's height (as it is when assigned) counts in
  /// ``contentSize``; the view itself is kept, not placed.
  open var tableFooterView: UIView? {
    didSet {
      let height = Double(tableFooterView?.frame.height ?? 0)
      updateLayout { $0.tableFooterHeight = height }
    }
  }

  /// The view behind the rows; stored, not placed.
  open var backgroundView: UIView?

  /// How the lines between rows are drawn; stored. `.singleLine` by default.
  open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine

  /// The colour of the lines between rows; stored.
  open var separatorColor: UIColor?

  /// The insets of the lines between rows; stored.
  open var separatorInset: UIEdgeInsets = .zero

  /// Whether the table is in editing mode; stored (nothing shows editing controls here).
  open var isEditing = false

  /// Turns editing mode on or off; stored.
  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
  }

  /// Changes the engine table's layout.
  private func updateLayout(_ change: (inout TableLayout) -> Void) {
    var layout = (engineTable.layout as? TableLayout) ?? TableLayout()
    change(&layout)
    engineTable.layout = layout
  }

  /// The height the layout gives a row without one of its own.
  private var layoutRowHeight: Double {
    (engineTable.layout as? TableLayout)?.rowHeight ?? TableLayout().rowHeight
  }

  /// How far the rows are scrolled; only `y` is modelled (rows outside the bounds have no cells).
  open override var contentOffset: CGPoint {
    get { CGPoint(x: 0, y: CGFloat(engineTable.contentOffset)) }
    set { engineTable.contentOffset = Double(newValue.y) }
  }

  /// The size of the rows as the table lays them out: its width, and the height of every row
  /// (the delegate's `heightForRowAt`, else ``rowHeight``), section headers and footers and the
  /// table's header and footer views; placeholders and a drop gap not counted. Setting it
  /// changes nothing: UIKit recomputes it from the rows.
  open override var contentSize: CGSize {
    get { CGSize(engineTable.dataContentSize) }
    set {}
  }

  // MARK: Cells

  /// Registers the class the table makes cells of for `identifier` (nil removes it). The class
  /// is made with `init(style: .default, reuseIdentifier:)`.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    core.register(cellClass, as: UITableViewCell.self, for: identifier)
  }

  /// Registers a nib for `identifier` (UIKit's `UITableView.register(_:forCellReuseIdentifier:)`
  /// taking a `UINib`): nibs cannot load on Linux, so the table makes plain ``UITableViewCell``s
  /// for it (a cast to the nib's cell class fails); nil removes the registration.
  open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    register(nib == nil ? nil : UITableViewCell.self, forCellReuseIdentifier: identifier)
  }

  /// A new cell of the class registered for `identifier`, named `<table>.cell<n>` in creation
  /// order (a plain cell when nothing is registered; UIKit raises an exception).
  open func dequeueReusableCell(
    withIdentifier identifier: String, for indexPath: IndexPath
  ) -> UITableViewCell {
    let engineCell = engineTable.dequeueReusableCell(
      withReuseIdentifier: identifier, for: indexPath.engineValue)
    return UITableViewCell.facade(for: engineCell, in: core)
  }

  /// A new cell of the class registered for `identifier`, as
  /// `dequeueReusableCell(withIdentifier:for:)`; nil when nothing is registered for it.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    guard core.isRegistered(identifier) else { return nil }
    return dequeueReusableCell(
      withIdentifier: identifier, for: IndexPath(row: 0, section: 0))
  }

  // MARK: Scrolling

  /// The row's frame in the table's content (UIKit's `UITableView.rectForRow(at:)`), at the
  /// table's own index path (a placeholder is a row); `.zero` for a row that does not exist.
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    engineTable.presentedFrame(at: indexPath.engineValue).map { CGRect($0) } ?? .zero
  }

  /// Scrolls so that the row shows where `scrollPosition` says (UIKit's
  /// `UITableView.scrollToRow(at:at:animated:)`): the content offset changes at once, between
  /// zero and the content's end, and the rows it brings into the bounds get cells. Nothing
  /// animates.
  open func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    let position: ListView.ScrollPosition? =
      switch scrollPosition {
      case .none: nil
      case .top: .top
      case .middle: .middle
      case .bottom: .bottom
      }
    engineTable.scroll(toPresentedIndexPath: indexPath.engineValue, at: position)
  }

  /// The cell the table shows for a row; nil when the row has none (it is off screen) or does
  /// not exist. While drop placeholders are shown, the table's index paths count them as rows,
  /// as UIKit's do: at a placeholder's index path this is the placeholder's cell (the one its
  /// `cellUpdateHandler` configures), and the rows after it come one later.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    engineTable.presentedCell(at: indexPath.engineValue).map {
      UITableViewCell.facade(for: $0, in: core)
    }
  }

  /// The index path of a cell the table shows, a placeholder's cell included (counting
  /// placeholders, as ``cellForRow(at:)``); nil for a cell not shown.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    engineTable.presentedIndexPath(for: cell.engineCell).map { IndexPath($0) }
  }

  /// The row (or placeholder) under a point in the table's coordinates, counting placeholders as
  /// ``cellForRow(at:)``.
  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    engineTable.presentedIndexPathForItem(at: point.engineValue).map { IndexPath($0) }
  }

  /// The cells the table shows, placeholders' cells included, top to bottom.
  open var visibleCells: [UITableViewCell] {
    engineTable.visibleCells.map { UITableViewCell.facade(for: $0, in: core) }
  }

  /// The index paths of ``visibleCells``, in order; nil when no cell is shown.
  open var indexPathsForVisibleRows: [IndexPath]? {
    let paths = engineTable.indexPathsForVisibleItems
    return paths.isEmpty ? nil : paths.map { IndexPath($0) }
  }

  // MARK: Counts

  /// How many sections the table shows.
  open var numberOfSections: Int { engineTable.numberOfSections }

  /// How many rows `section` shows (0 for a section that does not exist).
  open func numberOfRows(inSection section: Int) -> Int {
    engineTable.numberOfRows(inSection: section)
  }

  // MARK: Selection

  /// Whether more than one row can be selected.
  open var allowsMultipleSelection: Bool {
    get { engineTable.allowsMultipleSelection }
    set { engineTable.allowsMultipleSelection = newValue }
  }

  /// The selected row (the first in index-path order), if any.
  open var indexPathForSelectedRow: IndexPath? { indexPathsForSelectedRows?.first }

  /// The selected rows in index-path order; nil when none is selected.
  open var indexPathsForSelectedRows: [IndexPath]? { core.indexPathsForSelectedItems }

  /// Selects a row without telling the delegate; nil deselects every row.
  open func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition
  ) {
    core.selectItem(at: indexPath)
  }

  /// Deselects a row without telling the delegate.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    engineTable.deselectItem(at: indexPath.engineValue)
  }

  // MARK: Updates

  /// Reloads every row from the data source; placeholders are removed (their commits then
  /// return false).
  open func reloadData() {
    engineTable.reloadData()
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

  /// Starts a batch that ends at the matching `endUpdates()`.
  open func beginUpdates() {
    core.load()
    updateDepth += 1
  }

  /// Ends a batch: the updates made since the outermost `beginUpdates()` apply as one.
  open func endUpdates() {
    guard updateDepth > 0 else { return }
    updateDepth -= 1
    guard updateDepth == 0 else { return }
    let updates = pendingUpdates
    pendingUpdates = []
    core.update { list in
      try list.performBatchUpdates {
        for update in updates { try update(list) }
      }
    }
  }

  /// Adds to the open `beginUpdates` batch, or applies at once.
  private func record(_ change: @escaping (ListView) throws -> Void) {
    if updateDepth > 0 { pendingUpdates.append(change) } else { core.update(change) }
  }

  /// Rows inserted, as index paths after the update.
  open func insertRows(
    at indexPaths: [IndexPath], with animation: UITableView.RowAnimation
  ) {
    let paths = indexPaths.map(\.engineValue)
    record { try $0.insertItems(at: paths) }
  }

  /// Rows deleted, as index paths before the update.
  open func deleteRows(
    at indexPaths: [IndexPath], with animation: UITableView.RowAnimation
  ) {
    let paths = indexPaths.map(\.engineValue)
    record { try $0.deleteItems(at: paths) }
  }

  /// A row moved: from an index path before the update to one after it.
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    let from = indexPath.engineValue
    let to = newIndexPath.engineValue
    record { try $0.moveItem(at: from, to: to) }
  }

  /// Rows whose cells the data source gives anew, as index paths before the update.
  open func reloadRows(
    at indexPaths: [IndexPath], with animation: UITableView.RowAnimation
  ) {
    let paths = indexPaths.map(\.engineValue)
    record { try $0.reloadItems(at: paths) }
  }

  /// Sections inserted, as indices after the update.
  open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    let indices = Array(sections)
    record { try $0.insertSections(indices) }
  }

  /// Sections deleted, as indices before the update.
  open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    let indices = Array(sections)
    record { try $0.deleteSections(indices) }
  }

  /// Sections whose rows the data source gives anew: deleted and inserted again.
  open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    record(ListFacadeCore.reloading(sections))
  }
}

/// UIKit's name before Swift 4.2 for ``UITableView/automaticDimension``.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let UITableViewAutomaticDimension: CGFloat = UITableView.automaticDimension
