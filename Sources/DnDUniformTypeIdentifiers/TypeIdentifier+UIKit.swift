import DnDEngine

/// UIKit names types by plain strings (`"public.png"`, `kUTTypeImage as String`) or by `UTType`
/// values; the engine by `TypeIdentifier` values that carry their conformance. A string becomes:
///
/// 1. the engine's built-in type of that name (`TypeIdentifier+BuiltIns.swift`), so a PNG
///    registered through the facade conforms to `public.image` exactly as a native one does;
/// 2. else one of the system types below that the engine does not declare, with UTType's
///    parents (`com.compuserve.gif` conforms to `public.image`, `public.rtf` to `public.text`);
/// 3. else an undeclared type, which conforms to `public.data` (`TypeIdentifier.init(_:)`).
///
/// ``UTType``'s statics are these same values, so `UTType.png.identifier` handed to an item
/// provider and `UTType.png` itself conform to the same types.
///
/// Equality is by name, so a type made here is the same type as the engine's of that name; only
/// conformance depends on which value a representation was registered with. Source: UTType /
/// UTCoreTypes (Apple doc) for the parents, each as its `UTType` page states it.
extension TypeIdentifier {
  /// The type a UIKit type-identifier string stands for; see the extension's documentation.
  package static func uikit(_ identifier: String) -> TypeIdentifier {
    known[identifier] ?? TypeIdentifier(identifier)
  }

  /// The built-in and declared types by name (asked on every proposal, so a table lookup, not a
  /// search); a built-in wins over a declared type of the same name. Only ever looked up.
  private static let known: [String: TypeIdentifier] = {
    var table: [String: TypeIdentifier] = [:]
    for type in uikitDeclared { table[type.rawValue] = type }
    for type in builtIns { table[type.rawValue] = type }
    return table
  }()

  // Roots that, like `public.content`, conform to nothing but `public.item`.

  /// `public.composite-content`: mixed embedded content, conforming to `public.content`.
  package static let compositeContent = TypeIdentifier(
    "public.composite-content", conformsTo: [.content])
  /// `public.directory`: a file-system directory (conforms to `public.item` only, not data).
  package static let directory = TypeIdentifier("public.directory", conformsTo: [.item])
  /// `public.folder`: a user-browsable directory.
  package static let folder = TypeIdentifier("public.folder", conformsTo: [.directory])
  /// `com.apple.package`: a directory shown as one file.
  package static let `package` = TypeIdentifier("com.apple.package", conformsTo: [.directory])
  /// `public.archive`: a base type of its own.
  package static let archive = TypeIdentifier("public.archive", conformsTo: [])
  /// `public.contact`: a base type of its own.
  package static let contact = TypeIdentifier("public.contact", conformsTo: [])
  /// `public.message`: a base type of its own.
  package static let message = TypeIdentifier("public.message", conformsTo: [])

  // Text.

  /// `public.utf16-plain-text`.
  package static let utf16PlainText = TypeIdentifier(
    "public.utf16-plain-text", conformsTo: [.plainText])
  /// `public.rtf`: rich text, conforming to `public.text`.
  package static let rtf = TypeIdentifier("public.rtf", conformsTo: [.text])
  /// `public.html`.
  package static let html = TypeIdentifier("public.html", conformsTo: [.text])
  /// `public.source-code`: conforms to `public.text` (not plain text).
  package static let sourceCode = TypeIdentifier("public.source-code", conformsTo: [.text])
  /// `public.json`: conforms to `public.text`.
  package static let json = TypeIdentifier("public.json", conformsTo: [.text])
  /// `public.xml`: conforms to `public.text`.
  package static let xml = TypeIdentifier("public.xml", conformsTo: [.text])
  /// `public.yaml`: conforms to `public.text`.
  package static let yaml = TypeIdentifier("public.yaml", conformsTo: [.text])
  /// `public.log`: conforms to `public.text`.
  package static let log = TypeIdentifier("public.log", conformsTo: [.text])
  /// `public.delimited-values-text`: conforms to `public.text`.
  package static let delimitedText = TypeIdentifier(
    "public.delimited-values-text", conformsTo: [.text])
  /// `public.comma-separated-values-text`: conforms to `public.delimited-values-text`.
  package static let commaSeparatedText = TypeIdentifier(
    "public.comma-separated-values-text", conformsTo: [.delimitedText])
  /// `public.tab-separated-values-text`: conforms to `public.delimited-values-text`.
  package static let tabSeparatedText = TypeIdentifier(
    "public.tab-separated-values-text", conformsTo: [.delimitedText])
  /// `com.apple.property-list`: conforms to `public.data`.
  package static let propertyList = TypeIdentifier("com.apple.property-list", conformsTo: [.data])
  /// `public.vcard`: conforms to `public.text` and `public.contact`.
  package static let vCard = TypeIdentifier("public.vcard", conformsTo: [.text, .contact])

  // Images.

