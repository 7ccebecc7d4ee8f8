/// Loads: each returns its progress at once and calls its completion exactly once, later, on the
/// host's load queue (`NSItemProvider.loadDataRepresentation` / `loadObject`, Apple doc: the
/// completion runs on a background queue).
///
/// Steps of every load, in order:
/// 1. No host (never attached, or the system is gone): the completion runs **synchronously**
///    with ``LoadError/notPermitted(_:)`` and the returned progress, `L?`, is already finished.
///    Nothing is logged — there is no log (our choice; a provider is only useful attached).
/// 2. The load takes the next `L` identity, logs `load L1 started(provider: P1, type: …)` (or
///    `class: …` for an object, `file: …` for a file) and is reported to
///    ``ItemProviderHost/loadDidStart(_:provider:)``.
/// 3. If the progress was cancelled meanwhile (a host that adds it to a cancelled aggregate),
///    the load is over: it completes with ``LoadError/cancelled`` and nothing else runs.
///    Otherwise ``ItemProviderHost/authorizeLoad(of:requester:)`` may refuse it: it then fails
///    with that error, and no loader runs.
/// 4. The first visible representation that fits is chosen; none → the load fails
///    (``LoadError/itemUnavailable`` for data, ``LoadError/unavailableCoercion`` for objects).
/// 5. Its loader runs now, synchronously — the first time anything is loaded.
/// 6. At delivery, on the load queue: the progress is marked finished, the outcome is logged
///    (`completed(data: <N bytes>)`, `failed(error: …)`, or `cancelled` when the progress was
///    cancelled first), the completion runs, then
///    ``ItemProviderHost/loadDidFinish(_:provider:error:)``.
///
/// The progress counts **100 units** (our choice, so a loader can report percentages; Apple
/// does not document the count).
extension ItemProvider {
  /// The unit count of every load's progress.
  public static let loadUnitCount: Int64 = 100

  /// Loads the bytes of the first visible representation whose type conforms to `type`.
  @discardableResult
  public func loadDataRepresentation(
    forTypeIdentifier type: TypeIdentifier,
    completion: @escaping (Result<ItemData, LoadError>) -> Void
  ) -> LoadProgress {
    startLoad(
      describedBy: EngineEvent.Argument("type", type.logDescription),
      fits: { $0.conforms(to: type) }, otherwise: .itemUnavailable,
      decode: { data, _ throws(LoadError) in data }, completion: completion)
  }

  /// Loads the bytes of the first visible representation whose type conforms to `type`, asked
  /// for as a file (`loadFileRepresentation(forTypeIdentifier:)`): the engine has no files, so
  /// this is ``loadDataRepresentation(forTypeIdentifier:completion:)`` under the same rules, with
  /// the completion on the load queue (talk 213: "this completion block will be called on the
  /// background queue"); only its `started` line differs, `file: <type>` instead of
  /// `type: <type>`, so the log says the app asked for a file (Docs/engine.md §4).
  @discardableResult
  public func loadFileRepresentation(
    forTypeIdentifier type: TypeIdentifier,
    completion: @escaping (Result<ItemData, LoadError>) -> Void
  ) -> LoadProgress {
    startLoad(
      describedBy: EngineEvent.Argument("file", type.logDescription),
      fits: { $0.conforms(to: type) }, otherwise: .itemUnavailable,
      decode: { data, _ throws(LoadError) in data }, completion: completion)
  }

  /// Loads a `T` from the first visible representation whose type conforms to one of
  /// `T.readableTypeIdentifiers`, made by `T.object(from:type:)` on the load queue.
  @discardableResult
  public func loadObject<T: ObjectReading>(
    ofClass objectType: T.Type, completion: @escaping (Result<T, LoadError>) -> Void
  ) -> LoadProgress {
    let readable = objectType.readableTypeIdentifiers
    return startLoad(
      describedBy: EngineEvent.Argument("class", objectType.objectClassName),
      fits: { type in readable.contains { type.conforms(to: $0) } },
      otherwise: .unavailableCoercion,
      decode: { data, type throws(LoadError) in try objectType.object(from: data, type: type) },
      completion: completion)
  }

  private func startLoad<Value>(
    describedBy request: EngineEvent.Argument, fits: (TypeIdentifier) -> Bool,
    otherwise noMatch: LoadError,
    decode: @escaping (ItemData, TypeIdentifier) throws(LoadError) -> Value,
    completion: @escaping (Result<Value, LoadError>) -> Void
  ) -> LoadProgress {
    let progress = LoadProgress(totalUnitCount: ItemProvider.loadUnitCount)
    guard let host else {
      progress.completedUnitCount = progress.totalUnitCount
      completion(.failure(.notPermitted("provider not attached to a system")))
      return progress
    }
    progress.id = host.ids.next("L")
    let operation = LoadOperation(
      progress: progress, provider: self, host: host, decode: decode, completion: completion)
    host.log.record(
      .load, progress.id, "started", [EngineEvent.Argument("provider", id), request])
    host.loadDidStart(progress, provider: self)
    // The host may have cancelled it already (e.g. by adding it to a cancelled aggregate).
    guard operation.isRunning else { return progress }

    let requester = host.currentRequester()
    if let refusal = host.authorizeLoad(of: self, requester: requester) {
      operation.settle(.failure(refusal), byCancellation: false)
      return progress
    }
    guard
      let representation = visibleRepresentations(to: requester).first(where: { fits($0.type) })
    else {
      operation.settle(.failure(noMatch), byCancellation: false)
      return progress
    }
    operation.representationType = representation.type
    representation.loader(
      LoadRequest(
        type: representation.type, progress: progress, clock: host.clock, operation: operation))
    return progress
  }
}
