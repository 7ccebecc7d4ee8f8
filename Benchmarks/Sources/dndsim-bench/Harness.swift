import Foundation

// The plain harness shared by every benchmark family: a family registry, timing with the monotonic
// `ContinuousClock`, medians, the exact output lines, and stderr diagnostics.
//
// Only benchmark lines go to stdout (one per workload, `family.workload key=value ...`); progress,
// per-variant figures and failures go to stderr, so `Tools/bench > results.txt` keeps just the lines.

/// A named group of benchmarks, run by `dndsim-bench NAME` (or by `dndsim-bench` with no argument,
/// which runs every family in ``BenchmarkFamily/all``).
///
/// A new family is one more file: it declares `extension BenchmarkFamily { static let NAME = ... }`
/// and adds itself to ``BenchmarkFamily/all``.
struct BenchmarkFamily: Sendable {
  /// The name on the command line and the prefix of every line the family prints.
  let name: String
  /// One line for `--help` and the progress log.
  let summary: String
  /// Measures every workload and prints its lines, each workload inside ``measure(_:_:)`` (or
  /// ``measureAsync(_:_:)``), so that a failed check drops that workload's lines alone; throws only
  /// when the family cannot go on (its inputs could not be made, say).
  let run: @MainActor @Sendable () async throws -> Void

  /// Every family, in the order `dndsim-bench` with no argument runs them.
  static let all: [BenchmarkFamily] = [
    .clock, .trace, .diff, .importing, .explore, .uikit, .driver, .tasks,
  ]
}

/// Hidden entry points that run a measurement in a fresh child process (`dndsim-bench --child NAME
/// ARGUMENT...`), for figures that earlier workloads would pollute, such as the peak resident set
/// size. A child prints its result on stdout, which the parent reads; its stderr is the parent's.
enum BenchmarkChild {
  /// The hidden first argument.
  static let flag = "--child"

  /// Every child entry point, by name.
  @MainActor static let entries: [String: @MainActor ([String]) throws -> Void] = [
    TraceBenchmarks.replayLongChild: TraceBenchmarks.runReplayLongChild,
    ImportBenchmarks.importChild: ImportBenchmarks.runImportChild,
    ImportBenchmarks.parseChild: ImportBenchmarks.runParseChild,
  ]

  /// Runs this executable again as the child `name` with `arguments`, waits for it and returns
  /// what it printed on stdout. Throws ``BenchmarkFailure`` if it does not exit with status 0.
  static func run(_ name: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(
      fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
    process.arguments = [flag, name] + arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw BenchmarkFailure(
        "the child process \(name) failed (status \(process.terminationStatus))")
    }
    return String(decoding: data, as: UTF8.self)
  }
}

/// A benchmark whose check failed: its two sides disagreed, or one side misbehaved. The process
/// exits non-zero and the figures of that workload are not printed.
struct BenchmarkFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// One timed run of a workload: the wall-clock time of its timed region and the log it produced,
/// which the harness compares between repetitions and between the two sides.
struct Sample<Log: Equatable & Sendable>: Sendable {
  var nanoseconds: Int64
  var log: Log
}

