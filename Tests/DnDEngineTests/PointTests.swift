import DnDEngine
import Testing

@Suite("Point")
struct PointTests {
  @Test func distanceIsEuclidean() {
    #expect(Point(x: 1, y: 2).distance(to: Point(x: 4, y: 6)) == 5)
    #expect(Point(x: 4, y: 6).distance(to: Point(x: 1, y: 2)) == 5)
    #expect(Point(x: 7, y: -3).distance(to: Point(x: 7, y: -3)) == 0)
  }

  @Test func distanceDoesNotOverflow() {
    // A naive sqrt(dx² + dy²) overflows to infinity here; hypot does not.
    let d = Point.zero.distance(to: Point(x: 3e200, y: 4e200))
    #expect(d.isFinite)
    #expect(isClose(d / 5e200, 1, tolerance: 1e-15))
  }

  @Test func arithmeticWithVectors() {
    let p = Point(x: 10, y: 20)
    let v = Vector(dx: 3, dy: -4)
    #expect(p + v == Point(x: 13, y: 16))
    #expect(p - v == Point(x: 7, y: 24))
    #expect(Point(x: 13, y: 16) - p == v)
    var q = p
    q += v
    #expect(q == Point(x: 13, y: 16))
    q -= v
    #expect(q == p)
  }

  @Test func logDescription() {
    #expect(Point(x: 10, y: 20).logDescription == "(10,20)")
    #expect(Point(x: -0.5, y: 1e-9).logDescription == "(-0.5,0)")
    #expect(Point(x: 0.1 + 0.2, y: -0.0).logDescription == "(0.3,0)")
  }
}
