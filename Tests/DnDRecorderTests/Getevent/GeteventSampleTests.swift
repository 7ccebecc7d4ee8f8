import DnDFormats
import DnDRecorder
import Foundation
import Testing

/// The samples of `Tests/Fixtures/importers`, written the way Android's `toolbox/getevent.c`
/// prints (its printf formats): the same two-finger drag on a phone recorded as `getevent -lt`
/// of every device (labels, device prefixes, a volume key pressed meanwhile) and as
/// `getevent -t /dev/input/event4` (hex, no prefix, CR LF line ends of an old adb), with the
/// phone's `getevent -lp` and `getevent -p` descriptions.
@Suite struct GeteventSampleTests {
  let labelled = EventReaderSamples.path("getevent", "two-finger-drag.getevent-lt.txt")
  let hex = EventReaderSamples.path("getevent", "two-finger-drag.getevent-t.txt")
  let labelledDescription = EventReaderSamples.path("getevent", "phone.getevent-lp.txt")
  let hexDescription = EventReaderSamples.path("getevent", "phone.getevent-p.txt")

  /// The drag as `µs type code value`: four reports of the touchscreen.
  static let drag = [
    "53890813990 3 47 0", "53890813990 3 57 2427", "53890813990 3 53 446", "53890813990 3 54 1234",
    "53890813990 3 48 5", "53890813990 3 58 60", "53890813990 1 330 1", "53890813990 1 325 1",
    "53890813990 0 0 0",
    "53890822102 3 47 1", "53890822102 3 57 2428", "53890822102 3 53 700", "53890822102 3 54 1250",
    "53890822102 1 325 0", "53890822102 1 333 1", "53890822102 0 0 0",
    "53890830215 3 47 0", "53890830215 3 53 456", "53890830215 3 47 1", "53890830215 3 53 710",
    "53890830215 0 0 0",
    "53890906001 3 47 0", "53890906001 3 57 -1", "53890906001 3 47 1", "53890906001 3 57 -1",
    "53890906001 1 330 0", "53890906001 1 333 0", "53890906001 0 0 0",
  ]

  private func events(_ reader: GeteventReader) throws -> (events: [String], lines: [Int]) {
    let rendered = try EventReaderSamples.drain(reader.next)
    let parts = rendered.map { $0.split(separator: " @") }
    return (parts.map { String($0[0]) }, parts.compactMap { Int($0[1]) })
  }

  @Test func theLabelledLogOfEveryDeviceGivesTheTouchscreensEvents() throws {
    let reader = try GeteventReader(
      path: labelled, options: GeteventOptions(descriptionPath: labelledDescription))
    #expect(reader.deviceNode == "/dev/input/event4")
    #expect(reader.device.name == "sec_touchscreen")
    #expect(reader.device.properties == [1])
    #expect(reader.device.axes.keys.sorted() == [0x2f, 0x30, 0x35, 0x36, 0x39, 0x3a])
    #expect(reader.device.axes[0x35] == EvdevDevice.Axis(minimum: 0, maximum: 1079))
    #expect(reader.device.axes[0x36] == EvdevDevice.Axis(minimum: 0, maximum: 2339))
    let (events, lines) = try events(reader)
    #expect(events == Self.drag)
    #expect(lines == Array(6...14) + Array(17...28) + Array(31...37))
    #expect(reader.otherDeviceEvents == 4)
    #expect(reader.unknownLabels.isEmpty)
  }

  @Test func theHexLogOfOneDeviceGivesTheSameEvents() throws {
    let reader = try GeteventReader(
      path: hex,
      options: GeteventOptions(device: "/dev/input/event4", descriptionPath: hexDescription))
    #expect(reader.device.name == "sec_touchscreen")
    let (events, lines) = try events(reader)
    #expect(events == Self.drag)
    #expect(lines == Array(1...28))
  }

  @Test func bothDescriptionFormsDescribeTheSameDevice() throws {
    let one = try GeteventReader(
      path: hex, options: GeteventOptions(descriptionPath: hexDescription))
    let other = try GeteventReader(
      path: hex, options: GeteventOptions(descriptionPath: labelledDescription))
    #expect(one.device == other.device)
    // The description's only touchscreen is the device, though the log does not name it.
    #expect(one.deviceNode == "/dev/input/event4")
  }

  @Test func aLogWithoutSlotEventsStaysProtocolA() throws {
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("getevent-a-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: log) }
    try Data(
      """
      [   1.000000] 0003 0035 000001be
      [   1.000000] 0003 0036 000004d2
      [   1.000000] 0000 0002 00000000
      [   1.000000] 0000 0000 00000000

      """.utf8
    ).write(to: log)
    let reader = try GeteventReader(
      path: log.path, options: GeteventOptions(xRange: 0...1079, yRange: 0...2339))
    #expect(reader.device.axes[0x2f] == nil)
  }

  @Test func rangeFlagsStandInForTheDescription() throws {
    let reader = try GeteventReader(
      path: labelled, options: GeteventOptions(xRange: 0...1079, yRange: 0...2339))
    // The only device whose events carry ABS_MT_POSITION_X; its name from the log's details;
    // a slot axis up to the highest ABS_MT_SLOT of its events (1), so it reads as protocol B.
    #expect(reader.deviceNode == "/dev/input/event4")
    #expect(
      reader.device
        == EvdevDevice(
          name: "sec_touchscreen",
          axes: [
            0x2f: .init(minimum: 0, maximum: 1), 0x35: .init(minimum: 0, maximum: 1079),
            0x36: .init(minimum: 0, maximum: 2339),
          ]))
    #expect(try events(reader).events == Self.drag)
    let hexOnly = try GeteventReader(
      path: hex, options: GeteventOptions(xRange: -100...100, yRange: 0...10))
    #expect(hexOnly.deviceNode == nil)
    #expect(hexOnly.device.name == "getevent")
    #expect(hexOnly.device.axes[0x35] == EvdevDevice.Axis(minimum: -100, maximum: 100))
  }

  @Test func flagsReplaceTheDescriptionsRangesOnly() throws {
    let reader = try GeteventReader(
      path: hex,
      options: GeteventOptions(descriptionPath: hexDescription, xRange: 10...20))
    #expect(reader.device.axes[0x35] == EvdevDevice.Axis(minimum: 10, maximum: 20))
    #expect(reader.device.axes[0x36] == EvdevDevice.Axis(minimum: 0, maximum: 2339))
    #expect(reader.device.axes.count == 6)
  }

  @Test func anotherDeviceCanBeChosen() throws {
    let reader = try GeteventReader(
      path: labelled,
      options: GeteventOptions(device: "/dev/input/event2", xRange: 0...1, yRange: 0...1))
    #expect(reader.device.name == "gpio-keys")
    #expect(
      try EventReaderSamples.drain(reader.next) == [
        "53890815000 1 114 1 @15", "53890815000 0 0 0 @16", "53890901000 1 114 0 @29",
        "53890901000 0 0 0 @30",
      ])
    #expect(reader.otherDeviceEvents == 28)
  }
}
