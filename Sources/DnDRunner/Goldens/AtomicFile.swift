import DnDFormats
import Synchronization

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
    var template = Array(
      "\(folder)/.\(PathText.fileName(of: path))\(temporaryMarker)\(getpid())-XXXXXX".utf8CString)
    let descriptor = InFlight.create(&template)
    guard descriptor >= 0 else { throw WriteError(path: path, reason: reason(errno)) }
    let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    var succeeded = false
    defer {
      if !succeeded { unlink(temporary) }
      InFlight.remove(temporary)
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

  /// What a temporary file's name holds after its target's: `.<target's name>.tmp-<pid>-XXXXXX`
  /// (the process that writes it, then six random characters).
  package static let temporaryMarker = ".tmp-"

  /// Removes every temporary file a write has made and not yet renamed or removed, and makes any
  /// later write fail instead of leaving one: what an interrupted command (SIGINT, SIGTERM) does
  /// before it exits, so no `.X.golden.log.tmp-…` is left in the source tree.
  package static func abandonWrites() {
    InFlight.abandon()
  }

  /// Whether `name` (a file name, not a path) is one of this type's temporary files, and the
  /// process that made it: `.<name>.tmp-<pid>-XXXXXX`, or `.<name>.tmp-XXXXXX` as versions
  /// before the process id made them (`owner` nil).
  package static func temporaryFile(named name: String) -> (isTemporary: Bool, owner: Int32?) {
    let bytes = Array(name.utf8)
    func isAlphanumeric(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
    guard bytes.count > 8, bytes[0] == UInt8(ascii: "."), bytes.suffix(6).allSatisfy(isAlphanumeric)
    else { return (false, nil) }
    let head = bytes.dropLast(6)
    let marker = Array(temporaryMarker.utf8)
    if head.count > marker.count + 1, Array(head.suffix(marker.count)) == marker {
      return (true, nil)
    }
    // `…tmp-<pid>-`: digits between the marker and a dash.
    guard head.last == UInt8(ascii: "-") else { return (false, nil) }
    let digits = head.dropLast().reversed().prefix { (48...57).contains($0) }
    let beforeDigits = head.dropLast().dropLast(digits.count)
    guard !digits.isEmpty, digits.count <= 9, beforeDigits.count > marker.count + 1,
      Array(beforeDigits.suffix(marker.count)) == marker
    else { return (false, nil) }
    return (true, Int32(String(decoding: digits.reversed(), as: UTF8.self)))
  }

  /// The temporary files being written now, so an interrupted command can remove them. A file
  /// is made and registered under one lock, and abandoning takes the same lock: no file can be
  /// made after the abandoning, or be made and not yet known to it.
  private enum InFlight {
    static let state = Mutex<(paths: Set<String>, abandoned: Bool)>(([], false))

    /// `mkstemp` on `template`, registered; -1 (with `errno` ECANCELED) once abandoned.
    static func create(_ template: inout [CChar]) -> Int32 {
      state.withLock { state in
        guard !state.abandoned else {
          errno = ECANCELED
          return -1
        }
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        if descriptor >= 0 {
          state.paths.insert(template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        }
        return descriptor
      }
    }

    static func remove(_ path: String) {
      _ = state.withLock { $0.paths.remove(path) }
    }

    static func abandon() {
      state.withLock { state in
        state.abandoned = true
        for path in state.paths { unlink(path) }
      }
    }
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
