import DnDUIKit
import Foundation
import Testing

/// UIKit's attribute keys, paragraph styles, underline styles and font metrics: an attributed
/// string keeps its attributes and gives them back; a label keeps its attributed text.
@Suite struct TextAttributesTests {
  @Test func theKeysHaveUIKitsNames() {
    let keys: [NSAttributedString.Key] = [
      .font, .foregroundColor, .backgroundColor, .paragraphStyle, .kern, .underlineStyle,
      .strikethroughStyle, .link, .baselineOffset, .underlineColor, .strikethroughColor,
      .strokeColor, .strokeWidth, .shadow,
    ]
    #expect(
      keys.map(\.rawValue) == [
        "NSFont", "NSColor", "NSBackgroundColor", "NSParagraphStyle", "NSKern", "NSUnderline",
        "NSStrikethrough", "NSLink", "NSBaselineOffset", "NSUnderlineColor",
        "NSStrikethroughColor", "NSStrokeColor", "NSStrokeWidth", "NSShadow",
      ])
  }

  @Test func anAttributedStringGivesItsAttributesBack() throws {
    let paragraph = NSMutableParagraphStyle()
    paragraph.alignment = .center
    let url = try #require(URL(string: "https://example.com/a"))
    let text = NSAttributedString(
      string: "Hello",
      attributes: [
        .font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red,
        .backgroundColor: UIColor.yellow, .paragraphStyle: paragraph, .kern: 1.5,
        .underlineStyle: NSUnderlineStyle.single.rawValue, .link: url,
      ])
    let attributes = text.attributes(at: 2, effectiveRange: nil)
    #expect(attributes[.font] as? UIFont == UIFont.boldSystemFont(ofSize: 20))
    #expect(attributes[.foregroundColor] as? UIColor == .red)
    #expect(attributes[.backgroundColor] as? UIColor == .yellow)
    #expect((attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment == .center)
    #expect(attributes[.kern] as? Double == 1.5)
    #expect(attributes[.underlineStyle] as? Int == 1)
    #expect(attributes[.link] as? URL == url)
  }

  @Test func underlineStylesHaveUIKitsValues() {
    let styles: [NSUnderlineStyle] = [
      .single, .thick, .double, .patternDot, .patternDash, .patternDashDot, .patternDashDotDot,
      .byWord,
    ]
    #expect(styles.map(\.rawValue) == [1, 2, 9, 0x100, 0x200, 0x300, 0x400, 0x8000])
    #expect(NSUnderlineStyle([.single, .patternDot]).rawValue == 0x101)
  }

  @Test func paragraphStylesHaveUIKitsDefaultsAndCopy() throws {
    let standard = NSParagraphStyle.default
    #expect(standard.alignment == .natural && standard.lineBreakMode == .byWordWrapping)
    #expect(standard.lineSpacing == 0 && standard.baseWritingDirection == .natural)
    let style = NSMutableParagraphStyle()
    #expect(style == standard)
    style.alignment = .right
    style.lineSpacing = 4
    style.lineBreakMode = .byTruncatingMiddle
    style.headIndent = 12
    #expect(style != standard)
    let frozen = try #require(style.copy() as? NSParagraphStyle)
    #expect(!(frozen is NSMutableParagraphStyle))
    #expect(frozen == style && frozen.lineSpacing == 4 && frozen.headIndent == 12)
    let thawed = try #require(frozen.mutableCopy() as? NSMutableParagraphStyle)
    thawed.lineSpacing = 8
    #expect(frozen.lineSpacing == 4 && thawed.alignment == .right)
    let other = NSMutableParagraphStyle()
    other.setParagraphStyle(frozen)
    #expect(other == frozen)
  }

  @Test func fontMetricsLeaveTheDefaultSizeAsItIs() {
    let font = UIFont.systemFont(ofSize: 15)
    #expect(UIFontMetrics.default.scaledFont(for: font) == font)
    #expect(UIFontMetrics(forTextStyle: .headline).scaledFont(for: font) == font)
    #expect(UIFont.TextStyle.body.metrics.scaledValue(for: 22) == 22)
    #expect(
      UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 12).pointSize == 12)
    #expect(UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 0) == font)
    #expect(UIFont.preferredFont(forTextStyle: .extraLargeTitle).pointSize == 34)
  }

  @Test func aLabelKeepsItsAttributedText() {
    let label = UILabel()
    let attributed = NSAttributedString(
      string: "Title", attributes: [.foregroundColor: UIColor.blue])
    label.attributedText = attributed
    #expect(label.text == "Title")
    #expect(label.attributedText == attributed)
    #expect(
      label.attributedText?.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? UIColor
        == .blue)
    // Setting the plain text drops the attributes.
    label.text = "Plain"
    #expect(label.attributedText == NSAttributedString(string: "Plain"))
    label.attributedText = nil
    #expect(label.text == nil && label.attributedText == nil)
  }
}
