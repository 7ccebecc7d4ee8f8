import DnDEngine
import Synchronization

/// An image: a size, a scale and the format it was made from. Nothing is drawn; what drag and
/// drop sees of an image is its size (a provider's `preferredPresentationSize`, a preview's size)
/// and its bytes, which are the engine's encoded image (`ImageObject`, of the image's size in
/// pixels): the same bytes a native scene registers for the same image, so both give the same
/// log.
///
/// `UIImage(named:)` reads the asset catalog a test fills with ``registerAsset(named:size:)``
/// before it builds its view controllers; a name with no asset gives nil, as on a device.
///
/// Images support secure coding (`NSSecureCoding`), as UIKit's do: `NSKeyedArchiver` archives
/// the format, the size, the scale and the asset name, and `NSKeyedUnarchiver` gives back an
/// equal image (the same size and scale).
nonisolated open class UIImage: NSObject, NSSecureCoding, @unchecked Sendable {
  /// The size in points (UIKit's `UIImage.size`): the size in pixels divided by ``scale``.
  public let size: CGSize
  /// Pixels per point (UIKit's `UIImage.scale`): 1 unless the image was made in an image context
  /// of another scale (`UIGraphicsBeginImageContextWithOptions(_:_:_:)`).
  public let scale: CGFloat
  /// How the image is drawn: its own colours, or as a template tinted by its view (UIKit's
  /// `UIImage.renderingMode`; stored, nothing is drawn).
  public let renderingMode: RenderingMode
  /// The symbol configuration the image was made with (UIKit's `UIImage.symbolConfiguration`):
  /// nil unless it is a symbol image given one; stored, the image's size does not follow it.
  public let symbolConfiguration: SymbolConfiguration?
  /// The asset name it was loaded by, if any (shown in its description).
  let assetName: String?
  let object: ImageObject

  /// An image of `object`'s pixels at `scale`; `size` in points when the caller has it (else the
  /// pixel size divided by the scale).
  init(
    object: ImageObject, assetName: String? = nil, scale: CGFloat = 1, size: CGSize? = nil,
    renderingMode: RenderingMode = .automatic, symbolConfiguration: SymbolConfiguration? = nil
  ) {
    self.object = object
    self.scale = scale
    self.renderingMode = renderingMode
    self.symbolConfiguration = symbolConfiguration
    self.size =
      size
      ?? CGSize(
        width: CGFloat(object.pixelSize.width) / scale,
        height: CGFloat(object.pixelSize.height) / scale)
    self.assetName = assetName
  }

  /// A PNG image of `size`: what a test uses for an image that comes from elsewhere.
  public convenience init(size: CGSize) {
    self.init(object: ImageObject(format: .png, pixelSize: size.engineValue))
  }

  /// The image in the asset catalog under `name`, or nil (see ``registerAsset(named:size:)``), as
  /// UIKit's `UIImage.init(named:)`. A name with no asset also writes a line to standard error,
  /// once per name, naming the asset and how a test registers it, so that a forgotten
  /// registration is not silent.
  public convenience init?(named name: String) {
    guard let size = UIImage.assets.withLock({ $0[name] }) else {
      UIImage.reportMissingAsset(name, in: "UIImage(named:)")
      return nil
    }
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

  /// `#imageLiteral(resourceName:)`: the asset of that name. A literal cannot fail. On iOS a
  /// literal naming no asset stops the app (UIKit's literal unwraps `UIImage(named:)`); here the
  /// asset catalog is whatever a test registered (``registerAsset(named:size:)``), so a missing
  /// asset is almost always a registration the test forgot: the literal gives a 1 × 1 point image
  /// and says so on standard error (once per name), naming the asset and the registration.
  public required convenience init(imageLiteralResourceName name: String) {
    guard let size = UIImage.assets.withLock({ $0[name] }) else {
      UIImage.reportMissingAsset(
        name, in: "#imageLiteral(resourceName:)", giving: "a 1×1 image stands in")
      self.init(
        object: ImageObject(format: .png, pixelSize: CGSize(width: 1, height: 1).engineValue),
        assetName: name)
      return
    }
    self.init(object: ImageObject(format: .png, pixelSize: size.engineValue), assetName: name)
  }

  private static let reportedMissingAssets = Mutex<Set<String>>([])

  /// Writes ``missingAssetMessage(_:in:)`` to standard error, the first time only for each name.
  static func reportMissingAsset(_ name: String, in caller: String, giving result: String = "nil") {
    guard reportedMissingAssets.withLock({ $0.insert(name).inserted }) else { return }
    FileHandle.standardError.write(
      Data((missingAssetMessage(name, in: caller) + " (\(result))\n").utf8))
  }

  /// What a missing asset's failure says: which asset, who asked, and how a test provides it.
  static func missingAssetMessage(_ name: String, in caller: String) -> String {
    "\(caller): no image asset named \"\(name)\"; a test registers it first with "
      + "UIImage.registerAsset(named: \"\(name)\", size:)"
  }

  /// The image's bytes as a PNG (UIKit's `UIImage.pngData()`): the engine's encoded image of the
  /// image's size in pixels.
  public func pngData() -> Data? {
    Data(ImageObject(format: .png, pixelSize: object.pixelSize).encoded.bytes)
  }

  /// The image's bytes as a JPEG (UIKit's `UIImage.jpegData(compressionQuality:)`): the engine's
  /// encoded image of the image's size in pixels, whatever the quality.
  public func jpegData(compressionQuality: CGFloat) -> Data? {
    Data(ImageObject(format: .jpeg, pixelSize: object.pixelSize).encoded.bytes)
  }

  open override var description: String {
    "UIImage(\(assetName.map { "\($0), " } ?? "")\(Int(size.width))×\(Int(size.height))"
      + (scale == 1 ? ")" : " @\(LogNumber.format(Double(scale)))x)")
  }

  // MARK: Secure coding

  /// True: images decode under secure coding (UIKit's `UIImage.supportsSecureCoding`).
  public static var supportsSecureCoding: Bool { true }

  /// Archives the image: its format, size in pixels and in points, scale and asset name (UIKit's
  /// `UIImage.encode(with:)`; the keys are this module's).
  open func encode(with coder: NSCoder) {
    coder.encode(object.format.rawValue, forKey: CodingKey.format)
    coder.encode(Double(object.pixelSize.width), forKey: CodingKey.pixelWidth)
    coder.encode(Double(object.pixelSize.height), forKey: CodingKey.pixelHeight)
    coder.encode(Double(size.width), forKey: CodingKey.width)
    coder.encode(Double(size.height), forKey: CodingKey.height)
    coder.encode(Double(scale), forKey: CodingKey.scale)
    if let assetName { coder.encode(assetName, forKey: CodingKey.assetName) }
  }

  /// The image an archive holds (UIKit's `UIImage.init(coder:)`); nil when the archive is not
  /// one ``encode(with:)`` wrote (the unarchiver then reports an error).
  public required convenience init?(coder: NSCoder) {
    guard
      let formatName = coder.decodeObject(of: NSString.self, forKey: CodingKey.format),
      let format = ImageObject.Format(rawValue: formatName as String),
      coder.containsValue(forKey: CodingKey.scale)
    else { return nil }
    let values = [
      CodingKey.pixelWidth, CodingKey.pixelHeight, CodingKey.width, CodingKey.height,
      CodingKey.scale,
    ].map { coder.decodeDouble(forKey: $0) }
    guard values.allSatisfy({ $0.isFinite && $0 >= 0 }), values[4] > 0 else { return nil }
    // Only a key that is there is decoded: this Foundation's unarchiver fails the whole archive
    // on an absent key, where Apple's returns nil.
    let assetName =
      coder.containsValue(forKey: CodingKey.assetName)
      ? coder.decodeObject(of: NSString.self, forKey: CodingKey.assetName) : nil
    self.init(
      object: ImageObject(format: format, pixelSize: Size(width: values[0], height: values[1])),
      assetName: assetName.map { $0 as String }, scale: CGFloat(values[4]),
      size: CGSize(width: values[2], height: values[3]))
  }

  private enum CodingKey {
    static let format = "DnDUIImageFormat"
    static let pixelWidth = "DnDUIImagePixelWidth"
    static let pixelHeight = "DnDUIImagePixelHeight"
    static let width = "DnDUIImageWidth"
    static let height = "DnDUIImageHeight"
    static let scale = "DnDUIImageScale"
    static let assetName = "DnDUIImageAssetName"
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
