// MobileCoreServices' type-identifier constants (`kUTTypeImage` …), as app code uses them:
// `kUTTypeImage as String`. On Apple platforms they are `CFString`s; this Foundation has no
// `CFString`, so they are `NSString`s, which bridge to `String` with `as String` in the same
// spelling. Values are the UTIs, equal to the engine's `TypeIdentifier` raw values
// (`TypeIdentifier+BuiltIns.swift`; the rest are declared in
// `Sources/DnDUniformTypeIdentifiers/TypeIdentifier+UIKit.swift`; a constant whose type neither
// declares conforms to `public.data`, as an undeclared type does everywhere in the module). The
// list is MobileCoreServices' `UTCoreTypes.h` (deprecated since iOS 15 for UTType's constants,
// and still what older apps use); the few left out name Mac-only kinds of file (AppleScript,
// plug-ins, preference panes, Spotlight importers and the like).
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

// The rest of `UTCoreTypes.h`, in its order.

/// `public.composite-content`: mixed embedded content.
nonisolated(unsafe) public let kUTTypeCompositeContent: NSString = "public.composite-content"
/// `public.message`: a message.
nonisolated(unsafe) public let kUTTypeMessage: NSString = "public.message"
/// `public.contact`: contact information.
nonisolated(unsafe) public let kUTTypeContact: NSString = "public.contact"
/// `public.archive`: an archive of files and directories.
nonisolated(unsafe) public let kUTTypeArchive: NSString = "public.archive"
/// `public.disk-image`: a disk image.
nonisolated(unsafe) public let kUTTypeDiskImage: NSString = "public.disk-image"
/// `public.directory`: a file-system directory.
nonisolated(unsafe) public let kUTTypeDirectory: NSString = "public.directory"
/// `public.symlink`: a symbolic link.
nonisolated(unsafe) public let kUTTypeSymLink: NSString = "public.symlink"
/// `public.executable`: an executable.
nonisolated(unsafe) public let kUTTypeExecutable: NSString = "public.executable"
/// `com.apple.alias-file`: a Finder alias file.
nonisolated(unsafe) public let kUTTypeAliasFile: NSString = "com.apple.alias-file"
/// `com.apple.bookmark`: URL bookmark data.
nonisolated(unsafe) public let kUTTypeURLBookmarkData: NSString = "com.apple.bookmark"
/// `public.utf16-external-plain-text`: UTF-16 text with a byte-order mark.
nonisolated(unsafe) public let kUTTypeUTF16ExternalPlainText: NSString =
  "public.utf16-external-plain-text"
/// `public.utf16-plain-text`: UTF-16 text in native byte order.
nonisolated(unsafe) public let kUTTypeUTF16PlainText: NSString = "public.utf16-plain-text"
/// `public.delimited-values-text`: text of delimited values.
nonisolated(unsafe) public let kUTTypeDelimitedText: NSString = "public.delimited-values-text"
/// `public.comma-separated-values-text`: comma-separated values (CSV).
nonisolated(unsafe) public let kUTTypeCommaSeparatedText: NSString =
  "public.comma-separated-values-text"
/// `public.tab-separated-values-text`: tab-separated values.
nonisolated(unsafe) public let kUTTypeTabSeparatedText: NSString =
  "public.tab-separated-values-text"
/// `public.utf8-tab-separated-values-text`: tab-separated values in UTF-8.
nonisolated(unsafe) public let kUTTypeUTF8TabSeparatedText: NSString =
  "public.utf8-tab-separated-values-text"
