import Foundation

/// Runs the built `dndsim` binary — the one SwiftPM builds next to the test bundle — and captures
/// what it prints, so these tests exercise the real command line end to end.
struct CLIResult {
  var exitCode: Int32
  var standardOutput: String
  var standardError: String
}

enum CLIRunner {
  /// The variables that change what `dndsim run` does (CI itself sets `CI=true`): removed, so a
  /// test states the environment it means.
  static let controlledVariables: Set<String> = [
    "CI", "GITHUB_ACTIONS", "GITHUB_STEP_SUMMARY", "DNDSIM_RECORD", "DNDSIM_ARTIFACTS",
    "TEST_TOTAL_SHARDS", "TEST_SHARD_INDEX", "TEST_SHARD_STATUS_FILE", "XML_OUTPUT_FILE",
    "NO_COLOR", "TEST_UNDECLARED_OUTPUTS_DIR",
  ]

  static var cleanEnvironment: [String: String] {
    ProcessInfo.processInfo.environment.filter { !controlledVariables.contains($0.key) }
  }

  static var binary: URL { product("dndsim") }

  /// An executable SwiftPM built beside the tests.
  static func product(_ name: String) -> URL {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent(name)
  }

  /// Runs `executable` with `arguments`, in `directory` when given (so relative paths, and the
  /// messages naming them, are short), else in the test's own working directory.
  static func run(
    _ arguments: [String], in directory: URL? = nil, executable: URL = binary,
    environment: [String: String] = [:]
  ) throws -> CLIResult {
    let process = Process()
    process.executableURL = executable
    if let directory { process.currentDirectoryURL = directory }
    process.environment = cleanEnvironment.merging(environment) { _, new in new }
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Read both pipes to the end at the same time (stderr on another thread) before waiting, so
    // a chatty command cannot fill either pipe and stall.
    let errorReader = PipeReader(error.fileHandleForReading)
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = errorReader.finish()
    process.waitUntilExit()
    return CLIResult(
      exitCode: process.terminationStatus,
      standardOutput: String(decoding: outData, as: UTF8.self),
      standardError: String(decoding: errData, as: UTF8.self))
  }
}

/// Reads a pipe to its end on a thread of its own.
final class PipeReader: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var data = Data()

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  func finish() -> Data {
    done.wait()
    return data
  }
}
