import DnDEngine

/// The drag, drop and general delegate of a declarative list, answering by its ``ListSpec``.
final class ListBehaviour: ListDragDelegate, ListDropDelegate, ListDelegate {
  unowned let list: DeclarativeList

  init(list: DeclarativeList) {
    self.list = list
  }

  var scene: DeclarativeScene { list.scene }
  var name: String { list.view.name }

  // Each optional method the scene says the app does not implement goes to the protocol's
  // default (`Unimplemented`): no line in the log, UIKit's answer for a missing method.

  /// Whether the drag delegate implements `method` (only asked while the list has one).
  private func dragImplements(_ method: ListDragDelegateMethod) -> Bool {
    list.spec.drag?.implements(method) ?? true
  }

  /// Whether the drop delegate implements `method` (only asked while the list has one).
  private func dropImplements(_ method: ListDropDelegateMethod) -> Bool {
    list.spec.drop?.implements(method) ?? true
  }

  // MARK: Drag

  func itemsForBeginning(_ view: ListView, session: DragSession, at indexPath: ListIndexPath)
    -> [DragItem]
  {
    guard let row = list.name(at: indexPath) else { return [] }
    return [makeItem(row)]
  }

  func itemsForAddingTo(
    _ view: ListView, session: DragSession, at indexPath: ListIndexPath, point: Point
  ) -> [DragItem] {
    guard dragImplements(.itemsForAddingTo) else {
      return Unimplemented.list.itemsForAddingTo(
        view, session: session, at: indexPath, point: point)
    }
    guard let rule = list.spec.drag?.flocking, let row = list.name(at: indexPath) else { return [] }
    return rule.admit([row], to: session, scene: scene).map(makeItem)
  }

  private func makeItem(_ row: String) -> DragItem {
    let item = scene.items.makeItem(row)
    list.dragged[ObjectIdentifier(item)] = row
    return item
  }

  func dragPreviewParameters(_ view: ListView, at indexPath: ListIndexPath) -> PreviewParameters? {
    guard dragImplements(.dragPreviewParameters) else {
      return Unimplemented.list.dragPreviewParameters(view, at: indexPath)
    }
    guard let radius = list.spec.drag?.previewCornerRadius,
      let cell = view.cellForItem(at: indexPath)
    else { return nil }
    return PreviewParameters(visiblePath: Path(roundedRect: cell.bounds, cornerRadius: radius))
  }

  func dragSessionAllowsMoveOperation(_ view: ListView, session: DragSession) -> Bool {
    guard dragImplements(.dragSessionAllowsMoveOperation) else {
      return Unimplemented.list.dragSessionAllowsMoveOperation(view, session: session)
    }
    return list.spec.drag?.allowsMove ?? true
  }

  func dragSessionIsRestrictedToDraggingApplication(_ view: ListView, session: DragSession)
    -> Bool
  {
    guard dragImplements(.dragSessionIsRestrictedToDraggingApplication) else {
      return Unimplemented.list.dragSessionIsRestrictedToDraggingApplication(
        view, session: session)
    }
    return list.spec.drag?.restricted ?? false
  }

  // Notifications the scene's app implements (unless it says otherwise) without doing anything,
  // so that each is in the log.
  func dragSessionWillBegin(_ view: ListView, session: DragSession) {
    guard dragImplements(.dragSessionWillBegin) else {
      return Unimplemented.list.dragSessionWillBegin(view, session: session)
    }
  }
  func dragSessionDidEnd(_ view: ListView, session: DragSession) {
    guard dragImplements(.dragSessionDidEnd) else {
      return Unimplemented.list.dragSessionDidEnd(view, session: session)
    }
  }

  // MARK: Drop

