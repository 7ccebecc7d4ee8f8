import DnDEngine
import Foundation
import Testing

@testable import DnDFormats
@testable import DnDRecorder

/// Exports `trace` to evemu text and imports it again with `options`.
func evemuReimport(_ trace: RecordedTrace, options: EvdevImportOptions = evemuOptions()) throws
  -> (text: String, trace: RecordedTrace)
{
  let text = try EvemuExporter.export(trace).text
  return (text, try importEvemu(text, options: options))
}

extension EvdevImporterTests {
  /// The evemu exporter, and the round trips: import → export → import gives the same trace
  /// byte for byte, and exporting an imported export again gives the same file.
  @Suite struct EvemuExportTests {
    @Test(arguments: RealRecording.all)
    func realRecordingsSurviveExportAndImport(_ recording: RealRecording) throws {
      let (original, _) = try recording.importTrace()
      let (text, again) = try evemuReimport(original, options: evemuOptions(file: recording.file))
      if recording.integer("touch_sequences") == nil {
        // Protocol A: the trace has no max_contacts (the device does not say); the export needs
        // slots, as many as the trace has contacts down at once, which the re-import reports.
        var header = original.header
        header.device.maxContacts = 2
        #expect(TraceWriter.headerLine(again.header) == TraceWriter.headerLine(header))
        #expect(again.records == original.records)
      } else {
        #expect(canonicalTraceText(again) == canonicalTraceText(original))
      }
      // And the export of the re-import is the same file.
      #expect(try EvemuExporter.export(again).text == text)
    }

    /// A trace that did not come from a device (a gesture script's, with an action) exports with
    /// 1000 raw units per point; importing it gives a trace whose export and import are stable.
    @Test func aGestureTraceExportsStably() throws {
      let script = try GestureScript.read(path: recorderFixturePath("pinboard.gesture"))
      let trace = try script.makeTrace(RecordingOptions())
      let export = try EvemuExporter.export(
        trace, name: "pinboard.trace.jsonl",
        options: EvemuExportOptions(sceneWidth: 1024, sceneHeight: 768))
      #expect(
        export.result.warnings.map(\.description) == [
          "pinboard.trace.jsonl:111: warning: cancelProgress has no evdev form; left out of the export"
        ])
      var options = evemuOptions()
      options.recording.scene = "pinboard"
      let first = try importEvemu(export.text, options: options)
      // The points are the script's exactly (1000 units per point); only the action is gone.
      let frames = trace.records.filter { if case .frame = $0 { true } else { false } }
      #expect(first.records == frames)
      let (_, second) = try evemuReimport(first, options: options)
      #expect(canonicalTraceText(second) == canonicalTraceText(first))
    }

    /// Contacts still down at the end of a recording stay down at the end of its export, so the
    /// re-import cancels them the same way (and counts the same warnings).
    @Test func contactsDownAtTheEndStayDown() throws {
      let lines =
        EvLine.down(0, slot: 0, id: 1, 100, 100) + EvLine.down(0, slot: 1, id: 2, 200, 200) + [
          EvLine.syn(0)
        ]
        + [EvLine.slot(9000, 0), EvLine.x(9000, 150), EvLine.syn(9000)]
      let original = try importEvemu(evemuRecording(lines), options: evemuRawOptions)
      let (text, again) = try evemuReimport(original, options: evemuRawOptions)
      #expect(canonicalTraceText(again) == canonicalTraceText(original))
      #expect(!text.contains("-001"))
    }

