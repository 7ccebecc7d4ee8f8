import DnDEngine

/// The data of one drag item, promised per type and delivered only on request (Foundation's
/// `NSItemProvider`), standing for an engine `ItemProvider`.
///
/// **State.** Everything lives in the engine's provider (`engineProvider`): representations,
/// `suggestedName`, `preferredPresentationSize`. The facade holds nothing else, so the provider
/// a drop hands back (`facade(for:)`) reads the same as the one the source made, whether or
/// not it is the same object. The engine keeps its facade weakly: while the app holds its
/// provider, a session hands back that very object.
///
/// **Same log as native code.** Every call goes through the engine's own API, so a load logs
/// exactly what the same load made natively logs: `load L1 started(provider: P1, type: …)`
/// (`file: …` for a file load), `progress`, `completed(data: <N bytes>)` / `failed(error: …)` /
/// `cancelled`. An object load
/// logs the engine's name for the classes that are engine types in UIKit's clothing (`NSString`
/// logs `class: String`, `NSURL` `class: URLObject`, `UIImage` `class: ImageObject`), so those
/// loads log exactly as natively; any other class logs its own name (`class: Note`).
///
/// **Registering.** `NSItemProvider(object:)` and ``registerObject(_:visibility:)`` register
/// one representation per writable type of the object, asking the object for its bytes
/// (`loadData(withTypeIdentifier:forItemProviderCompletionHandler:)`) only when a load needs
/// them. A `UIImage` registers the engine's `ImageObject` itself, as a native scene
/// does, so the provider's `preferredPresentationSize` is the image's size.
///
/// **Loads** run on the engine's load queue and call their completion handler exactly when the
/// engine delivers (no hop), with an `Error` whose domain and code are UIKit's (see
/// `LoadError+NSError.swift`); they return a Foundation `Progress` mirroring the engine's
/// (`MirroredProgress.swift`), whose `cancel()` cancels the load.
nonisolated open class NSItemProvider: NSObject, @unchecked Sendable {
  /// The engine's provider this one stands for.
  package let engineProvider: ItemProvider

  /// An empty provider.
  public override init() {
    engineProvider = ItemProvider()
    super.init()
    engineProvider.facade = self
  }

  private init(wrapping provider: ItemProvider) {
    engineProvider = provider
    super.init()
    provider.facade = self
  }

  /// The provider standing for `provider`: the app's own object while it is alive, else a new
  /// facade (which then stays the facade while it is alive).
  package static func facade(for provider: ItemProvider) -> NSItemProvider {
    (provider.facade as? NSItemProvider) ?? NSItemProvider(wrapping: provider)
  }

  /// A provider for `object`, every representation visible to all (unless the object's class
  /// restricts one; see ``registerObject(_:visibility:)``).
  public convenience init(object: NSItemProviderWriting) {
    self.init()
    registerObject(object, visibility: .all)
  }

  /// A provider for `item` under `typeIdentifier`, its bytes there at once.
  ///
  /// Supported items: `NSString` (its UTF-8 bytes; type `public.utf8-plain-text` when
  /// `typeIdentifier` is nil), `NSURL` (its absolute string in UTF-8; `public.file-url` or
  /// `public.url`) and `NSData` (the bytes; `public.data`). A nil item gives an empty
  /// provider. Any other item is registered under `typeIdentifier` (`public.data` when nil) but
  /// cannot be read: Foundation would archive it with `NSKeyedArchiver`, which the engine does not
  /// model, so a load of it fails, naming the item's class (`LoadError.failed`).
  public convenience init(item: NSSecureCoding?, typeIdentifier: String?) {
    self.init()
    guard let item else { return }
    let bytes: [UInt8]
    let defaultType: TypeIdentifier
    switch item {
    case let string as NSString:
      bytes = Array((string as String).utf8)
      defaultType = .utf8PlainText
    case let url as NSURL:
      let object = URLObject(string: (url as URL).absoluteString)
      bytes = Array(object.string.utf8)
      defaultType = object.isFileURL ? .fileURL : .url
    case let data as NSData:
      bytes = [UInt8](data as Data)
      defaultType = .data
    default:
      let reason =
        "NSItemProvider(item:typeIdentifier:) archives only NSString, NSURL and NSData items here, "
        + "not \(String(describing: type(of: item)))"
      engineProvider.registerDataRepresentation(
        forType: typeIdentifier.map(TypeIdentifier.uikit) ?? .data
      ) { request in request.complete(with: .failure(.failed(reason))) }
      return
    }
    engineProvider.registerDataRepresentation(
      forType: typeIdentifier.map(TypeIdentifier.uikit) ?? defaultType, data: ItemData(bytes))
  }

  // MARK: Registering

  /// Registers every writable type of `object`, in its order.
  ///
  /// Each type's visibility is the stricter of `visibility` and the class's
  /// `itemProviderVisibilityForRepresentation(withTypeIdentifier:)` (raw values order them).
  /// The object is asked for its bytes only when a load needs them; if its completion brings
  /// neither data nor error, the load fails with `LoadError/unavailableCoercion`, as
  /// the engine's `registerObject` does for an object without the bytes.
  open func registerObject(
    _ object: NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility
  ) {
    if let image = object as? UIImage {
      engineProvider.registerObject(image.object, visibility: visibility.engineValue)
      return
    }
    let writer = type(of: object)
    for identifier in object.writableTypeIdentifiersForItemProvider {
      let level = visibility.restricted(
        by: writer.itemProviderVisibilityForRepresentation(withTypeIdentifier: identifier))
      engineProvider.registerDataRepresentation(
        forType: .uikit(identifier), visibility: level.engineValue
      ) { request in
        NSItemProvider.fulfil(request, whenNoData: .unavailableCoercion) { completion in
          object.loadData(
            withTypeIdentifier: identifier, forItemProviderCompletionHandler: completion)
        }
      }
    }
  }

  /// Registers `typeIdentifier`, whose bytes `loadHandler` produces when (and each time) a load
  /// asks for them, by calling the completion it is given once.
  ///
  /// A completion with neither data nor error fails the load with
  /// `LoadError/itemUnavailable`; an error fails it with the engine's error for it
  /// (`LoadError+NSError.swift`: an item-provider error keeps its case, any other is
  /// `LoadError/failed(_:)` with its description). The progress the handler
  /// returns is cancelled if the load is.
  @preconcurrency
  open func registerDataRepresentation(
    forTypeIdentifier typeIdentifier: String,
    visibility: NSItemProviderRepresentationVisibility,
    loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, Error?) -> Void) -> Progress?
  ) {
    registerDataRepresentation(
      forEngineType: .uikit(typeIdentifier), visibility: visibility, loadHandler: loadHandler)
  }

  /// ``registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:)`` for an engine
  /// type (a string's, or a `UTType`'s with the conformance it was declared with).
  func registerDataRepresentation(
    forEngineType type: TypeIdentifier, visibility: NSItemProviderRepresentationVisibility,
    loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, Error?) -> Void) -> Progress?
  ) {
    engineProvider.registerDataRepresentation(forType: type, visibility: visibility.engineValue) {
      request in
      NSItemProvider.fulfil(request, whenNoData: .itemUnavailable, by: loadHandler)
    }
  }

  // MARK: Queries (never load)

  /// The types the current app can see, in fidelity order, each once.
  open var registeredTypeIdentifiers: [String] {
    engineProvider.registeredTypeIdentifiers.map(\.rawValue)
  }

  /// Whether a visible representation conforms to `typeIdentifier`.
  open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
    engineProvider.hasItemConforming(toTypeIdentifier: .uikit(typeIdentifier))
  }

  /// Whether a visible representation conforms to `typeIdentifier` and can be had with
  /// `fileOptions`: with ``FileOptions/openInPlace``, only a file representation registered to be
  /// opened in place counts.
  open func hasRepresentationConforming(
    toTypeIdentifier typeIdentifier: String, fileOptions: NSItemProvider.FileOptions = []
  ) -> Bool {
    guard fileOptions.contains(.openInPlace) else {
      return hasItemConformingToTypeIdentifier(typeIdentifier)
    }
    let type = TypeIdentifier.uikit(typeIdentifier)
    return engineProvider.registeredInPlaceFileTypeIdentifiers.contains { $0.conforms(to: type) }
  }

  /// Whether a visible representation conforms to a type `aClass` can read.
  open func canLoadObject(ofClass aClass: NSItemProviderReading.Type) -> Bool {
    engineProvider.canLoadObject(ofClass: NSItemProvider.objectReadingType(for: aClass))
  }

  /// A file name a receiver may use for the data.
  open var suggestedName: String? {
    get { engineProvider.suggestedName }
    set { engineProvider.suggestedName = newValue }
  }

  /// The size a receiver should give the item: a size set here, else an image's size (for a
  /// provider made from a `UIImage`), else zero (use the source frame). The engine's rule
  /// (`ItemProvider/preferredPresentationSize`).
  open var preferredPresentationSize: CGSize {
    get { CGSize(engineProvider.preferredPresentationSize) }
    set { engineProvider.preferredPresentationSize = newValue.engineValue }
  }

  /// Options for file representations (Foundation's `NSItemProvider.FileOptions`).
  nonisolated public struct FileOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The receiver wants to open the file where it is rather than a copy.
    public static let openInPlace = FileOptions(rawValue: 1)
  }

  // MARK: Loads

  // Each load is the engine's (`ItemProvider+Loading.swift`): it is allowed only inside the
  // receiver's `performDrop`, its completion handler runs once, on the engine's load queue, when
  // the engine delivers, and it returns at once a Foundation `Progress` mirroring the engine's
  // (`MirroredProgress.swift`).

  /// Loads an object of `aClass` from the first visible representation whose type conforms to
  /// one of the class's readable types.
  ///
  /// The completion receives the object, or nil and an error: the error `aClass` threw while
  /// reading the bytes (the engine logs `unexpectedValueClass(-1100)`), else the engine's error
  /// as UIKit's (`LoadError+NSError.swift`). The log names the class as the engine would
  /// (`class: String` for `NSString`; see `ReadingAdapter.objectClassName`).
  @preconcurrency @discardableResult
  open func loadObject(
    ofClass aClass: NSItemProviderReading.Type,
    completionHandler: @escaping @Sendable (NSItemProviderReading?, Error?) -> Void
  ) -> Progress {
    MirroredProgress.mirror(of: loadEngineObject(ofClass: aClass, completionHandler))
  }

  /// Loads the bytes of the first visible representation whose type conforms to
  /// `typeIdentifier`.
  @preconcurrency @discardableResult
  open func loadDataRepresentation(
    forTypeIdentifier typeIdentifier: String,
    completionHandler: @escaping @Sendable (Data?, Error?) -> Void
  ) -> Progress {
    let progress = engineProvider.loadDataRepresentation(forTypeIdentifier: .uikit(typeIdentifier))
    { result in
      switch result {
      case .success(let data): completionHandler(Data(data.bytes), nil)
      case .failure(let error): completionHandler(nil, error.bridged)
      }
    }
    return MirroredProgress.mirror(of: progress)
  }

  // MARK: Loader side

  /// Runs a UIKit-style load handler (`loadData(withTypeIdentifier:…)`, a data
  /// representation's handler) for an engine request: data completes the request, an error
  /// fails it with the engine's error for it, neither fails it with `noData`. If the handler
  /// returns a progress and has not completed yet, cancelling the load cancels that progress
  /// (its `cancellationHandler` runs synchronously, on the engine's queue, not on a real
  /// thread as Foundation's `cancel()` would run it). The handler's unit counts are not copied
  /// into the engine's progress: this Foundation has no key-value observing to watch them.
  static func fulfil(
    _ request: LoadRequest, whenNoData noData: LoadError,
    by handler: (@escaping @Sendable (Data?, Error?) -> Void) -> Progress?
  ) {
    let state = Fulfilment(request)
    let progress = handler { data, error in
      state.isDone = true
      if let data {
        state.request.complete(with: .success(ItemData([UInt8](data))))
      } else if let error {
        state.request.complete(with: .failure(LoadError(bridging: error)))
      } else {
        state.request.complete(with: .failure(noData))
      }
    }
    guard let progress, !state.isDone else { return }
    let previous = request.progress.cancellationHandler
    request.progress.cancellationHandler = {
      previous?()
      let handler = progress.cancellationHandler
      progress.cancellationHandler = nil
      progress.cancel()
      handler?()
    }
  }
}

/// A request and whether its handler has answered, shared with the handler's completion. The
/// engine runs on one thread (the device's), so the unchecked sendability is sound there.
nonisolated private final class Fulfilment: @unchecked Sendable {
  let request: LoadRequest
  var isDone = false

  init(_ request: LoadRequest) {
    self.request = request
  }
}
