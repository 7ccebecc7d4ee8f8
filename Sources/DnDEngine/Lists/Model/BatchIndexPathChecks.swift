/// The index-path checks of a batch update, shared by its kinds of changes (see `BatchPlan` for
/// the order in which they run).

/// Checks an index path that names an item in the state before the update.
struct BatchBeforeCheck {
  let oldCounts: [Int]
  let isSectionDeleted: [Bool]

  func check(_ path: ListIndexPath, verb: String) throws(ListUpdateError) {
    guard path.section >= 0, path.item >= 0 else {
      throw ListUpdateError("attempt to \(verb) item \(path): index paths cannot be negative")
    }
    guard path.section < oldCounts.count else {
      throw ListUpdateError(
        "attempt to \(verb) item \(path), but there are only \(oldCounts.count) sections before"
          + " the update")
    }
    guard !isSectionDeleted[path.section] else {
      throw ListUpdateError(
        "attempt to \(verb) item \(path) in section \(path.section), which is being deleted")
    }
    guard path.item < oldCounts[path.section] else {
      throw ListUpdateError(
        "attempt to \(verb) item \(path.item) from section \(path.section) which only contains"
          + " \(oldCounts[path.section]) items before the update")
    }
  }
}

/// Checks an index path that names a position in the state after the update: an inserted item,
/// or the destination of a move (`movedFrom` set).
struct BatchAfterCheck {
  let newCounts: [Int]
  let isSectionInserted: [Bool]

  func check(_ path: ListIndexPath, movedFrom: ListIndexPath?) throws(ListUpdateError) {
    let subject =
      movedFrom.map { "attempt to move item \($0) to \(path)" } ?? "attempt to insert item \(path)"
    guard path.section >= 0, path.item >= 0 else {
      throw ListUpdateError("\(subject): index paths cannot be negative")
    }
    guard path.section < newCounts.count else {
      throw ListUpdateError(
        "\(subject), but there are only \(newCounts.count) sections after the update")
    }
    guard !isSectionInserted[path.section] else {
      throw ListUpdateError(
        movedFrom == nil
          ? "\(subject) into section \(path.section), which is being inserted (its items all come"
            + " from the data source)"
          : "\(subject) in section \(path.section), which is being inserted")
    }
    let count = newCounts[path.section]
    guard path.item < count else {
      throw ListUpdateError(
        movedFrom == nil
          ? "attempt to insert item \(path.item) into section \(path.section), but there are only"
            + " \(count) items in section \(path.section) after the update"
          : "\(subject), but there are only \(count) items in section \(path.section) after the"
            + " update")
    }
  }
}
