/// A collection view's flow layout, scrolling vertically: equal items in rows, filled left to
/// right, top to bottom (row-major).
///
/// Per section: the header (``sectionHeaderHeight``), then ``sectionInset``'s top, then the rows,
/// then the inset's bottom; the next section starts right below. Inside a section:
/// - columns = max(1, ⌊(width − left − right + interitem) / (itemWidth + interitem)⌋);
/// - slot k is in row k / columns, column k % columns, at
///   x = left + column · (itemWidth + interitem), y = content top + row · (itemHeight + line);
/// - the content frame runs from x = left to width − right and from the first row's top to the
///   last row's bottom (zero height for an empty section).
///
/// Our choices: UIKit's flow layout spreads the items of a line to justify it; this one keeps
/// them left-aligned at the minimum spacing — stable (an item does not shift sideways when a
/// row fills up) and simple. Positions are accumulated column by column and row by row (the same
/// values as the products above for exactly representable inputs), so neighbouring columns and
/// rows share bit-identical edges and hit testing agrees with the frames. Negative item sizes and
/// spacings count as zero; a content width below zero counts as zero. Footers are not modelled.
/// Hits: see ``ListGeometry/hit(_:)`` — the spacing after a slot belongs to it, the rest of the
/// last row is the end of the section.
public struct FlowLayout: ListLayout {
  /// UIKit's default item size.
  public var itemSize: Size = Size(width: 50, height: 50)
  public var minimumInteritemSpacing: Double = 10
  public var minimumLineSpacing: Double = 10
  public var sectionInset: EdgeInsets = .zero
  public var sectionHeaderHeight: Double = 0

  public init(
    itemSize: Size = Size(width: 50, height: 50), minimumInteritemSpacing: Double = 10,
    minimumLineSpacing: Double = 10, sectionInset: EdgeInsets = .zero,
    sectionHeaderHeight: Double = 0
  ) {
    self.itemSize = itemSize
    self.minimumInteritemSpacing = minimumInteritemSpacing
    self.minimumLineSpacing = minimumLineSpacing
    self.sectionInset = sectionInset
    self.sectionHeaderHeight = sectionHeaderHeight
  }

  /// The number of columns that fit in `width` (at least 1).
  public func columns(forWidth width: Double) -> Int {
    let itemWidth = max(0, itemSize.width)
    let interitem = max(0, minimumInteritemSpacing)
    let pitch = itemWidth + interitem
    guard pitch > 0 else { return 1 }
    let fit = ((width - sectionInset.left - sectionInset.right + interitem) / pitch).rounded(.down)
    // NaN compares false; a huge fit is capped so the conversion cannot trap.
    guard fit >= 2 else { return 1 }
    return Int(min(fit, Double(Int32.max)))
  }

  public func layout(_ sections: [SectionSlots], width: Double) -> ListGeometry {
    let itemWidth = max(0, itemSize.width)
    let itemHeight = max(0, itemSize.height)
    let pitchX = itemWidth + max(0, minimumInteritemSpacing)
    let pitchY = itemHeight + max(0, minimumLineSpacing)
    let left = sectionInset.left
    let contentWidth = max(0, width - sectionInset.right - left)
    let columns = self.columns(forWidth: width)

    var y = 0.0
    var geometry: [SectionGeometry] = []
    geometry.reserveCapacity(sections.count)
    for section in sections {
      let count = section.count
      let top = y + max(0, sectionHeaderHeight) + sectionInset.top
      // Columns past the first empty one cannot change a hit; listing at most count + 1 keeps
      // the array small for very wide views.
      let listed = min(columns, count + 1)
      var origins: [Double] = [left]
      origins.reserveCapacity(listed)
      while origins.count < listed { origins.append(origins[origins.count - 1] + pitchX) }
      let rows = count == 0 ? 0 : (count + columns - 1) / columns
      var rowTops: [Double] = []
      rowTops.reserveCapacity(rows)
      var rowTop = top
      for _ in 0..<rows {
        rowTops.append(rowTop)
        rowTop += pitchY
      }
      var frames: [Rect] = []
      frames.reserveCapacity(count)
      for k in 0..<count {
        frames.append(
          Rect(
            x: origins[k % columns], y: rowTops[k / columns], width: itemWidth, height: itemHeight))
      }
      let bottom = rowTops.last.map { $0 + itemHeight } ?? top
      geometry.append(
        SectionGeometry(
          contentFrame: Rect(x: left, y: top, width: contentWidth, height: bottom - top),
          slotFrames: frames, columnOrigins: origins))
      y = bottom + sectionInset.bottom
    }
    return ListGeometry(sections: geometry, contentSize: Size(width: max(0, width), height: y))
  }
}
