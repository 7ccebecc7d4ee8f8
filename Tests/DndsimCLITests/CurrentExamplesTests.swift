import DnDTestSupport
import Foundation
import Testing

/// App code written as a current Xcode template writes it (`Examples/CurrentApps`: MainActor by
/// default, tasks and continuations in the delegate methods) replays its traces to the same
/// goldens built as a new Xcode 26 target and built in Swift 6 with MainActor default isolation.
@Suite struct CurrentExamplesTests {
  @Test(arguments: ["dndsim-current-examples", "dndsim-current-examples-swift6"])
  func everyTraceMatchesItsGolden(product: String) throws {
    let result = try CLIRunner.run(
      ["run", "Examples/CurrentApps/Traces"], in: Repository.root,
      executable: CLIRunner.product(product), environment: ["CI": "true"])
    #expect(result.exitCode == 0, "\(result.standardOutput)\(result.standardError)")
    let summary = result.standardOutput.split(separator: "\n").last.map(String.init) ?? ""
    #expect(summary == "5 passed, 0 failed", "\(summary)")
  }
}
