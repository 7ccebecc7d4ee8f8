import DnDFormats
import Foundation

/// Reading files the user named, with errors in the tool's one style.
enum InputFiles {
  /// The whole text of `path` (a golden log). A missing or unreadable file is bad input; the
  /// message says what the file should have been (`expected`, e.g. "a golden log to compare with").
  static func text(at path: String, expected: String) throws(InputError) -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
      let reason =
        FileManager.default.fileExists(atPath: path) ? "cannot read the file" : "no such file"
      throw InputError(file: path, message: "\(reason); expected \(expected)")
    }
    return String(decoding: data, as: UTF8.self)
  }
}
