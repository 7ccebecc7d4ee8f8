import DnDFormats
import DnDRecorder
import Testing

/// Inputs far larger than the few kilobytes libFuzzer tries, each of which once took quadratic
/// time (a scan of everything read so far for every item): every reader reads them, with the
/// right answer. 50,000 items read in about a second.
///
/// These tests do not prove linearity: a quadratic reader takes minutes at this size, and no
/// time limit can tell minutes of work from a slow, loaded CI machine without being flaky. The
/// time limit is a runaway guard only (Swift Testing counts it from the start of the parallel
/// run, so it is loose); the diff, the one place where a work count exists, bounds its work
/// instead (`AnchoredDiffTests`).
@Suite(.timeLimit(.minutes(10))) struct LargeInputTests {
  static let count = 50_000

  /// What `body` threw, or "ok".
  static func outcome(_ body: () throws -> Void) -> String {
    do {
      try body()
      return "ok"
    } catch let error as InputError {
      return error.description
    } catch {
      return "not an InputError: \(error)"
    }
  }

  @Test func aGestureScriptOfManyFingers() {
    let fingers = (0..<Self.count).map { "finger f\($0)\n  tap (1,1) at \($0)s\n" }
    let text = "scene pinboard\n" + fingers.joined()
    #expect(Self.outcome { _ = try GestureScript.parse(text: text, name: "g.gesture") } == "ok")
  }

  @Test func aSceneActionOfManyArgumentsInBothForms() {
    let names = (0..<Self.count).map { "a\($0)" }
    let text =
      "scene pinboard\naction insertRow \(names.map { "\($0)=v" }.joined(separator: " ")) at 1s\n"
    #expect(Self.outcome { _ = try GestureScript.parse(text: text, name: "g.gesture") } == "ok")
    let json = #"""
      {"format":"dndsim-gestures","version":1,"scene":"pinboard","actions":[{"at":"1s","action":"scene","name":"insertRow","arguments":{\#(names.map { "\"\($0)\":\"v\"" }.joined(separator: ","))}}]}
      """#
    #expect(Self.outcome { _ = try GestureScript.parse(json: json, name: "g.json") } == "ok")
  }

  @Test func manyVariantsInATraceHeaderAndAGestureScript() {
    let names = (0..<Self.count).map { "v\($0)" }
    let trace = """
      {"format":"dndsim-trace","version":1,"time_unit":"us","scene":"s","variants":[\(names.map { "\"\($0)\"" }.joined(separator: ","))]}

      """
    #expect(
      Self.outcome { _ = try TraceReader(bytes: Array(trace.utf8), name: "t.jsonl") } == "ok")
    let script = "scene s\nvariants \(names.joined(separator: " "))\nfinger 1\n  tap (1,1) at 0s\n"
    #expect(Self.outcome { _ = try GestureScript.parse(text: script, name: "g.gesture") } == "ok")
  }

  /// Many sources (each id checked against the others) and many ticks (each tick's longest
  /// action found among the sources).
  @Test func aWebDriverDocumentOfManySourcesAndTicks() {
    let pauses = (0..<Self.count).map {
      #"{"type":"none","id":"k\#($0)","actions":[{"type":"pause"}]}"#
    }
    let finger = #"""
      {"type":"pointer","id":"p","parameters":{"pointerType":"touch"},"actions":[{"type":"pointerMove","duration":0,"x":1,"y":1},{"type":"pointerDown","button":0},\#(String(repeating: #"{"type":"pause"},"#, count: Self.count)){"type":"pause","duration":1},{"type":"pointerUp","button":0}]}
      """#
    let json = #"{"actions":[\#(pauses.joined(separator: ",")),\#(finger)]}"#
    #expect(Self.outcome { _ = try WebDriverActions.parse(json: json, name: "w.json") } == "ok")
  }

  /// A log line for each of many devices: the scan for the touchscreen, and a message that
  /// names the first few of them only.
  @Test func aGeteventLogOfManyDevices() {
    let lines = (0..<Self.count).map {
      "[   1.000000] /dev/input/event\($0): 0003 0035 00000001\n"
    }
    let options = GeteventOptions(xRange: 0...1, yRange: 0...1)
    #expect(
      Self.outcome {
        _ = try GeteventReader(bytes: Array(lines.joined().utf8), name: "g.txt", options: options)
      }
        == "g.txt: error: expected one device with ABS_MT_POSITION_X events among /dev/input/event0, /dev/input/event1, /dev/input/event2, /dev/input/event3, /dev/input/event4, /dev/input/event5, /dev/input/event6, /dev/input/event7 and 49992 more, found 50000; choose one with --device /dev/input/eventN"
    )
  }

  @Test func anEventLogOfManyHeaderLines() throws {
    let header = (0..<Self.count).map { "# k\($0): v\n" }.joined()
    let log = try LogFile.parse("# dndsim-log 1\n" + header + "# end\n", source: "l.log")
    #expect(log.header.fields.count == Self.count)
  }

  /// A recording of many devices, none a touchscreen: the message names the first few.
  @Test func aLibinputRecordingOfManyDevicesNamesTheFirstFew() {
    let devices = (0..<20).map {
      "- node: /dev/input/event\($0)\n  evdev:\n    name: \"d\($0)\"\n    properties: []\n  events:\n"
    }
    let text = "version: 1\nndevices: 20\ndevices:\n" + devices.joined()
    #expect(
      Self.outcome {
        _ = try LibinputRecordReader(bytes: Array(text.utf8), name: "r.yml")
      }
        == #"r.yml: error: expected a touchscreen (multi-touch X and Y and INPUT_PROP_DIRECT) among the 20 devices (1: /dev/input/event0 "d0", 2: /dev/input/event1 "d1", 3: /dev/input/event2 "d2", 4: /dev/input/event3 "d3", 5: /dev/input/event4 "d4", 6: /dev/input/event5 "d5", 7: /dev/input/event6 "d6", 8: /dev/input/event7 "d7" and 12 more); choose one with --device N or --device /dev/input/eventN"#
    )
  }
}