  /// `com.compuserve.gif`.
  package static let gif = TypeIdentifier("com.compuserve.gif", conformsTo: [.image])
  /// `public.tiff`.
  package static let tiff = TypeIdentifier("public.tiff", conformsTo: [.image])
  /// `com.microsoft.bmp`.
  package static let bmp = TypeIdentifier("com.microsoft.bmp", conformsTo: [.image])
  /// `com.microsoft.ico`.
  package static let ico = TypeIdentifier("com.microsoft.ico", conformsTo: [.image])
  /// `public.svg-image`.
  package static let svg = TypeIdentifier("public.svg-image", conformsTo: [.image])
  /// `public.camera-raw-image`.
  package static let rawImage = TypeIdentifier("public.camera-raw-image", conformsTo: [.image])
  /// `org.webmproject.webp`.
  package static let webP = TypeIdentifier("org.webmproject.webp", conformsTo: [.image])
  /// `public.heif-standard`: the base of HEIF images (no `UTType` static of its own).
  package static let heifStandard = TypeIdentifier("public.heif-standard", conformsTo: [.image])
  /// `public.heic`.
  package static let heic = TypeIdentifier("public.heic", conformsTo: [.heifStandard])

  // Documents.

  /// `com.adobe.pdf`: conforms to `public.data` and `public.composite-content`.
  package static let pdf = TypeIdentifier("com.adobe.pdf", conformsTo: [.data, .compositeContent])
  /// `public.spreadsheet`.
  package static let spreadsheet = TypeIdentifier("public.spreadsheet", conformsTo: [.content])
  /// `public.presentation`.
  package static let presentation = TypeIdentifier(
    "public.presentation", conformsTo: [.compositeContent])
  /// `public.email-message`: conforms to `public.message`.
  package static let emailMessage = TypeIdentifier("public.email-message", conformsTo: [.message])
  /// `public.zip-archive`: conforms to `public.data` and `public.archive`.
  package static let zip = TypeIdentifier("public.zip-archive", conformsTo: [.data, .archive])
  /// `org.gnu.gnu-zip-archive`: conforms to `public.data` and `public.archive`.
  package static let gzip = TypeIdentifier(
    "org.gnu.gnu-zip-archive", conformsTo: [.data, .archive])

  // Audio and video.

  /// `public.audiovisual-content`.
  package static let audiovisualContent = TypeIdentifier(
    "public.audiovisual-content", conformsTo: [.data, .content])
  /// `public.movie`.
  package static let movie = TypeIdentifier("public.movie", conformsTo: [.audiovisualContent])
  /// `public.video`.
  package static let video = TypeIdentifier("public.video", conformsTo: [.movie])
  /// `public.audio`.
  package static let audio = TypeIdentifier("public.audio", conformsTo: [.audiovisualContent])
  /// `public.mp3`.
  package static let mp3 = TypeIdentifier("public.mp3", conformsTo: [.audio])
  /// `public.mpeg-4`: an MPEG-4 movie.
  package static let mpeg4Movie = TypeIdentifier("public.mpeg-4", conformsTo: [.movie])
  /// `com.apple.quicktime-movie`.
  package static let quickTimeMovie = TypeIdentifier(
    "com.apple.quicktime-movie", conformsTo: [.movie])
  /// `public.mpeg`.
  package static let mpeg = TypeIdentifier("public.mpeg", conformsTo: [.movie])
  /// `public.mpeg-2-video`.
  package static let mpeg2Video = TypeIdentifier("public.mpeg-2-video", conformsTo: [.movie])
  /// `public.avi`.
  package static let avi = TypeIdentifier("public.avi", conformsTo: [.movie])
  /// `public.mpeg-4-audio`: conforms to `public.mpeg` and `public.audio`.
  package static let mpeg4Audio = TypeIdentifier(
    "public.mpeg-4-audio", conformsTo: [.mpeg, .audio])
  /// `com.microsoft.waveform-audio`.
  package static let wav = TypeIdentifier("com.microsoft.waveform-audio", conformsTo: [.audio])
  /// `public.aiff-audio`.
  package static let aiff = TypeIdentifier("public.aiff-audio", conformsTo: [.audio])
  /// `public.midi-audio`.
  package static let midi = TypeIdentifier("public.midi-audio", conformsTo: [.audio])

  /// `com.apple.uikit.color`: how `UIColor` travels (a private type of UIKit's).
  package static let uikitColor = TypeIdentifier("com.apple.uikit.color", conformsTo: [.data])

  /// The system types DnDUIKit declares on top of the engine's built-ins, parents before
  /// children.
  package static let uikitDeclared: [TypeIdentifier] = [
    .compositeContent, .directory, .folder, .package, .archive, .contact, .message,
    .utf16PlainText, .rtf, .html, .sourceCode, .json, .xml, .yaml, .log, .delimitedText,
    .commaSeparatedText, .tabSeparatedText, .propertyList, .vCard,
    .gif, .tiff, .bmp, .ico, .svg, .rawImage, .webP, .heifStandard, .heic,
    .pdf, .spreadsheet, .presentation, .emailMessage, .zip, .gzip,
    .audiovisualContent, .movie, .video, .audio, .mp3, .mpeg4Movie, .quickTimeMovie, .mpeg,
    .mpeg2Video, .avi, .mpeg4Audio, .wav, .aiff, .midi,
    .uikitColor,
  ]
}
