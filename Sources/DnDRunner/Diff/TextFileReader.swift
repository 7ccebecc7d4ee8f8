import DnDFormats
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file that must hold text (a `dndsim-log` event log, usually) as bytes, with the
/// tool's two kinds of failure kept apart:
///
/// - the file is not what was asked for — missing, a directory, or not UTF-8 text (invalid
///   UTF-8 or a NUL byte, i.e. binary data): an ``InputError`` (exit 2) naming the file, where
///   the bad byte is, and what was expected;
/// - the system failed to read a file that is there (permission denied, an I/O error): a
///   ``LogDiff/Failure`` (exit 3).
///
/// Bytes, not `String`: the diff works on bytes, and a million-line log should be read and
/// checked in one pass, not decoded and copied again.
package enum TextFileReader {
  /// `-` names standard input, as in `diff`.
  package static let standardInputName = "-"

  /// The bytes of the file at `path`, checked to be UTF-8 text; `expected` says what it should
  /// have been (e.g. "a dndsim-log event log or other text file").
  static func contents(of path: String, expected: String) throws -> [UInt8] {
    let bytes = try rawContents(of: path, expected: expected)
    if let problem = TextCheck.firstProblem(in: bytes) {
      throw InputError(
        file: path, line: problem.line, column: problem.column,
        message: "\(problem.description); expected \(expected)")
    }
    return bytes
  }

  private static func rawContents(of path: String, expected: String) throws -> [UInt8] {
    let descriptor: Int32
    if path == standardInputName {
      descriptor = STDIN_FILENO
    } else {
      descriptor = open(path, O_RDONLY | O_CLOEXEC)
      if descriptor < 0 {
        let code = errno
        switch code {
        case ENOENT, ENOTDIR:
          throw InputError(file: path, message: "no such file; expected \(expected)")
        case EISDIR:
          throw InputError(file: path, message: "is a directory; expected \(expected)")
        default:
          throw LogDiff.Failure(file: path, errorNumber: code)
        }
      }
    }
    defer { if descriptor != STDIN_FILENO { close(descriptor) } }

    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw LogDiff.Failure(file: path, errorNumber: errno)
    }
    if (status.st_mode & S_IFMT) == S_IFDIR {
      throw InputError(file: path, message: "is a directory; expected \(expected)")
    }
    // A regular file's size is known: it is read straight into one buffer of that size. Whatever
    // follows (a pipe or terminal such as `-` or `<(…)`, or a file that grew) is read in chunks.
    let size = (status.st_mode & S_IFMT) == S_IFREG ? Int(status.st_size) : 0
    var bytes = try [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      while initialized < size {
        let got = try readSome(descriptor, buffer.baseAddress! + initialized, size - initialized)
        if got == 0 { break }
        initialized += got
      }
    }
    if bytes.count < size { return bytes }  // the file shrank while being read: take what was there
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let got = try chunk.withUnsafeMutableBytes { buffer in
        try readSome(descriptor, buffer.baseAddress!, buffer.count)
      }
      if got == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<got])
    }

    /// One `read(2)`, retried when interrupted; 0 at the end of the file.
    func readSome(_ descriptor: Int32, _ into: UnsafeMutableRawPointer, _ count: Int) throws -> Int
    {
      while true {
        let got = read(descriptor, into, count)
        if got >= 0 { return got }
        if errno != EINTR { throw LogDiff.Failure(file: path, errorNumber: errno) }
      }
    }
  }
}

extension LogDiff.Failure {
  /// The system could not read a file that is there: permission denied, an I/O error.
  init(file: String, errorNumber: Int32) {
    self.init(
      description: "\(file): error: cannot read the file: \(String(cString: strerror(errorNumber)))"
    )
  }
}
