import DnDEngine
import Testing

@testable import DnDFormats
@testable import DnDRecorder

/// A tap as evemu-record 1.3 writes it: the human-readable header, the description, and events
/// with trailing comments, relative time from 0.000001.
let evemu13Tap = """
  # EVEMU 1.3
  # Kernel: 5.15.0
  # Input device name: "Test Touchscreen"
  # Input device ID: bus 0x18 vendor 0000 product 0000 version 0000
  # Supported events:
  #   Event type 0 (EV_SYN)
  #     Event code 0 (SYN_REPORT)
  #   Event type 3 (EV_ABS)
  #     Event code 53 (ABS_MT_POSITION_X)
  #       Value      0
  #       Min        0
  #       Max      999
  # Properties:
  #   Property  type 1 (INPUT_PROP_DIRECT)
  N: Test Touchscreen
  I: 0018 0000 0000 0000
  P: 02 00 00 00 00 00 00 00
  B: 00 0b 00 00 00 00 00 00 00
  B: 01 00 00 00 00 00 00 00 00
  B: 03 00 00 00 00 00 80 60 02
  A: 2f 0 3 0 0 0
  A: 35 0 999 0 0 10
  A: 36 0 499 0 0 10
  A: 39 0 65535 0 0 0
  ################################
  #      Waiting for events      #
  ################################
  E: 0.000001 0003 0039 0021\t# EV_ABS / ABS_MT_TRACKING_ID   21
  E: 0.000001 0003 0035 0415\t# EV_ABS / ABS_MT_POSITION_X    415
  E: 0.000001 0003 0036 0107\t# EV_ABS / ABS_MT_POSITION_Y    107
  E: 0.000001 0001 014a 0001\t# EV_KEY / BTN_TOUCH            1
  E: 0.000001 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +0ms
  E: 0.013950 0003 0036 0110\t# EV_ABS / ABS_MT_POSITION_Y    110
  E: 0.013950 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +13ms
  E: 0.027718 0003 0039 -001\t# EV_ABS / ABS_MT_TRACKING_ID   -1
  E: 0.027718 0001 014a 0000\t# EV_KEY / BTN_TOUCH            0
  E: 0.027718 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +14ms

  """

/// The frames of that tap, on the raw-sized scene.
let evemu13TapFrames = [
  "0: 1 began (415,107)", "13949: 1 moved (415,110)", "27717: 1 ended (415,110)",
]

extension EvdevImporterTests {
  /// The evemu text format: headers of versions 1.1–1.3, events-only files with a separate
  /// description, comments, number forms, timestamps, and the errors.
  @Suite struct EvemuFormatTests {
    func rawFrames(_ text: String, description: String? = nil) throws -> [String] {
      frameSummary(
        try importEvemu(text, description: description, options: evemuRawOptions).records)
    }

    @Test func version13WithCommentsEverywhere() throws {
      #expect(try rawFrames(evemu13Tap) == evemu13TapFrames)
      let folder = EvemuScratch()
      let reader = try EvemuReader(path: folder.write("t.evemu", evemu13Tap))
      #expect(reader.version == "1.3")
      #expect(reader.device.name == "Test Touchscreen")
      #expect(reader.device.properties == [EvdevCode.propertyDirect])
      #expect(
        reader.device.axes[EvdevCode.mtPositionX] == .init(minimum: 0, maximum: 999, resolution: 10)
      )
    }

