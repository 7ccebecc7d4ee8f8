import DnDEngine

/// The sections and items a diffable data source shows, by identifier, at one moment (UIKit's
/// `NSDiffableDataSourceSnapshot`): a value type that an app builds or takes from
/// ``UITableViewDiffableDataSource/snapshot()`` /
/// ``UICollectionViewDiffableDataSource/snapshot()``, changes, and applies.
///
/// Every identifier is unique in the snapshot. Where UIKit raises an exception — an identifier
/// appended twice, an operation naming an identifier the snapshot lacks — the operation here
/// leaves the snapshot as it was (a duplicate identifier in an append is skipped). Items
/// appended with no section go to the last section; with no section at all they are skipped
/// (UIKit raises). Apple's documentation: "NSDiffableDataSourceSnapshot".
nonisolated public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
where SectionIdentifierType: Hashable, ItemIdentifierType: Hashable {
  private var sections: [SectionIdentifierType] = []
  private var items: [[ItemIdentifierType]] = []
  private var reloadedSections: [SectionIdentifierType] = []
  private var reloadedItems: [ItemIdentifierType] = []
  private var reconfiguredItems: [ItemIdentifierType] = []

  /// An empty snapshot.
  public init() {}

  // MARK: Reading

  /// How many items all sections hold.
  public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }

  /// How many sections the snapshot has.
  public var numberOfSections: Int { sections.count }

  /// The sections' identifiers, in order.
  public var sectionIdentifiers: [SectionIdentifierType] { sections }

  /// Every item's identifier, section by section.
  public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

  /// The sections marked by ``reloadSections(_:)`` since the snapshot was made.
  public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }

  /// The items marked by ``reloadItems(_:)`` since the snapshot was made.
  public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }

  /// The items marked by ``reconfigureItems(_:)`` since the snapshot was made.
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }

  /// How many items a section holds (0 for a section the snapshot lacks).
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    itemIdentifiers(inSection: identifier).count
  }

  /// A section's items, in order (none for a section the snapshot lacks).
  public func itemIdentifiers(inSection identifier: SectionIdentifierType)
    -> [ItemIdentifierType]
  {
    sections.firstIndex(of: identifier).map { items[$0] } ?? []
  }

  /// The section holding an item; nil when no section does.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    location(of: identifier).map { sections[$0.section] }
  }

  /// An item's place among all items, section by section; nil when the snapshot lacks it.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let (section, index) = location(of: identifier) else { return nil }
    return items[..<section].reduce(index) { $0 + $1.count }
  }

  /// A section's place; nil when the snapshot lacks it.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sections.firstIndex(of: identifier)
  }

  // MARK: Items

  /// Adds items at the end of a section (the last section when nil).
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    let target = sectionIdentifier.map { sections.firstIndex(of: $0) } ?? sections.indices.last
    guard let section = target else { return }
    items[section].append(contentsOf: fresh(identifiers))
  }

  /// Adds items just before an item.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    guard let (section, index) = location(of: beforeIdentifier) else { return }
    items[section].insert(contentsOf: fresh(identifiers), at: index)
  }

  /// Adds items just after an item.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    guard let (section, index) = location(of: afterIdentifier) else { return }
    items[section].insert(contentsOf: fresh(identifiers), at: index + 1)
  }

  /// Removes items (those the snapshot lacks are ignored).
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    let gone = Set(identifiers)
    for section in items.indices { items[section].removeAll { gone.contains($0) } }
  }

  /// Removes every item and every section.
  public mutating func deleteAllItems() {
    sections = []
    items = []
  }

  /// Moves an item to just before another.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) {
    move(identifier, next: toIdentifier, after: false)
  }

  /// Moves an item to just after another.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) {
    move(identifier, next: toIdentifier, after: true)
  }

  /// Marks items whose cells the data source makes anew when the snapshot is applied.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    reloadedItems.append(contentsOf: identifiers.filter { location(of: $0) != nil })
  }

  /// Marks items whose cells the data source configures again when the snapshot is applied (here
  /// as ``reloadItems(_:)``: cells are not reused).
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    reconfiguredItems.append(contentsOf: identifiers.filter { location(of: $0) != nil })
  }

  // MARK: Sections

  /// Adds empty sections at the end (identifiers already present are skipped).
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    insertSections(identifiers, at: sections.count)
  }

  /// Adds empty sections just before a section.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    guard let index = sections.firstIndex(of: toIdentifier) else { return }
    insertSections(identifiers, at: index)
  }

  /// Adds empty sections just after a section.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    guard let index = sections.firstIndex(of: toIdentifier) else { return }
    insertSections(identifiers, at: index + 1)
  }

  /// Removes sections and their items.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers {
      guard let index = sections.firstIndex(of: identifier) else { continue }
      sections.remove(at: index)
      items.remove(at: index)
    }
  }

  /// Moves a section to just before another.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, next: toIdentifier, after: false)
  }

  /// Moves a section to just after another.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, next: toIdentifier, after: true)
  }

  /// Marks sections whose items the data source gives anew when the snapshot is applied.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    reloadedSections.append(contentsOf: identifiers.filter { sections.contains($0) })
  }

  // MARK: Helpers

  /// Where an item is: its section's index and its index there.
  func location(of identifier: ItemIdentifierType) -> (section: Int, index: Int)? {
    for (section, sectionItems) in items.enumerated() {
      if let index = sectionItems.firstIndex(of: identifier) { return (section, index) }
    }
    return nil
  }

  /// The items by section index, for the data sources.
  var itemsBySection: [[ItemIdentifierType]] { items }

  /// The snapshot without its reload and reconfigure marks (what a data source keeps).
  var unmarked: NSDiffableDataSourceSnapshot {
    var copy = self
    copy.reloadedSections = []
    copy.reloadedItems = []
    copy.reconfiguredItems = []
    return copy
  }

  /// `identifiers` without those already in the snapshot or repeated.
  private func fresh(_ identifiers: [ItemIdentifierType]) -> [ItemIdentifierType] {
    var seen = Set(items.joined())
    return identifiers.filter { seen.insert($0).inserted }
  }

  private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
    var seen = Set(sections)
    let new = identifiers.filter { seen.insert($0).inserted }
    sections.insert(contentsOf: new, at: index)
    items.insert(contentsOf: new.map { _ in [] }, at: index)
  }

  private mutating func move(
    _ identifier: ItemIdentifierType, next toIdentifier: ItemIdentifierType, after: Bool
  ) {
    guard identifier != toIdentifier, let from = location(of: identifier),
      location(of: toIdentifier) != nil
    else { return }
    items[from.section].remove(at: from.index)
    guard let to = location(of: toIdentifier) else { return }
    items[to.section].insert(identifier, at: to.index + (after ? 1 : 0))
  }

  private mutating func moveSection(
    _ identifier: SectionIdentifierType, next toIdentifier: SectionIdentifierType, after: Bool
  ) {
    guard identifier != toIdentifier, let from = sections.firstIndex(of: identifier),
      sections.contains(toIdentifier)
    else { return }
    let moved = items.remove(at: from)
    sections.remove(at: from)
    guard let to = sections.firstIndex(of: toIdentifier) else { return }
    sections.insert(identifier, at: to + (after ? 1 : 0))
    items.insert(moved, at: to + (after ? 1 : 0))
  }
}

