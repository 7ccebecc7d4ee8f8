import DnDEngine
import Testing
import VirtualTime

@testable import DnDUIKit

/// `NSItemProvider` and the reading/writing classes on the engine: types, loads, errors,
/// progress, visibility — and above all that a load through the facade logs exactly what the
/// same load made with the engine's native API logs. Self-contained: a minimal engine scene (a
/// source view in one app, a drop view in another), no UIKit views or interactions. Completion
/// handlers are `@Sendable`, as the SDK's are; they run on the test's thread here, so the local
/// variables they fill are `nonisolated(unsafe)`.
@Suite struct ItemProviderTests {
  // MARK: Log equality with native code

  @Test func aStringLoadLogsAsNatively() {
    let native = LoadScene { [DragItem(itemProvider: ItemProvider(object: "hello"))] }
    var nativeText: String?
    native.run { session in
      session.items[0].itemProvider.loadObject(ofClass: String.self) { result in
        nativeText = try? result.get()
      }
    }
    let uikit = LoadScene {
      [DragItem(itemProvider: NSItemProvider(object: "hello" as NSString).engineProvider)]
    }
    nonisolated(unsafe) var uikitText: String?
    nonisolated(unsafe) var uikitError: Error?
    uikit.run { session in
      let provider = NSItemProvider.facade(for: session.items[0].itemProvider)
      provider.loadObject(ofClass: NSString.self) { object, error in
        uikitText = bridged(object, to: String.self)
        uikitError = error
      }
    }
    #expect(nativeText == "hello")
    #expect(uikitText == "hello")
    #expect(uikitError == nil)
    #expect(uikit.lines == native.lines)
    #expect(uikit.lines.contains { $0.hasSuffix("load L1 started(provider: P1, class: String)") })
    #expect(uikit.lines.contains { $0.hasSuffix("load L1 completed(data: <5 bytes>)") })
  }

  @Test func aDataLoadLogsAsNatively() {
    let native = LoadScene { [DragItem(itemProvider: ItemProvider(object: "hello"))] }
    native.run { session in
      session.items[0].itemProvider.loadDataRepresentation(forTypeIdentifier: .plainText) { _ in }
    }
    let uikit = LoadScene {
      [DragItem(itemProvider: NSItemProvider(object: "hello" as NSString).engineProvider)]
    }
    nonisolated(unsafe) var data: Data?
    uikit.run { session in
      NSItemProvider.facade(for: session.items[0].itemProvider).loadDataRepresentation(
        forTypeIdentifier: kUTTypePlainText as String
      ) { loaded, _ in data = loaded }
    }
    #expect(data == Data("hello".utf8))
    #expect(uikit.lines == native.lines)
  }

  @Test func anImageLoadLogsAsNativelyPreviewSizeIncluded() {
    let size = Size(width: 640, height: 480)
    let native = LoadScene {
      [DragItem(itemProvider: ItemProvider(object: ImageObject(format: .png, pixelSize: size)))]
    }
    native.run { session in
      session.items[0].itemProvider.loadObject(ofClass: ImageObject.self) { _ in }
    }
    let image = UIImage(size: CGSize(width: 640, height: 480))
    let provider = NSItemProvider(object: image)
    #expect(provider.preferredPresentationSize == CGSize(width: 640, height: 480))
    let uikit = LoadScene { [DragItem(itemProvider: provider.engineProvider)] }
    nonisolated(unsafe) var loaded: UIImage?
    uikit.run { session in
      NSItemProvider.facade(for: session.items[0].itemProvider).loadObject(ofClass: UIImage.self) {
        object, _ in loaded = object as? UIImage
      }
    }
    #expect(loaded?.size == CGSize(width: 640, height: 480))
    #expect(uikit.lines == native.lines)
    #expect(uikit.lines.contains { $0.contains("class: ImageObject") })
  }

  @Test func aURLLoadLogsAsNatively() {
    let address = "https://example.com/a.png"
    let native = LoadScene {
      [DragItem(itemProvider: ItemProvider(object: URLObject(string: address)))]
    }
    native.run { session in
      session.items[0].itemProvider.loadObject(ofClass: URLObject.self) { _ in }
    }
    let uikit = LoadScene {
      [
        DragItem(
          itemProvider: NSItemProvider(object: NSURL(string: address)!).engineProvider)
      ]
    }
    nonisolated(unsafe) var loaded: NSURL?
    uikit.run { session in
      NSItemProvider.facade(for: session.items[0].itemProvider).loadObject(ofClass: NSURL.self) {
        object, _ in loaded = object as? NSURL
      }
    }
    #expect(loaded.map { ($0 as URL).absoluteString } == address)
    #expect(uikit.lines == native.lines)
  }

