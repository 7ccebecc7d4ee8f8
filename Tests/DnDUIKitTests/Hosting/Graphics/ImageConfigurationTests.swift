import DnDUIKit
import Testing

/// Rendering modes and symbol configurations: stored and read back, the image unchanged
/// (Docs/uikit.md, "Drawing").
@Suite struct ImageConfigurationTests {
  @Test func aRenderingModeIsKeptOnACopyOfTheSameImage() {
    let image = UIImage(size: CGSize(width: 30, height: 20))
    #expect(image.renderingMode == .automatic)
    let template = image.withRenderingMode(.alwaysTemplate)
    #expect(template.renderingMode == .alwaysTemplate)
    #expect(template.size == image.size && template.scale == image.scale)
    #expect(template.pngData() == image.pngData())
    #expect(image.renderingMode == .automatic)
    #expect(template.withTintColor(.red).renderingMode == .alwaysOriginal)
    #expect(
      image.withTintColor(.red, renderingMode: .alwaysTemplate).renderingMode == .alwaysTemplate)
  }

  @Test func aSymbolConfigurationIsKeptAndCompared() throws {
    let large = UIImage.SymbolConfiguration(pointSize: 28, weight: .semibold, scale: .large)
    let symbol = try #require(UIImage(systemName: "trash", withConfiguration: large))
    #expect(symbol.symbolConfiguration == large)
    #expect(symbol.size == CGSize(width: 20, height: 20))
    #expect(UIImage(systemName: "trash")?.symbolConfiguration == nil)
    #expect(large == UIImage.SymbolConfiguration(pointSize: 28, weight: .semibold, scale: .large))
    #expect(large != UIImage.SymbolConfiguration(pointSize: 28))
    // applying(_:) takes the other's specified values over this one's.
    let bold = UIImage.SymbolConfiguration(weight: .bold)
    #expect(
      large.applying(bold)
        == UIImage.SymbolConfiguration(pointSize: 28, weight: .bold, scale: .large))
    #expect(large.applying(nil) == large)
    let styled = UIImage.SymbolConfiguration(textStyle: .headline)
    #expect(
      UIImage(size: CGSize(width: 4, height: 4)).withConfiguration(styled).symbolConfiguration
        == styled)
    let view = UIImageView(image: symbol)
    view.preferredSymbolConfiguration = bold
    #expect(view.preferredSymbolConfiguration == bold)
  }
}
