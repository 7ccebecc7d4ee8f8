import DnDFormats

/// How a run replays and what it may write.
package struct RunSettings: Sendable {
  package var scenes: SceneResolver
  /// The effective record mode (``never`` whenever `CI` is set).
  package var record: RecordMode
  /// Recorded results replace their goldens instead of waiting for review.
  package var accept: Bool
  /// Set in CI: failing results are written under this folder (mirroring their golden's path)
  /// instead of into the source tree, for the CI job to keep as artifacts.
  package var artifactsFolder: String?
  package var logOptions: LogWriter.Options
  /// Whether replays are checked against the invariants (on unless `--no-invariants`).
  package var checkInvariants: Bool

  package init(
    scenes: SceneResolver, record: RecordMode = .missing, accept: Bool = false,
    artifactsFolder: String? = nil, logOptions: LogWriter.Options = LogWriter.Options(),
    checkInvariants: Bool = true
  ) {
    self.checkInvariants = checkInvariants
    self.scenes = scenes
    self.record = record
    self.accept = accept
    self.artifactsFolder = artifactsFolder
    self.logOptions = logOptions
  }
}