  @Test func aCustomClassLogsItsNameAndOtherwiseAsNatively() throws {
    let note = StickyNote(text: "milk", color: "blue")
    let bytes = try StickyNote.encoder.encode(note)
    let native = LoadScene {
      let provider = ItemProvider()
      provider.registerDataRepresentation(
        forType: TypeIdentifier(StickyNote.type), data: ItemData([UInt8](bytes)))
      provider.registerDataRepresentation(forType: .utf8PlainText, data: ItemData(utf8: "milk"))
      return [DragItem(itemProvider: provider)]
    }
    native.run { session in
      session.items[0].itemProvider.loadObject(ofClass: NativeNote.self) { _ in }
    }
    let uikit = LoadScene { [DragItem(itemProvider: NSItemProvider(object: note).engineProvider)] }
    nonisolated(unsafe) var loaded: StickyNote?
    uikit.run { session in
      NSItemProvider.facade(for: session.items[0].itemProvider).loadObject(ofClass: StickyNote.self)
      {
        object, _ in loaded = object as? StickyNote
      }
    }
    #expect(loaded?.text == "milk")
    #expect(loaded?.color == "blue")
    #expect(uikit.lines == native.lines)
    #expect(uikit.lines.contains { $0.hasSuffix("class: StickyNote)") })
  }

