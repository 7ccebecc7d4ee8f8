/// The view's own index paths — UIKit's "presentation" index paths — for the queries about what
/// the view shows: a placeholder is a row (an item) of the view at its index path, and the data
/// items at and after it come one later, as in UIKit, where a placeholder is a cell of the table
/// or collection view that its `cellUpdateHandler` configures (Apple's documentation of
/// `UICollectionView.dataSourceIndexPath(forPresentationIndexPath:)`: the view's index paths
/// differ from the data source's while placeholders are shown). Every delegate and data-source
/// call keeps data index paths (``ListContents``).
///
/// A presentation index path is an entry index of ``ListContents``: items and placeholders count,
/// the drop gap of a hovering drag does not, and an item lifted out for a reorder keeps its place
/// (our choice: UIKit moves cells while the gap follows the drag; nothing here reads them then).
/// Without placeholders the two index spaces are the same.
extension ListView {
  /// The cell shown at a presentation index path: a data item's cell, or a placeholder's cell;
  /// nil when the entry is not visible (no cell) or does not exist.
  public func presentedCell(at indexPath: ListIndexPath) -> ListCell? {
    ensureLoaded()
    guard let entry = presentedEntry(at: indexPath), let cell = cells[entry], !cell.isHidden
    else { return nil }
    return cell
  }

  /// The presentation index path of a cell the view shows (an item's or a placeholder's); nil
  /// for a cell the view does not show.
  public func presentedIndexPath(for cell: ListCell) -> ListIndexPath? {
    for (section, entries) in contents.sections.enumerated() {
      for (index, entry) in entries.enumerated() where cells[entry] === cell && !cell.isHidden {
        return ListIndexPath(item: index, section: section)
      }
    }
    return nil
  }

  /// The visible cells (items' and placeholders'), in presentation order.
  public var visibleCells: [ListCell] {
    ensureLoaded()
    return presentedVisibleEntries.map(\.cell)
  }

  /// The presentation index paths of the visible cells, in order.
  public var indexPathsForVisibleItems: [ListIndexPath] {
    ensureLoaded()
    return presentedVisibleEntries.map(\.indexPath)
  }

  /// The presentation index paths of the selected items, in order.
  public var presentedIndexPathsForSelectedItems: [ListIndexPath] {
    selectedTokens.compactMap { presentedIndexPath(of: .item($0)) }.sorted()
  }

  /// The presentation index path of the item or placeholder under a point in the view's
  /// coordinates; nil over the spacing between them and over the drop gap.
  public func presentedIndexPathForItem(at point: Point) -> ListIndexPath? {
    ensureLoaded()
    guard let (section, index) = geometry.slot(at: contentPoint(point)) else { return nil }
    switch slots[section][index] {
    case .item(let token): return presentedIndexPath(of: .item(token))
    case .placeholder(let token): return presentedIndexPath(of: .placeholder(token))
    case .gap: return nil
    }
  }

  /// The data index path of a presentation index path: the data item there, or — for a
  /// placeholder — the index path at which committing it inserts. Nil outside the contents.
  public func dataIndexPath(forPresentationIndexPath indexPath: ListIndexPath) -> ListIndexPath? {
    ensureLoaded()
    switch presentedEntry(at: indexPath) {
    case .item(let token): return contents.indexPath(ofItem: token)
    case .placeholder(let token): return contents.indexPath(ofPlaceholder: token)
    case nil: return nil
    }
  }

  /// The frame of the item or placeholder at a presentation index path, in content coordinates
  /// (unscrolled); nil when it does not exist.
  package func presentedFrame(at indexPath: ListIndexPath) -> Rect? {
    ensureLoaded()
    let slot: ListSlot
    switch presentedEntry(at: indexPath) {
    case .item(let token): slot = .item(token)
    case .placeholder(let token): slot = .placeholder(token)
    case nil: return nil
    }
    guard geometry.sections.indices.contains(indexPath.section),
      let index = slots[indexPath.section].firstIndex(of: slot)
    else { return nil }
    return geometry.sections[indexPath.section].slotFrames[index]
  }

  /// Scrolls so that the item or placeholder at a presentation index path shows where
  /// `position` says (UIKit's `scrollToRow(at:at:animated:)` / `scrollToItem(at:at:animated:)`):
  /// its top at the view's top, its middle at the middle, its bottom at the bottom, or — `nil` —
  /// the least scroll that shows it whole. The offset stays between zero and the content's end,
  /// as UIKit's does. Nothing animates: the offset is set at once. Does nothing for an index path
  /// with no item.
  package func scroll(toPresentedIndexPath indexPath: ListIndexPath, at position: ScrollPosition?) {
    guard let frame = presentedFrame(at: indexPath) else { return }
    let height = self.frame.height
    var offset: Double
    switch position {
    case .top: offset = frame.minY
    case .middle: offset = frame.midY - height / 2
    case .bottom: offset = frame.maxY - height
    case nil:
      if frame.minY < contentOffset {
        offset = frame.minY
      } else if frame.maxY > contentOffset + height {
        offset = frame.maxY - height
      } else {
        return
      }
    }
    let end = max(0, geometry.contentSize.height - height)
    offset = min(max(offset, 0), end)
    if offset != contentOffset { contentOffset = offset }
  }

  /// Where ``scroll(toPresentedIndexPath:at:)`` puts an item, vertically.
  package enum ScrollPosition: Sendable {
    case top, middle, bottom
  }

  // MARK: Helpers

  private func presentedEntry(at indexPath: ListIndexPath) -> ListEntry? {
    let sections = contents.sections
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return sections[indexPath.section][indexPath.item]
  }

  private func presentedIndexPath(of entry: ListEntry) -> ListIndexPath? {
    for (section, entries) in contents.sections.enumerated() {
      if let index = entries.firstIndex(of: entry) {
        return ListIndexPath(item: index, section: section)
      }
    }
    return nil
  }

  private var presentedVisibleEntries: [(indexPath: ListIndexPath, cell: ListCell)] {
    var result: [(indexPath: ListIndexPath, cell: ListCell)] = []
    for (section, entries) in contents.sections.enumerated() {
      for (index, entry) in entries.enumerated() {
        guard let cell = cells[entry], !cell.isHidden else { continue }
        result.append((ListIndexPath(item: index, section: section), cell))
      }
    }
    return result
  }
}
