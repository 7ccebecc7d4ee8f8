/// A batch update checked against the state before it and the counts after it: everything
/// ``ListContents/apply(_:newCounts:newItem:)`` needs to rebuild the entries, computed before
/// anything changes so that a refused update changes nothing.
///
/// The checks, in the order they run (the first failure is reported):
/// 1. deleted sections (negative, out of range before the update, twice), then inserted sections
///    (negative, twice, out of range after the update — `newCounts.count`);
/// 2. the section arithmetic: `newCounts.count` = before − deleted + inserted; then no negative
///    count in `newCounts`;
/// 3. deleted items, reloaded items, move sources — "before" index paths: negative, section out
///    of range, section being deleted (its items go with it), item out of range, and duplicates
///    or conflicts with the earlier kinds (delete + reload, delete + move, reload + move);
/// 4. inserted items, move destinations — "after" index paths: negative, section out of range,
///    section being inserted (our choice: an inserted section's items all come from the data
///    source, the mirror of "items of a deleted section go with it"), item out of range of
///    `newCounts`, duplicates, insert + move to the same index path;
/// 5. the item arithmetic of every section that survives, in order of its index after the
///    update: after = before + inserted + moved in − deleted − moved out (reloads count neither).
///
/// The wording follows UIKit's `NSInternalInconsistencyException` messages where they are known;
/// "list" stands for "table view" / "collection view".
struct BatchPlan {
  /// What fills a position after the update that is not a surviving item.
  enum Fixed {
    case inserted
    case moved(from: ListIndexPath)
  }

  /// The data-item count of every section before the update.
  let oldCounts: [Int]
  /// The data-item count of every section after the update (the data source's answer).
  let newCounts: [Int]
  /// For each section after the update: its index before, or `nil` when it is inserted.
  let sourceSection: [Int?]
  /// Whether each section before the update is deleted.
  let isSectionDeleted: [Bool]
  /// "Before" index paths that leave their place: deleted or moved out.
  let removed: Set<ListIndexPath>
  /// "Before" index paths that are reloaded (they keep their place, with a new token).
  let reloaded: Set<ListIndexPath>
  /// "After" index paths filled by an insert or the destination of a move. Looked up only, never
  /// iterated, so hash order cannot leak.
  let fixed: [ListIndexPath: Fixed]

