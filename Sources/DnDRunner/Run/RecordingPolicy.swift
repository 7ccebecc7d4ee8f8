import DnDFormats

/// What a run may write and where: decided here once, from the environment and the caller's own
/// requests, and read by `dndsim run`, `GoldenReplay` and the gesture driver alike, so a test and
/// the command never disagree.
///
/// - **Record mode.** The caller's (`--record`, or a test's `record:`), else `DNDSIM_RECORD`,
///   else ``RecordMode/missing``. An unknown value of either is an error, in CI too.
/// - **Accept.** Recorded results replace their goldens. Asked for alone (no record mode from the
///   caller or `DNDSIM_RECORD`), it records what failed (``RecordMode/failed``).
/// - **CI** (``RunEnvironment/isCI``). Nothing is written into the source tree: the record mode
///   is ``RecordMode/never``, and asking to accept is an error (``acceptRefusedInCI``).
/// - **Artifacts.** The caller's folder (`--artifacts`), else `DNDSIM_ARTIFACTS`, else Bazel's
///   undeclared outputs, else ``defaultArtifactsFolder``. The runner writes failing results
///   there in CI only; the driver leaves a failed test's trace, log and report there always.
package struct RecordingPolicy: Sendable, Equatable {
  /// Where artifacts go when neither the caller nor the environment names a folder.
  package static let defaultArtifactsFolder = ".build/dndsim-artifacts"

  /// The effective record mode (``RecordMode/never`` whenever `CI` is set).
  package let record: RecordMode
  /// Recorded results replace their goldens instead of waiting for review.
  package let accept: Bool
  /// Whether anything may be written into the source tree (goldens, pending results, a test's
  /// trace): not in CI.
  package let writesSourceTree: Bool
  /// Where failing results and a failed test's artifacts go.
  package let artifactsFolder: String

  /// Decides for a caller that takes the record mode as text (`--record`): an unknown `recordFlag`
  /// is an error naming `--record`, an unknown `DNDSIM_RECORD` one naming the variable.
  package init(
    environment: RunEnvironment, recordFlag: String?, accept: Bool, artifacts: String? = nil
  ) throws(InputError) {
    let asked = try environment.recordMode(flag: recordFlag)
    let explicit =
      recordFlag != nil || environment.variables[RecordMode.environmentVariable] != nil
    artifactsFolder = Self.artifactsFolder(environment: environment, artifacts: artifacts)
    if environment.isCI {
      if accept { throw Self.acceptRefusedInCI }
      record = .never
      self.accept = false
      writesSourceTree = false
    } else {
      record = accept && !explicit ? .failed : asked
      self.accept = accept
      writesSourceTree = true
    }
  }

  /// Decides for a caller that takes the record mode as a value (the test API).
  package init(
    environment: RunEnvironment, record: RecordMode?, accept: Bool, artifacts: String? = nil
  ) throws(InputError) {
    try self.init(
      environment: environment, recordFlag: record?.rawValue, accept: accept,
      artifacts: artifacts)
  }

  /// Where artifacts go: `artifacts` (the caller's folder), else `DNDSIM_ARTIFACTS`, else Bazel's
  /// undeclared outputs, else ``defaultArtifactsFolder``. For a caller that records nothing
  /// (the driver's `expect`) and so has no record mode to decide.
  package static func artifactsFolder(environment: RunEnvironment, artifacts: String? = nil)
    -> String
  {
    artifacts ?? environment.artifactsFolder ?? defaultArtifactsFolder
  }

  /// The error for an accept asked for in CI, worded as `dndsim run --accept` reports it.
  package static let acceptRefusedInCI = InputError(
    file: "--accept",
    message:
      "CI is set, so nothing may be written into the source tree; expected no --accept in CI")

  /// The runner's settings under this policy: failing results go under the artifacts folder
  /// only when nothing may be written into the source tree.
  package func settings(
    scenes: SceneResolver, logOptions: LogWriter.Options = LogWriter.Options(),
    checkInvariants: Bool = true
  ) -> RunSettings {
    RunSettings(
      scenes: scenes, record: record, accept: accept,
      artifactsFolder: writesSourceTree ? nil : artifactsFolder, logOptions: logOptions,
      checkInvariants: checkInvariants)
  }
}
