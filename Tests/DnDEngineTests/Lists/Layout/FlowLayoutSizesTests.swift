import DnDEngine
import Testing

/// A flow layout given sizes per slot (UIKit's `sizeForItemAt`) and values per section.
@Suite("Flow layout with sizes per item")
struct FlowLayoutSizesTests {
  /// 200 wide, no insets, spacing 10: a 120-wide slot, then 50 × 30 (fits: 130–180), then 50
  /// (does not fit, starts line 2), then the layout's 50 × 50 item (nil).
  let geometry = FlowLayout().layout(
    [
      SectionSlots(sizes: [
        Size(width: 120, height: 50), Size(width: 50, height: 30), Size(width: 50, height: 50),
        nil,
      ])
    ], width: 200)

  @Test func slotsFillLinesAndAreCentredInTheTallest() {
    #expect(
      geometry.sections[0].slotFrames == [
        Rect(x: 0, y: 0, width: 120, height: 50), Rect(x: 130, y: 10, width: 50, height: 30),
        Rect(x: 0, y: 60, width: 50, height: 50), Rect(x: 60, y: 60, width: 50, height: 50),
      ])
    #expect(geometry.contentSize == Size(width: 200, height: 110))
  }

  @Test func hitsFollowTheLines() {
    // The spacing after a slot and the rest of a line belong to its last slot.
    #expect(geometry.hit(Point(x: 125, y: 5)) == .slot(section: 0, index: 0))
    #expect(geometry.hit(Point(x: 195, y: 5)) == .slot(section: 0, index: 1))
    // The line spacing belongs to the line above.
    #expect(geometry.hit(Point(x: 10, y: 55)) == .slot(section: 0, index: 0))
    #expect(geometry.hit(Point(x: 70, y: 70)) == .slot(section: 0, index: 3))
    // Past the last slot of the last line: the end of the section.
    #expect(geometry.hit(Point(x: 150, y: 70)) == .endOfSection(section: 0))
  }

  @Test func sectionValuesReplaceTheLayouts() {
    let metrics = FlowSectionMetrics(
      sectionInset: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10), minimumLineSpacing: 0,
      headerHeight: 20, footerHeight: 7)
    let laidOut = FlowLayout().layout(
      [SectionSlots(sizes: [nil, nil, nil, nil], flow: metrics)], width: 190)
    // No slot has a size of its own: a grid of three columns in the 170 points inside the
    // insets, rows at line spacing 0, below the header and the inset's top.
    #expect(
      laidOut.sections[0].slotFrames.map(\.origin) == [
        Point(x: 10, y: 25), Point(x: 70, y: 25), Point(x: 130, y: 25), Point(x: 10, y: 75),
      ])
    // Header 20, inset 5, two rows 100, inset 5, footer 7.
    #expect(laidOut.contentSize.height == 137)
  }
}