  init(_ update: BatchUpdate, oldCounts: [Int], newCounts: [Int]) throws(ListUpdateError) {
    self.oldCounts = oldCounts
    self.newCounts = newCounts
    let oldSectionCount = oldCounts.count
    let newSectionCount = newCounts.count

    // 1. Sections.
    var isSectionDeleted = [Bool](repeating: false, count: oldSectionCount)
    for section in update.deletedSections {
      guard section >= 0 else {
        throw ListUpdateError("attempt to delete section \(section): sections cannot be negative")
      }
      guard section < oldSectionCount else {
        throw ListUpdateError(
          "attempt to delete section \(section), but there are only \(oldSectionCount) sections"
            + " before the update")
      }
      guard !isSectionDeleted[section] else {
        throw ListUpdateError("attempt to delete section \(section) twice")
      }
      isSectionDeleted[section] = true
    }
    var isSectionInserted = [Bool](repeating: false, count: newSectionCount)
    for section in update.insertedSections {
      guard section >= 0 else {
        throw ListUpdateError("attempt to insert section \(section): sections cannot be negative")
      }
      guard section < newSectionCount else {
        throw ListUpdateError(
          "attempt to insert section \(section) but there are only \(newSectionCount) sections"
            + " after the update")
      }
      guard !isSectionInserted[section] else {
        throw ListUpdateError("attempt to insert section \(section) twice")
      }
      isSectionInserted[section] = true
    }

    // 2. Section arithmetic.
    let deletedCount = update.deletedSections.count
    let insertedCount = update.insertedSections.count
    guard newSectionCount == oldSectionCount - deletedCount + insertedCount else {
      throw ListUpdateError(
        "Invalid update: invalid number of sections. The number of sections contained in the list"
          + " after the update (\(newSectionCount)) must be equal to the number of sections"
          + " contained in the list before the update (\(oldSectionCount)), plus or minus the"
          + " number of sections inserted or deleted (\(insertedCount) inserted, \(deletedCount)"
          + " deleted).")
    }
    if let section = newCounts.firstIndex(where: { $0 < 0 }) {
      throw ListUpdateError(
        "Invalid update: the data source reports \(newCounts[section]) items in section"
          + " \(section) after the update")
    }
    var sourceSection = [Int?](repeating: nil, count: newSectionCount)
    var survivors = (0..<oldSectionCount).filter { !isSectionDeleted[$0] }.makeIterator()
    for section in 0..<newSectionCount where !isSectionInserted[section] {
      sourceSection[section] = survivors.next()
    }
    self.isSectionDeleted = isSectionDeleted
    self.sourceSection = sourceSection

    // 3. "Before" index paths.
    let before = BatchBeforeCheck(oldCounts: oldCounts, isSectionDeleted: isSectionDeleted)
    var deleted: Set<ListIndexPath> = []
    for path in update.deletedItems {
      try before.check(path, verb: "delete")
      guard deleted.insert(path).inserted else {
        throw ListUpdateError("attempt to delete item \(path) twice")
      }
    }
    var reloaded: Set<ListIndexPath> = []
    for path in update.reloadedItems {
      try before.check(path, verb: "reload")
      guard !deleted.contains(path) else {
        throw ListUpdateError("attempt to delete and reload the same item \(path)")
      }
      guard reloaded.insert(path).inserted else {
        throw ListUpdateError("attempt to reload item \(path) twice")
      }
    }
    var movedOut: Set<ListIndexPath> = []
    for move in update.movedItems {
      try before.check(move.from, verb: "move")
      guard !deleted.contains(move.from) else {
        throw ListUpdateError("attempt to delete and move the same item \(move.from)")
      }
      guard !reloaded.contains(move.from) else {
        throw ListUpdateError("attempt to reload and move the same item \(move.from)")
      }
      guard movedOut.insert(move.from).inserted else {
        throw ListUpdateError("attempt to move item \(move.from) twice")
      }
    }
    self.removed = deleted.union(movedOut)
    self.reloaded = reloaded

    // 4. "After" index paths.
    var fixed: [ListIndexPath: Fixed] = [:]
    let after = BatchAfterCheck(newCounts: newCounts, isSectionInserted: isSectionInserted)
    for path in update.insertedItems {
      try after.check(path, movedFrom: nil)
      guard fixed[path] == nil else {
        throw ListUpdateError("attempt to insert item \(path) twice")
      }
      fixed[path] = .inserted
    }
    for move in update.movedItems {
      let path = move.to
      try after.check(path, movedFrom: move.from)
      switch fixed[path] {
      case nil: fixed[path] = .moved(from: move.from)
      case .inserted:
        throw ListUpdateError("attempt to insert and move to the same index path \(path)")
      case .moved(let other):
        throw ListUpdateError(
          "attempt to move item \(move.from) to \(path), where item \(other) is also being moved")
      }
    }
    self.fixed = fixed

    // 5. Item arithmetic per surviving section.
    var deletedPer = [Int](repeating: 0, count: oldSectionCount)
    var movedOutPer = [Int](repeating: 0, count: oldSectionCount)
    var insertedPer = [Int](repeating: 0, count: newSectionCount)
    var movedInPer = [Int](repeating: 0, count: newSectionCount)
    for path in update.deletedItems { deletedPer[path.section] += 1 }
    for path in update.insertedItems { insertedPer[path.section] += 1 }
    for move in update.movedItems {
      movedOutPer[move.from.section] += 1
      movedInPer[move.to.section] += 1
    }
    for (section, source) in sourceSection.enumerated() {
      guard let source else { continue }
      let expected =
        oldCounts[source] + insertedPer[section] + movedInPer[section] - deletedPer[source]
        - movedOutPer[source]
      guard newCounts[section] == expected else {
        throw ListUpdateError(
          "Invalid update: invalid number of items in section \(section). The number of items"
            + " contained in an existing section after the update (\(newCounts[section])) must be"
            + " equal to the number of items contained in that section before the update"
            + " (\(oldCounts[source])), plus or minus the number of items inserted or deleted"
            + " from that section (\(insertedPer[section]) inserted, \(deletedPer[source])"
            + " deleted) and plus or minus the number of items moved into or out of that section"
            + " (\(movedInPer[section]) moved in, \(movedOutPer[source]) moved out).")
      }
    }
  }
}
