import DnDEngine
import Testing

@Suite("Rect")
struct RectTests {
  let square = Rect(x: 0, y: 0, width: 10, height: 10)

  @Test func edgesAndCentre() {
    let r = Rect(x: 10, y: 20, width: 30, height: 40)
    #expect([r.minX, r.midX, r.maxX] == [10, 25, 40])
    #expect([r.minY, r.midY, r.maxY] == [20, 40, 60])
    #expect([r.width, r.height] == [30, 40])
    #expect(r.center == Point(x: 25, y: 40))
  }

  @Test func negativeSizesAreStandardised() {
    let flipped = Rect(x: 10, y: 10, width: -4, height: -6)
    #expect(flipped.origin == Point(x: 6, y: 4))
    #expect(flipped.size == Size(width: 4, height: 6))
    #expect(flipped == Rect(x: 6, y: 4, width: 4, height: 6))
    #expect(flipped.logDescription == "(6,4 4x6)")
    #expect(
      Rect(from: Point(x: 5, y: 1), to: Point(x: 2, y: 3)) == Rect(x: 2, y: 1, width: 3, height: 2))
  }

  @Test func centredInitialiser() {
    let r = Rect(center: Point(x: 50, y: 50), size: Size(width: 20, height: 10))
    #expect(r == Rect(x: 40, y: 45, width: 20, height: 10))
  }

  @Test(
    "containment is half-open: minimum edges in, maximum edges out",
    arguments: [
      (Point(x: 0, y: 0), true),
      (Point(x: 5, y: 0), true),
      (Point(x: 0, y: 5), true),
      (Point(x: 9.999, y: 9.999), true),
      (Point(x: 10, y: 5), false),
      (Point(x: 5, y: 10), false),
      (Point(x: 10, y: 10), false),
      (Point(x: 10, y: 0), false),
      (Point(x: -0.001, y: 5), false),
      (Point(x: 5, y: -0.001), false),
      (Point(x: .nan, y: 5), false),
    ] as [(Point, Bool)])
  func containsOnEdges(point: Point, expected: Bool) {
    #expect(square.contains(point) == expected)
  }

  @Test func adjacentRectanglesShareNoPoint() {
    let left = Rect(x: 0, y: 0, width: 10, height: 10)
    let right = Rect(x: 10, y: 0, width: 10, height: 10)
    let onSharedEdge = Point(x: 10, y: 5)
    #expect(!left.contains(onSharedEdge))
    #expect(right.contains(onSharedEdge))
  }

  @Test func emptiness() {
    #expect(Rect(x: 5, y: 5, width: 0, height: 10).isEmpty)
    #expect(Rect(x: 5, y: 5, width: 10, height: 0).isEmpty)
    #expect(Rect(x: 5, y: 5, width: .nan, height: 10).isEmpty)
    #expect(!Rect(x: 5, y: 5, width: 1, height: 1).isEmpty)
    #expect(!Rect(x: 5, y: 5, width: -1, height: -1).isEmpty)
    #expect(!Rect(x: 5, y: 5, width: 0, height: 10).contains(Point(x: 5, y: 5)))
  }

  @Test func intersectionOfOverlappingRects() {
    let other = Rect(x: 5, y: 5, width: 10, height: 10)
    let expected = Rect(x: 5, y: 5, width: 5, height: 5)
    #expect(square.intersection(other) == expected)
    #expect(other.intersection(square) == expected)
    #expect(square.intersects(other))
  }

  @Test func intersectionWithContainedRectIsTheInnerRect() {
    let inner = Rect(x: 2, y: 3, width: 4, height: 5)
    #expect(square.intersection(inner) == inner)
  }

  @Test func intersectionIsNilWithoutSharedArea() {
    // Touching along an edge, touching at a corner, apart, and with an empty rectangle inside.
    #expect(square.intersection(Rect(x: 10, y: 0, width: 5, height: 10)) == nil)
    #expect(square.intersection(Rect(x: 10, y: 10, width: 5, height: 5)) == nil)
    #expect(square.intersection(Rect(x: 20, y: 20, width: 5, height: 5)) == nil)
    #expect(square.intersection(Rect(x: 5, y: 5, width: 0, height: 3)) == nil)
    #expect(!square.intersects(Rect(x: 10, y: 0, width: 5, height: 10)))
  }

  @Test func union() {
    let other = Rect(x: 20, y: -5, width: 5, height: 5)
    #expect(square.union(other) == Rect(x: 0, y: -5, width: 25, height: 15))
    #expect(other.union(square) == Rect(x: 0, y: -5, width: 25, height: 15))
    // An empty rectangle still extends the union to its position.
    let point = Rect(x: 30, y: 30, width: 0, height: 0)
    #expect(square.union(point) == Rect(x: 0, y: 0, width: 30, height: 30))
  }

  @Test func insetKeepsTheCentre() {
    let r = Rect(x: 0, y: 0, width: 10, height: 20)
    #expect(r.insetBy(dx: 2, dy: 3) == Rect(x: 2, y: 3, width: 6, height: 14))
    #expect(r.insetBy(dx: -1, dy: -1) == Rect(x: -1, y: -1, width: 12, height: 22))
  }

  @Test func overInsetCollapsesAtTheCentre() {
    let r = Rect(x: 0, y: 0, width: 10, height: 20)
    let collapsed = r.insetBy(dx: 6, dy: 0)
    #expect(collapsed == Rect(x: 5, y: 0, width: 0, height: 20))
    #expect(collapsed.isEmpty)
  }

  @Test func insetByEdgeInsets() {
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(square.inset(by: insets) == Rect(x: 2, y: 1, width: 4, height: 6))
    // Left 8 + right 4 > 10: collapses midway between the moved edges (x = 8 and x = 6).
    let tooMuch = EdgeInsets(top: 0, left: 8, bottom: 0, right: 4)
    #expect(square.inset(by: tooMuch) == Rect(x: 7, y: 0, width: 0, height: 10))
  }

  @Test func offset() {
    #expect(square.offsetBy(dx: 3, dy: -2) == Rect(x: 3, y: -2, width: 10, height: 10))
    #expect(square.offsetBy(Vector(dx: -1, dy: 4)) == Rect(x: -1, y: 4, width: 10, height: 10))
  }

  @Test func boundingBoxOfPoints() {
    #expect(Rect(boundingBoxOf: [Point]()) == nil)
    #expect(Rect(boundingBoxOf: [Point(x: 3, y: 4)]) == Rect(x: 3, y: 4, width: 0, height: 0))
    let points = [Point(x: 3, y: 4), Point(x: -1, y: 10), Point(x: 5, y: -2)]
    #expect(Rect(boundingBoxOf: points) == Rect(x: -1, y: -2, width: 6, height: 12))
  }

  @Test func logDescription() {
    #expect(Rect(x: 10, y: 20, width: 30, height: 40).logDescription == "(10,20 30x40)")
    #expect(
      Rect(x: 0.5, y: -1.25, width: 1.0 / 3, height: 4).logDescription == "(0.5,-1.25 0.333x4)")
  }
}
