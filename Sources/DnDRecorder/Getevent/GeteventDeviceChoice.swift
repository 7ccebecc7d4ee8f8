import DnDFormats

/// Which device of a `getevent` log to read when `--device` does not say: the only touchscreen
/// of the description, else the only device of the log whose events carry `ABS_MT_POSITION_X`.
/// Never a guess between several: that is an error naming them.
enum GeteventDeviceChoice {
  /// The description's only touchscreen (multi-touch X and Y; `INPUT_PROP_DIRECT` decides between
  /// several), or `nil` when it lists none.
  static func touchscreen(in description: GeteventDescription) throws(InputError) -> String? {
    let touch = description.entries.filter(\.hasTouchAxes)
    let direct = touch.filter(\.isDirect)
    let candidates = direct.isEmpty ? touch : direct
    guard candidates.count <= 1 else {
      throw InputError(
        file: description.file,
        message:
          "expected one touchscreen, found \(candidates.count) (\(listed(candidates.map(\.node)))); "
          + "choose one with --device /dev/input/eventN")
    }
    return candidates.first?.node
  }

  /// Reads the whole log once (a line at a time) for the devices its lines name: `nil` when they
  /// name none (`getevent` was given one device), the one device if there is one, else the only
  /// one that reports `ABS_MT_POSITION_X`.
  static func scan(_ source: LineSource) throws(InputError) -> String? {
    let reader = try source.open()
    var order: [String] = []
    var seen: Set<String> = []  // `order` as a set: a scan of it per line was quadratic
    var touching: Set<String> = []
    while let bytes = try reader.nextLine() {
      guard
        case .event(let raw) = try GeteventLine.parse(
          bytes, line: reader.lineNumber, file: reader.file),
        let device = raw.device
      else { continue }
      if seen.insert(device).inserted { order.append(device) }
      if isMultiTouchX(raw) { touching.insert(device) }
    }
    guard order.count > 1 else { return order.first }
    let candidates = order.filter(touching.contains)
    guard candidates.count == 1 else {
      let which = candidates.isEmpty ? "none" : "\(candidates.count)"
      throw InputError(
        file: reader.file,
        message:
          "expected one device with ABS_MT_POSITION_X events among \(listed(order)), found \(which); "
          + "choose one with --device /dev/input/eventN")
    }
    return candidates[0]
  }

  /// `nodes` for a message, the first few of them when there are many (a log of thousands of
  /// devices must not make a message of thousands of names).
  static func listed(_ nodes: [String]) -> String {
    let shown = 8
    guard nodes.count > shown + 1 else { return nodes.joined(separator: ", ") }
    return nodes.prefix(shown).joined(separator: ", ") + " and \(nodes.count - shown) more"
  }

  private static func isMultiTouchX(_ raw: GeteventRawEvent) -> Bool {
    let type =
      GeteventEventResolver.hex(raw.type.text, digits: 4)
      ?? GeteventLabels.types[raw.type.text].map(UInt32.init)
    let code =
      GeteventEventResolver.hex(raw.code.text, digits: 4)
      ?? GeteventLabels.abs[raw.code.text].map(UInt32.init)
    return type == 0x03 && code == 0x35
  }
}
