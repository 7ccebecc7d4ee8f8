#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a recorded trace so that the target is never a half-written or invalid trace: the
/// canonical text (``TraceWriter``) goes to a new temporary file in the target's folder, is
/// flushed to disk (`fsync`), and is read back through ``TraceReader`` — every rule of the format
/// checked, every line compared with what was meant — and only then renamed over the target
/// (atomic within one file system), after which the folder is flushed too so the rename survives
/// a crash. On any error the temporary file is removed and the target is left as it was.
public enum TraceFileWriter {
  /// Writes the trace of `header` and `records` to `path`; errors name the target `name` (the
  /// path by default).
  public static func writeAtomically(
    header: TraceHeader, records: [TraceRecord], to path: String, name: String? = nil
  ) throws(InputError) {
    let target = name ?? path
    let temporary = try TemporaryFile.create(beside: path, target: target)
    do throws(InputError) {
      try write(header: header, records: records, to: temporary)
      try temporary.syncAndClose()
      try verify(
        temporaryPath: temporary.path, target: target, header: header, records: records)
      try temporary.replace(path)
    } catch {
      temporary.remove()
      throw error
    }
    syncFolder(of: path)
  }

  /// The canonical lines, a chunk at a time (a long trace is never held twice as text).
  private static func write(
    header: TraceHeader, records: [TraceRecord], to file: TemporaryFile
  ) throws(InputError) {
    var chunk: [UInt8] = []
    chunk.reserveCapacity(1 << 20)
    chunk.append(contentsOf: TraceWriter.headerLine(header).utf8)
    chunk.append(UInt8(ascii: "\n"))
    for record in records {
      chunk.append(contentsOf: TraceWriter.recordLine(record).utf8)
      chunk.append(UInt8(ascii: "\n"))
      if chunk.count >= 1 << 20 {
        try file.write(chunk)
        chunk.removeAll(keepingCapacity: true)
      }
    }
    try file.write(chunk)
  }

  /// Reads the temporary file back: it must be a valid trace that says what `header` and `records` say, to the
  /// format's canonical three decimals (a record read back differs from the one written only
  /// when the writer rounded it, and then both must write the same line).
  private static func verify(
    temporaryPath: String, target: String, header: TraceHeader, records: [TraceRecord]
  ) throws(InputError) {
    func refuse(_ line: Int?, _ problem: String) -> InputError {
      InputError(
        file: target, line: line,
        message: "the recorded trace does not read back (\(problem)); the file was not changed")
    }
    let reader: TraceReader
    do {
      reader = try TraceReader(path: temporaryPath, name: target)
    } catch {
      throw refuse(error.line, error.message)
    }
    guard TraceWriter.headerLine(reader.header) == TraceWriter.headerLine(header) else {
      throw refuse(1, "its header reads back differently")
    }
    var index = 0
    while true {
      let record: TraceRecord?
      do {
        record = try reader.next()
      } catch {
        throw refuse(error.line, error.message)
      }
      guard let record else { break }
      guard index < records.count,
        record == records[index]
          || TraceWriter.recordLine(record) == TraceWriter.recordLine(records[index])
      else { throw refuse(index + 2, "this line reads back differently") }
      index += 1
    }
    guard index == records.count else { throw refuse(nil, "records are missing") }
  }

  /// Flushes the folder's entry for the renamed file; a failure here cannot undo the rename, and
  /// the data itself is already on disk, so it is not an error.
  package static func syncFolder(of path: String) {
    let folder = PathText.folder(of: path)
    let descriptor = open(folder, O_RDONLY)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }
}

/// A new file beside the target, `.<name>.<random>.tmp`, created exclusively (never an existing
/// file, never followed through a link someone planted).
package final class TemporaryFile {
  package let path: String
  let target: String
  /// `nil` once closed.
  private var descriptor: Int32?

  private init(path: String, target: String, descriptor: Int32) {
    self.path = path
    self.target = target
    self.descriptor = descriptor
  }

  package static func create(beside path: String, target: String) throws(InputError)
    -> TemporaryFile
  {
    let folder = PathText.folder(of: path)
    let fileName = path.split(separator: "/").last.map(String.init) ?? path
    for _ in 0..<16 {
      let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
      let candidate = PathText.join(folder, ".\(fileName).\(suffix).tmp")
      let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      if descriptor >= 0 {
        return TemporaryFile(path: candidate, target: target, descriptor: descriptor)
      }
      guard errno == EEXIST else {
        throw InputError(
          file: target,
          message: "cannot create a file in \(folder) (\(WholeFileReader.reason(errno)))")
      }
    }
    throw InputError(file: target, message: "cannot find a free temporary name in \(folder)")
  }

  package func write(_ bytes: [UInt8]) throws(InputError) {
    guard let descriptor else { throw failure("cannot write the trace", code: EBADF) }
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes { writeBytes(descriptor, $0) }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure("cannot write the trace", code: errno)
      }
      offset += count
    }
  }

  package func syncAndClose() throws(InputError) {
    guard let descriptor else { return }
    self.descriptor = nil
    guard fsync(descriptor) == 0 else {
      let error = failure("cannot flush the trace to disk", code: errno)
      close(descriptor)
      throw error
    }
    guard close(descriptor) == 0 else { throw failure("cannot close the trace", code: errno) }
  }

  /// Renames the (closed, synced) file over `destination`; on failure the destination is as it
  /// was.
  package func replace(_ destination: String) throws(InputError) {
    guard rename(path, destination) == 0 else {
      throw InputError(
        file: target,
        message: "cannot replace the file (\(WholeFileReader.reason(errno))); it was not changed")
    }
  }

  /// Closes the file if it is still open and deletes it.
  package func remove() {
    if let descriptor { close(descriptor) }
    descriptor = nil
    unlink(path)
  }

  private func failure(_ what: String, code: Int32) -> InputError {
    InputError(
      file: target,
      message: "\(what) (\(WholeFileReader.reason(code))); the file was not changed")
  }
}

/// `write(2)`, out of reach of ``TemporaryFile/write(_:)``'s name.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
  write(descriptor, bytes.baseAddress, bytes.count)
}
