import DnDFormats

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The SHA-256 of a file, read in chunks (a trace of any length), as lowercase hex.
enum FileDigest {
  static func sha256(path: String, name: String? = nil) throws(InputError) -> String {
    let file = name ?? path
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      throw InputError(
        file: file, message: "cannot open the file (\(WholeFileReader.reason(errno)))")
    }
    defer { close(descriptor) }
    var hash = SHA256()
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count >= 0 else {
        throw InputError(
          file: file, message: "cannot read the file (\(WholeFileReader.reason(errno)))")
      }
      if count == 0 { return hash.finalizeHex() }
      hash.update(chunk[0..<count])
    }
  }
}
