import ArgumentParser
import DnDFormats
import DnDRunner
import Foundation

/// `dndsim merge-reports`: joins the results of the shards of one run.
struct MergeReportsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge-reports",
    abstract: "Join the results.json of every shard into one report.",
    discussion: """
      Each shard's `dndsim run --shard i/n --report DIR` leaves DIR/results.json. This joins \
      them (in name order), checks that every shard 1…n of one run is there exactly once and \
      that no case appears twice, and writes the joined JUnit XML, HTML report and GitHub \
      summary. It prints one line per failing case and the summary line; the exit code is the \
      joined run's (0 all pass · 1 a failing status · 2 bad input · 3 I/O).

      Examples:
        dndsim merge-reports shard1/results.json shard2/results.json --report report/
        dndsim merge-reports shard*/ --junit results.xml
      """)

  @Argument(help: "results.json files, or report folders holding one.")
  var inputs: [String]

  @Option(help: "Write the joined JUnit XML to this file.")
  var junit: String?

  @Option(help: "Write the joined HTML report (and results.json) into this folder.")
  var report: String?

  func validate() throws {
    if inputs.isEmpty { throw ValidationError("expected the results.json of each shard") }
  }

  func run() throws {
    var shards: [Shard] = []
    var results: [CaseResult] = []
    for input in inputs {
      var isDirectory: ObjCBool = false
      let path =
        FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory)
          && isDirectory.boolValue ? input + "/results.json" : input
      let read = try ResultsFile.read(path: path)
      if let other = shards.first(where: { $0.count != read.shard.count }) {
        throw InputError(
          file: path, path: "$.shard",
          message:
            "shard \(read.shard) is from a run split \(read.shard.count) ways, another input from one split \(other.count) ways; expected shards of one run"
        )
      }
      if shards.contains(read.shard) {
        throw InputError(
          file: path, path: "$.shard",
          message: "shard \(read.shard) is given twice; expected each shard once")
      }
      shards.append(read.shard)
      results += read.results
    }
    if let count = shards.first?.count, shards.count != count {
      let missing = (0..<count).filter { index in !shards.contains { $0.index == index } }
        .map { "\($0 + 1)/\(count)" }
      throw InputError(
        file: inputs.joined(separator: ", "),
        message: "shards \(missing.joined(separator: ", ")) are missing; expected all \(count)")
    }
    // As a single run orders them: cases (and broken traces) by name, then orphans by name.
    results.sort { a, b in
      let (aOrphan, bOrphan) = (a.status == .orphan, b.status == .orphan)
      if aOrphan != bOrphan { return bOrphan }
      return a.name.utf8.lexicographicallyPrecedes(b.name.utf8)
    }
    for (first, second) in zip(results, results.dropFirst()) where first.name == second.name {
      throw InputError(
        file: inputs.joined(separator: ", "),
        message: "\(first.name) is in two shards; expected each case in exactly one")
    }
    let outcome = CorpusRun.Outcome(results: results)
    let environment = RunEnvironment()
    let console = Console(showsProgressBar: false)
    for result in results where result.status.isFailure {
      console.print(result.report)
    }
    try RunReports(junitPath: junit, reportFolder: report, environment: environment)
      .write(outcome, shard: .all, console: console)
    console.print(outcome.summaryLine)
    if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
  }
}
