/// A table or collection view: sections of items from a data source, laid out by a
/// ``ListLayout``, with drag and drop in index-path terms — the layer of WWDC 2017 session 223.
///
/// Like UIKit's views it installs its own drag and drop interactions when a ``dragDelegate`` or
/// ``dropDelegate`` is set, and is their delegate: the app sees (and the log shows) only the
/// index-path calls, under `<name>.drag`, `<name>.drop`, `<name>.dataSource` and
/// `<name>.delegate`. What the view does by itself — batch updates, placeholders, the drop gap,
/// highlights, selection — is logged as `list` events under its name. The contract is in
/// `Docs/engine.md` ("Table and collection views").
///
/// Every index path the app sees counts data-source items only; placeholders, the drop gap and an
/// item lifted out for reordering are shadows the app never has to account for (Docs/uikit-behaviour.md
/// §3 (d) 7a, (e) notes). Use ``TableView`` or ``CollectionView``.
public class ListView: View {
  /// Table or collection: the differences are the layout's default, UIKit's method names in the
  /// log (`…ForRowAt` / `…ForItemAt`), the table's `.automatic` intent and `moveRowAt` shortcut,
  /// and the collection's reordering cadence.
  public enum Style: Sendable, Hashable {
    case table
    case collection
  }

  public let style: Style

  /// Asked for counts and cells. Held strongly (unlike UIKit), as interaction delegates are.
  /// Setting it loads the counts and cells at once (UIKit loads at the next layout pass).
  public var dataSource: (any ListDataSource)? {
    didSet {
      // A lazily loading view that has not loaded yet loads when first used (`loadsLazily`).
      if loadsLazily && !isLoaded { return }
      reloadData()
    }
  }
  /// For DnDUIKit's `UITableView` / `UICollectionView`: setting the data source of a view that
  /// has not loaded yet does not load it; it loads, unlogged, when first used or on
  /// ``loadIfNeeded()`` — as UIKit's views load at their first layout pass. Off by default.
  package var loadsLazily = false
  /// Setting it installs the view's drag interaction; `nil` removes it.
  public var dragDelegate: (any ListDragDelegate)? { didSet { updateInteractions() } }
  /// Whether the view's drop interaction takes several drop sessions at once (UIKit's
  /// `UIDropInteraction.allowsSimultaneousDropSessions`; false by default).
  public var allowsSimultaneousDropSessions: Bool {
    get { dropInteraction.allowsSimultaneousDropSessions }
    set { dropInteraction.allowsSimultaneousDropSessions = newValue }
  }
  /// Setting it installs the view's drop interaction; `nil` removes it.
  public var dropDelegate: (any ListDropDelegate)? { didSet { updateInteractions() } }
  public var delegate: (any ListDelegate)?

  /// The delegates the view asks: the app's, or one that implements nothing when none is set, so
  /// that a call nobody received leaves no line and gets UIKit's answer for a missing method
  /// (Docs/delegate-methods.md).
  var askedDragDelegate: any ListDragDelegate { dragDelegate ?? AbsentListDragDelegate.shared }
  var askedDropDelegate: any ListDropDelegate { dropDelegate ?? AbsentListDropDelegate.shared }
  var askedDelegate: any ListDelegate { delegate ?? AbsentListDelegate.shared }

  /// Maps items to frames and points to items; changing it re-lays out the cells.
  public var layout: any ListLayout { didSet { relayout() } }
  /// UIKit's `dragInteractionEnabled`: `nil` follows the device (on for a tablet, off for a phone).
  public var dragInteractionEnabled: Bool? {
    didSet { dragInteraction.isEnabled = dragInteractionEnabled }
  }
  /// Spring-load items under a hovering drag (talk 223): activation selects the item.
  public var isSpringLoaded = false { didSet { relayout() } }
  public var allowsMultipleSelection = false
  /// How far the content is scrolled (vertically); only items intersecting the bounds have cells.
  public var contentOffset: Double = 0 { didSet { relayout() } }

  /// A new size lays the items out again.
  public override var frame: Rect {
    didSet { if frame.size != oldValue.size { relayout() } }
  }

  // MARK: State (see the extensions)

