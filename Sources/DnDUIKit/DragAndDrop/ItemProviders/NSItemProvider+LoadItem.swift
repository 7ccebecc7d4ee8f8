import DnDEngine
import Foundation

// The item-based loads of iOS 8, which the SDK imports with `async` forms as well: Apple's
// documentation lists `loadItem(forTypeIdentifier:options:completionHandler:)` beside
// `func loadItem(forTypeIdentifier:options:) async throws -> any NSSecureCoding`, and the same
// pair for `loadPreviewImage(options:)`.

nonisolated extension NSItemProvider {
  /// What an item-based load hands its completion handler (Foundation's
  /// `NSItemProvider.CompletionHandler`).
  public typealias CompletionHandler = @Sendable ((any NSSecureCoding)?, (any Error)?) -> Void

  /// Loads the representation of `typeIdentifier` as an item: its bytes, as `NSData`. The load
  /// is the engine's data load (the same log lines, the same rules — visibility, "loads only in
  /// performDrop", fault plans); the handler runs on the loads' background queue. `options` are
  /// accepted and not read (none of them concerns drag and drop). Deprecated in the SDK from
  /// iOS 27, and still the call many apps make.
  @preconcurrency
  public func loadItem(
    forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
    completionHandler: CompletionHandler? = nil
  ) {
    _ = loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
      completionHandler?(data.map { $0 as NSData }, error)
    }
  }

  /// ``loadItem(forTypeIdentifier:options:completionHandler:)``, awaited: the item, or the load's
  /// error thrown. It resumes when the load completes, at that virtual instant.
  public func loadItem(
    forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil
  ) async throws -> any NSSecureCoding {
    let data = try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<Data, any Error>) in
      _ = loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
        if let data {
          continuation.resume(returning: data)
        } else {
          continuation.resume(throwing: error ?? LoadError.itemUnavailable.bridged)
        }
      }
    }
    return data as NSData
  }

  /// Loads the provider's preview image. A provider here has no preview image handler, so the
  /// handler gets Foundation's "item unavailable" error (−1000) at once, on the calling thread;
  /// no load is logged.
  @preconcurrency
  public func loadPreviewImage(
    options: [AnyHashable: Any]! = [:], completionHandler: CompletionHandler!
  ) {
    completionHandler?(nil, LoadError.itemUnavailable.bridged)
  }

  /// ``loadPreviewImage(options:completionHandler:)``, awaited: throws "item unavailable" (−1000).
  public func loadPreviewImage(options: [AnyHashable: Any]! = [:]) async throws
    -> any NSSecureCoding
  {
    throw LoadError.itemUnavailable.bridged
  }
}
