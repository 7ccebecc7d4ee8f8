/// Where one section's slots are, in content coordinates.
public struct SectionGeometry: Sendable, Equatable {
  /// The area of the section's slots: from the top of the first row to the bottom of the last,
  /// across the width the slots may use. Zero height for an empty section, at the y where its
  /// first row would start. Headers, footers and insets lie outside it.
  public var contentFrame: Rect
  /// One frame per slot, in slot order.
  public var slotFrames: [Rect]
  /// The x of each column's left edge, left to right — what assigns the spacing between columns
  /// (and the width left over after the last one) to a column for hit testing. One entry for a
  /// table. A flow layout whose section does not fill its first row lists only the columns up to
  /// the first empty one (`count + 1`), since further columns cannot change a hit; the number of
  /// entries is then also the row stride.
  public var columnOrigins: [Double]
  /// For a flow layout with items of different sizes: each line's first slot and top, top to
  /// bottom (a line holds the slots up to the next line's first). Empty for a grid, whose hits
  /// use ``columnOrigins``.
  public var lines: [(start: Int, top: Double)] = []

  /// `columnOrigins` `nil` means a single column starting at the content frame's left edge.
  public init(contentFrame: Rect, slotFrames: [Rect], columnOrigins: [Double]? = nil) {
    self.contentFrame = contentFrame
    self.slotFrames = slotFrames
    self.columnOrigins = columnOrigins ?? [contentFrame.minX]
  }

  /// A section of lines of items of different sizes (see ``lines``).
  public init(contentFrame: Rect, slotFrames: [Rect], lines: [(start: Int, top: Double)]) {
    self.contentFrame = contentFrame
    self.slotFrames = slotFrames
    self.columnOrigins = [contentFrame.minX]
    self.lines = lines
  }

  public static func == (lhs: SectionGeometry, rhs: SectionGeometry) -> Bool {
    lhs.contentFrame == rhs.contentFrame && lhs.slotFrames == rhs.slotFrames
      && lhs.columnOrigins == rhs.columnOrigins && lhs.lines.map(\.start) == rhs.lines.map(\.start)
      && lhs.lines.map(\.top) == rhs.lines.map(\.top)
  }

  /// The slot under `point`, given that the point lies in ``contentFrame``: the row is the last
  /// one whose top the point has reached, the column the last one whose left edge it has
  /// reached, so the spacing after a slot (to its right or below its row) belongs to that slot.
  /// A position past the last slot is the end of the section.
  func hitInContent(_ point: Point, section: Int) -> ListHit {
    let columns = max(1, columnOrigins.count)
    let count = slotFrames.count
    guard count > 0 else { return .endOfSection(section: section) }
    if !lines.isEmpty { return hitInLines(point, section: section) }
    let rows = (count + columns - 1) / columns
    let row = lastIndex(below: rows) { slotFrames[$0 * columns].minY <= point.y }
    let column = lastIndex(below: columnOrigins.count) { columnOrigins[$0] <= point.x }
    let index = row * columns + column
    return index < count ? .slot(section: section, index: index) : .endOfSection(section: section)
  }

  /// The slot under `point` in a section of ``lines``: the line is the last one whose top the
  /// point has reached, the slot the last one of that line whose left edge it has reached (the
  /// first when none has), so the spacing after a slot belongs to it; past the right edge of the
  /// last slot of the last line it is the end of the section, as past a grid's last slot (our
  /// choice). Elsewhere the rest of a line belongs to its last slot.
  private func hitInLines(_ point: Point, section: Int) -> ListHit {
    let line = lastIndex(below: lines.count) { lines[$0].top <= point.y }
    let start = lines[line].start
    let end = line + 1 < lines.count ? lines[line + 1].start : slotFrames.count
    let index = start + lastIndex(below: end - start) { slotFrames[start + $0].minX <= point.x }
    if line == lines.count - 1, index == end - 1, point.x >= slotFrames[index].maxX {
      return .endOfSection(section: section)
    }
    return .slot(section: section, index: index)
  }

  /// The last index in `0..<limit` for which the (monotone: true, then false) predicate holds,
  /// or 0 when it holds for none — a binary search.
  private func lastIndex(below limit: Int, where reached: (Int) -> Bool) -> Int {
    var low = 0
    var high = limit  // invariant: reached(i) for i < low, !reached(i) for i >= high
    while low < high {
      let middle = low + (high - low) / 2
      if reached(middle) { low = middle + 1 } else { high = middle }
    }
    return max(0, low - 1)
  }
}
