import Foundation
import Testing

@Suite struct DemoCommandTests {
  static let expectedDemo = """
    t=0.000s finger 1 down at (100,200); long press needs 0.325s
    t=0.120s finger 1 moved 14pt > 10pt allowance: long press cancelled=true
    t=0.200s finger 2 down at (300,200)
    t=0.525s lift (finger 2): itemsForBeginning → 1 item
    t=0.600s progress tick
    t=0.700s async preview renderer woke after sleeping 0.700s
    t=0.850s progress tick
    t=0.925s load public.png finished on provider-load
    t=0.925s completion delivered on main
    t=1.000s idle; pending work: 0

    """

  @Test func theBinaryWasBuiltBesideTheTests() {
    #expect(FileManager.default.isExecutableFile(atPath: CLIRunner.binary.path))
  }

  @Test func demoPrintsItsEventLog() throws {
    let result = try CLIRunner.run(["demo"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput == Self.expectedDemo)
    #expect(result.standardError.isEmpty)
  }

  @Test func demoIsByteIdenticalAcrossProcesses() throws {
    let runs = try (0..<3).map { _ in try CLIRunner.run(["demo", "--show-clock-events"]) }
    #expect(runs.allSatisfy { $0.exitCode == 0 })
    #expect(Set(runs.map(\.standardOutput)).count == 1)
    let log = runs[0].standardOutput
    #expect(log.contains("clock: hop provider-load -> main for W8 'deliver public.png'"))
    #expect(log.contains("clock: scheduled t=0.700s W5 sleep 'preview renderer' on tasks"))
  }

  @Test func helpExplainsTheCommandWithAnExample() throws {
    let result = try CLIRunner.run(["--help"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains("demo"))
    #expect(result.standardOutput.contains("Examples:"))
    let demoHelp = try CLIRunner.run(["demo", "--help"])
    #expect(demoHelp.exitCode == 0)
    #expect(demoHelp.standardOutput.contains("dndsim demo --show-clock-events"))
  }

  @Test(arguments: [["bogus"], ["demo", "--no-such-flag"]])
  func usageErrorsExitWithTwo(arguments: [String]) throws {
    let result = try CLIRunner.run(arguments)
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("Error:"))
    #expect(result.standardOutput.isEmpty)
  }
}

@Suite struct DragDemoCommandTests {
  @Test func theDragDemoRunsTheEngineThroughTheCommand() throws {
    let result = try CLIRunner.run(["demo", "--scenario", "drag"])
    #expect(result.exitCode == 0)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.first == "t=0.000s touch F1 began(at: (100,85))")
    #expect(lines.contains("t=0.325s delegate photo.drag itemsForBeginning(session: S1) -> [I1]"))
    #expect(lines.contains("t=0.591s animation M1 finished(position: end)"))
    #expect(lines.contains("t=0.639s delegate album.drop performDrop(session: S1)"))
    #expect(lines.last == "t=2.139s delegate album.drop loadObjectsCompletion(objects: 1)")
  }

  @Test func anUnknownScenarioIsAUsageError() throws {
    let result = try CLIRunner.run(["demo", "--scenario", "nope"])
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("nope"))
  }
}
