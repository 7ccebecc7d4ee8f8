import DnDFormats
import Foundation

/// Results waiting for review (`X.golden.log.pending` beside the golden), and what
/// `dndsim accept` / `reject` do with them.
package struct PendingResult: Sendable {
  /// The case name when a trace × variant owns the golden, else the golden's path.
  package var name: String
  package var pendingPath: String
  package var goldenPath: String

  /// The pending results under `paths` (folders searched recursively, skipping hidden ones),
  /// sorted by name; names come from the corpus found there.
  package static func find(in paths: [String], corpus: Corpus) throws(InputError)
    -> [PendingResult]
  {
    var names: [String: String] = [:]
    for item in corpus.cases { names[item.goldenPath] = item.name }
    var found: [PendingResult] = []
    var seen: Set<String> = []
    for folder in paths.map(CorpusDiscovery.normalize) {
      for path in try files(under: folder) where seen.insert(path).inserted {
        guard let golden = CaseFiles.golden(forPending: path) else { continue }
        found.append(
          PendingResult(name: names[golden] ?? golden, pendingPath: path, goldenPath: golden))
      }
    }
    return found.sorted { utf8Less($0.name, $1.name) }
  }

  /// Replaces the golden with the pending result (one atomic rename).
  package func accept() throws(AtomicFile.WriteError) {
    try AtomicFile.move(pendingPath, over: goldenPath)
  }

  package func reject() throws(AtomicFile.WriteError) {
    try AtomicFile.remove(pendingPath)
  }

  static func files(under folder: String) throws(InputError) -> [String] {
    guard FileManager.default.fileExists(atPath: folder) else {
      throw InputError(
        file: folder, message: "no such file or folder; expected a folder of traces")
    }
    guard FileWalk.isFolder(folder) else {
      // A trace named directly: its goldens' pending files beside it.
      let stem = CaseFiles(trace: folder).stem
      return FileWalk.regularFiles(under: PathText.folder(of: folder)).filter {
        $0.hasPrefix(stem + ".") && $0.hasSuffix(CaseFiles.goldenSuffix + CaseFiles.pendingSuffix)
      }
    }
    return FileWalk.regularFiles(under: folder)
  }
}
