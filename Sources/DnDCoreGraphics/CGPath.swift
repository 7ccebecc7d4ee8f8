#if !canImport(CoreGraphics)
  import Foundation

  /// A Core Graphics path (Foundation on Linux has no `CGPath`), as a layer's `shadowPath` holds
  /// one (DnDQuartzCore's `CALayer`): what is kept of it is its bounding box. Immutable.
  public final class CGPath: Hashable, Sendable {
    /// The smallest rectangle holding the path (CoreGraphics' `CGPath.boundingBox`).
    public let boundingBox: CGRect

    private init(boundingBox: CGRect) {
      self.boundingBox = boundingBox
    }

    /// A path around `rect` (CoreGraphics' `CGPath.init(rect:transform:)`, without a transform).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
      self.init(boundingBox: rect)
    }

    /// Whether the path has no extent (CoreGraphics' `CGPath.isEmpty`).
    public var isEmpty: Bool { boundingBox.isEmpty }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
      lhs.boundingBox == rhs.boundingBox
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(boundingBox.origin.x)
      hasher.combine(boundingBox.origin.y)
      hasher.combine(boundingBox.size.width)
      hasher.combine(boundingBox.size.height)
    }
  }
#endif
