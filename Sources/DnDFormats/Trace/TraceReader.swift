import DnDEngine

/// Reads a `dndsim-trace` version 1 file (JSON Lines, `Docs/formats.md`) one record at a time:
/// the header on the first line, then one frame or action per line. Every line is parsed by
/// json-c through ``JSONTokenizer`` (strict: no NaN, no coercions — an integer field written
/// `3.0` or `"3"` is an error) and validated before it is returned, so a caller never sees a
/// record that breaks the format's rules:
///
/// - times are integer microseconds, ≥ 0; frame times strictly increase; an action's time is not
///   before the previous record's;
/// - a touch id begins once (`began`), then moves (`moved`, `stationary`), then ends once
///   (`ended`, `cancelled`), and is never used again; a frame lists each id at most once;
///   frames may omit touches that did not change (compact form);
/// - coordinates are finite numbers within ±1,000,000 points; `force` is within 0…1; `radius`
///   within 0…10,000;
/// - at the end of the file no touch is still down.
///
/// Errors are ``InputError``s naming the file, the line and the column or JSON path.
public final class TraceReader {
  public let header: TraceHeader
  public var file: String { lines.file }
  /// Bytes read so far.
  public var bytesRead: Int { lines.bytesRead }
  /// The line of the record last returned (1 = the header).
  public var lineNumber: Int { lines.lineNumber }

  private let lines: LineReader
  private let tokenizer = JSONTokenizer(maxDepth: 8)
  private var lastFrameTime: Int64?
  private var lastTime: Int64 = 0
  /// Where each active touch began (line), by id; where each finished touch ended (line), by id.
  private var active: [Int: Int] = [:]
  private var ended: [Int: Int] = [:]
  private var finished = false

  public init(path: String, name: String? = nil) throws(InputError) {
    lines = try LineReader(path: path, name: name)
    guard let first = try lines.nextLine() else {
      throw InputError(file: lines.file, message: "empty file; expected a trace header line")
    }
    let value = try Self.parse(first, tokenizer, file: lines.file, line: 1)
    do {
      header = try Self.readHeader(JSONReader(value, source: lines.file))
    } catch {
      throw InputError(error, file: lines.file, line: 1)
    }
  }

  /// The next record, or `nil` after the last one (then the end-of-file checks have passed).
  public func next() throws(InputError) -> TraceRecord? {
    guard !finished else { return nil }
    guard let bytes = try lines.nextLine() else {
      finished = true
      try checkEnd()
      return nil
    }
    let line = lines.lineNumber
    let value = try Self.parse(bytes, tokenizer, file: file, line: line)
    do {
      return try record(JSONReader(value, source: file), line: line)
    } catch {
      throw InputError(error, file: file, line: line)
    }
  }

  /// Every remaining record (for small traces and tests).
  public func readAll() throws(InputError) -> [TraceRecord] {
    var records: [TraceRecord] = []
    while let record = try next() { records.append(record) }
    return records
  }

  // MARK: Lines

  private static func parse(
    _ bytes: ArraySlice<UInt8>, _ tokenizer: JSONTokenizer, file: String, line: Int
  ) throws(InputError) -> JSONValue {
    do {
      return try tokenizer.parse(bytes, source: file, firstLine: line)
    } catch {
      throw InputError(error, file: file)
    }
  }

