import DnDFormats

/// Reads an Android `getevent -t` or `getevent -lt` log as the raw kernel events of one device,
/// one at a time: ``device`` is known once the reader is made, then ``next()`` gives that device's
/// events in file order, with their lines.
///
/// Read: event lines (timestamp, device prefix when the log has one, type, code and value in hex
/// or as labels, a `-r` rate suffix). Skipped: blank lines, `add device`/`remove device` lines and
/// their indented details (a `name:` there names the device), adb's `could not …` lines, the
/// events of other devices (counted in ``otherDeviceEvents``) and well-formed code labels this
/// reader does not know, such as `KEY_CAMERA` (counted in ``unknownLabels``). A log carries no
/// axis ranges: they come from `getevent -p` output and the range flags (``GeteventOptions``).
///
/// The reader checks each line's shape (a timestamp, three fields, hex of the right width, known
/// labels) and that every event line names its device or none does; what the events mean —
/// frames, slots, time order — is for the evdev state machine that consumes them.
public final class GeteventReader {
  /// How errors name the log.
  public let file: String
  /// The device's name (from the description, else the log's `add device` details, else its
  /// node), its axes (the description's, with the range flags applied) and properties.
  public let device: EvdevDevice
  /// The device read; `nil` when neither the log, the options nor the description names it.
  public let deviceNode: String?
  /// Events skipped because their code label is unknown, by label.
  public private(set) var unknownLabels: [String: Int] = [:]
  /// Events of other devices skipped.
  public private(set) var otherDeviceEvents = 0

  private let lines: LineReader
  private var pending: (GeteventRawEvent, Int)?
  private var prefixedLine: (Bool, Int)?
  private var seenDevices: [String] = []
  private var seenDeviceSet: Set<String> = []  // for lookups: a scan per event was quadratic
  private var read = 0

  /// Opens the log at `path` (named `name` in errors), choosing the device and its axes from
  /// `options`.
  public convenience init(
    path: String, name: String? = nil, options: GeteventOptions = GeteventOptions()
  ) throws(InputError) {
    try self.init(.file(path: path, name: name), options: options)
  }

  /// Reads a log from `bytes`, a whole file's contents, without I/O (the fuzz target); the
  /// description named by `options` is still read from its file.
  public convenience init(
    bytes: [UInt8], name: String, options: GeteventOptions = GeteventOptions()
  ) throws(InputError) {
    try self.init(.bytes(bytes, name: name), options: options)
  }

  private init(_ source: LineSource, options: GeteventOptions) throws(InputError) {
    var description: GeteventDescription?
    if let descriptionPath = options.descriptionPath {
      description = try GeteventDescription(path: descriptionPath)
    }
    var node = options.device
    if node == nil, let description {
      node = try GeteventDeviceChoice.touchscreen(in: description)
    }
    if node == nil {
      node = try GeteventDeviceChoice.scan(source)
    }
    lines = try source.open()
    file = lines.file
    let names = try Self.leadingNames(lines, pending: &pending)
    let entry = try Self.entry(for: node, in: description)
    var axes = entry?.device.axes ?? [:]
    if let range = options.xRange {
      Self.apply(range, to: &axes, code: GeteventDescription.mtPositionX)
    }
    if let range = options.yRange {
      Self.apply(range, to: &axes, code: GeteventDescription.mtPositionY)
    }
    guard axes[GeteventDescription.mtPositionX] != nil, axes[GeteventDescription.mtPositionY] != nil
    else {
      throw InputError(
        file: entry != nil ? (options.descriptionPath ?? lines.file) : lines.file,
        message:
          "expected the ranges of ABS_MT_POSITION_X and ABS_MT_POSITION_Y\(node.map { " of \($0)" } ?? ""): "
          + "a getevent log has none; give --desc FILE (adb shell getevent -lp) or --x-range MIN:MAX and --y-range MIN:MAX"
      )
    }
    // Without a description the slot axis is unknown: take it from the log's own ABS_MT_SLOT
    // events, so a protocol B log is not read as protocol A.
    if entry == nil, axes[GeteventDescription.mtSlot] == nil,
      let highest = try GeteventSlotScan.highestSlot(source, node: node),
      highest >= 0
    {
      axes[GeteventDescription.mtSlot] = EvdevDevice.Axis(minimum: 0, maximum: max(highest, 1))
    }
    deviceNode = node
    device = EvdevDevice(
      name: entry?.name ?? node.flatMap { names[$0] } ?? node ?? "getevent", axes: axes,
      properties: entry?.device.properties ?? [])
  }

