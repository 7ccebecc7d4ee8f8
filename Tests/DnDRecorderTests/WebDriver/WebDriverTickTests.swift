import DnDEngine
import Testing

@testable import DnDFormats
@testable import DnDRecorder

extension WebDriverImporterTests {
  /// The spec's tick model and the sampling of each touch: when things happen, where the finger
  /// is, and which frames the trace gets.
  @Suite struct WebDriverTickTests {
    @Test func aTickLastsAsLongAsItsLongestDurationAcrossSources() throws {
      // Tick 2: A moves for 100 ms, B goes down, the none source pauses 300 ms → 300 ms.
      // Tick 3: A lifts, B moves for 200 ms → 200 ms.
      let json = WD.document(
        WD.touch("A", WD.move(100, 100, ms: 0), WD.down, WD.move(200, 100, ms: 100), WD.up),
        WD.touch(
          "B", WD.move(500, 500, ms: 0), WD.pause(), WD.down, WD.move(500, 400, ms: 200), WD.up),
        WD.source("none", "N", WD.pause(0), WD.pause(0), WD.pause(300)))
      #expect(
        try webDriverFrames(json, rate: WD.twentyHertz) == [
          "0: 1 began (100,100), 2 began (500,500)",
          "50000: 1 moved (150,100), 2 stationary (500,500)",
          "100000: 1 moved (200,100), 2 stationary (500,500)",
          "150000: 1 stationary (200,100), 2 stationary (500,500)",
          "200000: 1 stationary (200,100), 2 stationary (500,500)",
          "250000: 1 stationary (200,100), 2 stationary (500,500)",
          "300000: 1 ended (200,100), 2 stationary (500,500)",
          "350000: 2 moved (500,475)",
          "400000: 2 moved (500,450)",
          "450000: 2 moved (500,425)",
          "500000: 2 ended (500,400)",
        ])
      #expect(try webDriver(json, rate: WD.twentyHertz).duration == 500_000)
    }

