import DnDFormats

/// How a run replays and what it may write.
public struct RunSettings: Sendable {
  public var scenes: SceneResolver
  /// The effective record mode (``never`` whenever `CI` is set).
  public var record: RecordMode
  /// Recorded results replace their goldens instead of waiting for review.
  public var accept: Bool
  /// Set in CI: failing results are written under this folder (mirroring their golden's path)
  /// instead of into the source tree, for the CI job to keep as artifacts.
  public var artifactsFolder: String?
  public var logOptions: LogWriter.Options
  /// Whether replays are checked against the invariants (on unless `--no-invariants`).
  public var checkInvariants: Bool

  public init(
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
