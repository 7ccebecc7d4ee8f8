import DnDEngine
import DnDFormats
import DnDTestSupport
import Foundation
import Testing

let header = #"{"format":"dndsim-trace","version":1,"time_unit":"us","scene":"photos"}"#

/// Reads a trace written from `lines` (header first) named `t.jsonl`; the error text or "ok".
func readTrace(_ lines: [String]) -> String {
  let files = ScratchFiles()
  let path = files.write("t.jsonl", lines.joined(separator: "\n") + "\n")
  do {
    let reader = try TraceReader(path: path, name: "t.jsonl")
    _ = try reader.readAll()
    return "ok"
  } catch {
    return error.description
  }
}

@Suite struct TraceReaderTests {
  @Test func aCanonicalTraceReadsAndWritesBackTheSameBytes() throws {
    let lines = [
      #"{"format":"dndsim-trace","version":1,"time_unit":"us","scene":"photos","profile":"tablet","device":{"name":"iPad","kind":"touchscreen","max_contacts":5,"raw_axes":{"x":{"min":0,"max":2047},"y":{"min":0,"max":1535}}},"sample_rate_hz":120,"provenance":{"tool":"hand","note":"example"},"variants":["fast","slow"]}"#,
      #"{"t":0,"touches":[{"id":1,"phase":"began","x":100.5,"y":200,"force":0.25,"radius":6}]}"#,
      #"{"t":8333,"touches":[{"id":1,"phase":"moved","x":101.125,"y":200},{"id":2,"phase":"began","x":300,"y":300}]}"#,
      #"{"t":8333,"action":"cancelProgress"}"#,
      #"{"t":9000,"action":"scene","name":"insertRow","arguments":{"table":"albums","row":"2"}}"#,
      #"{"t":16666,"touches":[{"id":1,"phase":"ended","x":101.125,"y":200},{"id":2,"phase":"cancelled","x":300,"y":300}]}"#,
    ]
    let files = ScratchFiles()
    let path = files.write("t.jsonl", lines.joined(separator: "\n") + "\n")
    let reader = try TraceReader(path: path)
    #expect(reader.header.scene == "photos")
    #expect(reader.header.variants == ["fast", "slow"])
    #expect(reader.header.device.x == TraceDevice.Axis(min: 0, max: 2047))
    let records = try reader.readAll()
    #expect(records.count == 5)
    #expect(
      records[0]
        == .frame(
          time: 0,
          touches: [TraceTouch(id: 1, phase: .began, x: 100.5, y: 200, force: 0.25, radius: 6)]))
    #expect(
      records[3]
        == .action(
          time: 9000,
          .scene(
            name: "insertRow",
            arguments: [ActionArgument("table", "albums"), ActionArgument("row", "2")])))
    let written = [TraceWriter.headerLine(reader.header)] + records.map(TraceWriter.recordLine)
    #expect(written == lines)
  }

  @Test func aFileWithoutFinalNewlineReadsToo() throws {
    let files = ScratchFiles()
    let path = files.write(
      "t.jsonl",
      header + "\n" + #"{"t":0,"touches":[{"id":1,"phase":"began","x":1,"y":1}]}"# + "\n"
        + #"{"t":5,"touches":[{"id":1,"phase":"ended","x":1,"y":1}]}"#)
    #expect(try TraceReader(path: path).readAll().count == 2)
  }

  @Test(arguments: [
    // Syntax: file, line and column.
    (
      [#"{"format":"dndsim-trace","version":1,"time_unit":"us","scene":"p""#],
      "t.jsonl:1:66: error: expected ',' or '}' after object member, found end of input"
    ),
    (
      [header, #"{"t":0,"touches":[{"id":1,"phase":"began","x":NaN,"y":1}]}"#],
      "t.jsonl:2:47: error: NaN is not allowed in JSON; numbers must be finite"
    ),
    // Shape: file, line and JSON path.
    (
      [header, #"{"t":0.5,"touches":[{"id":1,"phase":"began","x":1,"y":1}]}"#],
      "t.jsonl:2: $.t: error: expected an integer, found a number 0.5"
    ),
    (
      [header, #"{"t":"0","touches":[{"id":1,"phase":"began","x":1,"y":1}]}"#],
      "t.jsonl:2: $.t: error: expected an integer, found a string \"0\""
    ),
    (
      [header, #"{"t":0,"touches":[{"id":1,"phase":"began","x":"1","y":1}]}"#],
      "t.jsonl:2: $.touches[0].x: error: expected a number, found a string \"1\""
    ),
    (
      [header, #"{"t":0,"touches":[{"id":1,"phase":"began","x":1e9,"y":1}]}"#],
      "t.jsonl:2: $.touches[0].x: error: expected a coordinate within ±1000000 points, found 1000000000.0"
    ),
    (
      [header, #"{"t":0,"touches":[{"id":1,"phase":"down","x":1,"y":1}]}"#],
      "t.jsonl:2: $.touches[0].phase: error: expected \"began\", \"moved\", \"stationary\", \"ended\" or \"cancelled\", found \"down\""
    ),
    (
      [header, #"{"t":0,"touches":[{"id":1,"phase":"began","x":1,"y":1,"z":2}]}"#],
      "t.jsonl:2: $.touches[0].z: error: unknown key \"z\"; expected one of \"id\", \"phase\", \"x\", \"y\", \"force\", \"radius\""
    ),
    (
      [header, #"{"t":0,"touches":[]}"#], "t.jsonl:2: $.touches: error: expected at least one touch"
    ),
    // Time.
    (
      [header, #"{"t":-1,"touches":[{"id":1,"phase":"began","x":1,"y":1}]}"#],
      "t.jsonl:2: $.t: error: expected a time ≥ 0 µs, found -1"
    ),
    (
      [
        header, #"{"t":5,"touches":[{"id":1,"phase":"began","x":1,"y":1}]}"#,
        #"{"t":5,"touches":[{"id":1,"phase":"ended","x":1,"y":1}]}"#,
      ], "t.jsonl:3: $.t: error: frame times must strictly increase: 5 µs after 5 µs"
    ),
    (
      [
        header, #"{"t":5,"touches":[{"id":1,"phase":"began","x":1,"y":1}]}"#,
        #"{"t":4,"action":"cancelProgress"}"#,
      ], "t.jsonl:3: $.t: error: time goes backwards: 4 µs after 5 µs"
    ),
    // An action moves time on too: a frame may not go back behind it (both readers, the quick
    // compact-line pass and the strict one: the second line is spaced so the strict one reads it).
    (
      [
        header, #"{"t":5,"touches":[{"id":1,"phase":"began","x":1,"y":1}]}"#,
        #"{"t":10,"action":"cancelProgress"}"#,
        #"{"t":7,"touches":[{"id":1,"phase":"ended","x":1,"y":1}]}"#,
      ], "t.jsonl:4: $.t: error: time goes backwards: 7 µs after 10 µs"
    ),
    (
      [
        header, #"{"t":5,"touches":[{"id":1,"phase":"began","x":1,"y":1}]}"#,
        #"{ "t": 10, "action": "cancelProgress" }"#,
        #"{ "t": 7, "touches": [{"id":1,"phase":"ended","x":1,"y":1}] }"#,
      ], "t.jsonl:4: $.t: error: time goes backwards: 7 µs after 10 µs"
    ),
    (
      [header, #"{"t":99999999999999,"touches":[{"id":1,"phase":"began","x":1,"y":1}]}"#],
      "t.jsonl:2: $.t: error: expected a time ≤ 1000000000000 µs (about 11.6 days), found 99999999999999"
    ),
    // Touch lifecycles.
    (
      [header, #"{"t":0,"touches":[{"id":1,"phase":"moved","x":1,"y":1}]}"#],
      "t.jsonl:2: $.touches[0]: error: touch 1 moved before it began"
    ),
    (
      [
        header, #"{"t":0,"touches":[{"id":1,"phase":"began","x":1,"y":1}]}"#,
        #"{"t":1,"touches":[{"id":1,"phase":"ended","x":1,"y":1}]}"#,
        #"{"t":2,"touches":[{"id":1,"phase":"began","x":1,"y":1}]}"#,
      ],
      "t.jsonl:4: $.touches[0]: error: touch 1 began after it ended on line 3; a touch id is never used again"
    ),
    (
      [header, #"{"t":0,"touches":[{"id":1,"phase":"began","x":1,"y":1}]}"#],
      "t.jsonl:3: error: end of file with touch 1 still down (it began on line 2); expected it to end or be cancelled"
    ),
    (
      [
        header,
        #"{"t":0,"touches":[{"id":1,"phase":"began","x":1,"y":1},{"id":1,"phase":"moved","x":1,"y":1}]}"#,
      ], "t.jsonl:2: $.touches[1]: error: touch 1 appears twice in this frame"
    ),
    // Header.
    (
      [#"{"format":"dndsim-trace","version":2,"time_unit":"us","scene":"p"}"#],
      "t.jsonl:1: $.version: error: unknown version 2; this build reads version 1"
    ),
    (
      [#"{"format":"touchtrace","version":1,"time_unit":"us","scene":"p"}"#],
      "t.jsonl:1: $.format: error: expected \"dndsim-trace\", found \"touchtrace\""
    ),
    (
      [#"{"format":"dndsim-trace","version":1,"time_unit":"ms","scene":"p"}"#],
      "t.jsonl:1: $.time_unit: error: expected \"us\" (microseconds), found \"ms\""
    ),
    (
      [#"{"format":"dndsim-trace","version":1,"time_unit":"us"}"#],
      "t.jsonl:1: $: error: missing required key \"scene\""
    ),
    (
      [#"{"format":"dndsim-trace","version":1,"time_unit":"us","scene":"../x/y"}"#],
      "t.jsonl:1: $.scene: error: expected a name of 1 to 128 letters, digits, '.', '-' or '_', found \"../x/y\""
    ),
    (
      [
        #"{"format":"dndsim-trace","version":1,"time_unit":"us","scene":"p","variants":["default"]}"#
      ],
      "t.jsonl:1: $.variants[0]: error: \"default\" is reserved for running without a fault plan; expected another name"
    ),
  ])
  func badInputNamesTheFileThePlaceAndWhatWasExpected(lines: [String], expected: String) {
    #expect(readTrace(lines) == expected)
  }

  @Test func anEmptyFileIsAnError() {
    let files = ScratchFiles()
    let path = files.write("t.jsonl", "")
    #expect(throws: InputError(file: path, message: "empty file; expected a trace header line")) {
      try TraceReader(path: path)
    }
  }

  @Test func aMissingFileIsAnError() {
    #expect {
      try TraceReader(path: "/nonexistent/t.jsonl")
    } throws: { error in
      "\(error)" == "/nonexistent/t.jsonl: error: cannot open the file (No such file or directory)"
    }
  }

  @Test func anOverlongLineIsAnErrorWithoutReadingItWhole() throws {
    let files = ScratchFiles()
    let path = files.write("t.jsonl", header + "\n" + String(repeating: " ", count: 3000) + "{}\n")
    let lines = try LineReader(path: path, name: "t.jsonl", maxLineLength: 1024)
    _ = try lines.nextLine()
    #expect {
      _ = try lines.nextLine()
    } throws: { error in
      "\(error)" == "t.jsonl:2: error: line is longer than 1024 bytes; expected one record per line"
    }
  }

  @Test func aTruncatedRecordIsAnError() {
    #expect(
      readTrace([header, #"{"t":0,"touches":[{"id":1,"phase":"began","x":1,"#])
        == "t.jsonl:2:49: error: expected a string key after ',', found end of input")
  }
}
