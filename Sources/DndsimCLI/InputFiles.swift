import DnDFormats
import Foundation

/// Reading files the user named, with errors in the tool's one style.
enum InputFiles {
  /// The whole text of `path` (a golden log). A missing or unreadable file is bad input.
  static func text(at path: String) throws(InputError) -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
      let reason =
        FileManager.default.fileExists(atPath: path) ? "cannot read the file" : "no such file"
      throw InputError(file: path, message: reason)
    }
    return String(decoding: data, as: UTF8.self)
  }
}
