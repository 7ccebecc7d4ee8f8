/// Strings travel as text, like `NSString`: written as `public.utf8-plain-text`, read from any
/// text representation whose bytes are valid UTF-8 (anything else is
/// ``LoadError/unexpectedValueClass``). Reading every text type as UTF-8 is our simplification:
/// the engine has no other encodings.
extension String: ObjectReading, ObjectWriting {
  public static var readableTypeIdentifiers: [TypeIdentifier] {
    [.utf8PlainText, .plainText, .text]
  }

  public static func object(from data: ItemData, type: TypeIdentifier) throws(LoadError) -> String {
    guard let string = data.utf8String else { throw .unexpectedValueClass }
    return string
  }

  public var writableTypeIdentifiers: [TypeIdentifier] { [.utf8PlainText] }

  public func data(for type: TypeIdentifier) -> ItemData? {
    type == .utf8PlainText ? ItemData(utf8: self) : nil
  }
}