  @Test func aFailedLoadLogsAsNatively() {
    let native = LoadScene { [DragItem(itemProvider: ItemProvider(object: "text"))] }
    native.run { session in
      session.items[0].itemProvider.loadObject(ofClass: ImageObject.self) { _ in }
    }
    let uikit = LoadScene {
      [DragItem(itemProvider: NSItemProvider(object: "text" as NSString).engineProvider)]
    }
    nonisolated(unsafe) var error: NSError?
    uikit.run { session in
      NSItemProvider.facade(for: session.items[0].itemProvider).loadObject(ofClass: UIImage.self) {
        object, failure in
        #expect(object == nil)
        error = failure.map { $0 as NSError }
      }
    }
    #expect(error?.domain == NSItemProviderErrorDomain)
    #expect(error?.code == NSItemProvider.ErrorCode.unavailableCoercionError.rawValue)
    #expect(uikit.lines == native.lines)
    #expect(
      uikit.lines.contains { $0.hasSuffix("load L1 failed(error: unavailableCoercion(-1200))") })
  }

  // MARK: Types

  @Test func eachClassRegistersTheTypesItsEngineCounterpartDoes() {
    #expect(
      NSItemProvider(object: "a" as NSString).registeredTypeIdentifiers
        == ItemProvider(object: "a").registeredTypeIdentifiers.map(\.rawValue))
    #expect(
      NSItemProvider(object: NSURL(string: "file:///tmp/a.txt")!).registeredTypeIdentifiers == [
        "public.file-url"
      ])
    #expect(
      NSItemProvider(object: NSURL(string: "https://example.com")!).registeredTypeIdentifiers == [
        "public.url"
      ])
    #expect(
      NSItemProvider(object: UIImage(size: CGSize(width: 2, height: 2))).registeredTypeIdentifiers
        == ["public.png"])
    #expect(
      NSItemProvider(object: UIColor.red).registeredTypeIdentifiers == ["com.apple.uikit.color"])
    #expect(
      NSItemProvider(object: NSAttributedString(string: "a")).registeredTypeIdentifiers == [
        "public.utf8-plain-text", "public.rtf",
      ])
    #expect(
      NSItemProvider(object: StickyNote(text: "a", color: "red")).registeredTypeIdentifiers == [
        StickyNote.type, "public.utf8-plain-text",
      ])
  }

  @Test func builtInTypesConformAsUTTypesDo() {
    let png = NSItemProvider(object: UIImage(size: CGSize(width: 2, height: 2)))
    #expect(png.hasItemConformingToTypeIdentifier(kUTTypeImage as String))
    #expect(png.hasItemConformingToTypeIdentifier(kUTTypeData as String))
    #expect(png.hasItemConformingToTypeIdentifier(kUTTypeContent as String))
    #expect(!png.hasItemConformingToTypeIdentifier(kUTTypeText as String))
    #expect(
      png.hasRepresentationConforming(toTypeIdentifier: kUTTypePNG as String, fileOptions: []))
    #expect(
      !png.hasRepresentationConforming(
        toTypeIdentifier: kUTTypePNG as String, fileOptions: .openInPlace))
    #expect(png.canLoadObject(ofClass: UIImage.self))
    #expect(!png.canLoadObject(ofClass: NSString.self))

    let text = NSItemProvider(object: "a" as NSString)
    #expect(text.hasItemConformingToTypeIdentifier(kUTTypeUTF8PlainText as String))
    #expect(text.hasItemConformingToTypeIdentifier(kUTTypeText as String))
    #expect(text.canLoadObject(ofClass: NSString.self))
    #expect(text.canLoadObject(ofClass: NSAttributedString.self))
    #expect(!text.canLoadObject(ofClass: UIImage.self))

    // Types the engine does not declare get UTType's parents.
    let gif = NSItemProvider()
    gif.registerDataRepresentation(forTypeIdentifier: kUTTypeGIF as String, visibility: .all) {
      completion in
      completion(Data(), nil)
      return nil
    }
    #expect(gif.hasItemConformingToTypeIdentifier(kUTTypeImage as String))
    #expect(TypeIdentifier.uikit("public.rtf").conforms(to: .text))
    #expect(TypeIdentifier.uikit("com.example.unknown").conforms(to: .data))
  }

  @Test func aSessionSeesImagesThroughTheFacade() {
    let scene = LoadScene {
      [
        DragItem(
          itemProvider: NSItemProvider(object: UIImage(size: CGSize(width: 8, height: 8)))
            .engineProvider)
      ]
    }
    var conforms: Bool?
    var canLoad: Bool?
    scene.run { session in
      conforms = session.hasItemsConforming(toTypeIdentifiers: [.uikit(kUTTypeImage as String)])
      canLoad = session.canLoadObjects(ofClass: NSItemProvider.objectReadingType(for: UIImage.self))
    }
    #expect(conforms == true)
    #expect(canLoad == true)
  }

  @Test func theConstantsAreTheEnginesTypeNames() {
    let pairs: [(NSString, TypeIdentifier)] = [
      (kUTTypeItem, .item), (kUTTypeContent, .content), (kUTTypeData, .data),
      (kUTTypeImage, .image), (kUTTypePNG, .png), (kUTTypeJPEG, .jpeg), (kUTTypeText, .text),
      (kUTTypePlainText, .plainText), (kUTTypeUTF8PlainText, .utf8PlainText), (kUTTypeURL, .url),
      (kUTTypeFileURL, .fileURL), (kUTTypeRTF, .rtf), (kUTTypeGIF, .gif), (kUTTypePDF, .pdf),
      (kUTTypeMovie, .movie),
    ]
    for (constant, type) in pairs { #expect(constant as String == type.rawValue) }
  }

  /// An item Foundation would archive (`NSKeyedArchiver`, not modelled) is registered, and a load
  /// of it fails naming its class — the program goes on.
  @Test func anItemThatWouldBeArchivedFailsToLoadInsteadOfStopping() {
    let provider = NSItemProvider(item: NSDate(timeIntervalSince1970: 0), typeIdentifier: nil)
    #expect(provider.registeredTypeIdentifiers == ["public.data"])
    let scene = LoadScene { [DragItem(itemProvider: provider.engineProvider)] }
    nonisolated(unsafe) var failure: String?
    scene.run { session in
      NSItemProvider.facade(for: session.items[0].itemProvider).loadDataRepresentation(
        forTypeIdentifier: "public.data"
      ) { _, error in failure = error.map { "\($0)" } }
    }
    #expect(failure?.contains("not NSDate") == true)
  }

  @Test func anItemRegistersItsBytesUnderItsType() {
    let text = NSItemProvider(item: "hi" as NSString, typeIdentifier: nil)
    #expect(text.registeredTypeIdentifiers == ["public.utf8-plain-text"])
    let url = NSItemProvider(item: NSURL(string: "file:///a")!, typeIdentifier: nil)
    #expect(url.registeredTypeIdentifiers == ["public.file-url"])
    let data = NSItemProvider(item: Data([1, 2, 3]) as NSData, typeIdentifier: "public.png")
    #expect(data.registeredTypeIdentifiers == ["public.png"])
    #expect(data.hasItemConformingToTypeIdentifier(kUTTypeImage as String))
    #expect(NSItemProvider(item: nil, typeIdentifier: "public.png").registeredTypeIdentifiers == [])

    let scene = LoadScene { [DragItem(itemProvider: data.engineProvider)] }
    nonisolated(unsafe) var loaded: Data?
    scene.run { session in
      NSItemProvider.facade(for: session.items[0].itemProvider).loadDataRepresentation(
        forTypeIdentifier: "public.image"
      ) { bytes, _ in loaded = bytes }
    }
    #expect(loaded == Data([1, 2, 3]))
  }

  // MARK: Loads of each class

  @Test func everyClassComesBackAsItWent() {
    let colour = UIColor(red: 0.25, green: 0.5, blue: 1 / 3, alpha: 0.75)
    let richTextOnly = NSItemProvider()
    richTextOnly.registerDataRepresentation(
      forTypeIdentifier: kUTTypeRTF as String, visibility: .all
    ) {
      completion in
      completion(Data(PlainRTF.document(of: "rich\ntext").utf8), nil)
      return nil
    }
    let scene = LoadScene {
      [
        NSItemProvider(object: NSAttributedString(string: "a {b} \\ é 😀\nend")),
        NSItemProvider(object: colour),
        NSItemProvider(object: UIImage(size: CGSize(width: 3, height: 4))),
        NSItemProvider(object: NSURL(string: "file:///tmp/x.txt")!),
        richTextOnly,
      ].map { DragItem(itemProvider: $0.engineProvider) }
    }
    nonisolated(unsafe) var results: [String: Any] = [:]
    scene.run { session in
      let providers = session.items.map { NSItemProvider.facade(for: $0.itemProvider) }
      providers[0].loadObject(ofClass: NSAttributedString.self) { object, _ in
        results["attributed"] = (object as? NSAttributedString)?.string
      }
      providers[0].loadDataRepresentation(forTypeIdentifier: kUTTypeRTF as String) { data, _ in
        results["rtf"] = data.flatMap { String(data: $0, encoding: .utf8) }
      }
      providers[0].loadObject(ofClass: NSString.self) { object, _ in
        results["plain"] = bridged(object, to: String.self)
      }
      providers[1].loadObject(ofClass: UIColor.self) { object, _ in
        results["colour"] = object as? UIColor
      }
      providers[2].loadObject(ofClass: UIImage.self) { object, _ in
        results["image"] = (object as? UIImage)?.size
      }
      providers[3].loadObject(ofClass: NSURL.self) { object, _ in
        results["url"] = (object as? NSURL)?.isFileURL
      }
      providers[4].loadObject(ofClass: NSAttributedString.self) { object, _ in
        results["rich"] = (object as? NSAttributedString)?.string
      }
    }
    #expect(results["attributed"] as? String == "a {b} \\ é 😀\nend")
    #expect(results["plain"] as? String == "a {b} \\ é 😀\nend")
    let rtf = results["rtf"] as? String
    #expect(rtf?.hasPrefix("{\\rtf1") == true)
    #expect(rtf.flatMap(PlainRTF.text(of:)) == "a {b} \\ é 😀\nend")
    #expect((results["colour"] as? UIColor)?.isEqual(colour) == true)
    #expect(results["image"] as? CGSize == CGSize(width: 3, height: 4))
    #expect(results["url"] as? Bool == true)
    #expect(results["rich"] as? String == "rich\ntext")
  }

  @Test func theRTFReaderSkipsWhatIsNotText() {
    let rtf =
      "{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Helvetica;}}{\\*\\generator x;}\\f0\\fs24 Caf\\'e9\\par"
      + " \\u8364?5\\tab x}"
    #expect(PlainRTF.text(of: rtf) == "Café\n€5\tx")
    #expect(PlainRTF.text(of: "plain") == nil)
  }

  @Test func aStringFromAnNSStringLoadBridgesAtRunTime() {
    let scene = LoadScene {
      [DragItem(itemProvider: NSItemProvider(object: "bridged" as NSString).engineProvider)]
    }
    nonisolated(unsafe) var object: NSItemProviderReading?
    scene.run { session in
      NSItemProvider.facade(for: session.items[0].itemProvider).loadObject(ofClass: NSString.self) {
        loaded, _ in object = loaded
      }
    }
    // `object as? String`, as app code writes it (the compiler warns on Linux that the cast
    // always fails, yet it succeeds at run time); here through a generic, which makes the same
    // runtime cast without the warning.
    #expect(bridged(object, to: String.self) == "bridged")
    #expect((object as? NSString).map { $0 as String } == "bridged")
  }

  // MARK: Completions and errors

  @Test func completionsRunOnTheLoadQueue() {
    let scene = LoadScene {
      [DragItem(itemProvider: NSItemProvider(object: "q" as NSString).engineProvider)]
    }
    nonisolated(unsafe) var queues: [String?] = []
    scene.run { session in
      let provider = NSItemProvider.facade(for: session.items[0].itemProvider)
      provider.loadObject(ofClass: NSString.self) { _, _ in
        queues.append(scene.clock.currentQueue?.label)
      }
      provider.loadDataRepresentation(forTypeIdentifier: "public.text") { _, _ in
        queues.append(scene.clock.currentQueue?.label)
      }
      #expect(queues.isEmpty)
    }
    #expect(queues == ["loads", "loads"])
  }

  @Test func aReadersOwnErrorReachesTheCompletion() {
    let scene = LoadScene {
      let provider = NSItemProvider()
      provider.registerDataRepresentation(forTypeIdentifier: StickyNote.type, visibility: .all) {
        completion in
        completion(Data("not json".utf8), nil)
        return nil
      }
      return [DragItem(itemProvider: provider.engineProvider)]
    }
    nonisolated(unsafe) var error: Error?
    scene.run { session in
      NSItemProvider.facade(for: session.items[0].itemProvider).loadObject(ofClass: StickyNote.self)
      {
        _, failure in error = failure
      }
    }
    #expect(error is DecodingError)
    #expect(scene.lines.contains { $0.hasSuffix("failed(error: unexpectedValueClass(-1100))") })
  }

  @Test func aLoadersErrorFailsTheLoad() {
    let scene = LoadScene {
      let provider = NSItemProvider()
      provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) {
        completion in
        completion(
          nil, NSError(domain: "App", code: 7, userInfo: [NSLocalizedDescriptionKey: "disk full"]))
        return nil
      }
      provider.registerDataRepresentation(forTypeIdentifier: "public.jpeg", visibility: .all) {
        completion in
        completion(nil, nil)
        return nil
      }
      return [DragItem(itemProvider: provider.engineProvider)]
    }
    nonisolated(unsafe) var errors: [NSError] = []
    scene.run { session in
      let provider = NSItemProvider.facade(for: session.items[0].itemProvider)
      for type in ["public.png", "public.jpeg", "public.text"] {
        provider.loadDataRepresentation(forTypeIdentifier: type) { data, error in
          #expect(data == nil)
          if let error { errors.append(error as NSError) }
        }
      }
    }
    #expect(errors.map(\.code) == [-1, -1000, -1000])
    #expect(errors.allSatisfy { $0.domain == NSItemProviderErrorDomain })
    #expect(errors.first?.localizedDescription == "disk full")
    #expect(errors.last?.localizedDescription.isEmpty == false)
    #expect(
      scene.lines.contains { $0.hasSuffix("load L1 failed(error: failed(-1, \"disk full\"))") })
    #expect(scene.lines.contains { $0.hasSuffix("load L2 failed(error: itemUnavailable(-1000))") })
  }

  @Test func loadsOutsidePerformDropAreRefused() {
    // Never dragged: the engine refuses at once, synchronously, with a finished progress.
    let loose = NSItemProvider(object: "x" as NSString)
    nonisolated(unsafe) var error: NSError?
    let progress = loose.loadObject(ofClass: NSString.self) { _, failure in
      error = failure.map { $0 as NSError }
    }
    #expect(error?.code == -1)
    #expect(error?.domain == NSItemProviderErrorDomain)
    #expect(progress.isFinished)
    #expect(progress.fractionCompleted == 1)

    // Dragged, but loaded after the drop.
    let scene = LoadScene {
      [DragItem(itemProvider: NSItemProvider(object: "x" as NSString).engineProvider)]
    }
    var dropped: DropSession?
    scene.run { session in dropped = session }
    nonisolated(unsafe) var late: NSError?
    NSItemProvider.facade(for: dropped!.items[0].itemProvider).loadObject(ofClass: NSString.self) {
      _, failure in late = failure.map { $0 as NSError }
    }
    scene.settle()
    #expect(late?.code == -1)
    #expect(late?.localizedDescription.contains("performDrop") == true)
  }

  // MARK: Progress

  @Test func theProgressMirrorsTheEngines() {
    let scene = LoadScene {
      [slowItem("a", delay: .seconds(2)), slowItem("b", delay: .seconds(4))]
    }
    var loads: [Progress] = []
    var aggregate: Progress?
    var engineAggregate: LoadProgress?
    scene.run(settling: false) { session in
      for item in session.items {
        loads.append(
          NSItemProvider.facade(for: item.itemProvider).loadDataRepresentation(
            forTypeIdentifier: "public.text"
          ) { _, _ in })
      }
      engineAggregate = session.progress
      aggregate = NSItemProvider.progress(mirroring: session.progress)
    }
    #expect(loads.map(\.totalUnitCount) == [100, 100])
    #expect(loads.map(\.completedUnitCount) == [0, 0])
    #expect(aggregate?.fractionCompleted == 0)
    #expect(NSItemProvider.progress(mirroring: engineAggregate!) === aggregate)
    scene.advance(ms: 1000)
    #expect(loads.map(\.fractionCompleted) == [0.5, 0])
    #expect(aggregate?.fractionCompleted == 0.25)
    scene.advance(ms: 1000)
    #expect(loads[0].isFinished)
    #expect(loads[1].fractionCompleted == 0.5)
    #expect(aggregate?.fractionCompleted == engineAggregate?.fractionCompleted)
    #expect(aggregate?.fractionCompleted == 0.75)
    scene.settle()
    #expect(loads.allSatisfy { $0.isFinished })
    #expect(aggregate?.isFinished == true)
    #expect(aggregate?.fractionCompleted == 1)
  }

  @Test func cancellingTheProgressCancelsTheEngineLoad() {
    let writerProgress = Progress(parent: nil, userInfo: nil)
    let writerCancels = Box(0)
    writerProgress.cancellationHandler = { writerCancels.value += 1 }
    let scene = LoadScene {
      let provider = NSItemProvider()
      // A loader that never completes (it hangs), returning its own progress.
      provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) {
        _ in writerProgress
      }
      return [DragItem(itemProvider: provider.engineProvider)]
    }
    var progress: Progress?
    nonisolated(unsafe) var error: NSError?
    nonisolated(unsafe) var completions = 0
    let appCancels = Box(0)
    scene.run(settling: false) { session in
      progress = NSItemProvider.facade(for: session.items[0].itemProvider)
        .loadDataRepresentation(forTypeIdentifier: "public.image") { data, failure in
          completions += 1
          #expect(data == nil)
          error = failure.map { $0 as NSError }
        }
      progress?.cancellationHandler = { appCancels.value += 1 }
    }
    scene.advance(ms: 500)
    #expect(progress?.isCancelled == false)
    #expect(progress?.isCancellable == true)
    #expect(completions == 0)
    progress?.cancel()
    #expect(progress?.isCancelled == true)
    #expect(appCancels.value == 1)
    #expect(writerProgress.isCancelled)
    #expect(writerCancels.value == 1)
    scene.settle()
    #expect(completions == 1)
    #expect(error?.domain == NSCocoaErrorDomain)
    #expect(error?.code == NSUserCancelledError)
    #expect(error?.localizedDescription == "The operation was cancelled.")
    #expect(progress?.isFinished == true)
    #expect(scene.lines.contains { $0.hasSuffix("load L1 cancelled") })
    progress?.cancel()
    #expect(appCancels.value == 1)
    // A handler set once the progress is cancelled runs at once.
    let late = Box(0)
    progress?.cancellationHandler = { late.value += 1 }
    #expect(late.value == 1)
  }

  @Test func cancellingTheSessionProgressCancelsEveryLoad() {
    let scene = LoadScene {
      [slowItem("a", delay: .seconds(5)), slowItem("b", delay: .seconds(5))]
    }
    var aggregate: Progress?
    var loads: [Progress] = []
    nonisolated(unsafe) var codes: [Int] = []
    scene.run(settling: false) { session in
      for item in session.items {
        loads.append(
          NSItemProvider.facade(for: item.itemProvider).loadObject(ofClass: NSString.self) {
            _, error in codes.append((error as NSError?)?.code ?? 0)
          })
      }
      aggregate = NSItemProvider.progress(mirroring: session.progress)
    }
    scene.advance(ms: 100)
    aggregate?.cancel()
    #expect(loads.allSatisfy { $0.isCancelled })
    scene.settle()
    #expect(codes == [3072, 3072])
    let cancelled = scene.lines.filter { $0.contains(" load L") && $0.hasSuffix(" cancelled") }.map
    {
      $0.split(separator: " ").suffix(2).joined(separator: " ")
    }
    #expect(cancelled == ["L1 cancelled", "L2 cancelled"])
  }

  // MARK: Visibility

  @Test func visibilityHidesRepresentationsFromOtherApps() {
    let provider = NSItemProvider()
    for (type, level) in [
      ("com.example.all", NSItemProviderRepresentationVisibility.all),
      ("com.example.team", .team), ("com.example.group", .group), ("com.example.own", .ownProcess),
    ] {
      provider.registerDataRepresentation(forTypeIdentifier: type, visibility: level) {
        completion in
        completion(Data([0]), nil)
        return nil
      }
    }
    provider.registerObject(StickyNote(text: "n", color: "c"), visibility: .team)
    // Outside any app's code (the test), everything is visible.
    #expect(provider.registeredTypeIdentifiers.count == 6)

    var seenByOtherTeam: [String] = []
    nonisolated(unsafe) var refused: NSError?
    LoadScene(targetTeam: "T2") { [DragItem(itemProvider: provider.engineProvider)] }.run {
      session in
      let facade = NSItemProvider.facade(for: session.items[0].itemProvider)
      seenByOtherTeam = facade.registeredTypeIdentifiers
      facade.loadDataRepresentation(forTypeIdentifier: "com.example.own") { _, error in
        refused = error.map { $0 as NSError }
      }
    }
    #expect(seenByOtherTeam == ["com.example.all"])
    #expect(refused?.code == -1000)

    let sameTeam = NSItemProvider()
    sameTeam.registerDataRepresentation(forTypeIdentifier: "com.example.team", visibility: .team) {
      completion in
      completion(Data([0]), nil)
      return nil
    }
    sameTeam.registerObject(StickyNote(text: "n", color: "c"), visibility: .all)
    var seenBySameTeam: [String] = []
    LoadScene(targetTeam: "T1") { [DragItem(itemProvider: sameTeam.engineProvider)] }.run {
      session in
      seenBySameTeam =
        NSItemProvider.facade(for: session.items[0].itemProvider)
        .registeredTypeIdentifiers
    }
    // The note's plain text is visible only to its own process (its class says so).
    #expect(seenBySameTeam == ["com.example.team", StickyNote.type])
  }

  @Test func visibilityLevelsMapAndCombine() {
    let levels: [NSItemProviderRepresentationVisibility] = [.all, .team, .group, .ownProcess]
    #expect(levels.map(\.engineValue.rawValue) == levels.map(\.rawValue))
    #expect(levels.map(\.rawValue) == [0, 1, 2, 3])
    #expect(NSItemProviderRepresentationVisibility.all.restricted(by: .group) == .group)
    #expect(NSItemProviderRepresentationVisibility.ownProcess.restricted(by: .team) == .ownProcess)
  }

  // MARK: Facade identity and state

  @Test func theFacadeIsTheAppsOwnProviderWhileItIsAlive() {
    let provider = NSItemProvider(object: "x" as NSString)
    provider.suggestedName = "note.txt"
    provider.preferredPresentationSize = CGSize(width: 10, height: 20)
    #expect(NSItemProvider.facade(for: provider.engineProvider) === provider)
    let engine = ItemProvider(object: "y")
    engine.suggestedName = "y.txt"
    let made = NSItemProvider.facade(for: engine)
    #expect(NSItemProvider.facade(for: engine) === made)
    #expect(made.suggestedName == "y.txt")
    #expect(made.preferredPresentationSize == .zero)
    #expect(provider.engineProvider.suggestedName == "note.txt")
    #expect(provider.engineProvider.preferredPresentationSize == Size(width: 10, height: 20))
  }

  @Test func writersAnswerLoadDataDirectly() {
    var answers: [String] = []
    for (object, type) in [
      ("s" as NSString, "public.plain-text"),
      (UIImage(size: CGSize(width: 1, height: 2)), "public.jpeg"),
      (UIColor.blue, "com.apple.uikit.color"), (NSURL(string: "https://a.b")!, "public.url"),
      ("s" as NSString, "public.png"),
    ] as [(NSItemProviderWriting, String)] {
      let result = Box<String>("")
      _ = object.loadData(withTypeIdentifier: type) { data, error in
        result.value =
          data.flatMap { String(data: $0, encoding: .utf8) }
          ?? "error \((error as NSError?)?.code ?? 0)"
      }
      answers.append(result.value)
    }
    #expect(answers == ["s", "JPEG 1x2", "rgba 0.0 0.0 1.0 1.0", "https://a.b", "error -1200"])
  }
}

