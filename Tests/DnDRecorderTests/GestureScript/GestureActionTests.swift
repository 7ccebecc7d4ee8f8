import Testing

@testable import DnDFormats

extension RecorderTests {
  /// Timed actions take their place among the frames.
  @Suite struct GestureActionTests {
    @Test func actionsComeInTimeOrderAfterTheFrameAtTheirInstantKeepingScriptOrderForTies()
      throws
    {
      let records = try traceRecords(
        """
        scene s
        rate 100
        action late at 1s
        action setHidden view=a hidden=true at 10ms
        cancelProgress at 10ms
        action first at 0s
        finger 1
          tap (0,0) at 0s for 20ms
        """)
      #expect(
        frameSummary(records) == [
          "0: 1 began (0,0)",
          #"0: action scene(name: "first", arguments: [])"#,
          "10000: 1 stationary (0,0)",
          #"10000: action scene(name: "setHidden", arguments: [DnDFormats.ActionArgument(name: "view", value: "a"), DnDFormats.ActionArgument(name: "hidden", value: "true")])"#,
          "10000: action cancelProgress",
          "20000: 1 ended (0,0)",
          #"1000000: action scene(name: "late", arguments: [])"#,
        ])
    }

    @Test func aScriptOfActionsAloneMakesATraceOfActions() throws {
      let records = try traceRecords(
        "scene s\ncancelProgress at 1s\naction reloadData list=l at 0.5s")
      #expect(
        records == [
          .action(
            time: 500_000,
            .scene(name: "reloadData", arguments: [ActionArgument("list", "l")])),
          .action(time: 1_000_000, .cancelProgress),
        ])
    }
  }
}
