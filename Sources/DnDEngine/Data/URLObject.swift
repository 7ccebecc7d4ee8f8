/// A URL (`NSURL`), kept as its string.
///
/// It writes itself as `public.file-url` when its scheme is `file`, else as `public.url`, and is
/// read from either as UTF-8 text. Reading checks what `NSURL` would need to exist at all — a
/// scheme (a letter, then letters, digits, `+`, `-` or `.`, then `:`) — and that a
/// `public.file-url` representation holds a `file:` URL; anything else is
/// ``LoadError/unexpectedValueClass``. The checks are our choice: the engine does not parse URLs
/// beyond what tells a file URL from another.
public struct URLObject: Hashable, Sendable, ObjectReading, ObjectWriting {
  /// The URL as written, e.g. `https://example.com/a.png`.
  public let string: String
  /// Whether the scheme is `file` (any case).
  public let isFileURL: Bool

  public init(string: String) {
    self.string = string
    self.isFileURL = URLObject.scheme(of: string)?.lowercased() == "file"
  }

  /// The scheme before the first `:`, or nil when `string` does not start with a valid one.
  static func scheme(of string: String) -> Substring? {
    guard let colon = string.firstIndex(of: ":") else { return nil }
    let scheme = string[..<colon]
    guard let first = scheme.first, first.isASCII, first.isLetter,
      scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
    else { return nil }
    return scheme
  }

  public static var readableTypeIdentifiers: [TypeIdentifier] { [.fileURL, .url] }

  public static func object(from data: ItemData, type: TypeIdentifier) throws(LoadError)
    -> URLObject
  {
    guard let string = data.utf8String, scheme(of: string) != nil else {
      throw .unexpectedValueClass
    }
    let url = URLObject(string: string)
    if type.conforms(to: .fileURL) && !url.isFileURL { throw .unexpectedValueClass }
    return url
  }

  public var writableTypeIdentifiers: [TypeIdentifier] { [isFileURL ? .fileURL : .url] }

  public func data(for type: TypeIdentifier) -> ItemData? {
    writableTypeIdentifiers.contains(type) ? ItemData(utf8: string) : nil
  }
}
