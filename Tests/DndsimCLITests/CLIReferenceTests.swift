import DnDTestSupport
import Foundation
import Testing

/// Docs/cli.md names every option of every command: the reference is compared with what the
/// command itself declares (ArgumentParser's `--experimental-dump-help`), so an option added to
/// the code and not to the page fails here.
@Suite struct CLIReferenceTests {
  /// Each subcommand with its option names (`--scene-dir`, `-U`), help excepted.
  static func commands() throws -> [(name: String, options: [String])] {
    let result = try CLIRunner.run(["--experimental-dump-help"])
    #expect(result.exitCode == 0)
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let command = try #require(root["command"] as? [String: Any])
    let subcommands = try #require(command["subcommands"] as? [[String: Any]])
    return subcommands.compactMap { subcommand in
      guard let name = subcommand["commandName"] as? String, name != "help" else { return nil }
      let arguments = subcommand["arguments"] as? [[String: Any]] ?? []
      let options = arguments.flatMap { argument in
        (argument["names"] as? [[String: Any]] ?? []).compactMap { entry -> String? in
          guard let kind = entry["kind"] as? String, let spelling = entry["name"] as? String
          else { return nil }
          return kind == "long" ? "--" + spelling : "-" + spelling
        }
      }
      return (name, options.filter { !["--help", "-h", "-help"].contains($0) })
    }
  }

  /// The text of the `## ` sections of Docs/cli.md whose heading names `dndsim <command>` or
  /// lists the command in backticks (`## `dndsim review`, `accept`, `reject``).
  static func section(for command: String, in page: String) -> String {
    var text = ""
    var inside = false
    for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") {
        inside = line.contains("`dndsim \(command)") || line.contains("`\(command)`")
      } else if inside {
        text += line + "\n"
      }
    }
    return text
  }

  @Test func everyOptionOfEveryCommandIsInTheReference() throws {
    let page = try String(
      contentsOf: Repository.root.appendingPathComponent("Docs/cli.md"), encoding: .utf8)
    let commands = try Self.commands()
    #expect(commands.count >= 12)
    for command in commands {
      let section = Self.section(for: command.name, in: page)
      #expect(!section.isEmpty, "Docs/cli.md has no section for dndsim \(command.name)")
      for option in command.options {
        // The whole option, not a prefix of a longer one (`--in` is not `--invariants`).
        let whole = try NSRegularExpression(
          pattern: "(?<![A-Za-z0-9-])" + NSRegularExpression.escapedPattern(for: option)
            + "(?![A-Za-z0-9-])")
        let found = whole.firstMatch(
          in: section, range: NSRange(section.startIndex..., in: section))
        #expect(found != nil, "Docs/cli.md does not name \(option) of dndsim \(command.name)")
      }
    }
  }
}
