/// The data of one drag item, promised per type and delivered only on request
/// (`NSItemProvider`).
///
/// A provider holds *representations*: a type identifier, a visibility and a loader. The order
/// of registration is the order of fidelity — a load takes the first representation that fits.
/// Nothing is loaded until a load asks: a drop target can inspect the types
/// (``registeredTypeIdentifiers``, ``hasItemConforming(toTypeIdentifier:)``,
/// ``canLoadObject(ofClass:)``) without any loader running. Source: WWDC17 213/223 and the
/// NSItemProvider header (Apple doc).
///
/// **Attachment.** A provider is created by app code and attached to a system by the drag that
/// carries it (`attach(to:owner:)`). The system gives it its log identity (`P1`), the app that
/// owns its data (for visibility) and the rules on when loads may run. Loads are implemented in
/// `ItemProvider+Loading.swift`.
///
/// **Visibility.** Every query and load sees only the representations whose
/// ``RepresentationVisibility`` allows the host's current requester; hidden ones are skipped as
/// if they had not been registered. A nil requester (engine or test code) sees everything, and
/// so does everyone while the provider has no owner.
public final class ItemProvider {
  /// The object that stands for this one in another API (a `DnDUIKit` type), if any; not
  /// retained.
  package weak var facade: AnyObject?
  /// Produces a representation's bytes for one request, now or later, by completing the
  /// request.
  public typealias Loader = (LoadRequest) -> Void

  /// One registered type and how to load it.
  public struct Representation {
    public var type: TypeIdentifier
    public var visibility: RepresentationVisibility
    public var loader: Loader
    /// Whether the representation was registered as a file a receiver may open in place
    /// (`NSItemProvider.FileOptions.openInPlace`): a flag DnDUIKit answers queries from; loads
    /// do not read it.
    package var fileOpensInPlace = false

    public init(
      type: TypeIdentifier, visibility: RepresentationVisibility, loader: @escaping Loader
    ) {
      self.type = type
      self.visibility = visibility
      self.loader = loader
    }
  }

  /// Everything registered, in registration (fidelity) order, whoever may see it.
  public private(set) var representations: [Representation] = []
  /// A file name a receiver may use for the data (`suggestedName`).
  public var suggestedName: String?
  /// Identity in logs: `P?` until the provider is attached, then `P1`, `P2` … from the host.
  public private(set) var id = "P?"
  /// The app whose drag carries the provider; set on attach. Visibility is relative to it.
  public private(set) var owner: App?
  /// The log identity of the drag item carrying the provider (`I1`), set just before it is
  /// attached; nil for a provider handed over by a paste.
  public internal(set) var itemID: String?
  /// The system the provider is attached to.
  package private(set) weak var host: (any ItemProviderHost)?

  private var explicitPresentationSize = Size.zero
  /// The pixel size of the first image object registered, if any.
  private var imageSize: Size?

  public init() {}

  /// A provider for `object`: one representation per writable type, in the object's order,
  /// each visible to all and each loaded at once when asked for.
  public convenience init(object: some ObjectWriting) {
    self.init()
    registerObject(object)
  }

  /// The size a receiver should give the item, e.g. for its drop preview
  /// (`preferredPresentationSize`).
  ///
  /// Rule: a size set here (other than zero) wins; while it is zero, a provider that had an
  /// ``ImageObject`` registered (through ``init(object:)`` or ``registerObject(_:visibility:)``)
  /// reports the first such image's pixel size, one pixel per point; otherwise zero, which tells
  /// the receiver to use the source frame. Source: Apple doc ("If the value … is NSZeroSize,
  /// use the size specified in the sourceFrame"; images derive it from their content); the
  /// one-pixel-per-point scale is our simplification.
  public var preferredPresentationSize: Size {
    get {
      if explicitPresentationSize != .zero { return explicitPresentationSize }
      return imageSize ?? .zero
    }
    set { explicitPresentationSize = newValue }
  }

  // MARK: Attaching

  /// Attaches the provider to `host` on behalf of `owner`, taking the next `P` identity. Only the
  /// first attachment counts — a provider belongs to the drag that first carried it; later calls
  /// change nothing (our choice).
  package func attach(to host: any ItemProviderHost, owner: App) {
    guard self.host == nil, id == "P?" else { return }
    self.host = host
    self.owner = owner
    id = host.ids.next("P")
    host.providerDidAttach(self)
  }

