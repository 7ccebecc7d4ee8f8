import Testing

@testable import DnDFormats
@testable import DnDRecorder

extension WebDriverImporterTests {
  /// Every refusal made while the ticks are played: what a browser would let pass but a trace
  /// cannot say (or is almost surely a slip), each at the action at fault.
  @Suite struct WebDriverTimelineErrorTests {
    @Test func aFingerDownAtTheEndIsAnErrorAtItsPointerDown() {
      #expect(
        webDriverError(WD.document(WD.touch("f", WD.move(1, 1, ms: 0), WD.down, WD.pause(100))))
          == "a.json: $.actions[0].actions[1]: error: pointer \"f\" goes down here and never lifts; expected a \"pointerUp\" or \"pointerCancel\" after it"
      )
    }

    @Test func goingDownTwiceOrLiftingWhileUp() {
      #expect(
        webDriverError(
          WD.document(WD.touch("f", WD.move(1, 1, ms: 0), WD.down, WD.pause(10), WD.down)))
          == "a.json: $.actions[0].actions[3]: error: pointer \"f\" is already down (since $.actions[0].actions[1]); expected \"pointerUp\" or \"pointerCancel\" before it goes down again"
      )
      #expect(
        webDriverError(WD.document(WD.touch("f", WD.move(1, 1, ms: 0), WD.up)))
          == "a.json: $.actions[0].actions[1]: error: pointer \"f\" is not down; expected \"pointerDown\" before \"pointerUp\""
      )
      #expect(
        webDriverError(WD.document(WD.touch("f", WD.cancel)))
          == "a.json: $.actions[0].actions[0]: error: pointer \"f\" is not down; expected \"pointerDown\" before \"pointerCancel\""
      )
    }

    @Test func goingDownBeforeAnyMoveIsAnError() {
      #expect(
        webDriverError(WD.document(WD.touch("f", WD.down, WD.pause(10), WD.up)))
          == "a.json: $.actions[0].actions[0]: error: pointer \"f\" goes down before any \"pointerMove\" placed it (WebDriver would touch (0, 0)); expected a \"pointerMove\" first"
      )
    }

    @Test func nothingHappensTwiceToAFingerAtOneInstant() {
      #expect(
        webDriverError(WD.document(WD.touch("f", WD.move(1, 1, ms: 0), WD.down, WD.up)))
          == "a.json: $.actions[0].actions[2]: error: pointer \"f\" would lift at the instant it went down (0s, $.actions[0].actions[1]); expected a pause or a move with a duration between them"
      )
      #expect(
        webDriverError(
          WD.document(
            WD.touch(
              "f", WD.move(1, 1, ms: 0), WD.down, WD.pause(10), WD.up, WD.down, WD.pause(10), WD.up)
          ))
          == "a.json: $.actions[0].actions[4]: error: pointer \"f\" lifted at this instant (0.01s); expected a pause before it goes down again"
      )
      #expect(
        webDriverError(
          WD.document(
            WD.touch("f", WD.move(1, 1, ms: 0), WD.down, WD.move(5, 5), WD.pause(10), WD.up)))
          == "a.json: $.actions[0].actions[2]: error: pointer \"f\" would jump at the instant it went down (0s, $.actions[0].actions[1]); expected a pause first, or a duration for this move"
      )
    }

    @Test func aRelativeMoveMayNotLeaveTheTracesPlane() {
      #expect(
        webDriverError(
          WD.document(
            WD.touch(
              "f", WD.move(900_000, 0, ms: 0), WD.move(200_000, 0, ms: 0, origin: "pointer"))))
          == "a.json: $.actions[0].actions[1]: error: the pointer would go to (1100000, 0), outside a trace's ±1000000 points"
      )
    }

    @Test func ticksMayNotRunPastTheEndOfATrace() {
      let long = WD.pause(1_000_000_000)
      #expect(
        webDriverError(WD.document(WD.source("none", "n", long, WD.pause(0), long)))
          == "a.json: $.actions[0].actions[2]: error: this tick starts at 1000000s and would end at 2000000s, past the end of a trace's timeline (1000000s)"
      )
    }

    @Test func tooManySamplesIsAnErrorAtTheTouchThatCrossesTheLimit() {
      // 1000000 samples at 120 Hz is about 8333 s; two touches of an hour each stay under it,
      // the third crosses it.
      let hour = WD.pause(3_600_000)
      let touch = [WD.down, hour, WD.up, WD.pause(1)]
      let actions = [WD.move(1, 1, ms: 0)] + touch + touch + touch
      let json =
        "{\"actions\": [{\"type\": \"pointer\", \"id\": \"f\", \"parameters\": {\"pointerType\": \"touch\"}, \"actions\": [\(actions.joined(separator: ", "))]}]}"
      #expect(
        webDriverError(json)
          == "a.json: $.actions[0].actions[11]: error: the actions make more than 1000000 samples at 120 Hz by this touch's end; expected shorter pauses and moves, or a lower rate"
      )
    }

    @Test func theTraceNeedsASceneFromTheCommandLine() throws {
      let actions = try webDriver(
        WD.document(WD.touch("f", WD.move(1, 1, ms: 0), WD.down, WD.pause(10), WD.up)))
      func error(_ options: RecordingOptions) -> String {
        do {
          _ = try actions.makeTrace(options)
          return "ok"
        } catch {
          return error.description
        }
      }
      #expect(
        error(RecordingOptions())
          == "a.json: error: a WebDriver actions document does not name its scene; expected one from the command line (--scene NAME)"
      )
      #expect(
        error(RecordingOptions(scene: "no/such"))
          == "recording options: error: scene: expected a name of 1 to 128 letters, digits, '.', '-' or '_', found \"no/such\""
      )
      #expect(error(RecordingOptions(scene: "pinboard")) == "ok")
    }

    @Test func aRateFromTheCommandLineIsReadExactly() throws {
      #expect(try SampleClock(hertz: "59.94", origin: "--rate").millihertz == 59_940)
      func error(_ text: String) -> String {
        do {
          _ = try SampleClock(hertz: text, origin: "--rate")
          return "ok"
        } catch {
          return error.description
        }
      }
      #expect(
        error("0")
          == "--rate: error: expected a sample rate in Hz above 0 and at most 100000, found 0")
      #expect(
        error("120.0001")
          == "--rate: error: expected a sample rate with at most 3 decimals, found 120.0001")
      #expect(
        error("fast")
          == "--rate: error: expected a sample rate in Hz above 0 and at most 100000, found \"fast\""
      )
    }
  }
}
