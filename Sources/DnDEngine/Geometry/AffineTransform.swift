/// A 2-D affine transform, laid out and composed exactly like `CGAffineTransform`.
///
/// The matrix is
///
///     | a   b   0 |
///     | c   d   0 |
///     | tx  ty  1 |
///
/// and a point is a row vector multiplied on the left: `x' = a·x + c·y + tx`,
/// `y' = b·x + d·y + ty`. Matching CoreGraphics term for term means transforms described in
/// Apple's documentation and in WWDC examples (preview transforms, lift and drop animations) can be
/// written down unchanged.
public struct AffineTransform: Sendable, Hashable {
  public var a: Double
  public var b: Double
  public var c: Double
  public var d: Double
  public var tx: Double
  public var ty: Double

  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that changes nothing.
  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation by (`x`, `y`).
  public init(translationX x: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale by `x` horizontally and `y` vertically, about the origin.
  public init(scaleX x: Double, y: Double) {
    self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians about the origin; with y growing downwards (as in UIKit) a
  /// positive angle turns clockwise on screen, so (1, 0) rotated by π/2 is (0, 1).
  ///
  /// When `angle` is an exact integer multiple of `Double.pi / 2` (as computed in `Double`), the
  /// sine and cosine are taken as exactly 0 and ±1. The C library returns `cos(.pi / 2)` ≈ 6.1e-17,
  /// and that noise would otherwise make a quarter-turned frame's edges miss by a hair — enough to
  /// move a point across a half-open ``Rect`` edge or change a bounding box. Any other angle uses
  /// `sin` and `cos` unchanged.
  public init(rotationAngle angle: Double) {
    let (sine, cosine) = Self.sineAndCosine(of: angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  private static func sineAndCosine(of angle: Double) -> (sine: Double, cosine: Double) {
    let quarterTurns = angle / (Double.pi / 2)
    guard quarterTurns.isFinite, quarterTurns == quarterTurns.rounded() else {
      return (CMath.sine(angle), CMath.cosine(angle))
    }
    // The remainder of an integral Double by 4 is exact, so this works for any magnitude.
    var quadrant = quarterTurns.truncatingRemainder(dividingBy: 4)
    if quadrant < 0 { quadrant += 4 }
    switch quadrant {
    case 1: return (1, 0)
    case 2: return (0, -1)
    case 3: return (-1, 0)
    default: return (0, 1)
    }
  }

  /// Whether this is exactly the identity.
  public var isIdentity: Bool { self == .identity }

  /// `a·d − b·c`: the factor by which the transform scales areas; zero when it is singular.
  public var determinant: Double { a * d - b * c }

  /// The transform that applies `self` first and then `other` — CoreGraphics' order, the matrix
  /// product `self × other`.
  ///
  /// So `AffineTransform(translationX: 10, y: 0).concatenating(AffineTransform(scaleX: 2, y: 2))`
  /// maps (0, 0) to (20, 0) — moved, then the move scaled — while the reverse order maps it to
  /// (10, 0).
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// The transform that undoes this one, or `nil` when there is none.
  ///
  /// `nil` when the determinant is zero (the transform flattens the plane onto a line or a point)
  /// or when the inverse would not be finite. Unlike `CGAffineTransform.inverted()`, which silently
  /// returns the original transform, a singular transform cannot be mistaken for an invertible one.
  public func inverted() -> AffineTransform? {
    let det = determinant
    guard det != 0, det.isFinite else { return nil }
    let inverse = AffineTransform(
      a: d / det,
      b: -b / det,
      c: -c / det,
      d: a / det,
      tx: (c * ty - d * tx) / det,
      ty: (b * tx - a * ty) / det)
    let components = [inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty]
    guard components.allSatisfy(\.isFinite) else { return nil }
    return inverse
  }

  /// Compact, deterministic log form: `[a b c d tx ty]`, e.g. `[1 0 0 1 10 20]`; numbers as in
  /// ``LogNumber``.
  package var logDescription: String {
    "[" + [a, b, c, d, tx, ty].map(LogNumber.format).joined(separator: " ") + "]"
  }
}
