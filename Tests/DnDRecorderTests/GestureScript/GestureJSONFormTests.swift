import DnDTestSupport
import Testing

@testable import DnDFormats
@testable import DnDRecorder

extension RecorderTests {
  /// The JSON form: the same model and trace as the text form, with errors at JSON paths.
  @Suite struct GestureJSONFormTests {
    @Test func theExampleReadsIntoTheSameModelAndTheSameTraceAsItsTextForm() throws {
      let text = try textScript(pinboardScript)
      let json = try jsonScript(pinboardJSONScript)
      #expect(json == text)
      let textTrace = try text.makeTrace()
      let jsonTrace = try json.makeTrace()
      #expect(jsonTrace == textTrace)
      #expect(
        TraceWriter.headerLine(jsonTrace.header) == TraceWriter.headerLine(textTrace.header))
      #expect(
        jsonTrace.records.map(TraceWriter.recordLine)
          == textTrace.records.map(TraceWriter.recordLine))
    }

    @Test func everyStatementHasItsJSONForm() throws {
      let text = try textScript(
        """
        scene s
        profile phone
        rate 59.94
        finger thumb
          down (0.5,-1) at 1ms
          move (10,10) (20,0) over 100ms
          cancel
          tap (3,3) at 1s for 20ms
        action insertRow list=pets name="Big dog" at 0.5s
        action reloadData at 0.6s
        """)
      let json = try jsonScript(
        """
        {"format": "dndsim-gestures", "version": 1, "scene": "s", "profile": "phone",
         "rate_hz": 59.94,
         "fingers": {"thumb": [
           {"down": [0.5, -1], "at": "1ms"},
           {"move": [[10, 10], [20, 0]], "over": "100ms"},
           {"cancel": true},
           {"tap": [3, 3], "at": "1s", "for": "20ms"}]},
         "actions": [
           {"at": "0.5s", "action": "scene", "name": "insertRow",
            "arguments": {"list": "pets", "name": "Big dog"}},
           {"at": "0.6s", "action": "scene", "name": "reloadData"}]}
        """)
      #expect(json == text)
      #expect(try json.makeTrace() == text.makeTrace())
    }

    @Test func documentErrors() {
      #expect(
        jsonError("{") == "s.json:1:2: error: expected a string key or '}', found end of input")
      #expect(
        jsonError(#"{"format": "dndsim-trace", "version": 1, "scene": "s"}"#)
          == #"s.json: $.format: error: expected "dndsim-gestures", found "dndsim-trace""#)
      #expect(
        jsonError(#"{"format": "dndsim-gestures", "version": 2, "scene": "s"}"#)
          == "s.json: $.version: error: unknown version 2; this build reads version 1")
      #expect(
        jsonError(#"{"format": "dndsim-gestures", "version": 1}"#)
          == #"s.json: $: error: missing required key "scene""#)
      #expect(
        jsonError(#"{"format": "dndsim-gestures", "version": 1, "scene": "s", "rate": 60}"#)
          == #"s.json: $.rate: error: unknown key "rate"; expected one of "format", "version", "scene", "profile", "rate_hz", "variants", "fingers", "actions""#
      )
      #expect(
        jsonError(#"{"format": "dndsim-gestures", "version": 1, "scene": "s"}"#)
          == "s.json: error: the script has no fingers and no actions; expected at least one")
    }

    /// The error of a script whose header is fine and whose `key` is `value`.
    static func error(_ key: String, _ value: String) -> String {
      jsonError(#"{"format": "dndsim-gestures", "version": 1, "scene": "s", "\#(key)": \#(value)}"#)
    }

    /// The error of a script whose finger `f` has `steps`.
    static func stepsError(_ steps: String) -> String {
      error("fingers", #"{"f": \#(steps)}"#)
    }

    @Test func headerErrors() {
      #expect(
        Self.error("profile", #""watch""#)
          == #"s.json: $.profile: error: expected "tablet" or "phone", found "watch""#)
      #expect(
        Self.error("rate_hz", "0")
          == "s.json: $.rate_hz: error: expected a sample rate in Hz above 0 and at most 100000, found 0"
      )
      #expect(
        Self.error("rate_hz", "1e6")
          == "s.json: $.rate_hz: error: expected a sample rate in Hz above 0 and at most 100000, found 1000000"
      )
      #expect(
        Self.error("rate_hz", "59.9401")
          == "s.json: $.rate_hz: error: expected a sample rate with at most 3 decimals, found 59.9401"
      )
      #expect(
        Self.error("rate_hz", #""120""#)
          == #"s.json: $.rate_hz: error: expected a number, found a string "120""#)
      #expect(
        Self.error("variants", #"["a", "a"]"#)
          == #"s.json: $.variants[1]: error: duplicate variant "a""#)
      #expect(
        jsonError(#"{"format": "dndsim-gestures", "version": 1, "scene": "a/b"}"#)
          == #"s.json: $.scene: error: expected a name of 1 to 128 letters, digits, '.', '-' or '_', found "a/b""#
      )
    }

    @Test func stepErrors() {
      #expect(
        Self.stepsError(#"[{"down": [0, 0], "at": 0}]"#)
          == "s.json: $.fingers.f[0].at: error: expected a string, found an integer 0")
      #expect(
        Self.stepsError(#"[{"down": [0, 0], "at": "0.5"}]"#)
          == #"s.json: $.fingers.f[0].at: error: expected a time like 0.5s, 500ms or 1200us, found "0.5""#
      )
      #expect(
        Self.stepsError(#"[{"down": [0, 0]}]"#)
          == #"s.json: $.fingers.f[0]: error: missing required key "at""#)
      #expect(
        Self.stepsError(#"[{"down": [0, 0, 0], "at": "0s"}]"#)
          == "s.json: $.fingers.f[0].down: error: expected a point [x, y], found an array of 3")
      #expect(
        Self.stepsError(#"[{"down": [0.0001, 0], "at": "0s"}]"#)
          == "s.json: $.fingers.f[0].down[0]: error: expected a coordinate with at most 3 decimals, found 0.0001"
      )
      #expect(
        Self.stepsError(#"[{"down": [0, -1e7], "at": "0s"}]"#)
          == "s.json: $.fingers.f[0].down[1]: error: expected a coordinate within ±1000000 points, found -10000000"
      )
      #expect(Self.stepsError(#"[{"down": [0, 1e400], "at": "0s"}]"#).hasPrefix("s.json:1:"))
      #expect(
        Self.stepsError(#"[{"down": [0, 0], "at": "0s", "hold": "1s"}]"#)
          == #"s.json: $.fingers.f[0].hold: error: unknown key "hold"; expected one of "down", "at""#
      )
      #expect(
        Self.stepsError(#"[{"wait": "1s"}]"#)
          == #"s.json: $.fingers.f[0]: error: expected a step with one of "down", "tap", "hold", "move", "up", "cancel""#
      )
      #expect(
        Self.stepsError(#"[{"tap": [0, 0], "at": "0s", "for": "0s"}]"#)
          == "s.json: $.fingers.f[0].for: error: expected a duration greater than 0, found 0s")
      #expect(
        Self.stepsError(#"[{"tap": [0, 0], "at": "0s"}, {"move": [], "over": "1s"}]"#)
          == "s.json: $.fingers.f[1].move: error: expected a point [x, y] or a list of points, found an empty array"
      )
      #expect(
        Self.stepsError(#"[{"tap": [0, 0], "at": "0s"}, {"move": [[1, 1], 2], "over": "1s"}]"#)
          == "s.json: $.fingers.f[1].move[1]: error: expected an array, found an integer 2")
      #expect(
        Self.stepsError(#"[{"tap": [0, 0], "at": "0s"}, {"up": false}]"#)
          == "s.json: $.fingers.f[1].up: error: expected true; leave the step out for a finger that stays down"
      )
      #expect(
        Self.stepsError(#"{"down": [0, 0]}"#)
          == "s.json: $.fingers.f: error: expected an array, found an object")
      #expect(
        Self.error("fingers", #"{"a.b": []}"#)
          == #"s.json: $.fingers["a.b"]: error: expected a finger name of letters, digits, '-' and '_' (at most 64), found "a.b""#
      )
    }

    @Test func timelineErrorsPointAtTheStep() {
      #expect(
        Self.stepsError(#"[{"down": [0, 0], "at": "0s"}]"#)
          == #"s.json: $.fingers.f[0]: error: finger f goes down here and never lifts; expected "up" or "cancel" after it"#
      )
      #expect(
        Self.stepsError(#"[{"tap": [0, 0], "at": "1s"}, {"tap": [0, 0], "at": "1s"}]"#)
          == "s.json: $.fingers.f[1].at: error: finger f lifted at 1.05s; expected it to go down again after that, found 1s"
      )
      #expect(
        Self.stepsError(#"[{"down": [0, 0], "at": "0s"}, {"down": [0, 0], "at": "1s"}]"#)
          == #"s.json: $.fingers.f[1]: error: finger f is still down (it went down on $.fingers.f[0]); expected "up" or "cancel" before it goes down again"#
      )
      #expect(
        Self.stepsError("[]")
          == #"s.json: $.fingers.f: error: finger f has no steps; expected "down" or "tap" after it"#
      )
    }

    @Test func actionErrors() {
      #expect(
        Self.error("actions", #"[{"at": "1s", "action": "tap"}]"#)
          == #"s.json: $.actions[0].action: error: expected "cancelProgress" or "scene", found "tap""#
      )
      #expect(
        Self.error("actions", #"[{"at": "1s", "action": "cancelProgress", "name": "x"}]"#)
          == #"s.json: $.actions[0].name: error: unknown key "name"; expected one of "at", "action""#
      )
      #expect(
        Self.error("actions", #"[{"at": "1s", "action": "scene", "name": "cancelProgress"}]"#)
          == #"s.json: $.actions[0].name: error: "cancelProgress" is the user's action, not a scene's; expected {"action": "cancelProgress", "at": …}"#
      )
      #expect(
        Self.error(
          "actions", #"[{"at": "1s", "action": "scene", "name": "a", "arguments": {"row": 2}}]"#)
          == "s.json: $.actions[0].arguments.row: error: expected a string, found an integer 2")
      #expect(
        Self.error(
          "actions", #"[{"at": "1s", "action": "scene", "name": "a", "arguments": {"a b": "2"}}]"#)
          == #"s.json: $.actions[0].arguments["a b"]: error: expected an argument name of letters, digits, '-' and '_' (at most 64), found "a b""#
      )
      #expect(
        Self.error(
          "actions", #"[{"at": "1s", "action": "scene", "name": "a", "arguments": {"v": "a\nb"}}]"#)
          == #"s.json: $.actions[0].arguments.v: error: expected an argument value without control characters, found "a\nb""#
      )
      #expect(
        Self.error("actions", #"[{"at": "-1s", "action": "cancelProgress"}]"#)
          == "s.json: $.actions[0].at: error: expected a time ≥ 0, found -1s")
    }

    @Test func eitherFormIsReadFromAFileByItsFirstCharacter() throws {
      let files = ScratchFiles()
      #expect(
        try GestureScript.read(path: recorderFixturePath("pinboard.gesture"))
          == GestureScript.read(path: recorderFixturePath("pinboard.gesture.json")))
      #expect(
        try GestureScript.read(path: files.write("x", "\n  " + pinboardJSONScript))
          == jsonScript(pinboardJSONScript))
      #expect(throws: InputError.self) {
        try GestureScript.read(path: files.write("x", "{ scene s"))
      }
      do {
        _ = try GestureScript.read(
          path: files.directory.appendingPathComponent("none").path, name: "none")
        Issue.record("expected an error")
      } catch {
        #expect(
          error.description == "none: error: cannot open the file (No such file or directory)")
      }
    }
  }
}
