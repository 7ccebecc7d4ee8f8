/// Which results a run records (`--record`, or the `DNDSIM_RECORD` environment variable).
///
/// Locally a recorded result is written as a pending file beside its golden for review, or over
/// the golden with `--accept`. When `CI` is set the effective mode is always ``never``: nothing
/// is written into the source tree, and failing results go to the artifacts folder instead.
public enum RecordMode: String, Sendable, CaseIterable {
  /// Record nothing; a missing golden fails.
  case never
  /// Record cases that have no golden (the default locally).
  case missing
  /// Record every failing case: missing, mismatch, stale, conflicted.
  case failed
  /// Record every case; a result equal to its golden leaves nothing to review, but with
  /// `--accept` every golden is rewritten from this run.
  case all

  public static let environmentVariable = "DNDSIM_RECORD"

  /// Whether a case with `status` (before recording) is recorded in this mode.
  public func records(_ status: CaseStatus) -> Bool {
    switch (self, status) {
    case (.never, _): return false
    case (_, .missing): return true
    case (.failed, .mismatch), (.failed, .stale), (.failed, .conflicted): return true
    case (.all, .pass), (.all, .mismatch), (.all, .stale), (.all, .conflicted): return true
    default: return false
    }
  }

  /// `never, missing, failed, all`, for messages.
  public static var namesForMessages: String {
    allCases.map(\.rawValue).joined(separator: ", ")
  }
}
