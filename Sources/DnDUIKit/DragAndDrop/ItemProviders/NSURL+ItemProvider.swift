import DnDEngine

/// URLs travel as the engine's `URLObject` does: their absolute string in UTF-8,
/// written as `public.file-url` for a `file:` URL and `public.url` otherwise, read from either
/// with the engine's checks (a scheme; a `file:` URL under `public.file-url`). A string the
/// engine accepts but `NSURL(string:)` does not (a space, say) fails to read with
/// `unexpectedValueClass`. A subclass of `NSURL` cannot be read: `NSURL` has no required
/// initializer to make one with.
nonisolated extension NSURL: NSItemProviderReading, NSItemProviderWriting {
  public static var readableTypeIdentifiersForItemProvider: [String] {
    URLObject.readableTypeIdentifiers.map(\.rawValue)
  }

  public static func object(withItemProviderData data: Data, typeIdentifier: String) throws
    -> Self
  {
    let url: URLObject
    do throws(LoadError) {
      url = try URLObject.object(from: ItemData([UInt8](data)), type: .uikit(typeIdentifier))
    } catch {
      throw error.bridged
    }
    guard let object = NSURL(string: url.string) as? Self else {
      throw LoadError.unexpectedValueClass.bridged
    }
    return object
  }

  public static var writableTypeIdentifiersForItemProvider: [String] {
    URLObject.readableTypeIdentifiers.map(\.rawValue)
  }

  /// `public.file-url` for a file URL, else `public.url`.
  public var writableTypeIdentifiersForItemProvider: [String] {
    engineObject.writableTypeIdentifiers.map(\.rawValue)
  }

  /// The absolute string's bytes for the URL's own type or any type it conforms to; an
  /// `unavailableCoercion` error for other types. Completes at once.
  public func loadData(
    withTypeIdentifier typeIdentifier: String,
    forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, Error?) -> Void
  ) -> Progress? {
    let object = engineObject
    let requested = TypeIdentifier.uikit(typeIdentifier)
    if object.writableTypeIdentifiers.contains(where: { $0.conforms(to: requested) }) {
      completionHandler(Data(object.string.utf8), nil)
    } else {
      completionHandler(nil, LoadError.unavailableCoercion.bridged)
    }
    return nil
  }

  /// The engine's value for this URL.
  private var engineObject: URLObject { URLObject(string: (self as URL).absoluteString) }
}