/// `public.html`: HTML.
nonisolated(unsafe) public let kUTTypeHTML: NSString = "public.html"
/// `public.xml`: XML.
nonisolated(unsafe) public let kUTTypeXML: NSString = "public.xml"
/// `public.source-code`: source code.
nonisolated(unsafe) public let kUTTypeSourceCode: NSString = "public.source-code"
/// `public.c-source`: C source code.
nonisolated(unsafe) public let kUTTypeCSource: NSString = "public.c-source"
/// `public.objective-c-source`: Objective-C source code.
nonisolated(unsafe) public let kUTTypeObjectiveCSource: NSString = "public.objective-c-source"
/// `public.swift-source`: Swift source code.
nonisolated(unsafe) public let kUTTypeSwiftSource: NSString = "public.swift-source"
/// `public.c-plus-plus-source`: C++ source code.
nonisolated(unsafe) public let kUTTypeCPlusPlusSource: NSString = "public.c-plus-plus-source"
/// `public.c-header`: a C header.
nonisolated(unsafe) public let kUTTypeCHeader: NSString = "public.c-header"
/// `com.sun.java-source`: Java source code.
nonisolated(unsafe) public let kUTTypeJavaSource: NSString = "com.sun.java-source"
/// `public.script`: a script.
nonisolated(unsafe) public let kUTTypeScript: NSString = "public.script"
/// `com.netscape.javascript-source`: JavaScript source code.
nonisolated(unsafe) public let kUTTypeJavaScript: NSString = "com.netscape.javascript-source"
/// `public.shell-script`: a shell script.
nonisolated(unsafe) public let kUTTypeShellScript: NSString = "public.shell-script"
/// `public.python-script`: a Python script.
nonisolated(unsafe) public let kUTTypePythonScript: NSString = "public.python-script"
/// `public.ruby-script`: a Ruby script.
nonisolated(unsafe) public let kUTTypeRubyScript: NSString = "public.ruby-script"
/// `public.php-script`: a PHP script.
nonisolated(unsafe) public let kUTTypePHPScript: NSString = "public.php-script"
/// `public.json`: JSON.
nonisolated(unsafe) public let kUTTypeJSON: NSString = "public.json"
/// `com.apple.property-list`: a property list.
nonisolated(unsafe) public let kUTTypePropertyList: NSString = "com.apple.property-list"
/// `com.apple.xml-property-list`: an XML property list.
nonisolated(unsafe) public let kUTTypeXMLPropertyList: NSString = "com.apple.xml-property-list"
/// `com.apple.binary-property-list`: a binary property list.
nonisolated(unsafe) public let kUTTypeBinaryPropertyList: NSString =
  "com.apple.binary-property-list"
/// `com.apple.rtfd`: rich text with attachments, as a package.
nonisolated(unsafe) public let kUTTypeRTFD: NSString = "com.apple.rtfd"
/// `com.apple.flat-rtfd`: rich text with attachments, flattened.
nonisolated(unsafe) public let kUTTypeFlatRTFD: NSString = "com.apple.flat-rtfd"
/// `com.apple.webarchive`: a web archive.
nonisolated(unsafe) public let kUTTypeWebArchive: NSString = "com.apple.webarchive"
/// `public.jpeg-2000`: a JPEG 2000 image.
nonisolated(unsafe) public let kUTTypeJPEG2000: NSString = "public.jpeg-2000"
/// `com.apple.icns`: an Apple icon image.
nonisolated(unsafe) public let kUTTypeAppleICNS: NSString = "com.apple.icns"
/// `com.microsoft.bmp`: a BMP image.
nonisolated(unsafe) public let kUTTypeBMP: NSString = "com.microsoft.bmp"
/// `com.microsoft.ico`: a Windows icon.
nonisolated(unsafe) public let kUTTypeICO: NSString = "com.microsoft.ico"
/// `public.camera-raw-image`: a camera raw image.
nonisolated(unsafe) public let kUTTypeRawImage: NSString = "public.camera-raw-image"
/// `public.svg-image`: an SVG image.
nonisolated(unsafe) public let kUTTypeScalableVectorGraphics: NSString = "public.svg-image"
/// `com.apple.live-photo`: a Live Photo.
nonisolated(unsafe) public let kUTTypeLivePhoto: NSString = "com.apple.live-photo"
/// `com.apple.quicktime-movie`: a QuickTime movie.
nonisolated(unsafe) public let kUTTypeQuickTimeMovie: NSString = "com.apple.quicktime-movie"
/// `public.mpeg`: an MPEG-1 or MPEG-2 movie.
nonisolated(unsafe) public let kUTTypeMPEG: NSString = "public.mpeg"
/// `public.mpeg-2-video`: MPEG-2 video.
nonisolated(unsafe) public let kUTTypeMPEG2Video: NSString = "public.mpeg-2-video"
/// `public.mpeg-2-transport-stream`: an MPEG-2 transport stream.
nonisolated(unsafe) public let kUTTypeMPEG2TransportStream: NSString =
  "public.mpeg-2-transport-stream"
/// `public.mp3`: MP3 audio.
nonisolated(unsafe) public let kUTTypeMP3: NSString = "public.mp3"
/// `public.mpeg-4`: an MPEG-4 movie.
nonisolated(unsafe) public let kUTTypeMPEG4: NSString = "public.mpeg-4"
/// `public.mpeg-4-audio`: MPEG-4 audio.
nonisolated(unsafe) public let kUTTypeMPEG4Audio: NSString = "public.mpeg-4-audio"
/// `com.apple.protected-mpeg-4-audio`: Apple-protected MPEG-4 audio.
nonisolated(unsafe) public let kUTTypeAppleProtectedMPEG4Audio: NSString =
  "com.apple.protected-mpeg-4-audio"
/// `com.apple.protected-mpeg-4-video`: Apple-protected MPEG-4 video.
nonisolated(unsafe) public let kUTTypeAppleProtectedMPEG4Video: NSString =
  "com.apple.protected-mpeg-4-video"
