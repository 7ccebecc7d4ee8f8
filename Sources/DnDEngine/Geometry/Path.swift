/// A minimal closed outline: the *visible path* of a drag or drop preview's parameters.
///
/// The drag-and-drop system uses a preview's visible path for two things: to clip the preview to
/// its meaningful part, and to place it — the preview is centred on the **midpoint of the visible
/// path's bounding box**, not on the view's centre. The engine models only that; a `Path` is
/// therefore just one of four shapes with an exact ``boundingBox``, not a general Bézier path.
public struct Path: Sendable, Hashable {
  /// The outline's shape, in the coordinate space of the view it belongs to.
  public enum Shape: Sendable, Hashable {
    /// A rectangle.
    case rect(Rect)
    /// A rectangle with circular corners of the given radius (already clamped; see
    /// ``Path/init(roundedRect:cornerRadius:)``).
    case roundedRect(Rect, cornerRadius: Double)
    /// The ellipse inscribed in a rectangle.
    case ellipse(in: Rect)
    /// A closed polygon through at least one point, in order.
    case polygon([Point])
  }

  /// What the path outlines.
  public let shape: Shape

  /// A rectangular path.
  public init(rect: Rect) {
    shape = .rect(rect)
  }

  /// A rounded-rectangle path, like `UIBezierPath(roundedRect:cornerRadius:)`.
  ///
  /// The radius is clamped to `0...min(width, height) / 2` (NaN becomes 0), as UIKit does, so that
  /// the stored shape is always drawable and two paths that look the same compare equal.
  public init(roundedRect rect: Rect, cornerRadius: Double) {
    let limit = Swift.min(rect.width, rect.height) / 2
    let radius = cornerRadius > 0 ? Swift.min(cornerRadius, limit) : 0
    shape = .roundedRect(rect, cornerRadius: radius.isNaN ? 0 : radius)
  }

  /// The path of the ellipse inscribed in `rect` (a circle when `rect` is square).
  public init(ellipseIn rect: Rect) {
    shape = .ellipse(in: rect)
  }

  /// A closed polygon through `points`, in order; `nil` when `points` is empty, because an outline
  /// without points has no bounding box and a preview could not be placed by it.
  public init?(polygon points: [Point]) {
    guard !points.isEmpty else { return nil }
    shape = .polygon(points)
  }

  /// The smallest axis-aligned rectangle containing the outline.
  ///
  /// Exact for every shape: rounding corners and inscribing an ellipse do not shrink the bounding
  /// box of the rectangle they were built from, and a polygon's bounding box is that of its
  /// vertices. The preview's centre is `boundingBox.center`.
  public var boundingBox: Rect {
    switch shape {
    case .rect(let rect), .roundedRect(let rect, _), .ellipse(let rect):
      return rect
    case .polygon(let points):
      // The initialiser guarantees at least one point.
      return Rect(boundingBoxOf: points) ?? .zero
    }
  }

  /// Compact, deterministic log form: `rect(0,0 10x10)`, `roundedRect(0,0 10x10 r4)`,
  /// `ellipse(0,0 10x10)`, `polygon[(0,0) (10,0) (5,8)]`; numbers as in ``LogNumber``.
  package var logDescription: String {
    func inner(_ rect: Rect) -> String { String(rect.logDescription.dropFirst().dropLast()) }
    switch shape {
    case .rect(let rect):
      return "rect(\(inner(rect)))"
    case .roundedRect(let rect, let radius):
      return "roundedRect(\(inner(rect)) r\(LogNumber.format(radius)))"
    case .ellipse(let rect):
      return "ellipse(\(inner(rect)))"
    case .polygon(let points):
      return "polygon[" + points.map(\.logDescription).joined(separator: " ") + "]"
    }
  }
}
