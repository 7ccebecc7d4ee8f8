import VirtualTime

/// The system an ``ItemProvider`` belongs to once a drag carries it: it supplies the clock, the
/// log, the identities and the queue loads complete on, and it decides whether a load may run.
///
/// `DragDropSystem` conforms; tests use small hosts of their own. Kept as a protocol so that
/// item providers do not depend on sessions.
package protocol ItemProviderHost: AnyObject {
  var clock: VirtualClock { get }
  var log: EventLog { get }
  var ids: IdentityAllocator { get }
  /// The background queue on which per-provider load completions run.
  var loadQueue: SimulatedQueue { get }
  /// The app whose code is running now (a delegate method, a handler); nil for engine or test
  /// code, which sees every representation.
  func currentRequester() -> App?
  /// Nil when `requester` may load from `provider` now, else the error the load fails with
  /// (``LoadError/notPermitted(_:)`` — e.g. outside `performDrop`).
  func authorizeLoad(of provider: ItemProvider, requester: App?) -> LoadError?
  /// A load got its progress and id (called for every load of an attached provider, even one
  /// that will fail), after its `started` event.
  func loadDidStart(_ progress: LoadProgress, provider: ItemProvider)
  /// A load's completion handler has just returned; `error` is nil on success.
  func loadDidFinish(_ progress: LoadProgress, provider: ItemProvider, error: LoadError?)
  /// A provider has just been attached (it has its `P` identity and owner). The hook where fault
  /// injection wraps its loaders before anything can load.
  func providerDidAttach(_ provider: ItemProvider)
}

extension ItemProviderHost {
  package func providerDidAttach(_ provider: ItemProvider) {}
}
