/// One `performBatchUpdates` worth of changes, described the way UIKit takes them.
///
/// UIKit's documented rules ("Ordering of operations and index paths" in the
/// `performBatchUpdates(_:completion:)` documentation): deletions — of sections, of items, the
/// sources of moves, and reloads — are index paths in the state **before** the update;
/// insertions — of sections, of items, and the destinations of moves — are index paths in the
/// state **after** it. The order of the arrays does not matter, except that errors are reported
/// for the first offending element in this order (see ``ListContents/apply(_:newCounts:newItem:)``).
public struct BatchUpdate: Sendable, Equatable {
  /// Sections inserted, as indices after the update. Their items come from the data source.
  public var insertedSections: [Int]
  /// Sections deleted, as indices before the update. Their items and placeholders go with them.
  public var deletedSections: [Int]
  /// Items inserted, as index paths after the update.
  public var insertedItems: [ListIndexPath]
  /// Items deleted, as index paths before the update.
  public var deletedItems: [ListIndexPath]
  /// Items moved: from an index path before the update to one after it. A moved item keeps its
  /// token (the same cell moves).
  public var movedItems: [ItemMove]
  /// Items reloaded, as index paths before the update. A reloaded item keeps its place but gets a
  /// new token, since UIKit asks the data source for its cell again.
  public var reloadedItems: [ListIndexPath]
  /// Sections reloaded, as indices before the update (UIKit's `reloadSections`): applied as the
  /// section deleted and inserted again in its place after the update, so its items all get new
  /// tokens and its count is the data source's new one; its placeholders go.
  public var reloadedSections: [Int] = []

  /// An empty update.
  public init() {
    self.init(insertedSections: [])
  }

  public init(
    insertedSections: [Int] = [], deletedSections: [Int] = [], insertedItems: [ListIndexPath] = [],
    deletedItems: [ListIndexPath] = [], movedItems: [ItemMove] = [],
    reloadedItems: [ListIndexPath] = []
  ) {
    self.insertedSections = insertedSections
    self.deletedSections = deletedSections
    self.insertedItems = insertedItems
    self.deletedItems = deletedItems
    self.movedItems = movedItems
    self.reloadedItems = reloadedItems
  }

  /// Whether the update changes nothing.
  public var isEmpty: Bool {
    insertedSections.isEmpty && deletedSections.isEmpty && insertedItems.isEmpty
      && deletedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
      && reloadedSections.isEmpty
  }

  /// `insertSections=[1] deleteItems=[[0, 2]] moveItems=[[0, 0]->[0, 3]]` — only the non-empty
  /// parts, in a fixed order, each list in the caller's order; `none` when empty.
  package var logDescription: String {
    var parts: [String] = []
    if !deletedSections.isEmpty { parts.append("deleteSections=\(intList(deletedSections))") }
    if !insertedSections.isEmpty { parts.append("insertSections=\(intList(insertedSections))") }
    if !deletedItems.isEmpty { parts.append("deleteItems=\(deletedItems.logDescription)") }
    if !insertedItems.isEmpty { parts.append("insertItems=\(insertedItems.logDescription)") }
    if !movedItems.isEmpty {
      parts.append("moveItems=[" + movedItems.map(\.logDescription).joined(separator: ", ") + "]")
    }
    if !reloadedItems.isEmpty { parts.append("reloadItems=\(reloadedItems.logDescription)") }
    if !reloadedSections.isEmpty {
      parts.append("reloadSections=\(intList(reloadedSections))")
    }
    return parts.isEmpty ? "none" : parts.joined(separator: " ")
  }

  /// The update with each reloaded section turned into what UIKit documents a reload to be, the
  /// section deleted (its index before the update) and inserted (its index after the section
  /// deletes and inserts), so the rest of the batch rules apply unchanged. OURS: the index
  /// arithmetic is UIKit's for sections; how UIKit orders a reload among other section changes
  /// is not documented.
  package var reloadsExpanded: BatchUpdate {
    guard !reloadedSections.isEmpty else { return self }
    var expanded = self
    expanded.reloadedSections = []
    for section in reloadedSections {
      var after = section - deletedSections.filter { $0 < section }.count
      for inserted in insertedSections.sorted() where inserted <= after { after += 1 }
      expanded.deletedSections.append(section)
      expanded.insertedSections.append(after)
    }
    return expanded
  }

  private func intList(_ values: [Int]) -> String {
    "[" + values.map(String.init).joined(separator: ", ") + "]"
  }
}

/// A move in a batch update: `from` is an index path before the update, `to` one after it.
public struct ItemMove: Sendable, Hashable {
  public var from: ListIndexPath
  public var to: ListIndexPath

  public init(from: ListIndexPath, to: ListIndexPath) {
    self.from = from
    self.to = to
  }

  /// `[0, 1]->[1, 0]`.
  package var logDescription: String { "\(from.logDescription)->\(to.logDescription)" }
}

/// What applying a batch update did beyond the data-source side the caller already knows.
public struct BatchResult: Sendable, Equatable {
  /// Placeholders that were in deleted sections and went with them, in display order. Their drops
  /// can no longer commit (UIKit's `commitInsertion` then returns false).
  public var removedPlaceholders: [Int]
  /// Tokens created for inserted items, items of inserted sections and reloaded items, in the
  /// index-path order of the state after the update (which is also the order `newItem()` was
  /// called in).
  public var insertedItems: [Int]

  public init(removedPlaceholders: [Int] = [], insertedItems: [Int] = []) {
    self.removedPlaceholders = removedPlaceholders
    self.insertedItems = insertedItems
  }
}
