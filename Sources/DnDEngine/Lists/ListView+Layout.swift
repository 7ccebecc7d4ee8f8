/// Slots, geometry and cells: what the view shows and where.
///
/// The shown sequence of a section is its entries (data items and placeholders) with the item
/// lifted out for a reorder left out and the drop gap put just before the data item at the gap's
/// position (after any placeholders there). Only slots intersecting the visible bounds get cells;
/// the data source is asked for an item's cell when it first becomes visible, a placeholder's
/// cell is made from its reuse identifier and configured by its `cellUpdateHandler`.
extension ListView {
  /// Loads counts from the data source the first time the view is used (UIKit loads lazily).
  func ensureLoaded() {
    guard !isLoaded else { return }
    isLoaded = true
    contents.reload(counts: dataSourceCounts(), newItem: newToken)
    relayout()
  }

  func newToken() -> Int {
    nextToken += 1
    return nextToken
  }

  /// What the data source reports now, per section. Negative counts count as zero.
  func dataSourceCounts() -> [Int] {
    guard let dataSource else { return [] }
    let sections = max(0, dataSource.numberOfSections(in: self))
    return (0..<sections).map { max(0, dataSource.numberOfItems(in: self, section: $0)) }
  }

  /// Rebuilds the slots and the geometry, then realises, moves and drops cells to match.
  func relayout() {
    guard isLoaded else { return }
    slots = buildSlots()
    geometry = layout.layout(sectionSpecs(slots), width: frame.width)
    let visible = Rect(x: 0, y: contentOffset, width: frame.width, height: frame.height)
    var shown: [ListEntry: ListCell] = [:]
    for (section, sectionSlots) in slots.enumerated() {
      for (index, slot) in sectionSlots.enumerated() {
        let entry: ListEntry
        switch slot {
        case .item(let token): entry = .item(token)
        case .placeholder(let token): entry = .placeholder(token)
        case .gap: continue
        }
        let slotFrame = geometry.sections[section].slotFrames[index]
        guard slotFrame.intersects(visible) else { continue }
        let cell = cells[entry] ?? realise(entry)
        cell.frame = slotFrame.offsetBy(dx: 0, dy: -contentOffset)
        cell.isHidden = false
        if cell.superview !== self { addSubview(cell) }
        if case .item = entry {
          if isSpringLoaded { addSpringLoading(to: cell) } else { removeSpringLoading(from: cell) }
        }
        shown[entry] = cell
      }
    }
    // The cell of an item lifted out for a reorder stays, hidden where it was: the cancel and
    // drop animations can still fly to it.
    if let lifted = dropTracking?.liftedToken, let cell = cells[.item(lifted)] {
      cell.isHidden = true
      shown[.item(lifted)] = cell
    }
    for (entry, cell) in cells where shown[entry] == nil {
      cell.removeFromSuperview()
    }
    cells = shown
  }

  /// The size of the data items as the layout places them, without placeholders, a drop gap or
  /// an item lifted out — UIKit's `contentSize` from the data source's counts.
  package var dataContentSize: Size {
    ensureLoaded()
    let data = contents.sections.map { entries in
      entries.compactMap { entry in entry.itemToken.map { ListSlot.item($0) } }
    }
    return layout.layout(sectionSpecs(data), width: frame.width).contentSize
  }

  /// What the layout needs for the shown slots: heights for a table, sizes and per-section values
  /// for a collection view whose app answers them.
  private func sectionSpecs(_ sections: [[ListSlot]]) -> [SectionSlots] {
    sections.enumerated().map { section, sectionSlots in
      var spec = SectionSlots(heights: sectionSlots.map { slotHeight($0) })
      if let collection = self as? CollectionView {
        if collection.sizeForItem != nil {
          spec.sizes = sectionSlots.map { slotSize($0, in: collection) }
        }
        spec.flow = collection.flowMetricsForSection?(section) ?? FlowSectionMetrics()
      }
      return spec
    }
  }

