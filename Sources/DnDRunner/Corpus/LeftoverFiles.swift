import DnDFormats

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Temporary files that a run killed before it could clean up left in the source tree
/// (`.X.golden.log.pending.tmp-<pid>-XXXXXX`; SIGKILL gives no chance to clean up, and versions
/// before the cleanup on SIGINT/SIGTERM left them too). The next run finds them under its paths
/// and removes those whose process is gone, saying so (Docs/cli.md, "Interrupted runs").
package enum LeftoverFiles {
  /// The leftover temporary files under `paths` (folders, or trace files: their folder):
  /// `stale` ones belong to no running process and may go; `live` ones belong to a process
  /// still running (another run writing in the same tree) and must stay.
  package static func find(under paths: [String]) -> (stale: [String], live: [String]) {
    var folders: [String] = []
    for path in paths.map(CorpusDiscovery.normalize) {
      let folder = FileWalk.isFolder(path) ? path : PathText.folder(of: path)
      if !folders.contains(folder) { folders.append(folder) }
    }
    var stale: [String] = []
    var live: [String] = []
    var seen: Set<String> = []
    for file in folders.flatMap(FileWalk.temporaryFiles(under:)) where seen.insert(file).inserted {
      let owner = AtomicFile.temporaryFile(named: PathText.fileName(of: file)).owner
      if let owner, isRunning(owner) { live.append(file) } else { stale.append(file) }
    }
    return (stale.sorted(by: utf8Less), live.sorted(by: utf8Less))
  }

  /// Whether process `pid` exists (it may be another user's: then `kill` says EPERM).
  static func isRunning(_ pid: Int32) -> Bool {
    pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
  }
}
