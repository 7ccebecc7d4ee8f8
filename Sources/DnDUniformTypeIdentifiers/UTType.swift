#if !canImport(UniformTypeIdentifiers)
  import DnDEngine

  /// A type of data (UniformTypeIdentifiers' `UTType`), standing for the engine's
  /// `TypeIdentifier` of the same name: iOS 14+ code names types as `UTType.png`,
  /// `UTType.image.identifier` or `UTType("public.json")`, and this compiles it unchanged.
  ///
  /// **One conformance.** A `UTType` holds the engine type its identifier stands for (built the
  /// way every type string in DnDUIKit is, `TypeIdentifier+UIKit.swift` here), and
  /// ``conforms(to:)`` is the engine's conformance. So `UTType.png` conforms to `UTType.image`,
  /// and `UTType.png.identifier` registered on an item provider conforms to `public.image` in the
  /// engine, with no second table to disagree. As in the engine, every type conforms to
  /// `public.item` (UTType keeps `public.content` a root of its own).
  ///
  /// **Which strings are types.** On iOS, ``init(_:)`` returns nil for an identifier the system
  /// does not know; the system knows its own types and those the app declares in its Info.plist.
  /// There is no Info.plist here, so any well-formed identifier counts as known: one or more
  /// non-empty parts separated by periods, of ASCII letters, digits and hyphens (and any character
  /// above U+007F), the characters UTIs allow. A type of the built-in table (the statics) has its
  /// system conformance; any other conforms to `public.data`, as an undeclared type string does
  /// everywhere in the module. Only an empty or malformed string gives nil.
  ///
  /// **Tags.** ``preferredFilenameExtension``, ``preferredMIMEType``,
  /// ``init(filenameExtension:conformingTo:)`` and ``init(mimeType:conformingTo:)`` know the
  /// built-in table's concrete formats (PNG, JPEG, GIF, TIFF, HEIC, BMP, ICO, SVG, WebP, PDF, plain
  /// text, RTF, HTML, JSON, XML, YAML, CSV, TSV, logs, property lists, vCard, ZIP, gzip, MP3,
  /// MPEG-4, QuickTime, MPEG, AVI, M4A, WAV, AIFF, MIDI). An extension or MIME type outside it gives nil, where iOS would make
  /// a dynamic type.
  public struct UTType: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The engine type this one stands for; its parents are the conformance.
    package let engineType: TypeIdentifier

    /// The type standing for `engineType`.
    package init(engineType: TypeIdentifier) {
      self.engineType = engineType
    }

    /// The type named `identifier`, or nil if `identifier` is not a well-formed type identifier
    /// (see the type's documentation: any well-formed identifier counts as declared here).
    public init?(_ identifier: String) {
      guard UTType.isWellFormed(identifier) else { return nil }
      engineType = .uikit(identifier)
    }

    /// A type the app uses but does not own, as its Info.plist would import it: a type of the
    /// built-in table keeps its system conformance; any other conforms to `parentType` (to
    /// `public.data` without one, as an undeclared type does).
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
      self.init(declaring: identifier, conformingTo: parentType)
    }

    /// A type the app owns, as its Info.plist would export it; conformance as
    /// ``init(importedAs:conformingTo:)``.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
      self.init(declaring: identifier, conformingTo: parentType)
    }

    private init(declaring identifier: String, conformingTo parentType: UTType?) {
      let known = TypeIdentifier.uikit(identifier)
      if let parentType, !UTType.isDeclared(known) {
        engineType = TypeIdentifier(identifier, conformsTo: [parentType.engineType])
      } else {
        engineType = known
      }
    }

    /// The type's name, e.g. `public.png`: what the string-based APIs take.
    public var identifier: String { engineType.rawValue }

    // MARK: Conformance

    /// Whether this type is `type` or conforms to it, directly or through its supertypes.
    public func conforms(to type: UTType) -> Bool {
      engineType.conforms(to: type.engineType)
    }

    /// Whether this type conforms to `type` and is not `type` itself.
    public func isSubtype(of type: UTType) -> Bool {
      self != type && conforms(to: type)
    }

    /// Whether `type` conforms to this type and is not this type itself.
    public func isSupertype(of type: UTType) -> Bool {
      type.isSubtype(of: self)
    }

    /// Every type this one conforms to, itself excepted: its parents, theirs, and `public.item`.
    public var supertypes: Set<UTType> {
      var found: Set<UTType> = []
      var pending = engineType.parents
      while let next = pending.popLast() {
        if found.insert(UTType(engineType: next)).inserted { pending += next.parents }
      }
      if self != .item { found.insert(.item) }
      return found
    }

    // MARK: Tags

    /// The filename extension a file of this type is usually given (`png`), if the built-in table
    /// has one.
    public var preferredFilenameExtension: String? {
      UTType.tags.first { $0.identifier == identifier }?.extensions.first
    }

    /// The MIME type of this type's data (`image/png`), if the built-in table has one.
    public var preferredMIMEType: String? {
      UTType.tags.first { $0.identifier == identifier }?.mimeTypes.first
    }

    /// The built-in type files ending in `filenameExtension` have (`"png"`, `"JPG"`; without the
    /// period, in any case), if it conforms to `supertype`; else nil.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
      let wanted = filenameExtension.lowercased()
      guard let tag = UTType.tags.first(where: { $0.extensions.contains(wanted) }) else {
        return nil
      }
      self.init(tagged: tag, conformingTo: supertype)
    }

    /// The built-in type of `mimeType` (`"image/png"`, in any case), if it conforms to
    /// `supertype`; else nil.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
      let wanted = mimeType.lowercased()
      guard let tag = UTType.tags.first(where: { $0.mimeTypes.contains(wanted) }) else {
        return nil
      }
      self.init(tagged: tag, conformingTo: supertype)
    }

    private init?(tagged tag: Tags, conformingTo supertype: UTType) {
      let type = UTType(engineType: .uikit(tag.identifier))
      guard type.conforms(to: supertype) else { return nil }
      self = type
    }

    // MARK: Descriptions

    /// The identifier.
    public var description: String { identifier }

    /// The identifier.
    public var debugDescription: String { identifier }

    // MARK: The built-in table

    /// A type's filename extensions and MIME types, the preferred one first.
    private struct Tags: Sendable {
      let identifier: String
      let extensions: [String]
      let mimeTypes: [String]
    }

    /// The tags of the built-in types that have them (abstract types such as `public.image` have
    /// none).
    private static let tags: [Tags] = [
      Tags(
        identifier: "public.plain-text", extensions: ["txt", "text"], mimeTypes: ["text/plain"]),
      Tags(
        identifier: "public.rtf", extensions: ["rtf"], mimeTypes: ["text/rtf", "application/rtf"]),
      Tags(identifier: "public.html", extensions: ["html", "htm"], mimeTypes: ["text/html"]),
      Tags(identifier: "public.json", extensions: ["json"], mimeTypes: ["application/json"]),
      Tags(identifier: "public.vcard", extensions: ["vcf", "vcard"], mimeTypes: ["text/vcard"]),
      Tags(identifier: "public.png", extensions: ["png"], mimeTypes: ["image/png"]),
      Tags(identifier: "public.jpeg", extensions: ["jpeg", "jpg"], mimeTypes: ["image/jpeg"]),
      Tags(identifier: "com.compuserve.gif", extensions: ["gif"], mimeTypes: ["image/gif"]),
      Tags(identifier: "public.tiff", extensions: ["tiff", "tif"], mimeTypes: ["image/tiff"]),
      Tags(identifier: "public.heic", extensions: ["heic"], mimeTypes: ["image/heic"]),
      Tags(identifier: "com.adobe.pdf", extensions: ["pdf"], mimeTypes: ["application/pdf"]),
      Tags(identifier: "public.zip-archive", extensions: ["zip"], mimeTypes: ["application/zip"]),
      Tags(identifier: "public.mp3", extensions: ["mp3"], mimeTypes: ["audio/mpeg", "audio/mp3"]),
      Tags(
        identifier: "public.xml", extensions: ["xml"], mimeTypes: ["application/xml", "text/xml"]),
      Tags(
        identifier: "public.yaml", extensions: ["yaml", "yml"], mimeTypes: ["application/x-yaml"]),
      Tags(identifier: "public.log", extensions: ["log"], mimeTypes: []),
      Tags(
        identifier: "public.comma-separated-values-text", extensions: ["csv"],
        mimeTypes: ["text/csv"]),
      Tags(
        identifier: "public.tab-separated-values-text", extensions: ["tsv"],
        mimeTypes: ["text/tab-separated-values"]),
      Tags(identifier: "com.apple.property-list", extensions: ["plist"], mimeTypes: []),
      Tags(identifier: "com.microsoft.bmp", extensions: ["bmp"], mimeTypes: ["image/bmp"]),
      Tags(identifier: "com.microsoft.ico", extensions: ["ico"], mimeTypes: ["image/x-icon"]),
      Tags(identifier: "public.svg-image", extensions: ["svg"], mimeTypes: ["image/svg+xml"]),
      Tags(identifier: "org.webmproject.webp", extensions: ["webp"], mimeTypes: ["image/webp"]),
      Tags(
        identifier: "org.gnu.gnu-zip-archive", extensions: ["gz"], mimeTypes: ["application/gzip"]),
      Tags(identifier: "public.mpeg-4", extensions: ["mp4", "mpeg4"], mimeTypes: ["video/mp4"]),
      Tags(
        identifier: "com.apple.quicktime-movie", extensions: ["mov", "qt"],
        mimeTypes: ["video/quicktime"]),
      Tags(identifier: "public.mpeg", extensions: ["mpg", "mpeg"], mimeTypes: ["video/mpeg"]),
      Tags(
        identifier: "public.avi", extensions: ["avi"], mimeTypes: ["video/avi", "video/x-msvideo"]),
      Tags(identifier: "public.mpeg-4-audio", extensions: ["m4a"], mimeTypes: ["audio/mp4"]),
      Tags(
        identifier: "com.microsoft.waveform-audio", extensions: ["wav"],
        mimeTypes: ["audio/wav", "audio/x-wav"]),
      Tags(
        identifier: "public.aiff-audio", extensions: ["aiff", "aif"], mimeTypes: ["audio/aiff"]),
      Tags(
        identifier: "public.midi-audio", extensions: ["mid", "midi"], mimeTypes: ["audio/midi"]),
    ]

    /// Whether `type` is one of the engine's built-ins or DnDUIKit's declared system types.
    private static func isDeclared(_ type: TypeIdentifier) -> Bool {
      TypeIdentifier.builtIns.contains(type) || TypeIdentifier.uikitDeclared.contains(type)
    }

    /// Whether `identifier` is a type identifier: non-empty parts separated by periods, of ASCII
    /// letters, digits and hyphens, or characters above U+007F.
    private static func isWellFormed(_ identifier: String) -> Bool {
      let parts = identifier.split(separator: ".", omittingEmptySubsequences: false)
      return parts.allSatisfy { part in
        !part.isEmpty
          && part.unicodeScalars.allSatisfy { scalar in
            scalar.value > 0x7F || scalar == "-"
              || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
              || ("0"..."9").contains(scalar)
          }
      }
    }
  }

  // MARK: - The common types

  // Each is the engine's type of that name (`TypeIdentifier+BuiltIns.swift`,
  // `TypeIdentifier+UIKit.swift`), whose parents are those UTType's documentation gives.
  extension UTType {
    /// `public.item`: the root of every type.
    public static let item = UTType(engineType: .item)
    /// `public.content`: anything a user views (a root of its own).
    public static let content = UTType(engineType: .content)
    /// `public.composite-content`: mixed embedded content; conforms to `content`.
    public static let compositeContent = UTType(engineType: .compositeContent)
    /// `public.data`: any byte stream; conforms to `item`.
    public static let data = UTType(engineType: .data)
    /// `public.directory`: a file-system directory; conforms to `item`.
    public static let directory = UTType(engineType: .directory)
    /// `public.folder`: a user-browsable directory; conforms to `directory`.
    public static let folder = UTType(engineType: .folder)
    /// `com.apple.package`: a directory shown as one file; conforms to `directory`.
    public static let `package` = UTType(engineType: .package)
    /// `public.archive`: an archive of files and directories (a root of its own).
    public static let archive = UTType(engineType: .archive)
    /// `public.zip-archive`; conforms to `data` and `archive`.
    public static let zip = UTType(engineType: .zip)

    /// `public.text`; conforms to `data` and `content`.
    public static let text = UTType(engineType: .text)
    /// `public.plain-text`; conforms to `text`.
    public static let plainText = UTType(engineType: .plainText)
    /// `public.utf8-plain-text`: what a string writes; conforms to `plainText`.
    public static let utf8PlainText = UTType(engineType: .utf8PlainText)
    /// `public.utf16-plain-text`; conforms to `plainText`.
    public static let utf16PlainText = UTType(engineType: .utf16PlainText)
    /// `public.rtf`; conforms to `text`.
    public static let rtf = UTType(engineType: .rtf)
    /// `public.html`; conforms to `text`.
    public static let html = UTType(engineType: .html)
    /// `public.source-code`; conforms to `text`.
    public static let sourceCode = UTType(engineType: .sourceCode)
    /// `public.json`; conforms to `text`.
    public static let json = UTType(engineType: .json)

    /// `public.url`; conforms to `data`.
    public static let url = UTType(engineType: .url)
    /// `public.file-url`; conforms to `url`.
    public static let fileURL = UTType(engineType: .fileURL)

    /// `public.image`; conforms to `data` and `content`.
    public static let image = UTType(engineType: .image)
    /// `public.png`; conforms to `image`.
    public static let png = UTType(engineType: .png)
    /// `public.jpeg`; conforms to `image`.
    public static let jpeg = UTType(engineType: .jpeg)
    /// `com.compuserve.gif`; conforms to `image`.
    public static let gif = UTType(engineType: .gif)
    /// `public.tiff`; conforms to `image`.
    public static let tiff = UTType(engineType: .tiff)
    /// `public.heic`; conforms to `public.heif-standard`, which conforms to `image`.
    public static let heic = UTType(engineType: .heic)

    /// `com.adobe.pdf`; conforms to `data` and `compositeContent`.
    public static let pdf = UTType(engineType: .pdf)
    /// `public.spreadsheet`; conforms to `content`.
    public static let spreadsheet = UTType(engineType: .spreadsheet)
    /// `public.presentation`; conforms to `compositeContent`.
    public static let presentation = UTType(engineType: .presentation)

    /// `public.audiovisual-content`; conforms to `data` and `content`.
    public static let audiovisualContent = UTType(engineType: .audiovisualContent)
    /// `public.movie`; conforms to `audiovisualContent`.
    public static let movie = UTType(engineType: .movie)
    /// `public.video`; conforms to `movie`.
    public static let video = UTType(engineType: .video)
    /// `public.audio`; conforms to `audiovisualContent`.
    public static let audio = UTType(engineType: .audio)
    /// `public.mp3`; conforms to `audio`.
    public static let mp3 = UTType(engineType: .mp3)

    /// `public.mpeg-4`: an MPEG-4 movie; conforms to `movie`.
    public static let mpeg4Movie = UTType(engineType: .mpeg4Movie)
    /// `com.apple.quicktime-movie`; conforms to `movie`.
    public static let quickTimeMovie = UTType(engineType: .quickTimeMovie)
    /// `public.mpeg`; conforms to `movie`.
    public static let mpeg = UTType(engineType: .mpeg)
    /// `public.mpeg-2-video`; conforms to `movie`.
    public static let mpeg2Video = UTType(engineType: .mpeg2Video)
    /// `public.avi`; conforms to `movie`.
    public static let avi = UTType(engineType: .avi)
    /// `public.mpeg-4-audio`; conforms to `mpeg` and `audio`.
    public static let mpeg4Audio = UTType(engineType: .mpeg4Audio)
    /// `com.microsoft.waveform-audio`; conforms to `audio`.
    public static let wav = UTType(engineType: .wav)
    /// `public.aiff-audio`; conforms to `audio`.
    public static let aiff = UTType(engineType: .aiff)
    /// `public.midi-audio`; conforms to `audio`.
    public static let midi = UTType(engineType: .midi)

    /// `com.microsoft.bmp`; conforms to `image`.
    public static let bmp = UTType(engineType: .bmp)
    /// `com.microsoft.ico`; conforms to `image`.
    public static let ico = UTType(engineType: .ico)
    /// `public.svg-image`; conforms to `image`.
    public static let svg = UTType(engineType: .svg)
    /// `public.camera-raw-image`; conforms to `image`.
    public static let rawImage = UTType(engineType: .rawImage)
    /// `org.webmproject.webp`; conforms to `image`.
    public static let webP = UTType(engineType: .webP)

    /// `public.xml`; conforms to `text`.
    public static let xml = UTType(engineType: .xml)
    /// `public.yaml`; conforms to `text`.
    public static let yaml = UTType(engineType: .yaml)
    /// `public.log`; conforms to `text`.
    public static let log = UTType(engineType: .log)
    /// `public.delimited-values-text`; conforms to `text`.
    public static let delimitedText = UTType(engineType: .delimitedText)
    /// `public.comma-separated-values-text`; conforms to `delimitedText`.
    public static let commaSeparatedText = UTType(engineType: .commaSeparatedText)
    /// `public.tab-separated-values-text`; conforms to `delimitedText`.
    public static let tabSeparatedText = UTType(engineType: .tabSeparatedText)
    /// `com.apple.property-list`; conforms to `data`.
    public static let propertyList = UTType(engineType: .propertyList)
    /// `org.gnu.gnu-zip-archive`; conforms to `data` and `archive`.
    public static let gzip = UTType(engineType: .gzip)

    /// `public.contact`: contact information (a root of its own).
    public static let contact = UTType(engineType: .contact)
    /// `public.vcard`; conforms to `text` and `contact`.
    public static let vCard = UTType(engineType: .vCard)
    /// `public.message`: a message (a root of its own).
    public static let message = UTType(engineType: .message)
    /// `public.email-message`; conforms to `message`.
    public static let emailMessage = UTType(engineType: .emailMessage)
  }
#endif