  // Notifications the scene's app implements (unless it says otherwise) without doing anything
  // (so that each is in the log), and the drop preview question answered as UIKit does without
  // an answer.
  func dropSessionDidEnter(_ view: ListView, session: DropSession) {
    guard dropImplements(.dropSessionDidEnter) else {
      return Unimplemented.list.dropSessionDidEnter(view, session: session)
    }
  }
  func dropSessionDidExit(_ view: ListView, session: DropSession) {
    guard dropImplements(.dropSessionDidExit) else {
      return Unimplemented.list.dropSessionDidExit(view, session: session)
    }
  }
  func dropSessionDidEnd(_ view: ListView, session: DropSession) {
    guard dropImplements(.dropSessionDidEnd) else {
      return Unimplemented.list.dropSessionDidEnd(view, session: session)
    }
  }
  func dropPreviewParameters(_ view: ListView, at indexPath: ListIndexPath) -> PreviewParameters? {
    guard dropImplements(.dropPreviewParameters) else {
      return Unimplemented.list.dropPreviewParameters(view, at: indexPath)
    }
    return nil
  }

  func canHandle(_ view: ListView, session: DropSession) -> Bool {
    guard dropImplements(.canHandle) else {
      return Unimplemented.list.canHandle(view, session: session)
    }
    guard let accepts = list.spec.drop?.accepts, !accepts.isEmpty else { return true }
    return session.hasItemsConforming(toTypeIdentifiers: accepts)
  }

  func dropSessionDidUpdate(
    _ view: ListView, session: DropSession, destinationIndexPath: ListIndexPath?
  ) -> ListDropProposal {
    guard dropImplements(.dropSessionDidUpdate) else {
      return Unimplemented.list.dropSessionDidUpdate(
        view, session: session, destinationIndexPath: destinationIndexPath)
    }
    guard let drop = list.spec.drop else { return ListDropProposal(operation: .cancel) }
    let rule = self.rule(of: drop, for: session)
    if let maxItems = rule.maxItems, session.items.count > maxItems {
      // As the Pet Finder screencast does: `UITableViewDropProposal(operation: .cancel)`, whose
      // intent is the default, unspecified.
      return ListDropProposal(operation: .cancel)
    }
    var operation = rule.operation
    if operation == .move && !session.allowsMoveOperation { operation = .copy }
    if destinationIndexPath == nil && rule.intent == .insertIntoDestinationIndexPath {
      operation = .forbidden
    }
    return ListDropProposal(
      operation: operation, intent: rule.intent,
      prefersFullSizePreview: rule.prefersFullSizePreview)
  }

  /// The proposal rule for a session from where it comes.
  func rule(of drop: ListDropSpec, for session: DropSession) -> ListProposalRule {
    switch origin(of: session) {
    case .sameList: drop.local
    case .sameApp: drop.app
    case .otherApp: drop.external
    }
  }

  enum Origin { case sameList, sameApp, otherApp }

  func origin(of session: DropSession) -> Origin {
    guard session.localDragSession != nil else { return .otherApp }
    let fromHere = session.items.allSatisfy { list.dragged[ObjectIdentifier($0)] != nil }
    return fromHere ? .sameList : .sameApp
  }

