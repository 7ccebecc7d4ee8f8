/// A displacement in two dimensions, in points: the difference between two ``Point``s.
///
/// Kept separate from `Point` so that APIs say what they mean — a touch *location* is a point, a
/// finger's *movement* since touch-down or the precise-mode *offset* is a vector — and so that
/// adding two locations (a meaningless operation) does not compile.
public struct Vector: Sendable, Hashable {
  public var dx: Double
  public var dy: Double

  public init(dx: Double, dy: Double) {
    self.dx = dx
    self.dy = dy
  }

  /// No displacement.
  public static let zero = Vector(dx: 0, dy: 0)

  /// The Euclidean length, computed with `hypot` (no intermediate overflow).
  public var length: Double { CMath.hypotenuse(dx, dy) }

  public static func + (lhs: Vector, rhs: Vector) -> Vector {
    Vector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy)
  }

  public static func - (lhs: Vector, rhs: Vector) -> Vector {
    Vector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy)
  }

  public static prefix func - (vector: Vector) -> Vector {
    Vector(dx: -vector.dx, dy: -vector.dy)
  }

  /// The vector scaled by `factor` in both dimensions.
  public static func * (vector: Vector, factor: Double) -> Vector {
    Vector(dx: vector.dx * factor, dy: vector.dy * factor)
  }

  /// Compact, deterministic log form: `<3,-4>` — angle brackets tell a displacement apart from a
  /// point at a glance; numbers as in ``LogNumber``.
  package var logDescription: String {
    "<\(LogNumber.format(dx)),\(LogNumber.format(dy))>"
  }
}
