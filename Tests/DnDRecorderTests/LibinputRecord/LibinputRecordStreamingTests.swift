import DnDFormats
import DnDRecorder
import DnDTestSupport
import Testing

/// How the libinput record reader cuts a recording into pieces: batches of items, other devices
/// skipped unread, and the errors of the pieces that frame the events.
@Suite struct LibinputRecordStreamingTests {
  private static let head = [
    "version: 1", "ndevices: 2", "devices:",
    "- node: /dev/input/event1", "  evdev:", "    name: \"Pad\"", "    absinfo:",
    "      53: [0, 99, 0, 0, 0]", "      54: [0, 99, 0, 0, 0]", "    properties: [0, 2]",
    "  events:",
  ]

  private static func write(_ lines: [String]) -> (ScratchFiles, String) {
    let files = ScratchFiles()
    return (files, files.write("s.yml", lines.joined(separator: "\n") + "\n"))
  }

  private static func error(
    _ lines: [String], device: LibinputRecordReader.DeviceChoice = .index(1)
  )
    -> String
  {
    let (files, path) = write(lines)
    defer { _ = files }
    do {
      let reader = try LibinputRecordReader(path: path, name: "s.yml", device: device)
      return try EventReaderSamples.drain(reader.next).joined(separator: ", ")
    } catch { return error.description }
  }

  @Test func framesAcrossManyBatchesKeepTheirOrderAndLines() throws {
    var lines = Self.head
    for frame in 0..<1000 {
      lines += [
        "  - evdev:", "    - [\(frame / 100), \(frame * 1000 % 1_000_000), 3, 53, \(frame)]",
      ]
      lines += ["    - [\(frame / 100), \(frame * 1000 % 1_000_000), 0, 0, 0]"]
    }
    let (files, path) = Self.write(lines)
    defer { _ = files }
    let reader = try LibinputRecordReader(path: path, device: .index(1))
    var count = 0
    while let event = try reader.next() {
      let frame = count / 2
      #expect(event.line == Self.head.count + 2 + frame * 3 + count % 2)
      #expect(event.value == (count % 2 == 0 ? Int32(frame) : 0))
      count += 1
    }
    #expect(count == 2000)
  }

  @Test func aTouchpadIsNotATouchscreenAndOtherDevicesAreSkippedUnread() throws {
    // The touchpad's events are not even YAML: they are skipped, never parsed.
    let lines =
      Self.head + [
        "  - evdev: [[[[", "- node: /dev/input/event2", "  evdev:", "    name: \"Screen\"",
        "    absinfo:", "      53: [0, 99, 0, 0, 0]", "      54: [0, 99, 0, 0, 0]",
        "  udev:", "    properties:", "    - ID_INPUT_TOUCHSCREEN=1", "  events:", "  - evdev:",
        "    - [0, 1, 0, 0, 0]",
      ]
    let (files, path) = Self.write(lines)
    defer { _ = files }
    let reader = try LibinputRecordReader(path: path)
    #expect(reader.deviceNode == "/dev/input/event2")
    #expect(reader.device.properties.isEmpty)
    #expect(try EventReaderSamples.drain(reader.next) == ["1 0 0 0 @24"])
    // Chosen explicitly, the touchpad is read like any device (and its broken events found).
    let broken = Self.error(lines)
    #expect(broken.hasPrefix("s.yml:13:1: error: expected YAML"), "\(broken)")
  }

  @Test func theDeviceFramingIsChecked() {
    #expect(
      Self.error(["version: 1", "- node: x"])
        == "s.yml:2: error: expected \"devices:\" before the devices")
    #expect(
      Self.error(["version: 1", "ndevices: 1"])
        == "s.yml: error: expected a libinput record file (version: 1, ndevices, devices:), found no devices:"
    )
    #expect(
      Self.error(["version: 1", "devices:", "node: x"])
        == "s.yml:3: error: expected a device of devices: (- node: /dev/input/eventN)")
    #expect(
      Self.error(["version: 1", "devices:", "- node: x", "  evdev:", "    name: \"A\""])
        == "s.yml:3: error: expected \"events:\" in the device that starts here")
    #expect(
      Self.error(["version: 1", "devices:", "- node: x", "  evdev: 1", "  events:"])
        == "s.yml:4: error: expected evdev: with the device's description, found 1")
    #expect(
      Self.error(["version: 1", "devices:", "- node: x", "  evdev:", "    id: [1]", "  events:"])
        == "s.yml:5: error: expected evdev: with the device's name:, found a mapping")
    #expect(
      Self.error(["version: 1", "devices:", "- evdev:", "    name: A", "  events:"])
        == "s.yml:3: error: expected a device entry with node: /dev/input/eventN, found a mapping")
    #expect(
      Self.error(["version: 1", "devices:"], device: .firstTouchscreen)
        == "s.yml: error: expected a device under devices: (- node: /dev/input/eventN), found none")
  }

  @Test func textThatIsNotUTF8OrYAMLIsAnErrorAtItsLine() {
    let files = ScratchFiles()
    let bytes = Array("version: 1\ndevices:\n- node: \"".utf8) + [0xFF, 0xFE] + Array("\"\n".utf8)
    let path = files.write("b.yml", bytes: bytes)
    #expect(throws: InputError(file: "b.yml", line: 3, message: "expected UTF-8 text")) {
      _ = try LibinputRecordReader(path: path, name: "b.yml")
    }
    let tab = Self.error(Self.head + ["  - evdev:", "\t- [0, 0, 0, 0, 0]"])
    #expect(tab == "s.yml:13:1: error: expected spaces before the text, found a tab")
  }
}
