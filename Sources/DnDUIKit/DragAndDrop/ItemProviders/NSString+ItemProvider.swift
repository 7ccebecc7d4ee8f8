import DnDEngine

/// Strings travel as the engine's `String` does (`String+Objects.swift`): written as
/// `public.utf8-plain-text`, read from any text representation whose bytes are UTF-8. So
/// `NSItemProvider(object: text as NSString)` registers the same type and bytes as a native
/// `ItemProvider(object: text)`. Swift's `String` cannot adopt these protocols (they refine
/// `NSObjectProtocol`), so UIKit code bridges: `object as NSString`, `object as? String`.
nonisolated extension NSString: NSItemProviderReading, NSItemProviderWriting {
  public static var readableTypeIdentifiersForItemProvider: [String] {
    String.readableTypeIdentifiers.map(\.rawValue)
  }

  /// The string in `data`; throws an `unexpectedValueClass` error when the bytes are not UTF-8.
  public static func object(withItemProviderData data: Data, typeIdentifier: String) throws
    -> Self
  {
    do throws(LoadError) {
      return Self(
        string: try String.object(from: ItemData([UInt8](data)), type: .uikit(typeIdentifier)))
    } catch {
      throw error.bridged
    }
  }

  public static var writableTypeIdentifiersForItemProvider: [String] {
    [TypeIdentifier.utf8PlainText.rawValue]
  }

  /// The UTF-8 bytes, for `public.utf8-plain-text` or any type it conforms to (plain text,
  /// text, data); an `unavailableCoercion` error for other types. Completes at once.
  public func loadData(
    withTypeIdentifier typeIdentifier: String,
    forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, Error?) -> Void
  ) -> Progress? {
    if TypeIdentifier.utf8PlainText.conforms(to: .uikit(typeIdentifier)) {
      completionHandler(Data((self as String).utf8), nil)
    } else {
      completionHandler(nil, LoadError.unavailableCoercion.bridged)
    }
    return nil
  }
}
