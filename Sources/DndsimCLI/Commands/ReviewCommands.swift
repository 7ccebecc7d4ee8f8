import ArgumentParser
import DnDFormats
import DnDRunner
import Foundation

/// Options shared by `review`, `accept` and `reject`.
struct PendingOptions: ParsableArguments {
  @Option(
    name: .customLong("in"),
    help: "Folders (or trace files) whose pending results to use (repeatable; default Traces).")
  var paths: [String] = []

  var searchPaths: [String] { paths.isEmpty ? ["Traces"] : paths }

  func pending() throws -> (corpus: Corpus, pending: [PendingResult]) {
    let corpus = try CorpusDiscovery.discover(searchPaths)
    return (corpus, try PendingResult.find(in: searchPaths, corpus: corpus))
  }

  /// The pending results `names` select, or all with `all`; neither is a usage error, so nothing
  /// is accepted or removed by accident. A name is an exact case name or golden path, or a glob
  /// when it holds `*`, `?` or `[`; a name that selects nothing is bad input (a typo must not
  /// look like success).
  func select(_ names: [String], all: Bool, command: String) throws -> [PendingResult] {
    guard all || !names.isEmpty else {
      throw ValidationError(
        "expected case names or globs to \(command), or --all (see dndsim review)")
    }
    let pending = try pending().pending
    if all { return pending }
    var chosen: [PendingResult] = []
    for name in names {
      let isGlob = name.contains { "*?[".contains($0) }
      let matches = pending.filter { item in
        isGlob
          ? CaseFilter.matches(item.name, pattern: name)
            || CaseFilter.matches(item.goldenPath, pattern: name)
          : item.name == name || item.goldenPath == name
      }
      guard !matches.isEmpty else {
        throw InputError(
          file: name,
          message:
            "no pending result has this name; expected a case name, a golden path or a glob (see dndsim review)"
        )
      }
      for item in matches where !chosen.contains(where: { $0.pendingPath == item.pendingPath }) {
        chosen.append(item)
      }
    }
    return chosen
  }
}

/// Refuses commands that write into the source tree when CI is set.
func refuseInCI(_ command: String) throws {
  if RunEnvironment().isCI {
    throw InputError(
      file: command,
      message: "CI is set, so nothing may be written into the source tree; run it locally")
  }
}

/// `dndsim review`: every pending result with its diff against the golden.
struct ReviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "review",
    abstract: "List the pending results with their diffs against the goldens.",
    discussion: """
      Works without a terminal (prints plain text); nothing is changed. Then accept or reject:

      Examples:
        dndsim review
        dndsim review --in Traces/pinboard
        dndsim accept 'Traces/pinboard/*'   # or --all
        dndsim reject --all
      """)

  @OptionGroup var options: PendingOptions

  func run() throws {
    let pending = try options.pending().pending
    let out = FileHandle.standardOutput
    for item in pending {
      out.write(Data("\(item.name)\n".utf8))
      let result = try InputFiles.text(at: item.pendingPath, expected: "a pending result")
      switch try? GoldenState.read(item.goldenPath) {
      case .present(let golden)?, .conflicted(let golden)?:
        if let diff = GoldenComparison.compare(
          expected: golden, actual: result, expectedName: item.goldenPath,
          actualName: item.pendingPath)
        {
          out.write(Data((diff.summary + diff.unifiedDiff + "\n").utf8))
        } else {
          out.write(Data("  equal to \(item.goldenPath); accepting changes nothing\n\n".utf8))
        }
      default:
        let lines = result.split(separator: "\n", omittingEmptySubsequences: false)
        out.write(
          Data(
            "  new golden \(item.goldenPath) (\(lines.count - 1) lines):\n--- /dev/null\n+++ \(item.pendingPath)\n"
              .utf8))
        for line in lines.dropLast() { out.write(Data("+\(line)\n".utf8)) }
        out.write(Data("\n".utf8))
      }
    }
    let count = pending.count
    out.write(
      Data(
        (count == 0
          ? "no pending results\n"
          : "\(count) pending result\(count == 1 ? "" : "s"); dndsim accept NAME|--all, dndsim reject NAME|--all\n")
          .utf8))
  }
}

/// `dndsim accept`: pending results replace their goldens.
struct AcceptCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "accept",
    abstract: "Make pending results the new goldens (by case name or glob, or --all).",
    discussion: """
      Each accepted result replaces its golden with one atomic rename. Refused when CI is set.

      Examples:
        dndsim accept Traces/pinboard/copy@slow
        dndsim accept '*pinboard*'
        dndsim accept --all
      """)

  @Argument(help: "Case names (Traces/x/y@variant), golden paths, or globs.")
  var names: [String] = []
  @Flag(help: "Accept every pending result.")
  var all = false
  @OptionGroup var options: PendingOptions

  func run() throws {
    try refuseInCI("accept")
    let chosen = try options.select(names, all: all, command: "accept")
    for item in chosen {
      try item.accept()
      print("accepted  \(item.name) -> \(item.goldenPath)")
    }
    print("\(chosen.count) accepted")
  }
}

/// `dndsim reject`: pending results are deleted; `--orphans` also deletes orphan goldens.
struct RejectCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "reject",
    abstract:
      "Delete pending results (by name or glob, or --all); --orphans removes orphan goldens.",
    discussion: """
      Orphan goldens (no trace × variant reads them) are never removed automatically; this is the \
      one way, and it is refused when CI is set.

      Examples:
        dndsim reject Traces/pinboard/copy@fast
        dndsim reject --all
        dndsim reject --orphans
      """)

  @Argument(help: "Case names, golden paths, or globs.")
  var names: [String] = []
  @Flag(help: "Reject every pending result.")
  var all = false
  @Flag(help: "Remove the golden files no trace × variant reads.")
  var orphans = false
  @OptionGroup var options: PendingOptions

  func run() throws {
    try refuseInCI("reject")
    var count = 0
    if !names.isEmpty || all || !orphans {
      for item in try options.select(names, all: all, command: "reject") {
        try item.reject()
        print("rejected  \(item.name) (\(item.pendingPath) removed)")
        count += 1
      }
    }
    if orphans {
      let corpus = try CorpusDiscovery.discover(options.searchPaths)
      for golden in corpus.orphanGoldens {
        try AtomicFile.remove(golden)
        print("removed   orphan \(golden)")
        count += 1
      }
    }
    print("\(count) removed")
  }
}