  /// The next event of the device, or `nil` after its last one.
  public func next() throws(InputError) -> EvdevEvent? {
    while let (raw, line) = try nextEventLine() {
      try checkPrefix(raw, line: line)
      if let device = raw.device {
        if seenDeviceSet.insert(device).inserted { seenDevices.append(device) }
        if let deviceNode, device != deviceNode {
          otherDeviceEvents += 1
          continue
        }
      }
      switch try GeteventEventResolver.resolve(raw, line: line, file: file) {
      case .event(let event):
        read += 1
        return event
      case .unknownLabel(let label):
        unknownLabels[label, default: 0] += 1
      }
    }
    if read == 0, prefixedLine?.0 == true, let deviceNode, unknownLabels.isEmpty {
      throw InputError(
        file: file,
        message:
          "expected events of \(deviceNode), found only events of \(GeteventDeviceChoice.listed(seenDevices))"
      )
    }
    return nil
  }

  /// Every event line names its device (`getevent` watched them all) or none does (it was given
  /// one): a mix is two logs pasted together.
  private func checkPrefix(_ raw: GeteventRawEvent, line: Int) throws(InputError) {
    let prefixed = raw.device != nil
    guard let (first, firstLine) = prefixedLine else {
      prefixedLine = (prefixed, line)
      return
    }
    guard prefixed != first else { return }
    throw InputError(
      file: file, line: line, column: raw.type.column,
      message: first
        ? "expected the device before the event (/dev/input/eventN:) as on line \(firstLine)"
        : "expected no device before the event, as on line \(firstLine)")
  }

  private func nextEventLine() throws(InputError) -> (GeteventRawEvent, Int)? {
    if let next = pending {
      pending = nil
      return next
    }
    while let bytes = try lines.nextLine() {
      if case .event(let raw) = try GeteventLine.parse(bytes, line: lines.lineNumber, file: file) {
        return (raw, lines.lineNumber)
      }
    }
    return nil
  }

  /// The `add device N: PATH` lines and their `name:` details before the first event (`getevent`
  /// prints them when it watches every device); the first event line is kept for ``next()``.
  private static func leadingNames(
    _ lines: LineReader, pending: inout (GeteventRawEvent, Int)?
  ) throws(InputError) -> [String: String] {
    var names: [String: String] = [:]
    var current: String?
    while let bytes = try lines.nextLine() {
      switch try GeteventLine.parse(bytes, line: lines.lineNumber, file: lines.file) {
      case .addDevice(let node): current = node
      case .detail(let key, let value):
        if key == "name", let current, value.count >= 2, value.hasPrefix("\""),
          value.hasSuffix("\"")
        {
          names[current] = String(value.dropFirst().dropLast())
        }
      case .blank, .note: continue
      case .event(let raw):
        pending = (raw, lines.lineNumber)
        return names
      }
    }
    return names
  }

  /// The description's entry for `node` (its only entry when the log names no device).
  private static func entry(for node: String?, in description: GeteventDescription?)
    throws(InputError) -> GeteventDescription.Entry?
  {
    guard let description else { return nil }
    guard let node else {
      return description.entries.count == 1 ? description.entries[0] : nil
    }
    guard let entry = description.entries.first(where: { $0.node == node }) else {
      throw InputError(
        file: description.file,
        message:
          "expected a description of \(node), found only \(GeteventDeviceChoice.listed(description.entries.map(\.node)))"
      )
    }
    return entry
  }

  private static func apply(
    _ range: ClosedRange<Int32>, to axes: inout [UInt16: EvdevDevice.Axis], code: UInt16
  ) {
    var axis = axes[code] ?? EvdevDevice.Axis(minimum: range.lowerBound, maximum: range.upperBound)
    axis.minimum = range.lowerBound
    axis.maximum = range.upperBound
    axes[code] = axis
  }
}
