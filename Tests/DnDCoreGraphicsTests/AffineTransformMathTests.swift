import DnDCoreGraphics
import Foundation
import Testing

/// CoreGraphics' affine transform: the matrix `[a b 0; c d 0; tx ty 1]`, points and sizes as row
/// vectors multiplied on the left, and `concatenating(_:)` applying the receiver first.
@Suite struct AffineTransformMathTests {
  /// A transform with six different entries, so that a swapped entry changes every result.
  private let skew = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
  private let other = CGAffineTransform(a: 2, b: 0, c: 1, d: 3, tx: -1, ty: 2)

  @Test func theIdentityChangesNothing() {
    let identity = CGAffineTransform.identity
    #expect(identity == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
    #expect(CGAffineTransform() == identity)
    #expect(identity.isIdentity && CGAffineTransform().isIdentity)
    #expect(!skew.isIdentity)
    #expect(!CGAffineTransform(translationX: 0, y: 1).isIdentity)
    #expect(CGPoint(x: 7, y: -8).applying(identity) == CGPoint(x: 7, y: -8))
    #expect(skew.concatenating(identity) == skew && identity.concatenating(skew) == skew)
  }

  @Test func theInitializersFillTheirEntries() {
    #expect(
      CGAffineTransform(scaleX: 2, y: 3) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0)
    )
    #expect(
      CGAffineTransform(translationX: 4, y: -5)
        == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 4, ty: -5))
    // A quarter turn: (cos, sin, −sin, cos), exactly.
    #expect(
      CGAffineTransform(rotationAngle: .pi / 2)
        == CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
    #expect(
      CGAffineTransform(rotationAngle: .pi)
        == CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0))
    let entries = skew
    #expect(
      [entries.a, entries.b, entries.c, entries.d, entries.tx, entries.ty] == [1, 2, 3, 4, 5, 6])
  }

  @Test func pointsAndSizesAreRowVectors() {
    // x' = a·x + c·y + tx, y' = b·x + d·y + ty.
    #expect(CGPoint(x: 7, y: 8).applying(skew) == CGPoint(x: 36, y: 52))
    // Sizes are not translated.
    #expect(CGSize(width: 7, height: 8).applying(skew) == CGSize(width: 31, height: 46))
    #expect(
      CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        == CGPoint(x: 0, y: 1))
    #expect(
      CGPoint(x: 3, y: 4).applying(CGAffineTransform(scaleX: 2, y: -1))
        == CGPoint(x: 6, y: -4))
    #expect(
      CGSize(width: 3, height: 4).applying(CGAffineTransform(translationX: 100, y: 100))
        == CGSize(width: 3, height: 4))
  }

  @Test func concatenatingAppliesTheReceiverFirst() {
    let product = skew.concatenating(other)
    #expect(product == CGAffineTransform(a: 4, b: 6, c: 10, d: 12, tx: 15, ty: 20))
    let point = CGPoint(x: 7, y: 8)
    #expect(point.applying(product) == point.applying(skew).applying(other))
    #expect(product != other.concatenating(skew))
    // Move right by 10, then double: the translation is doubled too.
    let moveThenScale = CGAffineTransform(translationX: 10, y: 0)
      .concatenating(CGAffineTransform(scaleX: 2, y: 2))
    #expect(CGPoint(x: 1, y: 1).applying(moveThenScale) == CGPoint(x: 22, y: 2))
  }

  @Test func theBuildersApplyTheirStepBeforeTheReceiver() {
    // `t.scaledBy(x:y:)` is `scale · t`: the scale comes first, then `t`.
    let moved = CGAffineTransform(translationX: 10, y: 20)
    #expect(CGPoint(x: 1, y: 1).applying(moved.scaledBy(x: 2, y: 3)) == CGPoint(x: 12, y: 23))
    #expect(
      moved.scaledBy(x: 2, y: 3) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
    let scaled = CGAffineTransform(scaleX: 2, y: 3)
    #expect(
      CGPoint(x: 1, y: 1).applying(scaled.translatedBy(x: 10, y: 20)) == CGPoint(x: 22, y: 63))
    #expect(
      scaled.translatedBy(x: 10, y: 20)
        == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 60))
    // Rotate a quarter turn, then move.
    let turned = moved.rotated(by: .pi / 2)
    #expect(CGPoint(x: 1, y: 0).applying(turned) == CGPoint(x: 10, y: 21))
    #expect(turned == CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 10, ty: 20))
    #expect(skew.scaledBy(x: 1, y: 1) == skew && skew.translatedBy(x: 0, y: 0) == skew)
  }

  @Test func transformsAreValues() {
    var transform = CGAffineTransform.identity
    transform.tx = 3
    transform.d = -1
    #expect(transform == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 3, ty: 0))
    #expect(CGAffineTransform.identity.tx == 0)
    let set: Set = [skew, other, skew]
    #expect(set.count == 2 && set.contains(other))
  }
}
