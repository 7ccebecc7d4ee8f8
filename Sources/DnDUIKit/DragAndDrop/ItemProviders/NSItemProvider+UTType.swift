import DnDEngine

/// NSItemProvider's `UTType` spellings (UniformTypeIdentifiers' extension of it, iOS 16), each
/// the string-based call of the same name with the type's identifier: the same engine
/// registration, queries and loads, so the same log lines.
///
/// Not here: the file APIs (`loadFileRepresentation(for:openInPlace:completionHandler:)`,
/// `registerFileRepresentation(for:visibility:openInPlace:loadHandler:)`,
/// `init(contentsOf:contentType:openInPlace:coordinated:visibility:)`), because the engine has no
/// file representations (nor does the string-based API here). There is no `UTType` form of
/// `hasItemConformingToTypeIdentifier(_:)` in Foundation either; app code passes
/// `type.identifier`.
nonisolated extension NSItemProvider {
  /// The types the current app can see, in the order they were registered (fidelity order),
  /// each once: ``registeredTypeIdentifiers`` as types, with the conformance each was registered
  /// with.
  public var registeredContentTypes: [UTType] {
    engineProvider.registeredTypeIdentifiers.map(UTType.init(engineType:))
  }

  /// The registered types that can be loaded as files opened in place: none, since the engine
  /// has no file representations (as ``hasRepresentationConforming(toTypeIdentifier:fileOptions:)``
  /// with ``FileOptions/openInPlace`` answers false).
  public var registeredContentTypesForOpenInPlace: [UTType] { [] }

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
