import DnDEngine
import Testing

@Suite("Flow layout")
struct FlowLayoutTests {
  /// 50×50 items, spacing 10, insets top 5 left 10 bottom 15 right 20, header 30, 200 wide:
  /// (200 − 10 − 20 + 10) / 60 = 3 columns. Sections of 5, 0 and 1 items.
  let layout = FlowLayout(
    itemSize: Size(width: 50, height: 50), minimumInteritemSpacing: 10, minimumLineSpacing: 10,
    sectionInset: EdgeInsets(top: 5, left: 10, bottom: 15, right: 20), sectionHeaderHeight: 30)
  var geometry: ListGeometry {
    layout.layout(
      [SectionSlots(count: 5), SectionSlots(count: 0), SectionSlots(count: 1)], width: 200)
  }

  @Test func defaults() {
    let layout = FlowLayout()
    #expect(layout.itemSize == Size(width: 50, height: 50))
    #expect(layout.minimumInteritemSpacing == 10)
    #expect(layout.minimumLineSpacing == 10)
    #expect(layout.sectionInset == .zero)
    #expect(layout.sectionHeaderHeight == 0)
    #expect(layout.columns(forWidth: 320) == 5)
  }

  @Test func framesRowMajorLeftAligned() {
    let geometry = self.geometry
    #expect(
      geometry.sections.map { $0.slotFrames.map(\.logDescription) } == [
        ["(10,35 50x50)", "(70,35 50x50)", "(130,35 50x50)", "(10,95 50x50)", "(70,95 50x50)"],
        [],
        ["(10,245 50x50)"],
      ])
    #expect(
      geometry.sections.map(\.contentFrame.logDescription) == [
        "(10,35 170x110)", "(10,195 170x0)", "(10,245 170x50)",
      ])
    #expect(geometry.contentSize == Size(width: 200, height: 310))
    #expect(geometry.sections.map(\.columnOrigins) == [[10, 70, 130], [10], [10, 70]])
  }

  @Test(
    "column count",
    arguments: [(170.0, 3), (169.0, 2), (110.0, 2), (109.0, 1), (60.0, 1), (30.0, 1), (0.0, 1)])
  func columns(width: Double, expected: Int) {
    let layout = FlowLayout(itemSize: Size(width: 50, height: 50), minimumInteritemSpacing: 10)
    #expect(layout.columns(forWidth: width) == expected)
  }

  @Test func aNarrowViewGetsOneColumn() {
    let geometry = FlowLayout().layout([SectionSlots(count: 3)], width: 30)
    #expect(
      geometry.sections[0].slotFrames.map(\.logDescription) == [
        "(0,0 50x50)", "(0,60 50x50)", "(0,120 50x50)",
      ])
    #expect(geometry.sections[0].contentFrame.logDescription == "(0,0 30x170)")
    #expect(geometry.hit(Point(x: 10, y: 55)) == .slot(section: 0, index: 0))  // line spacing
    #expect(geometry.hit(Point(x: 29.999, y: 60)) == .slot(section: 0, index: 1))
    // Outside the content width but over the item that sticks out of it: still that item.
    #expect(geometry.hit(Point(x: 30, y: 60)) == .slot(section: 0, index: 1))
    #expect(geometry.hit(Point(x: 30, y: 55)) == .none)  // outside the content, in no item
    #expect(geometry.hit(Point(x: 50, y: 60)) == .none)
  }

  @Test(
    "hits",
    arguments: [
      (Point(x: 30, y: 50), ListHit.slot(section: 0, index: 0)),
      (Point(x: 10, y: 35), .slot(section: 0, index: 0)),  // top-left corner
      (Point(x: 65, y: 50), .slot(section: 0, index: 0)),  // interitem spacing: the slot before
      (Point(x: 69.999, y: 50), .slot(section: 0, index: 0)),
      (Point(x: 70, y: 50), .slot(section: 0, index: 1)),  // the next slot's left edge
      (Point(x: 179.999, y: 50), .slot(section: 0, index: 2)),  // leftover width: last column
      (Point(x: 180, y: 50), .none),  // right inset
      (Point(x: 5, y: 50), .none),  // left inset
      (Point(x: 30, y: 88), .slot(section: 0, index: 0)),  // line spacing: the row above
      (Point(x: 30, y: 95), .slot(section: 0, index: 3)),  // the next row's top edge
      (Point(x: 100, y: 120), .slot(section: 0, index: 4)),
      (Point(x: 129.999, y: 100), .slot(section: 0, index: 4)),  // spacing after the last slot
      (Point(x: 130, y: 100), .endOfSection(section: 0)),  // past the last slot of its row
      (Point(x: 179, y: 144.999), .endOfSection(section: 0)),
      (Point(x: 30, y: 144.999), .slot(section: 0, index: 3)),
      (Point(x: 30, y: 145), .none),  // bottom inset
      (Point(x: 30, y: 10), .none),  // header
      (Point(x: 30, y: 34.999), .none),  // top inset
      (Point(x: 30, y: 195), .none),  // the empty section has no content area
      (Point(x: 60, y: 260), .slot(section: 2, index: 0)),
      (Point(x: 70, y: 260), .endOfSection(section: 2)),  // a one-item row
      (Point(x: 175, y: 294.999), .endOfSection(section: 2)),
      (Point(x: 30, y: 400), .none),  // below all content
      (Point(x: -30, y: -30), .none),
    ])
  func hits(_ point: Point, _ expected: ListHit) {
    #expect(geometry.hit(point) == expected)
  }

  @Test func everyPointOfAContentAreaHasExactlyOneAnswer() {
    // Slots are disjoint, and a point inside a slot's frame hits that slot.
    let geometry = self.geometry
    for section in geometry.sections.indices {
      for (index, frame) in geometry.sections[section].slotFrames.enumerated() {
        for point in [
          frame.origin, Point(x: frame.maxX - 0.001, y: frame.maxY - 0.001), frame.center,
        ] {
          #expect(geometry.hit(point) == .slot(section: section, index: index))
        }
      }
    }
  }

  @Test func aVeryWideViewListsOnlyTheColumnsThatMatter() {
    let geometry = FlowLayout().layout([SectionSlots(count: 3)], width: 1e12)
    #expect(geometry.sections[0].columnOrigins == [0, 60, 120, 180])
    #expect(geometry.hit(Point(x: 500, y: 10)) == .endOfSection(section: 0))
    #expect(geometry.hit(Point(x: 175, y: 10)) == .slot(section: 0, index: 2))
    #expect(FlowLayout().columns(forWidth: 1e300) == Int(Int32.max))
  }

  @Test func degenerateSizesDoNotTrap() {
    let flat = FlowLayout(
      itemSize: Size(width: 0, height: 0), minimumInteritemSpacing: 0, minimumLineSpacing: 0)
    #expect(flat.columns(forWidth: 100) == 1)
    let geometry = flat.layout([SectionSlots(count: 2)], width: 100)
    #expect(geometry.sections[0].slotFrames == [Rect.zero, Rect.zero])
    #expect(geometry.hit(Point.zero) == .none)
    #expect(FlowLayout().columns(forWidth: .nan) == 1)
    let negative = FlowLayout(
      itemSize: Size(width: -50, height: 20), minimumInteritemSpacing: -10, minimumLineSpacing: 5)
    #expect(
      negative.layout([SectionSlots(count: 2)], width: 100).sections[0].slotFrames.map(
        \.logDescription) == ["(0,0 0x20)", "(0,25 0x20)"])
  }
}
