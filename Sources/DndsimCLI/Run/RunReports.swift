import DnDFormats
import DnDRunner
import Foundation

/// Writes what a finished run reports beyond its stdout: JUnit XML, the HTML report folder with
/// its results file, and GitHub's annotations and job summary.
struct RunReports {
  var junitPath: String?
  var reportFolder: String?
  var environment: RunEnvironment

  func write(_ outcome: CorpusRun.Outcome, shard: Shard, console: Console) throws {
    let results = outcome.results
    var junitTargets = [junitPath, environment.bazelXMLOutputFile].compactMap { $0 }
    junitTargets = Array(Set(junitTargets)).sorted()
    if !junitTargets.isEmpty {
      let xml = JUnitReport.render(results)
      for path in junitTargets { try AtomicFile.write(xml, to: path) }
    }
    if let reportFolder {
      try Self.writeReportFolder(reportFolder, results: results, shard: shard)
    }
    if environment.isGitHubActions {
      for line in GitHubReport.annotations(results) { console.print(line) }
    }
    if let summary = environment.gitHubStepSummary {
      try Self.append(
        GitHubReport.markdownSummary(results, summaryLine: outcome.summaryLine), to: summary)
    }
  }

  /// `index.html` (self-contained) and `results.json` (for `dndsim merge-reports`).
  static func writeReportFolder(_ folder: String, results: [CaseResult], shard: Shard) throws {
    try AtomicFile.write(ResultsFile.render(results, shard: shard), to: folder + "/results.json")
    try AtomicFile.write(
      HTMLReport.render(results: results, title: "dndsim report"), to: folder + "/index.html")
  }

  /// GitHub's summary file collects every step's summary, so it is appended to, not replaced.
  static func append(_ text: String, to path: String) throws {
    guard let handle = FileHandle(forWritingAtPath: path) else {
      try AtomicFile.write(text, to: path)
      return
    }
    defer { try? handle.close() }
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(text.utf8))
  }
}
