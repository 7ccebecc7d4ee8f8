import DnDUIKit
import Foundation
import Testing

/// `UIImage`, `UIColor`, `UIFont` and `NSParagraphStyle` archive with `NSKeyedArchiver` under
/// secure coding and come back equal; an unreadable archive is an error, never a crash.
@Suite struct KeyedArchivingTests {
  static func roundTrip<T: NSObject & NSSecureCoding>(_ value: T) throws -> T {
    let data = try NSKeyedArchiver.archivedData(withRootObject: value, requiringSecureCoding: true)
    let back = try NSKeyedUnarchiver.unarchivedObject(ofClass: T.self, from: data)
    return try #require(back)
  }

  @Test func anImageComesBackWithItsSizeAndScale() throws {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 30, height: 20), false, 3)
    let drawn = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    let back = try Self.roundTrip(drawn)
    #expect(back.size == CGSize(width: 30, height: 20) && back.scale == 3)
    #expect(back.pngData() == drawn.pngData())
    UIImage.registerAsset(named: "KeyedArchivingTests.logo", size: CGSize(width: 8, height: 9))
    let logo = try #require(UIImage(named: "KeyedArchivingTests.logo"))
    #expect(try Self.roundTrip(logo).description == "UIImage(KeyedArchivingTests.logo, 8×9)")
    let jpegData = try #require(logo.jpegData(compressionQuality: 1))
    let jpeg = try #require(UIImage(data: jpegData))
    #expect(try Self.roundTrip(jpeg).pngData() == jpeg.pngData())
    #expect(try Self.roundTrip(jpeg).writableTypeIdentifiersForItemProvider == ["public.jpeg"])
  }

  @Test func aColourComesBackEqual() throws {
    let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
    let back = try Self.roundTrip(color)
    #expect(back == color)
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    #expect(back.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect([red, green, blue, alpha] == [0.2, 0.4, 0.6, 0.8])
    // A system colour keeps its name.
    #expect(try Self.roundTrip(UIColor.systemBlue).description == "systemBlue")
    // A pattern colour keeps its image.
    let pattern = try Self.roundTrip(
      UIColor(patternImage: UIImage(size: CGSize(width: 4, height: 6))))
    #expect(pattern.description == "pattern(UIImage(4×6))")
  }

  @Test func fontsAndParagraphStylesComeBackEqual() throws {
    let font = UIFont.preferredFont(forTextStyle: .headline)
    #expect(try Self.roundTrip(font) == font)
    let style = NSMutableParagraphStyle()
    style.alignment = .justified
    style.lineBreakMode = .byTruncatingTail
    style.lineHeightMultiple = 1.25
    style.baseWritingDirection = .rightToLeft
    style.hyphenationFactor = 0.5
    // Read back as the immutable class, it is the mutable one that was archived.
    let back: NSParagraphStyle = try Self.roundTrip(style as NSParagraphStyle)
    #expect(back == style && back is NSMutableParagraphStyle)
    #expect(try Self.roundTrip(NSParagraphStyle.default) == NSParagraphStyle.default)
  }

  @Test func severalClassesMayBeAllowed() throws {
    let data = try NSKeyedArchiver.archivedData(
      withRootObject: UIColor.orange, requiringSecureCoding: true)
    let back = try NSKeyedUnarchiver.unarchivedObject(
      ofClasses: [UIImage.self, UIColor.self], from: data)
    #expect(back as? UIColor == UIColor.orange)
  }

  @Test func bytesThatAreNoArchiveAreAnError() {
    #expect(throws: (any Error).self) {
      try NSKeyedUnarchiver.unarchivedObject(ofClass: UIImage.self, from: Data("PNG 1x1".utf8))
    }
  }

  /// What swift-corelibs-foundation does not let anyone catch: an archive of another class than
  /// the ones allowed stops the process (Apple's Foundation throws), as does archiving a value
  /// that does not conform to NSCoding (Apple's raises too). Docs/uikit.md says so.
  @Test func anArchiveOfAnotherClassStopsTheProcess() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let data = try! NSKeyedArchiver.archivedData(
        withRootObject: UIColor.red, requiringSecureCoding: true)
      _ = try? NSKeyedUnarchiver.unarchivedObject(ofClass: UIImage.self, from: data)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("Value was of unexpected class"))
  }
}
