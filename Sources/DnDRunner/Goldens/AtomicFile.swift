import DnDFormats

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file so that no reader, and no crash, ever sees it half-written: the bytes go to a
/// temporary file in the same folder, are flushed to the disk (`fsync`), and the temporary file
/// is renamed over the target (atomic within one file system); then the folder is synced so the
/// rename itself survives a power cut.
public enum AtomicFile {
  /// A file that could not be written (or, for a golden, read: `action` says which).
  public struct WriteError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var reason: String
    public var action = "write"
    public var description: String { "\(path): cannot \(action) the file (\(reason))" }
  }

  public static func write(_ text: String, to path: String) throws(WriteError) {
    let folder = PathText.folder(of: path)
    try createFolders(folder, for: path)
    var template = Array("\(folder)/.\(PathText.fileName(of: path)).tmp-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw WriteError(path: path, reason: reason(errno)) }
    let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    var succeeded = false
    defer {
      if !succeeded { unlink(temporary) }
    }
    do {
      defer { close(descriptor) }
      try writeAll(Array(text.utf8), to: descriptor, path: path)
      guard fchmod(descriptor, 0o644) == 0, fsync(descriptor) == 0 else {
        throw WriteError(path: path, reason: reason(errno))
      }
    }
    guard rename(temporary, path) == 0 else {
      throw WriteError(path: path, reason: reason(errno))
    }
    succeeded = true
    syncFolder(folder)
  }

  /// Removes `path` if it exists; a file already gone is not an error.
  public static func remove(_ path: String) throws(WriteError) {
    guard unlink(path) == 0 || errno == ENOENT else {
      throw WriteError(path: path, reason: reason(errno))
    }
    syncFolder(PathText.folder(of: path))
  }

  /// Renames `source` over `target` atomically (both in one folder: a pending result over its
  /// golden).
  public static func move(_ source: String, over target: String) throws(WriteError) {
    guard rename(source, target) == 0 else {
      throw WriteError(path: target, reason: reason(errno))
    }
    syncFolder(PathText.folder(of: target))
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String)
    throws(WriteError)
  {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        posixWrite(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw WriteError(path: path, reason: reason(errno))
      }
      offset += written
    }
  }

  private static func createFolders(_ folder: String, for path: String) throws(WriteError) {
    var built = folder.hasPrefix("/") ? "" : "."
    for part in folder.split(separator: "/") {
      built += "/" + part
      if mkdir(built, 0o755) != 0 && errno != EEXIST {
        throw WriteError(path: path, reason: reason(errno))
      }
    }
  }

  private static func syncFolder(_ folder: String) {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }

  static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// `write(2)`, outside ``AtomicFile`` whose own `write` would shadow it.
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
