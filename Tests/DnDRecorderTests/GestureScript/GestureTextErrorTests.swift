import Testing

@testable import DnDFormats
@testable import DnDRecorder

extension RecorderTests {
  /// Every error of the text form's statements, with its exact message and place.
  @Suite struct GestureTextErrorTests {
    /// A script with a scene and one finger, `line` being line 3.
    static func step(_ line: String) -> String {
      textError("scene s", "finger 1", line)
    }

    @Test func fileAndHeaderErrors() {
      #expect(textError("") == "s.gesture: error: empty file; expected a gesture script")
      #expect(
        textError("  # only a comment", "")
          == "s.gesture: error: missing the scene; expected a line like \"scene pinboard\"")
      #expect(
        textError("scene s")
          == "s.gesture: error: the script has no fingers and no actions; expected at least one")
      #expect(
        textError("scene s", "scene t")
          == "s.gesture:2:1: error: \"scene\" is given twice (first on line 1); expected it once")
      #expect(
        textError("scene a/b")
          == "s.gesture:1:8: error: unexpected '/'; expected a word, a number, a time, '(', ')', ',', '=', a quoted string or '#'"
      )
      #expect(
        textError("scene \"x\"")
          == "s.gesture:1:7: error: expected a scene name, found a string \"x\"")
      #expect(
        textError("scene")
          == "s.gesture:1:6: error: expected a scene name, found the end of the line")
      #expect(
        textError("scene s t")
          == "s.gesture:1:9: error: unexpected \"t\" after the scene; expected the end of the line")
      #expect(
        textError("profile watch")
          == "s.gesture:1:9: error: expected \"tablet\" or \"phone\", found \"watch\"")
      #expect(
        textError("variants fast default")
          == "s.gesture:1:15: error: \"default\" is reserved for running without a fault plan; expected another name"
      )
      #expect(
        textError("variants fast fast") == "s.gesture:1:15: error: duplicate variant \"fast\"")
      #expect(
        textError("variants a.b")
          == "s.gesture:1:10: error: expected a variant name of letters, digits, '-' and '_' (at most 64), found \"a.b\""
      )
      #expect(
        textError("variants")
          == "s.gesture:1:9: error: expected a variant name, found the end of the line")
      #expect(
        textError("jump 3")
          == "s.gesture:1:1: error: unknown statement \"jump\"; expected one of scene, profile, rate, variants, finger, down, tap, hold, move, up, cancel, action, cancelProgress"
      )
      #expect(textError("(") == "s.gesture:1:1: error: expected a statement, found '('")
    }

    @Test func rateErrors() {
      #expect(
        textError("rate 0")
          == "s.gesture:1:6: error: expected a sample rate in Hz above 0 and at most 100000, found 0"
      )
      #expect(
        textError("rate 100001")
          == "s.gesture:1:6: error: expected a sample rate in Hz above 0 and at most 100000, found 100001"
      )
      #expect(
        textError("rate nan")
          == "s.gesture:1:6: error: expected a sample rate in Hz above 0 and at most 100000, found \"nan\""
      )
      #expect(
        textError("rate 1e3")
          == "s.gesture:1:6: error: expected a sample rate in Hz above 0 and at most 100000, found \"1e3\""
      )
      #expect(
        textError("rate 59.9401")
          == "s.gesture:1:6: error: expected a sample rate with at most 3 decimals, found 59.9401")
      #expect(
        textError("rate -60")
          == "s.gesture:1:6: error: expected a sample rate in Hz above 0 and at most 100000, found \"-60\""
      )
    }

    @Test func fingerErrors() {
      #expect(
        textError("scene s", "hold 1s")
          == "s.gesture:2:1: error: \"hold\" outside a finger; expected a \"finger NAME\" line before it"
      )
      #expect(
        textError("scene s", "finger a.b")
          == "s.gesture:2:8: error: expected a finger name of letters, digits, '-' and '_' (at most 64), found \"a.b\""
      )
      #expect(
        textError("scene s", "finger 1 2")
          == "s.gesture:2:10: error: unexpected \"2\" after the finger's name; expected the end of the line"
      )
    }

    @Test func pointErrors() {
      #expect(
        Self.step("down 1,2 at 0s")
          == "s.gesture:3:6: error: expected a point like (650,150), found \"1\"")
      #expect(
        Self.step("down (1 2) at 0s")
          == "s.gesture:3:9: error: expected ',' between the point's x and y, found \"2\"")
      #expect(
        Self.step("down (1,2 at 0s")
          == "s.gesture:3:11: error: expected ')' after the point's y, found \"at\"")
      #expect(
        Self.step("down (nan,2) at 0s")
          == "s.gesture:3:7: error: expected a coordinate in points, found \"nan\"")
      #expect(
        Self.step("down (1,1e9) at 0s")
          == "s.gesture:3:9: error: expected a coordinate in points, found \"1e9\"")
      #expect(
        Self.step("down (1000000.001,0) at 0s")
          == "s.gesture:3:7: error: expected a coordinate within ±1000000 points, found 1000000.001"
      )
      #expect(
        Self.step("down (99999999999999999999999,0) at 0s")
          == "s.gesture:3:7: error: expected a coordinate within ±1000000 points, found 99999999999999999999999"
      )
      #expect(
        Self.step("down (0.0001,0) at 0s")
          == "s.gesture:3:7: error: expected a coordinate with at most 3 decimals, found 0.0001")
      #expect(
        Self.step("down (--1,0) at 0s")
          == "s.gesture:3:7: error: expected a coordinate in points, found \"--1\"")
    }

    @Test func timeAndDurationErrors() {
      #expect(Self.step("down (0,0) 0s") == "s.gesture:3:12: error: expected \"at\", found \"0s\"")
      #expect(
        Self.step("down (0,0) at")
          == "s.gesture:3:14: error: expected a time like 0.5s, 500ms or 1200us, found the end of the line"
      )
      #expect(
        Self.step("down (0,0) at 5")
          == "s.gesture:3:15: error: expected a time like 0.5s, 500ms or 1200us, found \"5\"")
      #expect(
        Self.step("down (0,0) at nans")
          == "s.gesture:3:15: error: expected a time like 0.5s, 500ms or 1200us, found \"nans\"")
      #expect(
        Self.step("down (0,0) at .5s")
          == "s.gesture:3:15: error: expected a time like 0.5s, 500ms or 1200us, found \".5s\"")
      #expect(
        Self.step("down (0,0) at -1s") == "s.gesture:3:15: error: expected a time ≥ 0, found -1s")
      #expect(
        Self.step("down (0,0) at 1000000.000001s")
          == "s.gesture:3:15: error: expected a time of at most 1000000s (about 11.6 days), found 1000000.000001s"
      )
      #expect(
        Self.step("down (0,0) at 99999999999999999999999s")
          == "s.gesture:3:15: error: expected a time of at most 1000000s (about 11.6 days), found 99999999999999999999999s"
      )
      #expect(
        Self.step("down (0,0) at 0.0000005s")
          == "s.gesture:3:15: error: expected a time in whole microseconds, found 0.0000005s")
      #expect(
        Self.step("down (0,0) at 1.5us")
          == "s.gesture:3:15: error: expected a time in whole microseconds, found 1.5us")
      #expect(
        Self.step("down (0,0) at 0s now")
          == "s.gesture:3:18: error: unexpected \"now\" after the time; expected the end of the line"
      )
      #expect(
        Self.step("hold -0.5s")
          == "s.gesture:3:6: error: expected a duration greater than 0, found -0.5s")
      #expect(
        Self.step("hold 0ms")
          == "s.gesture:3:6: error: expected a duration greater than 0, found 0ms")
      #expect(
        Self.step("hold 2000000s")
          == "s.gesture:3:6: error: expected a duration of at most 1000000s (about 11.6 days), found 2000000s"
      )
      #expect(
        Self.step("hold")
          == "s.gesture:3:5: error: expected a duration like 0.5s, 500ms or 1200us, found the end of the line"
      )
    }

    @Test func stepErrors() {
      #expect(
        Self.step("up now")
          == "s.gesture:3:4: error: unexpected \"now\" after \"up\"; expected the end of the line")
      #expect(
        Self.step("cancel (0,0)")
          == "s.gesture:3:8: error: unexpected '(' after \"cancel\"; expected the end of the line")
      #expect(
        Self.step("tap (0,0) at 0s 5ms") == "s.gesture:3:17: error: expected \"for\", found \"5ms\""
      )
      #expect(
        Self.step("tap (0,0) at 0s for")
          == "s.gesture:3:20: error: expected a duration like 0.5s, 500ms or 1200us, found the end of the line"
      )
      #expect(
        Self.step("move (1,1) 1s")
          == "s.gesture:3:12: error: expected another point or \"over\", found \"1s\"")
      #expect(
        Self.step("move (1,1)")
          == "s.gesture:3:11: error: expected another point or \"over\", found the end of the line")
      #expect(
        Self.step("move over 1s")
          == "s.gesture:3:6: error: expected a point like (650,150), found \"over\"")
    }

    @Test func actionErrors() {
      #expect(
        textError("scene s", "action cancelProgress at 2s")
          == "s.gesture:2:8: error: \"cancelProgress\" is the user's action, not a scene's; expected it on its own, like \"cancelProgress at 2s\""
      )
      #expect(
        textError("scene s", "action at 2s")
          == "s.gesture:2:8: error: expected an action name before \"at\"")
      #expect(
        textError("scene s", "action 1.5 at 2s")
          == "s.gesture:2:8: error: expected an action name of letters, digits, '-' and '_' (at most 64), found \"1.5\""
      )
      #expect(
        textError("scene s", "action insertRow row=1 row=2 at 2s")
          == "s.gesture:2:24: error: argument \"row\" is given twice; expected each argument once")
      #expect(
        textError("scene s", "action insertRow row 1 at 2s")
          == "s.gesture:2:18: error: expected an argument like row=2, or \"at\" and a time, found \"row\""
      )
      #expect(
        textError("scene s", "action insertRow row= at 2s")
          == "s.gesture:2:26: error: expected an argument like row=2, or \"at\" and a time, found \"2s\""
      )
      #expect(
        textError("scene s", "action insertRow row=(1) at 2s")
          == "s.gesture:2:22: error: expected the argument's value (a word or a quoted string), found '('"
      )
      #expect(
        textError("scene s", "action insertRow")
          == "s.gesture:2:17: error: expected an argument like row=2, or \"at\" and a time, found the end of the line"
      )
      #expect(
        textError("scene s", "cancelProgress 2s")
          == "s.gesture:2:16: error: expected \"at\", found \"2s\"")
    }

    @Test func lexicalErrors() {
      #expect(
        textError("scene s", "action a n=\"open at 1s")
          == "s.gesture:2:12: error: unterminated string; expected a closing '\"' on this line")
      #expect(
        textError("scene s", "action a n=\"a\\tb\" at 1s")
          == "s.gesture:2:14: error: unknown escape in a string; expected \\\" or \\\\")
      #expect(
        textError("scene s", "action a n=\"a\tb\" at 1s")
          == "s.gesture:2:14: error: control character in a string; expected printable text")
      #expect(
        textError("scene s", "action a n=é at 1s")
          == "s.gesture:2:12: error: unexpected byte 0xC3; expected a word, a number, a time, '(', ')', ',', '=', a quoted string or '#'"
      )
      do {
        _ = try GestureScript.parse(
          text: Array("scene s\naction a n=\"".utf8) + [0xFF] + Array("\" at 1s".utf8),
          name: "s.gesture")
        Issue.record("expected an error")
      } catch {
        #expect(error.description == "s.gesture:2:12: error: invalid UTF-8 in a string")
      }
    }
  }
}
