import ArgumentParser
import DnDFormats
import DnDRunner
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `dndsim diff A B`: compares two event logs (or any two text files) the way a golden is
/// compared — the first divergence with the events leading to it, then a unified diff whose hunk
/// headers name the gesture section — fast enough for million-line logs.
struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Compare two event logs: where they first differ, then a unified diff.",
    discussion: """
      <expected> is usually a golden log, <actual> the log to check. When they differ, dndsim \
      prints the first difference (line numbers, both lines and the events leading to it), a \
      blank line, then a unified diff whose hunk headers name the gesture section (the nearest \
      `## ` line above), as `git diff` does with a function name. Files are compared byte for \
      byte. Lines unique to both files anchor the diff, so logs of a million lines compare in \
      about a second.

      Colours only when standard output is a terminal (never in a pipe, a file or a CI log) \
      unless --color says otherwise; NO_COLOR (set and not empty) or TERM=dumb turns them off \
      for --color auto. `-` reads a file from standard input.

      Exit codes: 0 the files are equal (nothing is printed) · 1 they differ · 2 bad input or \
      usage (a missing file, a directory, a file that is not UTF-8 text) · 3 I/O failure (a file \
      that cannot be read, output that cannot be written).

      Examples:
        dndsim diff Traces/pinboard/copy.golden.log /tmp/copy.log
        dndsim diff --context 1 --color always a.golden.log a.log | less -R
      """
  )

  @Argument(help: "The expected file (usually the golden log).")
  var expected: String

  @Argument(help: "The actual file, compared with the expected one.")
  var actual: String

  @Option(
    name: [.customShort("U"), .long],
    help: "Unchanged lines shown around each change (hunks closer than twice this merge).")
  var context = 3

  @Option(help: "When to colour the output: auto (only on a terminal), always or never.")
  var color: ColorMode = .auto

  func validate() throws {
    guard context >= 0 else {
      throw ValidationError("--context must be 0 or more, not \(context).")
    }
    if expected == TextFileReader.standardInputName && actual == expected {
      throw ValidationError("Only one of the two files can be standard input (-).")
    }
  }

  func run() throws {
    let colors = color.usesColor(
      standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1,
      environment: ProcessInfo.processInfo.environment)
    do {
      if try LogDiff.run(
        expectedPath: expected, actualPath: actual, context: context, colors: colors) != nil
      {
        throw ExitCode(1)
      }
    } catch let failure as LogDiff.Failure {
      printToStandardError(failure.description)
      throw ExitCode(3)
    }
  }
}
