import DnDFormats
import Yams

/// The top of a libinput recording, before `devices:`: the file version (only 1 exists) and
/// what it says about the machine, kept for the trace's provenance.
struct LibinputRecordHeader: Equatable {
  var deviceCount: Int?
  var libinputVersion: String?
  var kernel: String?

  /// Reads the chunk of the lines before `devices:` (which ends it, with no value).
  init(_ chunk: YAMLChunk) throws(InputError) {
    guard let root = chunk.root, case .mapping(let top) = root else {
      throw InputError(
        file: chunk.file, line: chunk.firstLine,
        message: "expected a libinput record file (version: 1, ndevices, devices:)")
    }
    guard let version = top["version"] else {
      throw InputError(
        file: chunk.file, line: chunk.firstLine,
        message: "expected \"version: 1\" before devices: (the libinput record file version)")
    }
    guard try chunk.integer(version, "the file version", as: Int.self) == 1 else {
      throw chunk.error(version, expected: "file version 1, the only one libinput record writes")
    }
    if let count = top["ndevices"] {
      let value = try chunk.integer(count, "the number of devices", as: Int.self)
      guard value >= 1 else { throw chunk.error(count, expected: "at least 1 device") }
      deviceCount = value
    }
    if case .mapping(let libinput)? = top["libinput"], let version = libinput["version"] {
      libinputVersion = try chunk.string(version, "the libinput version")
    }
    if case .mapping(let system)? = top["system"], let kernel = system["kernel"] {
      self.kernel = try chunk.string(kernel, "the kernel version")
    }
  }
}

/// One entry of `devices:` up to its `events:`: the node, the evdev description and the udev
/// properties that say whether it is a touchscreen.
struct LibinputDeviceHeader: Equatable {
  var node: String
  var device: EvdevDevice
  var udevProperties: [String]

  static let mtPositionX: UInt16 = 0x35
  static let mtPositionY: UInt16 = 0x36
  static let propertyDirect: UInt16 = 0x01
  static let absMax: UInt16 = 0x3f

  /// A touchscreen reports both multi-touch positions and is direct (`INPUT_PROP_DIRECT`, or udev's
  /// `ID_INPUT_TOUCHSCREEN=1`): a touchpad has the same axes but is not direct.
  var isTouchscreen: Bool {
    guard device.axes[Self.mtPositionX] != nil, device.axes[Self.mtPositionY] != nil
    else { return false }
    return device.properties.contains(Self.propertyDirect)
      || udevProperties.contains("ID_INPUT_TOUCHSCREEN=1")
  }

  /// Reads the chunk `- node: …` up to (not including) the device's `events:` line.
  init(_ chunk: YAMLChunk) throws(InputError) {
    guard let root = chunk.root, case .sequence(let list) = root, list.count == 1,
      let first = list.first, case .mapping(let entry) = first
    else {
      throw InputError(
        file: chunk.file, line: chunk.firstLine,
        message: "expected a device entry (- node: /dev/input/eventN, then evdev:)")
    }
    guard let node = entry["node"] else {
      throw chunk.error(first, expected: "a device entry with node: /dev/input/eventN")
    }
    self.node = try chunk.string(node, "the device node (/dev/input/eventN)")
    guard let evdevNode = entry["evdev"], case .mapping(let evdev) = evdevNode else {
      throw chunk.error(entry["evdev"] ?? first, expected: "evdev: with the device's description")
    }
    guard let name = evdev["name"] else {
      throw chunk.error(evdevNode, expected: "evdev: with the device's name:")
    }
    device = EvdevDevice(
      name: try chunk.string(name, "the device name"),
      axes: try Self.axes(evdev["absinfo"], chunk),
      properties: try Self.properties(evdev["properties"], chunk))
    udevProperties = []
    if case .mapping(let udev)? = entry["udev"], let properties = udev["properties"] {
      guard case .sequence(let list) = properties else {
        throw chunk.error(properties, expected: "a list of udev properties (- KEY=VALUE)")
      }
      for item in list { udevProperties.append(try chunk.string(item, "a udev property")) }
    }
  }

  /// `absinfo:` — `code: [min, max, fuzz, flat, resolution]` for each absolute axis.
  private static func axes(_ node: Node?, _ chunk: YAMLChunk) throws(InputError)
    -> [UInt16: EvdevDevice.Axis]
  {
    guard let node else { return [:] }
    guard case .mapping(let mapping) = node else {
      throw chunk.error(node, expected: "absinfo: as code: [min, max, fuzz, flat, resolution]")
    }
    var axes: [UInt16: EvdevDevice.Axis] = [:]
    for (key, value) in mapping {
      let code = try chunk.integer(key, "an axis code (ABS_*)", as: UInt16.self)
      guard code <= Self.absMax else {
        throw chunk.error(key, expected: "an axis code from 0 to \(Self.absMax) (ABS_MAX)")
      }
      guard case .sequence(let numbers) = value, numbers.count == 5 else {
        throw chunk.error(value, expected: "[min, max, fuzz, flat, resolution] for axis \(code)")
      }
      let fields = ["the minimum", "the maximum", "the fuzz", "the flat", "the resolution"]
      var values: [Int32] = []
      for (number, field) in zip(numbers, fields) {
        values.append(try chunk.integer(number, "\(field) of axis \(code)", as: Int32.self))
      }
      axes[code] = EvdevDevice.Axis(
        minimum: values[0], maximum: values[1], fuzz: values[2], flat: values[3],
        resolution: values[4])
    }
    return axes
  }

  /// `properties: [1, …]` — the `INPUT_PROP_*` bits that are set.
  private static func properties(_ node: Node?, _ chunk: YAMLChunk) throws(InputError)
    -> Set<UInt16>
  {
    guard let node else { return [] }
    guard case .sequence(let list) = node else {
      throw chunk.error(node, expected: "properties: as a list of INPUT_PROP_* numbers")
    }
    var properties: Set<UInt16> = []
    for item in list {
      properties.insert(try chunk.integer(item, "an input property (INPUT_PROP_*)"))
    }
    return properties
  }
}
