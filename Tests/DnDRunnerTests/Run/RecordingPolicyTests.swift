import DnDFormats
import DnDRunner
import DnDSimulator
import Testing

/// The one decision of what a run may write and where (`RecordingPolicy`), for every combination
/// of CI, where a record mode comes from, accept and the artifacts variable. The expectations are
/// Docs/cli.md's "Recording" paragraph, case by case.
@Suite struct RecordingPolicyTests {
  /// Where the record mode comes from.
  enum RecordSource: String, CaseIterable, Sendable {
    case none
    case flag  // --record failed (or a test's record: .failed)
    case variable  // DNDSIM_RECORD=all
    case flagOverAnUnknownVariable  // --record failed, DNDSIM_RECORD=sometimes
    case unknownFlag  // --record sometimes
    case unknownVariable  // DNDSIM_RECORD=sometimes
  }

  struct Combination: Sendable, CustomTestStringConvertible {
    var ci: Bool
    var record: RecordSource
    var accept: Bool
    var artifactsVariable: Bool

    var testDescription: String {
      "CI \(ci ? "on" : "off"), record \(record), accept \(accept ? "yes" : "no"), "
        + "DNDSIM_ARTIFACTS \(artifactsVariable ? "set" : "unset")"
    }

    var environment: RunEnvironment {
      var variables: [String: String] = [:]
      if ci { variables["CI"] = "true" }
      if artifactsVariable { variables["DNDSIM_ARTIFACTS"] = "/tmp/ci-artifacts" }
      switch record {
      case .variable: variables["DNDSIM_RECORD"] = "all"
      case .flagOverAnUnknownVariable, .unknownVariable: variables["DNDSIM_RECORD"] = "sometimes"
      case .none, .flag, .unknownFlag: break
      }
      return RunEnvironment(variables)
    }

    var flag: String? {
      switch record {
      case .flag, .flagOverAnUnknownVariable: "failed"
      case .unknownFlag: "sometimes"
      case .none, .variable, .unknownVariable: nil
      }
    }
  }

  static let combinations: [Combination] = [false, true].flatMap { ci in
    RecordSource.allCases.flatMap { record in
      [false, true].flatMap { accept in
        [false, true].map { artifacts in
          Combination(ci: ci, record: record, accept: accept, artifactsVariable: artifacts)
        }
      }
    }
  }

  static let unknownFlag =
    "--record: error: unknown record mode \"sometimes\"; expected one of never, missing, failed, all"
  static let unknownVariable =
    "DNDSIM_RECORD: error: unknown record mode \"sometimes\"; expected one of never, missing, "
    + "failed, all"
  static let acceptRefused =
    "--accept: error: CI is set, so nothing may be written into the source tree; "
    + "expected no --accept in CI"

  @Test(arguments: combinations)
  func everyCombination(_ given: Combination) throws {
    let decide = {
      try RecordingPolicy(
        environment: given.environment, recordFlag: given.flag, accept: given.accept)
    }
    // An unknown record mode is an error everywhere, CI or not, before anything else.
    if given.record == .unknownFlag {
      #expect { try decide() } throws: { "\($0)" == Self.unknownFlag }
      return
    }
    if given.record == .unknownVariable {
      #expect { try decide() } throws: { "\($0)" == Self.unknownVariable }
      return
    }
    // CI refuses accept.
    if given.ci && given.accept {
      #expect { try decide() } throws: { "\($0)" == Self.acceptRefused }
      return
    }
    let policy = try decide()
    let folder = given.artifactsVariable ? "/tmp/ci-artifacts" : ".build/dndsim-artifacts"
    #expect(policy.artifactsFolder == folder)
    let settings = policy.settings(scenes: SceneResolver(catalog: SceneCatalog()))
    if given.ci {
      // Nothing into the source tree: mode never; failing results under the artifacts folder.
      #expect(policy.record == .never)
      #expect(!policy.accept)
      #expect(!policy.writesSourceTree)
      #expect(settings.artifactsFolder == folder)
    } else {
      let expected: RecordMode =
        switch given.record {
        case .flag, .flagOverAnUnknownVariable: .failed
        case .variable: .all
        // Accept alone records what failed; otherwise the default is missing.
        default: given.accept ? .failed : .missing
        }
      #expect(policy.record == expected)
      #expect(policy.accept == given.accept)
      #expect(policy.writesSourceTree)
      #expect(settings.artifactsFolder == nil)
    }
    #expect(settings.record == policy.record)
    #expect(settings.accept == policy.accept)
  }

  /// Accept alone with a mode from the caller or the variable keeps that mode (here `never`:
  /// nothing is recorded, so nothing is accepted).
  @Test func acceptWithAnExplicitModeKeepsIt() throws {
    let local = RunEnvironment([:])
    #expect(try RecordingPolicy(environment: local, record: .never, accept: true).record == .never)
    let variable = RunEnvironment(["DNDSIM_RECORD": "never"])
    #expect(try RecordingPolicy(environment: variable, record: nil, accept: true).record == .never)
    #expect(try RecordingPolicy(environment: local, record: nil, accept: true).record == .failed)
  }

  /// The caller's folder (`--artifacts`) wins over the variable, which wins over Bazel's outputs.
  @Test func theArtifactsFolderComesFromTheCallerTheVariableBazelOrTheDefault() throws {
    let all = RunEnvironment([
      "CI": "true", "DNDSIM_ARTIFACTS": "/a", "TEST_UNDECLARED_OUTPUTS_DIR": "/bazel",
    ])
    #expect(
      try RecordingPolicy(environment: all, recordFlag: nil, accept: false, artifacts: "/flag")
        .artifactsFolder == "/flag")
    #expect(
      try RecordingPolicy(environment: all, recordFlag: nil, accept: false).artifactsFolder
        == "/a")
    let bazel = RunEnvironment(["TEST_UNDECLARED_OUTPUTS_DIR": "/bazel"])
    let underBazel = try RecordingPolicy(environment: bazel, recordFlag: nil, accept: false)
    #expect(underBazel.artifactsFolder == "/bazel")
    #expect(!underBazel.writesSourceTree)
    #expect(
      RecordingPolicy.artifactsFolder(environment: RunEnvironment(["DNDSIM_ARTIFACTS": ""]))
        == ".build/dndsim-artifacts")
  }

  /// The typed and the textual entry points are one decision.
  @Test(arguments: RecordMode.allCases)
  func aRecordModeValueIsItsFlag(_ mode: RecordMode) throws {
    let local = RunEnvironment(["DNDSIM_RECORD": "sometimes"])
    #expect(
      try RecordingPolicy(environment: local, record: mode, accept: true)
        == RecordingPolicy(environment: local, recordFlag: mode.rawValue, accept: true))
  }
}
