#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a small file whole (a fault plan, a scene): one JSON document parsed in one go. The size
/// is bounded, so a wrong path to a huge file is an error, never a huge allocation.
package enum WholeFileReader {
  /// The bytes of `path`; errors name the file `name` (the path by default).
  package static func contents(path: String, name: String? = nil, maxBytes: Int) throws(InputError)
    -> [UInt8]
  {
    let file = name ?? path
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      throw InputError(file: file, message: "cannot open the file (\(reason(errno)))")
    }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count >= 0 else {
        throw InputError(file: file, message: "cannot read the file (\(reason(errno)))")
      }
      if count == 0 { return bytes }
      guard bytes.count + count <= maxBytes else {
        throw InputError(
          file: file,
          message: "file is larger than \(maxBytes) bytes; expected a small JSON document")
      }
      bytes.append(contentsOf: chunk[0..<count])
    }
  }

  /// Whether something exists at `path` (a file that cannot be read still exists: reading it
  /// then says why).
  package static func exists(path: String) -> Bool {
    access(path, F_OK) == 0
  }

  package static func reason(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}
