import DnDFormats

/// The device description of an evemu file — the lines `evemu-describe` writes before the events
/// (or a separate `.desc` file holds) — read into an ``EvdevDevice``:
///
/// ```
/// # EVEMU 1.3                        the file version: 1.1, 1.2 and 1.3 are read (1.0 too)
/// N: Atmel maXTouch Touchscreen      the name (the rest of the line)
/// I: 0018 0000 0000 0000             bus, vendor, product, version (hex)
/// P: 02 00 00 00 00 00 00 00         INPUT_PROP_* bits, 8 hex bytes a line, lines add up
/// B: 03 03 00 00 00 00 80 e0 0a      an event type, then 8 bytes of its code bitmask (checked, unused)
/// A: 35 0 799 0 0 0                  an ABS axis: code (hex), min, max, fuzz, flat[, resolution]
/// L: 00 0 / S: 00 0                  LED and switch states (checked, unused)
/// ```
///
/// `A:` lines have 4 numbers after the code in files of version 1.1 and before, 5 (with the
/// resolution) from 1.2 on; either is accepted in any file. `#` lines are comments anywhere,
/// and any line may end with `# …`.
struct EvemuDescription {
  var name: String?
  var nameLine: Int?
  var version: String?
  var axes: [UInt16: EvdevDevice.Axis] = [:]
  var axisLines: [UInt16: Int] = [:]
  var propertyBytes: [UInt8] = []
  /// The first description line (`nil` when the file has none).
  var firstLine: Int?

  static let versions = ["1.0", "1.1", "1.2", "1.3"]

  var isEmpty: Bool { firstLine == nil }

  /// The device, once the description is complete (`file` names it in errors).
  func device(file: String) throws(InputError) -> EvdevDevice {
    guard let name else {
      throw InputError(
        file: file, line: firstLine,
        message: "the device description has no N: line; expected one with the device's name")
    }
    var properties: Set<UInt16> = []
    for (byteIndex, byte) in propertyBytes.enumerated() {
      for bit in 0..<8 where byte & (1 << bit) != 0 {
        properties.insert(UInt16(byteIndex * 8 + bit))
      }
    }
    return EvdevDevice(name: name, axes: axes, properties: properties)
  }

  /// A `# …` comment line: only `# EVEMU x.y` means anything (the file version).
  mutating func comment(_ bytes: ArraySlice<UInt8>, file: String, line: Int) throws(InputError) {
    let text = String(decoding: bytes, as: UTF8.self)
    let prefix = "# EVEMU "
    guard text.hasPrefix(prefix) else { return }
    let version = text.dropFirst(prefix.count).trimmingSpaces
    guard Self.versions.contains(version) else {
      throw InputError(
        file: file, line: line, column: prefix.utf8.count + 1,
        message:
          "unsupported evemu file version \(JSONQuoting.quoted(version, maxScalars: 20)); expected 1.1, 1.2 or 1.3"
      )
    }
    self.version = version
  }

  /// One description line (its tag is `N`, `I`, `P`, `B`, `A`, `L` or `S`).
  mutating func read(_ cursor: inout EvemuLineCursor, tag: UInt8) throws(InputError) {
    if firstLine == nil { firstLine = cursor.line }
    cursor.skipTag()
    switch tag {
    case UInt8(ascii: "N"):
      if let nameLine {
        throw cursor.error(
          "a second N: line (the first is line \(nameLine)); expected one name", at: 1)
      }
      name = cursor.rest()
      nameLine = cursor.line
    case UInt8(ascii: "I"):
      for field in ["the bus type", "the vendor", "the product", "the version"] {
        try cursor.separator(before: field)
        _ = try cursor.hex(field, maxDigits: 4)
      }
      try cursor.end(after: "the version")
    case UInt8(ascii: "P"):
      for index in 0..<8 {
        try cursor.separator(before: "property byte \(index + 1) of 8")
        propertyBytes.append(UInt8(try cursor.hex("property byte \(index + 1) of 8", maxDigits: 2)))
      }
      try cursor.end(after: "8 property bytes")
    case UInt8(ascii: "B"):
      try cursor.separator(before: "the event type")
      _ = try cursor.hex("the event type", maxDigits: 2)
      for index in 0..<8 {
        try cursor.separator(before: "mask byte \(index + 1) of 8")
        _ = try cursor.hex("mask byte \(index + 1) of 8", maxDigits: 2)
      }
      try cursor.end(after: "8 mask bytes")
    case UInt8(ascii: "A"):
      try axis(&cursor)
    default:  // L: and S:
      try cursor.separator(before: "the code")
      _ = try cursor.hex("the code", maxDigits: 4)
      try cursor.separator(before: "the state")
      _ = try cursor.decimal("the state")
      try cursor.end(after: "the state")
    }
  }

  private mutating func axis(_ cursor: inout EvemuLineCursor) throws(InputError) {
    try cursor.separator(before: "the axis code")
    let codeColumn = cursor.column
    let code = try cursor.hex("the axis code", maxDigits: 2)
    guard code <= 0x3f else {
      throw cursor.error(
        "expected an ABS axis code 00…3f, found \(String(code, radix: 16))", at: codeColumn)
    }
    var numbers: [Int32] = []
    for field in ["the minimum", "the maximum", "the fuzz", "the flat"] {
      try cursor.separator(before: field)
      numbers.append(try cursor.decimal(field))
    }
    if !cursor.atEnd {
      try cursor.separator(before: "the resolution")
      numbers.append(try cursor.decimal("the resolution"))
    }
    try cursor.end(after: numbers.count == 5 ? "the resolution" : "the flat")
    let axisCode = UInt16(code)
    if let earlier = axisLines[axisCode] {
      throw cursor.error(
        "a second A: line for axis \(String(code, radix: 16)) (the first is line \(earlier)); expected one per axis",
        at: 1)
    }
    axisLines[axisCode] = cursor.line
    axes[axisCode] = EvdevDevice.Axis(
      minimum: numbers[0], maximum: numbers[1], fuzz: numbers[2], flat: numbers[3],
      resolution: numbers.count == 5 ? numbers[4] : 0)
  }
}

extension Substring {
  /// Without leading and trailing spaces, tabs and carriage returns.
  fileprivate var trimmingSpaces: String {
    var text = self
    while let first = text.first, first == " " || first == "\t" || first == "\r" {
      text.removeFirst()
    }
    while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
    return String(text)
  }
}
