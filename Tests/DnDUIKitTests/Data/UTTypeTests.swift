import DnDEngine
import Testing
import VirtualTime

@testable import DnDUIKit

/// `UTType` and NSItemProvider's UTType spellings: identifiers and conformance as UTType's
/// documentation gives them, the same conformance as the engine types the module makes from type
/// strings, the tag table, and registrations and loads that go through the string-based calls
/// (same engine loads, same log lines).
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
    #expect(kUTTypePNG as String == UTType.png.identifier)
    #expect(kUTTypeMovie as String == UTType.movie.identifier)
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
    // A PNG registered by `UTType.png.identifier` conforms to public.image in the engine.
    let provider = NSItemProvider(
      item: Data([1, 2]) as NSData, typeIdentifier: UTType.png.identifier)
    #expect(provider.hasItemConformingToTypeIdentifier(UTType.image.identifier))
    #expect(provider.engineProvider.hasItemConforming(toTypeIdentifier: .image))
    #expect(!provider.hasItemConformingToTypeIdentifier(UTType.text.identifier))
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

  // MARK: Item providers

  @Test func aRepresentationRegisteredByTypeIsListedAndReadable() {
    let provider = NSItemProvider()
    let png = UIImage(size: CGSize(width: 8, height: 8)).pngData()
    provider.registerDataRepresentation(for: .png) { completion in
      completion(png, nil)
      return nil
    }
    provider.registerDataRepresentation(for: .plainText, visibility: .ownProcess) { completion in
      completion(Data("a sticker".utf8), nil)
      return nil
    }
    #expect(provider.registeredContentTypes == [.png, .plainText])
    #expect(provider.registeredTypeIdentifiers == ["public.png", "public.plain-text"])
    #expect(provider.registeredContentTypes(conformingTo: .image) == [.png])
    #expect(provider.registeredContentTypes(conformingTo: .text) == [.plainText])
    #expect(provider.registeredContentTypes(conformingTo: .audio).isEmpty)
    #expect(provider.registeredContentTypes(conformingTo: .data) == [.png, .plainText])
    #expect(provider.registeredContentTypesForOpenInPlace.isEmpty)
    #expect(provider.canLoadObject(ofClass: UIImage.self))
    #expect(provider.hasItemConformingToTypeIdentifier(UTType.image.identifier))
    #expect(provider.engineProvider.representations[1].visibility == .ownProcess)
  }

  @Test func aDeclaredTypeTravelsWithItsParent() {
    let sticker = UTType(exportedAs: "com.example.sticker", conformingTo: .png)
    let provider = NSItemProvider()
    provider.registerDataRepresentation(for: sticker) { completion in
      completion(Data([1]), nil)
      return nil
    }
    #expect(provider.hasItemConformingToTypeIdentifier(UTType.image.identifier))
    #expect(provider.registeredContentTypes.first?.conforms(to: .image) == true)
    #expect(provider.registeredContentTypes(conformingTo: .png) == [sticker])
    // Registered by its identifier string, the same name is an undeclared type: data only.
    let byName = NSItemProvider()
    byName.registerDataRepresentation(forTypeIdentifier: sticker.identifier, visibility: .all) {
      completion in
      completion(Data([1]), nil)
      return nil
    }
    #expect(!byName.hasItemConformingToTypeIdentifier(UTType.image.identifier))
  }

  @Test func aDropTargetAsksForImagesByTypeAndLoadsTheBytes() throws {
    let png = try #require(UIImage(size: CGSize(width: 32, height: 16)).pngData())
    let exchange = Exchange {
      let provider = NSItemProvider()
      provider.registerDataRepresentation(for: .png) { completion in
        completion(png, nil)
        return nil
      }
      return provider
    }
    let loaded = Box<Data>()
    let types = Box<[UTType]>()
    exchange.onDrop = { session in
      let provider = session.items[0].itemProvider
      types.value = provider.registeredContentTypes
      provider.loadDataRepresentation(for: .image) { data, error in
        #expect(error == nil)
        loaded.value = data
      }
    }
    let lines = exchange.drag()
    #expect(types.value == [.png])
    #expect(loaded.value == png)
    #expect(UIImage(data: loaded.value ?? Data())?.size == CGSize(width: 32, height: 16))
    #expect(
      lines.contains { $0.contains("delegate target.drop canHandle(") && $0.hasSuffix("true") })
    #expect(lines.contains { $0.contains("load L1 started(provider: P1, type: public.image)") })
    #expect(lines.contains { $0.contains("load L1 completed(data: <\(png.count) bytes>)") })
  }

  /// Registering and loading by type log exactly what the string-based calls log.
  @Test func typedCallsLogAsTheStringCalls() {
    let bytes = Data("hello".utf8)
    let typed = Exchange {
      let provider = NSItemProvider()
      provider.registerDataRepresentation(for: .utf8PlainText) { completion in
        completion(bytes, nil)
        return nil
      }
      return provider
    }
    typed.accepted = [UTType.text.identifier]
    let typedData = Box<Data>()
    typed.onDrop = { session in
      session.items[0].itemProvider.loadDataRepresentation(for: .plainText) { data, _ in
        typedData.value = data
      }
    }
    let strings = Exchange {
      let provider = NSItemProvider()
      provider.registerDataRepresentation(
        forTypeIdentifier: "public.utf8-plain-text", visibility: .all
      ) { completion in
        completion(bytes, nil)
        return nil
      }
      return provider
    }
    strings.accepted = [UTType.text.identifier]
    let stringData = Box<Data>()
    strings.onDrop = { session in
      session.items[0].itemProvider.loadDataRepresentation(forTypeIdentifier: "public.plain-text") {
        data, _ in stringData.value = data
      }
    }
    let typedLines = typed.drag()
    #expect(typedData.value == bytes)
    #expect(stringData.value == nil)
    #expect(strings.drag() == typedLines)
    #expect(stringData.value == bytes)
  }

  @Test func aDropTargetAskingForImagesRefusesText() {
    let exchange = Exchange {
      let provider = NSItemProvider()
      provider.registerDataRepresentation(for: .plainText) { completion in
        completion(Data("not an image".utf8), nil)
        return nil
      }
      return provider
    }
    let dropped = Box<Bool>()
    exchange.onDrop = { _ in dropped.value = true }
    let lines = exchange.drag()
    #expect(dropped.value == nil)
    #expect(
      lines.contains { $0.contains("delegate target.drop canHandle(") && $0.hasSuffix("false") })
  }

  // MARK: Fixture

  /// A screen with a source that drags the provider `provide` makes and a target that accepts
  /// items conforming to `accepted` (images by default) and runs `onDrop` in `performDrop`.
  final class Exchange: UIViewController, UIDragInteractionDelegate, UIDropInteractionDelegate {
    let device = TestDevice()
    let source = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
    let target = UIView(frame: CGRect(x: 200, y: 20, width: 200, height: 200))
    let provide: () -> NSItemProvider
    var accepted = [UTType.image.identifier]
    var onDrop: (UIDropSession) -> Void = { _ in }

    init(provide: @escaping () -> NSItemProvider) {
      self.provide = provide
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      source.accessibilityIdentifier = "source"
      source.addInteraction(UIDragInteraction(delegate: self))
      view.addSubview(source)
      target.accessibilityIdentifier = "target"
      target.addInteraction(UIDropInteraction(delegate: self))
      view.addSubview(target)
    }

    /// Shows the screen, drags the source onto the target, settles; the log.
    func drag() -> [String] {
      device.show(self, app: "stickers", frame: CGRect(x: 0, y: 0, width: 500, height: 400))
      device.drag(from: CGPoint(x: 70, y: 70), to: CGPoint(x: 300, y: 120))
      device.settle()
      return device.lines
    }

    func dragInteraction(
      _ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession
    ) -> [UIDragItem] {
      [UIDragItem(itemProvider: provide())]
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession)
      -> Bool
    {
      session.hasItemsConforming(toTypeIdentifiers: accepted)
    }

    func dropInteraction(
      _ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession
    ) -> UIDropProposal {
      UIDropProposal(operation: .copy)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
      onDrop(session)
    }
  }
}

/// A value a `@Sendable` completion hands back to the test; everything runs on the test's thread.
private final class Box<Value>: @unchecked Sendable {
  var value: Value?
}
