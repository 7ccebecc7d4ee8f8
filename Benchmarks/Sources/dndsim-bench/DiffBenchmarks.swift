import DnDFormats
import DnDRunner
import Foundation
import VirtualTime

// The `diff` family: `dndsim diff` against GNU `diff -u` on two generated 1,000,000-line event
// logs that differ in 1 % of their lines. Ours runs in this process through `LogDiff.run`, the
// command's own code from reading the files to writing the report (to /dev/null); GNU diff runs as
// a child process writing to /dev/null. See Benchmarks/README.md.

extension BenchmarkFamily {
  static let diff = BenchmarkFamily(
    name: "diff",
    summary: "dndsim diff against GNU diff -u on two 1,000,000-line logs differing in 1 %",
    run: { try DiffBenchmarks.run() })
}

enum DiffBenchmarks {
  /// Lines of the expected log.
  static let lineCount = 1_000_000
  /// One changed line in each block of this many lines: 1 %.
  static let changeEvery = 100
  /// Timed runs of each side (the median is printed).
  static let repetitions = 3
  /// The peer, found on PATH.
  static let peer = "/usr/bin/diff"

  @MainActor
  static func run() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("dndsim-bench-diff-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let expectedPath = directory.appendingPathComponent("large.golden.log").path
    let actualPath = directory.appendingPathComponent("large.log").path

    let version = try peerVersion()
    note("  peer: \(version)")
    let generated = try timed { try LogPair.write(expected: expectedPath, actual: actualPath) }
    let pair = generated.value
    note(
      "  generated \(pair.expectedLines) + \(pair.actualLines) lines (\(pair.expectedBytes) + "
        + "\(pair.actualBytes) bytes): \(pair.edits) edits, \(pair.insertions) insertions, "
        + "\(pair.deletions) deletions, in \(formatSeconds(generated.nanoseconds))")

    measure("diff.large") {
      let (ours, peerTime) = try measureBoth(
        pair: pair, expectedPath: expectedPath, actualPath: actualPath, in: directory)
      let oursSeconds = Double(ours.nanoseconds) / 1e9
      let peerSeconds = Double(peerTime) / 1e9
      emit(
        "diff.large ours_s=\(decimal(oursSeconds, 3)) peer_s=\(decimal(peerSeconds, 3)) "
          + "ratio=\(decimal(peerSeconds / oursSeconds, 2))")
    }
  }

  /// Ours and the peer in turn, so that a change in the machine's load hits both, then the checks;
  /// returns our median sample and the peer's median time. Throws ``BenchmarkFailure`` when either
  /// side's result is wrong or the two disagree.
  static func measureBoth(
    pair: LogPair, expectedPath: String, actualPath: String, in directory: URL
  ) throws -> (ours: Sample<ChangeCount>, peer: Int64) {
    let null = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/null"))
    defer { try? null.close() }
    var oursRuns: [Sample<ChangeCount>] = []
    var oursDiff: String?
    var peerTimes: [Int64] = []
    for _ in 0..<repetitions {
      let ours = try timed {
        try LogDiff.run(
          expectedPath: expectedPath, actualPath: actualPath, context: 3, colors: false,
          output: null)
      }
      guard let diff = ours.value else { throw BenchmarkFailure("diff.large: ours saw no change") }
      // What every run wrote: the report is rendered from this diff.
      if let oursDiff, oursDiff != diff.unifiedDiff {
        throw BenchmarkFailure("diff.large: ours produced a different diff on a repetition")
      }
      oursDiff = oursDiff ?? diff.unifiedDiff
      oursRuns.append(
        Sample(
          nanoseconds: ours.nanoseconds,
          log: ChangeCount(
            removed: diff.removedLineCount, added: diff.addedLineCount, hunks: diff.hunkCount)))
      let peerRun = try timed {
        try runPeer(["-u", expectedPath, actualPath], output: null)
      }
      guard peerRun.value == 1 else {
        throw BenchmarkFailure("diff.large: GNU diff exited \(peerRun.value), expected 1")
      }
      peerTimes.append(peerRun.nanoseconds)
      note(
        "  run: ours \(formatSeconds(ours.nanoseconds)), GNU diff -u "
          + formatSeconds(peerRun.nanoseconds))
    }
    guard let oursDiff, oursRuns.allSatisfy({ $0.log == oursRuns[0].log }) else {
      throw BenchmarkFailure("diff.large: ours reported different changes on a repetition")
    }
    let ours = Sample(nanoseconds: median(oursRuns.map(\.nanoseconds)), log: oursRuns[0].log)
    note("  ours (LogDiff.run): median \(formatSeconds(ours.nanoseconds)) of \(repetitions) runs")
    let peerTime = median(peerTimes)
    note("  peer (GNU diff -u): median \(formatSeconds(peerTime)) of \(repetitions) runs")

    try check(
      ours.log, oursDiff: oursDiff, pair: pair, expectedPath: expectedPath,
      actualPath: actualPath, in: directory)
    return (ours, peerTime)
  }

