import DnDEngine
import DnDFormats

/// Reads the JSON form of a gesture script (`Docs/recording.md`), the same statements as the text
/// form as one `dndsim-gestures` document: unknown keys, wrong types and bad values are errors at
/// their JSON path. Times stay strings (`"0.4s"`) so they are read exactly, never through a
/// binary fraction; coordinates and the rate are numbers with at most three decimals.
enum GestureJSONReader {
  static let format = "dndsim-gestures"
  static let version: Int64 = 1
  static let stepKinds = ["down", "tap", "hold", "move", "up", "cancel"]

  static func read(_ reader: JSONReader) throws(JSONReadError) -> GestureScriptDraft {
    let root = try reader.object()
    try root.rejectUnknownKeys(allowed: [
      "format", "version", "scene", "profile", "rate_hz", "variants", "fingers", "actions",
    ])
    let format = try root.require(key: "format")
    let formatName = try format.string()
    guard formatName == Self.format else {
      throw format.error("expected \"\(Self.format)\", found \(JSONQuoting.quoted(formatName))")
    }
    let version = try root.require(key: "version")
    guard try version.integer() == Self.version else {
      throw version.error(
        "unknown version \(try version.integer()); this build reads version \(Self.version)")
    }
    var draft = GestureScriptDraft()
    let scene = try root.require(key: "scene")
    let sceneName = try scene.string()
    if let problem = TraceHeaderRules.sceneProblem(sceneName) { throw scene.error(problem) }
    draft.scene = .init(value: sceneName, place: .json(scene.path))
    if let profile = root.optional(key: "profile") {
      let name = try profile.string()
      guard let kind = DeviceProfile.Kind(rawValue: name) else {
        throw profile.error("expected \"tablet\" or \"phone\", found \(JSONQuoting.quoted(name))")
      }
      draft.profile = .init(value: kind, place: .json(profile.path))
    }
    if let rate = root.optional(key: "rate_hz") {
      draft.rate = .init(value: try Self.rate(rate), place: .json(rate.path))
    }
    if let variants = try root.optionalArray(key: "variants") {
      var names: [String] = []
      var earlier: Set<String> = []
      for variant in variants {
        let name = try variant.string()
        if let problem = TraceHeaderRules.variantProblem(name, after: earlier) {
          throw variant.error(problem)
        }
        names.append(name)
        earlier.insert(name)
      }
      draft.variants = .init(value: names, place: .json(root.path.appending(key: "variants")))
    }
    if let fingers = try root.optionalObject(key: "fingers") {
      for name in fingers.object.keys {
        let steps = try fingers.require(key: name)
        guard TraceReader.isName(name) else {
          throw steps.error(
            "expected a finger name of letters, digits, '-' and '_' (at most 64), found \(JSONQuoting.quoted(name, maxScalars: 40))"
          )
        }
        var finger = GestureScriptDraft.Finger(name: name, place: .json(steps.path))
        for step in try steps.array() {
          finger.steps.append(try Self.step(step.object()))
        }
        draft.fingers.append(finger)
      }
    }
    for action in try root.optionalArray(key: "actions") ?? [] {
      draft.actions.append(try Self.action(action.object()))
    }
    return draft
  }

  private static func step(_ step: JSONObjectReader) throws(JSONReadError)
    -> GestureScriptDraft.Step
  {
    guard let kind = step.object.keys.first(where: { stepKinds.contains($0) }) else {
      throw step.error(
        "expected a step with one of \(stepKinds.map { JSONQuoting.quoted($0) }.joined(separator: ", "))"
      )
    }
    let place = ScriptPlace.json(step.path)
    switch kind {
    case "down", "tap":
      try step.rejectUnknownKeys(allowed: kind == "tap" ? ["tap", "at", "for"] : ["down", "at"])
      let point = try Self.point(step.require(key: kind))
      let at = try step.require(key: "at")
      let time = try quantity(at, ScriptQuantities.time)
      guard kind == "tap" else {
        return .init(kind: .down(point, at: time), place: place, timePlace: .json(at.path))
      }
      let duration = try step.optional(key: "for").map { (reader) throws(JSONReadError) in
        try quantity(reader, ScriptQuantities.duration)
      }
      return .init(
        kind: .tap(point, at: time, duration: duration ?? GestureScript.defaultTapDuration),
        place: place, timePlace: .json(at.path))
    case "hold":
      try step.rejectUnknownKeys(allowed: ["hold"])
      return .init(
        kind: .hold(try quantity(step.require(key: "hold"), ScriptQuantities.duration)),
        place: place)
    case "move":
      try step.rejectUnknownKeys(allowed: ["move", "over"])
      let path = try Self.path(step.require(key: "move"))
      let duration = try quantity(step.require(key: "over"), ScriptQuantities.duration)
      return .init(kind: .move(path, over: duration), place: place)
    default:  // up, cancel
      try step.rejectUnknownKeys(allowed: [kind])
      let flag = try step.require(key: kind)
      guard try flag.bool() else {
        throw flag.error("expected true; leave the step out for a finger that stays down")
      }
      return .init(kind: kind == "up" ? .up : .cancel, place: place)
    }
  }

