/// A width and a height, in points.
///
/// A size on its own may be negative (for example a size mapped through a flipping transform, as
/// with `CGSize`); ``Rect`` standardises negative sizes away when it is built, so a rectangle's
/// size is never negative.
public struct Size: Sendable, Hashable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size of zero by zero.
  public static let zero = Size(width: 0, height: 0)

  /// Compact, deterministic log form: `30x40`; numbers as in ``LogNumber``.
  package var logDescription: String {
    "\(LogNumber.format(width))x\(LogNumber.format(height))"
  }
}
