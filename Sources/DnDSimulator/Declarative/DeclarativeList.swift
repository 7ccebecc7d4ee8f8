import DnDEngine

/// A table or collection view of a declarative scene: its rows (names) and the delegates that
/// answer by its ``ListSpec``.
final class DeclarativeList {
  let spec: ListSpec
  let view: ListView
  unowned let scene: DeclarativeScene
  /// The data source's model: per section, the rows' names.
  var sections: [[String]]
  /// Items this list's drags made, with the row each came from (by name), so a drop can tell
  /// where an item came from without trusting its local object.
  var dragged: [ObjectIdentifier: String] = [:]

  init(name: String, frame: Rect, spec: ListSpec, scene: DeclarativeScene) {
    self.spec = spec
    self.scene = scene
    self.sections = spec.sections
    switch (spec.kind, spec.layout) {
    case (.table, .table(let rowHeight, let header, let footer)):
      view = TableView(
        name: name, frame: frame,
        layout: TableLayout(
          rowHeight: rowHeight, sectionHeaderHeight: header, sectionFooterHeight: footer))
    case (.collection, .flow(let itemSize, let interitem, let line, let header)):
      let collection = CollectionView(
        name: name, frame: frame,
        layout: FlowLayout(
          itemSize: itemSize, minimumInteritemSpacing: interitem, minimumLineSpacing: line,
          sectionHeaderHeight: header))
      collection.reorderingCadence = spec.reorderingCadence
      view = collection
    case (.table, _):
      view = TableView(name: name, frame: frame)
    case (.collection, _):
      view = CollectionView(name: name, frame: frame)
    }
    view.contentOffset = spec.contentOffset
    view.allowsMultipleSelection = spec.allowsMultipleSelection
    view.isSpringLoaded = spec.springLoaded
  }

  /// Sets the data source and delegates (once the whole scene exists).
  func equip() {
    let data: ListData = spec.movesRows ? MovingListData(list: self) : ListData(list: self)
    scene.keep(data)
    view.dataSource = data
    let delegate = ListBehaviour(list: self)
    scene.keep(delegate)
    view.delegate = delegate
    if spec.drag != nil { view.dragDelegate = delegate }
    if let drop = spec.drop {
      view.dropDelegate = delegate
      view.allowsSimultaneousDropSessions = drop.allowsSimultaneousSessions
    }
  }

  func name(at indexPath: ListIndexPath) -> String? {
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return sections[indexPath.section][indexPath.item]
  }

  /// Where the first row named `name` is.
  func indexPath(of name: String) -> ListIndexPath? {
    for (section, rows) in sections.enumerated() {
      if let item = rows.firstIndex(of: name) { return ListIndexPath(item: item, section: section) }
    }
    return nil
  }

  /// The end of the last section (where a drop without a destination inserts).
  var endIndexPath: ListIndexPath {
    let section = max(0, sections.count - 1)
    return ListIndexPath(item: sections.isEmpty ? 0 : sections[section].count, section: section)
  }

  /// Applies `change` to the model (given as a parameter: the closure must not read `sections`
  /// itself while it is being changed) and `updates` to the view in one batch update. When the view
  /// rejects the batch (UIKit would raise; the engine logs `updateRejected`), the model is put
  /// back, so model and view never disagree, and the error is rethrown.
  func update(_ change: (inout [[String]]) -> Void, view updates: () throws -> Void) throws {
    let saved = sections
    do {
      try view.performBatchUpdates {
        change(&sections)
        try updates()
      }
    } catch {
      sections = saved
      throw error
    }
  }

  /// Inserts `names` in order from `indexPath` on.
  func insert(_ names: [String], at indexPath: ListIndexPath) throws {
    let paths = names.indices.map {
      ListIndexPath(item: indexPath.item + $0, section: indexPath.section)
    }
    try update(
      { sections in
        guard sections.indices.contains(indexPath.section),
          indexPath.item <= sections[indexPath.section].count
        else { return }
        sections[indexPath.section].insert(contentsOf: names, at: indexPath.item)
      }, view: { try view.insertItems(at: paths) })
  }

  /// Removes the row at `indexPath`.
  func delete(at indexPath: ListIndexPath) throws {
    let exists = name(at: indexPath) != nil
    try update(
      { sections in
        if exists { sections[indexPath.section].remove(at: indexPath.item) }
      }, view: { try view.deleteItems(at: [indexPath]) })
  }

  /// Moves one row; `destination` is its index after the move.
  func move(from source: ListIndexPath, to destination: ListIndexPath) throws {
    let row = name(at: source)
    try update(
      { sections in
        guard let row, sections.indices.contains(destination.section) else { return }
        sections[source.section].remove(at: source.item)
        guard destination.item <= sections[destination.section].count else { return }
        sections[destination.section].insert(row, at: destination.item)
      }, view: { try view.moveItem(at: source, to: destination) })
  }

  /// Moves several rows together to `destination`, an index among the rows *before* the move
  /// (a multi-item drop has no gap and nothing lifted out); they land in the given order.
  /// Returns where the first of them lands.
  func moveRows(_ sources: [ListIndexPath], to destination: ListIndexPath) throws -> ListIndexPath {
    let names = sources.compactMap { name(at: $0) }
    let removedAbove = sources.filter {
      $0.section == destination.section && $0.item < destination.item
    }.count
    let landing = ListIndexPath(item: destination.item - removedAbove, section: destination.section)
    let inserted = names.indices.map {
      ListIndexPath(item: landing.item + $0, section: landing.section)
    }
    try update(
      { sections in
        for source in sources.sorted(by: >)
        where sections.indices.contains(source.section)
          && sections[source.section].indices.contains(source.item)
        {
          sections[source.section].remove(at: source.item)
        }
        guard sections.indices.contains(landing.section),
          landing.item <= sections[landing.section].count
        else { return }
        sections[landing.section].insert(contentsOf: names, at: landing.item)
      },
      view: {
        try view.deleteItems(at: sources)
        try view.insertItems(at: inserted)
      })
    return landing
  }
}

/// The data source: rows by name, one plain cell each.
class ListData: ListDataSource {
  unowned let list: DeclarativeList

  init(list: DeclarativeList) {
    self.list = list
  }

  func numberOfSections(in list: ListView) -> Int { self.list.sections.count }
  func numberOfItems(in list: ListView, section: Int) -> Int {
    self.list.sections[section].count
  }
  func cell(for list: ListView, at indexPath: ListIndexPath) -> ListCell {
    list.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }
}

/// The same data source implementing the table's `moveRowAt`.
final class MovingListData: ListData, ListMovingDataSource {
  func moveItem(in list: ListView, from source: ListIndexPath, to destination: ListIndexPath) {
    guard let row = self.list.name(at: source) else { return }
    self.list.sections[source.section].remove(at: source.item)
    let section = destination.section
    self.list.sections[section].insert(
      row, at: min(destination.item, self.list.sections[section].count))
  }
}
