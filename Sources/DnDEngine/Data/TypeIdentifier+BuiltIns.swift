/// The system types the engine knows by name, with UTType's conformance:
///
/// ```
/// public.item
/// ├─ public.data
/// │  ├─ public.image ── public.png, public.jpeg      (image also conforms to public.content)
/// │  ├─ public.text ── public.plain-text ── public.utf8-plain-text
/// │  │                                            (text also conforms to public.content)
/// │  └─ public.url ── public.file-url
/// └─ public.content
/// ```
///
/// Source: UTType / UTCoreTypes (Apple doc): `public.text`, `public.image` and `public.url` each
/// conform to `public.data`, so a load of `public.data` is served by text, images and URLs
/// alike, as on iOS. `public.content` is a root of its own in UTType; it conforms to
/// `public.item` here only because every type does.
extension TypeIdentifier {
  /// `public.item`: the root every type conforms to.
  public static let item = TypeIdentifier("public.item", conformsTo: [])
  /// `public.content`: the root of "things a user would open" (text, images).
  public static let content = TypeIdentifier("public.content", conformsTo: [])
  /// `public.data`: any byte stream.
  public static let data = TypeIdentifier("public.data", conformsTo: [.item])
  /// `public.image`.
  public static let image = TypeIdentifier("public.image", conformsTo: [.data, .content])
  /// `public.png`.
  public static let png = TypeIdentifier("public.png", conformsTo: [.image])
  /// `public.jpeg`.
  public static let jpeg = TypeIdentifier("public.jpeg", conformsTo: [.image])
  /// `public.text`.
  public static let text = TypeIdentifier("public.text", conformsTo: [.data, .content])
  /// `public.plain-text`.
  public static let plainText = TypeIdentifier("public.plain-text", conformsTo: [.text])
  /// `public.utf8-plain-text`: what a string writes.
  public static let utf8PlainText = TypeIdentifier(
    "public.utf8-plain-text", conformsTo: [.plainText])
  /// `public.url`.
  public static let url = TypeIdentifier("public.url", conformsTo: [.data])
  /// `public.file-url`.
  public static let fileURL = TypeIdentifier("public.file-url", conformsTo: [.url])

  /// Every built-in type, parents before children.
  public static let builtIns: [TypeIdentifier] = [
    .item, .content, .data, .image, .png, .jpeg, .text, .plainText, .utf8PlainText, .url,
    .fileURL,
  ]

  /// The built-in type called `name`, if there is one. A linear search: the list is short, and
  /// it keeps hash order out of the picture entirely.
  static func builtIn(named name: String) -> TypeIdentifier? {
    builtIns.first { $0.rawValue == name }
  }
}
