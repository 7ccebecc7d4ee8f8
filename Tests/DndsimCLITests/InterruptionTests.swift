import DnDTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// An interrupted `dndsim run --record all` leaves no temporary file in the source tree
/// (Docs/cli.md, "Interrupted runs"), and the next run removes what a killed one left.
@Suite struct InterruptionTests {
  /// A copy of the corpus with no goldens, so every case writes a pending result.
  final class Corpus {
    let root: URL

    init() throws {
      root = FileManager.default.temporaryDirectory
        .appendingPathComponent("dndsim-interrupt-\(UUID().uuidString)", isDirectory: true)
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: Repository.traces, to: root.appendingPathComponent("Traces"))
      for file in files() where file.hasSuffix(".golden.log") {
        try FileManager.default.removeItem(at: root.appendingPathComponent(file))
      }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func files() -> [String] {
      (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).sorted()
    }

    var temporaryFiles: [String] { files().filter { $0.contains(".tmp-") } }
  }

  /// Starts a run, waits for its first result line (writes are under way), sends `signal`, and
  /// returns the exit status.
  static func interruptedRun(in corpus: Corpus, signal: Int32) throws -> Int32 {
    let process = Process()
    process.executableURL = CLIRunner.binary
    process.currentDirectoryURL = corpus.root
    process.environment = CLIRunner.cleanEnvironment
    process.arguments = ["run", "--record", "all", "--jobs", "2"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let reader = output.fileHandleForReading
    var seen = Data()
    while !seen.contains(UInt8(ascii: "\n")) {
      let chunk = reader.availableData
      if chunk.isEmpty { break }
      seen.append(chunk)
    }
    kill(process.processIdentifier, signal)
    _ = reader.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus
  }

  @Test(arguments: [SIGINT, SIGTERM])
  func anInterruptedRunLeavesNoTemporaryFile(signal: Int32) throws {
    let corpus = try Corpus()
    for _ in 0..<6 {
      let status = try Self.interruptedRun(in: corpus, signal: signal)
      // 128 + the signal, or 1 when the run finished first (every case new: a failed run).
      #expect(status == 128 + signal || status == 1)
      #expect(corpus.temporaryFiles == [])
      for file in corpus.files() where file.hasSuffix(".pending") {
        let text = try String(contentsOf: corpus.root.appendingPathComponent(file), encoding: .utf8)
        #expect(text.hasPrefix("# dndsim-log") && text.hasSuffix("\n"), "\(file) is partial")
        try FileManager.default.removeItem(at: corpus.root.appendingPathComponent(file))
      }
    }
  }

  /// What SIGKILL leaves (it cannot be caught), the next run removes and names; a temporary file
  /// of a process still running is left alone; under CI nothing is removed, only named.
  @Test func theNextRunRemovesWhatAKilledRunLeft() throws {
    let corpus = try Corpus()
    let folder = "Traces/pinboard/"
    let gone = folder + ".copy.golden.log.pending.tmp-999999-AbCdEf"
    let older = folder + ".copy.fast.golden.log.tmp-XyZ123"
    let live = folder + ".copy.slow.golden.log.tmp-\(getpid())-Live00"
    for file in [gone, older, live] {
      try Data("partial".utf8).write(to: corpus.root.appendingPathComponent(file))
    }
    let inCI = try CLIRunner.run(
      ["run", "--record", "never"], in: corpus.root, environment: ["CI": "true"])
    #expect(
      inCI.standardError.contains("note: \(gone) was left by an interrupted run; not removed in CI")
    )
    #expect(corpus.temporaryFiles.count == 3)
    let run = try CLIRunner.run(["run", "--record", "never"], in: corpus.root)
    #expect(run.standardError.contains("note: removed \(gone), left by an interrupted run"))
    #expect(run.standardError.contains("note: removed \(older), left by an interrupted run"))
    #expect(run.standardError.contains("note: \(live) belongs to a run still going; left in place"))
    #expect(corpus.temporaryFiles == [live])
  }
}
