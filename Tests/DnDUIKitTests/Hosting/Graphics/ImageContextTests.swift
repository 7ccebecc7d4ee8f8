import DnDUIKit
import Foundation
import Testing

/// UIKit's older drawing API: image contexts make images of their size and scale, the current
/// context follows the stack, pattern colours keep their image, and a missing asset says so.
@Suite struct ImageContextTests {
  @Test func anImageContextMakesImagesOfItsSizeAndScale() throws {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 60, height: 40), false, 2)
    let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    #expect(image.size == CGSize(width: 60, height: 40) && image.scale == 2)
    #expect(image.description == "UIImage(60×40 @2x)")
    // Its bytes are those of its pixels.
    let png = try #require(image.pngData())
    #expect(UIImage(data: png)?.size == CGSize(width: 120, height: 80))
  }

  @Test func scaleZeroIsTheScreensAndTheShortFormIsScaleOne() throws {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 20), true, 0)
    let screenScale = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    #expect(screenScale.size == CGSize(width: 10, height: 20) && screenScale.scale == 1)
    UIGraphicsBeginImageContext(CGSize(width: 7, height: 3))
    let plain = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    #expect(plain.size == CGSize(width: 7, height: 3) && plain.scale == 1)
  }

  @Test func contextsStackAndEndingOneUncoversThePrevious() throws {
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 100, height: 100), false, 1)
    let outer = try #require(UIGraphicsGetCurrentContext())
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 5, height: 5), false, 3)
    let inner = try #require(UIGraphicsGetCurrentContext())
    #expect(inner !== outer)
    #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 5, height: 5))
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetCurrentContext() === outer)
    #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 100, height: 100))
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
  }

  @Test func aPushedContextIsCurrentButMakesNoImage() throws {
    UIGraphicsBeginImageContext(CGSize(width: 8, height: 8))
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4))
    var drawnInto: CGContext?
    _ = renderer.image { context in
      drawnInto = UIGraphicsGetCurrentContext()
      #expect(drawnInto === context.cgContext)
      // The renderer's context is not an image context of the old API.
      #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
      // Ending an image context while another kind is current does nothing.
      UIGraphicsEndImageContext()
      #expect(UIGraphicsGetCurrentContext() === context.cgContext)
    }
    #expect(drawnInto != nil)
    // The renderer popped its context: the image context is current again.
    #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 8, height: 8))
    let pushed = try #require(UIGraphicsGetCurrentContext())
    UIGraphicsPushContext(pushed)
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    UIGraphicsPopContext()
    #expect(UIGraphicsGetImageFromCurrentImageContext() != nil)
    UIGraphicsEndImageContext()
    UIGraphicsPopContext()  // nothing to pop: nothing happens
    #expect(UIGraphicsGetCurrentContext() == nil)
  }

  @Test func eachThreadHasItsOwnStack() {
    UIGraphicsBeginImageContext(CGSize(width: 2, height: 2))
    defer { UIGraphicsEndImageContext() }
    let answer = ThreadAnswer()
    Thread { answer.give(UIGraphicsGetCurrentContext() == nil) }.start()
    #expect(answer.wait() == true)
    #expect(UIGraphicsGetCurrentContext() != nil)
  }

  /// What another thread answered, waited for.
  nonisolated final class ThreadAnswer: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: Bool?

    func give(_ answer: Bool) {
      condition.lock()
      value = answer
      condition.signal()
      condition.unlock()
    }

    func wait() -> Bool? {
      condition.lock()
      defer { condition.unlock() }
      while value == nil { condition.wait() }
      return value
    }
  }

  @Test func aPatternColourKeepsItsImageAndHasNoComponents() {
    let tile = UIImage(size: CGSize(width: 16, height: 16))
    let pattern = UIColor(patternImage: tile)
    var red: CGFloat = 0.5
    #expect(!pattern.getRed(&red, green: nil, blue: nil, alpha: nil))
    #expect(red == 0.5)
    #expect(pattern.description == "pattern(UIImage(16×16))")
    #expect(pattern == UIColor(patternImage: tile))
    #expect(pattern != UIColor(patternImage: UIImage(size: CGSize(width: 16, height: 16))))
    #expect(pattern != UIColor.black)
    #expect(UIColor.black != pattern)
    let view = UIView()
    view.backgroundColor = pattern
    #expect(view.backgroundColor == pattern)
  }

  @Test func anImageLiteralOfNoAssetIsOnePointAndSaysSo() async {
    let result = await #expect(
      processExitsWith: .success, observing: [\.standardErrorContent]
    ) {
      let image = UIImage(imageLiteralResourceName: "ImageContextTests.missing")
      precondition(image.size == CGSize(width: 1, height: 1))
      _ = UIImage(imageLiteralResourceName: "ImageContextTests.missing")
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("no image asset named \"ImageContextTests.missing\""))
    #expect(message.contains("UIImage.registerAsset(named:"))
    #expect(message.contains("a 1×1 image stands in"))
    // Once per name.
    #expect(message.components(separatedBy: "ImageContextTests.missing").count == 3)
  }

  @Test func anImageOfNoAssetIsNilAndSaysSo() async {
    let result = await #expect(
      processExitsWith: .success, observing: [\.standardErrorContent]
    ) {
      precondition(UIImage(named: "ImageContextTests.absent") == nil)
      precondition(UIImage(named: "ImageContextTests.absent") == nil)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    let lines = message.split(separator: "\n").filter { $0.contains("ImageContextTests.absent") }
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("UIImage(named:): no image asset named") == true)
  }
}
