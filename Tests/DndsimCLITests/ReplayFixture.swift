import Foundation

#if canImport(Glibc)
  import Glibc

  // SEEK_DATA and SEEK_HOLE: <unistd.h> declares them only with _GNU_SOURCE, which Swift's Glibc
  // module does not set.
  private let seekData: Int32 = 3
  private let seekHole: Int32 = 4
#elseif canImport(Darwin)
  import Darwin

  private let seekData = SEEK_DATA
  private let seekHole = SEEK_HOLE
#endif

/// A fresh temporary folder holding a valid case — a scene file, a trace naming it and the
/// trace's fault plan (variants `fast` and `slow`) — for a test to break one thing in and replay
/// with the real `dndsim replay`. The folder is deleted when the fixture goes away.
final class ReplayFixture {
  static let sceneName = "pinboard.scene.json"
  static let traceName = "copy.trace.jsonl"
  static let planName = "copy.faults.json"

  static let scene = #"""
    {"format":"dndsim-scene","version":1,"name":"pinboard",
     "apps":[{"name":"pinboard","team":"T1"},{"name":"photos","team":"T2"}],
     "items":[{"name":"photo-1","suggested_name":"beach.png","representations":[{"type":"public.png","image":[64,48],"loader":{"delay_ms":300}}]}],
     "windows":[
      {"app":"pinboard","frame":[0,0,500,600],"views":[{"name":"board","frame":[0,0,500,600],
        "drop":{"accepts":["public.image"],"perform":{"load":{"objects":"image"}},"preview":"none"}}]},
      {"app":"photos","frame":[500,0,500,600],"views":[{"name":"photo","frame":[100,100,100,100],"drag":{"items":["photo-1"]}}]}]}

    """#

  static let trace = #"""
    {"format":"dndsim-trace","version":1,"time_unit":"us","scene":"pinboard","variants":["fast","slow"]}
    {"t":0,"touches":[{"id":1,"phase":"began","x":650,"y":150}]}
    {"t":400000,"touches":[{"id":1,"phase":"moved","x":550,"y":200}]}
    {"t":416000,"touches":[{"id":1,"phase":"moved","x":400,"y":250}]}
    {"t":432000,"touches":[{"id":1,"phase":"moved","x":250,"y":300}]}
    {"t":600000,"touches":[{"id":1,"phase":"ended","x":250,"y":300}]}

    """#

  static let plan = #"""
    {"format":"dndsim-faults","version":1,"variants":{"fast":{},"slow":{"rules":[{"match":{"type":"public.image"},"delay_ms":3000,"progress_steps":3}]}}}

    """#

  /// A problem with the fixture itself (an edit that does not apply, a file it cannot read).
  struct FixtureError: Error, CustomStringConvertible {
    var description: String
  }

  let directory: URL

  /// Writes the valid scene, trace and plan into a new, uniquely named temporary folder.
  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("dndsim-replay-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
    try write(Self.sceneName, Self.scene)
    try write(Self.traceName, Self.trace)
    try write(Self.planName, Self.plan)
  }

  deinit {
    try? FileManager.default.removeItem(at: directory)
  }

  func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

  func read(_ name: String) throws -> String {
    try String(contentsOf: url(name), encoding: .utf8)
  }

  func write(_ name: String, _ text: String) throws {
    try Data(text.utf8).write(to: url(name))
  }

  func append(_ name: String, _ text: String) throws {
    try write(name, try read(name) + text)
  }

  func remove(_ name: String) throws {
    try FileManager.default.removeItem(at: url(name))
  }

  /// Replaces the one occurrence of `old` in file `name` with `new`; an edit that matches nothing
  /// or more than once is an error, so a case cannot silently test the valid file.
  func replace(in name: String, _ old: String, with new: String) throws {
    let parts = try read(name).components(separatedBy: old)
    guard parts.count == 2 else {
      throw FixtureError(
        description:
          "\(name) contains \(old.debugDescription) \(parts.count - 1) times; expected once")
    }
    try write(name, parts.joined(separator: new))
  }

  /// Each file of the folder with its size and a digest of its contents, to show that a run
  /// created, changed and deleted nothing.
  func snapshot() throws -> [String: FileState] {
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    var states: [String: FileState] = [:]
    for name in names { states[name] = try FileState(of: url(name)) }
    return states
  }

  /// A file's size and a digest of its contents (comparable within one test process).
  struct FileState: Equatable, CustomStringConvertible {
    var size: Int
    var digest: Int

    /// Hashes the file's size and its data extents with their offsets. A hole of a sparse file
    /// reads as zeros, so skipping holes (`SEEK_DATA`, `SEEK_HOLE`) keeps a sparse gigabyte
    /// cheap; a file system without holes reports the whole file as one extent.
    init(of url: URL) throws {
      let descriptor = open(url.path, O_RDONLY)
      guard descriptor >= 0 else { throw FixtureError(description: "cannot open \(url.path)") }
      defer { close(descriptor) }
      let end = lseek(descriptor, 0, SEEK_END)
      var hasher = Hasher()
      hasher.combine(end)
      var buffer = [UInt8](repeating: 0, count: 1 << 20)
      var offset: off_t = 0
      while offset < end {
        let dataStart = lseek(descriptor, offset, seekData)
        guard dataStart >= 0 else { break }  // ENXIO: only a hole is left
        let holeStart = lseek(descriptor, dataStart, seekHole)
        let dataEnd = holeStart > dataStart ? holeStart : end
        hasher.combine(dataStart)
        var position = dataStart
        while position < dataEnd {
          let wanted = min(buffer.count, Int(dataEnd - position))
          let count = buffer.withUnsafeMutableBytes {
            pread(descriptor, $0.baseAddress, wanted, position)
          }
          guard count > 0 else { throw FixtureError(description: "cannot read \(url.path)") }
          buffer.withUnsafeBytes {
            hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: $0[..<count]))
          }
          position += off_t(count)
        }
        offset = dataEnd
      }
      size = Int(end)
      digest = hasher.finalize()
    }

    var description: String { "\(size) bytes, digest \(digest)" }
  }
}