  // MARK: Registering

  /// Registers `type`, loaded by `loader` when (and each time) it is asked for.
  public func registerDataRepresentation(
    forType type: TypeIdentifier, visibility: RepresentationVisibility = .all,
    loader: @escaping Loader
  ) {
    representations.append(Representation(type: type, visibility: visibility, loader: loader))
  }

  /// Registers `type` as a file its source lets receivers open in place (see
  /// ``Representation/fileOpensInPlace``), loaded by `loader` as any representation is.
  package func registerInPlaceFileRepresentation(
    forType type: TypeIdentifier, visibility: RepresentationVisibility, loader: @escaping Loader
  ) {
    var representation = Representation(type: type, visibility: visibility, loader: loader)
    representation.fileOpensInPlace = true
    representations.append(representation)
  }

  /// Registers `type` with bytes that are already there; a load completes at once (still
  /// asynchronously for the client).
  public func registerDataRepresentation(
    forType type: TypeIdentifier, visibility: RepresentationVisibility = .all, data: ItemData
  ) {
    registerDataRepresentation(forType: type, visibility: visibility) { request in
      request.complete(with: .success(data))
    }
  }

  /// Registers every writable type of `object`, in its order. The object is asked for its bytes
  /// only when a load needs them; if it has none for a type it claimed, the load fails with
  /// ``LoadError/unavailableCoercion`` (our choice: the type could not be produced).
  public func registerObject(
    _ object: some ObjectWriting, visibility: RepresentationVisibility = .all
  ) {
    if imageSize == nil, let image = object as? ImageObject { imageSize = image.pixelSize }
    for type in object.writableTypeIdentifiers {
      registerDataRepresentation(forType: type, visibility: visibility) { request in
        if let data = object.data(for: type) {
          request.complete(with: .success(data))
        } else {
          request.complete(with: .failure(.unavailableCoercion))
        }
      }
    }
  }

  /// Replaces every loader with `transform(representation)` — how fault injection makes a
  /// provider slow, failing or hanging without the app's code knowing.
  public func wrapLoaders(_ transform: (Representation) -> Loader) {
    for index in representations.indices {
      representations[index].loader = transform(representations[index])
    }
  }

  // MARK: Queries (never load)

  /// The types the current requester can see, in fidelity order, each once.
  public var registeredTypeIdentifiers: [TypeIdentifier] {
    var types: [TypeIdentifier] = []
    for representation in visibleRepresentations() where !types.contains(representation.type) {
      types.append(representation.type)
    }
    return types
  }

  /// The types the current requester can see that were registered as files to open in place,
  /// in fidelity order, each once.
  package var registeredInPlaceFileTypeIdentifiers: [TypeIdentifier] {
    var types: [TypeIdentifier] = []
    for representation in visibleRepresentations()
    where representation.fileOpensInPlace && !types.contains(representation.type) {
      types.append(representation.type)
    }
    return types
  }

  /// Whether a visible representation conforms to `type` (`hasItemConformingToTypeIdentifier`).
  public func hasItemConforming(toTypeIdentifier type: TypeIdentifier) -> Bool {
    visibleRepresentations().contains { $0.type.conforms(to: type) }
  }

  /// Whether a visible representation conforms to a type `objectType` can read.
  public func canLoadObject(ofClass objectType: any ObjectReading.Type) -> Bool {
    let readable = objectType.readableTypeIdentifiers
    return visibleRepresentations().contains { representation in
      readable.contains { representation.type.conforms(to: $0) }
    }
  }

  // MARK: Visibility

  /// The representations `requester` may see, in registration order.
  func visibleRepresentations(to requester: App?) -> [Representation] {
    guard let requester, let owner else { return representations }
    return representations.filter { $0.visibility.allows(requester: requester, owner: owner) }
  }

  /// The representations the host's current requester may see.
  func visibleRepresentations() -> [Representation] {
    visibleRepresentations(to: host?.currentRequester())
  }
}

extension ItemProvider: CustomStringConvertible {
  public var description: String { id }
}
