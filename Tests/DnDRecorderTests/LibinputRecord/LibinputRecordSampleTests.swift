import DnDFormats
import DnDRecorder
import Testing

/// The sample recording of `Tests/Fixtures/importers/libinput/two-finger-drag.libinput.yml`, written the
/// way `libinput record` writes (its man page and its writer): a keyboard, then a touchscreen with
/// a HID descriptor, udev properties, quirks, a libinput description, comments and `libinput:`
/// entries among the events.
@Suite struct LibinputRecordSampleTests {
  let sample = EventReaderSamples.path("libinput", "two-finger-drag.libinput.yml")

  @Test func picksTheFirstTouchscreenAndReadsItsDescription() throws {
    let reader = try LibinputRecordReader(path: sample, name: "rec.yml")
    #expect(reader.deviceNode == "/dev/input/event5")
    #expect(reader.deviceIndex == 2)
    #expect(reader.deviceCount == 2)
    #expect(reader.libinputVersion == "1.25.0")
    #expect(reader.kernel == "6.1.0-18-amd64")
    #expect(reader.device.name == "ELAN9008:00 04F3:2C82")
    #expect(reader.device.properties == [1])
    #expect(reader.device.axes.keys.sorted() == [0, 1, 47, 48, 49, 52, 53, 54, 57])
    #expect(
      reader.device.axes[53]
        == EvdevDevice.Axis(minimum: 0, maximum: 2880, fuzz: 0, flat: 0, resolution: 10))
    #expect(reader.device.axes[57] == EvdevDevice.Axis(minimum: 0, maximum: 65535))
  }

  @Test func streamsEveryKernelEventOfTheTouchscreenWithItsLine() throws {
    let reader = try LibinputRecordReader(path: sample)
    let events = try EventReaderSamples.drain(reader.next)
    #expect(
      events == [
        "40112 3 47 0 @92", "40112 3 57 101 @93", "40112 3 53 1000 @94", "40112 3 54 500 @95",
        "40112 1 330 1 @96", "40112 3 0 1000 @97", "40112 3 1 500 @98", "40112 4 5 0 @99",
        "40112 0 0 0 @100",
        "48090 3 47 1 @105", "48090 3 57 102 @106", "48090 3 53 1400 @107",
        "48090 3 54 520 @108", "48090 4 5 7900 @109", "48090 0 0 0 @110",
        "56101 3 47 0 @112", "56101 3 53 1010 @113", "56101 3 47 1 @114", "56101 3 53 1412 @115",
        "56101 3 0 1010 @116", "56101 4 5 15900 @117", "56101 0 0 0 @118",
        "1004001 3 47 0 @122", "1004001 3 57 -1 @123", "1004001 3 47 1 @124",
        "1004001 3 57 -1 @125", "1004001 1 330 0 @126", "1004001 4 5 963900 @127",
        "1004001 0 0 0 @128",
      ])
    #expect(reader.ignoredEntries == 2)
    #expect(try reader.next() == nil)
  }

  @Test func readsAnotherDeviceByNumberOrNode() throws {
    let expected = ["12000 4 4 30 @36", "12000 1 30 1 @37", "12000 0 0 0 @38"]
    let byIndex = try LibinputRecordReader(path: sample, device: .index(1))
    #expect(byIndex.device.name == "AT Translated Set 2 keyboard")
    #expect(byIndex.device.axes.isEmpty)
    #expect(try EventReaderSamples.drain(byIndex.next) == expected)
    let byNode = try LibinputRecordReader(path: sample, device: .node("/dev/input/event3"))
    #expect(byNode.deviceIndex == 1)
    #expect(try EventReaderSamples.drain(byNode.next) == expected)
    let second = try LibinputRecordReader(path: sample, device: .node("/dev/input/event5"))
    #expect(try EventReaderSamples.drain(second.next).count == 29)
  }

  @Test func aMissingDeviceNamesTheDevicesThereAre() {
    func error(_ choice: LibinputRecordReader.DeviceChoice) -> String {
      do {
        _ = try LibinputRecordReader(path: sample, name: "rec.yml", device: choice)
        return "ok"
      } catch { return error.description }
    }
    let list =
      "(1: /dev/input/event3 \"AT Translated Set 2 keyboard\", 2: /dev/input/event5 \"ELAN9008:00 04F3:2C82\")"
    #expect(
      error(.index(3))
        == "rec.yml: error: expected device 3, but the recording has 2 devices \(list)")
    #expect(
      error(.node("/dev/input/event9"))
        == "rec.yml: error: expected a device with node /dev/input/event9 among the 2 devices \(list)"
    )
    #expect(error(.index(0)) == "rec.yml: error: expected a device number of at least 1, found 0")
  }
}
