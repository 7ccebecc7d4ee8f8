// The UIKit half of attributed strings: the attribute keys UIKit declares on Foundation's
// `NSAttributedString.Key`, the values they take (`NSParagraphStyle`, `NSUnderlineStyle`,
// `NSLineBreakMode`, `NSWritingDirection`), and `UIFontMetrics`. Foundation on Linux has
// `NSAttributedString` and its `Key` type but none of these. Nothing is drawn: an attributed
// string keeps its attributes and gives them back (`attributes(at:effectiveRange:)`), and
// nothing lays them out.

nonisolated extension NSAttributedString.Key {
  /// The text's font, a `UIFont` (UIKit's `NSAttributedString.Key.font`).
  public static let font = NSAttributedString.Key("NSFont")
  /// The text's colour, a `UIColor` (UIKit's `NSAttributedString.Key.foregroundColor`).
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The colour behind the text, a `UIColor` (UIKit's `NSAttributedString.Key.backgroundColor`).
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// The paragraph's layout, an `NSParagraphStyle` (UIKit's
  /// `NSAttributedString.Key.paragraphStyle`).
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// Extra space between characters in points, an `NSNumber` (UIKit's
  /// `NSAttributedString.Key.kern`).
  public static let kern = NSAttributedString.Key("NSKern")
  /// Extra space between characters in points, an `NSNumber` (UIKit's
  /// `NSAttributedString.Key.tracking`, iOS 14).
  public static let tracking = NSAttributedString.Key("NSTracking")
  /// Whether ligatures are used, an `NSNumber` (UIKit's `NSAttributedString.Key.ligature`).
  public static let ligature = NSAttributedString.Key("NSLigature")
  /// The underline, an `NSNumber` holding an ``NSUnderlineStyle``'s raw value (UIKit's
  /// `NSAttributedString.Key.underlineStyle`).
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// The underline's colour, a `UIColor` (UIKit's `NSAttributedString.Key.underlineColor`).
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// The strikethrough, an `NSNumber` holding an ``NSUnderlineStyle``'s raw value (UIKit's
  /// `NSAttributedString.Key.strikethroughStyle`).
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// The strikethrough's colour, a `UIColor` (UIKit's
  /// `NSAttributedString.Key.strikethroughColor`).
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  /// The outline's colour, a `UIColor` (UIKit's `NSAttributedString.Key.strokeColor`).
  public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
  /// The outline's width in percent of the font size, an `NSNumber` (UIKit's
  /// `NSAttributedString.Key.strokeWidth`).
  public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
  /// The shadow (UIKit's `NSAttributedString.Key.shadow`; `NSShadow` itself is not declared here).
  public static let shadow = NSAttributedString.Key("NSShadow")
  /// A text effect name (UIKit's `NSAttributedString.Key.textEffect`).
  public static let textEffect = NSAttributedString.Key("NSTextEffect")
  /// An attachment (UIKit's `NSAttributedString.Key.attachment`; `NSTextAttachment` itself is not
  /// declared here).
  public static let attachment = NSAttributedString.Key("NSAttachment")
  /// A link, a `URL` or a `String` (UIKit's `NSAttributedString.Key.link`).
  public static let link = NSAttributedString.Key("NSLink")
  /// The baseline offset in points, an `NSNumber` (UIKit's
  /// `NSAttributedString.Key.baselineOffset`).
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  /// The skew, an `NSNumber` (UIKit's `NSAttributedString.Key.obliqueness`).
  public static let obliqueness = NSAttributedString.Key("NSObliqueness")
  /// The horizontal stretch, an `NSNumber` (UIKit's `NSAttributedString.Key.expansion`).
  public static let expansion = NSAttributedString.Key("NSExpansion")
  /// Writing direction overrides, an array of `NSNumber`s (UIKit's
  /// `NSAttributedString.Key.writingDirection`).
  public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
  /// Vertical glyphs, an `NSNumber` (UIKit's `NSAttributedString.Key.verticalGlyphForm`).
  public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
}

/// How text is underlined or struck through (UIKit's `NSUnderlineStyle`), with UIKit's raw values:
/// the value of `NSAttributedString.Key.underlineStyle` and
/// `NSAttributedString.Key.strikethroughStyle` (as its `rawValue`). Stored: nothing is drawn.
nonisolated public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  /// UIKit's bits.
  public let rawValue: Int

  /// The style of `rawValue`'s bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// One thin line.
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  /// One thick line.
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  /// Two thin lines.
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  /// Dotted.
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  /// Dashed.
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  /// Dash and dot.
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  /// Dash and two dots.
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  /// Under words only, not the spaces between them.
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// How a line that does not fit is wrapped or truncated (UIKit's `NSLineBreakMode`), with UIKit's
/// raw values. Stored: nothing is laid out.
nonisolated public enum NSLineBreakMode: Int, Sendable {
  /// Wrap at word boundaries.
  case byWordWrapping = 0
  /// Wrap at any character.
  case byCharWrapping
  /// Cut at the edge.
  case byClipping
  /// An ellipsis at the start of the line.
  case byTruncatingHead
  /// An ellipsis at the end of the line.
  case byTruncatingTail
  /// An ellipsis in the middle of the line.
  case byTruncatingMiddle
}

/// Which way text is written (UIKit's `NSWritingDirection`), with UIKit's raw values. Stored.
nonisolated public enum NSWritingDirection: Int, Sendable {
  /// The direction of the text's language (Unicode's bidirectional algorithm).
  case natural = -1
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}

/// How a paragraph is laid out (UIKit's `NSParagraphStyle`): immutable; the value of an
/// attributed string's `NSAttributedString.Key.paragraphStyle`. Stored: every property keeps
/// UIKit's default (`default`) or what an ``NSMutableParagraphStyle`` set, and nothing lays
/// text out. Two styles with the same properties are equal. A `mutableCopy()` is an
/// ``NSMutableParagraphStyle``, a `copy()` an immutable style.
///
/// Paragraph styles support secure coding (`NSSecureCoding`), as UIKit's do: `NSKeyedArchiver`
/// archives every property, and `NSKeyedUnarchiver` gives back an equal style.
nonisolated open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, NSSecureCoding,
  @unchecked Sendable
{
  // Unchecked: immutable; the mutable subclass is as thread-safe as UIKit's (not at all).

  /// The properties, shared with the mutable subclass.
  fileprivate var values = Values()

  /// A style with UIKit's default properties.
  public override init() {
    super.init()
  }

  /// The default style (UIKit's `NSParagraphStyle.default`): natural alignment, word wrapping,
  /// no extra spacing or indents.
  open class var `default`: NSParagraphStyle { NSParagraphStyle() }

  /// The text's alignment (default ``NSTextAlignment/natural``).
  open var alignment: NSTextAlignment { values.alignment }
  /// How lines that do not fit break (default ``NSLineBreakMode/byWordWrapping``).
  open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
  /// Space between lines, in points (default 0).
  open var lineSpacing: CGFloat { values.lineSpacing }
  /// Space after the paragraph, in points (default 0).
  open var paragraphSpacing: CGFloat { values.paragraphSpacing }
  /// Space before the paragraph, in points (default 0).
  open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
  /// Indent of the first line, in points (default 0).
  open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
  /// Indent of the other lines, in points (default 0).
  open var headIndent: CGFloat { values.headIndent }
  /// Trailing indent, in points: from the leading margin if positive, from the trailing one if
  /// negative or zero (default 0).
  open var tailIndent: CGFloat { values.tailIndent }
  /// Smallest line height, in points (default 0: none).
  open var minimumLineHeight: CGFloat { values.minimumLineHeight }
  /// Largest line height, in points (default 0: none).
  open var maximumLineHeight: CGFloat { values.maximumLineHeight }
  /// The line height multiple (default 0: none).
  open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
  /// The writing direction (default ``NSWritingDirection/natural``).
  open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }
  /// How eagerly words are hyphenated, 0…1 (default 0).
  open var hyphenationFactor: Float { values.hyphenationFactor }
  /// The space between default tab stops, in points (default 0).
  open var defaultTabInterval: CGFloat { values.defaultTabInterval }
  /// Whether text may be tightened before it is truncated (default false).
  open var allowsDefaultTighteningForTruncation: Bool {
    values.allowsDefaultTighteningForTruncation
  }

  /// An immutable style with the same properties (Foundation's `NSCopying`).
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSParagraphStyle()
    copy.values = values
    return copy
  }

  /// A mutable style with the same properties (Foundation's `NSMutableCopying`).
  open func mutableCopy(with zone: NSZone? = nil) -> Any {
    let copy = NSMutableParagraphStyle()
    copy.values = values
    return copy
  }

  /// Equal to another style (mutable or not) with the same properties.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSParagraphStyle else { return false }
    return other.values == values
  }

  /// Consistent with ``isEqual(_:)``.
  open override var hash: Int { values.hashValue }

  // MARK: Secure coding

  /// True: paragraph styles decode under secure coding (UIKit's
  /// `NSParagraphStyle.supportsSecureCoding`).
  public static var supportsSecureCoding: Bool { true }

  /// Archives every property (UIKit's `NSParagraphStyle.encode(with:)`; the keys are this
  /// module's).
  open func encode(with coder: NSCoder) {
    coder.encode(values.alignment.rawValue, forKey: "DnDAlignment")
    coder.encode(values.lineBreakMode.rawValue, forKey: "DnDLineBreakMode")
    coder.encode(values.baseWritingDirection.rawValue, forKey: "DnDWritingDirection")
    coder.encode(values.hyphenationFactor, forKey: "DnDHyphenationFactor")
    coder.encode(
      values.allowsDefaultTighteningForTruncation, forKey: "DnDAllowsTightening")
    for (key, path) in Values.lengths {
      coder.encode(Double(values[keyPath: path]), forKey: key)
    }
  }

  /// The style an archive holds (UIKit's `NSParagraphStyle.init(coder:)`); nil when the archive
  /// is not one ``encode(with:)`` wrote (the unarchiver then reports an error).
  public required init?(coder: NSCoder) {
    guard coder.containsValue(forKey: "DnDAlignment"),
      let alignment = NSTextAlignment(rawValue: coder.decodeInteger(forKey: "DnDAlignment")),
      let lineBreakMode = NSLineBreakMode(
        rawValue: coder.decodeInteger(forKey: "DnDLineBreakMode")),
      let direction = NSWritingDirection(
        rawValue: coder.decodeInteger(forKey: "DnDWritingDirection"))
    else { return nil }
    values.alignment = alignment
    values.lineBreakMode = lineBreakMode
    values.baseWritingDirection = direction
    values.hyphenationFactor = coder.decodeFloat(forKey: "DnDHyphenationFactor")
    values.allowsDefaultTighteningForTruncation = coder.decodeBool(forKey: "DnDAllowsTightening")
    for (key, path) in Values.lengths {
      values[keyPath: path] = CGFloat(coder.decodeDouble(forKey: key))
    }
    super.init()
  }

  /// Every property, compared and hashed together.
  fileprivate struct Values: Hashable {
    var alignment = NSTextAlignment.natural
    var lineBreakMode = NSLineBreakMode.byWordWrapping
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
    var paragraphSpacingBefore: CGFloat = 0
    var firstLineHeadIndent: CGFloat = 0
    var headIndent: CGFloat = 0
    var tailIndent: CGFloat = 0
    var minimumLineHeight: CGFloat = 0
    var maximumLineHeight: CGFloat = 0
    var lineHeightMultiple: CGFloat = 0
    var baseWritingDirection = NSWritingDirection.natural
    var hyphenationFactor: Float = 0
    var defaultTabInterval: CGFloat = 0
    var allowsDefaultTighteningForTruncation = false

    /// The lengths, by archive key.
    static var lengths: [(String, WritableKeyPath<Values, CGFloat>)] {
      [
        ("DnDLineSpacing", \.lineSpacing), ("DnDParagraphSpacing", \.paragraphSpacing),
        ("DnDParagraphSpacingBefore", \.paragraphSpacingBefore),
        ("DnDFirstLineHeadIndent", \.firstLineHeadIndent), ("DnDHeadIndent", \.headIndent),
        ("DnDTailIndent", \.tailIndent), ("DnDMinimumLineHeight", \.minimumLineHeight),
        ("DnDMaximumLineHeight", \.maximumLineHeight),
        ("DnDLineHeightMultiple", \.lineHeightMultiple),
        ("DnDDefaultTabInterval", \.defaultTabInterval),
      ]
    }
  }
}