  private static func readHeader(_ reader: JSONReader) throws(JSONReadError) -> TraceHeader {
    let object = try reader.object()
    try object.rejectUnknownKeys(allowed: [
      "format", "version", "time_unit", "scene", "profile", "device", "sample_rate_hz",
      "provenance", "variants",
    ])
    let format = try object.require(key: "format")
    let formatName = try format.string()
    guard formatName == TraceHeader.format else {
      throw format.error(
        "expected \"\(TraceHeader.format)\", found \(JSONQuoting.quoted(formatName))")
    }
    let version = try object.require(key: "version")
    guard try version.integer() == TraceHeader.version else {
      throw version.error(
        "unknown version \(try version.integer()); this build reads version \(TraceHeader.version)")
    }
    let unit = try object.require(key: "time_unit")
    let unitName = try unit.string()
    guard unitName == "us" else {
      throw unit.error("expected \"us\" (microseconds), found \(JSONQuoting.quoted(unitName))")
    }
    let sceneReader = try object.require(key: "scene")
    // A scene name becomes a file name (`<scene>.scene.json`): the scene-file name rule keeps
    // it inside the folders searched (no '/', no NUL).
    let scene = try sceneReader.name()
    var profile = DeviceProfile.Kind.tablet
    if let profileReader = object.optional(key: "profile") {
      switch try profileReader.string() {
      case "tablet": profile = .tablet
      case "phone": profile = .phone
      case let other:
        throw profileReader.error("expected \"tablet\" or \"phone\", found \"\(other)\"")
      }
    }
    var header = TraceHeader(scene: scene, profile: profile)
    if let device = try object.optionalObject(key: "device") {
      header.device = try readDevice(device)
    }
    if let rate = object.optional(key: "sample_rate_hz") {
      let value = try rate.double()
      guard value > 0, value <= 100_000 else { throw rate.error("expected a rate in (0, 100000]") }
      header.sampleRateHz = value
    }
    if let provenance = try object.optionalObject(key: "provenance") {
      for key in provenance.object.keys {
        header.provenance.append((key, try provenance.requireString(key: key)))
      }
    }
    if let variants = try object.optionalArray(key: "variants") {
      for variant in variants {
        let name = try variant.string()
        guard Self.isName(name) else {
          throw variant.error("expected a variant name of letters, digits, '-' and '_'")
        }
        guard !header.variants.contains(name) else {
          throw variant.error("duplicate variant \"\(name)\"")
        }
        guard name != "default" else {
          throw variant.error(
            "\"default\" is reserved for running without a fault plan; expected another name")
        }
        header.variants.append(name)
      }
    }
    return header
  }

  private static func readDevice(_ device: JSONObjectReader) throws(JSONReadError) -> TraceDevice {
    try device.rejectUnknownKeys(allowed: ["name", "kind", "max_contacts", "raw_axes"])
    var result = TraceDevice()
    if let name = try device.optionalString(key: "name") { result.name = name }
    if let kindReader = device.optional(key: "kind") {
      let kind = try kindReader.string()
      guard ["touchscreen", "touchpad", "tablet", "synthetic"].contains(kind) else {
        throw kindReader.error(
          "expected \"touchscreen\", \"touchpad\", \"tablet\" or \"synthetic\", found \"\(kind)\"")
      }
      result.kind = kind
    }
    if let contacts = device.optional(key: "max_contacts") {
      let value = try contacts.integer()
      guard (1...64).contains(value) else { throw contacts.error("expected 1…64") }
      result.maxContacts = value
    }
    if let axes = try device.optionalObject(key: "raw_axes") {
      try axes.rejectUnknownKeys(allowed: ["x", "y"])
      result.x = try axes.optionalObject(key: "x").map(readAxis)
      result.y = try axes.optionalObject(key: "y").map(readAxis)
    }
    return result
  }

  private static func readAxis(_ axis: JSONObjectReader) throws(JSONReadError) -> TraceDevice.Axis {
    try axis.rejectUnknownKeys(allowed: ["min", "max", "resolution"])
    let minimum = try axis.requireInteger(key: "min")
    let maximum = try axis.requireInteger(key: "max")
    guard minimum < maximum else { throw axis.error("expected min < max") }
    return TraceDevice.Axis(min: minimum, max: maximum)
  }