  func performDrop(_ view: ListView, coordinator: ListDropCoordinator) {
    guard let drop = list.spec.drop else { return }
    coordinator.session.progressIndicatorStyle = drop.progressStyle
    // Over empty space the coordinator has no destination: the scene's own answer (223's first
    // demo: "returning a zero zero"), else the end of the last section.
    let destination =
      coordinator.destinationIndexPath ?? drop.nilDestination ?? list.endIndexPath
    // Rows of this app's other lists transfer by name; a session from another app always loads
    // its data asynchronously (223: "If you're dragging between applications on iOS, we always
    // have an asynchronous data load"), even when that app's scene also has lists.
    let fromThisApp = coordinator.session.localDragSession != nil
    // `insert_into` drops into the row — unless the rule's intent was `automatic` and the table
    // resolved it, at the drop, to an insert between rows (223: the table "is going to
    // automatically tell you, when the drop occurs, which one it is").
    let automatic = rule(of: drop, for: coordinator.session).intent == .automatic
    if drop.perform == .insertInto
      && (!automatic || coordinator.proposal.intent == .insertIntoDestinationIndexPath)
    {
      for dropItem in coordinator.items {
        dropInto(
          dropItem.dragItem, at: destination, coordinator: coordinator, load: drop.load,
          fromThisApp: fromThisApp)
      }
      return
    }
    if drop.perform == .insertAll, case .objects(let objectClass) = drop.load {
      insertAll(
        objectClass, from: coordinator.session, at: destination, reloading: drop.reloadSections)
      return
    }
    if case .dropTo(let containerName, let center, let scale) = drop.perform,
      let container = scene.view(named: containerName)
    {
      let target = PreviewTarget(
        container: container, center: center, transform: AffineTransform(scaleX: scale, y: scale))
      for dropItem in coordinator.items {
        let item = dropItem.dragItem
        _ = coordinator.drop(item, to: target)
        add(item, to: containerName, load: drop.load, fromThisApp: fromThisApp)
      }
      return
    }
    var next = dropOwnRows(coordinator, at: destination)
    for dropItem in coordinator.items where dropItem.sourceIndexPath == nil {
      let item = dropItem.dragItem
      if fromThisApp, let (source, row) = scene.origin(of: item), source !== list {
        let move = coordinator.proposal.operation == .move
        if drop.updatesOwnRowsAfterDrop {
          // The screencast's "Same app - Different table view" branch: the pet kept in the
          // drag item's local object is added and the row inserted in `main.async`, with no
          // coordinator instruction (the engine animates the item with its defaults).
          let at = next
          scene.system.clock.main.async(label: "update after drop") { [unowned self] in
            _ = self.transfer(row, from: source, at: at, move: move)
          }
        } else {
          guard transfer(row, from: source, at: next, move: move) else { continue }
          coordinator.drop(item, toItemAt: next)
        }
        next = ListIndexPath(item: next.item + 1, section: next.section)
      } else {
        // Each asynchronous item goes to the drop's destination, as the talk's code does
        // (`toPlaceholderInsertedAt: destinationIndexPath` for every item): placeholders are
        // not data rows, so counting past them would point beyond the section.
        receive(item, at: next, coordinator: coordinator, drop: drop)
      }
    }
  }

  /// Talk 223's first demo: "a convenience method on the drop session to load all objects of a
  /// specific class … And then in load objects' completion closure we'll update our collection
  /// view, like we normally would, by calling perform batch updates with some data source updates
  /// … And we'll ask the collection view to reload the first section." One `loadObjects`; in its
  /// completion one batch that inserts every object that arrived, in order, from `destination` on
  /// — the view told with `reloadSections(reloading)`, or with `insertItems` when none is given.
  private func insertAll(
    _ objectClass: ObjectClass, from session: DropSession, at destination: ListIndexPath,
    reloading sections: [Int]
  ) {
    let insert: ([Any]) -> Void = { [unowned self] objects in
      // Nothing arrived (every load failed or was cancelled): nothing to insert.
      guard !objects.isEmpty else { return }
      let names = objects.map(describe)
      let paths = names.indices.map {
        ListIndexPath(item: destination.item + $0, section: destination.section)
      }
      // The app's data source update ("some data source updates using a convenience method"),
      // logged as a plain drop target's `inserted` is: what went in, and where.
      self.scene.note(
        self.name, "inserted",
        [
          ("objects", "[" + names.joined(separator: ", ") + "]"),
          ("at", destination.logDescription),
        ])
      // A rejected batch is logged by the engine (`updateRejected`); the model is put back.
      try? self.list.update(
        { rows in
          guard rows.indices.contains(destination.section),
            destination.item <= rows[destination.section].count
          else { return }
          rows[destination.section].insert(contentsOf: names, at: destination.item)
        },
        view: {
          if sections.isEmpty {
            try self.list.view.insertItems(at: paths)
          } else {
            try self.list.view.reloadSections(sections)
          }
        })
    }
    switch objectClass {
    case .image: _ = session.loadObjects(ofClass: ImageObject.self) { insert($0) }
    case .text: _ = session.loadObjects(ofClass: String.self) { insert($0) }
    case .url: _ = session.loadObjects(ofClass: URLObject.self) { insert($0) }
    }
  }

