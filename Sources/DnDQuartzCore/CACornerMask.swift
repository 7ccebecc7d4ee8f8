#if !canImport(QuartzCore)
  /// Which corners a layer's ``CALayer/cornerRadius`` rounds (Core Animation's `CACornerMask`, with
  /// its raw values).
  public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The corners' bits.
    public let rawValue: UInt

    /// Corners from Core Animation's bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The corner at the smallest x and y: top left in UIKit's coordinates.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at the largest x and smallest y: top right.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at the smallest x and largest y: bottom left.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at the largest x and y: bottom right.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
  }
#endif
