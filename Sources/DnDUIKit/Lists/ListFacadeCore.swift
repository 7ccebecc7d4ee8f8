import DnDEngine

/// What `UITableView` and `UICollectionView` share: the engine list they stand for, the DnDUIKit
/// cells of the engine cells it shows, and UIKit's lazy loading.
///
/// **Cells.** An engine `ListCell` does not retain the DnDUIKit cell standing for it
/// (its `facade` is weak), so the core keeps every cell it made or was given until the engine
/// list lets go of its engine cell (no longer a subview of the list); it looks at that whenever
/// it keeps a new one. The set is an array in creation order: nothing observable iterates it.
///
/// **Loading.** The engine list loads lazily (`ListView.loadsLazily`): setting a data source
/// does not ask it anything; the list loads its counts and cells, unlogged, on first use —
/// joining a window (`UIView` loads a list it moves into one), a query, an update, or
/// ``load()``, which the view controllers also call when their view is about to appear (UIKit
/// loads at the first layout pass). So cells are made after the app has registered its classes
/// in `viewDidLoad`, and are named after the view's final name.
final class ListFacadeCore {
  let list: ListView
  private var keptCells: [UIView] = []
  private var registeredIdentifiers: [String] = []
  private var adoptedCells = 0

  init(list: ListView) {
    self.list = list
    list.loadsLazily = true
  }

  /// Loads counts and cells if the list has not loaded yet.
  func load() {
    list.loadIfNeeded()
  }

  /// A new data source: a list that has loaded reloads; one in a window loads now; else it
  /// loads on first use.
  func dataSourceDidChange() {
    if list.hasLoaded {
      list.reloadData()
    } else if list.window != nil {
      load()
    }
  }

  /// UIKit's `dragInteractionEnabled`: as set, else the device's default.
  var dragInteractionEnabled: Bool {
    get { list.dragInteractionEnabled ?? dragInteractionEnabledByDefault }
    set { list.dragInteractionEnabled = newValue }
  }

  /// The device's default for `dragInteractionEnabled`: the profile of the system the list is
  /// in, else of the one running the code, else on.
  private var dragInteractionEnabledByDefault: Bool {
    let system = list.window?.system ?? DelegateMethod.currentSystem
    return system?.profile.dragInteractionEnabledByDefault ?? true
  }

  // MARK: Cells

  /// Keeps `cell` alive while its engine cell is in the list (or about to be).
  func keep(_ cell: UIView) {
    keptCells.removeAll { $0.engineView.superview !== list && $0 !== cell }
    if !keptCells.contains(where: { $0 === cell }) { keptCells.append(cell) }
  }

  /// A cell the data source returned: kept, and — when the app made it itself rather than
  /// dequeuing it, and gave it no `accessibilityIdentifier` — named by its place,
  /// `<list>/<Type><n>` (`n` counting such cells of the list), as a view joining a superview is.
  func adopt(_ cell: _ListCellView) {
    keep(cell)
    guard !cell.hasListName else { return }
    cell.hasListName = true
    guard cell.accessibilityIdentifier == nil else { return }
    adoptedCells += 1
    cell.engineView.rename("\(list.name)/\(String(describing: type(of: cell)))\(adoptedCells)")
  }

  /// Registers how the engine list makes cells for `identifier`: `make` builds the DnDUIKit cell
  /// while ``ListCellMaking`` hands it the engine name and reuse identifier; `nil` removes the
  /// registration (the engine then makes plain cells, which get plain DnDUIKit cells on demand).
  func register(_ identifier: String, make: ((String) -> UIView)?) {
    registeredIdentifiers.removeAll { $0 == identifier }
    guard let make else {
      list.register(forReuseIdentifier: identifier) { name, reuseIdentifier in
        ListCell(name: name, reuseIdentifier: reuseIdentifier)
      }
      return
    }
    registeredIdentifiers.append(identifier)
    list.register(forReuseIdentifier: identifier) { [weak self] name, reuseIdentifier in
      let pending = ListCellMaking(name: name, reuseIdentifier: reuseIdentifier)
      let cell = ListCellMaking.$current.withValue(pending) { make(reuseIdentifier) }
      self?.keep(cell)
      // The class's initializer made the engine cell from `pending`.
      return pending.made ?? ListCell(name: name, reuseIdentifier: reuseIdentifier)
    }
  }

  /// Registers `cellClass` for `identifier` (nil removes it); a class that is not a `Cell` makes
  /// plain `Cell`s. The class is made with ``_ListCellView/init(registeredReuseIdentifier:)``.
  func register<Cell: _ListCellView>(
    _ cellClass: AnyClass?, as _: Cell.Type, for identifier: String
  ) {
    guard let cellClass else { return register(identifier, make: nil) }
    let type = (cellClass as? Cell.Type) ?? Cell.self
    register(identifier) { reuseIdentifier in
      type.init(registeredReuseIdentifier: reuseIdentifier)
    }
  }

