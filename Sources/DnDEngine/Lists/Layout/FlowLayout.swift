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
/// spacings count as zero; a content width below zero counts as zero. A section's footer
/// (``sectionFooterHeight``) follows its inset's bottom.
/// Hits: see ``ListGeometry/hit(_:)`` — the spacing after a slot belongs to it, the rest of the
/// last row is the end of the section.
///
/// **Sizes and values per item and section** (UIKit's `UICollectionViewDelegateFlowLayout`): a
/// section's ``SectionSlots/flow`` replaces the layout's inset, spacings, header and footer for
/// that section; when its ``SectionSlots/sizes`` give any slot its own size, the section is laid
/// out in lines instead of a grid, as UIKit's flow layout does: slots fill a line left to right
/// at the minimum interitem spacing, a slot that does not fit in what is left of the line (and is
/// not its first) starts the next one, a line is as tall as its tallest slot and the slots of a
/// line are centred vertically in it; lines follow one another at the minimum line spacing.
public struct FlowLayout: ListLayout {
  /// UIKit's default item size.
  public var itemSize: Size = Size(width: 50, height: 50)
  public var minimumInteritemSpacing: Double = 10
  public var minimumLineSpacing: Double = 10
  public var sectionInset: EdgeInsets = .zero
  public var sectionHeaderHeight: Double = 0
  public var sectionFooterHeight: Double = 0

  public init(
    itemSize: Size = Size(width: 50, height: 50), minimumInteritemSpacing: Double = 10,
    minimumLineSpacing: Double = 10, sectionInset: EdgeInsets = .zero,
    sectionHeaderHeight: Double = 0, sectionFooterHeight: Double = 0
  ) {
    self.itemSize = itemSize
    self.minimumInteritemSpacing = minimumInteritemSpacing
    self.minimumLineSpacing = minimumLineSpacing
    self.sectionInset = sectionInset
    self.sectionHeaderHeight = sectionHeaderHeight
    self.sectionFooterHeight = sectionFooterHeight
  }

  /// The number of columns that fit in `width` (at least 1).
  public func columns(forWidth width: Double) -> Int {
    columns(forWidth: width, inset: sectionInset, interitem: minimumInteritemSpacing)
  }

  private func columns(forWidth width: Double, inset: EdgeInsets, interitem: Double) -> Int {
    let itemWidth = max(0, itemSize.width)
    let interitem = max(0, interitem)
    let pitch = itemWidth + interitem
    guard pitch > 0 else { return 1 }
    let fit = ((width - inset.left - inset.right + interitem) / pitch).rounded(.down)
    // NaN compares false; a huge fit is capped so the conversion cannot trap.
    guard fit >= 2 else { return 1 }
    return Int(min(fit, Double(Int32.max)))
  }

  public func layout(_ sections: [SectionSlots], width: Double) -> ListGeometry {
    var y = 0.0
    var geometry: [SectionGeometry] = []
    geometry.reserveCapacity(sections.count)
    for section in sections {
      let flow = section.flow
      let inset = flow.sectionInset ?? sectionInset
      let top = y + max(0, flow.headerHeight ?? sectionHeaderHeight) + inset.top
      let (laidOut, bottom) =
        section.sizes.contains(where: { $0 != nil })
        ? lines(section, width: width, top: top)
        : grid(section.count, width: width, top: top, flow: flow)
      geometry.append(laidOut)
      y = bottom + inset.bottom + max(0, flow.footerHeight ?? sectionFooterHeight)
    }
    return ListGeometry(sections: geometry, contentSize: Size(width: max(0, width), height: y))
  }

  /// A section of equal items in a grid whose content starts at `top`.
  private func grid(
    _ count: Int, width: Double, top: Double, flow: FlowSectionMetrics
  ) -> (SectionGeometry, bottom: Double) {
    let inset = flow.sectionInset ?? sectionInset
    let interitem = flow.minimumInteritemSpacing ?? minimumInteritemSpacing
    let itemWidth = max(0, itemSize.width)
    let itemHeight = max(0, itemSize.height)
    let pitchX = itemWidth + max(0, interitem)
    let pitchY = itemHeight + max(0, flow.minimumLineSpacing ?? minimumLineSpacing)
    let left = inset.left
    let contentWidth = max(0, width - inset.right - left)
    let columns = self.columns(forWidth: width, inset: inset, interitem: interitem)
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
        Rect(x: origins[k % columns], y: rowTops[k / columns], width: itemWidth, height: itemHeight)
      )
    }
    let bottom = rowTops.last.map { $0 + itemHeight } ?? top
    let geometry = SectionGeometry(
      contentFrame: Rect(x: left, y: top, width: contentWidth, height: bottom - top),
      slotFrames: frames, columnOrigins: origins)
    return (geometry, bottom)
  }

  /// A section whose slots have sizes of their own, in lines whose content starts at `top`.
  private func lines(
    _ section: SectionSlots, width: Double, top: Double
  ) -> (SectionGeometry, bottom: Double) {
    let flow = section.flow
    let inset = flow.sectionInset ?? sectionInset
    let interitem = max(0, flow.minimumInteritemSpacing ?? minimumInteritemSpacing)
    let lineSpacing = max(0, flow.minimumLineSpacing ?? minimumLineSpacing)
    let left = inset.left
    let right = max(left, width - inset.right)
    let sizes = (0..<section.count).map { index in
      let size = (index < section.sizes.count ? section.sizes[index] : nil) ?? itemSize
      return Size(width: max(0, size.width), height: max(0, size.height))
    }
    // First pass: which slots share a line.
    var starts: [Int] = []
    var x = left
    for (index, size) in sizes.enumerated() {
      if starts.isEmpty || (index > starts[starts.count - 1] && x + size.width > right) {
        starts.append(index)
        x = left
      }
      x += size.width + interitem
    }
    // Second pass: each line as tall as its tallest slot, slots centred vertically in it.
    var frames: [Rect] = []
    frames.reserveCapacity(sizes.count)
    var lines: [(start: Int, top: Double)] = []
    var lineTop = top
    for (line, start) in starts.enumerated() {
      let end = line + 1 < starts.count ? starts[line + 1] : sizes.count
      let height = sizes[start..<end].map(\.height).max() ?? 0
      var x = left
      for size in sizes[start..<end] {
        frames.append(
          Rect(
            x: x, y: lineTop + (height - size.height) / 2, width: size.width, height: size.height))
        x += size.width + interitem
      }
      lines.append((start, lineTop))
      lineTop += height + (line + 1 < starts.count ? lineSpacing : 0)
    }
    let geometry = SectionGeometry(
      contentFrame: Rect(x: left, y: top, width: max(0, right - left), height: lineTop - top),
      slotFrames: frames, lines: lines)
    return (geometry, lineTop)
  }
}
