/// A stand-in for an image (`UIImage`): its format and its size, nothing to draw.
///
/// **Bytes.** The engine never decodes pixels, but an image that is dragged out and loaded back
/// must come back with its size (it feeds ``ItemProvider/preferredPresentationSize`` and what a
/// scene checks). So an image writes a tiny ASCII header — `PNG 640x480` or `JPEG 640x480`,
/// numbers as in ``LogNumber`` — and reading parses it back. Bytes that are not such a header,
/// or whose format does not match the representation's type (JPEG bytes registered as
/// `public.png`), are ``LoadError/unexpectedValueClass``, like `UIImage` refusing garbage.
/// The encoding is our invention; nothing outside the engine reads it.
public struct ImageObject: Hashable, Sendable, ObjectReading, ObjectWriting {
  /// The two formats the engine models.
  public enum Format: String, Hashable, Sendable, CaseIterable {
    case png = "PNG"
    case jpeg = "JPEG"

    /// The type the format is registered as.
    public var typeIdentifier: TypeIdentifier {
      switch self {
      case .png: .png
      case .jpeg: .jpeg
      }
    }
  }

  public var format: Format
  /// Width and height in pixels. One pixel is one point: the engine has no image scale.
  public var pixelSize: Size

  public init(format: Format, pixelSize: Size) {
    self.format = format
    self.pixelSize = pixelSize
  }

  /// The header bytes, e.g. `PNG 640x480`.
  public var encoded: ItemData {
    ItemData(utf8: "\(format.rawValue) \(pixelSize.logDescription)")
  }

  public static var readableTypeIdentifiers: [TypeIdentifier] { [.png, .jpeg] }

  public static func object(from data: ItemData, type: TypeIdentifier) throws(LoadError)
    -> ImageObject
  {
    guard let text = data.utf8String else { throw .unexpectedValueClass }
    let parts = text.split(separator: " ", omittingEmptySubsequences: false)
    guard parts.count == 2, let format = Format(rawValue: String(parts[0])) else {
      throw .unexpectedValueClass
    }
    // A generic image type (public.image) accepts either format; a specific one must match.
    let specific = Format.allCases.map(\.typeIdentifier).filter { type.conforms(to: $0) }
    guard specific.isEmpty || specific.contains(format.typeIdentifier) else {
      throw .unexpectedValueClass
    }
    let dimensions = parts[1].split(separator: "x", omittingEmptySubsequences: false)
    guard dimensions.count == 2, let width = Double(String(dimensions[0])),
      let height = Double(String(dimensions[1])), width.isFinite, height.isFinite, width >= 0,
      height >= 0
    else { throw .unexpectedValueClass }
    return ImageObject(format: format, pixelSize: Size(width: width, height: height))
  }

  public var writableTypeIdentifiers: [TypeIdentifier] { [format.typeIdentifier] }

  public func data(for type: TypeIdentifier) -> ItemData? {
    type == format.typeIdentifier ? encoded : nil
  }

  /// `PNG 640x480`.
  package var logDescription: String { "\(format.rawValue) \(pixelSize.logDescription)" }
}
