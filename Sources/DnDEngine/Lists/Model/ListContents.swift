/// What a table or collection view shows, section by section: data items and placeholders in
/// display order.
///
/// A pure value: the list view owns one, and every change goes through a mutating method that
/// either succeeds completely or (for batch updates) throws and changes nothing. Items are
/// identified by tokens the caller allocates (`newItem()`), so a cell can follow "its" item
/// across updates; placeholders by their own tokens.
///
/// Two coordinate systems coexist, as in UIKit:
/// - **data index paths** count data items only — what the data source and the app's delegates
///   see (a placeholder never shifts them: Docs/uikit-behaviour.md §3 (d) row 4, "inserted without a
///   data-source update");
/// - **entry indices** count every entry of a section, placeholders included — display order,
///   what the layout lays out.
public struct ListContents: Sendable, Equatable {
  /// Every section's entries in display order.
  public private(set) var sections: [[ListEntry]]

  /// No sections.
  public init() {
    sections = []
  }

  /// Builds contents from explicit entries — for tests and for restoring a state; the entries
  /// are taken as given.
  public init(sections: [[ListEntry]]) {
    self.sections = sections
  }

  public var numberOfSections: Int { sections.count }

  /// The number of data items in `section` (placeholders not counted); 0 for a section that does
  /// not exist (our choice: queries never trap).
  public func numberOfItems(inSection section: Int) -> Int {
    guard sections.indices.contains(section) else { return 0 }
    return dataCount(sections[section])
  }

  /// Every placeholder token, in display order (section by section, top to bottom).
  public var allPlaceholders: [Int] {
    sections.flatMap { $0.compactMap(\.placeholderToken) }
  }

  /// The data index path of an item token, or `nil` when no such item is shown.
  public func indexPath(ofItem token: Int) -> ListIndexPath? {
    for (section, entries) in sections.enumerated() {
      var item = 0
      for entry in entries {
        guard case .item(let found) = entry else { continue }
        if found == token { return ListIndexPath(item: item, section: section) }
        item += 1
      }
    }
    return nil
  }

  /// The token of the data item at a data index path, or `nil` when out of range.
  public func item(at indexPath: ListIndexPath) -> Int? {
    guard sections.indices.contains(indexPath.section), indexPath.item >= 0 else { return nil }
    var item = 0
    for entry in sections[indexPath.section] {
      guard case .item(let token) = entry else { continue }
      if item == indexPath.item { return token }
      item += 1
    }
    return nil
  }

  /// A placeholder's data position: its section, and the number of data items before it in that
  /// section — the index path at which committing it would insert (talk 223's
  /// `insertionIndexPath`). `nil` when the placeholder is not shown.
  public func indexPath(ofPlaceholder token: Int) -> ListIndexPath? {
    for (section, entries) in sections.enumerated() {
      var item = 0
      for entry in entries {
        switch entry {
        case .item: item += 1
        case .placeholder(let found) where found == token:
          return ListIndexPath(item: item, section: section)
        case .placeholder: break
        }
      }
    }
    return nil
  }

  /// The entry index (display order, placeholders included) of data position (s, p): the index
  /// just after the last placeholder that sits at position p, i.e. just before data item p — or
  /// the end of the section when p is the item count. `nil` when the section does not exist or p
  /// is outside `0...count`.
  public func entryIndex(forInsertionAt indexPath: ListIndexPath) -> Int? {
    guard sections.indices.contains(indexPath.section), indexPath.item >= 0 else { return nil }
    let entries = sections[indexPath.section]
    var item = 0
    for (index, entry) in entries.enumerated() where entry.itemToken != nil {
      if item == indexPath.item { return index }
      item += 1
    }
    return item == indexPath.item ? entries.count : nil
  }

  /// The entry index of the data item at a data index path, or `nil` when out of range.
  public func entryIndex(ofItemAt indexPath: ListIndexPath) -> Int? {
    guard let index = entryIndex(forInsertionAt: indexPath),
      index < sections[indexPath.section].count
    else { return nil }
    return index
  }

  /// Replaces everything: `counts[s]` items per section, tokens from `newItem()` in index-path
  /// order; all placeholders removed — UIKit's `reloadData`, which "will cause any existing drop
  /// placeholder rows to be removed" (Docs/uikit-behaviour.md §3 (d), [DOC] UITableView.h). A negative count
  /// is taken as 0 (our choice: never a trap). Returns the removed placeholder tokens, in display
  /// order.
  @discardableResult
  public mutating func reload(counts: [Int], newItem: () -> Int) -> [Int] {
    let removed = allPlaceholders
    var rebuilt: [[ListEntry]] = []
    rebuilt.reserveCapacity(counts.count)
    for count in counts {
      var entries: [ListEntry] = []
      for _ in 0..<max(0, count) { entries.append(.item(newItem())) }
      rebuilt.append(entries)
    }
    sections = rebuilt
    return removed
  }

  /// `[[i1, p1, i2], []]` — every section's entries in display order.
  package var logDescription: String {
    "["
      + sections.map { "[" + $0.map(\.logDescription).joined(separator: ", ") + "]" }
      .joined(separator: ", ") + "]"
  }

  /// The number of data items among `entries`.
  func dataCount(_ entries: [ListEntry]) -> Int {
    entries.reduce(0) { $0 + ($1.isPlaceholder ? 0 : 1) }
  }

  /// Replaces the entries wholesale; for the batch-update code of this type, which has already
  /// validated them.
  mutating func replaceSections(_ newSections: [[ListEntry]]) {
    sections = newSections
  }

  /// Edits one section's entries in place; for the placeholder operations of this type.
  mutating func updateEntries<Result>(
    inSection section: Int, _ body: (inout [ListEntry]) -> Result
  ) -> Result {
    body(&sections[section])
  }
}