  var contents = ListContents()
  var isLoaded = false
  /// Realised cells by entry; iterated only through `slots`, never to produce log order.
  var cells: [ListEntry: ListCell] = [:]
  var slots: [[ListSlot]] = []
  var geometry = ListGeometry(sections: [], contentSize: .zero)
  var nextToken = 0
  var nextCellNumber = 0
  /// Selected items by token, in selection order.
  var selectedTokens: [Int] = []
  var dragStates: [Int: CellDragState] = [:]
  var placeholderContexts: [Int: ListPlaceholderContext] = [:]
  var cellFactories: [String: (String, String) -> ListCell] = [:]
  /// The batch being collected inside ``performBatchUpdates(_:completion:)``.
  var pendingBatch: BatchUpdate?
  /// True while a placeholder's `dataSourceUpdates` block runs: view updates are refused then.
  var isCommittingPlaceholder = false
  /// Drag sessions that got `dragSessionWillBegin` (so `dragSessionDidEnd` stays balanced).
  var begunSessions: [DragSession] = []
  /// Drag sessions whose items came from this view, until they end.
  var sourceSessions: [DragSession] = []
  /// Which token each item dragged from this view came from.
  var dragSources: [(item: DragItem, token: Int)] = []
  /// The drop session over the view and what it shows (gap, highlight, lifted-out item).
  var dropTracking: ListDropTracking?
  var dragInteraction: DragInteraction!
  var dropInteraction: DropInteraction!

  init(name: String, frame: Rect, style: Style, layout: any ListLayout) {
    self.style = style
    self.layout = layout
    super.init(name: name, frame: frame)
    // Named after the view when added to it (`<name>.drag`, `<name>.drop`), so they follow a
    // view that is renamed (a DnDUIKit view named after its place).
    let drag = DragInteraction(delegate: ListDragAdapter(list: self))
    drag.isSystemOwned = true
    dragInteraction = drag
    let drop = DropInteraction(delegate: ListDropAdapter(list: self))
    drop.isSystemOwned = true
    dropInteraction = drop
  }

  /// Loads the counts and cells now if the view has not loaded yet (unlogged, as on first use).
  package func loadIfNeeded() {
    ensureLoaded()
  }

  /// Whether the view has loaded its counts from the data source.
  package var hasLoaded: Bool { isLoaded }

  // MARK: Queries

  /// Whether a drag that started in this view is under way (UIKit's `hasActiveDrag`).
  public var hasActiveDrag: Bool { !sourceSessions.isEmpty }
  /// Whether a drop session is over the view (UIKit's `hasActiveDrop`): from
  /// `dropSessionDidEnter` until it exits or ends.
  public var hasActiveDrop: Bool { dropTracking != nil }
  /// Placeholders exist or a drop gap is open (UIKit's `hasUncommittedUpdates`): avoid
  /// `reloadData`, which removes placeholders.
  public var hasUncommittedUpdates: Bool {
    ensureLoaded()
    return !contents.allPlaceholders.isEmpty || dropTracking?.gap != nil
  }

  public var numberOfSections: Int {
    ensureLoaded()
    return contents.numberOfSections
  }

  public func numberOfItems(inSection section: Int) -> Int {
    ensureLoaded()
    guard section >= 0, section < contents.numberOfSections else { return 0 }
    return contents.numberOfItems(inSection: section)
  }

  /// The visible cell of a data item, if it has one.
  public func cellForItem(at indexPath: ListIndexPath) -> ListCell? {
    ensureLoaded()
    guard let token = contents.item(at: indexPath) else { return nil }
    return cells[.item(token)]
  }

  /// The data index path of a cell the view shows for an item (`nil` for a placeholder's cell).
  public func indexPath(for cell: ListCell) -> ListIndexPath? {
    for section in slots {
      for slot in section {
        if case .item(let token) = slot, cells[.item(token)] === cell {
          return contents.indexPath(ofItem: token)
        }
      }
    }
    return nil
  }

  /// The data item under a point in the view's coordinates; nil over the spacing between items.
  public func indexPathForItem(at point: Point) -> ListIndexPath? {
    ensureLoaded()
    guard let (section, index) = geometry.slot(at: contentPoint(point)),
      case .item(let token) = slots[section][index]
    else { return nil }
    return contents.indexPath(ofItem: token)
  }

