import DnDFormats
import DnDRecorder
import DnDTestSupport
import Testing

/// How the getevent reader finds its device and the axis ranges: the description, the range
/// flags, the log's own device prefixes — and the errors when they do not settle it.
@Suite struct GeteventDeviceTests {
  private static let touchLog = [
    "[ 1.000000] /dev/input/event1: EV_KEY KEY_POWER DOWN",
    "[ 1.000000] /dev/input/event3: EV_ABS ABS_MT_POSITION_X 00000010",
    "[ 1.000000] /dev/input/event3: EV_SYN SYN_REPORT 00000000",
  ]

  private static func description(_ devices: [(node: String, direct: Bool?, touch: Bool)])
    -> [String]
  {
    var lines: [String] = []
    for (index, device) in devices.enumerated() {
      lines += [
        "add device \(index + 1): \(device.node)", "  name:     \"dev \(index + 1)\"", "  events:",
      ]
      if device.touch {
        lines += [
          "    ABS (0003): 0035  : value 0, min 0, max 719, fuzz 0, flat 0",
          "                0036  : value 0, min 0, max 1279, fuzz 0, flat 0",
        ]
      } else {
        lines += ["    KEY (0001): 0074 "]
      }
      if let direct = device.direct {
        lines += ["  input props:", direct ? "    INPUT_PROP_DIRECT" : "    <none>"]
      }
    }
    return lines
  }

  /// The device chosen and its description, or the error.
  private static func choose(
    _ log: [String], description: [String]? = nil, options: GeteventOptions = GeteventOptions()
  ) -> String {
    let files = ScratchFiles()
    let path = files.write("g.txt", log.joined(separator: "\n") + "\n")
    var options = options
    if let description {
      options.descriptionPath = files.write("d.txt", description.joined(separator: "\n") + "\n")
    }
    do {
      let reader = try GeteventReader(path: path, name: "g.txt", options: options)
      let axes = reader.device.axes.keys.sorted().map { code in
        "\(code):\(reader.device.axes[code]!.minimum)…\(reader.device.axes[code]!.maximum)"
      }
      return "\(reader.deviceNode ?? "-") \"\(reader.device.name)\" \(axes.joined(separator: " ")) "
        + "props \(reader.device.properties.sorted())"
    } catch {
      return error.description.replacingOccurrences(of: files.directory.path + "/", with: "")
    }
  }

