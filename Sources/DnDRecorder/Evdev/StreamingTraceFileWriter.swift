import DnDEngine
import DnDFormats

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// ``TraceFileWriter`` for a trace too long to hold in memory: records are appended one at a time
/// as an importer completes them, and only the current megabyte of text is in memory.
///
/// The header comes last to a streaming importer (it counts the warnings, known only at the
/// end), so the records go to a temporary body file first (never flushed to disk: it is read
/// back at once and removed). ``finish(header:)`` then writes the header and copies the body
/// into a second temporary file beside the target, flushes it (`fsync`), reads it back through
/// ``TraceReader`` — every rule of the format, and every record must read back as it was
/// appended (compared through a running digest of every field, since the records are no longer
/// in memory) — and only then renames it over the target and flushes the folder. On any error,
/// or when the writer is dropped unfinished, both temporary files are removed and the target is
/// left as it was.
public final class StreamingTraceFileWriter {
  public let path: String
  /// How errors call the target.
  public let name: String
  /// Records appended so far.
  public private(set) var recordCount = 0
  private var body: TemporaryFile?
  private var chunk: [UInt8] = []
  /// The digest of every record appended (``RecordDigest``).
  private var digest = RecordDigest()
  private static let chunkSize = 1 << 20

  public init(path: String, name: String? = nil) throws(InputError) {
    self.path = path
    self.name = name ?? path
    body = try TemporaryFile.create(beside: path, target: self.name)
    chunk.reserveCapacity(Self.chunkSize + 4096)
  }

  deinit {
    body?.remove()
  }

  public func append(_ record: TraceRecord) throws(InputError) {
    guard let body else { throw closed() }
    chunk.append(contentsOf: TraceWriter.recordLine(record).utf8)
    chunk.append(UInt8(ascii: "\n"))
    digest.add(record)
    recordCount += 1
    if chunk.count >= Self.chunkSize {
      do throws(InputError) {
        try body.write(chunk)
      } catch {
        abandon()
        throw error
      }
      chunk.removeAll(keepingCapacity: true)
    }
  }

  /// Writes the target: `header`, then every record appended, atomically (see the type).
  public func finish(header: TraceHeader) throws(InputError) {
    guard let body else { throw closed() }
    let final: TemporaryFile
    do throws(InputError) {
      try body.write(chunk)
      chunk = []
      final = try TemporaryFile.create(beside: path, target: name)
    } catch {
      abandon()
      throw error
    }
    do throws(InputError) {
      let headerLine = TraceWriter.headerLine(header)
      try final.write(Array((headerLine + "\n").utf8))
      try copy(from: body.path, to: final)
      body.remove()
      self.body = nil
      try final.syncAndClose()
      try verify(final.path, headerLine: headerLine)
      try final.replace(path)
    } catch {
      final.remove()
      abandon()
      throw error
    }
    TraceFileWriter.syncFolder(of: path)
  }

  /// Removes the temporary body; the writer cannot be used afterwards.
  public func abandon() {
    body?.remove()
    body = nil
    chunk = []
  }

  private func closed() -> InputError {
    InputError(file: name, message: "the trace writer was already finished or abandoned")
  }

  private func copy(from source: String, to target: TemporaryFile) throws(InputError) {
    let descriptor = open(source, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw InputError(
        file: name, message: "cannot read back the trace (\(WholeFileReader.reason(errno)))")
    }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: Self.chunkSize)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw InputError(
          file: name, message: "cannot read back the trace (\(WholeFileReader.reason(errno)))")
      }
      if count == 0 { return }
      try target.write(count == buffer.count ? buffer : Array(buffer[..<count]))
    }
  }

  /// Reads the file back: a valid trace with the header written and the records appended.
  private func verify(_ temporaryPath: String, headerLine: String) throws(InputError) {
    func refuse(_ line: Int?, _ problem: String) -> InputError {
      InputError(
        file: name, line: line,
        message: "the recorded trace does not read back (\(problem)); the file was not changed")
    }
    let reader: TraceReader
    do {
      reader = try TraceReader(path: temporaryPath, name: name)
    } catch {
      throw refuse(error.line, error.message)
    }
    guard TraceWriter.headerLine(reader.header) == headerLine else {
      throw refuse(1, "its header reads back differently")
    }
    var readBack = RecordDigest()
    var count = 0
    while true {
      let record: TraceRecord?
      do {
        record = try reader.next()
      } catch {
        throw refuse(error.line, error.message)
      }
      guard let record else { break }
      readBack.add(record)
      count += 1
    }
    guard count == recordCount else { throw refuse(nil, "records are missing") }
    guard readBack == digest else { throw refuse(nil, "its records read back differently") }
  }
}

/// A running digest (64-bit FNV-1a) of every field of every record — times, ids, phases, the
/// exact bits of each coordinate, force and radius, actions and their arguments — so that a
/// stream of records can be compared with its read-back without holding either.
struct RecordDigest: Equatable {
  private var value: UInt64 = 0xcbf2_9ce4_8422_2325

  private mutating func mix(_ word: UInt64) {
    var word = word
    for _ in 0..<8 {
      value = (value ^ (word & 0xff)) &* 0x0000_0100_0000_01b3
      word >>= 8
    }
  }

  private mutating func mix(_ text: String) {
    for byte in text.utf8 { mix(UInt64(byte)) }
    mix(UInt64.max)
  }

  private mutating func mix(_ number: Double?) {
    mix(number.map { $0.bitPattern } ?? 0x7ff8_dead_beef_0001)
  }

  private static func code(_ phase: TouchPhase) -> UInt64 {
    switch phase {
    case .began: 1
    case .moved: 2
    case .stationary: 3
    case .ended: 4
    case .cancelled: 5
    }
  }

  mutating func add(_ record: TraceRecord) {
    switch record {
    case .frame(let time, let touches):
      mix(1)
      mix(UInt64(bitPattern: time))
      mix(UInt64(touches.count))
      for touch in touches {
        mix(UInt64(bitPattern: Int64(touch.id)))
        mix(Self.code(touch.phase))
        mix(touch.x)
        mix(touch.y)
        mix(touch.force)
        mix(touch.radius)
      }
    case .action(let time, let action):
      mix(2)
      mix(UInt64(bitPattern: time))
      switch action {
      case .cancelProgress:
        mix(3)
      case .scene(let name, let arguments):
        mix(4)
        mix(name)
        for argument in arguments {
          mix(argument.name)
          mix(argument.value)
        }
      }
    }
  }
}