// MARK: - Scene

/// A source view in one app (team T1) and a drop view in another app, on a virtual clock; the
/// drag lifts in the source, moves to the drop view and is released, and `performDrop` runs the
/// test's loads (the only place loads are allowed).
private final class LoadScene {
  let clock = VirtualClock()
  let system: DragDropSystem
  private let source: View
  private let target: View
  private let dragDelegate: SourceDelegate
  private let dropDelegate = TargetDelegate()

  init(targetTeam: String = "T2", items: @escaping () -> [DragItem]) {
    system = DragDropSystem(clock: clock, profile: .tablet)
    let left = Window(
      app: App(name: "source", team: "T1"), frame: Rect(x: 0, y: 0, width: 500, height: 800))
    let right = Window(
      app: App(name: "target", team: targetTeam), frame: Rect(x: 500, y: 0, width: 500, height: 800)
    )
    system.addWindow(left)
    system.addWindow(right)
    source = View(name: "a", frame: Rect(x: 50, y: 50, width: 100, height: 100))
    left.rootView.addSubview(source)
    target = View(name: "b", frame: Rect(x: 50, y: 50, width: 200, height: 200))
    right.rootView.addSubview(target)
    dragDelegate = SourceDelegate(items: items)
    let drag = DragInteraction(delegate: dragDelegate)
    drag.isEnabled = true
    source.addInteraction(drag)
    target.addInteraction(DropInteraction(delegate: dropDelegate))
  }

