/// A table view's layout: rows stacked top to bottom, each the full width of the view.
///
/// Section s is its header (``sectionHeaderHeight``), then its rows (each slot's height, or
/// ``rowHeight`` when the slot has none), then its footer (``sectionFooterHeight``); the next
/// section starts right below. Row frames span the full width from x = 0. The section's content
/// frame is the union of its rows — zero height for an empty section, at the y where its rows
/// would start. Because rows tile the content frame, a table hit is a row or ``ListHit/none``
/// (over a header, a footer or below all content), **never** ``ListHit/endOfSection(section:)``.
/// These are our choices, modelled on `UITableView`'s plain style; negative heights and widths
/// count as zero. A table header (``tableHeaderHeight``, UIKit's `tableHeaderView`) lies above
/// section 0 and a table footer (``tableFooterHeight``) below the last section: the header moves
/// every row down; both count in the content size.
public struct TableLayout: ListLayout {
  /// UIKit's default row height.
  public var rowHeight: Double = 44
  public var sectionHeaderHeight: Double = 0
  public var sectionFooterHeight: Double = 0
  /// The height of the view above the first section (UIKit's `tableHeaderView`).
  public var tableHeaderHeight: Double = 0
  /// The height of the view below the last section (UIKit's `tableFooterView`).
  public var tableFooterHeight: Double = 0

  public init(
    rowHeight: Double = 44, sectionHeaderHeight: Double = 0, sectionFooterHeight: Double = 0,
    tableHeaderHeight: Double = 0, tableFooterHeight: Double = 0
  ) {
    self.rowHeight = rowHeight
    self.sectionHeaderHeight = sectionHeaderHeight
    self.sectionFooterHeight = sectionFooterHeight
    self.tableHeaderHeight = tableHeaderHeight
    self.tableFooterHeight = tableFooterHeight
  }

  public func layout(_ sections: [SectionSlots], width: Double) -> ListGeometry {
    let width = max(0, width)
    var y = max(0, tableHeaderHeight)
    var geometry: [SectionGeometry] = []
    geometry.reserveCapacity(sections.count)
    for section in sections {
      let top = y + max(0, sectionHeaderHeight)
      y = top
      var frames: [Rect] = []
      frames.reserveCapacity(section.count)
      for height in section.heights {
        let rowHeight = max(0, height ?? self.rowHeight)
        frames.append(Rect(x: 0, y: y, width: width, height: rowHeight))
        // The next row starts at exactly this row's maxY (the same sum), so rows share edges.
        y += rowHeight
      }
      geometry.append(
        SectionGeometry(
          contentFrame: Rect(x: 0, y: top, width: width, height: y - top), slotFrames: frames,
          columnOrigins: [0]))
      y += max(0, sectionFooterHeight)
    }
    y += max(0, tableFooterHeight)
    return ListGeometry(sections: geometry, contentSize: Size(width: width, height: y))
  }
}
