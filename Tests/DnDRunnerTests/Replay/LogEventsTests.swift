import DnDEngine
import DnDFormats
import DnDRunner
import DnDSimulator
import Foundation
import Testing

@Suite struct LogEventsTests {
  /// Every event of every fixture case, written and read back, has the summary it was written
  /// from (what the quick checks read).
  @Test(arguments: CaseCorpus.cases)
  func eventsReadBackFromALogMatchTheReplay(_ item: CaseCorpus.Case) throws {
    let output = try CaseReplay.run(
      path: item.trace, variant: item.variant, scenes: SceneResolver(),
      options: LogWriter.Options(foldMoves: false))
    let log = try LogFile.parse(output.text, source: "replay.log")
    let read = log.engineEvents
    #expect(read.count == output.events.count)
    for (written, back) in zip(output.events, read) {
      #expect(back.summary == written.summary)
      #expect(back.kind == written.kind)
      #expect(back.time == written.time)
    }
    let notImplemented = try CaseCorpus.notImplementedCalls(
      scene: try #require(output.header["scene"]), near: item.trace)
    #expect(LogQuickChecks.violations(in: log, notImplemented: notImplemented).isEmpty)
  }

  @Test func nestedArgumentsSplitAtTheTopLevelOnly() throws {
    let text = """
      # dndsim-log 1
          0.325000 drag     photo.drag previewForLifting(item: I1, session: S1) -> targetedPreview(view: photo, target: target(container: w, center: (150,150), transform: identity))
          0.500000 list     albums move([0,1] -> [0,2], items: [I1, I2])
      # end

      """
    let events = try LogFile.parse(text, source: "t.log").engineEvents
    #expect(events[0].arguments.map(\.label) == ["item", "session"])
    #expect(events[0].result?.hasPrefix("targetedPreview(view: photo") == true)
    #expect(events[1].arguments.map(\.value) == ["[0,1] -> [0,2]", "[I1, I2]"])
    #expect(events[1].result == nil)
  }

  @Test func aBrokenGoldenIsCaughtWithItsLine() throws {
    let item = try #require(CaseCorpus.cases.first { $0.variant.name == "slow" })
    let output = try CaseReplay.run(
      path: item.trace, variant: item.variant, scenes: SceneResolver())
    // A golden in which willAnimateLift went missing breaks check 2 (and 3).
    let broken = output.text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.contains("willAnimateLift") }.joined(separator: "\n")
    let violations = LogQuickChecks.violations(in: try LogFile.parse(broken, source: "g.log"))
    #expect(violations.contains { $0.check == 2 })
    #expect(violations.first?.description.hasPrefix("g.log:") == true)
  }
}
