import Dispatch
import DnDRunner

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `dndsim` does when it is interrupted — Ctrl-C (SIGINT), or SIGTERM as a CI runner sends
/// on a timeout: the temporary files of the writes in flight are removed, so no hidden
/// `.X.golden.log.pending.tmp-…` is left in the source tree, and the process exits as a shell
/// expects of an interrupted program (128 + the signal: 130, 143). A golden or pending file is
/// never partial either way: each appears by one atomic rename (`AtomicFile`). SIGKILL cannot be
/// caught; the next `dndsim run` removes what it leaves (Docs/cli.md, "Interrupted runs").
enum Interruption {
  /// The signal sources, kept for the life of the process (made once, on first use, by the
  /// thread-safe lazy initialisation of a static; never changed after).
  nonisolated(unsafe) private static let sources: [any DispatchSourceSignal] = [SIGINT, SIGTERM].map
  { number in
    // The default action would end the process at once; the source runs on a queue instead.
    signal(number, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
    source.setEventHandler {
      AtomicFile.abandonWrites()
      exit(128 + number)
    }
    source.resume()
    return source
  }

  /// Installs the handling; every command runs with it.
  static func install() {
    _ = sources
  }
}
