/// Batch updates: UIKit's `performBatchUpdates`, with placeholders carried across as UIKit's
/// "shadow updates" (Docs/uikit-behaviour.md §3 (d) 7a).
extension ListContents {
  /// Applies a batch update whose data-source side already happened: validates it against the
  /// current state and `newCounts` (what the data source now reports, per section), then rebases
  /// every entry. On any error nothing changes and `newItem` is not called.
  ///
  /// Index paths follow UIKit's documented rules (see ``BatchUpdate``); the checks and their order
  /// are listed on `BatchPlan`. Surviving items keep their tokens and their relative order; moved
  /// items keep their tokens; inserted items, the items of inserted sections and reloaded items get
  /// tokens from `newItem()`, called in index-path order of the result.
  ///
  /// **Rebasing placeholders (our rule; UIKit's exact rules are not documented).** A placeholder
  /// at data position p behaves like a marker sitting just before data item p:
  /// - placeholders in a deleted section are removed and returned in
  ///   ``BatchResult/removedPlaceholders``;
  /// - deleting or moving out an item before the marker lowers p; one at or after it leaves p;
  /// - then, in the section's place after the update, the marker sits just before the first
  ///   *surviving* item (not deleted, not moved; a reloaded item survives) that followed it,
  ///   **after** any inserted or moved-in items placed before that survivor; if no survivor
  ///   followed it, it sits at the end, after everything inserted. So an insert at index p lands
  ///   before the placeholder (which shifts to p + 1), like any index path at or after p;
  /// - placeholders at the same position keep their relative order, and sections moved by section
  ///   inserts and deletes carry their placeholders.
  ///
  /// Why this rule: the marker tracks the item the user dropped in front of, so a placeholder
  /// stays put relative to the content the user saw; inserting "at" the placeholder's index path
  /// behaves like inserting at any other index path — the new item takes that index and
  /// everything from it on shifts.
  @discardableResult
  public mutating func apply(_ update: BatchUpdate, newCounts: [Int], newItem: () -> Int)
    throws(ListUpdateError) -> BatchResult
  {
    let oldCounts = sections.map(dataCount)
    let plan = try BatchPlan(update, oldCounts: oldCounts, newCounts: newCounts)

    var removedPlaceholders: [Int] = []
    for (section, entries) in sections.enumerated() where plan.isSectionDeleted[section] {
      removedPlaceholders += entries.compactMap(\.placeholderToken)
    }
    let dataTokens = sections.map { $0.compactMap(\.itemToken) }

    var created: [Int] = []
    var rebuilt: [[ListEntry]] = []
    rebuilt.reserveCapacity(newCounts.count)
    for (section, source) in plan.sourceSection.enumerated() {
      var entries: [ListEntry] = []
      guard let source else {
        for _ in 0..<newCounts[section] {
          let token = newItem()
          created.append(token)
          entries.append(.item(token))
        }
        rebuilt.append(entries)
        continue
      }
      let (survivors, trailing) = anchoredSurvivors(inSection: source, plan: plan)
      var nextSurvivor = 0
      for item in 0..<newCounts[section] {
        let path = ListIndexPath(item: item, section: section)
        switch plan.fixed[path] {
        case .inserted:
          let token = newItem()
          created.append(token)
          entries.append(.item(token))
        case .moved(let from):
          entries.append(.item(dataTokens[from.section][from.item]))
        case nil:
          // The plan's arithmetic guarantees one survivor per free position.
          let survivor = survivors[nextSurvivor]
          nextSurvivor += 1
          entries += survivor.placeholdersBefore.map(ListEntry.placeholder)
          var token = survivor.token
          if plan.reloaded.contains(survivor.path) {
            token = newItem()
            created.append(token)
          }
          entries.append(.item(token))
        }
      }
      entries += trailing.map(ListEntry.placeholder)
      rebuilt.append(entries)
    }
    replaceSections(rebuilt)
    return BatchResult(removedPlaceholders: removedPlaceholders, insertedItems: created)
  }

  /// The items of section `section` (before the update) that keep their place, in order, each with
  /// the placeholders anchored just before it; and the placeholders no survivor follows.
  private func anchoredSurvivors(inSection section: Int, plan: BatchPlan) -> (
    survivors: [AnchoredSurvivor], trailing: [Int]
  ) {
    var survivors: [AnchoredSurvivor] = []
    var pending: [Int] = []
    var item = 0
    for entry in sections[section] {
      switch entry {
      case .placeholder(let token):
        pending.append(token)
      case .item(let token):
        let path = ListIndexPath(item: item, section: section)
        item += 1
        guard !plan.removed.contains(path) else { continue }
        survivors.append(AnchoredSurvivor(path: path, token: token, placeholdersBefore: pending))
        pending = []
      }
    }
    return (survivors, pending)
  }
}

/// An item that keeps its place through a batch update, and the placeholders that ride on it.
private struct AnchoredSurvivor {
  /// Its index path before the update.
  let path: ListIndexPath
  let token: Int
  /// Placeholders whose marker now sits just before it, in display order.
  let placeholdersBefore: [Int]
}
