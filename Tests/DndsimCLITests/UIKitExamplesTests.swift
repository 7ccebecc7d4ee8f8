import DnDTestSupport
import Foundation
import Testing

/// The talks' demo apps written in UIKit's spelling (`Examples/UIKitApps`, DnDUIKit) replay their
/// traces against golden logs through their own dndsim-style executable, as the corpus does.
@Suite struct UIKitExamplesTests {
  @Test func everyExampleTraceMatchesItsGolden() throws {
    let result = try CLIRunner.run(
      ["run", "Examples/UIKitApps/Traces"], in: Repository.root,
      executable: CLIRunner.product("dndsim-uikit-examples"), environment: ["CI": "true"])
    #expect(result.exitCode == 0, "\(result.standardOutput)\(result.standardError)")
    let summary = result.standardOutput.split(separator: "\n").last.map(String.init) ?? ""
    #expect(summary.hasSuffix("passed, 0 failed"), "\(summary)")
    #expect(!summary.hasPrefix("0 passed"))
  }
}