  /// The DnDUIKit cell of an engine cell: its own if it is a `Cell`, else the one `make` builds
  /// adopting it, kept.
  func cell<Cell: _ListCellView>(for engineCell: ListCell, make: () -> Cell) -> Cell {
    if let cell = engineCell.facade as? Cell { return cell }
    let pending = ListCellMaking(
      name: engineCell.name, reuseIdentifier: engineCell.reuseIdentifier ?? "",
      adopting: engineCell)
    let cell = ListCellMaking.$current.withValue(pending) { make() }
    keep(cell)
    return cell
  }

  /// `placeholder` with the app's handlers of a drop placeholder, handed the DnDUIKit cells
  /// `facade` gives for the engine's. A handler not set stays unset (no call is logged).
  func placeholder<Cell: _ListCellView>(
    _ placeholder: ListDropPlaceholder, cellUpdateHandler: ((Cell) -> Void)?,
    previewParametersProvider: ((Cell) -> UIDragPreviewParameters?)?,
    facade: @escaping (ListCell, ListFacadeCore) -> Cell
  ) -> ListDropPlaceholder {
    var placeholder = placeholder
    if let handler = cellUpdateHandler {
      placeholder.cellUpdateHandler = { [weak self] cell in
        guard let self else { return }
        handler(facade(cell, self))
      }
    }
    if let provider = previewParametersProvider {
      placeholder.previewParametersProvider = { [weak self] cell in
        guard let self else { return nil }
        return provider(facade(cell, self))?.engineValue
      }
    }
    return placeholder
  }

  /// Whether a class is registered for `identifier`.
  func isRegistered(_ identifier: String) -> Bool {
    registeredIdentifiers.contains(identifier)
  }

  // MARK: Updates

  /// UIKit's `performBatchUpdates(_:completion:)`: the engine's batch, whose inconsistent update
  /// the engine logs as `updateRejected` and refuses (UIKit raises
  /// `NSInternalInconsistencyException`); `completion` then runs with `false`.
  func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
    do {
      try list.performBatchUpdates({ updates?() }, completion: completion)
    } catch {
      completion?(false)
    }
  }

  /// One update outside or inside a batch; a rejected one is logged by the engine and dropped.
  func update(_ change: (ListView) throws -> Void) {
    do {
      try change(list)
    } catch {
      // The engine logged `updateRejected`; the view stays as its model was before.
    }
  }

  /// UIKit's `reloadSections`: the sections deleted and inserted again, as one batch.
  static func reloading(_ sections: IndexSet) -> (ListView) throws -> Void {
    let indices = Array(sections)
    return { list in
      try list.performBatchUpdates {
        try list.deleteSections(indices)
        try list.insertSections(indices)
      }
    }
  }

  // MARK: Selection

  /// The selected items in index-path order, counting placeholders as the view's cell queries
  /// do; nil when none is selected.
  var indexPathsForSelectedItems: [IndexPath]? {
    let paths = list.presentedIndexPathsForSelectedItems
    return paths.isEmpty ? nil : paths.map { IndexPath($0) }
  }

  /// Selects an item without telling the delegate; nil deselects every item.
  func selectItem(at indexPath: IndexPath?) {
    guard let indexPath else {
      for selected in list.indexPathsForSelectedItems {
        list.deselectItem(at: selected)
      }
      return
    }
    list.selectItem(at: indexPath.engineValue)
  }
}

/// The engine name and reuse identifier a cell the engine list asks for gets: bound while the
/// registered class's initializer runs, taken by the first cell initializer that runs (a cell
/// made inside another cell's initializer gets a name of its own).
final class ListCellMaking: @unchecked Sendable {
  /// The cell being made for a list on this thread, if any.
  @TaskLocal static var current: ListCellMaking?

  let name: String
  let reuseIdentifier: String
  /// An engine cell to stand for instead of making one (a cell the engine made by itself).
  let adopting: ListCell?
  /// The engine cell the first cell initializer made or adopted.
  private(set) var made: ListCell?

  init(name: String, reuseIdentifier: String, adopting: ListCell? = nil) {
    self.name = name
    self.reuseIdentifier = reuseIdentifier
    self.adopting = adopting
  }

  /// The engine cell for a cell initializer: the pending one's the first time, else a new one.
  static func engineCell(defaultName: String, reuseIdentifier: String?) -> ListCell {
    guard let pending = current, pending.made == nil else {
      return ListCell(name: defaultName, reuseIdentifier: reuseIdentifier)
    }
    let cell =
      pending.adopting ?? ListCell(name: pending.name, reuseIdentifier: pending.reuseIdentifier)
    pending.made = cell
    return cell
  }
}