  /// Items dragged from this same list (they have a source index path): a move moves the rows
  /// (one row: `destination` is its final index; several: an index before the move), a copy
  /// inserts their names again. Each then drops to its row. Returns where later items go.
  private func dropOwnRows(_ coordinator: ListDropCoordinator, at destination: ListIndexPath)
    -> ListIndexPath
  {
    let own = coordinator.items.filter { $0.sourceIndexPath != nil }
    guard !own.isEmpty else { return destination }
    let sources = own.compactMap(\.sourceIndexPath)
    if list.spec.drop?.updatesOwnRowsAfterDrop == true {
      // The screencast's code: the model and the table change on the next main-queue turn, and
      // the coordinator is told nothing (the engine animates the items with its defaults).
      let operation = coordinator.proposal.operation
      scene.system.clock.main.async(label: "update after drop") { [unowned self] in
        do {
          if operation != .move {
            try self.list.insert(sources.compactMap { self.list.name(at: $0) }, at: destination)
          } else if sources.count == 1, let source = sources.first {
            try self.list.move(from: source, to: destination)
          } else {
            _ = try self.list.moveRows(sources, to: destination)
          }
        } catch {
          // The engine logged `updateRejected`; the model is unchanged.
        }
      }
      return ListIndexPath(item: destination.item + own.count, section: destination.section)
    }
    var first = destination
    do {
      if coordinator.proposal.operation != .move {
        try list.insert(sources.compactMap { list.name(at: $0) }, at: destination)
      } else if own.count == 1, let source = sources.first {
        try list.move(from: source, to: destination)
      } else {
        first = try list.moveRows(sources, to: destination)
      }
    } catch {
      return destination  // The engine logged `updateRejected`; the model is unchanged.
    }
    for (offset, dropItem) in own.enumerated() {
      coordinator.drop(
        dropItem.dragItem,
        toItemAt: ListIndexPath(item: first.item + offset, section: first.section))
    }
    return ListIndexPath(item: first.item + own.count, section: first.section)
  }

  /// A row dragged from another list of the app: a move (`move`) takes it from that list
  /// (`took`), a copy leaves it (`copied`); either way it is inserted here. False when the update
  /// failed.
  private func transfer(
    _ row: String, from source: DeclarativeList, at destination: ListIndexPath, move: Bool
  ) -> Bool {
    do {
      if move, let at = source.indexPath(of: row) {
        try source.delete(at: at)
        scene.note(name, "took", [("object", row), ("from", source.view.name)])
      } else {
        scene.note(name, "copied", [("object", row), ("from", source.view.name)])
      }
      try list.insert([row], at: destination)
      return true
    } catch {
      return false
    }
  }

  /// An item from another app: loaded, then inserted as a row named after what arrived.
  private func receive(
    _ item: DragItem, at destination: ListIndexPath, coordinator: ListDropCoordinator,
    drop: ListDropSpec
  ) {
    guard drop.load != .none else { return }
    switch drop.perform {
    case .placeholders(let reuseIdentifier, let rowHeight, let keepsOnFailure):
      // The app fills the placeholder's cell through its update handler, as the Pet Finder
      // screencast and talk 223 do (`cell.textLabel?.text = "Loading..."`).
      let placeholder = ListDropPlaceholder(
        insertionIndexPath: destination, reuseIdentifier: reuseIdentifier, rowHeight: rowHeight,
        cellUpdateHandler: { [unowned self] cell in
          self.scene.note(self.name, "setText", [("cell", cell.name), ("text", "\"Loading…\"")])
        })
      guard let context = try? coordinator.drop(item, to: placeholder) else { return }
      scene.load(drop.load, from: item.itemProvider) { [unowned self] outcome in
        if outcome.hasPrefix("failed") {
          // 223 cleans up; the Pet Finder screencast's code has no else branch.
          if !keepsOnFailure { context.deletePlaceholder() }
          return
        }
        // A rejected commit is logged by the engine (`updateRejected`); the placeholder stays.
        _ = try? context.commitInsertion { indexPath in
          self.list.sections[indexPath.section].insert(outcome, at: indexPath.item)
        }
      }
    case .insert, .insertInto, .dropTo, .insertAll:
      scene.load(drop.load, from: item.itemProvider) { [unowned self] outcome in
        guard !outcome.hasPrefix("failed") else { return }
        // Inserted where the drop was, or at the end if the list has since shrunk.
        let section = min(destination.section, max(0, self.list.sections.count - 1))
        let count = self.list.sections.isEmpty ? 0 : self.list.sections[section].count
        let at = ListIndexPath(item: min(destination.item, count), section: section)
        try? self.list.insert([outcome], at: at)
      }
    }
  }

