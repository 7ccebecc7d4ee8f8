/// Distances to move each edge of a rectangle inwards (positive) or outwards (negative), in points.
///
/// Used with ``Rect/inset(by:)`` — for example to shrink a view's bounds to the area where spring
/// loading or a drop is accepted, or to grow a preview's frame by a margin.
public struct EdgeInsets: Sendable, Hashable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on all four edges.
  public init(all inset: Double) {
    self.init(top: inset, left: inset, bottom: inset, right: inset)
  }

  /// No inset.
  public static let zero = EdgeInsets(all: 0)

  /// Compact, deterministic log form: `{top,left,bottom,right}`, e.g. `{1,2,3,4}`.
  package var logDescription: String {
    let parts = [top, left, bottom, right].map(LogNumber.format)
    return "{" + parts.joined(separator: ",") + "}"
  }
}
