import DnDEngine

/// Images travel as the engine's `ImageObject` does: the image's own format
/// (`public.png` or `public.jpeg`) with the engine's encoded header, read back from either with
/// the engine's checks. `NSItemProvider(object: image)` registers the engine's object itself,
/// so the provider's `preferredPresentationSize` is the image's size, as natively.
///
/// Reading makes a `UIImage`; a subclass of `UIImage` cannot be read (the load fails with
/// `unexpectedValueClass`) until `UIImage` has a required initializer to make one with.
nonisolated extension UIImage: NSItemProviderReading, NSItemProviderWriting {
  public static var readableTypeIdentifiersForItemProvider: [String] {
    ImageObject.readableTypeIdentifiers.map(\.rawValue)
  }

  public static func object(withItemProviderData data: Data, typeIdentifier: String) throws
    -> Self
  {
    let image: ImageObject
    do throws(LoadError) {
      image = try ImageObject.object(from: ItemData([UInt8](data)), type: .uikit(typeIdentifier))
    } catch {
      throw error.bridged
    }
    guard let object = UIImage(object: image) as? Self else {
      throw LoadError.unexpectedValueClass.bridged
    }
    return object
  }

  /// Both formats an image can be written in.
  public static var writableTypeIdentifiersForItemProvider: [String] {
    ImageObject.Format.allCases.map(\.typeIdentifier.rawValue)
  }

  /// The image's own format: what a provider registers for it.
  public var writableTypeIdentifiersForItemProvider: [String] {
    object.writableTypeIdentifiers.map(\.rawValue)
  }

  /// The encoded image in the format of `typeIdentifier` — PNG or JPEG, as `pngData()` and
  /// `jpegData(compressionQuality:)` give it — or the image's own format for a type both
  /// conform to (`public.image`); an `unavailableCoercion` error for other types. Completes at
  /// once.
  public func loadData(
    withTypeIdentifier typeIdentifier: String,
    forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, Error?) -> Void
  ) -> Progress? {
    let requested = TypeIdentifier.uikit(typeIdentifier)
    let format =
      object.format.typeIdentifier.conforms(to: requested)
      ? object.format
      : ImageObject.Format.allCases.first { $0.typeIdentifier == requested }
    if let format {
      let encoded = ImageObject(format: format, pixelSize: object.pixelSize).encoded
      completionHandler(Data(encoded.bytes), nil)
    } else {
      completionHandler(nil, LoadError.unavailableCoercion.bridged)
    }
    return nil
  }
}
