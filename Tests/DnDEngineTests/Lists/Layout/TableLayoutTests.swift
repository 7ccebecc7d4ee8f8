import DnDEngine
import Testing

@Suite("Table layout")
struct TableLayoutTests {
  /// Header 20, footer 10, default rows 44; sections of 3, 0 and 2 rows, 320 wide.
  let geometry = TableLayout(sectionHeaderHeight: 20, sectionFooterHeight: 10).layout(
    [SectionSlots(count: 3), SectionSlots(count: 0), SectionSlots(count: 2)], width: 320)

  @Test func defaults() {
    let layout = TableLayout()
    #expect(layout.rowHeight == 44)
    #expect(layout.sectionHeaderHeight == 0)
    #expect(layout.sectionFooterHeight == 0)
    let geometry = layout.layout([SectionSlots(count: 2)], width: 100)
    #expect(
      geometry.sections[0].slotFrames.map(\.logDescription) == ["(0,0 100x44)", "(0,44 100x44)"])
    #expect(geometry.contentSize == Size(width: 100, height: 88))
  }

  @Test func rowsStackFullWidthBetweenHeadersAndFooters() {
    #expect(
      geometry.sections.map { $0.slotFrames.map(\.logDescription) } == [
        ["(0,20 320x44)", "(0,64 320x44)", "(0,108 320x44)"],
        [],
        ["(0,212 320x44)", "(0,256 320x44)"],
      ])
    #expect(
      geometry.sections.map(\.contentFrame.logDescription) == [
        "(0,20 320x132)", "(0,182 320x0)", "(0,212 320x88)",
      ])
    #expect(geometry.contentSize == Size(width: 320, height: 310))
    #expect(geometry.sections.map(\.columnOrigins) == [[0], [0], [0]])
  }

  @Test func rowsHaveTheirOwnHeightOrTheDefault() {
    let geometry = TableLayout(rowHeight: 44).layout(
      [SectionSlots(heights: [30, nil, 0, 10, -5])], width: 200)
    #expect(
      geometry.sections[0].slotFrames.map(\.logDescription) == [
        "(0,0 200x30)", "(0,30 200x44)", "(0,74 200x0)", "(0,74 200x10)", "(0,84 200x0)",
      ])
    #expect(geometry.contentSize == Size(width: 200, height: 84))
    // A zero-height row is never hit; the row below it owns the shared edge.
    #expect(geometry.hit(Point(x: 10, y: 74)) == .slot(section: 0, index: 3))
    #expect(geometry.hit(Point(x: 10, y: 73.999)) == .slot(section: 0, index: 1))
    #expect(geometry.hit(Point(x: 10, y: 84)) == .none)
  }

  @Test(
    "hits",
    arguments: [
      (Point(x: 5, y: 25), ListHit.slot(section: 0, index: 0)),
      (Point(x: 0, y: 20), .slot(section: 0, index: 0)),  // the top-left corner is inside
      (Point(x: 319.999, y: 63.999), .slot(section: 0, index: 0)),
      // A shared edge belongs to the lower row.
      (Point(x: 160, y: 64), .slot(section: 0, index: 1)),
      (Point(x: 160, y: 151.999), .slot(section: 0, index: 2)),
      (Point(x: 160, y: 19.999), .none),  // header
      (Point(x: 160, y: 152), .none),  // footer
      (Point(x: 160, y: 185), .none),  // the empty section's header and footer
      (Point(x: 160, y: 212), .slot(section: 2, index: 0)),
      (Point(x: 160, y: 299), .slot(section: 2, index: 1)),
      (Point(x: 160, y: 300), .none),  // last footer
      (Point(x: 160, y: 500), .none),  // below all content
      (Point(x: 320, y: 30), .none),  // the right edge is outside
      (Point(x: -1, y: 30), .none),
    ])
  func hits(_ point: Point, _ expected: ListHit) {
    #expect(geometry.hit(point) == expected)
  }

  @Test func neverReportsTheEndOfASection() {
    for y in stride(from: -10.0, through: 320, by: 0.5) {
      for x in [0.0, 100, 319.5] {
        if case .endOfSection = geometry.hit(Point(x: x, y: y)) {
          Issue.record("end of section at \(x), \(y)")
        }
      }
    }
  }

  @Test func noSectionsAndNegativeWidth() {
    let empty = TableLayout().layout([], width: 320)
    #expect(empty == ListGeometry(sections: [], contentSize: Size(width: 320, height: 0)))
    #expect(empty.hit(Point(x: 1, y: 1)) == .none)
    let narrow = TableLayout().layout([SectionSlots(count: 1)], width: -5)
    #expect(narrow.sections[0].slotFrames == [Rect(x: 0, y: 0, width: 0, height: 44)])
    #expect(narrow.hit(Point(x: 0, y: 1)) == .none)
  }

  @Test func slotsCountsAndLogs() {
    #expect(SectionSlots(count: 3) == SectionSlots(heights: [nil, nil, nil]))
    #expect(SectionSlots(count: -2).count == 0)
    #expect(ListHit.slot(section: 0, index: 3).logDescription == "slot(0, 3)")
    #expect(ListHit.endOfSection(section: 1).logDescription == "end(1)")
    #expect(ListHit.none.logDescription == "none")
  }
}
