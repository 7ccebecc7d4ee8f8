/// Paths as text, the one way every module splits and joins them (`/` only; no file system
/// access, so no symbolic link is followed and nothing is normalised).
package enum PathText {
  /// The folder part of `path`: `.` for a bare name, `/` for a file at the root.
  package static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The last component of `path` (empty when `path` ends in `/`).
  package static func fileName(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// `file` inside `folder`, without a `./` prefix for the current folder.
  package static func join(_ folder: String, _ file: String) -> String {
    folder == "." ? file : folder.hasSuffix("/") ? folder + file : folder + "/" + file
  }

  /// `path` as seen from `folder`: an absolute path as it is, a relative one inside `folder`.
  package static func resolve(_ path: String, against folder: String) -> String {
    path.hasPrefix("/") ? path : join(folder, path)
  }
}
