#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file one line at a time with a fixed-size buffer, so a file of any length is never held
/// whole in memory — only the current line, which may be at most ``maxLineLength`` bytes (a
/// longer line is an error, never a huge allocation).
///
/// Lines end with LF; a final line without LF counts. Line numbers start at 1.
///
/// It reads a file, or bytes already in memory (``init(bytes:name:maxLineLength:)``: the fuzz
/// targets, which must not do I/O per input) handed out in the same chunks a file read gives, so
/// a line cut by a chunk's end takes the same path either way.
public final class LineReader {
  /// The longest line accepted: 16 MiB (a frame of a trace is a few hundred bytes).
  public static let defaultMaxLineLength = 16 << 20

  public let file: String
  public let maxLineLength: Int
  // The state below changes with every line, so it is `@exclusivity(unchecked)`: a checked
  // access to a class's stored property costs about 80 instructions at run time, and no access
  // to these can overlap another (nothing here calls out while one is open, except `read(2)`).

  /// The number of the line last returned.
  @exclusivity(unchecked) public private(set) var lineNumber = 0
  /// Bytes read so far (for throughput figures).
  @exclusivity(unchecked) public private(set) var bytesRead = 0

  /// The open file, or -1 when reading ``memory``.
  private let descriptor: Int32
  /// The whole input when reading from memory; `memoryOffset` is how much of it was handed out.
  private let memory: [UInt8]
  @exclusivity(unchecked) private var memoryOffset = 0
  @exclusivity(unchecked) private var chunk: [UInt8]
  @exclusivity(unchecked) private var start = 0
  @exclusivity(unchecked) private var end = 0
  @exclusivity(unchecked) private var atEOF = false
  @exclusivity(unchecked) private var line: [UInt8] = []

  /// Opens `path`; `name` is how errors call the file (the path by default).
  public init(path: String, name: String? = nil, maxLineLength: Int = defaultMaxLineLength)
    throws(InputError)
  {
    self.file = name ?? path
    self.maxLineLength = maxLineLength
    descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      throw InputError(file: name ?? path, message: "cannot open the file (\(Self.reason(errno)))")
    }
    memory = []
    chunk = [UInt8](repeating: 0, count: Self.chunkSize)
  }

  /// Reads `bytes`, a whole file's contents, as if from a file; `name` is how errors call it.
  public init(bytes: [UInt8], name: String, maxLineLength: Int = defaultMaxLineLength) {
    file = name
    self.maxLineLength = maxLineLength
    descriptor = -1
    memory = bytes
    chunk = [UInt8](repeating: 0, count: Self.chunkSize)
  }

  /// How much one `read(2)` asks for.
  private static let chunkSize = 1 << 16

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// The next line without its LF, or `nil` at the end of the file. The returned buffer is
  /// reused by the next call.
  ///
  /// A line that lies whole in the current chunk (nearly all of them) is returned as a slice of
  /// the chunk, not copied; only a line cut by the end of a chunk is put together in `line`.
  public func nextLine() throws(InputError) -> ArraySlice<UInt8>? {
    line.removeAll(keepingCapacity: true)
    while true {
      if start == end {
        if atEOF { break }
        try refill()
        if start == end { break }
      }
      if let newline = newlineInChunk() {
        let rest = chunk[start..<newline]
        if line.isEmpty {
          try checkLength(rest.count)
          start = newline + 1
          lineNumber += 1
          return rest
        }
        try appendToLine(rest)
        start = newline + 1
        lineNumber += 1
        return line[...]
      }
      try appendToLine(chunk[start..<end])
      start = end
    }
    guard !line.isEmpty else { return nil }
    lineNumber += 1
    return line[...]
  }

  /// The index of the first LF in `chunk[start..<end]` (memchr: vectorized, unlike a loop over
  /// the bytes).
  private func newlineInChunk() -> Int? {
    chunk.withUnsafeBytes { bytes in
      let from = bytes.baseAddress! + start
      guard let found = memchr(from, 10, end - start) else { return nil }
      return start + (UnsafeRawPointer(found) - from)
    }
  }

  private func checkLength(_ count: Int) throws(InputError) {
    guard count <= maxLineLength else {
      throw InputError(
        file: file, line: lineNumber + 1,
        message: "line is longer than \(maxLineLength) bytes; expected one record per line")
    }
  }

  private func appendToLine(_ bytes: ArraySlice<UInt8>) throws(InputError) {
    try checkLength(line.count + bytes.count)
    line.append(contentsOf: bytes)
  }

  private func refill() throws(InputError) {
    let count: Int
    if descriptor < 0 {
      count = min(chunk.count, memory.count - memoryOffset)
      chunk.replaceSubrange(0..<count, with: memory[memoryOffset..<memoryOffset + count])
      memoryOffset += count
    } else {
      count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count >= 0 else {
        throw InputError(file: file, message: "cannot read the file (\(Self.reason(errno)))")
      }
    }
    start = 0
    end = count
    bytesRead += count
    if count == 0 { atEOF = true }
  }

  private static func reason(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}

/// An input a reader may open more than once (the getevent reader scans a log for its devices,
/// then reads it): a file, or bytes in memory.
package enum LineSource {
  case file(path: String, name: String?)
  case bytes([UInt8], name: String)

  package func open() throws(InputError) -> LineReader {
    switch self {
    case .file(let path, let name): return try LineReader(path: path, name: name)
    case .bytes(let bytes, let name): return LineReader(bytes: bytes, name: name)
    }
  }
}
