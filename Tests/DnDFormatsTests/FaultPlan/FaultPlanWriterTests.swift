import DnDEngine
import DnDFormats
import DnDSimulator
import DnDTestSupport
import Foundation
import Testing
import VirtualTime

@Suite struct FaultPlanWriterTests {
  @Test func aWrittenPlanReadsBackAsTheSamePlan() throws {
    var plan = FaultPlan(
      completionOrder: .reverse, userCancels: [.milliseconds(0), .milliseconds(4_000)])
    plan.rules = [
      FaultRule(
        match: FaultMatch(provider: "sunset.png", item: "I2", type: "public.image", app: "photos"),
        script: LoadScript(delay: .milliseconds(3_000), progressSteps: 4)),
      FaultRule(match: FaultMatch(), script: LoadScript(outcome: .fail("network \"down\""))),
      FaultRule(match: FaultMatch(type: "public.url"), script: LoadScript(outcome: .hang)),
    ]
    let file = FaultPlanFile(variants: [
      .init(name: "explore", plan: plan), .init(name: "plain", plan: FaultPlan()),
    ])
    let text = FaultPlanWriter.text(file)
    #expect(try FaultPlanFile.parse(Array(text.utf8), source: "x.faults.json") == file)
    #expect(text.hasSuffix("\"plain\":{}}}\n"))
  }

  @Test(
    arguments: Repository.corpusTraces.map { CaseFiles(trace: $0).faultPlan }.filter {
      FileManager.default.fileExists(atPath: $0)
    })
  func everyCorpusPlanRoundTrips(path: String) throws {
    let file = try FaultPlanFile.read(path: path)
    let text = FaultPlanWriter.text(file)
    #expect(try FaultPlanFile.parse(Array(text.utf8), source: path) == file)
  }
}