  /// Selected items' index paths, in index-path order.
  public var indexPathsForSelectedItems: [ListIndexPath] {
    selectedTokens.compactMap { contents.indexPath(ofItem: $0) }.sorted()
  }

  // MARK: Cells

  /// Registers how cells with `identifier` are made: the factory gets the cell's name and the
  /// identifier. Without a registration a plain ``ListCell`` is made.
  public func register(
    forReuseIdentifier identifier: String, factory: @escaping (String, String) -> ListCell
  ) {
    cellFactories[identifier] = factory
  }

  /// A new cell for the data source to configure, named `<view>.cell<n>` in creation order.
  public func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: ListIndexPath
  )
    -> ListCell
  {
    nextCellNumber += 1
    return makeCell(name: "\(name).cell\(nextCellNumber)", reuseIdentifier: identifier)
  }

  func makeCell(name: String, reuseIdentifier: String) -> ListCell {
    if let factory = cellFactories[reuseIdentifier] { return factory(name, reuseIdentifier) }
    return ListCell(name: name, reuseIdentifier: reuseIdentifier)
  }

  // MARK: Plumbing

  /// The system of the window the view is in: where it logs and whose clock it uses.
  var system: DragDropSystem? { window?.system }

  /// `Row` in a table, `Item` in a collection view: UIKit's method names in the log.
  var term: String { style == .table ? "Row" : "Item" }

  /// A `list` event under the view's name.
  func note(_ event: String, _ arguments: [EngineEvent.Argument] = [], result: String? = nil) {
    system?.log.record(.list, name, event, arguments, result: result)
  }

  /// The system of the window the view was last in while it called app code.
  private weak var lastSystem: DragDropSystem?

  /// Where a call into app code about a drag session is logged: the system of the view's window,
  /// else the one it was last in. A view that leaves its window during a session (a drop that
  /// pushes another view controller, say) still gets the session's last calls
  /// (`dragSessionDidEnd`, its cells' `dragStateDidChange`), as on a device, so the log still
  /// shows them (Docs/engine.md §13.1).
  func systemForSessionCalls() -> DragDropSystem? {
    if let system { lastSystem = system }
    return system ?? lastSystem
  }

  /// Calls app code on one of the view's delegates (`role`: drag, drop, dataSource, delegate),
  /// logged under `<view>.<role>` when the view is in a system's window (drag and drop calls:
  /// ``systemForSessionCalls()``).
  func call<Answer>(
    _ role: String, _ method: String, _ arguments: [EngineEvent.Argument] = [],
    answer: (Answer) -> String?, _ body: () -> Answer
  ) -> Answer {
    let inSession = role == "drag" || role == "drop"
    guard let system = inSession ? systemForSessionCalls() : system else { return body() }
    return system.ask(
      "\(name).\(role)", method, EventArguments(arguments), app: app, answer: answer, body)
  }

  func tell(
    _ role: String, _ method: String, _ arguments: [EngineEvent.Argument] = [],
    _ body: () -> Void
  ) {
    call(role, method, arguments, answer: { (_: Void) in nil }, body)
  }

  private func updateInteractions() {
    if dragDelegate != nil, dragInteraction.view !== self {
      addInteraction(dragInteraction)
    } else if dragDelegate == nil, dragInteraction.view === self {
      removeInteraction(dragInteraction)
    }
    if dropDelegate != nil, dropInteraction.view !== self {
      addInteraction(dropInteraction)
    } else if dropDelegate == nil, dropInteraction.view === self {
      removeInteraction(dropInteraction)
    }
  }

  /// A point in the view's coordinates in content coordinates (scrolled by ``contentOffset``).
  func contentPoint(_ point: Point) -> Point {
    Point(x: point.x, y: point.y + contentOffset)
  }
}

/// What occupies one position of a section as shown.
enum ListSlot: Hashable {
  case item(Int)
  case placeholder(Int)
  /// The drop gap of an insert-at proposal.
  case gap
}

extension EngineEvent.Argument {
  static func indexPath(_ label: String, _ indexPath: ListIndexPath?) -> EngineEvent.Argument {
    .init(label, indexPath?.logDescription ?? "nil")
  }
}
