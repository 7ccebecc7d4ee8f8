import DnDEngine

/// UIKit names types by plain strings (`"public.png"`, `kUTTypeImage as String`); the engine by
/// `TypeIdentifier` values that carry their conformance. A string becomes:
///
/// 1. the engine's built-in type of that name (`TypeIdentifier+BuiltIns.swift`), so a PNG
///    registered through the facade conforms to `public.image` exactly as a native one does;
/// 2. else one of the few system types below that the engine does not declare, with UTType's
///    parents (`com.compuserve.gif` conforms to `public.image`, `public.rtf` to `public.text`);
/// 3. else an undeclared type, which conforms to `public.data` (`TypeIdentifier.init(_:)`).
///
/// Equality is by name, so a type made here is the same type as the engine's of that name; only
/// conformance depends on which value a representation was registered with. Source: UTType /
/// UTCoreTypes (Apple doc) for the parents.
extension TypeIdentifier {
  /// The type a UIKit type-identifier string stands for; see the extension's documentation.
  package static func uikit(_ identifier: String) -> TypeIdentifier {
    builtIns.first { $0.rawValue == identifier }
      ?? uikitDeclared.first { $0.rawValue == identifier } ?? TypeIdentifier(identifier)
  }

  /// `public.rtf`: rich text, conforming to `public.text`.
  package static let rtf = TypeIdentifier("public.rtf", conformsTo: [.text])
  /// `com.compuserve.gif`.
  package static let gif = TypeIdentifier("com.compuserve.gif", conformsTo: [.image])
  /// `public.tiff`.
  package static let tiff = TypeIdentifier("public.tiff", conformsTo: [.image])
  /// `com.adobe.pdf`.
  package static let pdf = TypeIdentifier("com.adobe.pdf", conformsTo: [.data, .content])
  /// `public.audiovisual-content`.
  package static let audiovisualContent = TypeIdentifier(
    "public.audiovisual-content", conformsTo: [.data, .content])
  /// `public.movie`.
  package static let movie = TypeIdentifier("public.movie", conformsTo: [.audiovisualContent])
  /// `public.video`.
  package static let video = TypeIdentifier("public.video", conformsTo: [.movie])
  /// `public.audio`.
  package static let audio = TypeIdentifier("public.audio", conformsTo: [.audiovisualContent])
  /// `com.apple.uikit.color`: how `UIColor` travels (a private type of UIKit's).
  package static let uikitColor = TypeIdentifier("com.apple.uikit.color", conformsTo: [.data])

  /// The system types DnDUIKit declares on top of the engine's built-ins, searched in order.
  private static let uikitDeclared: [TypeIdentifier] = [
    .rtf, .gif, .tiff, .pdf, .audiovisualContent, .movie, .video, .audio, .uikitColor,
  ]
}