/// A progress or diagnostic line, on stderr.
func note(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// A benchmark line, on stdout, written at once (unbuffered) so that a long run shows its lines as
/// they come.
func emit(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Runs `body` and returns what it returned with the monotonic wall-clock time it took.
@inline(never)
func timed<T>(_ body: () throws -> T) rethrows -> (nanoseconds: Int64, value: T) {
  let start = ContinuousClock.now
  let value = try body()
  return (nanoseconds(ContinuousClock.now - start), value)
}

/// ``timed(_:)`` for an async body.
@inline(never)
func timedAsync<T>(_ body: () async throws -> T) async rethrows -> (nanoseconds: Int64, value: T) {
  let start = ContinuousClock.now
  let value = try await body()
  return (nanoseconds(ContinuousClock.now - start), value)
}

/// A duration in whole nanoseconds (rounded down).
func nanoseconds(_ duration: Duration) -> Int64 {
  let (seconds, attoseconds) = duration.components
  return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
}

/// The median of the values (the lower middle one for an even count).
func median(_ values: [Int64]) -> Int64 {
  precondition(!values.isEmpty, "median of nothing")
  let sorted = values.sorted()
  return sorted[(sorted.count - 1) / 2]
}

/// Total time per operation, in nanoseconds.
func perOp(_ nanoseconds: Int64, operations: Int) -> Double {
  Double(nanoseconds) / Double(operations)
}

/// A per-op figure as printed: whole nanoseconds.
func formatNanoseconds(_ value: Double) -> String {
  String(Int64(value.rounded()))
}

/// A ratio as printed: one decimal, integer formatting only (no locale, no exponent).
func formatRatio(_ value: Double) -> String {
  let tenths = Int64((value * 10).rounded())
  return "\(tenths / 10).\(tenths % 10)"
}

/// Seconds with three decimals, for progress lines.
func formatSeconds(_ nanoseconds: Int64) -> String {
  let millis = (nanoseconds + 500_000) / 1_000_000
  let fraction = String(millis % 1_000)
  return "\(millis / 1_000)." + String(repeating: "0", count: 3 - fraction.count) + fraction + "s"
}

/// Runs a workload of ours `repetitions` times and returns the median time with the log; every
/// repetition must produce the same log (our clock is deterministic).
func repeatOurs<Log>(
  _ name: String, repetitions: Int, _ body: () throws -> Sample<Log>
) throws -> Sample<Log> {
  var times: [Int64] = []
  var first: Log?
  for _ in 0..<repetitions {
    let sample = try body()
    if let first, first != sample.log {
      throw BenchmarkFailure("\(name): ours produced a different log on a repetition")
    }
    first = first ?? sample.log
    times.append(sample.nanoseconds)
  }
  guard let log = first else { throw BenchmarkFailure("\(name): no run") }
  let result = Sample(nanoseconds: median(times), log: log)
  note(
    "  \(name) ours: median \(formatSeconds(result.nanoseconds)) of \(repetitions) runs "
      + "(min \(formatSeconds(times.min()!)), max \(formatSeconds(times.max()!)))")
  return result
}

/// How often one repetition of a peer's workload may be run when its log fails the check: plain
/// TestClock only yields (`Task.megaYield`) after resuming a sleeper, so on a loaded machine a woken
/// task can run after one woken later. Every failed attempt is reported on stderr and its time is
/// discarded. When every attempt fails, the peer's result is wrong: ``repeatPeer(_:repetitions:check:_:)``
/// throws, and the lines that need that figure are not printed (see ``measure(_:_:)``).
let peerAttempts = 3

/// Runs a workload of a peer `repetitions` times and returns the median time with the log of the
/// first run; `check` validates each run's log and throws ``BenchmarkFailure`` on a mismatch, in
/// which case the run is discarded and tried again (see ``peerAttempts``). Throws
/// ``BenchmarkFailure`` when a repetition fails the check in every attempt.
@MainActor
func repeatPeer<Log>(
  _ name: String, repetitions: Int, check: (Log) throws -> Void,
  _ body: @MainActor () async throws -> Sample<Log>
) async throws -> Sample<Log> {
  var times: [Int64] = []
  var first: Log?
  for _ in 0..<repetitions {
    var attempt = 1
    while true {
      let sample = try await body()
      do {
        try check(sample.log)
      } catch let failure as BenchmarkFailure {
        if attempt < peerAttempts {
          note(
            "  \(name): run took \(formatSeconds(sample.nanoseconds)) but its log FAILED the check "
              + "(attempt \(attempt) of \(peerAttempts), discarded): \(failure)")
          attempt += 1
          continue
        }
        throw BenchmarkFailure(
          "\(name): its log failed the check in all \(peerAttempts) attempts; the last: \(failure)")
      }
      first = first ?? sample.log
      times.append(sample.nanoseconds)
      note("  \(name): run took \(formatSeconds(sample.nanoseconds))")
      break
    }
  }
  guard let log = first else { throw BenchmarkFailure("\(name): no run") }
  return Sample(nanoseconds: median(times), log: log)
}

// MARK: - Failed workloads

/// Every workload (or family) whose check failed, with the reason, in the order they failed. A
/// failed workload prints no line; `dndsim-bench` goes on with the next one and exits 1 at the end
/// when this is not empty.
@MainActor var benchmarkFailures: [String] = []

/// Records a failure: the reason goes to stderr at once, and into ``benchmarkFailures`` for the
/// summary and the exit status.
@MainActor
func recordFailure(_ name: String, _ error: any Error) {
  note("  \(name): FAILED, no line printed: \(error)")
  benchmarkFailures.append("\(name): \(error)")
}

/// Runs the measurement, checks and line(s) of one workload. A thrown error — a wrong result on
/// either side, the two sides disagreeing, or a figure that could not be read — is that
/// workload's failure: nothing more of `body` runs (so its line is not printed), the reason goes to
/// stderr, the run goes on, and `dndsim-bench` exits 1 at the end. Returns `body`'s value, or `nil`
/// when it failed, for the workloads that use it.
///
/// `name` names every line `body` would print (`clock.drain_10k, clock.drain_10k_main_serial`).
@MainActor
@discardableResult
func measure<T>(_ name: String, _ body: () throws -> T) -> T? {
  do {
    return try body()
  } catch {
    recordFailure(name, error)
    return nil
  }
}

/// ``measure(_:_:)`` for an async body.
@MainActor
@discardableResult
func measureAsync<T>(_ name: String, _ body: @MainActor () async throws -> T) async -> T? {
  do {
    return try await body()
  } catch {
    recordFailure(name, error)
    return nil
  }
}

/// The line of a workload measured on both sides: `ratio` is peer/ours per op.
func comparisonLine(
  _ name: String, ours: Int64, peer: Int64, operations: Int, peerOperations: Int? = nil
) -> String {
  let oursPerOp = perOp(ours, operations: operations)
  let peerPerOp = perOp(peer, operations: peerOperations ?? operations)
  return
    "\(name) ours_ns_per_op=\(formatNanoseconds(oursPerOp)) "
    + "peer_ns_per_op=\(formatNanoseconds(peerPerOp)) ratio=\(formatRatio(peerPerOp / oursPerOp))"
}

/// The line of a workload of ours that the peer cannot do like for like: the peer's figure for the
/// nearest job it offers is printed under its own name (`peer_async_ns_per_op` for an async drain),
/// and no ratio, so that the line cannot be read as a like-for-like comparison.
func unpairedLine(
  _ name: String, ours: Int64, operations: Int, peerKey: String, peer: Int64, peerOperations: Int
) -> String {
  "\(name) ours_ns_per_op=\(formatNanoseconds(perOp(ours, operations: operations))) "
    + "\(peerKey)=\(formatNanoseconds(perOp(peer, operations: peerOperations)))"
}

/// The line of a workload measured on our side alone.
func oursLine(_ name: String, ours: Int64, operations: Int) -> String {
  "\(name) ours_ns_per_op=\(formatNanoseconds(perOp(ours, operations: operations)))"
}
