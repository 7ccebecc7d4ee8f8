import DnDFormats

/// The pointer properties a `pointerDown`, `pointerUp` or `pointerMove` may carry (the spec's
/// *process a pointer action* common steps), checked against the spec's ranges. `pressure`,
/// `width` and `height` become the contact's force and radius; the pen-like ones
/// (`tangentialPressure`, `tiltX`, `tiltY`, `twist`, `altitudeAngle`, `azimuthAngle`) are checked
/// and dropped: a trace has no field for them and a touch does not depend on them.
enum WebDriverPointerProperties {
  static let keys = [
    "width", "height", "pressure", "tangentialPressure", "tiltX", "tiltY", "twist",
    "altitudeAngle", "azimuthAngle",
  ]

  static func read(_ item: JSONObjectReader) throws(JSONReadError) -> WebDriverContactProperties {
    let maxSize = WebDriverActionReader.maxContactSize
    let sizeNote = "(a trace's radius is at most \(SceneValues.describe(maxSize / 2)) points)"
    let width = try number(item, "width", 0...maxSize, note: sizeNote)
    let height = try number(item, "height", 0...maxSize, note: sizeNote)
    let pressure = try number(item, "pressure", 0...1)
    _ = try number(item, "tangentialPressure", -1...1)
    _ = try integer(item, "tiltX", -90...90)
    _ = try integer(item, "tiltY", -90...90)
    _ = try integer(item, "twist", 0...359)
    _ = try number(item, "altitudeAngle", 0...(Double.pi / 2), bounds: ("0", "π/2"))
    _ = try number(item, "azimuthAngle", 0...(2 * Double.pi), bounds: ("0", "2π"))
    // The spec's default for a size not given is 1 CSS pixel.
    let radius: Double? =
      width == nil && height == nil ? nil : max(width ?? 1, height ?? 1) / 2
    return WebDriverContactProperties(
      force: pressure.map(thousandths), radius: radius.map(thousandths))
  }

  /// `value` to the trace's three decimals, as the trace file will keep it.
  private static func thousandths(_ value: Double) -> Double {
    (value * 1000).rounded(.toNearestOrAwayFromZero) / 1000
  }

  private static func number(
    _ item: JSONObjectReader, _ key: String, _ range: ClosedRange<Double>,
    bounds: (String, String)? = nil, note: String? = nil
  ) throws(JSONReadError) -> Double? {
    guard let reader = item.optional(key: key) else { return nil }
    let value = try reader.double()
    guard range.contains(value) else {
      let (low, high) =
        bounds ?? (SceneValues.describe(range.lowerBound), SceneValues.describe(range.upperBound))
      throw reader.error(
        "expected a number from \(low) to \(high)\(note.map { " \($0)" } ?? ""), found \(SceneValues.describe(value))"
      )
    }
    return value
  }

  private static func integer(
    _ item: JSONObjectReader, _ key: String, _ range: ClosedRange<Int64>
  ) throws(JSONReadError) -> Int64? {
    guard let reader = item.optional(key: key) else { return nil }
    let expected = "expected an integer from \(range.lowerBound) to \(range.upperBound)"
    guard case .integer(let value) = reader.value else {
      throw reader.error("\(expected), found \(reader.value.summary)")
    }
    guard range.contains(value) else { throw reader.error("\(expected), found \(value)") }
    return value
  }
}