  private static func action(_ action: JSONObjectReader) throws(JSONReadError) -> TimedAction {
    let kind = try action.require(key: "action")
    switch try kind.string() {
    case GestureActionRules.userAction:
      try action.rejectUnknownKeys(allowed: ["at", "action"])
      let time = try quantity(action.require(key: "at"), ScriptQuantities.time)
      return TimedAction(time: time, action: .cancelProgress)
    case "scene":
      try action.rejectUnknownKeys(allowed: ["at", "action", "name", "arguments"])
      let time = try quantity(action.require(key: "at"), ScriptQuantities.time)
      let nameReader = try action.require(key: "name")
      let name = try nameReader.string()
      if let problem = GestureActionRules.nameProblem(
        name, userActionHint: "{\"action\": \"cancelProgress\", \"at\": …}")
      {
        throw nameReader.error(problem)
      }
      var arguments: [ActionArgument] = []
      var names: Set<String> = []
      if let object = try action.optionalObject(key: "arguments") {
        for key in object.object.keys {
          let valueReader = try object.require(key: key)
          if let problem = GestureActionRules.argumentProblem(key, after: names) {
            throw valueReader.error(problem)
          }
          let value = try valueReader.string()
          if let problem = GestureActionRules.valueProblem(value) {
            throw valueReader.error(problem)
          }
          arguments.append(ActionArgument(key, value))
          names.insert(key)
        }
      }
      return TimedAction(time: time, action: .scene(name: name, arguments: arguments))
    case let other:
      throw kind.error(
        "expected \"cancelProgress\" or \"scene\", found \(JSONQuoting.quoted(other, maxScalars: 40))"
      )
    }
  }

  /// A time or a duration: a string like `"0.5s"`, read exactly.
  private static func quantity(
    _ reader: JSONReader, _ read: (String) -> Result<Int64, ScriptMessage>
  ) throws(JSONReadError) -> Int64 {
    switch read(try reader.string()) {
    case .success(let value): return value
    case .failure(let message): throw reader.error(message.text)
    }
  }

  /// `[x, y]`.
  private static func point(_ reader: JSONReader) throws(JSONReadError) -> GesturePoint {
    let elements = try reader.array()
    guard elements.count == 2 else {
      throw reader.error("expected a point [x, y], found an array of \(elements.count)")
    }
    return GesturePoint(milliX: try coordinate(elements[0]), milliY: try coordinate(elements[1]))
  }

  /// A point `[x, y]` or several `[[x, y], …]`.
  private static func path(_ reader: JSONReader) throws(JSONReadError) -> [GesturePoint] {
    let elements = try reader.array()
    guard let first = elements.first else {
      throw reader.error("expected a point [x, y] or a list of points, found an empty array")
    }
    guard case .array = first.value else { return [try point(reader)] }
    var points: [GesturePoint] = []
    for element in elements { points.append(try point(element)) }
    return points
  }

  private static func coordinate(_ reader: JSONReader) throws(JSONReadError) -> Int64 {
    let value = try reader.double()
    guard abs(value) <= 1_000_000 else {
      throw reader.error(
        "expected a coordinate within ±1000000 points, found \(SceneValues.describe(value))")
    }
    guard let milli = thousandths(value) else {
      throw reader.error(
        "expected a coordinate with at most 3 decimals, found \(SceneValues.describe(value))")
    }
    return milli
  }

  private static func rate(_ reader: JSONReader) throws(JSONReadError) -> SampleClock {
    let value = try reader.double()
    let expected = "expected a sample rate in Hz above 0 and at most 100000"
    guard value > 0, value <= 100_000 else {
      throw reader.error("\(expected), found \(SceneValues.describe(value))")
    }
    guard let milli = thousandths(value), let clock = SampleClock(millihertz: milli) else {
      throw reader.error(
        "expected a sample rate with at most 3 decimals, found \(SceneValues.describe(value))")
    }
    return clock
  }

  /// `value` in whole thousandths, when the JSON number had at most three decimals: the nearest
  /// thousandth then reads back as the same double (|value| ≤ 10⁶, so the product is exact
  /// enough to round right).
  private static func thousandths(_ value: Double) -> Int64? {
    let milli = (value * 1000).rounded(.toNearestOrAwayFromZero)
    return Double(Int64(milli)) / 1000 == value ? Int64(milli) : nil
  }
}
