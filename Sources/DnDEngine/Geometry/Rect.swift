/// An axis-aligned rectangle: an origin and a size, in points.
///
/// The engine's counterpart of `CGRect`, with one deliberate difference: a `Rect` is **always
/// standardised**. Building one with a negative width or height moves the origin to the minimum
/// corner and makes the size positive, so `Rect(x: 10, y: 0, width: -4, height: 2)` *is*
/// `Rect(x: 6, y: 0, width: 4, height: 2)` — they compare equal, hash equally and print the same.
/// Geometry code therefore never has to ask whether a frame is "flipped", and `origin` is always
/// the top-left (minimum) corner. There is no "null rectangle" either: operations that can produce
/// no rectangle, like ``intersection(_:)``, return `nil`.
public struct Rect: Sendable, Hashable {
  /// The minimum (top-left) corner.
  public let origin: Point
  /// The extent; never negative (NaN components stay NaN).
  public let size: Size

  /// A rectangle with the given origin and size, standardised: a negative width or height is made
  /// positive and the origin moved by it, so that the same area is covered.
  public init(origin: Point, size: Size) {
    var origin = origin
    var size = size
    if size.width < 0 {
      origin.x += size.width
      size.width = -size.width
    }
    if size.height < 0 {
      origin.y += size.height
      size.height = -size.height
    }
    self.origin = origin
    self.size = size
  }

  /// A rectangle from its components, standardised as in ``init(origin:size:)``.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The rectangle of the given size whose midpoint is `center` — how previews are placed, since
  /// the system positions a preview by the centre of its visible area.
  public init(center: Point, size: Size) {
    self.init(
      origin: Point(x: center.x - size.width / 2, y: center.y - size.height / 2), size: size)
  }

  /// The rectangle with opposite corners `a` and `b`, given in any order.
  public init(from a: Point, to b: Point) {
    self.init(x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y)
  }

  /// The smallest rectangle containing every point, or `nil` when there are none.
  ///
  /// One point gives a zero-size rectangle at that point. Used for the bounding box of a
  /// transformed rectangle's corners and of a polygon.
  public init?(boundingBoxOf points: some Sequence<Point>) {
    var iterator = points.makeIterator()
    guard let first = iterator.next() else { return nil }
    var low = first
    var high = first
    while let point = iterator.next() {
      low = Point(x: Swift.min(low.x, point.x), y: Swift.min(low.y, point.y))
      high = Point(x: Swift.max(high.x, point.x), y: Swift.max(high.y, point.y))
    }
    self.init(from: low, to: high)
  }

  /// The rectangle at the origin with zero size.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var width: Double { size.width }
  public var height: Double { size.height }
  public var minX: Double { origin.x }
  public var midX: Double { origin.x + size.width / 2 }
  public var maxX: Double { origin.x + size.width }
  public var minY: Double { origin.y }
  public var midY: Double { origin.y + size.height / 2 }
  public var maxY: Double { origin.y + size.height }

  /// The midpoint, (`midX`, `midY`).
  public var center: Point { Point(x: midX, y: midY) }

  /// Whether the rectangle covers no area: its width or height is zero (or NaN).
  ///
  /// An empty rectangle contains no point (see ``contains(_:)``) and intersects nothing, but it
  /// still has a position, so it still counts in ``union(_:)``.
  public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

  /// Whether `point` lies inside the rectangle, with **half-open edges**: the minimum edges are
  /// inside, the maximum edges are outside (`minX <= x < maxX` and `minY <= y < maxY`).
  ///
  /// Why half-open: views that tile a region edge to edge (cells in a row, split-screen apps) must
  /// not both claim a touch on their shared edge, and no point may fall between them. With
  /// half-open edges every point of the tiled region belongs to exactly one rectangle. A
  /// consequence is that an empty rectangle contains no point at all.
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Whether the two rectangles share some area; rectangles that only touch along an edge do not.
  public func intersects(_ other: Rect) -> Bool { intersection(other) != nil }

  /// The rectangle moved by (`dx`, `dy`).
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(origin: Point(x: origin.x + dx, y: origin.y + dy), size: size)
  }

  /// The rectangle moved by `vector`.
  public func offsetBy(_ vector: Vector) -> Rect { offsetBy(dx: vector.dx, dy: vector.dy) }

  /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom (grown when
  /// negative), keeping its centre.
  ///
  /// Insetting by more than half a dimension collapses that dimension to zero at the centre — the
  /// result is an empty rectangle in the right place rather than a "null" one or a flipped one.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    inset(by: EdgeInsets(top: dy, left: dx, bottom: dy, right: dx))
  }

  /// The rectangle with each edge moved inwards by the matching inset (outwards when negative).
  ///
  /// If the insets of two opposite edges add up to more than that dimension, the dimension
  /// collapses to zero midway between the two moved edges (see ``insetBy(dx:dy:)``).
  public func inset(by insets: EdgeInsets) -> Rect {
    var x = minX + insets.left
    var width = size.width - insets.left - insets.right
    if width < 0 {
      x += width / 2
      width = 0
    }
    var y = minY + insets.top
    var height = size.height - insets.top - insets.bottom
    if height < 0 {
      y += height / 2
      height = 0
    }
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// The smallest rectangle containing both rectangles.
  ///
  /// Empty rectangles take part like any other: a zero-size rectangle extends the union to its
  /// position. (There is no null rectangle to ignore — that is what `Optional` is for.)
  public func union(_ other: Rect) -> Rect {
    Rect(
      from: Point(x: Swift.min(minX, other.minX), y: Swift.min(minY, other.minY)),
      to: Point(x: Swift.max(maxX, other.maxX), y: Swift.max(maxY, other.maxY)))
  }

  /// The area the two rectangles share, or `nil` when they share none — when they are apart, only
  /// touch along an edge or at a corner, or either is empty.
  ///
  /// Consistent with ``contains(_:)``: a non-nil result contains exactly the points both rectangles
  /// contain, and `nil` means no point is contained by both.
  public func intersection(_ other: Rect) -> Rect? {
    let left = Swift.max(minX, other.minX)
    let right = Swift.min(maxX, other.maxX)
    let top = Swift.max(minY, other.minY)
    let bottom = Swift.min(maxY, other.maxY)
    guard left < right, top < bottom else { return nil }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Compact, deterministic log form: `(10,20 30x40)` — origin, then size; numbers as in
  /// ``LogNumber``.
  package var logDescription: String {
    "(\(LogNumber.format(origin.x)),\(LogNumber.format(origin.y)) \(size.logDescription))"
  }
}
