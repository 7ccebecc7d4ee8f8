import DnDEngine

/// The error domain of item-provider failures (Foundation's `NSItemProviderErrorDomain`).
// swift-format-ignore: AlwaysUseLowerCamelCase
nonisolated public let NSItemProviderErrorDomain = "NSItemProviderErrorDomain"

nonisolated extension NSItemProvider {
  /// The codes of ``NSItemProviderErrorDomain`` (Foundation's `NSItemProvider.ErrorCode`); the
  /// engine's `LoadError/code` uses the same numbers.
  nonisolated public enum ErrorCode: Int, Sendable {
    case unknownError = -1
    case itemUnavailableError = -1000
    case unexpectedValueClassError = -1100
    case unavailableCoercionError = -1200
  }
}

/// The error a UIKit completion handler receives for an engine `LoadError`: an
/// `NSError` whose domain and code are UIKit's and whose `localizedDescription` reads as a
/// sentence, carrying the engine's value so that it converts back exactly.
///
/// Domain and code: ``NSItemProviderErrorDomain`` with `LoadError/code` (−1000,
/// −1100, −1200, and −1 for a refused or failed load), except a cancelled load, which is
/// `NSCocoaErrorDomain` 3072 (`NSUserCancelledError`; see `LoadError.swift` for why).
nonisolated final class EngineLoadError: NSError, @unchecked Sendable {
  /// The engine's error.
  let loadError: LoadError

  init(_ loadError: LoadError) {
    self.loadError = loadError
    let domain = loadError == .cancelled ? NSCocoaErrorDomain : NSItemProviderErrorDomain
    super.init(
      domain: domain, code: loadError.code,
      userInfo: [NSLocalizedDescriptionKey: EngineLoadError.describe(loadError)])
  }

  required init?(coder: NSCoder) { nil }

  /// A sentence for people (our wording; Apple's is not documented).
  private static func describe(_ error: LoadError) -> String {
    switch error {
    case .itemUnavailable:
      "The item provider has no representation of the requested type."
    case .unexpectedValueClass:
      "The item provider's data could not be read as the requested class."
    case .unavailableCoercion:
      "The item provider has no representation the requested class can read."
    case .cancelled:
      "The operation was cancelled."
    case .notPermitted(let reason):
      "The load is not permitted: \(reason)."
    case .failed(let reason):
      reason
    }
  }
}

nonisolated extension LoadError {
  /// The engine's error for an error from app code (a loader's completion, a reader's throw).
  ///
  /// An error made by ``EngineLoadError`` converts back exactly; any other error of
  /// ``NSItemProviderErrorDomain`` with code −1000, −1100 or −1200, or `NSCocoaErrorDomain`
  /// 3072, becomes that case; anything else becomes `fallback`, or
  /// `LoadError/failed(_:)` with the error's `localizedDescription` when `fallback`
  /// is nil.
  init(bridging error: Error, fallback: LoadError? = nil) {
    if let engine = error as? EngineLoadError {
      self = engine.loadError
      return
    }
    if let engine = error as? LoadError {
      self = engine
      return
    }
    let nsError = error as NSError
    switch (nsError.domain, nsError.code) {
    case (NSItemProviderErrorDomain, LoadError.itemUnavailable.code): self = .itemUnavailable
    case (NSItemProviderErrorDomain, LoadError.unexpectedValueClass.code):
      self = .unexpectedValueClass
    case (NSItemProviderErrorDomain, LoadError.unavailableCoercion.code):
      self = .unavailableCoercion
    case (NSCocoaErrorDomain, NSUserCancelledError): self = .cancelled
    default: self = fallback ?? .failed(error.localizedDescription)
    }
  }

  /// The error UIKit code receives for this one.
  var bridged: Error { EngineLoadError(self) }
}