  /// A slot's size from the app's `sizeForItemAt`: an item's own; the drop gap takes the size of
  /// the item lifted out for a reorder (else the layout's); a placeholder the layout's `itemSize`
  /// (our choice: the app's answers are for its data items).
  private func slotSize(_ slot: ListSlot, in collection: CollectionView) -> Size? {
    let token: Int?
    switch slot {
    case .item(let item): token = item
    case .gap: token = dropTracking?.liftedToken
    case .placeholder: token = nil
    }
    guard let sizeForItem = collection.sizeForItem, let token,
      let indexPath = contents.indexPath(ofItem: token)
    else { return nil }
    return sizeForItem(indexPath)
  }

  private func slotHeight(_ slot: ListSlot) -> Double? {
    switch slot {
    case .placeholder(let token):
      return placeholderContexts[token]?.placeholder.rowHeight
    case .item(let token):
      guard let heights = (self as? TableView)?.heightForRow,
        let indexPath = contents.indexPath(ofItem: token)
      else { return nil }
      return heights(indexPath)
    case .gap:
      return nil
    }
  }

  private func buildSlots() -> [[ListSlot]] {
    let lifted = dropTracking?.liftedToken
    let gap = dropTracking?.gap
    return contents.sections.enumerated().map { section, entries in
      var result: [ListSlot] = []
      var items = 0
      var gapIndex = gap.flatMap { $0.section == section ? $0.item : nil }
      for entry in entries {
        switch entry {
        case .item(let token):
          if token == lifted { continue }
          if gapIndex == items {
            result.append(.gap)
            gapIndex = nil
          }
          result.append(.item(token))
          items += 1
        case .placeholder(let token):
          result.append(.placeholder(token))
        }
      }
      if gapIndex != nil { result.append(.gap) }
      return result
    }
  }

  private func realise(_ entry: ListEntry) -> ListCell {
    switch entry {
    case .item(let token):
      let indexPath = contents.indexPath(ofItem: token) ?? ListIndexPath(item: 0, section: 0)
      let cell =
        dataSource?.cell(for: self, at: indexPath)
        ?? makeCell(name: "\(name).cell\(nextToken)", reuseIdentifier: "")
      cell.isSelected = selectedTokens.contains(token)
      cell.dragState = dragStates[token] ?? .none
      return cell
    case .placeholder(let token):
      guard let context = placeholderContexts[token] else {
        return ListCell(name: "\(name).placeholder\(token)")
      }
      let cell = makeCell(
        name: "\(name).\(context.id)", reuseIdentifier: context.placeholder.reuseIdentifier)
      cells[entry] = cell
      context.runCellUpdateHandler(cell)
      return cell
    }
  }

  // MARK: Hit testing for drops

  /// The destination index path for a hit, in the index space a drop uses (without an item
  /// lifted out for a reorder): the number of data items and the gap before the slot — so the
  /// item under the drag for insert-into, and for insert-at the position that moves the gap past
  /// the item under the drag; the item count past the end of a section; `nil` between sections
  /// and over empty space. Decision recorded in `Docs/engine.md`.
  func destination(for hit: ListHit) -> ListIndexPath? {
    switch hit {
    case .none:
      return nil
    case .endOfSection(let section):
      return ListIndexPath(item: itemCount(inShownSection: section), section: section)
    case .slot(let section, let index):
      let counted = slots[section][..<index].filter { !$0.isPlaceholder }.count
      return ListIndexPath(
        item: min(counted, itemCount(inShownSection: section)), section: section)
    }
  }

  /// Data items shown in a section (the lifted-out item not counted).
  func itemCount(inShownSection section: Int) -> Int {
    slots[section].filter { if case .item = $0 { true } else { false } }.count
  }

  /// The token of the `index`-th shown data item of a section.
  func shownItem(_ indexPath: ListIndexPath) -> Int? {
    guard indexPath.section >= 0, indexPath.section < slots.count else { return nil }
    var count = 0
    for slot in slots[indexPath.section] {
      guard case .item(let token) = slot else { continue }
      if count == indexPath.item { return token }
      count += 1
    }
    return nil
  }
}

extension ListSlot {
  var isPlaceholder: Bool {
    if case .placeholder = self { true } else { false }
  }
}