/// A paragraph style whose properties can be set (UIKit's `NSMutableParagraphStyle`). Stored, as
/// ``NSParagraphStyle``.
nonisolated open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  /// A style with UIKit's default properties.
  public override init() {
    super.init()
  }

  /// The style an archive holds (as ``NSParagraphStyle/init(coder:)``).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Takes every property of `obj` (UIKit's `NSMutableParagraphStyle.setParagraphStyle(_:)`).
  open func setParagraphStyle(_ obj: NSParagraphStyle) {
    values = obj.values
  }

  /// The text's alignment.
  open override var alignment: NSTextAlignment {
    get { values.alignment }
    set { values.alignment = newValue }
  }
  /// How lines that do not fit break.
  open override var lineBreakMode: NSLineBreakMode {
    get { values.lineBreakMode }
    set { values.lineBreakMode = newValue }
  }
  /// Space between lines, in points.
  open override var lineSpacing: CGFloat {
    get { values.lineSpacing }
    set { values.lineSpacing = newValue }
  }
  /// Space after the paragraph, in points.
  open override var paragraphSpacing: CGFloat {
    get { values.paragraphSpacing }
    set { values.paragraphSpacing = newValue }
  }
  /// Space before the paragraph, in points.
  open override var paragraphSpacingBefore: CGFloat {
    get { values.paragraphSpacingBefore }
    set { values.paragraphSpacingBefore = newValue }
  }
  /// Indent of the first line, in points.
  open override var firstLineHeadIndent: CGFloat {
    get { values.firstLineHeadIndent }
    set { values.firstLineHeadIndent = newValue }
  }
  /// Indent of the other lines, in points.
  open override var headIndent: CGFloat {
    get { values.headIndent }
    set { values.headIndent = newValue }
  }
  /// Trailing indent, in points.
  open override var tailIndent: CGFloat {
    get { values.tailIndent }
    set { values.tailIndent = newValue }
  }
  /// Smallest line height, in points.
  open override var minimumLineHeight: CGFloat {
    get { values.minimumLineHeight }
    set { values.minimumLineHeight = newValue }
  }
  /// Largest line height, in points.
  open override var maximumLineHeight: CGFloat {
    get { values.maximumLineHeight }
    set { values.maximumLineHeight = newValue }
  }
  /// The line height multiple.
  open override var lineHeightMultiple: CGFloat {
    get { values.lineHeightMultiple }
    set { values.lineHeightMultiple = newValue }
  }
  /// The writing direction.
  open override var baseWritingDirection: NSWritingDirection {
    get { values.baseWritingDirection }
    set { values.baseWritingDirection = newValue }
  }
  /// How eagerly words are hyphenated, 0…1.
  open override var hyphenationFactor: Float {
    get { values.hyphenationFactor }
    set { values.hyphenationFactor = newValue }
  }
  /// The space between default tab stops, in points.
  open override var defaultTabInterval: CGFloat {
    get { values.defaultTabInterval }
    set { values.defaultTabInterval = newValue }
  }
  /// Whether text may be tightened before it is truncated.
  open override var allowsDefaultTighteningForTruncation: Bool {
    get { values.allowsDefaultTighteningForTruncation }
    set { values.allowsDefaultTighteningForTruncation = newValue }
  }
}

