#if canImport(UIKit)
  import UIKit
#else
  import DnDUIKit
#endif

enum ScrapbookError: Error {
  case unreadableClipping
}

/// A clipping in a scrapbook: a title, a picture and a colour. It archives itself with
/// `NSKeyedArchiver` to travel between scrapbooks, picture and colour included.
final class ScrapbookClipping: NSObject, NSSecureCoding, NSItemProviderWriting,
  NSItemProviderReading
{
  static let typeIdentifier = "com.example.scrapbook.clipping"

  let title: String
  let image: UIImage
  let color: UIColor

  init(title: String, image: UIImage, color: UIColor) {
    self.title = title
    self.image = image
    self.color = color
    super.init()
  }

  // MARK: NSSecureCoding

  static var supportsSecureCoding: Bool {
    return true
  }

  func encode(with coder: NSCoder) {
    coder.encode(title, forKey: "title")
    coder.encode(image, forKey: "image")
    coder.encode(color, forKey: "color")
  }

  init?(coder: NSCoder) {
    guard let title = coder.decodeObject(of: NSString.self, forKey: "title") as String?,
      let image = coder.decodeObject(of: UIImage.self, forKey: "image"),
      let color = coder.decodeObject(of: UIColor.self, forKey: "color")
    else {
      return nil
    }
    self.title = title
    self.image = image
    self.color = color
    super.init()
  }

  // MARK: NSItemProviderWriting

  static var writableTypeIdentifiersForItemProvider: [String] {
    return [typeIdentifier]
  }

  func loadData(
    withTypeIdentifier typeIdentifier: String,
    forItemProviderCompletionHandler completionHandler: @escaping (Data?, Error?) -> Void
  ) -> Progress? {
    do {
      let data = try NSKeyedArchiver.archivedData(withRootObject: self, requiringSecureCoding: true)
      completionHandler(data, nil)
    } catch {
      completionHandler(nil, error)
    }
    return nil
  }

  // MARK: NSItemProviderReading

  static var readableTypeIdentifiersForItemProvider: [String] {
    return [typeIdentifier]
  }

  static func object(withItemProviderData data: Data, typeIdentifier: String) throws
    -> ScrapbookClipping
  {
    guard
      let clipping = try NSKeyedUnarchiver.unarchivedObject(
        ofClass: ScrapbookClipping.self, from: data)
    else {
      throw ScrapbookError.unreadableClipping
    }
    return clipping
  }
}
