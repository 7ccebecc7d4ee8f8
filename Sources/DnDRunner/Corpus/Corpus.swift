import DnDFormats
import Foundation

/// What a run found under its paths: the cases (every trace × each of its variants, sorted by
/// name), the traces that could not even be opened as cases, and every golden lying in the
/// searched folders (to find orphans).
public struct Corpus: Sendable {
  public var cases: [RunCase]
  /// Traces whose header or fault plan is bad input: each becomes one failing result.
  public var brokenTraces: [BrokenTrace]
  /// Every `*.golden.log` under the searched folders (not explicit files), sorted.
  public var goldensFound: [String]

  public struct BrokenTrace: Sendable {
    /// The case name the trace would have had for its `default` variant.
    public var name: String
    public var tracePath: String
    public var error: InputError
  }

  /// The goldens under the searched folders that no case reads (a trace or a variant was
  /// removed or renamed).
  public var orphanGoldens: [String] {
    let used = Set(cases.map(\.goldenPath))
    let brokenStems = Set(brokenTraces.map { TraceNaming.stem(of: $0.tracePath) })
    return goldensFound.filter { golden in
      // A broken trace's goldens are not orphans: the trace is still there, just unreadable.
      !used.contains(golden) && !brokenStems.contains { golden.hasPrefix($0 + ".") }
    }
  }
}

/// Finds the cases of a run.
public enum CorpusDiscovery {
  /// The file names a folder search takes as traces.
  public static let traceSuffix = ".trace.jsonl"

  /// Searches `paths` — folders (recursively, skipping hidden ones, for `*.trace.jsonl`) or
  /// trace files named directly (any name) — and lists every variant of every trace.
  ///
  /// Throws for a path that does not exist and for two cases that would share a golden
  /// (`X.slow.trace.jsonl` and the `slow` variant of `X.trace.jsonl` both own
  /// `X.slow.golden.log`): that is bad input, never something to resolve silently.
  public static func discover(_ paths: [String]) throws(InputError) -> Corpus {
    var traces: [String] = []
    var goldens: [String] = []
    for path in paths.map(normalize) {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw InputError(
          file: path, message: "no such file or folder; expected a trace or a folder of traces")
      }
      if isDirectory.boolValue {
        let found = try search(folder: path)
        traces += found.traces
        goldens += found.goldens
      } else {
        traces.append(path)
      }
    }
    traces = Array(Set(traces)).sorted(by: utf8Less)
    var cases: [RunCase] = []
    var broken: [Corpus.BrokenTrace] = []
    for trace in traces {
      let stem = TraceNaming.stem(of: trace)
      do {
        for variant in try CaseReplay.variants(ofTrace: trace) {
          cases.append(
            RunCase(
              name: RunCase.name(stem: stem, variant: variant.name), tracePath: trace,
              variant: variant,
              goldenPath: GoldenNaming.path(forTrace: trace, variant: variant.name)))
        }
      } catch {
        broken.append(.init(name: stem, tracePath: trace, error: error))
      }
    }
    try checkNoSharedGoldens(cases)
    cases.sort { utf8Less($0.name, $1.name) }
    return Corpus(
      cases: cases, brokenTraces: broken,
      goldensFound: Array(Set(goldens)).sorted(by: utf8Less))
  }

  /// `./Traces/` → `Traces`: the same folder typed two ways gives the same case names.
  static func normalize(_ path: String) -> String {
    var path = path
    while path.hasPrefix("./") && path.count > 2 { path.removeFirst(2) }
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    return path
  }

  private static func search(folder: String) throws(InputError) -> (
    traces: [String], goldens: [String]
  ) {
    let base = URL(fileURLWithPath: folder, isDirectory: true)
    guard
      let enumerator = FileManager.default.enumerator(
        at: base, includingPropertiesForKeys: [.isRegularFileKey],
        options: [.skipsHiddenFiles])
    else {
      throw InputError(file: folder, message: "cannot list the folder")
    }
    var traces: [String] = []
    var goldens: [String] = []
    let prefix = base.standardizedFileURL.path
    for case let url as URL in enumerator {
      guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
      else { continue }
      // The path as the user typed the folder, plus the part below it.
      var relative = url.standardizedFileURL.path
      guard relative.hasPrefix(prefix) else { continue }
      relative.removeFirst(prefix.count)
      let path = folder == "/" ? relative : folder + relative
      if path.hasSuffix(traceSuffix) {
        traces.append(path)
      } else if path.hasSuffix(GoldenFiles.suffix) {
        goldens.append(path)
      }
    }
    return (traces, goldens)
  }

  private static func checkNoSharedGoldens(_ cases: [RunCase]) throws(InputError) {
    var owners: [String: RunCase] = [:]
    for item in cases {
      if let other = owners[item.goldenPath] {
        throw InputError(
          file: item.tracePath,
          message:
            "the variant \"\(item.variant.name)\" would share the golden \(item.goldenPath) with the variant \"\(other.variant.name)\" of \(other.tracePath); expected distinct trace stems (rename one trace)"
        )
      }
      owners[item.goldenPath] = item
    }
  }
}

/// Byte order of UTF-8, the same on every platform and locale.
func utf8Less(_ a: String, _ b: String) -> Bool {
  a.utf8.lexicographicallyPrecedes(b.utf8)
}
