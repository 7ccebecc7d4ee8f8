import DnDUIKit
import Foundation
import Testing

/// `UIColor` read from item-provider data: the `rgba r g b a` form it writes, and nothing looser.
@Suite struct ColorDataTests {
  static let type = "com.apple.uikit.color"

  @Test func aColorReadsBackWhatItWrote() throws {
    let color = try UIColor.object(
      withItemProviderData: Data("rgba 1 0.5 0 1".utf8), typeIdentifier: Self.type)
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect([red, green, blue, alpha] == [1, 0.5, 0, 1])
  }

  /// Malformed data is an error the load reports, never a colour made up from part of it: an
  /// empty field (two spaces), too few components, another word.
  @Test(arguments: ["rgba 1  0.5 0 1", "rgba 1 0.5 0", "rgb 1 0.5 0 1", "rgba 1 0.5 0 nan"])
  func malformedColorDataIsAnError(_ text: String) {
    #expect(throws: (any Error).self) {
      try UIColor.object(withItemProviderData: Data(text.utf8), typeIdentifier: Self.type)
    }
  }
}
