import DnDEngine

/// A table or collection view of a declarative scene: its rows (names) and the delegates that
/// answer by its ``ListSpec``.
final class DeclarativeList {
  let spec: ListSpec
  let view: ListView
  unowned let scene: DeclarativeScene
  /// The data source's model: per section, the rows' names.
  var sections: [[String]]
  /// Items this list's drags made, so a drop can tell a drag from this same list.
  var dragged: Set<ObjectIdentifier> = []

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
    if spec.drop != nil { view.dropDelegate = delegate }
  }

  func name(at indexPath: IndexPath) -> String? {
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return sections[indexPath.section][indexPath.item]
  }

  /// Where the first row named `name` is.
  func indexPath(of name: String) -> IndexPath? {
    for (section, rows) in sections.enumerated() {
      if let item = rows.firstIndex(of: name) { return IndexPath(item: item, section: section) }
    }
    return nil
  }

  /// The end of the last section (where a drop without a destination inserts).
  var endIndexPath: IndexPath {
    let section = max(0, sections.count - 1)
    return IndexPath(item: sections.isEmpty ? 0 : sections[section].count, section: section)
  }

  /// Inserts `name` at `indexPath` (clamped to its section) in the model and the view.
  func insert(_ name: String, at indexPath: IndexPath) {
    guard sections.indices.contains(indexPath.section) else { return }
    let target = IndexPath(
      item: min(indexPath.item, sections[indexPath.section].count), section: indexPath.section)
    try? view.performBatchUpdates {
      sections[target.section].insert(name, at: target.item)
      try view.insertItems(at: [target])
    }
  }

  /// Removes the row at `indexPath` from the model and the view.
  func delete(at indexPath: IndexPath) {
    guard name(at: indexPath) != nil else { return }
    try? view.performBatchUpdates {
      sections[indexPath.section].remove(at: indexPath.item)
      try view.deleteItems(at: [indexPath])
    }
  }

  /// Moves a row in the model and the view.
  func move(from source: IndexPath, to destination: IndexPath) {
    guard let row = name(at: source) else { return }
    try? view.performBatchUpdates {
      sections[source.section].remove(at: source.item)
      let section = destination.section
      sections[section].insert(row, at: min(destination.item, sections[section].count))
      try view.moveItem(at: source, to: destination)
    }
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
  func cell(for list: ListView, at indexPath: IndexPath) -> ListCell {
    list.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }
}

/// The same data source implementing the table's `moveRowAt`.
final class MovingListData: ListData, ListMovingDataSource {
  func moveItem(in list: ListView, from source: IndexPath, to destination: IndexPath) {
    guard let row = self.list.name(at: source) else { return }
    self.list.sections[source.section].remove(at: source.item)
    let section = destination.section
    self.list.sections[section].insert(
      row, at: min(destination.item, self.list.sections[section].count))
  }
}
