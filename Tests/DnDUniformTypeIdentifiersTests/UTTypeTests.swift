import DnDEngine
import DnDUniformTypeIdentifiers
import Testing

/// `UTType`: identifiers and conformance as UTType's documentation gives them, the same
/// conformance as the engine types the module makes from type strings, and the tag table.
@Suite struct UTTypeTests {
  // MARK: The common types

  /// Every static, with the identifier UTType's documentation gives it.
  static let statics: [(UTType, String)] = [
    (.item, "public.item"), (.content, "public.content"),
    (.compositeContent, "public.composite-content"), (.data, "public.data"),
    (.directory, "public.directory"), (.folder, "public.folder"),
    (.package, "com.apple.package"), (.archive, "public.archive"), (.zip, "public.zip-archive"),
    (.text, "public.text"), (.plainText, "public.plain-text"),
    (.utf8PlainText, "public.utf8-plain-text"), (.utf16PlainText, "public.utf16-plain-text"),
    (.rtf, "public.rtf"), (.html, "public.html"), (.sourceCode, "public.source-code"),
    (.json, "public.json"), (.url, "public.url"), (.fileURL, "public.file-url"),
    (.image, "public.image"), (.png, "public.png"), (.jpeg, "public.jpeg"),
    (.gif, "com.compuserve.gif"), (.tiff, "public.tiff"), (.heic, "public.heic"),
    (.pdf, "com.adobe.pdf"), (.spreadsheet, "public.spreadsheet"),
    (.presentation, "public.presentation"), (.audiovisualContent, "public.audiovisual-content"),
    (.movie, "public.movie"), (.video, "public.video"), (.audio, "public.audio"),
    (.mp3, "public.mp3"), (.contact, "public.contact"), (.vCard, "public.vcard"),
    (.message, "public.message"), (.emailMessage, "public.email-message"),
  ]

  @Test func theStaticsHaveUTTypesIdentifiers() {
    for (type, identifier) in Self.statics {
      #expect(type.identifier == identifier)
      #expect(type.description == identifier)
      #expect(UTType(identifier) == type)
    }
    #expect(Set(Self.statics.map(\.0)).count == Self.statics.count)
  }

  @Test func theStaticsConformAsUTTypesDocumentationSays() {
    let conforming: [(UTType, [UTType])] = [
      (.data, [.item]), (.compositeContent, [.content]), (.folder, [.directory, .item]),
      (.package, [.directory]), (.zip, [.data, .archive]), (.text, [.data, .content]),
      (.utf8PlainText, [.plainText, .text, .data, .content]), (.utf16PlainText, [.plainText]),
      (.rtf, [.text]), (.html, [.text]), (.sourceCode, [.text]), (.json, [.text]),
      (.fileURL, [.url, .data]), (.image, [.data, .content]), (.png, [.image, .data]),
      (.jpeg, [.image]), (.gif, [.image]), (.tiff, [.image]), (.heic, [.image, .content]),
      (.pdf, [.data, .compositeContent, .content]), (.spreadsheet, [.content]),
      (.presentation, [.compositeContent, .content]), (.audiovisualContent, [.data, .content]),
      (.movie, [.audiovisualContent]), (.video, [.movie, .audiovisualContent, .data]),
      (.audio, [.audiovisualContent]), (.mp3, [.audio, .data]), (.vCard, [.text, .contact]),
      (.emailMessage, [.message]),
    ]
    for (type, supertypes) in conforming {
      for supertype in supertypes {
        #expect(type.conforms(to: supertype), "\(type) conforms to \(supertype)")
      }
    }
    let notConforming: [(UTType, UTType)] = [
      (.png, .text), (.text, .image), (.content, .data), (.directory, .data), (.folder, .data),
      (.package, .data), (.archive, .data), (.contact, .text), (.message, .data),
      (.json, .plainText), (.sourceCode, .plainText), (.html, .plainText), (.plainText, .rtf),
      (.url, .text), (.movie, .audio), (.audio, .movie), (.pdf, .image), (.image, .png),
    ]
    for (type, other) in notConforming {
      #expect(!type.conforms(to: other), "\(type) does not conform to \(other)")
    }
    // As in the engine, every type conforms to public.item.
    for (type, _) in Self.statics { #expect(type.conforms(to: .item)) }
  }

  /// The conformance of a static is the engine's for its identifier, as every string-based call
  /// of the module builds it: no second table that could disagree.
  @Test func conformanceAgreesWithTheEngineTypesMadeFromStrings() {
    for (type, identifier) in Self.statics {
      let engine = TypeIdentifier.uikit(identifier)
      for (other, otherIdentifier) in Self.statics {
        #expect(
          engine.conforms(to: .uikit(otherIdentifier)) == type.conforms(to: other),
          "\(identifier) → \(otherIdentifier)")
      }
    }
  }

