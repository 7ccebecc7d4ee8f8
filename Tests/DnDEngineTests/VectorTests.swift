import DnDEngine
import Testing

@Suite("Vector")
struct VectorTests {
  @Test func length() {
    #expect(Vector(dx: 3, dy: -4).length == 5)
    #expect(Vector.zero.length == 0)
  }

  @Test func arithmetic() {
    let a = Vector(dx: 1, dy: 2)
    let b = Vector(dx: 10, dy: -20)
    #expect(a + b == Vector(dx: 11, dy: -18))
    #expect(a - b == Vector(dx: -9, dy: 22))
    #expect(-a == Vector(dx: -1, dy: -2))
    #expect(a * 2.5 == Vector(dx: 2.5, dy: 5))
  }

  @Test func transformIgnoresTranslation() {
    let t = AffineTransform(scaleX: 2, y: 3).concatenating(
      AffineTransform(translationX: 100, y: 100))
    #expect(Vector(dx: 1, dy: 1).applying(t) == Vector(dx: 2, dy: 3))
  }

  @Test func logDescription() {
    #expect(Vector(dx: 3, dy: -4).logDescription == "<3,-4>")
    #expect(Vector(dx: 0.25, dy: 2.0 / 3).logDescription == "<0.25,0.667>")
  }
}