/// Scales fonts and lengths for Dynamic Type (UIKit's `UIFontMetrics`, iOS 11). The user's text
/// size is not modelled: every device reads at UIKit's default content size category (Large), at
/// which UIKit's scaling leaves fonts and values as they are — so they are returned unchanged
/// here (a font capped at a maximum point size is capped).
nonisolated open class UIFontMetrics: NSObject, @unchecked Sendable {
  // Unchecked: immutable.

  /// The text style the metrics scale for.
  let textStyle: UIFont.TextStyle

  /// The metrics of `textStyle` (UIKit's `UIFontMetrics.init(forTextStyle:)`).
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
    super.init()
  }

  /// The metrics of the body style (UIKit's `UIFontMetrics.default`).
  open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

  /// `font` scaled to the user's text size (UIKit's `UIFontMetrics.scaledFont(for:)`): at the
  /// default size, `font` itself.
  open func scaledFont(for font: UIFont) -> UIFont {
    font
  }

  /// `font` scaled to the user's text size, no larger than `maximumPointSize` (UIKit's
  /// `UIFontMetrics.scaledFont(for:maximumPointSize:)`; 0 means no maximum).
  open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    let scaled = scaledFont(for: font)
    guard maximumPointSize > 0, scaled.pointSize > maximumPointSize else { return scaled }
    return scaled.withSize(maximumPointSize)
  }

  /// `value` scaled to the user's text size (UIKit's `UIFontMetrics.scaledValue(for:)`): at the
  /// default size, `value` itself.
  open func scaledValue(for value: CGFloat) -> CGFloat {
    value
  }
}
