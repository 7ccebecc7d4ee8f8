/// A point of a gesture script in scene points, held as whole thousandths of a point: the
/// precision a trace keeps (three decimals), so interpolation is exact integer arithmetic and
/// what is written reads back equal.
package struct GesturePoint: Sendable, Equatable {
  /// Thousandths of a point.
  package let milliX: Int64
  package let milliY: Int64

  /// A trace coordinate lies within ±1,000,000 points.
  static let maxMilli: Int64 = 1_000_000_000

  init(milliX: Int64, milliY: Int64) {
    self.milliX = milliX
    self.milliY = milliY
  }

  /// In points. `Double(m) / 1000` is the double nearest to m/1000, the one the trace text
  /// `m/1000` reads back as.
  package var x: Double { Double(milliX) / 1000 }
  package var y: Double { Double(milliY) / 1000 }

  /// The point `fraction` = `numerator / denominator` (0…1) of the way from `self` to `other`,
  /// rounded to the nearest thousandth (half away from zero).
  func interpolated(to other: GesturePoint, _ numerator: Int64, over denominator: Int64)
    -> GesturePoint
  {
    GesturePoint(
      milliX: milliX + FullWidth.scaled(other.milliX - milliX, by: numerator, over: denominator),
      milliY: milliY + FullWidth.scaled(other.milliY - milliY, by: numerator, over: denominator))
  }

  /// The distance to `other` in thousandths (IEEE square root: the same on every machine).
  func distance(to other: GesturePoint) -> Double {
    let dx = Double(other.milliX - milliX)
    let dy = Double(other.milliY - milliY)
    return (dx * dx + dy * dy).squareRoot()
  }
}