  static func isName(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.count <= 64
      && text.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || $0 == "-" || $0 == "_"
      }
  }

  // MARK: Records

  private func record(_ reader: JSONReader, line: Int) throws(JSONReadError) -> TraceRecord {
    let object = try reader.object()
    let timeReader = try object.require(key: "t")
    let time = try timeReader.integer()
    guard time >= 0 else { throw timeReader.error("expected a time ≥ 0 µs, found \(time)") }
    guard time <= 1_000_000_000_000 else {
      throw timeReader.error("expected a time ≤ 1000000000000 µs (about 11.6 days), found \(time)")
    }
    guard time >= lastTime else {
      throw timeReader.error("time goes backwards: \(time) µs after \(lastTime) µs")
    }
    if object.contains(key: "action") {
      try object.rejectUnknownKeys(allowed: ["t", "action", "name", "arguments"])
      let action = try readAction(object)
      lastTime = time
      return .action(time: time, action)
    }
    try object.rejectUnknownKeys(allowed: ["t", "touches"])
    if let previous = lastFrameTime, time <= previous {
      throw timeReader.error("frame times must strictly increase: \(time) µs after \(previous) µs")
    }
    let touchReaders = try object.requireArray(key: "touches")
    guard !touchReaders.isEmpty else {
      throw try object.require(key: "touches").error("expected at least one touch")
    }
    var touches: [TraceTouch] = []
    for touchReader in touchReaders {
      let touch = try readTouch(touchReader)
      guard !touches.contains(where: { $0.id == touch.id }) else {
        throw touchReader.error("touch \(touch.id) appears twice in this frame")
      }
      try checkLifecycle(touch, touchReader, line: line)
      touches.append(touch)
    }
    lastFrameTime = time
    lastTime = time
    return .frame(time: time, touches: touches)
  }

  private func readAction(_ object: JSONObjectReader) throws(JSONReadError) -> TraceAction {
    let kindReader = try object.require(key: "action")
    switch try kindReader.string() {
    case "cancelProgress":
      return .cancelProgress
    case "scene":
      let nameReader = try object.require(key: "name")
      let name = try nameReader.string()
      guard Self.isName(name) else {
        throw nameReader.error("expected an action name of letters, digits, '-' and '_'")
      }
      var arguments: [ActionArgument] = []
      if let argumentObject = try object.optionalObject(key: "arguments") {
        for key in argumentObject.object.keys {
          arguments.append(ActionArgument(key, try argumentObject.requireString(key: key)))
        }
      }
      return .scene(name: name, arguments: arguments)
    case let other:
      throw kindReader.error("expected \"cancelProgress\" or \"scene\", found \"\(other)\"")
    }
  }

  private func readTouch(_ reader: JSONReader) throws(JSONReadError) -> TraceTouch {
    let object = try reader.object()
    try object.rejectUnknownKeys(allowed: ["id", "phase", "x", "y", "force", "radius"])
    let idReader = try object.require(key: "id")
    let id = try idReader.integer()
    guard id >= 1, id <= Int64(Int32.max) else {
      throw idReader.error("expected a touch id from 1 to \(Int32.max), found \(id)")
    }
    let phaseReader = try object.require(key: "phase")
    let phaseName = try phaseReader.string()
    guard let phase = TouchPhase(rawValue: phaseName) else {
      throw phaseReader.error(
        "expected \"began\", \"moved\", \"stationary\", \"ended\" or \"cancelled\", found \"\(phaseName)\""
      )
    }
    func coordinate(_ key: String) throws(JSONReadError) -> Double {
      let valueReader = try object.require(key: key)
      let value = try valueReader.double()
      guard abs(value) <= 1_000_000 else {
        throw valueReader.error("expected a coordinate within ±1000000 points, found \(value)")
      }
      return value
    }
    var touch = TraceTouch(
      id: Int(id), phase: phase, x: try coordinate("x"), y: try coordinate("y"))
    if let forceReader = object.optional(key: "force") {
      let force = try forceReader.double()
      guard (0...1).contains(force) else {
        throw forceReader.error("expected a force in 0…1, found \(force)")
      }
      touch.force = force
    }
    if let radiusReader = object.optional(key: "radius") {
      let radius = try radiusReader.double()
      guard (0...10_000).contains(radius) else {
        throw radiusReader.error("expected a radius in 0…10000 points, found \(radius)")
      }
      touch.radius = radius
    }
    return touch
  }

  private func checkLifecycle(_ touch: TraceTouch, _ reader: JSONReader, line: Int)
    throws(JSONReadError)
  {
    let id = touch.id
    if let endedLine = ended[id] {
      throw reader.error(
        "touch \(id) \(touch.phase.rawValue) after it ended on line \(endedLine); a touch id is never used again"
      )
    }
    switch touch.phase {
    case .began:
      if let began = active[id] {
        throw reader.error("touch \(id) began again (it began on line \(began))")
      }
      if let limit = header.device.maxContacts, active.count >= Int(limit) {
        throw reader.error("more than \(limit) touches down at once (device max_contacts)")
      }
      active[id] = line
    case .moved, .stationary:
      guard active[id] != nil else {
        throw reader.error("touch \(id) \(touch.phase.rawValue) before it began")
      }
    case .ended, .cancelled:
      guard active[id] != nil else {
        throw reader.error("touch \(id) \(touch.phase.rawValue) before it began")
      }
      active[id] = nil
      ended[id] = line
    }
  }

  private func checkEnd() throws(InputError) {
    guard let (id, line) = active.min(by: { $0.key < $1.key }) else { return }
    throw InputError(
      file: file, line: lines.lineNumber + 1,
      message:
        "end of file with touch \(id) still down (it began on line \(line)); expected it to end or be cancelled"
    )
  }
}
