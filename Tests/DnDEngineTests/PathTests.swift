import DnDEngine
import Testing

@Suite("Path")
struct PathTests {
  let frame = Rect(x: 10, y: 20, width: 40, height: 30)

  @Test func rectangleBoundingBox() {
    let path = Path(rect: frame)
    #expect(path.boundingBox == frame)
    #expect(path.boundingBox.center == Point(x: 30, y: 35))
  }

  @Test func roundedCornersDoNotShrinkTheBoundingBox() {
    #expect(Path(roundedRect: frame, cornerRadius: 8).boundingBox == frame)
  }

  @Test func ellipseBoundingBoxIsItsRect() {
    #expect(Path(ellipseIn: frame).boundingBox == frame)
  }

  @Test func polygonBoundingBoxAndCentre() throws {
    let points = [Point(x: 3, y: 4), Point(x: -1, y: 10), Point(x: 5, y: -2)]
    let path = try #require(Path(polygon: points))
    #expect(path.boundingBox == Rect(x: -1, y: -2, width: 6, height: 12))
    // The preview would be centred here, not at the polygon's vertex average (2.33, 4).
    #expect(path.boundingBox.center == Point(x: 2, y: 4))
  }

  @Test func emptyPolygonIsRejected() {
    #expect(Path(polygon: []) == nil)
  }

  @Test func cornerRadiusIsClamped() {
    #expect(
      Path(roundedRect: frame, cornerRadius: 100).shape == .roundedRect(frame, cornerRadius: 15))
    #expect(
      Path(roundedRect: frame, cornerRadius: -3).shape == .roundedRect(frame, cornerRadius: 0))
    #expect(
      Path(roundedRect: frame, cornerRadius: .nan).shape == .roundedRect(frame, cornerRadius: 0))
    #expect(Path(roundedRect: frame, cornerRadius: 6).shape == .roundedRect(frame, cornerRadius: 6))
  }

  @Test func logDescription() throws {
    #expect(Path(rect: frame).logDescription == "rect(10,20 40x30)")
    #expect(
      Path(roundedRect: frame, cornerRadius: 4.5).logDescription == "roundedRect(10,20 40x30 r4.5)")
    #expect(Path(ellipseIn: frame).logDescription == "ellipse(10,20 40x30)")
    let triangle = try #require(Path(polygon: [.zero, Point(x: 10, y: 0), Point(x: 5, y: 8)]))
    #expect(triangle.logDescription == "polygon[(0,0) (10,0) (5,8)]")
  }
}