  /// An item dropped into a row (an album): animated into the cell, loaded, logged as added.
  private func dropInto(
    _ item: DragItem, at destination: ListIndexPath, coordinator: ListDropCoordinator,
    load: LoadMode,
    fromThisApp: Bool
  ) {
    guard let row = list.name(at: destination) else { return }
    let bounds = list.view.cellForItem(at: destination)?.bounds ?? .zero
    coordinator.drop(item, intoItemAt: destination, rect: bounds)
    add(item, to: row, load: load, fromThisApp: fromThisApp)
  }

  /// `item` added to `place` (a row, or a view elsewhere in the app): a row of this app by name,
  /// anything else once its data arrives.
  private func add(_ item: DragItem, to place: String, load: LoadMode, fromThisApp: Bool) {
    if fromThisApp, let (_, origin) = scene.origin(of: item) {
      // A row of this app: added by name, no data to load.
      scene.note(name, "added", [("object", origin), ("to", place)])
      return
    }
    guard load != .none else { return }
    scene.load(load, from: item.itemProvider) { [unowned self] outcome in
      // A failed or cancelled transfer adds nothing (223: "if our data transfer didn't work …
      // or maybe it was cancelled … we no longer need it").
      guard !outcome.hasPrefix("failed") else { return }
      self.scene.note(self.name, "added", [("item", item.id), ("object", outcome), ("to", place)])
    }
  }

  // MARK: General delegate

  func shouldSpringLoadItem(
    _ view: ListView, at indexPath: ListIndexPath, context: SpringLoadedContext
  )
    -> Bool
  {
    guard list.spec.delegateImplements(.shouldSpringLoad) else {
      return Unimplemented.list.shouldSpringLoadItem(view, at: indexPath, context: context)
    }
    guard list.spec.springLoaded else { return false }
    // The view that flashes instead of the cell (talk 223: "change the view that actually
    // flashes"): set on the context, which the interaction reads back.
    if let row = list.name(at: indexPath), let flash = list.spec.springFlash[row] {
      context.targetView = scene.view(named: flash)
    }
    guard !list.spec.springLoadedExcept.isEmpty, let row = list.name(at: indexPath) else {
      return true
    }
    return !list.spec.springLoadedExcept.contains(row)
  }

  func didSelectItem(_ view: ListView, at indexPath: ListIndexPath) {
    guard list.spec.delegateImplements(.didSelect) else {
      return Unimplemented.list.didSelectItem(view, at: indexPath)
    }
    scene.note(name, "selected", [("row", list.name(at: indexPath) ?? "?")])
  }
}

extension DeclarativeScene {
  /// The list whose drag made `item`, with the row it came from; nil for items from plain views
  /// or other apps' scenes.
  func origin(of item: DragItem) -> (DeclarativeList, String)? {
    for listName in lists.keys.sorted() {
      if let list = lists[listName], let row = list.dragged[ObjectIdentifier(item)] {
        return (list, row)
      }
    }
    return nil
  }
}
