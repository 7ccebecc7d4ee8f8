import DnDEngine

/// NSItemProvider's `UTType` spellings (UniformTypeIdentifiers' extension of it, iOS 16), each
/// the string-based call of the same name with the type's identifier: the same engine
/// registration, queries and loads, so the same log lines. The file calls are in
/// `NSItemProvider+Files.swift`.
///
/// There is no `UTType` form of `hasItemConformingToTypeIdentifier(_:)` in Foundation; app code
/// passes `type.identifier`. Nor is there an `async` `loadDataRepresentation(for:)`: apps that
/// await a load declare that wrapper themselves, and theirs compiles here as on iOS.
nonisolated extension NSItemProvider {
  /// The types the current app can see, in the order they were registered (fidelity order),
  /// each once: ``registeredTypeIdentifiers`` as types, with the conformance each was registered
  /// with.
  public var registeredContentTypes: [UTType] {
    engineProvider.registeredTypeIdentifiers.map(UTType.init(engineType:))
  }

  /// The registered types whose file representations were registered to be opened in place
  /// (``registerFileRepresentation(for:visibility:openInPlace:loadHandler:)`` with
  /// `openInPlace`), in fidelity order.
  public var registeredContentTypesForOpenInPlace: [UTType] {
    engineProvider.registeredInPlaceFileTypeIdentifiers.map(UTType.init(engineType:))
  }

  /// The ``registeredContentTypes`` that conform to `contentType`.
  public func registeredContentTypes(conformingTo contentType: UTType) -> [UTType] {
    registeredContentTypes.filter { $0.conforms(to: contentType) }
  }

  /// Registers `contentType`, whose bytes `loadHandler` produces when a load asks for them:
  /// ``registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:)`` with the type
  /// itself, so a type made with `UTType(exportedAs:conformingTo:)` keeps its parent.
  @preconcurrency
  public func registerDataRepresentation(
    for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all,
    loadHandler: @escaping @Sendable (@escaping (Data?, (any Error)?) -> Void) -> Progress?
  ) {
    registerDataRepresentation(
      forEngineType: contentType.engineType, visibility: visibility, loadHandler: loadHandler)
  }

  /// Loads the bytes of the first visible representation whose type conforms to `contentType`:
  /// ``loadDataRepresentation(forTypeIdentifier:completionHandler:)`` with its identifier.
  @preconcurrency @discardableResult
  public func loadDataRepresentation(
    for contentType: UTType,
    completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
  ) -> Progress {
    loadDataRepresentation(
      forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
  }
}
