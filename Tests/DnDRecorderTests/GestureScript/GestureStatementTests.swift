import DnDEngine
import Testing

@testable import DnDFormats
@testable import DnDRecorder

extension RecorderTests {
  /// Each statement of the text form and the model it reads into.
  @Suite struct GestureStatementTests {
    static func point(_ x: Int64, _ y: Int64) -> GesturePoint {
      GesturePoint(milliX: x * 1000, milliY: y * 1000)
    }

    @Test func theExampleReadsIntoItsModel() throws {
      let script = try textScript(pinboardScript)
      #expect(script.scene == "pinboard")
      #expect(script.profile == .tablet)
      #expect(script.rate.millihertz == 120_000)
      #expect(script.variants == ["fast", "slow"])
      #expect(script.fingers.map(\.name) == ["1", "2"])
      #expect(
        script.fingers[0].touches == [
          GestureTouch(
            start: 0, location: Self.point(650, 150),
            motions: [
              .hold(duration: 500_000), .move(path: [Self.point(250, 300)], duration: 400_000),
            ],
            ending: .up)
        ])
      #expect(
        script.fingers[1].touches == [
          GestureTouch(
            start: 700_000, location: Self.point(100, 100), motions: [.hold(duration: 50_000)],
            ending: .up)
        ])
      #expect(script.actions == [TimedAction(time: 2_000_000, action: .cancelProgress)])
    }

    @Test func theHeaderTakesTheScriptsSettingsAndDefaults() throws {
      let full = try textScript(pinboardScript).makeTrace().header
      #expect(
        TraceWriter.headerLine(full)
          == #"{"format":"dndsim-trace","version":1,"time_unit":"us","scene":"pinboard","profile":"tablet","device":{"name":"gesture-script","kind":"synthetic"},"sample_rate_hz":120,"provenance":{"recorder":"gesture-script"},"variants":["fast","slow"]}"#
      )
      let minimal = try textScript("scene s\nprofile phone\nfinger f\n tap (1,2) at 0s")
      #expect(minimal.rate == GestureScript.defaultRate)
      #expect(minimal.variants.isEmpty)
      #expect(try minimal.makeTrace().header.profile == .phone)
    }

    @Test func theTraceLinesShownInTheDocsAreTheExamples() throws {
      let lines = try traceLines(textScript(pinboardScript))
      #expect(lines.count == 110)
      for line in [
        #"{"t":0,"touches":[{"id":1,"phase":"began","x":650,"y":150}]}"#,
        #"{"t":8333,"touches":[{"id":1,"phase":"stationary","x":650,"y":150}]}"#,
        #"{"t":508333,"touches":[{"id":1,"phase":"moved","x":641.667,"y":153.125}]}"#,
        #"{"t":700000,"touches":[{"id":1,"phase":"moved","x":450,"y":225},{"id":2,"phase":"began","x":100,"y":100}]}"#,
        #"{"t":750000,"touches":[{"id":1,"phase":"moved","x":400,"y":243.75},{"id":2,"phase":"ended","x":100,"y":100}]}"#,
        #"{"t":900000,"touches":[{"id":1,"phase":"ended","x":250,"y":300}]}"#,
        #"{"t":2000000,"action":"cancelProgress"}"#,
      ] {
        #expect(lines.contains(line), "\(line)")
      }
    }

    @Test func downHoldUpMakesBeganStationaryEnded() throws {
      let records = try traceRecords("scene s\nrate 100\nfinger 1\ndown (1,2) at 0s\nhold 30ms\nup")
      #expect(
        frameSummary(records) == [
          "0: 1 began (1,2)", "10000: 1 stationary (1,2)", "20000: 1 stationary (1,2)",
          "30000: 1 ended (1,2)",
        ])
    }

    @Test func aTapHoldsFiftyMillisecondsUnlessToldOtherwise() throws {
      let short = try traceRecords("scene s\nrate 100\nfinger 1\ntap (5,5) at 1s")
      #expect(frameSummary(short).first == "1000000: 1 began (5,5)")
      #expect(frameSummary(short).last == "1050000: 1 ended (5,5)")
      let long = try traceRecords("scene s\nrate 100\nfinger 1\ntap (5,5) at 1s for 0.25s")
      #expect(frameSummary(long).last == "1250000: 1 ended (5,5)")
      #expect(long.count == 26)
    }

    @Test func cancelEndsTheTouchCancelled() throws {
      let records = try traceRecords(
        "scene s\nrate 100\nfinger 1\ndown (0,0) at 0s\nmove (10,0) over 20ms\ncancel")
      #expect(
        frameSummary(records) == [
          "0: 1 began (0,0)", "10000: 1 moved (5,0)", "20000: 1 cancelled (10,0)",
        ])
    }

    @Test func aMoveThroughSeveralPointsKeepsOneSpeedAndPassesEachCorner() throws {
      // Legs of 100 and 100 points: half the second each; a sample lands on the corner.
      let records = try traceRecords(
        "scene s\nrate 10\nfinger 1\ndown (0,0) at 0s\nmove (100,0) (100,100) over 1s\nup")
      #expect(
        frameSummary(records) == [
          "0: 1 began (0,0)", "100000: 1 moved (20,0)", "200000: 1 moved (40,0)",
          "300000: 1 moved (60,0)", "400000: 1 moved (80,0)", "500000: 1 moved (100,0)",
          "600000: 1 moved (100,20)", "700000: 1 moved (100,40)", "800000: 1 moved (100,60)",
          "900000: 1 moved (100,80)", "1000000: 1 ended (100,100)",
        ])
      // Legs of 300 and 100 points: three quarters of the time for the first.
      let uneven = try traceRecords(
        "scene s\nrate 4\nfinger 1\ndown (0,0) at 0s\nmove (300,0) (300,100) over 1s\nup")
      #expect(
        frameSummary(uneven) == [
          "0: 1 began (0,0)", "250000: 1 moved (100,0)", "500000: 1 moved (200,0)",
          "750000: 1 moved (300,0)", "1000000: 1 ended (300,100)",
        ])
    }

    @Test func aMoveToWhereTheFingerIsStaysThereMoving() throws {
      let records = try traceRecords(
        "scene s\nrate 100\nfinger 1\ndown (3,4) at 0s\nmove (3,4) (3,4) over 20ms\nup")
      #expect(
        frameSummary(records) == [
          "0: 1 began (3,4)", "10000: 1 moved (3,4)", "20000: 1 ended (3,4)",
        ])
    }

    @Test func aFingerThatTouchesAgainGetsANewId() throws {
      let records = try traceRecords(
        """
        scene s
        rate 100
        finger 1
          tap (1,1) at 0s for 10ms
          tap (1,1) at 30ms for 10ms
        """)
      #expect(
        frameSummary(records) == [
          "0: 1 began (1,1)", "10000: 1 ended (1,1)", "30000: 2 began (1,1)",
          "40000: 2 ended (1,1)",
        ])
    }

    @Test func commentsBlankLinesTabsIndentationAndCarriageReturnsAreLayoutOnly() throws {
      let tidy = try textScript("scene s\nfinger 1\ndown (1.5,-2) at 0s\nhold 10ms\nup")
      let loose = try textScript(
        "# a comment\r\n\r\n  scene   s # the scene\r\n\tfinger 1\r\n\t\tdown ( 1.5 , -2 ) at 0s\r\n  hold 10ms#now\n  up\n\n"
      )
      #expect(tidy == loose)
      #expect(tidy.fingers[0].touches[0].location == GesturePoint(milliX: 1500, milliY: -2000))
    }

    @Test func headerStatementsMayComeAnywhere() throws {
      let first = try textScript("scene s\nrate 60\nfinger 1\ntap (0,0) at 0s")
      let last = try textScript("finger 1\ntap (0,0) at 0s\nrate 60\nscene s")
      #expect(first == last)
    }

    @Test func sceneActionsTakeWordsAndQuotedStrings() throws {
      let script = try textScript(
        #"""
        scene s
        action insertRow list=pets name="Big \"Rex\" \\ dog" section=0 at=1 at 1.5s
        action reloadData at 2s
        """#)
      #expect(
        script.actions == [
          TimedAction(
            time: 1_500_000,
            action: .scene(
              name: "insertRow",
              arguments: [
                ActionArgument("list", "pets"), ActionArgument("name", #"Big "Rex" \ dog"#),
                ActionArgument("section", "0"), ActionArgument("at", "1"),
              ])),
          TimedAction(time: 2_000_000, action: .scene(name: "reloadData", arguments: [])),
        ])
    }
  }
}