  /// Drags from the source into the target and drops; `performDrop` runs `body`. Then runs the
  /// clock until nothing is left (unless `settling` is false: the drop has just happened).
  func run(settling: Bool = true, performDrop body: @escaping (DropSession) -> Void) {
    dropDelegate.onPerformDrop = body
    touch(.began, Point(x: 100, y: 100))
    advance(ms: 575)
    let start = Point(x: 100, y: 100)
    let end = target.frameInScreen!.center
    for step in 1...4 {
      advance(ms: 16)
      let t = Double(step) / 4
      touch(.moved, Point(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
    }
    advance(ms: 16)
    touch(.moved, Point(x: end.x + 10, y: end.y))
    advance(ms: 16)
    touch(.ended, Point(x: end.x + 10, y: end.y))
    #expect(dropDelegate.dropped, "the drop did not happen")
    if settling { settle() }
  }

  func advance(ms: Int64) { try! clock.advance(by: .milliseconds(ms)) }
  func settle() { try! clock.runUntilIdle() }

  var lines: [String] { system.log.lines }

  private func touch(_ phase: TouchPhase, _ location: Point) {
    system.handle(TouchSample(finger: 1, phase: phase, location: location))
    try! clock.runCurrent()
  }
}

private final class SourceDelegate: DragInteractionDelegate {
  let items: () -> [DragItem]
  init(items: @escaping () -> [DragItem]) { self.items = items }
  func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
    items()
  }
}

private final class TargetDelegate: DropInteractionDelegate {
  var onPerformDrop: (DropSession) -> Void = { _ in }
  var dropped = false
  func canHandle(_ interaction: DropInteraction, session: DropSession) -> Bool { true }
  func sessionDidUpdate(_ interaction: DropInteraction, session: DropSession) -> DropProposal {
    .copy
  }
  func performDrop(_ interaction: DropInteraction, session: DropSession) {
    dropped = true
    onPerformDrop(session)
  }
}

/// A text item whose bytes arrive `delay` after they are asked for, at half progress midway.
private func slowItem(_ text: String, delay: VirtualDuration) -> DragItem {
  let provider = ItemProvider()
  provider.registerDataRepresentation(forType: .utf8PlainText) { request in
    request.clock.schedule(after: VirtualDuration(nanoseconds: delay.nanoseconds / 2)) {
      request.progress.completedUnitCount = request.progress.totalUnitCount / 2
    }
    request.clock.schedule(after: delay) { request.complete(with: .success(ItemData(utf8: text))) }
  }
  return DragItem(itemProvider: provider)
}

/// `value as? T`, the cast app code writes, made through a generic (see the bridging test).
nonisolated private func bridged<T>(_ value: NSItemProviderReading?, to _: T.Type) -> T? {
  value as? T
}

/// A value shared with `@Sendable` closures in these single-threaded tests.
nonisolated private final class Box<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}

