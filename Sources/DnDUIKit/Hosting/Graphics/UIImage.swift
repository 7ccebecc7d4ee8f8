import DnDEngine
import Synchronization

/// An image: a pixel size and the format it was made from. Nothing is drawn; what drag and drop
/// sees of an image is its size (a provider's `preferredPresentationSize`, a preview's size) and
/// its bytes, which are the engine's encoded image (`ImageObject`): the same bytes a native scene
/// registers for the same image, so both give the same log.
///
/// `UIImage(named:)` reads the asset catalog a test fills with ``registerAsset(named:size:)``
/// before it builds its view controllers; a name with no asset gives nil, as on a device.
nonisolated open class UIImage: NSObject, @unchecked Sendable {
  /// The size in points (one point per pixel: scale 1).
  public let size: CGSize
  public var scale: CGFloat { 1 }
  /// The asset name it was loaded by, if any (shown in its description).
  let assetName: String?
  let object: ImageObject

  init(object: ImageObject, assetName: String? = nil) {
    self.object = object
    self.size = CGSize(object.pixelSize)
    self.assetName = assetName
  }

  /// A PNG image of `size`: what a test uses for an image that comes from elsewhere.
  public convenience init(size: CGSize) {
    self.init(object: ImageObject(format: .png, pixelSize: size.engineValue))
  }

  /// The image in the asset catalog under `name`, or nil (see ``registerAsset(named:size:)``).
  public convenience init?(named name: String) {
    guard let size = UIImage.assets.withLock({ $0[name] }) else { return nil }
    self.init(object: ImageObject(format: .png, pixelSize: size.engineValue), assetName: name)
  }

  /// An image from PNG or JPEG bytes as `pngData()` and `jpegData(compressionQuality:)` write
  /// them; nil for anything else.
  public convenience init?(data: Data) {
    let bytes = ItemData([UInt8](data))
    for type in ImageObject.readableTypeIdentifiers {
      if let object = try? ImageObject.object(from: bytes, type: type) {
        self.init(object: object)
        return
      }
    }
    return nil
  }

  /// `#imageLiteral(resourceName:)`: the asset of that name (an empty 1×1 image when the test
  /// registered none, since a literal cannot fail).
  public required convenience init(imageLiteralResourceName name: String) {
    let size = UIImage.assets.withLock { $0[name] } ?? CGSize(width: 1, height: 1)
    self.init(object: ImageObject(format: .png, pixelSize: size.engineValue), assetName: name)
  }

  public func pngData() -> Data? {
    Data(ImageObject(format: .png, pixelSize: object.pixelSize).encoded.bytes)
  }

  public func jpegData(compressionQuality: CGFloat) -> Data? {
    Data(ImageObject(format: .jpeg, pixelSize: object.pixelSize).encoded.bytes)
  }

  open override var description: String {
    "UIImage(\(assetName.map { "\($0), " } ?? "")\(Int(size.width))×\(Int(size.height)))"
  }

  // MARK: Asset catalog

  private static let assets = Mutex<[String: CGSize]>([:])

  /// The size registered for the asset `name`, if any.
  static func assetSize(named name: String) -> CGSize? {
    assets.withLock { $0[name] }
  }

  /// Adds an image asset `UIImage(named:)` finds, of `size` points. Register every asset before
  /// the code that loads it runs; a name registered again must have the same size (the catalog is
  /// shared by every test of the process, so two sizes for one name would make results depend
  /// on the order tests run in).
  public static func registerAsset(named name: String, size: CGSize) {
    assets.withLock { catalog in
      if let existing = catalog[name], existing != size {
        preconditionFailure(
          "UIImage.registerAsset: \(name) is already registered with size \(existing)")
      }
      catalog[name] = size
    }
  }
}

nonisolated extension UIImage: _ExpressibleByImageLiteral {}

/// The iOS 11 spelling of ``UIImage/pngData()``.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIImagePNGRepresentation(_ image: UIImage) -> Data? { image.pngData() }

/// The iOS 11 spelling of ``UIImage/jpegData(compressionQuality:)``.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIImageJPEGRepresentation(_ image: UIImage, _ compressionQuality: CGFloat) -> Data? {
  image.jpegData(compressionQuality: compressionQuality)
}
