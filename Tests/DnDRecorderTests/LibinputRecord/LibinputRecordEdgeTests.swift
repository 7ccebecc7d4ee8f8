import DnDFormats
import DnDRecorder
import DnDTestSupport
import Testing

/// A one-device recording around `events` (the lines after `  events:`, which is line 17), and
/// what reading it gives: the events rendered, or the error.
private func read(
  _ events: [String], absinfo: [String] = ["53: [0, 1079, 0, 0, 0]", "54: [0, 2339, 0, 0, 0]"],
  properties: String = "[1]", top: [String] = ["version: 1", "ndevices: 1"]
) -> String {
  let lines =
    ["# libinput record"] + top + [
      "libinput:", "  version: \"1.25.0\"", "  git: \"unknown\"", "system:", "  kernel: \"6.1\"",
      "devices:", "- node: /dev/input/event2", "  evdev:", "    name: \"Touch\"", "    absinfo:",
    ] + absinfo.map { "      " + $0 } + ["    properties: \(properties)", "  events:"] + events
  let files = ScratchFiles()
  let path = files.write("r.yml", lines.joined(separator: "\n") + "\n")
  do {
    let reader = try LibinputRecordReader(path: path, name: "r.yml")
    return try EventReaderSamples.drain(reader.next).joined(separator: ", ")
  } catch {
    return error.description
  }
}