// MARK: - A custom class, as an app writes it

/// The sample app's note: JSON for its own type, plain text for everyone else's.
private final class StickyNote: NSObject, Codable, NSItemProviderReading, NSItemProviderWriting {
  static let type = "com.example.note"
  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return encoder
  }

  let text: String
  let color: String

  init(text: String, color: String) {
    self.text = text
    self.color = color
  }

  static var writableTypeIdentifiersForItemProvider: [String] {
    [type, kUTTypeUTF8PlainText as String]
  }

  static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String)
    -> NSItemProviderRepresentationVisibility
  {
    typeIdentifier == type ? .all : .ownProcess
  }

  func loadData(
    withTypeIdentifier typeIdentifier: String,
    forItemProviderCompletionHandler completionHandler: @escaping (Data?, Error?) -> Void
  ) -> Progress? {
    if typeIdentifier == StickyNote.type {
      do {
        completionHandler(try StickyNote.encoder.encode(self), nil)
      } catch {
        completionHandler(nil, error)
      }
    } else {
      completionHandler(Data(text.utf8), nil)
    }
    return nil
  }

  static var readableTypeIdentifiersForItemProvider: [String] {
    [type, kUTTypeUTF8PlainText as String]
  }

  static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
    if typeIdentifier == type {
      return try JSONDecoder().decode(self, from: data)
    }
    return self.init(text: String(decoding: data, as: UTF8.self), color: "yellow")
  }
}

/// The engine-native reader standing for `StickyNote` in the log-equality test: it reads the same
/// type and logs the same class name.
private struct NativeNote: ObjectReading {
  static var readableTypeIdentifiers: [TypeIdentifier] {
    [TypeIdentifier(StickyNote.type), .utf8PlainText]
  }
  static var objectClassName: String { "StickyNote" }
  static func object(from data: ItemData, type: TypeIdentifier) throws(LoadError) -> NativeNote {
    NativeNote()
  }
}
