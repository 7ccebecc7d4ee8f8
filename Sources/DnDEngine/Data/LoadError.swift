/// Why a load delivered no data.
///
/// Codes follow `NSItemProviderErrorCode` (Docs/uikit-behaviour.md §1, Apple doc): unknown −1,
/// item unavailable −1000, unexpected value class −1100, unavailable coercion −1200.
public enum LoadError: Error, Hashable, Sendable {
  /// No representation conforms to the requested type (−1000).
  case itemUnavailable
  /// The data was there but could not be turned into the requested object (−1100), e.g. an
  /// image loaded from bytes that are not an image.
  case unexpectedValueClass
  /// The provider has nothing the requested object class can read (−1200).
  case unavailableCoercion
  /// The load's progress was cancelled before the data arrived. Code 3072 is Foundation's
  /// `NSUserCancelledError`: Apple documents no error for a cancelled item-provider load
  /// (Docs/uikit-behaviour.md §2 and §7.4), so this is our choice, to be checked on a device.
  case cancelled
  /// The system refused the load: outside `performDrop`, a representation not visible to the
  /// requester, a provider not attached to a system … The reason is for people; the code is
  /// NSItemProvider's "unknown" (−1) because Apple has no specific one.
  case notPermitted(String)
  /// A loader's own failure (a fault plan's "fail with …"); code −1.
  case failed(String)

  /// The numeric code, as `NSError.code` would carry it.
  public var code: Int {
    switch self {
    case .itemUnavailable: -1000
    case .unexpectedValueClass: -1100
    case .unavailableCoercion: -1200
    case .cancelled: 3072
    case .notPermitted, .failed: -1
    }
  }

  /// `itemUnavailable(-1000)`, `cancelled(3072)`, `notPermitted(-1, "outside performDrop")`.
  package var logDescription: String {
    switch self {
    case .itemUnavailable: "itemUnavailable(\(code))"
    case .unexpectedValueClass: "unexpectedValueClass(\(code))"
    case .unavailableCoercion: "unavailableCoercion(\(code))"
    case .cancelled: "cancelled(\(code))"
    case .notPermitted(let reason): "notPermitted(\(code), \(quoted(reason)))"
    case .failed(let reason): "failed(\(code), \(quoted(reason)))"
    }
  }
}

/// A reason as a double-quoted string, with `"`, `\` and line breaks escaped so that a log line
/// stays one line and can be parsed back.
private func quoted(_ text: String) -> String {
  var result = "\""
  for character in text {
    switch character {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    default: result.append(character)
    }
  }
  return result + "\""
}
