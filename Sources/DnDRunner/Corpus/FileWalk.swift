import DnDFormats

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The regular files under a folder, found the way a user expects: symbolic links are followed
/// (a Bazel runfiles tree is all links; a linked `Traces` folder is still the corpus), each real
/// folder is visited once (a link cycle cannot loop), hidden entries (`.build`, `.git`) are
/// skipped, and the paths are the folder as typed plus the part below it, sorted bytewise.
enum FileWalk {
  static func regularFiles(under folder: String) -> [String] {
    var found: [String] = []
    var visited: Set<[UInt64]> = []
    walk(folder, into: &found, visited: &visited)
    return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// The temporary files of ``AtomicFile`` under `folder` (hidden files
  /// `.<name>.tmp-<pid>-XXXXXX`, in the folders a search visits), sorted.
  static func temporaryFiles(under folder: String) -> [String] {
    let isTemporary = { (name: String) in AtomicFile.temporaryFile(named: name).isTemporary }
    var found: [String] = []
    var visited: Set<[UInt64]> = []
    walk(folder, into: &found, visited: &visited, keepingHidden: isTemporary)
    return found.filter { isTemporary(PathText.fileName(of: $0)) }
      .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// Whether `path` (links followed) is a folder.
  static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// `keepingHidden` lets through hidden names it accepts (folders and files alike: a hidden
  /// folder it accepts is walked too).
  private static func walk(
    _ folder: String, into found: inout [String], visited: inout Set<[UInt64]>,
    keepingHidden: (String) -> Bool = { _ in false }
  ) {
    var info = stat()
    guard stat(folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR,
      visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted,
      let directory = opendir(folder)
    else { return }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if !name.hasPrefix(".") || keepingHidden(name) { names.append(name) }
    }
    closedir(directory)
    for name in names {
      let path = PathText.join(folder, name)  // `.` adds no `./`: names never depend on it
      var child = stat()
      guard stat(path, &child) == 0 else { continue }  // a dangling link
      switch child.st_mode & S_IFMT {
      case S_IFDIR: walk(path, into: &found, visited: &visited, keepingHidden: keepingHidden)
      case S_IFREG: found.append(path)
      default: continue
      }
    }
  }
}
