import DnDRunner
import Testing

/// How a run reads `CI` (Docs/cli.md, "CI"): set to anything but empty, `0` or `false` means CI —
/// and under CI goldens are never written, so reading a "no" as a "yes" (or the other way round)
/// changes what a run may touch.
@Suite struct RunEnvironmentTests {
  @Test(arguments: ["true", "1", "yes", "TRUE", "on", "anything"])
  func aSetCIMeansCI(value: String) {
    #expect(RunEnvironment(["CI": value]).isCI)
  }

  @Test(arguments: ["", "0", "false", "FALSE", "False"])
  func anEmptyZeroOrFalseCIIsNotCI(value: String) {
    #expect(!RunEnvironment(["CI": value]).isCI)
  }

  @Test func noCIIsNotCI() {
    #expect(!RunEnvironment([:]).isCI)
    #expect(!RunEnvironment(["CONTINUOUS": "true"]).isCI)
  }

  @Test func aBazelTestIsCIWhateverCISays() {
    #expect(RunEnvironment(["TEST_UNDECLARED_OUTPUTS_DIR": "/out", "CI": "false"]).isCI)
    #expect(!RunEnvironment(["TEST_UNDECLARED_OUTPUTS_DIR": ""]).isCI)
  }
}
