import Foundation
import Testing

/// `dndsim record --from evemu|libinput|getevent` and `dndsim export --to evemu` end to end, on
/// the real recordings and the format samples under Tests/Fixtures, in a temporary copy of the
/// fixture cases (the pinboard scene is 1000×600 points).
@Suite struct RecordDeviceCommandTests {
  typealias Workspace = RunCommandTests.Workspace

  /// Copies `fixture` (under Tests/Fixtures) into the workspace's pinboard folder as `name`.
  private func copy(_ fixture: String, as name: String, into workspace: Workspace) throws
    -> String
  {
    let source = Workspace.repository.appendingPathComponent("Tests/Fixtures/\(fixture)")
    let target = "Traces/pinboard/\(name)"
    try FileManager.default.copyItem(
      at: source, to: URL(fileURLWithPath: workspace.path(target)))
    return target
  }

  /// A trace's lines after its header: what a round trip must keep byte for byte (the header
  /// names the source file, which differs).
  private func records(_ workspace: Workspace, _ trace: String) throws -> String {
    try workspace.read(trace).split(separator: "\n", omittingEmptySubsequences: false)
      .dropFirst().joined(separator: "\n")
  }

  private func header(_ workspace: Workspace, _ trace: String) throws -> String {
    String(try workspace.read(trace).prefix { $0 != "\n" })
  }

