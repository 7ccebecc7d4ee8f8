import VirtualTime

/// What a representation's loader receives when — and only when — its data is asked for.
///
/// The loader reports progress through ``progress`` (set its `completedUnitCount` out of 100;
/// each change is logged as `load L1 progress(fraction: …)`), may wait on ``clock`` (fault
/// injection delays or hangs here) and ends with ``complete(with:)``.
///
/// **Exactly once.** The first completion decides the load; any later one is ignored and
/// logged as `system L1 lateCompletionIgnored`. A cancelled load is already decided (it
/// completed with ``LoadError/cancelled``), so a completion after cancellation is late too.
/// The client's completion always runs asynchronously on the host's load queue, even when the
/// loader completes at once. Source: NSItemProvider (Apple doc) calls its completion once, on a
/// background queue; the logging of late completions is ours.
public final class LoadRequest {
  /// The representation's registered type (what the bytes should be).
  public let type: TypeIdentifier
  public let progress: LoadProgress
  public let clock: VirtualClock
  private let operation: any LoadSettling

  init(
    type: TypeIdentifier, progress: LoadProgress, clock: VirtualClock,
    operation: any LoadSettling
  ) {
    self.type = type
    self.progress = progress
    self.clock = clock
    self.operation = operation
  }

  /// Whether the load was cancelled — a loader may stop early.
  public var isCancelled: Bool { progress.isCancelled }

  /// Delivers the data or the failure. Only the first call counts; see the type's doc.
  public func complete(with result: Result<ItemData, LoadError>) {
    operation.loaderDidComplete(result)
  }
}

/// The non-generic face of a running load, for ``LoadRequest``.
protocol LoadSettling: AnyObject {
  func loaderDidComplete(_ result: Result<ItemData, LoadError>)
}
