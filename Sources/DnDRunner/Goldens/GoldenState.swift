import DnDFormats
import Foundation

#if canImport(Glibc)
  import Glibc
  private let readBytes = Glibc.read
#elseif canImport(Darwin)
  import Darwin
  private let readBytes = Darwin.read
#endif

/// A golden as found on disk, before comparison.
package enum GoldenState: Sendable {
  case absent
  case present(String)
  /// The file holds merge-conflict markers (`<<<<<<<`, `=======`, `>>>>>>>` at the start of a
  /// line), left by a merge of two branches that both changed it.
  case conflicted(String)

  /// Reads the golden at `path`. A file that exists but cannot be read is a failure, never
  /// taken for absent.
  package static func read(_ path: String) throws(AtomicFile.WriteError) -> GoldenState {
    guard FileManager.default.fileExists(atPath: path) else { return .absent }
    guard let data = FileManager.default.contents(atPath: path) else {
      // Ask the system why, for the message (permission, a folder named like the golden …).
      throw AtomicFile.WriteError(path: path, reason: whyUnreadable(path), action: "read")
    }
    let text = String(decoding: data, as: UTF8.self)
    return hasConflictMarkers(text) ? .conflicted(text) : .present(text)
  }

  /// The system's reason a file cannot be read: opening it, then reading a byte (a folder opens
  /// but does not read).
  private static func whyUnreadable(_ path: String) -> String {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return String(cString: strerror(errno)) }
    defer { close(descriptor) }
    var byte: UInt8 = 0
    return readBytes(descriptor, &byte, 1) < 0 ? String(cString: strerror(errno)) : "unreadable"
  }

  package static func hasConflictMarkers(_ text: String) -> Bool {
    var atLineStart = true
    var index = text.utf8.startIndex
    let bytes = text.utf8
    while index < bytes.endIndex {
      if atLineStart && isMarker(at: index, in: bytes) { return true }
      atLineStart = bytes[index] == UInt8(ascii: "\n")
      index = bytes.index(after: index)
    }
    return false
  }

  /// `<<<<<<< ` / `>>>>>>> ` (followed by a branch name) or `=======` alone on its line.
  private static func isMarker(at index: String.UTF8View.Index, in bytes: String.UTF8View)
    -> Bool
  {
    let rest = bytes[index...]
    for marker in ["<<<<<<<", ">>>>>>>", "======="] {
      guard rest.starts(with: marker.utf8) else { continue }
      let after = rest.dropFirst(7).first
      if marker == "=======" {
        if after == nil || after == UInt8(ascii: "\n") || after == UInt8(ascii: "\r") {
          return true
        }
      } else if after == nil || after == UInt8(ascii: " ") || after == UInt8(ascii: "\n") {
        return true
      }
    }
    return false
  }

  /// The value of `# key: value` in a log's header (the `#` lines at its top).
  package static func headerValue(_ key: String, in text: String) -> String? {
    let prefix = "# \(key): "
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard line.hasPrefix("# ") else { return nil }
      if line.hasPrefix(prefix) { return String(line.dropFirst(prefix.count)) }
    }
    return nil
  }
}
