/// What a run concluded about one case (or one orphan golden).
public enum CaseStatus: String, Sendable, CaseIterable {
  /// The log equals its golden byte for byte.
  case pass
  /// The log differs from its golden.
  case mismatch
  /// There is no golden and nothing was recorded (record mode `never`, or CI).
  case missing
  /// There was no golden; the result was recorded as pending, waiting for review.
  case new
  /// The trace changed since its golden was accepted (the golden's `trace-sha256` is another
  /// trace's): whatever the events say, the golden pins a recording that no longer exists.
  case stale
  /// The golden holds merge-conflict markers.
  case conflicted
  /// A golden that no trace × variant reads (reported on full runs only).
  case orphan
  /// Two replays of the case gave different bytes (`--check-determinism`).
  case nondeterministic
  /// The log equals its golden but breaks an invariant (``DnDEngine/Invariants``): the golden
  /// pins a behaviour no correct replay has.
  case invariant
  /// The result replaced the golden (`--accept`).
  case accepted
  /// The case could not run: its trace, scene or fault plan is bad input, or a file could not
  /// be read or written.
  case error

  /// Whether the status makes the run fail (exit 1, or 2/3 for errors).
  public var isFailure: Bool {
    switch self {
    case .pass, .accepted: return false
    default: return true
    }
  }
}
