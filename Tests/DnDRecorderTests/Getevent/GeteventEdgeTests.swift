import DnDFormats
import DnDRecorder
import DnDTestSupport
import Testing

/// Reads a log of `lines` named `g.txt` (with `description` as `d.txt` when given): the events
/// rendered, or the error.
private func read(
  _ lines: [String], description: [String]? = nil,
  options: GeteventOptions = GeteventOptions(xRange: 0...1079, yRange: 0...2339)
) -> String {
  let files = ScratchFiles()
  let path = files.write("g.txt", lines.joined(separator: "\n") + "\n")
  var options = options
  if let description {
    options.descriptionPath = files.write("d.txt", description.joined(separator: "\n") + "\n")
  }
  do {
    let reader = try GeteventReader(path: path, name: "g.txt", options: options)
    return try EventReaderSamples.drain(reader.next).joined(separator: ", ")
  } catch {
    return error.description.replacingOccurrences(of: files.directory.path + "/", with: "")
  }
}

/// The edge cases of the getevent reader: forms it accepts, lines it refuses and where.
@Suite struct GeteventEdgeTests {
  @Test func timestampsOfEveryFormAndRatesAreRead() {
    #expect(
      read([
        "[       1.000001] 0003 0035 000001be", "[1.999999] 0000 0000 00000000 rate 120",
        "53890-13990: 0003 0036 00000001",
      ]) == "1000001 3 53 446 @1, 1999999 0 0 0 @2, 53890013990 3 54 1 @3")
  }

  @Test func hexValuesAreThirtyTwoBitPatterns() {
    #expect(
      read([
        "[ 1.000000] 0003 0039 ffffffff", "[ 1.000000] 0003 0039 80000000", "[ 1.000000] 3 35 1be",
      ])
        == "1000000 3 57 -1 @1, 1000000 3 57 -2147483648 @2, 1000000 3 53 446 @3")
  }

  @Test func valueLabelsAndUnknownCodesAndTypes() {
    #expect(
      read([
        "[ 1.000000] EV_KEY       BTN_TOUCH            REPEAT",
        "[ 1.000000] EV_ABS ABS_MT_TOOL_TYPE MT_TOOL_PEN",
        "[ 1.000000] 0019 0999 00000007", "[ 1.000000] EV_KEY 02fe UP",
      ]) == "1000000 1 330 2 @1, 1000000 3 55 1 @2, 1000000 25 2457 7 @3, 1000000 1 766 0 @4")
  }

  @Test func unknownCodeLabelsAreSkippedAndCounted() throws {
    let files = ScratchFiles()
    let path = files.write(
      "g.txt",
      "[ 1.000000] EV_KEY KEY_CAMERA DOWN\n[ 1.000000] EV_SW SW_LID 00000001\n[ 1.000000] EV_SYN SYN_REPORT 00000000\n"
    )
    let reader = try GeteventReader(
      path: path, options: GeteventOptions(xRange: 0...1, yRange: 0...1))
    #expect(try EventReaderSamples.drain(reader.next) == ["1000000 0 0 0 @3"])
    #expect(reader.unknownLabels == ["KEY_CAMERA": 1, "SW_LID": 1])
  }

  @Test func labelsOfTheWrongKindAreErrors() {
    #expect(
      read(["[ 1.000000] EV_ABS KEY_A 00000001"])
        == "g.txt:1:20: error: expected an event code: 4 hex digits or a label like ABS_…, found \"KEY_A\""
    )
    #expect(
      read(["[ 1.000000] EV_FOO ABS_X 00000001"])
        == "g.txt:1:13: error: expected an event type: 4 hex digits or a label like EV_ABS, found \"EV_FOO\""
    )
    #expect(
      read(["[ 1.000000] EV_ABS ABS_MT_POSITION_X DOWN"])
        == "g.txt:1:38: error: expected an event value: up to 8 hex digits (ffffffff is -1), found \"DOWN\""
    )
    #expect(
      read(["[ 1.000000] EV_KEY BTN_TOUCH PRESSED"])
        == "g.txt:1:30: error: expected an event value: up to 8 hex digits (ffffffff is -1), UP, DOWN or REPEAT, found \"PRESSED\""
    )
  }

  @Test func badHexIsAnErrorAtItsColumn() {
    #expect(
      read(["[ 1.000000] 0003 00zz 000001be"])
        == "g.txt:1:18: error: expected an event code: 4 hex digits or a label like ABS_…, found \"00zz\""
    )
    #expect(
      read(["[ 1.000000] 0003 0035 1000001be"])
        == "g.txt:1:23: error: expected an event value: up to 8 hex digits (ffffffff is -1), found \"1000001be\""
    )
    #expect(
      read(["[ 1.000000] 00003 0035 000001be"])
        == "g.txt:1:13: error: expected an event type: 4 hex digits or a label like EV_ABS, found \"00003\""
    )
  }

  @Test func truncatedAndOverlongLinesAreErrors() {
    #expect(
      read(["[ 1.000000] 0003 0035"])
        == "g.txt:1:22: error: expected the event's type, code and value after the timestamp, found only \"0003 0035\""
    )
    #expect(
      read(["[ 1.000000]"])
        == "g.txt:1:12: error: expected the event's type, code and value after the timestamp, found nothing"
    )
    #expect(
      read(["[ 1.0000"])
        == "g.txt:1:5: error: expected 6 digits of microseconds after the point")
    #expect(
      read(["[ 1.000000 0003 0035 000001be"]) == "g.txt:1:11: error: expected ] after the timestamp"
    )
    #expect(
      read(["[ 1.000000] 0003 0035 000001be 0000"])
        == "g.txt:1:32: error: expected the end of the line after the value, found \"0000\"")
  }

  @Test func aLogWithoutTimestampsIsRefused() {
    #expect(
      read(["/dev/input/event4: 0003 0035 000001be"])
        == "g.txt:1:1: error: expected a timestamp like [   12345.678901] at the start of the line (record with getevent -t or -lt)"
    )
    #expect(
      read(["0003 0035 000001be"])
        == "g.txt:1:1: error: expected a timestamp like [   12345.678901] at the start of the line (record with getevent -t or -lt)"
    )
  }

  @Test func hugeTimestampsAreErrorsNotTraps() {
    #expect(
      read(["[99999999999999999999.000000] 0000 0000 00000000"])
        == "g.txt:1:2: error: expected seconds that fit a 64-bit time in µs, found 99999999999999999999"
    )
    #expect(
      read(["[9223372036854.999999] 0000 0000 00000000"])
        == "g.txt:1:1: error: expected seconds up to 9223372036853 (a 64-bit time in µs), found 9223372036854"
    )
    #expect(
      read(["5-1000000: 0000 0000 00000000"])
        == "g.txt:1:3: error: expected microseconds from 0 to 999999, found 1000000")
  }

  @Test func timesArePassedAsWrittenEvenWhenTheyGoBack() {
    #expect(
      read(["[ 2.000000] 0000 0000 00000000", "[ 1.000000] 0000 0000 00000000"])
        == "2000000 0 0 0 @1, 1000000 0 0 0 @2")
  }

  @Test func devicePrefixesAreAllOrNothing() {
    #expect(
      read(["[ 1.000000] /dev/input/event4: 0003 0035 00000001", "[ 1.000000] 0000 0000 00000000"])
        == "g.txt:2:13: error: expected the device before the event (/dev/input/eventN:) as on line 1"
    )
    #expect(
      read(
        ["[ 1.000000] 0003 0035 00000001", "[ 1.000000] /dev/input/event4: 0000 0000 00000000"],
        options: GeteventOptions(device: "/dev/input/event4", xRange: 0...1, yRange: 0...1))
        == "g.txt:2:32: error: expected no device before the event, as on line 1")
  }

  @Test func informationLinesAreSkipped() {
    #expect(
      read([
        "add device 1: /dev/input/event4", "  name:     \"touch\"",
        "could not get driver version for /dev/input/mice, Not a typewriter", "",
        "[ 1.000000] /dev/input/event4: 0000 0000 00000000", "remove device 1: /dev/input/event4",
      ]) == "1000000 0 0 0 @5")
  }
}