extension NSDiffableDataSourceSnapshot: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}

/// Applying a snapshot to a list: the engine updates that take the rows of `old` to those of
/// `new`, as one batch; nil when only a reload can (a section moved, or an item left a deleted
/// section for one that stays).
nonisolated struct DiffableUpdate: Sendable {
  var deletedSections: [Int] = []
  var insertedSections: [Int] = []
  var deletedItems: [ListIndexPath] = []
  var insertedItems: [ListIndexPath] = []
  var movedItems: [(from: ListIndexPath, to: ListIndexPath)] = []
  /// Index paths after the batch of items to make anew (reloaded and reconfigured items).
  var reloadedItems: [ListIndexPath] = []

  var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && deletedItems.isEmpty
      && insertedItems.isEmpty && movedItems.isEmpty
  }

  init?<S, I>(
    from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>
  ) {
    let oldSections = old.sectionIdentifiers
    let newSections = new.sectionIdentifiers
    let newSectionSet = Set(newSections)
    let oldSectionSet = Set(oldSections)
    deletedSections = oldSections.indices.filter { !newSectionSet.contains(oldSections[$0]) }
    insertedSections = newSections.indices.filter { !oldSectionSet.contains(newSections[$0]) }
    // Sections that stay must keep their order (section moves are not diffed: reload instead).
    guard oldSections.filter(newSectionSet.contains) == newSections.filter(oldSectionSet.contains)
    else { return nil }

    var oldPaths: [I: ListIndexPath] = [:]
    for (section, sectionItems) in old.itemsBySection.enumerated() {
      for (index, item) in sectionItems.enumerated() {
        oldPaths[item] = ListIndexPath(item: index, section: section)
      }
    }
    var newPaths: [I: ListIndexPath] = [:]
    for (section, sectionItems) in new.itemsBySection.enumerated() {
      for (index, item) in sectionItems.enumerated() {
        newPaths[item] = ListIndexPath(item: index, section: section)
      }
    }
    let deletedSectionSet = Set(deletedSections)
    let insertedSectionSet = Set(insertedSections)
    // Old section index -> new section index, for the sections that stay.
    var sectionMap: [Int: Int] = [:]
    for (index, section) in oldSections.enumerated() {
      if let newIndex = new.indexOfSection(section) { sectionMap[index] = newIndex }
    }

    for (section, sectionItems) in old.itemsBySection.enumerated() {
      for (index, item) in sectionItems.enumerated() where newPaths[item] == nil {
        // Items of a deleted section go with it.
        if !deletedSectionSet.contains(section) {
          deletedItems.append(ListIndexPath(item: index, section: section))
        }
      }
    }
    for (section, sectionItems) in new.itemsBySection.enumerated() {
      for (index, item) in sectionItems.enumerated() {
        guard let oldPath = oldPaths[item] else {
          // Items of an inserted section come with it.
          if !insertedSectionSet.contains(section) {
            insertedItems.append(ListIndexPath(item: index, section: section))
          }
          continue
        }
        // An item cannot leave a deleted section nor join an inserted one in a batch.
        if deletedSectionSet.contains(oldPath.section) || insertedSectionSet.contains(section) {
          return nil
        }
      }
    }

    // Items staying in their section: those on a longest increasing run of new indices stay
    // put; every other item that stays moves explicitly (as does every item changing section).
    for (oldSection, sectionItems) in old.itemsBySection.enumerated() {
      guard let newSection = sectionMap[oldSection] else { continue }
      let staying = sectionItems.enumerated().compactMap { index, item -> (Int, Int)? in
        guard let path = newPaths[item], path.section == newSection else { return nil }
        return (index, path.item)
      }
      let stable = Set(Self.longestIncreasingRun(staying.map(\.1)).map { staying[$0].0 })
      for (index, item) in sectionItems.enumerated() {
        guard let path = newPaths[item] else { continue }
        if path.section != newSection || !stable.contains(index) {
          movedItems.append((ListIndexPath(item: index, section: oldSection), path))
        }
      }
    }
    let marked = Set(new.reloadedItemIdentifiers + new.reconfiguredItemIdentifiers)
    reloadedItems = marked.compactMap { newPaths[$0] }.sorted()
  }

  /// The positions (in `values`) of a longest strictly increasing subsequence of `values`.
  static func longestIncreasingRun(_ values: [Int]) -> [Int] {
    guard !values.isEmpty else { return [] }
    var tails: [Int] = []  // positions of the smallest tail of each run length
    var previous = [Int](repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[position] = tails[low - 1] }
      if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var run: [Int] = []
    var position = tails.last ?? -1
    while position >= 0 {
      run.append(position)
      position = previous[position]
    }
    return run.reversed()
  }
}