    @Test func samplesFallOnTheClocksIntegerInstants() throws {
      let json = WD.document(
        WD.touch("f", WD.move(0, 0, ms: 0), WD.down, WD.move(100, 0, ms: 50), WD.up))
      #expect(
        try webDriverFrames(json) == [
          "0: 1 began (0,0)",
          "8333: 1 moved (16.666,0)",
          "16666: 1 moved (33.332,0)",
          "25000: 1 moved (50,0)",
          "33333: 1 moved (66.666,0)",
          "41666: 1 moved (83.332,0)",
          "50000: 1 ended (100,0)",
        ])
    }

    @Test func aRateOfSixtyHertzHalvesTheSamples() throws {
      let json = WD.document(
        WD.touch("f", WD.move(0, 0, ms: 0), WD.down, WD.move(100, 0, ms: 50), WD.up))
      let rate = try #require(SampleClock(millihertz: 60_000))
      #expect(
        try webDriverFrames(json, rate: rate) == [
          "0: 1 began (0,0)", "16666: 1 moved (33.332,0)", "33333: 1 moved (66.666,0)",
          "50000: 1 ended (100,0)",
        ])
      let trace = try webDriver(json, rate: rate).makeTrace(RecordingOptions(scene: "pinboard"))
      #expect(trace.header.sampleRateHz == 60)
    }

    @Test func pauseOnlyTicksMoveTheTimelineOn() throws {
      // The none source's 250 ms pause is tick 0, when the pointer only hovers into place.
      let json = WD.document(
        WD.source("none", "clock", WD.pause(250), WD.pause(100)),
        WD.touch("f", WD.move(10, 10, ms: 0), WD.down, WD.up))
      #expect(
        try webDriverFrames(json, rate: WD.twentyHertz) == [
          "250000: 1 began (10,10)", "300000: 1 stationary (10,10)", "350000: 1 ended (10,10)",
        ])
    }

    @Test func keyAndWheelSourcesKeepTimeWithTheirPauses() throws {
      for type in ["key", "wheel"] {
        let json = WD.document(
          WD.touch("f", WD.move(10, 10, ms: 0), WD.down, WD.pause(), WD.up),
          WD.source(type, "other", WD.pause(0), WD.pause(0), WD.pause(100)))
        #expect(
          try webDriverFrames(json, rate: WD.twentyHertz) == [
            "0: 1 began (10,10)", "50000: 1 stationary (10,10)", "100000: 1 ended (10,10)",
          ])
      }
    }

    @Test func aMoveWithoutADurationTakesTheWholeTick() throws {
      let json = WD.document(
        WD.touch("f", WD.move(0, 0, ms: 0), WD.down, WD.move(100, 0), WD.up),
        WD.source("none", "N", WD.pause(), WD.pause(), WD.pause(100)))
      #expect(
        try webDriverFrames(json, rate: WD.twentyHertz) == [
          "0: 1 began (0,0)", "50000: 1 moved (50,0)", "100000: 1 ended (100,0)",
        ])
    }

    @Test func aMoveStartingBetweenSamplesGetsASampleAtItsStartAndItsEnd() throws {
      let json = WD.document(
        WD.touch(
          "f", WD.move(0, 0, ms: 0), WD.down, WD.pause(10), WD.move(100, 0, ms: 100), WD.up))
      #expect(
        try webDriverFrames(json, rate: WD.twentyHertz) == [
          "0: 1 began (0,0)",
          "10000: 1 stationary (0,0)",
          "50000: 1 moved (40,0)",
          "100000: 1 moved (90,0)",
          "110000: 1 ended (100,0)",
        ])
    }

    @Test func aMoveShorterThanItsTickArrivesThenTheFingerStaysStill() throws {
      let json = WD.document(
        WD.touch("f", WD.move(0, 0, ms: 0), WD.down, WD.move(100, 0, ms: 60), WD.up),
        WD.source("none", "N", WD.pause(), WD.pause(), WD.pause(100)))
      #expect(
        try webDriverFrames(json, rate: WD.twentyHertz) == [
          "0: 1 began (0,0)", "50000: 1 moved (83.333,0)", "60000: 1 moved (100,0)",
          "100000: 1 ended (100,0)",
        ])
    }

    @Test func originPointerIsRelativeToWhereThePointerIs() throws {
      let json = WD.document(
        WD.touch(
          "f", WD.move(100, 100, ms: 0), WD.move(50, -20, ms: 0, origin: "pointer"), WD.down,
          WD.move(10, 10, ms: 100, origin: "pointer"), WD.up))
      #expect(
        try webDriverFrames(json, rate: WD.twentyHertz) == [
          "0: 1 began (150,80)", "50000: 1 moved (155,85)", "100000: 1 ended (160,90)",
        ])
      // From the pointer's first position, (0, 0), as in WebDriver; "viewport" is absolute.
      let fromStart = WD.document(
        WD.touch(
          "f", WD.move(5, 5, ms: 0, origin: "pointer"), WD.down,
          WD.move(20, 20, ms: 50, origin: "viewport"), WD.up))
      #expect(
        try webDriverFrames(fromStart, rate: WD.twentyHertz) == [
          "0: 1 began (5,5)", "50000: 1 ended (20,20)",
        ])
    }

    @Test func twoFingersDownAtOnceShareEveryFrame() throws {
      let actions = try WebDriverActions.read(
        path: webDriverFixturePath("pinch-out.webdriver.json"))
      let frames = frameSummary(try actions.makeTrace(RecordingOptions(scene: "pinboard")).records)
      #expect(frames.first == "0: 1 began (200,300), 2 began (220,300)")
      #expect(frames.contains("500000: 1 stationary (200,300), 2 stationary (220,300)"))
      #expect(frames.contains("625000: 1 moved (150,300), 2 moved (270,300)"))
      #expect(frames.last == "750000: 1 ended (100,300), 2 ended (320,300)")
      // 0, the 89 instants of 120 Hz strictly inside 0…0.75 s, and 0.75 s.
      #expect(frames.count == 91)
      #expect(actions.contacts.count == 2)
    }

    @Test func aFingerTouchingAgainGetsANewIdAfterTheOnesInBetween() throws {
      let json = WD.document(
        WD.touch(
          "F", WD.move(0, 0, ms: 0), WD.down, WD.pause(100), WD.up, WD.pause(100), WD.down,
          WD.pause(100), WD.up),
        WD.touch(
          "G", WD.move(50, 50, ms: 0), WD.pause(), WD.pause(100), WD.down, WD.pause(100), WD.up))
      #expect(
        try webDriverFrames(json, rate: WD.twentyHertz) == [
          "0: 1 began (0,0)",
          "50000: 1 stationary (0,0)",
          "100000: 1 ended (0,0), 2 began (50,50)",
          "150000: 2 stationary (50,50)",
          "200000: 2 ended (50,50), 3 began (0,0)",
          "250000: 3 stationary (0,0)",
          "300000: 3 ended (0,0)",
        ])
    }

    @Test func idsFollowTheOrderOfFirstContactNotOfTheDocument() throws {
      let json = WD.document(
        WD.touch("late", WD.move(1, 1, ms: 0), WD.pause(50), WD.down, WD.pause(50), WD.up),
        WD.touch("early", WD.move(9, 9, ms: 0), WD.down, WD.pause(50), WD.pause(50), WD.up))
      #expect(
        try webDriverFrames(json, rate: WD.twentyHertz) == [
          "0: 1 began (9,9)", "50000: 1 stationary (9,9), 2 began (1,1)",
          "100000: 1 stationary (9,9), 2 stationary (1,1)",
          "150000: 1 ended (9,9), 2 ended (1,1)",
        ])
    }

    @Test func pointerCancelEndsTheTouchCancelled() throws {
      let json = WD.document(
        WD.touch("f", WD.move(0, 0, ms: 0), WD.down, WD.move(100, 0, ms: 100), WD.cancel))
      #expect(
        try webDriverFrames(json, rate: WD.twentyHertz) == [
          "0: 1 began (0,0)", "50000: 1 moved (50,0)", "100000: 1 cancelled (100,0)",
        ])
    }

    @Test func changesAtOneInstantMakeOneSample() throws {
      // A jump at the instant a move arrives: the device reports once, at the jump's end.
      let jump = WD.document(
        WD.touch(
          "f", WD.move(0, 0, ms: 0), WD.down, WD.move(100, 0, ms: 100), WD.move(100, 50, ms: 0),
          WD.pause(50), WD.up))
      #expect(
        try webDriverFrames(jump, rate: WD.twentyHertz) == [
          "0: 1 began (0,0)", "50000: 1 moved (50,0)", "100000: 1 moved (100,50)",
          "150000: 1 ended (100,50)",
        ])
      // A jump, then a lift in the next (empty) tick: it lifts where it jumped to.
      let jumpAndLift = WD.document(
        WD.touch("f", WD.move(0, 0, ms: 0), WD.down, WD.pause(100), WD.move(30, 40, ms: 0), WD.up))
      #expect(
        try webDriverFrames(jumpAndLift, rate: WD.twentyHertz) == [
          "0: 1 began (0,0)", "50000: 1 stationary (0,0)", "100000: 1 ended (30,40)",
        ])
      // A move to where the finger already is changes nothing, even at the instant it went down.
      let stay = WD.document(
        WD.touch("f", WD.move(7, 7, ms: 0), WD.down, WD.move(7, 7, ms: 0), WD.pause(50), WD.up))
      #expect(
        try webDriverFrames(stay, rate: WD.twentyHertz) == [
          "0: 1 began (7,7)", "50000: 1 ended (7,7)",
        ])
    }

    @Test func fractionalCoordinatesKeepThreeDecimals() throws {
      let json = WD.document(
        WD.touch("f", WD.move(0.125, 99.999, ms: 0), WD.down, WD.move(1.5, 2.25, ms: 50), WD.up))
      #expect(
        try webDriverFrames(json, rate: WD.twentyHertz) == [
          "0: 1 began (0.125,99.999)", "50000: 1 ended (1.5,2.25)",
        ])
    }
  }
}