/// The edge cases of the libinput record reader: what it accepts as written, what it refuses and
/// where. Lines: `  events:` is line 17 of these recordings, so the first event line is 18.
@Suite struct LibinputRecordEdgeTests {
  @Test func commentsBlankLinesAndNeutralStateNotesAreSkipped() {
    #expect(
      read([
        "  # Current time is 12:00:00", "", "  - evdev:", "    # a comment inside",
        "    - [0, 5, 3, 57, 7] # EV_ABS / ABS_MT_TRACKING_ID 7",
        "                                 # Touch device in neutral state",
        "# Closing after 2s inactivity", "  - evdev:", "    - [0, 9, 0, 0, 0]",
      ]) == "5 3 57 7 @22, 9 0 0 0 @26")
  }

  @Test func negativeValuesUnknownCodesAndTypesPassThrough() {
    #expect(
      read(["  - evdev:", "    - [0, 0, 3, 57, -1]", "    - [0, 0, 31, 65535, -2147483648]"])
        == "0 3 57 -1 @19, 0 31 65535 -2147483648 @20")
  }

  @Test func timesArePassedAsWrittenEvenWhenTheyGoBack() {
    // The evdev state machine, shared by every format, decides what a backward time means.
    #expect(
      read(["  - evdev:", "    - [2, 0, 0, 0, 0]", "  - evdev:", "    - [1, 999999, 0, 0, 0]"])
        == "2000000 0 0 0 @19, 1999999 0 0 0 @21")
  }

  @Test func aFrameCutShortAtTheEndIsPassedAsItIs() {
    #expect(read(["  - evdev:", "    - [0, 1, 3, 53, 10]"]) == "1 3 53 10 @19")
    #expect(read([]) == "")
    #expect(read(["  - evdev: []"]) == "")
  }

  @Test func flowStyleAndCarriageReturnsAreYAMLToo() {
    #expect(read(["  - evdev: [[0, 1, 0, 0, 0], [0, 2, 0, 0, 0]]"]) == "1 0 0 0 @18, 2 0 0 0 @18")
    #expect(read(["  - evdev:\r", "    - [0, 1, 0, 0, 0]\r"]) == "1 0 0 0 @19")
  }

  @Test func badNumbersAreErrorsAtTheirLineAndColumn() {
    #expect(
      read(["  - evdev:", "    - [0, 0, 3, 0x35, 1]"])
        == "r.yml:19: error: expected an event code (a whole number from 0 to 65535), found 0x35")
    #expect(
      read(["  - evdev:", "    - [0, 0, 3, 53, 2147483648]"])
        == "r.yml:19: error: expected an event value (a whole number from -2147483648 to 2147483647), found 2147483648"
    )
    #expect(
      read(["  - evdev:", "    - [0, 0, 3, 53, \"5\"]"])
        == "r.yml:19: error: expected an event value (a whole number from -2147483648 to 2147483647), found \"5\""
    )
    #expect(
      read(["  - evdev:", "    - [0, 0, 3, 53, 1.5]"])
        == "r.yml:19: error: expected an event value (a whole number from -2147483648 to 2147483647), found 1.5"
    )
    #expect(
      read(["  - evdev:", "    - [0, 1000000, 3, 53, 1]"])
        == "r.yml:19: error: expected microseconds from 0 to 999999, found 1000000")
    #expect(
      read(["  - evdev:", "    - [-1, 0, 3, 53, 1]"])
        == "r.yml:19: error: expected seconds of at least 0, found -1")
  }

  @Test func hugeTimesAreErrorsNotTraps() {
    #expect(
      read(["  - evdev:", "    - [99999999999999999999999, 0, 0, 0, 0]"])
        == "r.yml:19: error: expected seconds (a whole number from -9223372036854775808 to 9223372036854775807), found 99999999999999999999999"
    )
    #expect(
      read(["  - evdev:", "    - [9223372036854, 999999, 0, 0, 0]"])
        == "r.yml:19: error: expected seconds up to 9223372036853 (a 64-bit time in µs), found 9223372036854"
    )
    #expect(
      read(["  - evdev:", "    - [9223372036853, 999999, 0, 0, 0]"]).hasPrefix(
        "9223372036853999999 "))
  }

  @Test func eventsOfTheWrongShapeAreErrors() {
    #expect(
      read(["  - evdev:", "    - [0, 0, 3, 53]"])
        == "r.yml:19: error: expected an event [sec, usec, type, code, value], found a list of 4")
    #expect(
      read(["  - evdev:", "    - 7"])
        == "r.yml:19: error: expected an event [sec, usec, type, code, value], found 7")
    #expect(
      read(["  - evdev: 3"])
        == "r.yml:18: error: expected a list of events [sec, usec, type, code, value], found 3")
    #expect(
      read(["  - 5"])
        == "r.yml:18: error: expected an events item (evdev:, libinput: or hid:), found 5")
    #expect(
      read(["  - touch:", "    - [0, 0, 0, 0, 0]"])
        == "r.yml:18: error: expected evdev:, libinput: or hid:, found touch")
  }

  @Test func truncatedLinesAreYAMLErrorsAtTheirLine() {
    let message = read(["  - evdev:", "    - [0, 0, 3, 53", "  - evdev:", "    - [0, 0, 0, 0, 0]"])
    #expect(message.hasPrefix("r.yml:20:10: "), "\(message)")
    #expect(message.hasSuffix("(in a flow sequence that starts on line 19)"), "\(message)")
    #expect(message.contains("expected YAML as libinput record writes it"))
  }

  @Test func linesThatAreNotItemsEndTheDevice() {
    #expect(
      read(["  - evdev:", "    - [0, 1, 0, 0, 0]", "  trailing: 1", "  - evdev:"]) == "1 0 0 0 @19")
    #expect(
      read(["- evdev:", "  - [0, 1, 0, 0, 0]"])
        == "r.yml:18: error: expected the events items indented under events:, found - evdev:")
    // Items indented deeper than libinput writes them are a list all the same.
    #expect(read(["    - evdev:", "      - [0, 1, 0, 0, 0]"]) == "1 0 0 0 @19")
  }

  @Test func theHeaderIsChecked() {
    #expect(
      read([], top: ["version: 2", "ndevices: 1"])
        == "r.yml:2: error: expected file version 1, the only one libinput record writes, found 2")
    #expect(
      read([], top: ["ndevices: 1"])
        == "r.yml:1: error: expected \"version: 1\" before devices: (the libinput record file version)"
    )
    #expect(
      read([], top: ["version: 1", "ndevices: 0"])
        == "r.yml:3: error: expected at least 1 device, found 0")
  }

  @Test func axesAreCheckedAndMayBeMissing() {
    #expect(
      read([], absinfo: ["53: [0, 1079, 0, 0]"])
        == "r.yml:14: error: expected [min, max, fuzz, flat, resolution] for axis 53, found a list of 4"
    )
    #expect(
      read([], absinfo: ["99: [0, 1, 0, 0, 0]"])
        == "r.yml:14: error: expected an axis code from 0 to 63 (ABS_MAX), found 99")
    #expect(
      read([], absinfo: ["53: [0, 99999999999, 0, 0, 0]"])
        == "r.yml:14: error: expected the maximum of axis 53 (a whole number from -2147483648 to 2147483647), found 99999999999"
    )
    // Without both multi-touch axes it is not a touchscreen, and there is no other device.
    #expect(
      read([], absinfo: ["0: [0, 1079, 0, 0, 0]"])
        == "r.yml: error: expected a touchscreen (multi-touch X and Y and INPUT_PROP_DIRECT) among the 1 device (1: /dev/input/event2 \"Touch\"); choose one with --device N or --device /dev/input/eventN"
    )
    #expect(read([], properties: "[]").hasPrefix("r.yml: error: expected a touchscreen"))
  }
}
