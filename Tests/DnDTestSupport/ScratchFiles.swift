import Foundation

/// A fresh scratch folder under the system's temporary folder for the files one test writes,
/// removed when the value goes away: each test gets its own, so tests run in parallel without
/// seeing each other's files.
public final class ScratchFiles: @unchecked Sendable {
  public let directory: URL

  public init() {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dndsim-tests-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: directory) }

  /// The path of `name` in the folder (nothing is written).
  public func path(_ name: String) -> String {
    directory.appendingPathComponent(name).path
  }

  /// Writes `text` to `name` and returns its path.
  @discardableResult
  public func write(_ name: String, _ text: String) -> String {
    let url = directory.appendingPathComponent(name)
    try! FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try! Data(text.utf8).write(to: url)
    return url.path
  }

  public func write(_ name: String, bytes: [UInt8]) -> String {
    let url = directory.appendingPathComponent(name)
    try! Data(bytes).write(to: url)
    return url.path
  }
}
