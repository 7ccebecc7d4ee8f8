import DnDFormats
import Foundation

/// What the environment tells a run (the command line and the test API read it the same way): CI or not, the record mode, GitHub Actions, Bazel's test
/// sharding. Read once, so a command sees one consistent picture.
public struct RunEnvironment: Sendable {
  public var variables: [String: String]

  public init(_ variables: [String: String] = ProcessInfo.processInfo.environment) {
    self.variables = variables
  }

  /// `CI` set to anything but empty, `0` or `false` (GitHub, GitLab, Jenkins and most others
  /// set `CI=true`) — or a Bazel test (``isBazelTest``), whose runfiles are no source tree to
  /// record into.
  public var isCI: Bool {
    if isBazelTest { return true }
    guard let value = variables["CI"] else { return false }
    return !["", "0", "false", "FALSE", "False"].contains(value)
  }

  /// Running under `bazel test`, which always sets `TEST_UNDECLARED_OUTPUTS_DIR`.
  public var isBazelTest: Bool { nonEmpty("TEST_UNDECLARED_OUTPUTS_DIR") != nil }

  public var isGitHubActions: Bool { variables["GITHUB_ACTIONS"] == "true" }
  public var gitHubStepSummary: String? { nonEmpty("GITHUB_STEP_SUMMARY") }

  /// The record mode from `--record` or `DNDSIM_RECORD` (the flag wins); an unknown value of
  /// either is a usage error.
  public func recordMode(flag: String?) throws(InputError) -> RecordMode {
    if let flag {
      guard let mode = RecordMode(rawValue: flag) else {
        throw InputError(
          file: "--record",
          message: "unknown record mode \"\(flag)\"; expected one of \(RecordMode.namesForMessages)"
        )
      }
      return mode
    }
    if let value = variables[RecordMode.environmentVariable] {
      guard let mode = RecordMode(rawValue: value) else {
        throw InputError(
          file: RecordMode.environmentVariable,
          message:
            "unknown record mode \"\(value)\"; expected one of \(RecordMode.namesForMessages)")
      }
      return mode
    }
    return .missing
  }

  /// Bazel's test-sharding protocol: `TEST_TOTAL_SHARDS` and `TEST_SHARD_INDEX` (0-based).
  package func bazelShard() throws(InputError) -> Shard? {
    guard let totalText = nonEmpty("TEST_TOTAL_SHARDS") else { return nil }
    guard let total = Int(totalText), total >= 1, total <= 1 << 20 else {
      throw InputError(
        file: "TEST_TOTAL_SHARDS",
        message: "\"\(totalText)\" is not a shard count; expected 1 or more")
    }
    let indexText = nonEmpty("TEST_SHARD_INDEX") ?? ""
    guard let index = Int(indexText), (0..<total).contains(index) else {
      throw InputError(
        file: "TEST_SHARD_INDEX",
        message: "\"\(indexText)\" is not a shard index; expected 0 to \(total - 1)")
    }
    return Shard(index: index, count: total)
  }

  public var bazelShardStatusFile: String? { nonEmpty("TEST_SHARD_STATUS_FILE") }
  public var bazelXMLOutputFile: String? { nonEmpty("XML_OUTPUT_FILE") }
  /// Where failing results go in CI: `DNDSIM_ARTIFACTS`, else Bazel's undeclared outputs (kept
  /// in `bazel-testlogs/…/test.outputs`).
  public var artifactsFolder: String? {
    nonEmpty("DNDSIM_ARTIFACTS") ?? nonEmpty("TEST_UNDECLARED_OUTPUTS_DIR")
  }

  private func nonEmpty(_ name: String) -> String? {
    guard let value = variables[name], !value.isEmpty else { return nil }
    return value
  }
}
