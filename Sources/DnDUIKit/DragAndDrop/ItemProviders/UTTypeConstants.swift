// MobileCoreServices' type-identifier constants (`kUTTypeImage` …), as app code uses them:
// `kUTTypeImage as String`. On Apple platforms they are `CFString`s; this Foundation has no
// `CFString`, so they are `NSString`s, which bridge to `String` with `as String` in the same
// spelling. Values are the UTIs, equal to the engine's `TypeIdentifier` raw values
// (`TypeIdentifier+BuiltIns.swift`; the rest are declared in
// `Sources/DnDUniformTypeIdentifiers/TypeIdentifier+UIKit.swift`).
// `nonisolated(unsafe)`: an `NSString` is immutable, but this Foundation does not mark it
// `Sendable`.

/// `public.item`: the root of every type.
nonisolated(unsafe) public let kUTTypeItem: NSString = "public.item"
/// `public.content`.
nonisolated(unsafe) public let kUTTypeContent: NSString = "public.content"
/// `public.data`: any byte stream.
nonisolated(unsafe) public let kUTTypeData: NSString = "public.data"
/// `public.image`.
nonisolated(unsafe) public let kUTTypeImage: NSString = "public.image"
/// `public.png`.
nonisolated(unsafe) public let kUTTypePNG: NSString = "public.png"
/// `public.jpeg`.
nonisolated(unsafe) public let kUTTypeJPEG: NSString = "public.jpeg"
/// `com.compuserve.gif`.
nonisolated(unsafe) public let kUTTypeGIF: NSString = "com.compuserve.gif"
/// `public.tiff`.
nonisolated(unsafe) public let kUTTypeTIFF: NSString = "public.tiff"
/// `public.text`.
nonisolated(unsafe) public let kUTTypeText: NSString = "public.text"
/// `public.plain-text`.
nonisolated(unsafe) public let kUTTypePlainText: NSString = "public.plain-text"
/// `public.utf8-plain-text`: what a string writes.
nonisolated(unsafe) public let kUTTypeUTF8PlainText: NSString = "public.utf8-plain-text"
/// `public.rtf`.
nonisolated(unsafe) public let kUTTypeRTF: NSString = "public.rtf"
/// `public.url`.
nonisolated(unsafe) public let kUTTypeURL: NSString = "public.url"
/// `public.file-url`.
nonisolated(unsafe) public let kUTTypeFileURL: NSString = "public.file-url"
/// `com.adobe.pdf`.
nonisolated(unsafe) public let kUTTypePDF: NSString = "com.adobe.pdf"
/// `public.audiovisual-content`.
nonisolated(unsafe) public let kUTTypeAudiovisualContent: NSString = "public.audiovisual-content"
/// `public.movie`.
nonisolated(unsafe) public let kUTTypeMovie: NSString = "public.movie"
/// `public.video`.
nonisolated(unsafe) public let kUTTypeVideo: NSString = "public.video"
/// `public.audio`.
nonisolated(unsafe) public let kUTTypeAudio: NSString = "public.audio"