  @Test func theDescriptionsTouchscreenIsChosen() {
    let old = Self.description([
      ("/dev/input/event1", nil, false), ("/dev/input/event3", nil, true),
    ])
    // An old getevent prints neither resolution nor input props: the multi-touch axes decide.
    #expect(
      Self.choose(Self.touchLog, description: old)
        == "/dev/input/event3 \"dev 2\" 53:0…719 54:0…1279 props []")
    // INPUT_PROP_DIRECT decides between a touchpad and a touchscreen.
    let two = Self.description([
      ("/dev/input/event2", false, true), ("/dev/input/event3", true, true),
    ])
    #expect(Self.choose(Self.touchLog, description: two).hasPrefix("/dev/input/event3 \"dev 2\""))
    let both = Self.description([
      ("/dev/input/event2", true, true), ("/dev/input/event3", true, true),
    ])
    #expect(
      Self.choose(Self.touchLog, description: both)
        == "d.txt: error: expected one touchscreen, found 2 (/dev/input/event2, /dev/input/event3); choose one with --device /dev/input/eventN"
    )
    #expect(
      Self.choose(
        Self.touchLog, description: both, options: GeteventOptions(device: "/dev/input/event3")
      )
      .hasPrefix("/dev/input/event3"))
  }

  @Test func withoutADescriptionTheLogsPrefixesDecide() {
    let flags = GeteventOptions(xRange: 0...9, yRange: 0...9)
    #expect(
      Self.choose(Self.touchLog, options: flags)
        == "/dev/input/event3 \"/dev/input/event3\" 53:0…9 54:0…9 props []")
    let twoTouch =
      Self.touchLog + ["[ 1.000000] /dev/input/event5: EV_ABS ABS_MT_POSITION_X 00000010"]
    #expect(
      Self.choose(twoTouch, options: flags)
        == "g.txt: error: expected one device with ABS_MT_POSITION_X events among /dev/input/event1, /dev/input/event3, /dev/input/event5, found 2; choose one with --device /dev/input/eventN"
    )
    let noTouch = [Self.touchLog[0], "[ 1.000000] /dev/input/event2: 0000 0000 00000000"]
    #expect(
      Self.choose(noTouch, options: flags).hasSuffix(
        "found none; choose one with --device /dev/input/eventN"))
  }

  @Test func missingRangesAreAnErrorThatSaysHowToGiveThem() {
    #expect(
      Self.choose(Self.touchLog)
        == "g.txt: error: expected the ranges of ABS_MT_POSITION_X and ABS_MT_POSITION_Y of /dev/input/event3: a getevent log has none; give --desc FILE (adb shell getevent -lp) or --x-range MIN:MAX and --y-range MIN:MAX"
    )
    #expect(
      Self.choose(Self.touchLog, options: GeteventOptions(xRange: 0...9)).hasPrefix(
        "g.txt: error: expected the ranges of ABS_MT_POSITION_X and ABS_MT_POSITION_Y"))
    let keysOnly = Self.description([("/dev/input/event3", true, false)])
    #expect(
      Self.choose(Self.touchLog, description: keysOnly).hasPrefix(
        "d.txt: error: expected the ranges of ABS_MT_POSITION_X and ABS_MT_POSITION_Y of /dev/input/event3"
      ))
  }

  @Test func aDeviceTheDescriptionOrLogLacksIsAnError() throws {
    let description = Self.description([("/dev/input/event3", true, true)])
    #expect(
      Self.choose(
        Self.touchLog, description: description,
        options: GeteventOptions(device: "/dev/input/event9"))
        == "d.txt: error: expected a description of /dev/input/event9, found only /dev/input/event3"
    )
    let files = ScratchFiles()
    let path = files.write("g.txt", Self.touchLog.joined(separator: "\n") + "\n")
    let reader = try GeteventReader(
      path: path, name: "g.txt",
      options: GeteventOptions(device: "/dev/input/event9", xRange: 0...1, yRange: 0...1))
    #expect(
      throws: InputError(
        file: "g.txt",
        message:
          "expected events of /dev/input/event9, found only events of /dev/input/event1, /dev/input/event3"
      )
    ) {
      _ = try EventReaderSamples.drain(reader.next)
    }
  }

  @Test func descriptionsThatAreNotGeteventOutputAreErrors() {
    func error(_ lines: [String]) -> String {
      Self.choose(
        Self.touchLog, description: lines, options: GeteventOptions(device: "/dev/input/event3"))
    }
    #expect(
      error([])
        == "d.txt: error: expected getevent -p output (add device N: /dev/input/eventN, …), found no device"
    )
    #expect(
      error(["  name: \"x\""])
        == "d.txt:1: error: expected add device N: /dev/input/eventN before the device's details")
    #expect(
      error(["add device 1: /dev/input/event3", "bogus"])
        == "d.txt:2: error: expected getevent -p output (add device N: /dev/input/eventN, then its name, events and input props)"
    )
    #expect(
      error([
        "add device 1: /dev/input/event3", "  events:", "    ABS (0003): 0035  : value 0, min 0",
      ])
        == "d.txt:3: error: expected min and max for axis 0035")
    #expect(
      error([
        "add device 1: /dev/input/event3", "  events:",
        "    ABS (0003): 0035  : value 0, min 0, max x",
      ])
        == "d.txt:3: error: expected \"NAME NUMBER\" pairs (min 0, max 1079) for axis 0035, found \"max x\""
    )
    #expect(
      error(["add device 1: /dev/input/event3", "  input props:", "    DIRECT"])
        == "d.txt:3: error: expected an input property like INPUT_PROP_DIRECT, found \"DIRECT\"")
    // Unknown axis labels are skipped: no touch position depends on them.
    #expect(
      error([
        "add device 1: /dev/input/event3", "  events:",
        "    ABS (0003): ABS_MT_POSITION_X     : value 0, min 0, max 9, fuzz 0, flat 0, resolution 0",
        "                ABS_MT_POSITION_Y*    : value 0, min -9, max 9, fuzz 0, flat 0, resolution 0",
        "                ABS_FUTURE_AXIS       : value 0, min 0, max 1, fuzz 0, flat 0, resolution 0",
        "  input props:", "    INPUT_PROP_DIRECT", "    0009",
      ]) == "/dev/input/event3 \"/dev/input/event3\" 53:0…9 54:-9…9 props [1, 9]")
  }

  @Test func rangeFlagsAreMinColonMax() throws {
    #expect(try GeteventOptions.range("0:1079", option: "--x-range") == 0...1079)
    #expect(try GeteventOptions.range("-2048:2047", option: "--x-range") == -2048...2047)
    #expect(
      throws: InputError(file: "--y-range", message: "expected MIN below MAX, found \"5:5\"")
    ) { _ = try GeteventOptions.range("5:5", option: "--y-range") }
    for bad in ["1079", "a:b", "0:99999999999", "0:1:2", ":5", "0x0:5"] {
      #expect(
        throws: InputError(
          file: "--x-range",
          message: "expected MIN:MAX with two whole numbers (0:1079), found \"\(bad)\"")
      ) { _ = try GeteventOptions.range(bad, option: "--x-range") }
    }
  }
}
