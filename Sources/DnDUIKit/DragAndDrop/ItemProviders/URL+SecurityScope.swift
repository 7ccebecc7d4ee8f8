// Security-scoped access (Foundation's, on Apple platforms): app code brackets its use of a file
// it was handed — by a drop's file load, a document picker — with
// `startAccessingSecurityScopedResource()` and `stopAccessingSecurityScopedResource()`.
// Foundation on Linux has neither, so DnDUIKit declares them, as it re-exports Foundation
// (Docs/uikit.md, item providers). They answer as iOS does for a file a drop hands the app: access
// is granted (true) for a file URL; a URL that is not a file URL gets false, as a URL with no
// security scope does. No permission is modelled (every file is readable here); the calls are
// counted per path, so a test can check that an app balances them.

nonisolated extension URL {
  /// Makes the file at this URL accessible until
  /// `stopAccessingSecurityScopedResource()`: true for a file URL (as for a file a drop hands
  /// the app on iOS), false for any other URL. Each true answer must be balanced by a stop.
  public func startAccessingSecurityScopedResource() -> Bool {
    SecurityScopedAccess.start(self)
  }

  /// Ends one access begun by `startAccessingSecurityScopedResource()`; a call with no access
  /// open does nothing.
  public func stopAccessingSecurityScopedResource() {
    SecurityScopedAccess.stop(self)
  }
}

nonisolated extension NSURL {
  /// `URL`'s `URL.startAccessingSecurityScopedResource()` for this URL: true for a file URL.
  public func startAccessingSecurityScopedResource() -> Bool {
    SecurityScopedAccess.start(self as URL)
  }

  /// `URL`'s `URL.stopAccessingSecurityScopedResource()` for this URL.
  public func stopAccessingSecurityScopedResource() {
    SecurityScopedAccess.stop(self as URL)
  }
}

/// The security-scoped accesses open now, by file path: what tests read to check an app stops
/// every access it starts.
nonisolated package enum SecurityScopedAccess {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var open: [String: Int] = [:]
  nonisolated(unsafe) private static var started: [String: Int] = [:]

  /// How many accesses to the file at `url` were ever started (each true answer counts).
  package static func startCount(for url: URL) -> Int {
    lock.lock()
    defer { lock.unlock() }
    return started[url.standardizedFileURL.path] ?? 0
  }

  /// How many accesses to the file at `url` are open (started and not stopped).
  package static func openCount(for url: URL) -> Int {
    lock.lock()
    defer { lock.unlock() }
    return open[url.standardizedFileURL.path] ?? 0
  }

  static func start(_ url: URL) -> Bool {
    guard url.isFileURL else { return false }
    lock.lock()
    defer { lock.unlock() }
    open[url.standardizedFileURL.path, default: 0] += 1
    started[url.standardizedFileURL.path, default: 0] += 1
    return true
  }

  static func stop(_ url: URL) {
    guard url.isFileURL else { return }
    lock.lock()
    defer { lock.unlock() }
    let path = url.standardizedFileURL.path
    guard let count = open[path] else { return }
    open[path] = count > 1 ? count - 1 : nil
  }
}
