import DnDEngine

// Rendering modes and symbol configurations (UIKit's `UIImage.RenderingMode`,
// `UIImage.Configuration`, `UIImage.SymbolConfiguration`): stored. Nothing is drawn, so a
// template image and its tint, or a symbol's weight and point size, change no pixel and no size;
// app code reads back what it set.
nonisolated extension UIImage {
  /// How an image is drawn (UIKit's `UIImage.RenderingMode`).
  public enum RenderingMode: Int, Sendable {
    /// As the context decides: a template in bar items, else the original colours.
    case automatic = 0
    /// Always the image's own colours.
    case alwaysOriginal = 1
    /// Always as a template, tinted by its view's tint colour.
    case alwaysTemplate = 2
  }

  /// The same image drawn in `renderingMode` (UIKit's `UIImage.withRenderingMode(_:)`).
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    UIImage(
      object: object, assetName: assetName, scale: scale, size: size,
      renderingMode: renderingMode, symbolConfiguration: symbolConfiguration)
  }

  /// The same image tinted with `color` (UIKit's `UIImage.withTintColor(_:)`): always original
  /// colours, as UIKit's tinted copy is; the tint itself is not kept (nothing is drawn).
  public func withTintColor(_ color: UIColor) -> UIImage {
    withRenderingMode(.alwaysOriginal)
  }

  /// The same image tinted with `color`, drawn in `renderingMode` (UIKit's
  /// `UIImage.withTintColor(_:renderingMode:)`).
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    withRenderingMode(renderingMode)
  }

  /// The same image with `configuration` (UIKit's `UIImage.withConfiguration(_:)`): a symbol
  /// configuration is kept in ``symbolConfiguration``.
  public func withConfiguration(_ configuration: Configuration) -> UIImage {
    UIImage(
      object: object, assetName: assetName, scale: scale, size: size,
      renderingMode: renderingMode,
      symbolConfiguration: configuration as? SymbolConfiguration ?? symbolConfiguration)
  }

  /// A system symbol image with `configuration` (UIKit's
  /// `UIImage.init(systemName:withConfiguration:)`): ``init(systemName:)``'s image, keeping the
  /// configuration.
  public convenience init?(systemName name: String, withConfiguration configuration: Configuration?)
  {
    let size = UIImage.assetSize(named: name) ?? CGSize(width: 20, height: 20)
    self.init(
      object: ImageObject(format: .png, pixelSize: size.engineValue), assetName: name,
      symbolConfiguration: configuration as? SymbolConfiguration)
  }

  /// The traits an image is chosen for (UIKit's `UIImage.Configuration`): stored.
  open class Configuration: NSObject, @unchecked Sendable {
    // Unchecked: immutable.

    /// An empty configuration.
    public override init() {
      super.init()
    }
  }

  /// How a symbol image is drawn (UIKit's `UIImage.SymbolConfiguration`): a point size or text
  /// style, a weight and a scale, kept and compared; stored.
  open class SymbolConfiguration: Configuration, @unchecked Sendable {
    // Unchecked: immutable.

    /// The symbol's point size; 0 when unspecified.
    let pointSize: CGFloat
    /// The symbol's weight.
    let weight: SymbolWeight
    /// The symbol's scale relative to its text.
    let scale: SymbolScale
    /// The text style the symbol matches, if any.
    let textStyle: UIFont.TextStyle?

    private init(
      pointSize: CGFloat = 0, weight: SymbolWeight = .unspecified,
      scale: SymbolScale = .unspecified, textStyle: UIFont.TextStyle? = nil
    ) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
      self.textStyle = textStyle
      super.init()
    }

    /// A configuration of `pointSize` (UIKit's `init(pointSize:)`).
    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, weight: .unspecified)
    }

    /// A configuration of `pointSize` and `weight` (UIKit's `init(pointSize:weight:)`).
    public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
      self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
    }

    /// A configuration of `pointSize`, `weight` and `scale` (UIKit's
    /// `init(pointSize:weight:scale:)`).
    public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
    }

    /// A configuration matching `textStyle` (UIKit's `init(textStyle:)`).
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: textStyle)
    }

    /// A configuration of `textStyle` and `scale` (UIKit's `init(textStyle:scale:)`).
    public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
      self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle)
    }

    /// A configuration of `weight` (UIKit's `init(weight:)`).
    public convenience init(weight: SymbolWeight) {
      self.init(pointSize: 0, weight: weight, scale: .unspecified, textStyle: nil)
    }

    /// A configuration of `scale` (UIKit's `init(scale:)`).
    public convenience init(scale: SymbolScale) {
      self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: nil)
    }

    /// This configuration with `otherConfiguration`'s specified values over it (UIKit's
    /// `applying(_:)`).
    open func applying(_ otherConfiguration: SymbolConfiguration?) -> SymbolConfiguration {
      guard let other = otherConfiguration else { return self }
      return SymbolConfiguration(
        pointSize: other.pointSize != 0 ? other.pointSize : pointSize,
        weight: other.weight != .unspecified ? other.weight : weight,
        scale: other.scale != .unspecified ? other.scale : scale,
        textStyle: other.textStyle ?? textStyle)
    }

    /// Equal to a configuration of the same size, weight, scale and text style.
    open override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? SymbolConfiguration else { return false }
      return other.pointSize == pointSize && other.weight == weight && other.scale == scale
        && other.textStyle == textStyle
    }

    /// Consistent with ``isEqual(_:)``.
    open override var hash: Int {
      var hasher = Hasher()
      hasher.combine(pointSize)
      hasher.combine(weight)
      hasher.combine(scale)
      hasher.combine(textStyle)
      return hasher.finalize()
    }
  }

  /// A symbol's weight (UIKit's `UIImage.SymbolWeight`).
  public enum SymbolWeight: Int, Sendable {
    /// No weight given.
    case unspecified = 0
    /// Ultra-light.
    case ultraLight = 1
    /// Thin.
    case thin = 2
    /// Light.
    case light = 3
    /// Regular.
    case regular = 4
    /// Medium.
    case medium = 5
    /// Semibold.
    case semibold = 6
    /// Bold.
    case bold = 7
    /// Heavy.
    case heavy = 8
    /// Black.
    case black = 9
  }

  /// A symbol's scale relative to the text beside it (UIKit's `UIImage.SymbolScale`).
  public enum SymbolScale: Int, Sendable {
    /// The default scale.
    case `default` = -1
    /// No scale given.
    case unspecified = 0
    /// Small.
    case small = 1
    /// Medium.
    case medium = 2
    /// Large.
    case large = 3
  }
}
