import DnDFormats

/// Reads one action item of a source (`$.actions[i].actions[j]`) by the spec's *process a … action*
/// steps: what each key must be, with the spec's ranges. Actions a trace cannot hold — key
/// presses, wheel scrolls — are refused after they are recognised, so the message says what the
/// action is and that only its pauses may stay.
enum WebDriverActionReader {
  static let pointerActions = ["pause", "pointerDown", "pointerUp", "pointerMove", "pointerCancel"]
  static let keyActions = ["pause", "keyDown", "keyUp"]
  static let wheelActions = ["pause", "scroll"]
  /// The most a duration may say: the end of a trace's timeline, in milliseconds.
  static let maxDurationMilliseconds = TraceReader.maxTime / 1000
  /// A trace's radius is at most 10000 points, so a contact at most 20000 wide or high.
  static let maxContactSize = 20_000.0

  static func action(_ item: JSONObjectReader, in source: WebDriverSource.Kind)
    throws(JSONReadError)
    -> WebDriverAction
  {
    let typeReader = try item.require(key: "type")
    let type = try typeReader.string()
    let allowed: [String] =
      switch source {
      case .touch: pointerActions
      case .key: keyActions
      case .wheel: wheelActions
      case .none: ["pause"]
      }
    guard allowed.contains(type) else {
      throw typeReader.error(
        "expected \(SceneValues.alternatives(allowed)), found \(JSONQuoting.quoted(type, maxScalars: 40))"
      )
    }
    let kind: WebDriverAction.Kind
    switch type {
    case "pause":
      try item.rejectUnknownKeys(allowed: ["type", "duration"])
      kind = .pause(duration: try item.optional(key: "duration").map(duration))
    case "pointerDown", "pointerUp":
      try item.rejectUnknownKeys(allowed: ["type", "button"] + WebDriverPointerProperties.keys)
      try button(item.require(key: "button"))
      let properties = try WebDriverPointerProperties.read(item)
      kind = type == "pointerDown" ? .pointerDown(properties) : .pointerUp(properties)
    case "pointerMove":
      try item.rejectUnknownKeys(
        allowed: ["type", "duration", "origin", "x", "y"] + WebDriverPointerProperties.keys)
      let duration = try item.optional(key: "duration").map(duration)
      let relative = try item.optional(key: "origin").map(isPointerOrigin) ?? false
      let target = GesturePoint(
        milliX: try coordinate(item.require(key: "x")),
        milliY: try coordinate(item.require(key: "y")))
      kind = .pointerMove(
        target: target, relative: relative, duration: duration,
        try WebDriverPointerProperties.read(item))
    case "pointerCancel":
      try item.rejectUnknownKeys(allowed: ["type"])
      kind = .pointerCancel
    default:  // keyDown, keyUp, scroll
      let what = type == "scroll" ? "a wheel scroll" : "a key press"
      throw typeReader.error(
        "\(what) cannot be replayed (a trace holds touches only); expected \"pause\": this source may only keep time"
      )
    }
    return WebDriverAction(kind: kind, path: item.path)
  }

  /// A duration in whole milliseconds (an integer ≥ 0), returned in µs.
  static func duration(_ reader: JSONReader) throws(JSONReadError) -> Int64 {
    let expected = "expected a duration in whole milliseconds (an integer ≥ 0)"
    guard case .integer(let milliseconds) = reader.value else {
      throw reader.error("\(expected), found \(reader.value.summary)")
    }
    guard milliseconds >= 0 else { throw reader.error("\(expected), found \(milliseconds)") }
    guard milliseconds <= maxDurationMilliseconds else {
      throw reader.error(
        "expected a duration of at most \(maxDurationMilliseconds) ms (the end of a trace's timeline), found \(milliseconds)"
      )
    }
    return milliseconds * 1000
  }

  /// The spec's `button` (an integer ≥ 0); a touch has one contact, button 0.
  private static func button(_ reader: JSONReader) throws(JSONReadError) {
    guard case .integer(let button) = reader.value, button >= 0 else {
      throw reader.error(
        "expected a button number (an integer ≥ 0), found \(reader.value.summary)")
    }
    guard button == 0 else {
      throw reader.error("a touch has one contact, button 0; expected 0, found \(button)")
    }
  }

  /// `origin`: `"viewport"` (false) or `"pointer"` (true). An element reference is refused:
  /// there is no page to find the element in.
  private static func isPointerOrigin(_ reader: JSONReader) throws(JSONReadError) -> Bool {
    switch reader.value {
    case .string("viewport"): return false
    case .string("pointer"): return true
    case .object:
      throw reader.error(
        "an element origin needs a browser's page; expected \"viewport\" or \"pointer\"")
    default:
      throw reader.error("expected \"viewport\" or \"pointer\", found \(reader.value.summary)")
    }
  }

  /// `x` or `y` in scene points, in thousandths: the spec's integers, or numbers with at most
  /// three decimals (a trace's precision), within the trace's ±1000000.
  private static func coordinate(_ reader: JSONReader) throws(JSONReadError) -> Int64 {
    let value = try reader.double()
    guard abs(value) <= 1_000_000 else {
      throw reader.error(
        "expected a coordinate within ±1000000 points, found \(SceneValues.describe(value))")
    }
    let milli = (value * 1000).rounded(.toNearestOrAwayFromZero)
    guard Double(Int64(milli)) / 1000 == value else {
      throw reader.error(
        "expected a coordinate with at most 3 decimals, found \(SceneValues.describe(value))")
    }
    return Int64(milli)
  }
}
