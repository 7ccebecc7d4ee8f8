import DnDEngine
import Testing
import VirtualTime

@testable import DnDUIKit

/// NSItemProvider's UTType spellings: registrations and loads that go through the string-based
/// calls (same engine loads, same log lines), and drop targets that ask by type.
@Suite struct NSItemProviderUTTypeTests {
  /// The `kUTType…` constants are the UTType identifiers, and a PNG registered by
  /// `UTType.png.identifier` conforms to public.image in the engine.
  @Test func typeStringsAndUTTypesAreTheSameTypes() {
    #expect(kUTTypePNG as String == UTType.png.identifier)
    #expect(kUTTypeMovie as String == UTType.movie.identifier)
    // A PNG registered by `UTType.png.identifier` conforms to public.image in the engine.
    let provider = NSItemProvider(
      item: Data([1, 2]) as NSData, typeIdentifier: UTType.png.identifier)
    #expect(provider.hasItemConformingToTypeIdentifier(UTType.image.identifier))
    #expect(provider.engineProvider.hasItemConforming(toTypeIdentifier: .image))
    #expect(!provider.hasItemConformingToTypeIdentifier(UTType.text.identifier))
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
nonisolated private final class Box<Value>: @unchecked Sendable {
  var value: Value?
}
