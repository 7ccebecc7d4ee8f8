import DnDEngine

/// The drag, drop and general delegate of a declarative list, answering by its ``ListSpec``.
final class ListBehaviour: ListDragDelegate, ListDropDelegate, ListDelegate {
  unowned let list: DeclarativeList

  init(list: DeclarativeList) {
    self.list = list
  }

  var scene: DeclarativeScene { list.scene }
  var name: String { list.view.name }

  // MARK: Drag

  func itemsForBeginning(_ view: ListView, session: DragSession, at indexPath: IndexPath)
    -> [DragItem]
  {
    guard let row = list.name(at: indexPath) else { return [] }
    return [makeItem(row)]
  }

  func itemsForAddingTo(
    _ view: ListView, session: DragSession, at indexPath: IndexPath, point: Point
  ) -> [DragItem] {
    guard let rule = list.spec.drag?.flocking, let row = list.name(at: indexPath) else { return [] }
    return rule.admit([row], to: session, scene: scene).map(makeItem)
  }

  private func makeItem(_ row: String) -> DragItem {
    let item = scene.items.makeItem(row)
    list.dragged.insert(ObjectIdentifier(item))
    return item
  }

  func dragPreviewParameters(_ view: ListView, at indexPath: IndexPath) -> PreviewParameters? {
    guard let radius = list.spec.drag?.previewCornerRadius,
      let cell = view.cellForItem(at: indexPath)
    else { return nil }
    return PreviewParameters(visiblePath: Path(roundedRect: cell.bounds, cornerRadius: radius))
  }

  func dragSessionAllowsMoveOperation(_ view: ListView, session: DragSession) -> Bool {
    list.spec.drag?.allowsMove ?? true
  }

  func dragSessionIsRestrictedToDraggingApplication(_ view: ListView, session: DragSession)
    -> Bool
  { list.spec.drag?.restricted ?? false }

  // MARK: Drop

  func canHandle(_ view: ListView, session: DropSession) -> Bool {
    guard let accepts = list.spec.drop?.accepts, !accepts.isEmpty else { return true }
    return session.hasItemsConforming(toTypeIdentifiers: accepts)
  }

  func dropSessionDidUpdate(
    _ view: ListView, session: DropSession, destinationIndexPath: IndexPath?
  ) -> ListDropProposal {
    guard let drop = list.spec.drop else { return ListDropProposal(operation: .cancel) }
    let rule =
      switch origin(of: session) {
      case .sameList: drop.local
      case .sameApp: drop.app
      case .otherApp: drop.external
      }
    var operation = rule.operation
    if let maxItems = rule.maxItems, session.items.count > maxItems { operation = .cancel }
    if operation == .move && !session.allowsMoveOperation { operation = .copy }
    if destinationIndexPath == nil && rule.intent == .insertIntoDestinationIndexPath {
      operation = .forbidden
    }
    return ListDropProposal(operation: operation, intent: rule.intent)
  }

  enum Origin { case sameList, sameApp, otherApp }

  func origin(of session: DropSession) -> Origin {
    guard session.localDragSession != nil else { return .otherApp }
    let fromHere = session.items.allSatisfy { list.dragged.contains(ObjectIdentifier($0)) }
    return fromHere ? .sameList : .sameApp
  }

  func performDrop(_ view: ListView, coordinator: ListDropCoordinator) {
    guard let drop = list.spec.drop else { return }
    coordinator.session.progressIndicatorStyle = drop.progressStyle
    var destination = coordinator.destinationIndexPath ?? list.endIndexPath
    for dropItem in coordinator.items {
      let item = dropItem.dragItem
      if drop.perform == .insertInto {
        dropInto(item, at: destination, coordinator: coordinator, load: drop.load)
        continue
      }
      if let source = dropItem.sourceIndexPath {
        list.move(from: source, to: destination)
        coordinator.drop(item, toItemAt: destination)
      } else if let object = item.localObject as? String,
        let (other, source) = scene.row(named: object, excluding: list)
      {
        // From elsewhere in the app: a move takes the row from its list, a copy leaves it.
        if coordinator.proposal.operation == .move {
          other.delete(at: source)
          scene.note(name, "took", [("object", object), ("from", other.view.name)])
        } else {
          scene.note(name, "copied", [("object", object), ("from", other.view.name)])
        }
        list.insert(object, at: destination)
        coordinator.drop(item, toItemAt: destination)
      } else {
        receive(item, at: destination, coordinator: coordinator, drop: drop)
      }
      destination = IndexPath(item: destination.item + 1, section: destination.section)
    }
  }

  /// An item from another app: loaded, then inserted as a row named after what arrived.
  private func receive(
    _ item: DragItem, at destination: IndexPath, coordinator: ListDropCoordinator,
    drop: ListDropSpec
  ) {
    guard let objectClass = drop.load.objectClass else { return }
    switch drop.perform {
    case .placeholders(let reuseIdentifier, let rowHeight):
      let placeholder = ListDropPlaceholder(
        insertionIndexPath: destination, reuseIdentifier: reuseIdentifier, rowHeight: rowHeight)
      guard let context = try? coordinator.drop(item, to: placeholder) else { return }
      scene.loadObject(objectClass, from: item.itemProvider) { [unowned self] outcome in
        if outcome.hasPrefix("failed") {
          context.deletePlaceholder()
          return
        }
        _ = try? context.commitInsertion { indexPath in
          self.list.sections[indexPath.section].insert(outcome, at: indexPath.item)
        }
      }
    case .insert, .insertInto:
      scene.loadObject(objectClass, from: item.itemProvider) { [unowned self] outcome in
        guard !outcome.hasPrefix("failed") else { return }
        self.list.insert(outcome, at: destination)
      }
    }
  }

  /// An item dropped into a row (an album): animated into the cell, loaded, logged as added.
  private func dropInto(
    _ item: DragItem, at destination: IndexPath, coordinator: ListDropCoordinator, load: LoadMode
  ) {
    guard let row = list.name(at: destination) else { return }
    let bounds = list.view.cellForItem(at: destination)?.bounds ?? .zero
    coordinator.drop(item, intoItemAt: destination, rect: bounds)
    let objectClass = load.objectClass
    if let object = item.localObject as? String,
      objectClass == nil || list.dragged.contains(ObjectIdentifier(item))
    {
      scene.note(name, "added", [("object", object), ("to", row)])
      return
    }
    guard let objectClass else { return }
    scene.loadObject(objectClass, from: item.itemProvider) { [unowned self] outcome in
      self.scene.note(self.name, "added", [("item", item.id), ("object", outcome), ("to", row)])
    }
  }

  // MARK: General delegate

  func shouldSpringLoadItem(_ view: ListView, at indexPath: IndexPath, context: SpringLoadedContext)
    -> Bool
  { list.spec.springLoaded }

  func didSelectItem(_ view: ListView, at indexPath: IndexPath) {
    scene.note(name, "selected", [("row", list.name(at: indexPath) ?? "?")])
  }
}

extension DeclarativeScene {
  /// The first list other than `excluding` holding a row named `name`.
  func row(named name: String, excluding: DeclarativeList) -> (DeclarativeList, IndexPath)? {
    for listName in lists.keys.sorted() {
      guard let list = lists[listName], list !== excluding,
        let indexPath = list.indexPath(of: name)
      else { continue }
      return (list, indexPath)
    }
    return nil
  }
}
