import DnDEngine
import Testing

@Suite("AffineTransform")
struct AffineTransformTests {
  let translate = AffineTransform(translationX: 10, y: 20)
  let scale = AffineTransform(scaleX: 2, y: 3)

  @Test func identityChangesNothing() {
    let p = Point(x: 3.5, y: -7)
    #expect(p.applying(.identity) == p)
    #expect(AffineTransform.identity.isIdentity)
    #expect(!translate.isIdentity)
    #expect(translate.concatenating(.identity) == translate)
    #expect(AffineTransform.identity.concatenating(translate) == translate)
  }

  @Test func pointMapping() {
    let t = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    // x' = a·x + c·y + tx, y' = b·x + d·y + ty
    #expect(Point(x: 1, y: 10).applying(t) == Point(x: 36, y: 48))
  }

  @Test func translateThenScale() {
    // t1.concatenating(t2) applies t1 first: (1,1) → (11,21) → (22,63).
    let t = translate.concatenating(scale)
    #expect(t == AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 60))
    #expect(Point(x: 1, y: 1).applying(t) == Point(x: 22, y: 63))
  }

  @Test func scaleThenTranslate() {
    // (1,1) → (2,3) → (12,23).
    let t = scale.concatenating(translate)
    #expect(t == AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
    #expect(Point(x: 1, y: 1).applying(t) == Point(x: 12, y: 23))
    #expect(t != translate.concatenating(scale))
  }

  @Test func concatenationMatchesSequentialApplication() {
    let t1 = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let t2 = AffineTransform(a: -2, b: 1, c: 0.5, d: 3, tx: -7, ty: 8)
    let p = Point(x: 1.5, y: -2)
    #expect(p.applying(t1.concatenating(t2)) == p.applying(t1).applying(t2))
  }

  @Test func inversionOfExactValues() throws {
    let t = AffineTransform(scaleX: 2, y: 4).concatenating(translate)
    let inverse = try #require(t.inverted())
    #expect(inverse == AffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -5, ty: -5))
    #expect(t.concatenating(inverse) == .identity)
  }

  @Test func inversionRoundTrip() throws {
    let t = AffineTransform(rotationAngle: 0.3)
      .concatenating(AffineTransform(translationX: 5, y: -7))
      .concatenating(AffineTransform(scaleX: 2, y: 0.5))
    let inverse = try #require(t.inverted())
    for p in [Point(x: 0, y: 0), Point(x: 12.5, y: -3), Point(x: -100, y: 40)] {
      #expect(isClose(p.applying(t).applying(inverse), p, tolerance: 1e-12))
      #expect(isClose(p.applying(inverse).applying(t), p, tolerance: 1e-12))
    }
  }

  @Test func singularTransformsHaveNoInverse() {
    #expect(AffineTransform(scaleX: 0, y: 1).inverted() == nil)
    #expect(AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 3).inverted() == nil)
    #expect(AffineTransform(scaleX: .nan, y: 1).inverted() == nil)
    // The determinant is non-zero but 1 / determinant overflows to infinity.
    #expect(AffineTransform(scaleX: .leastNormalMagnitude / 1000, y: 1).inverted() == nil)
  }

  @Test func determinant() {
    #expect(AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6).determinant == -2)
  }

  @Test(
    "quarter turns are exact",
    arguments: [
      (Double.pi / 2, Point(x: 0, y: 1)),
      (Double.pi, Point(x: -1, y: 0)),
      (3 * Double.pi / 2, Point(x: 0, y: -1)),
      (2 * Double.pi, Point(x: 1, y: 0)),
      (-Double.pi / 2, Point(x: 0, y: -1)),
      (0, Point(x: 1, y: 0)),
    ] as [(Double, Point)])
  func quarterTurns(angle: Double, expected: Point) {
    #expect(Point(x: 1, y: 0).applying(AffineTransform(rotationAngle: angle)) == expected)
  }

  @Test func rotationByHalfPiOfAPoint() {
    // Clockwise on a y-down screen: (3, 2) → (−2, 3).
    #expect(
      Point(x: 3, y: 2).applying(AffineTransform(rotationAngle: .pi / 2)) == Point(x: -2, y: 3))
  }

  @Test func otherAnglesUseSineAndCosine() {
    let eighth = Point(x: 1, y: 0).applying(AffineTransform(rotationAngle: .pi / 4))
    #expect(isClose(eighth, Point(x: 0.5.squareRoot(), y: 0.5.squareRoot())))
    // Only exact multiples of π/2 are snapped; a nearby angle is not.
    let almost = AffineTransform(rotationAngle: .pi / 2 + 1e-9)
    #expect(almost.a != 0)
    #expect(isClose(almost.a, -1e-9, tolerance: 1e-15))
  }

  @Test func rectThroughQuarterTurnIsExactBoundingBox() {
    // Corners (0,0) (10,0) (0,20) (10,20) → (0,0) (0,10) (−20,0) (−20,10).
    let r = Rect(x: 0, y: 0, width: 10, height: 20)
    #expect(
      r.applying(AffineTransform(rotationAngle: .pi / 2))
        == Rect(x: -20, y: 0, width: 20, height: 10))
  }

  @Test func rectThroughEighthTurnGrowsToTheBoundingBox() {
    let r = Rect(x: -1, y: -1, width: 2, height: 2)
    let root2 = 2.0.squareRoot()
    let expected = Rect(x: -root2, y: -root2, width: 2 * root2, height: 2 * root2)
    #expect(isClose(r.applying(AffineTransform(rotationAngle: .pi / 4)), expected))
  }

  @Test func rectThroughFlippingScale() {
    let r = Rect(x: 1, y: 2, width: 3, height: 4)
    #expect(r.applying(AffineTransform(scaleX: 2, y: -1)) == Rect(x: 2, y: -6, width: 6, height: 4))
    #expect(r.applying(translate) == Rect(x: 11, y: 22, width: 3, height: 4))
  }

  @Test func logDescription() {
    #expect(translate.logDescription == "[1 0 0 1 10 20]")
    #expect(AffineTransform(rotationAngle: .pi / 2).logDescription == "[0 1 -1 0 0 0]")
    #expect(AffineTransform(rotationAngle: .pi / 3).logDescription == "[0.5 0.866 -0.866 0.5 0 0]")
  }
}
