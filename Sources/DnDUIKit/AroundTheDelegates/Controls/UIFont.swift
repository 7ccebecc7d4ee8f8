/// A font: a name and a size in points (UIKit's `UIFont`). Nothing is drawn, so a font is what app
/// code reads back: ``pointSize`` and ``fontName``. Only the system fonts are modelled — the
/// regular and bold system font at a size, and the Dynamic Type text styles at the default
/// content size (Large) — and two fonts of the same name and size are equal, as UIKit's are.
///
/// The names are this module's: iOS names its system font privately and differently from release
/// to release, so compare fonts by size or by equality, not by name.
///
/// Fonts support secure coding (`NSSecureCoding`), as UIKit's do: `NSKeyedArchiver` archives the
/// name and the size, and `NSKeyedUnarchiver` gives back an equal font (an attributed string's
/// `.font` travels so).
nonisolated open class UIFont: NSObject, NSSecureCoding, @unchecked Sendable {
  // Unchecked: immutable.

  /// The size in points (UIKit's `UIFont.pointSize`).
  public let pointSize: CGFloat
  /// The font's name: `.SFUI-Regular` for the system font, `.SFUI-Semibold` for the bold system
  /// font and the headline style (UIKit's `UIFont.fontName`).
  public let fontName: String

  private init(fontName name: String, pointSize size: CGFloat) {
    fontName = name
    pointSize = size
    super.init()
  }

  /// True: fonts decode under secure coding (UIKit's `UIFont.supportsSecureCoding`).
  public static var supportsSecureCoding: Bool { true }

  /// Archives the font's name and size (UIKit's `UIFont.encode(with:)`; the keys are this
  /// module's).
  open func encode(with coder: NSCoder) {
    coder.encode(fontName, forKey: CodingKey.name)
    coder.encode(Double(pointSize), forKey: CodingKey.size)
  }

  /// The font an archive holds (UIKit's `UIFont.init(coder:)`); nil when the archive is not one
  /// ``encode(with:)`` wrote (the unarchiver then reports an error).
  public required init?(coder: NSCoder) {
    guard let name = coder.decodeObject(of: NSString.self, forKey: CodingKey.name),
      coder.containsValue(forKey: CodingKey.size)
    else { return nil }
    let size = coder.decodeDouble(forKey: CodingKey.size)
    guard size.isFinite, size >= 0 else { return nil }
    fontName = name as String
    pointSize = CGFloat(size)
    super.init()
  }

  private enum CodingKey {
    static let name = "DnDUIFontName"
    static let size = "DnDUIFontSize"
  }

  private static let regularName = ".SFUI-Regular"
  private static let semiboldName = ".SFUI-Semibold"

  /// The system font at `fontSize` points (UIKit's `UIFont.systemFont(ofSize:)`).
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(fontName: regularName, pointSize: fontSize)
  }

  /// The bold system font at `fontSize` points (UIKit's `UIFont.boldSystemFont(ofSize:)`).
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(fontName: semiboldName, pointSize: fontSize)
  }

  /// The system font at `fontSize` points and `weight` (UIKit's
  /// `UIFont.systemFont(ofSize:weight:)`): named after the weight (`.SFUI-Medium`); the regular
  /// weight is ``systemFont(ofSize:)``'s font, the semibold ``boldSystemFont(ofSize:)``'s.
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(fontName: weight.systemFontName, pointSize: fontSize)
  }

  /// The italic system font at `fontSize` points (UIKit's `UIFont.italicSystemFont(ofSize:)`).
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(fontName: ".SFUI-RegularItalic", pointSize: fontSize)
  }

  /// The system font with digits of one width (UIKit's
  /// `UIFont.monospacedDigitSystemFont(ofSize:weight:)`).
  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(fontName: weight.systemFontName + "-MonospacedDigits", pointSize: fontSize)
  }

  /// The monospaced system font (UIKit's `UIFont.monospacedSystemFont(ofSize:weight:)`).
  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(fontName: ".SFUIMono-" + weight.name, pointSize: fontSize)
  }

  /// The font named `fontName` at `fontSize` points (UIKit's `UIFont.init(name:size:)`). Fonts
  /// are not installed here, so every name gives a font of that name (on iOS a name no installed
  /// font has gives nil).
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(fontName: fontName, pointSize: fontSize)
  }

  /// A font weight (UIKit's `UIFont.Weight`), with UIKit's values: from -0.8 (``ultraLight``)
  /// to 0.62 (``black``).
  nonisolated public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The weight, from -1 to 1.
    public let rawValue: CGFloat

    /// The weight of value `rawValue`.
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// The ultra-light weight, -0.8.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// The thin weight, -0.6.
    public static let thin = Weight(rawValue: -0.6)
    /// The light weight, -0.4.
    public static let light = Weight(rawValue: -0.4)
    /// The regular weight, 0.
    public static let regular = Weight(rawValue: 0)
    /// The medium weight, 0.23.
    public static let medium = Weight(rawValue: 0.23)
    /// The semibold weight, 0.3.
    public static let semibold = Weight(rawValue: 0.3)
    /// The bold weight, 0.4.
    public static let bold = Weight(rawValue: 0.4)
    /// The heavy weight, 0.56.
    public static let heavy = Weight(rawValue: 0.56)
    /// The black weight, 0.62.
    public static let black = Weight(rawValue: 0.62)

    /// The weight's name in font names: UIKit's names for its weights, else the value.
    var name: String {
      let names: [CGFloat: String] = [
        -0.8: "Ultralight", -0.6: "Thin", -0.4: "Light", 0: "Regular", 0.23: "Medium",
        0.3: "Semibold", 0.4: "Bold", 0.56: "Heavy", 0.62: "Black",
      ]
      return names[rawValue] ?? "Weight\(rawValue)"
    }

    var systemFontName: String { ".SFUI-" + name }
  }

  /// The font of a Dynamic Type text style at the default content size category, Large (UIKit's
  /// `UIFont.preferredFont(forTextStyle:)`): sizes from 34 points (``TextStyle/largeTitle``) to
  /// 11 (``TextStyle/caption2``), the headline bold. The user's text size setting is not
  /// modelled; a style UIKit does not define gets the body's font.
  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    let (size, isBold) = TextStyle.metrics[style] ?? (17, false)
    return isBold ? boldSystemFont(ofSize: size) : systemFont(ofSize: size)
  }

  /// The same font at another size (UIKit's `UIFont.withSize(_:)`).
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(fontName: fontName, pointSize: fontSize)
  }

  /// Equal to another font of the same name and size.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return other.fontName == fontName && other.pointSize == pointSize
  }

  /// Consistent with ``isEqual(_:)``.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(fontName)
    hasher.combine(pointSize)
    return hasher.finalize()
  }

  /// The name and size, as `<UIFont .SFUI-Regular 17.0pt>`.
  open override var description: String {
    "<UIFont \(fontName) \(pointSize)pt>"
  }

  /// A Dynamic Type text style (UIKit's `UIFont.TextStyle`), with UIKit's raw values.
  nonisolated public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// UIKit's name for the style (`UICTFontTextStyleBody`).
    public let rawValue: String

    /// The style named `rawValue`.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Large titles: 34 points.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// First-level titles: 28 points.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// Second-level titles: 22 points.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// Third-level titles: 20 points.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// Headings: 17 points, bold.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// Subheadings: 15 points.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// Body text: 17 points.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// Callouts: 16 points.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// Footnotes: 13 points.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// Standard captions: 12 points.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// Alternate captions: 11 points.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    /// Extra large titles (iOS 17): Apple gives no iOS size, so here the large title's, 34
    /// points, bold.
    public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
    /// Second-level extra large titles (iOS 17): Apple gives no iOS size, so here the large
    /// title's, 34 points, bold.
    public static let extraLargeTitle2 = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle2")

    /// The style's font metrics (UIKit's `UIFont.TextStyle.metrics`), as
    /// `UIFontMetrics(forTextStyle: self)`.
    public var metrics: UIFontMetrics { UIFontMetrics(forTextStyle: self) }

    /// Size and boldness at UIKit's default content size category
    /// (`UIContentSizeCategory.large`).
    fileprivate static let metrics: [TextStyle: (CGFloat, Bool)] = [
      .largeTitle: (34, false), .title1: (28, false), .title2: (22, false),
      .title3: (20, false), .headline: (17, true), .subheadline: (15, false),
      .body: (17, false), .callout: (16, false), .footnote: (13, false),
      .caption1: (12, false), .caption2: (11, false),
      .extraLargeTitle: (34, true), .extraLargeTitle2: (34, true),
    ]
  }
}
