import DnDEngine

/// What both diffable data sources share: the snapshot they show, and applying a new one to the
/// engine list of their view as `reloadData()` or one batch of updates does.
final class DiffableCore<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

  /// What the view shows (and what the data source answers counts from).
  var snapshot = Snapshot()

  /// Makes `new` the snapshot shown. A list that has not loaded only keeps it (it loads from it
  /// on first use, or now when it is in a window); one that has applies the difference as one
  /// batch (the engine logs `update`), then makes the reloaded and reconfigured items' cells
  /// anew; a difference a batch cannot express (a section moved) reloads the data.
  func apply(_ new: Snapshot, to core: ListFacadeCore?, reloadingData: Bool) {
    let old = snapshot
    snapshot = new.unmarked
    guard let core else { return }
    let list = core.list
    guard list.hasLoaded else {
      if list.window != nil { core.load() }
      return
    }
    guard !reloadingData, let update = DiffableUpdate(from: old, to: new) else {
      list.reloadData()
      return
    }
    if !update.isEmpty {
      core.update { list in
        try list.performBatchUpdates {
          if !update.deletedSections.isEmpty { try list.deleteSections(update.deletedSections) }
          if !update.insertedSections.isEmpty {
            try list.insertSections(update.insertedSections)
          }
          if !update.deletedItems.isEmpty { try list.deleteItems(at: update.deletedItems) }
          if !update.insertedItems.isEmpty { try list.insertItems(at: update.insertedItems) }
          for move in update.movedItems { try list.moveItem(at: move.from, to: move.to) }
        }
      }
    }
    if !update.reloadedItems.isEmpty {
      core.update { try $0.reloadItems(at: update.reloadedItems) }
    }
  }

  /// The item at an index path of the snapshot; nil outside it.
  func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    let sections = snapshot.itemsBySection
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return sections[indexPath.section][indexPath.item]
  }

  /// An item's index path in the snapshot; nil when it lacks the item.
  func indexPath(for identifier: ItemIdentifierType) -> IndexPath? {
    snapshot.location(of: identifier).map { IndexPath(item: $0.index, section: $0.section) }
  }

  /// The section at an index; nil outside the snapshot.
  func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    let sections = snapshot.sectionIdentifiers
    return sections.indices.contains(index) ? sections[index] : nil
  }

  /// How many items a section of the snapshot has (0 outside it).
  func numberOfItems(inSection section: Int) -> Int {
    let sections = snapshot.itemsBySection
    return sections.indices.contains(section) ? sections[section].count : 0
  }

  /// The snapshot with the item at `source` moved to `destination` (index paths of the snapshot
  /// before and after the move), as a view that moved a row itself now shows.
  func moveItem(at source: IndexPath, to destination: IndexPath) {
    var sections = snapshot.itemsBySection
    guard sections.indices.contains(source.section),
      sections[source.section].indices.contains(source.item),
      sections.indices.contains(destination.section)
    else { return }
    let item = sections[source.section].remove(at: source.item)
    let target = sections[destination.section]
    var new = snapshot
    new.deleteItems([item])
    if destination.item < target.count {
      new.insertItems([item], beforeItem: target[destination.item])
    } else {
      new.appendItems([item], toSection: snapshot.sectionIdentifiers[destination.section])
    }
    snapshot = new
  }
}
