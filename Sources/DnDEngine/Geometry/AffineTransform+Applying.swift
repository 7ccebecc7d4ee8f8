// Applying an AffineTransform to points, vectors, sizes and rectangles (CoreGraphics semantics).

extension Point {
  /// The point mapped through `transform`: (`a·x + c·y + tx`, `b·x + d·y + ty`).
  public func applying(_ transform: AffineTransform) -> Point {
    Point(
      x: transform.a * x + transform.c * y + transform.tx,
      y: transform.b * x + transform.d * y + transform.ty)
  }
}

extension Vector {
  /// The displacement mapped through `transform`'s linear part — a displacement has no position, so
  /// the translation does not apply.
  public func applying(_ transform: AffineTransform) -> Vector {
    Vector(
      dx: transform.a * dx + transform.c * dy,
      dy: transform.b * dx + transform.d * dy)
  }
}

extension Size {
  /// The size mapped through `transform`'s linear part, like `CGSize.applying(_:)`:
  /// (`a·w + c·h`, `b·w + d·h`). The translation does not apply, and the result may be negative.
  public func applying(_ transform: AffineTransform) -> Size {
    Size(
      width: transform.a * width + transform.c * height,
      height: transform.b * width + transform.d * height)
  }
}

extension Rect {
  /// The axis-aligned bounding box of the rectangle's four corners mapped through `transform`, like
  /// `CGRect.applying(_:)`.
  ///
  /// A rotation by anything but a quarter turn therefore returns a larger rectangle than the
  /// rotated shape itself: it is the frame a rotated view would report.
  public func applying(_ transform: AffineTransform) -> Rect {
    let corners = [
      Point(x: minX, y: minY), Point(x: maxX, y: minY),
      Point(x: minX, y: maxY), Point(x: maxX, y: maxY),
    ]
    // Four corners are never an empty sequence.
    return Rect(boundingBoxOf: corners.map { $0.applying(transform) }) ?? self
  }
}
