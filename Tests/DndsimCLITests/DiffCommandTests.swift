import Foundation
import Testing

@testable import DndsimCLI

/// `dndsim diff A B` end to end through the built binary: exit codes, output, colours only when
/// asked for or on a terminal, and one precise message for each kind of bad input.
@Suite struct DiffCommandTests {
  static let escape = "\u{1B}["

  /// A fixture folder holding the logs of the `fast` and `slow` variants of its trace, replayed by
  /// the real `dndsim replay`, as `fast.log` and `slow.log`.
  static func logs() throws -> ReplayFixture {
    let fixture = try ReplayFixture()
    for variant in ["fast", "slow"] {
      let replay = try CLIRunner.run(
        ["replay", ReplayFixture.traceName, "--variant", variant], in: fixture.directory)
      #expect(replay.exitCode == 0)
      try fixture.write("\(variant).log", replay.standardOutput)
    }
    return fixture
  }

  @Test func identicalFilesExitZeroAndPrintNothing() throws {
    let fixture = try Self.logs()
    let result = try CLIRunner.run(["diff", "fast.log", "fast.log"], in: fixture.directory)
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.isEmpty && result.standardError.isEmpty)
  }

  @Test func differentLogsExitOneWithTheDivergenceThenAUnifiedDiff() throws {
    let fixture = try Self.logs()
    let result = try CLIRunner.run(["diff", "fast.log", "slow.log"], in: fixture.directory)
    #expect(result.exitCode == 1)
    #expect(result.standardError.isEmpty)
    let output = result.standardOutput
    #expect(
      output.hasPrefix(
        """
        fast.log and slow.log differ: 5 lines removed, 9 added, in 2 hunks
        first difference at line 5 of fast.log, line 5 of slow.log
        expected: # variant: fast
        actual:   # variant: slow

        --- fast.log
        +++ slow.log
        @@ -2,7 +2,7 @@

        """))
    #expect(output.contains("\n@@ -41,8 +41,12 @@ ## t=0.600000 S1 drop\n"))
    #expect(output.contains("\n+    3.900000 data     L1 completed(data: <9 bytes>)\n"))
    #expect(!output.contains(Self.escape), "no colours in a pipe")
  }

  @Test func contextOptionSetsTheUnchangedLinesAroundEachChange() throws {
    let fixture = try Self.logs()
    let none = try CLIRunner.run(
      ["diff", "--context", "0", "fast.log", "slow.log"], in: fixture.directory)
    #expect(none.exitCode == 1)
    #expect(none.standardOutput.contains("\n@@ -5 +5 @@\n-# variant: fast\n+# variant: slow\n@@"))
    let one = try CLIRunner.run(["diff", "-U", "1", "fast.log", "slow.log"], in: fixture.directory)
    #expect(one.standardOutput.contains("\n@@ -4,3 +4,3 @@\n # scene: pinboard\n"))
  }

  @Test func colorAlwaysColoursEvenInAPipe() throws {
    let fixture = try Self.logs()
    let result = try CLIRunner.run(
      ["diff", "--color", "always", "fast.log", "slow.log"], in: fixture.directory)
    #expect(result.exitCode == 1)
    let output = result.standardOutput
    #expect(output.hasPrefix("\u{1B}[1mfast.log and slow.log differ"))
    #expect(output.contains("\u{1B}[1m--- fast.log\u{1B}[m\n\u{1B}[1m+++ slow.log\u{1B}[m\n"))
    #expect(
      output.contains("\n\u{1B}[31m-# variant: fast\u{1B}[m\n\u{1B}[32m+# variant: slow\u{1B}[m\n"))
    #expect(output.contains("\n\u{1B}[36m@@ -41,8 +41,12 @@\u{1B}[m ## t=0.600000 S1 drop\n"))
    #expect(output.contains("\n # scene: pinboard\n"), "context lines stay plain")
  }

  @Test func colorNeverAndAutoInAPipeGiveNoEscapeCodes() throws {
    let fixture = try Self.logs()
    let auto = try CLIRunner.run(["diff", "fast.log", "slow.log"], in: fixture.directory)
    let never = try CLIRunner.run(
      ["diff", "--color", "never", "fast.log", "slow.log"], in: fixture.directory)
    #expect(auto.standardOutput == never.standardOutput)
    #expect(!never.standardOutput.contains(Self.escape))
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
  func autoColoursOnATerminalUnlessNoColorIsSet() throws {
    let fixture = try Self.logs()
    // util-linux `script` runs the command on a pseudo-terminal.
    func onTerminal(_ arguments: String, noColor: String?) throws -> String {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
      process.currentDirectoryURL = fixture.directory
      let command = "'\(CLIRunner.binary.path)' diff \(arguments) fast.log slow.log"
      process.arguments = ["-qec", command, "/dev/null"]
      var environment = ProcessInfo.processInfo.environment
      environment["TERM"] = "xterm"
      environment["NO_COLOR"] = noColor
      process.environment = environment
      let output = Pipe()
      process.standardOutput = output
      process.standardInput = FileHandle.nullDevice
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      #expect(process.terminationStatus == 1)
      return String(decoding: data, as: UTF8.self)
    }
    #expect(try onTerminal("", noColor: nil).contains("\u{1B}[31m-# variant: fast"))
    #expect(!(try onTerminal("", noColor: "1").contains(Self.escape)))
    #expect(try onTerminal("", noColor: "").contains(Self.escape), "an empty NO_COLOR is unset")
    #expect(try onTerminal("--color always", noColor: "1").contains(Self.escape))
    #expect(!(try onTerminal("--color never", noColor: nil).contains(Self.escape)))
  }

  @Test func standardInputIsReadForADash() throws {
    let fixture = try Self.logs()
    let process = Process()
    process.executableURL = CLIRunner.binary
    process.currentDirectoryURL = fixture.directory
    process.arguments = ["diff", "fast.log", "-"]
    process.standardInput = try FileHandle(forReadingFrom: fixture.url("slow.log"))
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    #expect(String(decoding: data, as: UTF8.self).contains("\n--- fast.log\n+++ -\n"))
  }

  /// Bad input: exit 2, nothing on standard output, one message naming the file (whichever side
  /// it is on), the line and column when there is one, and what was expected.
  @Test(arguments: BadFile.allCases)
  func aFileThatIsNotTextIsBadInput(_ bad: BadFile) throws {
    let fixture = try Self.logs()
    try bad.make(in: fixture)
    let expected = "expected a dndsim-log event log or other UTF-8 text file\n"
    for arguments in [["diff", bad.rawValue, "fast.log"], ["diff", "fast.log", bad.rawValue]] {
      let result = try CLIRunner.run(arguments, in: fixture.directory)
      #expect(result.exitCode == 2)
      #expect(result.standardOutput.isEmpty)
      #expect(result.standardError == "\(bad.rawValue)\(bad.message); " + expected)
    }
  }

  enum BadFile: String, CaseIterable, Sendable {
    case missing = "missing.log"
    case folder
    case binary = "binary.log"
    case latin1 = "latin1.log"

    func make(in fixture: ReplayFixture) throws {
      switch self {
      case .missing: break
      case .folder:
        try FileManager.default.createDirectory(
          at: fixture.url(rawValue), withIntermediateDirectories: false)
      case .binary: try fixture.write(rawValue, "# a\nb\u{0}c\n")
      case .latin1:
        try Data([0x61, 0x0A, 0x63, 0x61, 0x66, 0xE9, 0x0A]).write(to: fixture.url(rawValue))
      }
    }

    /// The message after the file's name.
    var message: String {
      switch self {
      case .missing: ": error: no such file"
      case .folder: ": error: is a directory"
      case .binary: ":2:2: error: a NUL byte (binary data)"
      case .latin1: ":2:4: error: invalid UTF-8 (bytes 0xe9 0x0a)"
      }
    }
  }

  @Test(arguments: [
    ["diff", "--color", "purple", "a.log", "b.log"],
    ["diff", "--context=-1", "a.log", "b.log"],
    ["diff", "-", "-"],
    ["diff", "only-one.log"],
  ])
  func usageErrorsExitTwo(arguments: [String]) throws {
    let result = try CLIRunner.run(arguments)
    #expect(result.exitCode == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains("Usage: dndsim diff"))
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/mem")))
  func aFileTheSystemCannotReadIsAnIOFailure() throws {
    // /proc/self/mem opens, then fails to read at offset 0 (EIO): a read failure, not bad input.
    let result = try CLIRunner.run(["diff", "/proc/self/mem", "/dev/null"])
    #expect(result.exitCode == 3)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError == "/proc/self/mem: error: cannot read the file: Input/output error\n")
  }

  @Test func helpExplainsWithAnExample() throws {
    let result = try CLIRunner.run(["diff", "--help"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains("Examples:\n  dndsim diff "))
    #expect(result.standardOutput.contains("--color <color>"))
  }
}

@Suite struct ColorModeTests {
  @Test func autoNeedsATerminalAndHonoursNoColorAndDumbTerminals() {
    let terminal = ["TERM": "xterm-256color"]
    #expect(ColorMode.auto.usesColor(standardOutputIsTerminal: true, environment: terminal))
    #expect(!ColorMode.auto.usesColor(standardOutputIsTerminal: false, environment: terminal))
    #expect(
      !ColorMode.auto.usesColor(
        standardOutputIsTerminal: true, environment: ["TERM": "xterm", "NO_COLOR": "1"]))
    #expect(
      ColorMode.auto.usesColor(
        standardOutputIsTerminal: true, environment: ["TERM": "xterm", "NO_COLOR": ""]))
    #expect(
      !ColorMode.auto.usesColor(standardOutputIsTerminal: true, environment: ["TERM": "dumb"]))
  }

  @Test func anExplicitChoiceOverridesTheEnvironment() {
    let environment = ["NO_COLOR": "1", "TERM": "dumb"]
    #expect(ColorMode.always.usesColor(standardOutputIsTerminal: false, environment: environment))
    #expect(!ColorMode.never.usesColor(standardOutputIsTerminal: true, environment: [:]))
  }
}