/// `public.avi`: an AVI movie.
nonisolated(unsafe) public let kUTTypeAVIMovie: NSString = "public.avi"
/// `public.aiff-audio`: AIFF audio.
nonisolated(unsafe) public let kUTTypeAudioInterchangeFileFormat: NSString = "public.aiff-audio"
/// `com.microsoft.waveform-audio`: WAVE audio.
nonisolated(unsafe) public let kUTTypeWaveformAudio: NSString = "com.microsoft.waveform-audio"
/// `public.midi-audio`: MIDI audio.
nonisolated(unsafe) public let kUTTypeMIDIAudio: NSString = "public.midi-audio"
/// `public.playlist`: a playlist.
nonisolated(unsafe) public let kUTTypePlaylist: NSString = "public.playlist"
/// `public.m3u-playlist`: an M3U playlist.
nonisolated(unsafe) public let kUTTypeM3UPlaylist: NSString = "public.m3u-playlist"
/// `public.folder`: a user-browsable directory.
nonisolated(unsafe) public let kUTTypeFolder: NSString = "public.folder"
/// `public.volume`: a volume's root directory.
nonisolated(unsafe) public let kUTTypeVolume: NSString = "public.volume"
/// `com.apple.package`: a directory shown as one file.
nonisolated(unsafe) public let kUTTypePackage: NSString = "com.apple.package"
/// `com.apple.bundle`: a bundle.
nonisolated(unsafe) public let kUTTypeBundle: NSString = "com.apple.bundle"
/// `com.apple.framework`: a framework bundle.
nonisolated(unsafe) public let kUTTypeFramework: NSString = "com.apple.framework"
/// `com.apple.application`: an application.
nonisolated(unsafe) public let kUTTypeApplication: NSString = "com.apple.application"
/// `com.apple.application-bundle`: an application bundle.
nonisolated(unsafe) public let kUTTypeApplicationBundle: NSString = "com.apple.application-bundle"
/// `public.unix-executable`: a UNIX executable.
nonisolated(unsafe) public let kUTTypeUnixExecutable: NSString = "public.unix-executable"
/// `org.gnu.gnu-zip-archive`: a gzip archive.
nonisolated(unsafe) public let kUTTypeGNUZipArchive: NSString = "org.gnu.gnu-zip-archive"
/// `public.bzip2-archive`: a bzip2 archive.
nonisolated(unsafe) public let kUTTypeBzip2Archive: NSString = "public.bzip2-archive"
/// `public.zip-archive`: a zip archive.
nonisolated(unsafe) public let kUTTypeZipArchive: NSString = "public.zip-archive"
/// `public.spreadsheet`: a spreadsheet.
nonisolated(unsafe) public let kUTTypeSpreadsheet: NSString = "public.spreadsheet"
/// `public.presentation`: a presentation.
nonisolated(unsafe) public let kUTTypePresentation: NSString = "public.presentation"
/// `public.database`: a database.
nonisolated(unsafe) public let kUTTypeDatabase: NSString = "public.database"
/// `public.vcard`: a vCard.
nonisolated(unsafe) public let kUTTypeVCard: NSString = "public.vcard"
/// `public.to-do-item`: a to-do item.
nonisolated(unsafe) public let kUTTypeToDoItem: NSString = "public.to-do-item"
/// `public.calendar-event`: a calendar event.
nonisolated(unsafe) public let kUTTypeCalendarEvent: NSString = "public.calendar-event"
/// `public.email-message`: an email message.
nonisolated(unsafe) public let kUTTypeEmailMessage: NSString = "public.email-message"
/// `com.apple.internet-location`: an internet location file.
nonisolated(unsafe) public let kUTTypeInternetLocation: NSString = "com.apple.internet-location"
/// `public.font`: a font.
nonisolated(unsafe) public let kUTTypeFont: NSString = "public.font"
/// `public.bookmark`: a bookmark.
nonisolated(unsafe) public let kUTTypeBookmark: NSString = "public.bookmark"
/// `public.3d-content`: 3D content.
nonisolated(unsafe) public let kUTType3DContent: NSString = "public.3d-content"
/// `com.rsa.pkcs-12`: PKCS #12 data.
nonisolated(unsafe) public let kUTTypePKCS12: NSString = "com.rsa.pkcs-12"
/// `public.x509-certificate`: an X.509 certificate.
nonisolated(unsafe) public let kUTTypeX509Certificate: NSString = "public.x509-certificate"
/// `org.idpf.epub-container`: an EPUB publication.
nonisolated(unsafe) public let kUTTypeElectronicPublication: NSString = "org.idpf.epub-container"
/// `public.log`: a log.
nonisolated(unsafe) public let kUTTypeLog: NSString = "public.log"
