import Testing

@testable import DnDFormats

extension RecorderTests {
  /// The checks both forms share — a finger's timeline, the trace's limits — with their places.
  @Suite struct GestureTimelineErrorTests {
    @Test func aFingerGoesDownOnlyWhenItIsUp() {
      #expect(
        textError("scene s", "finger 1", "down (0,0) at 0s", "down (1,1) at 1s")
          == "s.gesture:4:1: error: finger 1 is still down (it went down on line 3); expected \"up\" or \"cancel\" before it goes down again"
      )
      #expect(
        textError("scene s", "finger 1", "down (0,0) at 0s", "tap (1,1) at 1s")
          == "s.gesture:4:1: error: finger 1 is still down (it went down on line 3); expected \"up\" or \"cancel\" before it goes down again"
      )
    }

    @Test func aFingersTouchesNeverOverlap() {
      #expect(
        textError("scene s", "finger 1", "tap (0,0) at 1s for 0.5s", "tap (0,0) at 1.2s")
          == "s.gesture:4:14: error: finger 1 lifted at 1.5s; expected it to go down again after that, found 1.2s"
      )
      #expect(
        textError("scene s", "finger 1", "tap (0,0) at 0s", "down (0,0) at 50ms")
          == "s.gesture:4:15: error: finger 1 lifted at 0.05s; expected it to go down again after that, found 0.05s"
      )
    }

    @Test func motionsAndLiftsNeedAFingerThatIsDown() {
      for (step, column) in [("hold 1s", 1), ("move (1,1) over 1s", 1), ("up", 1), ("cancel", 1)] {
        let keyword = step.split(separator: " ")[0]
        #expect(
          textError("scene s", "finger 1", step)
            == "s.gesture:3:\(column): error: finger 1 is not down; expected \"down\" or \"tap\" before \"\(keyword)\""
        )
      }
      #expect(
        textError("scene s", "finger 1", "tap (0,0) at 0s", "hold 1s")
          == "s.gesture:4:1: error: finger 1 is not down; expected \"down\" or \"tap\" before \"hold\""
      )
    }

    @Test func aTouchCannotLiftTheInstantItBegan() {
      #expect(
        textError("scene s", "finger 1", "down (0,0) at 2s", "up")
          == "s.gesture:4:1: error: finger 1 would lift at the instant it went down (2s); expected \"hold\" or \"move\" before \"up\""
      )
      #expect(
        textError("scene s", "finger 1", "down (0,0) at 2s", "cancel")
          == "s.gesture:4:1: error: finger 1 would lift at the instant it went down (2s); expected \"hold\" or \"move\" before \"cancel\""
      )
    }

    @Test func everyTouchLifts() {
      #expect(
        textError(
          "scene s", "finger 1", "  down (0,0) at 0s", "  hold 1s", "finger 2", "tap (0,0) at 0s")
          == "s.gesture:3:3: error: finger 1 goes down here and never lifts; expected \"up\" or \"cancel\" after it"
      )
    }

    @Test func fingersAreNamedOnceAndHaveSteps() {
      #expect(
        textError("scene s", "finger 1", "finger 2", "tap (0,0) at 0s")
          == "s.gesture:2:1: error: finger 1 has no steps; expected \"down\" or \"tap\" after it")
      #expect(
        textError("scene s", "finger 1", "tap (0,0) at 0s", "finger 1", "tap (0,0) at 1s")
          == "s.gesture:4:1: error: finger 1 is defined twice (first on line 2); expected each finger once"
      )
    }

    @Test func nothingRunsPastTheEndOfATracesTimeline() {
      #expect(
        textError("scene s", "rate 0.001", "finger 1", "down (0,0) at 999999s", "hold 2s", "up")
          == "s.gesture:5:1: error: finger 1 would still be down at 1000001s, past the end of a trace's timeline (1000000s)"
      )
      #expect(
        textError("scene s", "rate 0.001", "finger 1", "tap (0,0) at 1000000s")
          == "s.gesture:4:1: error: finger 1 would still be down at 1000000.05s, past the end of a trace's timeline (1000000s)"
      )
    }

    @Test func aScriptMakesAtMostAMillionSamples() {
      // 120 Hz: 8333 s is 999 960 samples; the extra minute is too many.
      #expect(
        textError("scene s", "finger 1", "down (0,0) at 0s", "hold 8333s", "hold 60s", "up")
          == "s.gesture:5:1: error: the script makes more than 1000000 samples at 120 Hz; expected shorter motions or a lower rate"
      )
      #expect(
        textError("scene s", "rate 1", "finger 1", "down (0,0) at 0s", "hold 900000s", "up") == "ok"
      )
    }
  }
}
