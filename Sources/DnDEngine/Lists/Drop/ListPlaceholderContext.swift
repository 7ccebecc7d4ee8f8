/// A placeholder in a table or collection view, as the app holds it after
/// ``ListDropCoordinator/drop(_:to:)-(_,ListDropPlaceholder)`` — UIKit's
/// `UICollectionViewDropPlaceholderContext`.
/// It is also the item's drop animation handle.
///
/// Docs/uikit-behaviour.md §3 (d) rows 4–7b: the placeholder is inserted without a data-source update; when
/// the data arrives, ``commitInsertion(dataSourceUpdates:)`` runs the app's block synchronously
/// with the placeholder's **current** index path (other updates in between move it) and turns it
/// into a real item; after ``ListView/reloadData()`` or ``deletePlaceholder()`` it is gone and
/// commit returns false without running the block.
public final class ListPlaceholderContext: ListDropAnimator {
  /// `PH1`, `PH2` … in creation order: the placeholder's identity in logs.
  public let id: String
  public let dragItem: DragItem
  public let placeholder: ListDropPlaceholder
  weak var list: ListView?
  let token: Int
  /// Set once the placeholder was committed, deleted or removed by `reloadData`.
  var isGone = false

  init(id: String, dragItem: DragItem, placeholder: ListDropPlaceholder, list: ListView, token: Int)
  {
    self.id = id
    self.dragItem = dragItem
    self.placeholder = placeholder
    self.list = list
    self.token = token
  }

  /// Exchanges the placeholder for a real item: runs `dataSourceUpdates` at once with the
  /// placeholder's current data index path — the block must insert exactly one item there in the
  /// data source — then shows the item (its cell comes from the data source). Returns false, and
  /// does not run the block, when the placeholder is gone. Throws ``ListUpdateError`` when the
  /// data source's counts afterwards do not show exactly that one insertion; the placeholder then
  /// stays.
  @discardableResult
  public func commitInsertion(dataSourceUpdates: (ListIndexPath) -> Void) throws -> Bool {
    guard let list, !isGone else {
      list?.note("commitInsertion", [.init("placeholder", id)], result: "false")
      return false
    }
    return try list.commit(self, dataSourceUpdates: dataSourceUpdates)
  }

  /// Removes the placeholder without a data-source change (a failed or cancelled load). Returns
  /// false when it was already gone.
  @discardableResult
  public func deletePlaceholder() -> Bool {
    guard let list, !isGone else { return false }
    return list.deletePlaceholder(self)
  }

  /// Runs the cell update handler again — only if the placeholder's cell is visible, as in UIKit.
  public func setNeedsCellUpdate() {
    guard let list, !isGone, let cell = list.cells[.placeholder(token)] else { return }
    runCellUpdateHandler(cell)
  }

  func runCellUpdateHandler(_ cell: ListCell) {
    guard let handler = placeholder.cellUpdateHandler else { return }
    guard let list, let system = list.system else { return handler(cell) }
    system.tell(
      "\(list.name).\(id)", "cellUpdateHandler", [.init("cell", cell.name)], app: list.app
    ) {
      handler(cell)
    }
  }
}

extension ListView {
  /// Inserts a placeholder for a coordinator.
  func insertPlaceholder(_ placeholder: ListDropPlaceholder, for item: DragItem) throws
    -> ListPlaceholderContext
  {
    ensureLoaded()
    let token = newToken()
    let id = system?.ids.next("PH") ?? "PH\(token)"
    let context = ListPlaceholderContext(
      id: id, dragItem: item, placeholder: placeholder, list: self, token: token)
    do {
      try contents.insertPlaceholder(token, at: placeholder.insertionIndexPath)
    } catch {
      note("updateRejected", [.init("reason", error.message)])
      throw error
    }
    placeholderContexts[token] = context
    defer { refreshDropAfterModelChange() }
    note(
      "placeholderInserted",
      [
        .init("placeholder", id), .init("item", item.id),
        .indexPath("at", placeholder.insertionIndexPath),
      ])
    relayout()
    return context
  }

  func commit(_ context: ListPlaceholderContext, dataSourceUpdates: (ListIndexPath) -> Void) throws
    -> Bool
  {
    guard let indexPath = contents.indexPath(ofPlaceholder: context.token) else { return false }
    let before = contents.sectionCounts
    let call = system?.log.beginCall(
      name, "commitInsertion", [.init("placeholder", context.id), .indexPath("at", indexPath)],
      kind: .list)
    isCommittingPlaceholder = true
    tell("\(context.id)", "dataSourceUpdates", [.indexPath("insertionIndexPath", indexPath)]) {
      dataSourceUpdates(indexPath)
    }
    isCommittingPlaceholder = false
    var expected = before
    expected[indexPath.section] += 1
    let now = dataSourceCounts()
    guard now == expected else {
      let error = ListUpdateError(
        message:
          "Invalid placeholder commit \(context.id): the data source must insert exactly one item at \(indexPath.logDescription); it reports \(now) items per section, expected \(expected)"
      )
      if let call { system?.log.finishCall(call, result: "error") }
      note("updateRejected", [.init("reason", error.message)])
      throw error
    }
    _ = contents.commitPlaceholder(context.token, asItem: newToken())
    _ = forgetPlaceholders([context.token])
    if let call { system?.log.finishCall(call, result: "true") }
    relayout()
    refreshDropAfterModelChange()
    return true
  }

  func deletePlaceholder(_ context: ListPlaceholderContext) -> Bool {
    guard contents.removePlaceholder(context.token) else { return false }
    _ = forgetPlaceholders([context.token])
    note("placeholderDeleted", [.init("placeholder", context.id)])
    relayout()
    refreshDropAfterModelChange()
    return true
  }
}

extension ListContents {
  var sectionCounts: [Int] { (0..<numberOfSections).map { numberOfItems(inSection: $0) } }
}
