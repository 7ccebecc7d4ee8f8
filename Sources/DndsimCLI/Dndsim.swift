import ArgumentParser
import DnDFormats
import DnDSimulator
import Foundation

/// The `dndsim` command. Exit codes: 0 success · 1 a check failed · 2 bad input or usage ·
/// 3 I/O or internal failure.
///
/// A user's executable links its Swift scenes into the same interface:
///
///     import DndsimCLI
///     Dndsim.main(scenes: SceneCatalog([Pinboard.self, PetFinder.self]))
public struct Dndsim: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "dndsim",
    abstract: "Replay touch traces through a headless drag-and-drop engine on a virtual clock.",
    discussion: """
      dndsim makes drag and drop testable: scenes describe apps, views and delegate behaviour, \
      traces hold multi-finger touches, and replaying a trace on the virtual clock gives a \
      byte-identical event log on every run, which CI compares with a golden log.

      Exit codes: 0 success · 1 a check failed · 2 bad input or usage · 3 I/O or internal \
      failure. Reference: Docs/cli.md.

      Examples:
        dndsim run
        dndsim run --record failed && dndsim review
        dndsim record Traces/pinboard/drag.gesture
        dndsim diff old.golden.log new.log
        dndsim replay Traces/pinboard/copy-from-photos.trace.jsonl --variant slow
        dndsim explore --seeds 1000 --jobs 2
      """,
    subcommands: [
      RunCommand.self, ReviewCommand.self, AcceptCommand.self, RejectCommand.self,
      MergeReportsCommand.self, ValidateCommand.self, RecordCommand.self,
      ExportCommand.self, DiffCommand.self, ReplayCommand.self, ExploreCommand.self,
      DemoCommand.self,
    ]
  )

  /// The Swift scenes of this run, set by ``main(scenes:)`` for the commands to read.
  @TaskLocal static var scenes = SceneCatalog()

  public init() {}

  /// Parses the process's arguments and runs the command with `scenes` as the Swift scenes a
  /// trace can name; exits the process.
  public static func main(scenes: SceneCatalog) -> Never {
    $scenes.withValue(scenes) { runMain() }
    exit(withError: nil)
  }

  /// ArgumentParser reports usage errors with EX_USAGE (64); dndsim promises 2 for bad input or
  /// usage, so CI scripts can tell "the tool was misused" from "a check failed" (1).
  static func runMain() {
    Interruption.install()
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let error as InputError {
      // Bad input: one message naming the file and where, then exit 2.
      printToStandardError("\(error)")
      exit(withError: ExitCode(2))
    } catch let error as ExitCode {
      exit(withError: error)
    } catch {
      let code = exitCode(for: error)
      if code == .validationFailure {
        let message = fullMessage(for: error)
        if !message.isEmpty { printToStandardError(message) }
        exit(withError: ExitCode(2))
      }
      if code == .success {  // --help, --version
        exit(withError: error)
      }
      // Anything else is the tool's own failure (I/O, an internal error): 3, never 1, which
      // means "a check failed".
      printToStandardError("error: \(fullMessage(for: error))")
      exit(withError: ExitCode(3))
    }
  }
}

func printToStandardError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}
