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
    let brokenStems = Set(brokenTraces.map { CaseFiles(trace: $0.tracePath).stem })
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
      guard FileManager.default.fileExists(atPath: path) else {
        throw InputError(
          file: path, message: "no such file or folder; expected a trace or a folder of traces")
      }
      if FileWalk.isFolder(path) {
        let found = search(folder: path)
        traces += found.traces
        goldens += found.goldens
      } else {
        traces.append(path)
      }
    }
    traces = Array(Set(traces)).sorted(by: utf8Less)
    for trace in traces where PathText.fileName(of: trace).contains("@") {
      throw InputError(
        file: trace,
        message:
          "'@' separates a case from its variant in case names; expected no '@' in a trace's file name"
      )
    }
    var cases: [RunCase] = []
    var broken: [Corpus.BrokenTrace] = []
    for trace in traces {
      let stem = CaseFiles(trace: trace).stem
      do {
        for variant in try CaseReplay.variants(ofTrace: trace) {
          cases.append(
            RunCase(
              name: RunCase.name(stem: stem, variant: variant.name), tracePath: trace,
              variant: variant,
              goldenPath: CaseFiles(trace: trace).golden(variant: variant.name)))
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

  /// `./Traces/`, `.//Traces` and `Traces/x/..` → `Traces`; an absolute path inside the working
  /// folder becomes relative to it: the same folder typed any way gives the same case names, so
  /// names (and shards) do not depend on the machine's checkout folder.
  static func normalize(_ path: String) -> String {
    let cleaned = clean(path)
    let workingFolder = clean(FileManager.default.currentDirectoryPath)
    if cleaned == workingFolder { return "." }
    if workingFolder != "/", cleaned.hasPrefix(workingFolder + "/") {
      return String(cleaned.dropFirst(workingFolder.count + 1))
    }
    return cleaned
  }

  /// `path` without `.` parts, empty parts and `x/..` pairs (no file system access).
  private static func clean(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
        continue
      }
      parts.append(part)
    }
    let joined = parts.joined(separator: "/")
    if absolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }

  private static func search(folder: String) -> (traces: [String], goldens: [String]) {
    let files = FileWalk.regularFiles(under: folder)
    return (
      files.filter { $0.hasSuffix(traceSuffix) },
      files.filter { $0.hasSuffix(CaseFiles.goldenSuffix) }
    )
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
