/// A location in a two-dimensional coordinate space, in points.
///
/// The engine's counterpart of `CGPoint`: y grows downwards, as in UIKit, so "up" is negative y.
/// A point is a *position*; the displacement between two points is a ``Vector``, which keeps
/// "where" and "how far" from being mixed up in the drag-tracking code.
public struct Point: Sendable, Hashable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// The straight-line distance to `other`, computed with `hypot` so that it neither overflows nor
  /// loses precision for very large or very small coordinates.
  public func distance(to other: Point) -> Double {
    CMath.hypotenuse(other.x - x, other.y - y)
  }

  /// `max(bound, distance(to: other))`, without the `hypot` when the distance is clearly below
  /// `bound` — what a finger's farthest distance from where it went down needs on every sample.
  ///
  /// Exact: the sum of squares is within a few units in the last place of the squared distance,
  /// so being below `bound²` by a relative margin of 10⁻⁹ proves the distance is below `bound`.
  /// The bounds on `bound` keep `bound²` clear of overflow and far above what an underflowing
  /// square can lose; an overflowing square (infinity) or a NaN fails the test and takes the
  /// `hypot` path, as does a `bound` of 0.
  func maxDistance(to other: Point, atLeast bound: Double) -> Double {
    let dx = other.x - x
    let dy = other.y - y
    if bound > 1e-100, bound < 1e100, dx * dx + dy * dy < bound * bound * (1 - 1e-9) {
      return bound
    }
    return max(bound, distance(to: other))
  }

  /// The point moved by `vector`.
  public static func + (point: Point, vector: Vector) -> Point {
    Point(x: point.x + vector.dx, y: point.y + vector.dy)
  }

  /// The point moved by the opposite of `vector`.
  public static func - (point: Point, vector: Vector) -> Point {
    Point(x: point.x - vector.dx, y: point.y - vector.dy)
  }

  /// The displacement that takes `start` to `end` (`end - start`).
  public static func - (end: Point, start: Point) -> Vector {
    Vector(dx: end.x - start.x, dy: end.y - start.y)
  }

  public static func += (point: inout Point, vector: Vector) { point = point + vector }

  public static func -= (point: inout Point, vector: Vector) { point = point - vector }

  /// Compact, deterministic log form: `(10,20)`; numbers as in ``LogNumber``.
  package var logDescription: String {
    "(\(LogNumber.format(x)),\(LogNumber.format(y)))"
  }
}
