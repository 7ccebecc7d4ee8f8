import DnDUIKit
import Testing

/// `UIFont.Weight` and the system fonts by weight (Docs/uikit.md, "Fonts").
@Suite struct FontWeightTests {
  @Test func weightsHaveUIKitsValues() {
    #expect(UIFont.Weight.ultraLight.rawValue == -0.8 && UIFont.Weight.black.rawValue == 0.62)
    #expect(UIFont.Weight.regular.rawValue == 0 && UIFont.Weight.medium.rawValue == 0.23)
    #expect(UIFont.Weight.semibold.rawValue == 0.3 && UIFont.Weight.bold.rawValue == 0.4)
    #expect(UIFont.Weight(rawValue: 0.4) == .bold)
  }

  @Test func aSystemFontByWeightKeepsItsSizeAndNamesItsWeight() {
    let medium = UIFont.systemFont(ofSize: 15, weight: .medium)
    #expect(medium.pointSize == 15 && medium.fontName == ".SFUI-Medium")
    // The regular and semibold weights are the plain and bold system fonts.
    #expect(UIFont.systemFont(ofSize: 17, weight: .regular) == UIFont.systemFont(ofSize: 17))
    #expect(UIFont.systemFont(ofSize: 17, weight: .semibold) == UIFont.boldSystemFont(ofSize: 17))
    #expect(UIFont.systemFont(ofSize: 17, weight: .bold) != UIFont.systemFont(ofSize: 17))
    #expect(
      UIFont.systemFont(ofSize: 12, weight: UIFont.Weight(rawValue: 0.1)).fontName
        == ".SFUI-Weight0.1")
  }

  @Test func theOtherSystemFontsAndNamedFonts() throws {
    #expect(UIFont.italicSystemFont(ofSize: 14).pointSize == 14)
    #expect(UIFont.italicSystemFont(ofSize: 14) != UIFont.systemFont(ofSize: 14))
    let digits = UIFont.monospacedDigitSystemFont(ofSize: 13, weight: .regular)
    #expect(digits.pointSize == 13 && digits != UIFont.systemFont(ofSize: 13))
    #expect(UIFont.monospacedSystemFont(ofSize: 11, weight: .bold).fontName == ".SFUIMono-Bold")
    // Fonts are not installed here: every name gives a font of that name.
    let avenir = try #require(UIFont(name: "Avenir-Heavy", size: 18))
    #expect(avenir.fontName == "Avenir-Heavy" && avenir.pointSize == 18)
  }
}
