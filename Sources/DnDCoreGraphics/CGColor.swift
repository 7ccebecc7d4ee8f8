#if !canImport(CoreGraphics)
  import Foundation

  /// A Core Graphics colour (Foundation on Linux has no `CGColor`): its components in the RGB or
  /// grey colour space and its alpha, as a layer's `borderColor`, `shadowColor` and
  /// `backgroundColor` hold one (DnDQuartzCore's `CALayer`). Immutable, like CoreGraphics' own;
  /// two colours with the same components are equal. Colour spaces and conversions between them
  /// are not modelled.
  public final class CGColor: Hashable, CustomStringConvertible, Sendable {
    /// The components, alpha last: red, green, blue, alpha — or grey, alpha (CoreGraphics'
    /// `CGColor.components`).
    public let components: [CGFloat]?
    /// The name of the system colour it was made from (`UIColor.red.cgColor`), so that a colour
    /// that goes through a layer keeps its name in the log.
    package let systemName: String?

    package init(components: [CGFloat], systemName: String?) {
      self.components = components
      self.systemName = systemName
    }

    /// A colour in the RGB colour space (CoreGraphics' `CGColor.init(red:green:blue:alpha:)`).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      self.init(components: [red, green, blue, alpha], systemName: nil)
    }

    /// A colour in the grey colour space (CoreGraphics' `CGColor.init(gray:alpha:)`).
    public convenience init(gray: CGFloat, alpha: CGFloat) {
      self.init(components: [gray, alpha], systemName: nil)
    }

    /// The number of components, alpha included (CoreGraphics' `CGColor.numberOfComponents`).
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The alpha component (CoreGraphics' `CGColor.alpha`).
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same colour with another alpha (CoreGraphics' `CGColor.copy(alpha:)`).
    public func copy(alpha: CGFloat) -> CGColor? {
      var components = self.components ?? [0, alpha]
      components[components.count - 1] = alpha
      return CGColor(components: components, systemName: nil)
    }

    /// Opaque black (CoreGraphics' `CGColor.black`).
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white (CoreGraphics' `CGColor.white`).
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black (CoreGraphics' `CGColor.clear`).
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
      lhs.components == rhs.components
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(components)
    }

    /// The components, as `CGColor(1, 0, 0, 1)`.
    public var description: String {
      "CGColor(\((components ?? []).map { "\($0)" }.joined(separator: ", ")))"
    }
  }
#endif