  @Test func subtypesSupertypesAndTheSupertypeSet() {
    #expect(UTType.png.isSubtype(of: .image))
    #expect(!UTType.png.isSubtype(of: .png))
    #expect(UTType.image.isSupertype(of: .png))
    #expect(!UTType.image.isSupertype(of: .image))
    #expect(!UTType.text.isSupertype(of: .png))
    #expect(UTType.png.supertypes == [.image, .data, .content, .item])
    #expect(UTType.utf8PlainText.supertypes == [.plainText, .text, .data, .content, .item])
    #expect(
      UTType.heic.supertypes.map(\.identifier).sorted() == [
        "public.content", "public.data", "public.heif-standard", "public.image", "public.item",
      ])
    #expect(UTType.content.supertypes == [.item])
    #expect(UTType.item.supertypes.isEmpty)
  }

  // MARK: Making types

  @Test func anyWellFormedIdentifierIsAType() throws {
    #expect(UTType("public.png") == .png)
    #expect(UTType("public.jpeg")?.conforms(to: .image) == true)
    // Not in the table: an undeclared type, conforming to public.data as a type string does.
    let note = try #require(UTType("com.example.note"))
    #expect(note.identifier == "com.example.note")
    #expect(note.conforms(to: .data) && !note.conforms(to: .text))
    #expect(note.supertypes == [.data, .item])
    #expect(UTType("dyn.ah62d4rv4ge8") != nil)
    #expect(UTType("org.exämple.naïve") != nil)
    for malformed in ["", ".", "public.", ".png", "public..png", "has space", "a/b", "a_b"] {
      #expect(UTType(malformed) == nil, "\(malformed)")
    }
  }

  @Test func declaredTypesTakeTheirParentUnlessTheSystemDeclaresThem() {
    let note = UTType(exportedAs: "com.example.note", conformingTo: .json)
    #expect(note.conforms(to: .json) && note.conforms(to: .text) && note.conforms(to: .data))
    #expect(!note.conforms(to: .image))
    #expect(note.supertypes == [.json, .text, .data, .content, .item])
    // Equal to the same identifier made any other way (conformance aside).
    #expect(note == UTType("com.example.note"))
    let folderish = UTType(importedAs: "com.example.bundle", conformingTo: .package)
    #expect(folderish.conforms(to: .directory) && !folderish.conforms(to: .data))
    #expect(UTType(importedAs: "com.example.raw").supertypes == [.data, .item])
    // A system type keeps its own conformance.
    let png = UTType(importedAs: "public.png", conformingTo: .text)
    #expect(png.conforms(to: .image) && !png.conforms(to: .text))
  }

  @Test func filenameExtensionsAndMIMETypesOfTheBuiltInTable() {
    #expect(UTType(filenameExtension: "png") == .png)
    #expect(UTType(filenameExtension: "JPG") == .jpeg)
    #expect(UTType(filenameExtension: "jpeg") == .jpeg)
    #expect(UTType(filenameExtension: "txt") == .plainText)
    #expect(UTType(filenameExtension: "htm") == .html)
    #expect(UTType(filenameExtension: "vcf", conformingTo: .contact) == .vCard)
    #expect(UTType(filenameExtension: "png", conformingTo: .text) == nil)
    #expect(UTType(filenameExtension: "xyz") == nil)
    #expect(UTType(mimeType: "image/png") == .png)
    #expect(UTType(mimeType: "Application/PDF") == .pdf)
    #expect(UTType(mimeType: "audio/mpeg", conformingTo: .audio) == .mp3)
    #expect(UTType(mimeType: "text/x-unknown") == nil)
    #expect(UTType.jpeg.preferredFilenameExtension == "jpeg")
    #expect(UTType.jpeg.preferredMIMEType == "image/jpeg")
    #expect(UTType.json.preferredMIMEType == "application/json")
    #expect(UTType.zip.preferredFilenameExtension == "zip")
    #expect(UTType.image.preferredFilenameExtension == nil)
    #expect(UTType.image.preferredMIMEType == nil)
    // Every tagged static round-trips through its preferred tags.
    for (type, _) in Self.statics {
      if let ext = type.preferredFilenameExtension {
        #expect(UTType(filenameExtension: ext, conformingTo: .item) == type)
      }
      if let mime = type.preferredMIMEType {
        #expect(UTType(mimeType: mime, conformingTo: .item) == type)
      }
    }
  }
}