  @Test func anEvemuRecordingFromARealDeviceReplaysThroughTheScene() throws {
    let workspace = try Workspace()
    let source = try copy(
      "recordings/evemu-devices/atmel-maxtouch.4-finger-drag-down.evemu", as: "atmel.evemu",
      into: workspace)
    let record = try workspace.dndsim("record", "--from", "evemu", source, "--scene", "pinboard")
    #expect(record.exitCode == 0, "\(record.standardError)")
    #expect(
      record.standardOutput.hasPrefix("wrote    Traces/pinboard/atmel.trace.jsonl (31 records)\n"))
    #expect(record.standardOutput.contains("new              Traces/pinboard/atmel\n"))
    #expect(workspace.exists("Traces/pinboard/atmel.golden.log.pending"))
    let header = try header(workspace, "Traces/pinboard/atmel.trace.jsonl")
    #expect(header.contains(#""name":"Atmel maXTouch Touchscreen""#))
    #expect(header.contains(#""raw_axes":{"x":{"min":0,"max":799},"y":{"min":0,"max":479}}"#))
    #expect(header.contains(#""scene_size":"1000x600""#))
  }

  @Test func anEventsOnlyEvemuFileTakesItsDescriptionFromDesc() throws {
    let workspace = try Workspace()
    let events = try copy(
      "recordings/evemu-devices/ntrig-multitouch.2-fingers-touch-release.events",
      as: "ntrig.events", into: workspace)
    let desc = try copy(
      "recordings/evemu-devices/ntrig-multitouch.desc", as: "ntrig.desc", into: workspace)
    let without = try workspace.dndsim("record", "--from", "evemu", events, "--scene", "pinboard")
    #expect(without.exitCode == 2)
    #expect(!workspace.exists("Traces/pinboard/ntrig.trace.jsonl"))
    let record = try workspace.dndsim(
      "record", "--from", "evemu", events, "--desc", desc, "--scene", "pinboard")
    #expect(record.exitCode == 0, "\(record.standardError)")
    #expect(
      record.standardOutput.hasPrefix("wrote    Traces/pinboard/ntrig.trace.jsonl (219 records)\n"))
  }

  @Test func exportingAndImportingAgainGivesTheSameTraceAndTheSameExport() throws {
    let workspace = try Workspace()
    let source = try copy(
      "recordings/evemu-devices/ep0430m09.2-finger-scroll-down.evemu", as: "scroll.evemu",
      into: workspace)
    #expect(
      try workspace.dndsim("record", "--from", "evemu", source, "--scene", "pinboard").exitCode
        == 0)
    // Importing the same recording again gives the same bytes.
    #expect(
      try workspace.dndsim(
        "record", "--from", "evemu", source, "--scene", "pinboard", "--out",
        "Traces/pinboard/scroll2.trace.jsonl"
      ).exitCode == 0)
    #expect(
      try workspace.read("Traces/pinboard/scroll2.trace.jsonl")
        == workspace.read("Traces/pinboard/scroll.trace.jsonl"))
    let export = try workspace.dndsim(
      "export", "--to", "evemu", "Traces/pinboard/scroll.trace.jsonl", "--out", "one.evemu")
    #expect(export.exitCode == 0, "\(export.standardError)")
    #expect(export.standardOutput.hasPrefix("wrote    one.evemu ("))
    let again = try workspace.dndsim(
      "record", "--from", "evemu", "one.evemu", "--scene", "pinboard", "--out",
      "Traces/pinboard/again.trace.jsonl")
    #expect(again.exitCode == 0, "\(again.standardError)")
    #expect(
      try records(workspace, "Traces/pinboard/again.trace.jsonl")
        == records(workspace, "Traces/pinboard/scroll.trace.jsonl"))
    // The second export differs only in the comment naming the trace it came from.
    #expect(
      try workspace.dndsim(
        "export", "Traces/pinboard/again.trace.jsonl", "--out", "two.evemu"
      ).exitCode == 0)
    let one = try workspace.read("one.evemu").replacingOccurrences(
      of: "scroll.trace.jsonl", with: "X")
    let two = try workspace.read("two.evemu").replacingOccurrences(
      of: "again.trace.jsonl", with: "X")
    #expect(one == two)
    #expect(
      try workspace.dndsim("export", "Traces/pinboard/again.trace.jsonl", "--out", "two.evemu")
        .exitCode == 2)
  }

  @Test func aLibinputRecordingReadsItsTouchscreenAndSaysWhatItSkipped() throws {
    let workspace = try Workspace()
    let source = try copy(
      "importers/libinput/two-finger-drag.libinput.yml", as: "drag.yml", into: workspace)
    let record = try workspace.dndsim("record", "--from", "libinput", source, "--scene", "pinboard")
    #expect(record.exitCode == 0, "\(record.standardError)")
    #expect(
      record.standardOutput.hasPrefix("wrote    Traces/pinboard/drag.trace.jsonl (4 records)\n"))
    #expect(
      record.standardOutput.contains(
        "note:    skipped 2 libinput:/hid: entries of /dev/input/event5 (only its evdev events are read)\n"
      ))
    // The same device chosen by number and by node gives the same trace.
    for choice in ["2", "/dev/input/event5"] {
      let chosen = try workspace.dndsim(
        "record", "--from", "libinput", source, "--device", choice, "--scene", "pinboard",
        "--out", "Traces/pinboard/chosen.trace.jsonl", "--force")
      #expect(chosen.exitCode == 0, "\(chosen.standardError)")
      #expect(
        try workspace.read("Traces/pinboard/chosen.trace.jsonl").replacingOccurrences(
          of: "chosen", with: "drag") == workspace.read("Traces/pinboard/drag.trace.jsonl"))
    }
  }

  @Test func getEventLogsWithLabelsOrHexAndADescriptionOrRangesGiveTheSameTouches() throws {
    let workspace = try Workspace()
    let labelled = try copy(
      "importers/getevent/two-finger-drag.getevent-lt.txt", as: "lt.getevent", into: workspace)
    let hex = try copy(
      "importers/getevent/two-finger-drag.getevent-t.txt", as: "t.getevent", into: workspace)
    let desc = try copy(
      "importers/getevent/phone.getevent-lp.txt", as: "phone.desc.txt", into: workspace)
    let first = try workspace.dndsim(
      "record", "--from", "getevent", labelled, "--desc", desc, "--scene", "pinboard")
    #expect(first.exitCode == 0, "\(first.standardError)")
    #expect(
      first.standardOutput.contains(
        "note:    skipped 4 events of other devices (read /dev/input/event4)\n"))
    // Only the position ranges, from flags: the slots come from the log's ABS_MT_SLOT events, so
    // the protocol B log is not read as protocol A (it was, before the slot scan).
    let second = try workspace.dndsim(
      "record", "--from", "getevent", hex, "--x-range", "0:1079", "--y-range", "0:2339",
      "--scene", "pinboard")
    #expect(second.exitCode == 0, "\(second.standardError)")
    #expect(second.standardError == "")
    let positions = { (trace: String) throws -> String in
      try self.records(workspace, trace).replacing(
        /,"force":[0-9.]+,"radius":[0-9.]+/, with: "")
    }
    #expect(
      try positions("Traces/pinboard/lt.trace.jsonl")
        == positions("Traces/pinboard/t.trace.jsonl"))
    #expect(try records(workspace, "Traces/pinboard/t.trace.jsonl").contains(#""phase":"moved""#))
  }

  @Test func anUnknownGeteventLabelIsAWarningCountedInTheTrace() throws {
    let workspace = try Workspace()
    let log = try String(
      contentsOf: Workspace.repository.appendingPathComponent(
        "Tests/Fixtures/importers/getevent/two-finger-drag.getevent-lt.txt"), encoding: .utf8)
    try workspace.write(
      "Traces/pinboard/cam.getevent",
      log.replacingOccurrences(of: "BTN_TOOL_FINGER      DOWN", with: "KEY_CAMERA DOWN"))
    let desc = try copy(
      "importers/getevent/phone.getevent-lp.txt", as: "phone.desc.txt", into: workspace)
    let record = try workspace.dndsim(
      "record", "--from", "getevent", "Traces/pinboard/cam.getevent", "--desc", desc,
      "--scene", "pinboard")
    #expect(record.exitCode == 0, "\(record.standardError)")
    #expect(
      record.standardError
        == "Traces/pinboard/cam.getevent: warning: skipped 1 event with the code label KEY_CAMERA, which this reader does not know (record with getevent -t for hex codes)\n"
    )
    #expect(try header(workspace, "Traces/pinboard/cam.trace.jsonl").contains(#""warnings":"1""#))
  }

  @Test(arguments: [
    (
      ["--from", "getevent", "t.getevent", "--scene", "pinboard"],
      "t.getevent: error: expected the ranges of ABS_MT_POSITION_X and ABS_MT_POSITION_Y: a getevent log has none; give --desc FILE (adb shell getevent -lp) or --x-range MIN:MAX and --y-range MIN:MAX\n"
    ),
    (
      [
        "--from", "getevent", "t.getevent", "--x-range", "5:1", "--y-range", "0:9", "--scene",
        "pinboard",
      ],
      "--x-range: error: expected MIN below MAX, found \"5:1\"\n"
    ),
    (
      [
        "--from", "getevent", "cut.getevent", "--x-range", "0:1079", "--y-range", "0:2339",
        "--scene", "pinboard",
      ],
      "cut.getevent:21:27: error: expected the event's type, code and value after the timestamp, found only \"0003 002\"\n"
    ),
    (
      ["--from", "libinput", "drag.yml", "--device", "3", "--scene", "pinboard"],
      "drag.yml: error: expected device 3, but the recording has 2 devices (1: /dev/input/event3 \"AT Translated Set 2 keyboard\", 2: /dev/input/event5 \"ELAN9008:00 04F3:2C82\")\n"
    ),
    (
      ["--from", "libinput", "drag.yml", "--device", "0", "--scene", "pinboard"],
      "--device: error: expected a device number of at least 1, found 0\n"
    ),
    (
      ["--from", "libinput", "drag.yml", "--desc", "t.getevent", "--scene", "pinboard"],
      "--desc: error: a libinput recording describes its devices; expected no such flag\n"
    ),
    (
      ["--from", "evemu", "t.getevent", "--x-range", "0:5", "--scene", "pinboard"],
      "--x-range: error: an evemu recording holds one device with its ranges; expected no such flag\n"
    ),
    (
      ["--from", "libinput", "drag.yml"],
      "--scene: error: a device recording does not name its scene; expected --scene NAME\n"
    ),
    (
      ["--from", "libinput", "drag.yml", "--scene", "pinboard", "--rate", "60"],
      "--rate: error: a device recording is not resampled; expected no --rate\n"
    ),
    (
      ["--from", "libinput", "drag.yml", "--scene", "pinboard", "--map", "zoom"],
      "--map: error: unknown mapping \"zoom\"; expected stretch, fit or fill-width\n"
    ),
    (
      ["--from", "gesture", "drag.gesture", "--device", "1"],
      "--device: error: only for a device recording (--from evemu, libinput or getevent); expected no --device\n"
    ),
  ])
  func badDeviceRecordingInputIsExit2AndWritesNothing(arguments: [String], message: String)
    throws
  {
    let workspace = try Workspace()
    let folder = "Traces/pinboard/"
    _ = try copy(
      "importers/getevent/two-finger-drag.getevent-t.txt", as: "t.getevent", into: workspace)
    _ = try copy("importers/libinput/two-finger-drag.libinput.yml", as: "drag.yml", into: workspace)
    let log = try workspace.read(folder + "t.getevent")
    // The sample has CR LF line ends (old adb), which Swift's `split` keeps as one character.
    let cut = log.utf8.split(separator: UInt8(ascii: "\n")).prefix(20)
      .map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
    try workspace.write(folder + "cut.getevent", cut + "\n[   53890.906001] 0003 002\n")
    try workspace.write(folder + "drag.gesture", "scene pinboard\n")
    let before = workspace.files()
    let result = try CLIRunner.run(
      ["record"] + arguments + ["--out", "x.trace.jsonl"],
      in: workspace.root.appendingPathComponent(folder))
    #expect(result.exitCode == 2)
    #expect(result.standardError == message)
    #expect(workspace.files() == before)
  }
}
