import DnDUIKit
import Foundation
import Testing

/// CGColor, CGPath, UIBezierPath, UIColor, UIImage and image renderers: the values CoreGraphics
/// and UIKit document, kept without drawing.
@Suite struct CoreGraphicsStandInTests {
  // MARK: CGColor

  @Test func colorsWithTheSameComponentsAreEqual() {
    let a = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    let b = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    #expect(a == b && a.hashValue == b.hashValue)
    #expect(a != CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    #expect(a != CGColor(red: 0, green: 1, blue: 0, alpha: 1))
    #expect(UIColor.red.cgColor == a)
    #expect(Set([a, b, CGColor.black]).count == 2)
  }

  // MARK: UIColor and CGColor

  @Test func uiColorsGoToRGBComponents() {
    #expect(UIColor(white: 0.5, alpha: 0.25).cgColor.components == [0.5, 0.5, 0.5, 0.25])
    #expect(UIColor.blue.cgColor.components == [0, 0, 1, 1])
    #expect(UIColor.clear.cgColor.alpha == 0)
    let grey = UIColor(cgColor: CGColor(gray: 0.25, alpha: 0.5))
    #expect(grey == UIColor(white: 0.25, alpha: 0.5))
    #expect(grey == UIColor(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.5))
    let made = UIColor(cgColor: CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
    #expect(made.description == "rgba(0.2, 0.4, 0.6, 0.8)")
    // A system colour keeps its name through its CGColor.
    #expect(UIColor(cgColor: UIColor.orange.cgColor).description == "orange")
    #expect(UIColor(cgColor: UIColor.orange.cgColor) == UIColor.orange)
  }

  @Test func getRedGivesTheComponents() {
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (-1, -1, -1, -1)
    #expect(
      UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4).getRed(
        &red, green: &green, blue: &blue, alpha: &alpha))
    #expect([red, green, blue, alpha] == [0.1, 0.2, 0.3, 0.4])
    #expect(UIColor(white: 0.7, alpha: 1).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect([red, green, blue, alpha] == [0.7, 0.7, 0.7, 1])
    _ = UIColor.systemBlue.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    let blueGreen: CGFloat = 122 / 255
    #expect([red, green, blue, alpha] == [0, blueGreen, 1, 1])
    _ = UIColor.secondaryLabel.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    let (grey, bluish): (CGFloat, CGFloat) = (60 / 255, 67 / 255)
    #expect([red, green, blue, alpha] == [grey, grey, bluish, 0.6])
  }

  @Test func withAlphaComponentKeepsTheColourAndDropsTheName() {
    let faded = UIColor.red.withAlphaComponent(0.5)
    #expect(faded == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    #expect(faded != UIColor.red)
    #expect(faded.description == "rgba(1, 0, 0, 0.5)")
    #expect(
      UIColor.red.description == "red" && UIColor.systemBackground.description == "systemBackground"
    )
  }

  @Test func colorsCompareByComponents() {
    let a = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    #expect(a == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
    #expect(a.hash == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).hash)
    #expect(a != UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.9))
    #expect(a != UIColor(red: 0.2, green: 0.4, blue: 0.7, alpha: 1))
    #expect(a != UIColor(red: 0.2, green: 0.5, blue: 0.6, alpha: 1))
    #expect(a != UIColor(red: 0.3, green: 0.4, blue: 0.6, alpha: 1))
    #expect(!a.isEqual("a string"))
    // Named colours with the same components are equal, as UIKit compares components.
    #expect(UIColor.white == UIColor(white: 1, alpha: 1))
    #expect(UIColor.link == UIColor.systemBlue)
  }

  // MARK: CGPath and UIBezierPath

  @Test func bezierPathsHaveTheBoundsOfTheirShapes() {
    let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(UIBezierPath(rect: rect).bounds == rect)
    #expect(UIBezierPath(ovalIn: rect).bounds == rect)
    #expect(UIBezierPath(roundedRect: rect, cornerRadius: 6).bounds == rect)
    #expect(UIBezierPath(rect: rect).cgPath.boundingBox == rect)
    #expect(!UIBezierPath(rect: rect).isEmpty)
    let empty = UIBezierPath()
    #expect(empty.isEmpty && empty.bounds == .zero && empty.cgPath.isEmpty)
  }

  @Test func aPathOfLinesIsBoundedByItsPoints() {
    let path = UIBezierPath()
    path.move(to: CGPoint(x: 10, y: 20))
    #expect(path.isEmpty)
    path.addLine(to: CGPoint(x: 50, y: 5))
    path.addLine(to: CGPoint(x: 30, y: 60))
    path.close()
    #expect(!path.isEmpty)
    #expect(path.bounds == CGRect(x: 10, y: 5, width: 40, height: 55))
    #expect(path.cgPath.boundingBox == CGRect(x: 10, y: 5, width: 40, height: 55))
    // A new move starts a new figure.
    path.move(to: CGPoint(x: 100, y: 100))
    path.addLine(to: CGPoint(x: 110, y: 130))
    #expect(path.bounds == CGRect(x: 100, y: 100, width: 10, height: 30))
    path.fill()
    path.stroke()
  }

  // MARK: Images

  @Test func imagesHaveTheirSizeAtScaleOne() {
    let image = UIImage(size: CGSize(width: 12, height: 34))
    #expect(image.size == CGSize(width: 12, height: 34) && image.scale == 1)
    #expect(image.description == "UIImage(12×34)")
    #expect(UIImage(named: "CoreGraphicsStandInTests.unregistered") == nil)
    UIImage.registerAsset(
      named: "CoreGraphicsStandInTests.logo", size: CGSize(width: 48, height: 16))
    UIImage.registerAsset(
      named: "CoreGraphicsStandInTests.logo", size: CGSize(width: 48, height: 16))
    let logo = UIImage(named: "CoreGraphicsStandInTests.logo")
    #expect(logo?.size == CGSize(width: 48, height: 16))
    #expect(logo?.description == "UIImage(CoreGraphicsStandInTests.logo, 48×16)")
    #expect(
      UIImage(imageLiteralResourceName: "CoreGraphicsStandInTests.logo").size
        == CGSize(width: 48, height: 16))
    #expect(
      UIImage(systemName: "CoreGraphicsStandInTests.logo")?.size == CGSize(width: 48, height: 16))
  }

  @Test func encodedImagesDecodeToTheirSize() throws {
    let image = UIImage(size: CGSize(width: 30, height: 20))
    let png = try #require(image.pngData())
    #expect(UIImage(data: png)?.size == CGSize(width: 30, height: 20))
    let jpeg = try #require(image.jpegData(compressionQuality: 0.8))
    #expect(UIImage(data: jpeg)?.size == CGSize(width: 30, height: 20))
    #expect(jpeg != png)
    #expect(UIImagePNGRepresentation(image) == png)
    #expect(UIImageJPEGRepresentation(image, 0.5) == jpeg)
    #expect(UIImage(data: Data("not an image".utf8)) == nil)
  }

  @Test func renderersHandTheirFormatAndSizeToTheDrawingCode() {
    let format = UIGraphicsImageRendererFormat.default()
    #expect(format.scale == 1 && !format.opaque)
    format.opaque = true
    format.scale = 2
    #expect(format.opaque && format.scale == 2)
    let renderer = UIGraphicsImageRenderer(
      bounds: CGRect(x: 3, y: 4, width: 50, height: 25), format: format)
    #expect(renderer.format === format)
    var seen: [CGSize] = []
    let image = renderer.image { context in
      #expect(context.format === format)
      seen.append(context.currentImage.size)
      context.stroke(.zero)
      context.clip(to: .zero)
      UIColor.red.setStroke()
      UIColor.red.set()
      UIImage(size: CGSize(width: 1, height: 1)).draw(at: .zero)
      UIImage(size: CGSize(width: 1, height: 1)).draw(in: .zero)
      _ = context.cgContext
    }
    #expect(seen == [CGSize(width: 50, height: 25)])
    #expect(image.size == CGSize(width: 50, height: 25))
    let sized = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 9), format: format)
    var ran = 0
    let jpeg = sized.jpegData(withCompressionQuality: 0.9) { _ in ran += 1 }
    #expect(ran == 1 && UIImage(data: jpeg)?.size == CGSize(width: 8, height: 9))
    let png = sized.pngData { _ in ran += 1 }
    #expect(ran == 2 && UIImage(data: png)?.size == CGSize(width: 8, height: 9))
  }
}