  /// Both sides must report the changes the generator made: every line is unique, so the minimal
  /// script removes the edited and deleted lines and adds the edited and inserted ones, and
  /// nothing else. The timed GNU diff command (`-u`) runs once more, untimed, into a file, which
  /// must hold exactly those changes in as many hunks as ours; then once with `-F '^## '` (the
  /// section in its hunk headers, as ours does), whose hunks must equal ours byte for byte.
  /// Anything else means the two sides did different work, so no ratio is printed.
  static func check(
    _ ours: ChangeCount, oursDiff: String, pair: LogPair, expectedPath: String,
    actualPath: String, in directory: URL
  ) throws {
    let expected = ChangeCount(
      removed: pair.edits + pair.deletions, added: pair.edits + pair.insertions, hunks: ours.hunks)
    note(
      "  ours: \(ours.removed) removed, \(ours.added) added, \(ours.hunks) hunks; generated: "
        + "\(expected.removed) removed, \(expected.added) added")
    try expect(ours == expected, "diff.large: ours does not report exactly the generated changes")

    let plainText = try peerOutput(
      ["-u", expectedPath, actualPath], to: directory.appendingPathComponent("peer.diff").path)
    let peerCount = countChanges(plainText)
    note(
      "  GNU diff: \(peerCount.removed) removed, \(peerCount.added) added, \(peerCount.hunks) hunks"
    )
    try expect(
      peerCount == expected,
      "diff.large: GNU diff -u reports \(peerCount.removed) removed, \(peerCount.added) added in "
        + "\(peerCount.hunks) hunks; the generated changes are \(expected.removed) removed, "
        + "\(expected.added) added, and ours has \(ours.hunks) hunks")

    // Our hunks (without the `---`/`+++` lines, which GNU diff dates) against GNU's.
    let sectionText = try peerOutput(
      ["-u", "-F", "^## ", expectedPath, actualPath],
      to: directory.appendingPathComponent("peer-sections.diff").path)
    let oursHunks = Data(oursDiff.utf8).dropFirst(headerLength(oursDiff))
    let peerHunks = sectionText.dropFirst(
      headerLength(String(decoding: sectionText, as: UTF8.self)))
    try expect(
      oursHunks == peerHunks,
      "diff.large: our hunks differ from GNU diff -u -F '^## ' (ours \(oursHunks.count) bytes, "
        + "GNU \(peerHunks.count))")
    note("  hunks: identical to GNU diff -u -F '^## ' (\(peerHunks.count) bytes)")
  }

  /// Runs GNU diff with `arguments` into the file `path` (untimed), checks that it exited 1
  /// (differences found) and returns what it wrote.
  static func peerOutput(_ arguments: [String], to path: String) throws -> Data {
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let output = FileHandle(forWritingAtPath: path)
    else { throw BenchmarkFailure("cannot create \(path)") }
    let status: Int32
    do {
      defer { try? output.close() }
      status = try runPeer(arguments, output: output)
    }
    guard status == 1 else {
      throw BenchmarkFailure(
        "diff.large: GNU diff \(arguments.dropLast(2).joined(separator: " ")) exited \(status), "
          + "expected 1")
    }
    return try Data(contentsOf: URL(fileURLWithPath: path))
  }

  /// The byte length of a unified diff's first two lines.
  static func headerLength(_ text: String) -> Int {
    var lines = 0
    var length = 0
    for byte in text.utf8 {
      length += 1
      if byte == 10 {
        lines += 1
        if lines == 2 { break }
      }
    }
    return length
  }

  /// Removed, added and hunk lines of a unified diff's text (after its two header lines).
  static func countChanges(_ text: Data) -> ChangeCount {
    var count = ChangeCount(removed: 0, added: 0, hunks: 0)
    var line = 0
    var atLineStart = true
    for byte in text {
      if atLineStart && line >= 2 {
        switch byte {
        case UInt8(ascii: "-"): count.removed += 1
        case UInt8(ascii: "+"): count.added += 1
        case UInt8(ascii: "@"): count.hunks += 1
        default: break
        }
      }
      atLineStart = byte == 10
      if atLineStart { line += 1 }
    }
    return count
  }

  /// Runs GNU diff with `arguments`, its output to `output`; returns its exit status.
  static func runPeer(_ arguments: [String], output: FileHandle) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: peer)
    process.arguments = arguments
    process.standardOutput = output
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit else {
      throw BenchmarkFailure("\(peer) was killed by signal \(process.terminationStatus)")
    }
    return process.terminationStatus
  }

  /// The first line of `diff --version`, which must name GNU diffutils.
  static func peerVersion() throws -> String {
    guard FileManager.default.isExecutableFile(atPath: peer) else {
      throw BenchmarkFailure(
        "\(peer) not found: the peer is GNU diffutils (apt-get install diffutils)")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: peer)
    process.arguments = ["--version"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let first = String(decoding: data, as: UTF8.self).split(separator: "\n").first ?? ""
    guard first.contains("GNU diffutils") else {
      throw BenchmarkFailure("\(peer) is not GNU diff: \(first)")
    }
    return String(first)
  }

  /// A value with `digits` decimals, integer arithmetic only (no locale, no exponent).
  static func decimal(_ value: Double, _ digits: Int) -> String {
    var scale: Int64 = 1
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int64((value * Double(scale)).rounded())
    let fraction = String(scaled % scale)
    return "\(scaled / scale)." + String(repeating: "0", count: digits - fraction.count) + fraction
  }
}

/// What a diff reports: the check both sides must pass.
struct ChangeCount: Equatable, Sendable {
  var removed: Int
  var added: Int
  var hunks: Int
}