    /// evdev cannot cancel a touch: a cancel in the middle (after SYN_DROPPED) becomes a lift.
    @Test func aCancelInTheMiddleBecomesALift() throws {
      let lines =
        EvLine.down(0, slot: 0, id: 1, 100, 100) + [
          EvLine.syn(0), EvLine.dropped(1000), EvLine.syn(2000),
        ]
        + EvLine.down(3000, slot: 0, id: 2, 300, 300) + [
          EvLine.syn(3000), EvLine.id(4000, -1), EvLine.syn(4000),
        ]
      let original = try importEvemu(evemuRecording(lines), options: evemuRawOptions)
      #expect(frameSummary(original.records)[1] == "2000: 1 cancelled (100,100)")
      let (_, again) = try evemuReimport(original, options: evemuRawOptions)
      #expect(
        frameSummary(again.records) == [
          "0: 1 began (100,100)", "2000: 1 ended (100,100)", "3000: 2 began (300,300)",
          "4000: 2 ended (300,300)",
        ])
    }

    /// What the export looks like: evemu-record's format, a protocol B device with the trace's
    /// raw axes, per frame the ends, the moves, the begins (lowest free slot), BTN_TOUCH, the
    /// pointer emulation and SYN_REPORT.
    @Test func theExportedText() throws {
      let lines =
        EvLine.down(10, slot: 0, id: 1, 100, 200) + [EvLine.pressure(10, 51), EvLine.syn(10)]
        + EvLine.down(20, slot: 1, id: 2, 300, 400) + [EvLine.pressure(20, 255), EvLine.syn(20)]
        + [
          EvLine.slot(30, 0), EvLine.id(30, -1), EvLine.slot(30, 1), EvLine.x(30, 310),
          EvLine.syn(30),
        ]
        + [EvLine.id(40, -1), EvLine.syn(40)]
      let trace = try importEvemu(
        evemuRecording(lines, description: slotsDescription), options: evemuRawOptions)
      let text = try EvemuExporter.export(trace, name: "t.trace.jsonl").text
      #expect(
        text.split(separator: "\n", omittingEmptySubsequences: false) == [
          "# EVEMU 1.3",
          "# Input device name: \"Test Touchscreen\"",
          "# Exported by dndsim from t.trace.jsonl (scene board, --map stretch --size 999x499); play it with evemu-play",
          "N: Test Touchscreen",
          "I: 0006 0000 0000 0000",
          "P: 02 00 00 00 00 00 00 00",
          "B: 00 0b 00 00 00 00 00 00 00",
          "B: 01 00 00 00 00 00 00 00 00",
          "B: 01 00 00 00 00 00 00 00 00",
          "B: 01 00 00 00 00 00 00 00 00",
          "B: 01 00 00 00 00 00 00 00 00",
          "B: 01 00 00 00 00 00 00 00 00",
          "B: 01 00 04 00 00 00 00 00 00",
          "B: 03 03 00 00 00 00 80 60 06",
          "A: 00 0 999 0 0 0",
          "A: 01 0 499 0 0 0",
          "A: 2f 0 3 0 0 0",
          "A: 35 0 999 0 0 0",
          "A: 36 0 499 0 0 0",
          "A: 39 0 65535 0 0 0",
          "A: 3a 0 1000 0 0 0",
          "E: 0.000000 0003 0039 0001\t# EV_ABS / ABS_MT_TRACKING_ID 1",
          "E: 0.000000 0003 0035 0100\t# EV_ABS / ABS_MT_POSITION_X 100",
          "E: 0.000000 0003 0036 0200\t# EV_ABS / ABS_MT_POSITION_Y 200",
          "E: 0.000000 0003 003a 0200\t# EV_ABS / ABS_MT_PRESSURE 200",
          "E: 0.000000 0001 014a 0001\t# EV_KEY / BTN_TOUCH 1",
          "E: 0.000000 0003 0000 0100\t# EV_ABS / ABS_X 100",
          "E: 0.000000 0003 0001 0200\t# EV_ABS / ABS_Y 200",
          "E: 0.000000 0000 0000 0000\t# ------------ SYN_REPORT (0) ----------",
          "E: 0.000010 0003 002f 0001\t# EV_ABS / ABS_MT_SLOT 1",
          "E: 0.000010 0003 0039 0002\t# EV_ABS / ABS_MT_TRACKING_ID 2",
          "E: 0.000010 0003 0035 0300\t# EV_ABS / ABS_MT_POSITION_X 300",
          "E: 0.000010 0003 0036 0400\t# EV_ABS / ABS_MT_POSITION_Y 400",
          "E: 0.000010 0003 003a 1000\t# EV_ABS / ABS_MT_PRESSURE 1000",
          "E: 0.000010 0000 0000 0000\t# ------------ SYN_REPORT (0) ----------",
          "E: 0.000020 0003 002f 0000\t# EV_ABS / ABS_MT_SLOT 0",
          "E: 0.000020 0003 0039 -001\t# EV_ABS / ABS_MT_TRACKING_ID -1",
          "E: 0.000020 0003 002f 0001\t# EV_ABS / ABS_MT_SLOT 1",
          "E: 0.000020 0003 0035 0310\t# EV_ABS / ABS_MT_POSITION_X 310",
          "E: 0.000020 0003 0000 0310\t# EV_ABS / ABS_X 310",
          "E: 0.000020 0003 0001 0400\t# EV_ABS / ABS_Y 400",
          "E: 0.000020 0000 0000 0000\t# ------------ SYN_REPORT (0) ----------",
          "E: 0.000030 0003 0039 -001\t# EV_ABS / ABS_MT_TRACKING_ID -1",
          "E: 0.000030 0001 014a 0000\t# EV_KEY / BTN_TOUCH 0",
          "E: 0.000030 0000 0000 0000\t# ------------ SYN_REPORT (0) ----------",
          "",
        ])
    }

    /// The file export streams the trace and writes the same text; a trace it cannot export
    /// leaves the target as it was.
    @Test func theFileExportIsAtomic() throws {
      let folder = EvemuScratch()
      let (trace, _) = try RealRecording.all[0].importTrace()
      let tracePath = folder.file("atmel.trace.jsonl")
      try TraceFileWriter.writeAtomically(trace, to: tracePath)
      let target = folder.file("atmel.evemu")
      let result = try EvemuExporter.export(tracePath: tracePath, to: target)
      #expect(folder.read("atmel.evemu") == (try EvemuExporter.export(trace, name: tracePath).text))
      #expect(result.frames == 31)
      #expect(result.slots == 10)

      // A gesture trace says no scene size: the export needs one, and writes nothing without.
      let gesture = try GestureScript.read(path: recorderFixturePath("pinboard.gesture"))
        .makeTrace(RecordingOptions())
      let gesturePath = folder.file("gesture.trace.jsonl")
      try TraceFileWriter.writeAtomically(gesture, to: gesturePath)
      do {
        _ = try EvemuExporter.export(tracePath: gesturePath, traceName: "g.jsonl", to: target)
        Issue.record("no error")
      } catch {
        #expect(
          error.description
            == "g.jsonl:1: error: the trace does not say the scene size it was mapped to (no scene_size in its provenance); expected one given (--size WxH)"
        )
      }
      #expect(folder.read("atmel.evemu") == (try EvemuExporter.export(trace, name: tracePath).text))
      let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      #expect(left == ["atmel.evemu", "atmel.trace.jsonl", "gesture.trace.jsonl"])
    }
  }
}