    /// 1.1 files have A: lines with four numbers (no resolution), and no comments on events.
    @Test func version11WithFourNumberAxes() throws {
      let text = """
        # EVEMU 1.1
        N: Old Touchscreen
        I: 0003 0eef 72a1 0210
        P: 00 00 00 00 00 00 00 00
        A: 2f 0 1 0 0
        A: 35 0 999 31 0
        A: 36 0 499 31 0
        A: 39 0 65535 0 0
        E: 1288981453.965969 0003 0039 0431
        E: 1288981453.965979 0003 0035 415
        E: 1288981453.965983 0003 0036 107
        E: 1288981453.966000 0000 0000 0000
        E: 1288981454.170939 0003 0039 -001
        E: 1288981454.170952 0000 0000 0000

        """
      #expect(
        try rawFrames(text) == ["31: 1 began (415,107)", "204983: 1 ended (415,107)"])
      let folder = EvemuScratch()
      let reader = try EvemuReader(path: folder.write("t.evemu", text))
      #expect(reader.version == "1.1")
      #expect(
        reader.device.axes[EvdevCode.mtPositionX] == .init(minimum: 0, maximum: 999, fuzz: 31))
      #expect(reader.device.properties == [])
    }

    /// 1.2 with LED and switch lines, a comment after a description line, and lower- and
    /// upper-case hex.
    @Test func version12WithLedAndSwitchLines() throws {
      let text = """
        # EVEMU 1.2
        N: Panel With Switch
        I: 0003 0EEF 72A1 0210
        P: 02 00 00 00 00 00 00 00   # INPUT_PROP_DIRECT
        B: 00 0B 00 00 00 00 00 00 00
        A: 2F 0 1 0 0 0
        A: 35 0 999 0 0 0
        A: 36 0 499 0 0 0
        A: 39 0 65535 0 0 0
        L: 00 0
        S: 05 1
        E: 5.000000 3 39 7
        E: 5.000000 3 35 415
        E: 5.000000 3 36 107
        E: 5.000000 0 0 0
        E: 5.010000 3 39 -1
        E: 5.010000 0 0 0

        """
      #expect(try rawFrames(text) == ["0: 1 began (415,107)", "10000: 1 ended (415,107)"])
    }

    /// Absolute kernel time, evemu-record's relative time and any other base give the same
    /// trace: times are relative to the first event.
    @Test func timestampsOfAnyBase() throws {
      func tap(base: Int64) -> String {
        evemuRecording(
          EvLine.down(base, slot: 0, id: 1, 415, 107) + [EvLine.syn(base + 5)]
            + [EvLine.id(base + 27_722, -1), EvLine.syn(base + 27_722)])
      }
      let expected = ["5: 1 began (415,107)", "27722: 1 ended (415,107)"]
      #expect(try rawFrames(tap(base: 1)) == expected)
      #expect(try rawFrames(tap(base: 75_280_046)) == expected)
      #expect(try rawFrames(tap(base: 1_357_751_031_716_015)) == expected)
    }

    /// An events-only file (as many evemu-devices recordings are) with its description in a
    /// separate file.
    @Test func eventsOnlyWithASeparateDescription() throws {
      let events = evemu13Tap.split(separator: "\n").filter { $0.hasPrefix("E:") }
        .joined(separator: "\n")
      let description = evemu13Tap.split(separator: "\n").filter { !$0.hasPrefix("E:") }
        .joined(separator: "\n")
      #expect(try rawFrames(events, description: description) == evemu13TapFrames)
    }

    @Test func carriageReturnsAndBlankLines() throws {
      let text = evemu13Tap.replacingOccurrences(of: "\n", with: "\r\n") + "\r\n\r\n"
      #expect(try rawFrames(text) == evemu13TapFrames)
    }

    @Test func valuesAreSignedZeroPaddedDecimals() throws {
      let lines = [
        "E: 0.000000 0003 0039 +0005", "E: 0.000000 0003 0035 0000415",
        "E: 0.000000 0003 0036 00107", "E: 0.000000 0000 0000 0000",
        "E: 0.001000 0003 0039 -0000001", "E: 0.001000 0000 0000 -0",
      ]
      #expect(try evdevFrames(lines) == ["0: 1 began (415,107)", "1000: 1 ended (415,107)"])
    }

    @Test func eventLineErrors() {
      let head = plainSlotsDescription
      func error(_ line: String) -> String { evemuImportError(head + line + "\n") }
      #expect(
        error("E: 1.5 0003 0039 1")
          == "t.evemu:9:4: error: expected a time like 12.345678 (seconds, a point and six digits of microseconds), found \"1.5\""
      )
      #expect(
        error("E: 0.0000001 0003 0039 1")
          == "t.evemu:9:4: error: expected a time like 12.345678 (seconds, a point and six digits of microseconds), found \"0.0000001\""
      )
      #expect(
        error("E: 1234567890123.000000 0003 0039 1")
          == "t.evemu:9:4: error: expected a time of at most 12 digits of seconds, found \"1234567890123.000000\""
      )
      #expect(
        error("E: 0.000000 00g3 0039 1")
          == "t.evemu:9:13: error: expected the event type in hex, found \"00g3\"")
      #expect(
        error("E: 0.000000 00003 0039 1")
          == "t.evemu:9:13: error: expected the event type of at most 4 hex digits, found \"00003\""
      )
      #expect(
        error("E: 0.000000 0003 0039 2147483648")
          == "t.evemu:9:23: error: expected the value within -2147483648…2147483647, found \"2147483648\""
      )
      #expect(
        error("E: 0.000000 0003 0039 99999999999999999999999")
          == "t.evemu:9:23: error: expected the value within -2147483648…2147483647, found \"99999999999999999999999\""
      )
      #expect(
        error("E: 0.000000 0003 0039 1 2")
          == "t.evemu:9:25: error: expected a comment (# …) or the end of the line after the value, found \"2\""
      )
      #expect(
        error("E: 0.000000 0003 0039 1#x")
          == "t.evemu:9:23: error: expected the value (a decimal integer), found \"1#x\"")
      #expect(
        error("E: 0.000000 0003 0039")
          == "t.evemu:9:22: error: expected a space before the value, found the end of the line")
      #expect(
        error("E:0.000000 0003 0039 1")
          == "t.evemu:9:3: error: expected a space before the time, found \"0.000000\"")
      #expect(
        error("X: what")
          == "t.evemu:9:1: error: expected an event (E:), a description line (N:, I:, P:, B:, A:, L:, S:) or a comment (#), found \"X: what\""
      )
      #expect(
        error("E: 0.000000 0003 0039 1\nA: 00 0 9 0 0")
          == "t.evemu:10:1: error: a description line after the events began; expected an event (E: …) or a comment"
      )
    }

    @Test func descriptionErrors() {
      let tail = "E: 0.000000 0003 0039 1\n"
      func error(_ description: String) -> String { evemuImportError(description + "\n" + tail) }
      #expect(
        error("# EVEMU 2.0\nN: x")
          == "t.evemu:1:9: error: unsupported evemu file version \"2.0\"; expected 1.1, 1.2 or 1.3")
      #expect(
        error("N: x\nA: 35 0 9 0")
          == "t.evemu:2:12: error: expected a space before the flat, found the end of the line")
      #expect(
        error("N: x\nA: 35 0 9 0 0 0 7")
          == "t.evemu:2:17: error: expected a comment (# …) or the end of the line after the resolution, found \"7\""
      )
      #expect(
        error("N: x\nA: 40 0 9 0 0")
          == "t.evemu:2:4: error: expected an ABS axis code 00…3f, found 40")
      #expect(
        error("N: x\nN: y")
          == "t.evemu:2:1: error: a second N: line (the first is line 1); expected one name")
      #expect(
        error("N: x\nA: 35 0 9 0 0\nA: 35 0 9 0 0")
          == "t.evemu:3:1: error: a second A: line for axis 35 (the first is line 2); expected one per axis"
      )
      #expect(
        error("N: x\nP: 02 00 00 00 00 00 00")
          == "t.evemu:2:24: error: expected a space before property byte 8 of 8, found the end of the line"
      )
      #expect(
        error("I: 0003 0000 0000 0000\nA: 35 0 9 0 0")
          == "t.evemu:1: error: the device description has no N: line; expected one with the device's name"
      )
      #expect(
        evemuImportError(tail)
          == "t.evemu:1: error: no device description (N:, I:, P:, B:, A: lines) before the first event; expected one at the top of the file, or a separate description file (--desc FILE)"
      )
    }

    @Test func separateDescriptionErrors() {
      let events = "E: 0.000000 0003 0039 1\n"
      #expect(
        evemuImportError(plainSlotsDescription + events, description: plainSlotsDescription)
          == "t.evemu:2: error: the events file has its own device description, and t.desc was given too; expected one description (drop --desc, or the file's description lines)"
      )
      #expect(
        evemuImportError(events, description: plainSlotsDescription + events)
          == "t.desc:9:1: error: an event in the description file; expected only the device's description (N:, I:, P:, B:, A:, L:, S: lines)"
      )
      #expect(
        evemuImportError(events, description: "# nothing\n")
          == "t.desc: error: no device description; expected N:, I:, P:, B: and A: lines (evemu-describe output)"
      )
      #expect(
        evemuImportError(events, description: "N: pad\nA: 00 0 9 0 0\n")
          == "t.evemu: error: the device has no ABS_Y axis; expected one in its description")
    }

    @Test func aMissingFileIsAnError() {
      let folder = EvemuScratch()
      do {
        _ = try EvemuReader(path: folder.file("none.evemu"), name: "none.evemu")
        Issue.record("no error")
      } catch {
        #expect(
          error.description == "none.evemu: error: cannot open the file (No such file or directory)"
        )
      }
    }
  }
}

extension EvdevImporterTests.EvemuFormatTests {
  /// The in-memory `TraceSource` form gives the trace the streamed import writes.
  @Test func theTraceSourceFormIsTheSameTrace() throws {
    let recording = RealRecording.all[0]
    let source = EvemuRecording(
      path: realRecordingPath(recording.file), sceneWidth: 1024, sceneHeight: 768)
    let trace = try source.makeTrace(RecordingOptions(scene: "board"))
    let (expected, _) = try recording.importTrace()
    #expect(trace.records == expected.records)
    #expect(trace.header.device == expected.header.device)
  }
}
