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
///
/// Frames, nearly every line of a trace, are read straight from json-c's tree (no `JSONValue` is
/// built); a line that is anything but a frame breaking no rule goes the generic way, through
/// `JSONValue` and `JSONReader`, which reports precisely what is wrong. Both ways apply the same
/// rules (the `is…` functions and ``lifecycleProblem(id:phase:activeDelta:)`` below), and the
/// direct way returns a frame only when the generic way would return the same one.
public final class TraceReader {
  public let header: TraceHeader
  public var file: String { lines.file }
  /// Bytes read so far.
  public var bytesRead: Int { lines.bytesRead }
  /// The line of the record last returned (1 = the header).
  public var lineNumber: Int { lines.lineNumber }

  private let lines: LineReader
  private let tokenizer = JSONTokenizer(maxDepth: 8)
  // The state read and written for every line is `@exclusivity(unchecked)`: a checked access to
  // a class's stored property costs about 80 instructions at run time, and no access to these
  // can overlap another (they are never passed inout across a call that could reach them).
  @exclusivity(unchecked) private var lastFrameTime: Int64?
  @exclusivity(unchecked) private var lastTime: Int64 = 0
  /// Where each touch began (line) if it is down, or where it ended, by id.
  @exclusivity(unchecked) private var touchStates = TouchStates()
  @exclusivity(unchecked) private var finished = false
  /// Whether frames are read straight from json-c's tree; off, every line goes the generic way
  /// (tests compare the two).
  @exclusivity(unchecked) var readsFramesFromTree = true
  /// How many frames were read straight from json-c's tree (for tests).
  @exclusivity(unchecked) private(set) var framesReadFromTree = 0

  /// Opens the trace at `path`; `name` is how errors call the file (the path by default).
  public convenience init(path: String, name: String? = nil) throws(InputError) {
    try self.init(lines: LineReader(path: path, name: name))
  }

  /// Reads a trace from `bytes`, a whole file's contents, without I/O (the fuzz target).
  public convenience init(bytes: [UInt8], name: String) throws(InputError) {
    try self.init(lines: LineReader(bytes: bytes, name: name))
  }

  private init(lines: LineReader) throws(InputError) {
    self.lines = lines
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
    let outcome: Result<TraceRecord, InputError>
    do {
      outcome = try tokenizer.withDocument(bytes, source: file, firstLine: line) { parsed in
        if readsFramesFromTree, let frame = frame(in: parsed, line: line) {
          return .success(frame)
        }
        return Result { () throws(InputError) -> TraceRecord in try record(parsed, line: line) }
      }
    } catch {
      throw Self.blankLine(bytes, file: file, line: line) ?? InputError(error, file: file)
    }
    return try outcome.get()
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
      throw blankLine(bytes, file: file, line: line) ?? InputError(error, file: file)
    }
  }

  /// The error for a line that failed to parse because it is empty or only white space (said
  /// plainly, rather than as JSON's "found end of input"); `nil` for any other line.
  private static func blankLine(_ bytes: ArraySlice<UInt8>, file: String, line: Int)
    -> InputError?
  {
    guard bytes.allSatisfy({ [0x20, 0x09, 0x0D].contains($0) }) else { return nil }
    return InputError(
      file: file, line: line, column: 1,
      message: "empty line; expected one record per line (a trace has no blank lines)")
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
        throw profileReader.error(
          "expected \"tablet\" or \"phone\", found \(JSONQuoting.quoted(other))")
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
      // The names so far as a set: `header.variants.contains` per name was quadratic.
      var earlier: Set<String> = []
      for variant in variants {
        let name = try variant.string()
        guard Self.isName(name) else {
          throw variant.error("expected a variant name of letters, digits, '-' and '_'")
        }
        guard earlier.insert(name).inserted else {
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
          "expected \"touchscreen\", \"touchpad\", \"tablet\" or \"synthetic\", found \(JSONQuoting.quoted(kind))"
        )
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

  package static func isName(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.count <= 64
      && text.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || $0 == "-" || $0 == "_"
      }
  }

  // MARK: Rules

  /// The latest time a record may have: 10¹² µs, about 11.6 days.
  package static let maxTime: Int64 = 1_000_000_000_000

  static func isTouchID(_ id: Int64) -> Bool { id >= 1 && id <= Int64(Int32.max) }
  static func isCoordinate(_ value: Double) -> Bool { abs(value) <= 1_000_000 }
  static func isForce(_ value: Double) -> Bool { (0...1).contains(value) }
  static func isRadius(_ value: Double) -> Bool { (0...10_000).contains(value) }

  /// Whether a frame may come next at `time`.
  private func isFrameTime(_ time: Int64) -> Bool {
    time >= 0 && time <= Self.maxTime && time >= lastTime
      && lastFrameTime.map { time > $0 } ?? true
  }

  /// What is wrong with touch `id` coming next in `phase`, or `nil` when it may. `activeDelta` is
  /// how the touches before it in its frame changed the number of touches down, when they have
  /// not been applied yet (the generic way applies each touch at once and passes 0).
  private func lifecycleProblem(id: Int, phase: TouchPhase, activeDelta: Int) -> String? {
    switch touchStates[id] {
    case .ended(let endedLine)?:
      return
        "touch \(id) \(phase.rawValue) after it ended on line \(endedLine); a touch id is never used again"
    case .down(let began)?:
      if phase == .began {
        return "touch \(id) began again (it began on line \(began))"
      }
    case nil:
      guard phase == .began else {
        return "touch \(id) \(phase.rawValue) before it began"
      }
      if let limit = header.device.maxContacts, touchStates.downCount + activeDelta >= Int(limit) {
        return "more than \(limit) touches down at once (device max_contacts)"
      }
    }
    return nil
  }

  /// Whether `touch` moves, holds or ends a touch that is down: nearly every touch of a trace,
  /// which may always come next (checked without building ``lifecycleProblem(id:phase:activeDelta:)``'s
  /// answer).
  @inline(__always)
  private func continuesDownTouch(_ touch: TraceTouch) -> Bool {
    guard touch.phase != .began, case .down? = touchStates[touch.id] else { return false }
    return true
  }

  /// Records that touch `id` came in `phase` on `line` (after ``lifecycleProblem(id:phase:activeDelta:)``).
  private func applyLifecycle(id: Int, phase: TouchPhase, line: Int) {
    switch phase {
    case .began:
      touchStates.begin(id, line: line)
    case .moved, .stationary:
      break
    case .ended, .cancelled:
      touchStates.end(id, line: line)
    }
  }

  // MARK: Frames from json-c's tree

  /// The frame on `line` read straight from json-c's tree, or `nil` unless the line is a frame
  /// that breaks no rule (then the generic way reads it and reports what is wrong). Returns
  /// exactly the record the generic way would, and changes the reader's state only when it
  /// returns one.
  private func frame(in parsed: ParsedDocument, line: Int) -> TraceRecord? {
    guard let root = parsed.root.object, parsed.hasAllMembers(root, textIndex: 0) else {
      return nil
    }
    var foundTime: Int64?
    var foundTouches: JSONCArray?
    let onlyFrameKeys = root.allMembers { key, value in
      switch key.first {
      case UInt8(ascii: "t") where key.is("t"):
        foundTime = value.integer
        return foundTime != nil
      case UInt8(ascii: "t") where key.is("touches"):
        foundTouches = value.array
        return foundTouches != nil
      default:
        return false
      }
    }
    // The root and one object per touch: no other object anywhere (so touch i is the text's
    // object 1 + i).
    guard onlyFrameKeys, let time = foundTime, isFrameTime(time), let list = foundTouches,
      list.count > 0, parsed.objectCount == 1 + list.count
    else { return nil }
    var touches: [TraceTouch] = []
    touches.reserveCapacity(list.count)
    var listedIDs: Set<Int>?
    var activeDelta = 0
    for index in 0..<list.count {
      guard let object = list[index].object, parsed.hasAllMembers(object, textIndex: 1 + index),
        let touch = Self.touch(object), !Self.isListed(touch.id, in: touches, &listedIDs),
        continuesDownTouch(touch)
          || lifecycleProblem(id: touch.id, phase: touch.phase, activeDelta: activeDelta) == nil
      else { return nil }
      switch touch.phase {
      case .began: activeDelta += 1
      case .ended, .cancelled: activeDelta -= 1
      case .moved, .stationary: break
      }
      touches.append(touch)
    }
    for touch in touches { applyLifecycle(id: touch.id, phase: touch.phase, line: line) }
    lastFrameTime = time
    lastTime = time
    framesReadFromTree += 1
    return .frame(time: time, touches: touches)
  }

  /// Whether `id` is already among `touches`, a frame's touches so far; if not, it is noted as
  /// listed. A scan for the few touches of a real frame, then a set of their ids: a 16 MiB line
  /// holds some 200,000 touches, and scanning for each would take quadratic time (minutes).
  @inline(__always)
  private static func isListed(_ id: Int, in touches: [TraceTouch], _ set: inout Set<Int>?) -> Bool
  {
    if touches.count < 32 { return touches.contains { $0.id == id } }
    if set == nil { set = Set(touches.map(\.id)) }
    return !set!.insert(id).inserted
  }

  /// A touch object that breaks no rule of its own, or `nil`.
  private static func touch(_ object: JSONCObject) -> TraceTouch? {
    var id: Int64?
    var phase: TouchPhase?
    var x: Double?
    var y: Double?
    var force: Double?
    var radius: Double?
    // The first byte picks the one key a member may be; any other key is not a touch's.
    let valid = object.allMembers { key, value in
      switch key.first {
      case UInt8(ascii: "x") where key.is("x"):
        x = value.double
        return x.map(isCoordinate) ?? false
      case UInt8(ascii: "y") where key.is("y"):
        y = value.double
        return y.map(isCoordinate) ?? false
      case UInt8(ascii: "i") where key.is("id"):
        id = value.integer
        return id.map(isTouchID) ?? false
      case UInt8(ascii: "p") where key.is("phase"):
        phase = value.string.flatMap(Self.phase)
        return phase != nil
      case UInt8(ascii: "f") where key.is("force"):
        force = value.double
        return force.map(isForce) ?? false
      case UInt8(ascii: "r") where key.is("radius"):
        radius = value.double
        return radius.map(isRadius) ?? false
      default:
        return false
      }
    }
    guard valid, let id, let phase, let x, let y else { return nil }
    return TraceTouch(id: Int(id), phase: phase, x: x, y: y, force: force, radius: radius)
  }

  private static func phase(_ name: JSONCBytes) -> TouchPhase? {
    if name.is("moved") { return .moved }
    if name.is("stationary") { return .stationary }
    if name.is("began") { return .began }
    if name.is("ended") { return .ended }
    if name.is("cancelled") { return .cancelled }
    return nil
  }

  // MARK: Records, the generic way

  private func record(_ parsed: ParsedDocument, line: Int) throws(InputError) -> TraceRecord {
    let value: JSONValue
    do {
      value = try parsed.convert()
    } catch {
      throw InputError(error, file: file)
    }
    do {
      return try record(JSONReader(value, source: file), line: line)
    } catch {
      throw InputError(error, file: file, line: line)
    }
  }

  private func record(_ reader: JSONReader, line: Int) throws(JSONReadError) -> TraceRecord {
    let object = try reader.object()
    let timeReader = try object.require(key: "t")
    let time = try timeReader.integer()
    guard time >= 0 else { throw timeReader.error("expected a time ≥ 0 µs, found \(time)") }
    guard time <= Self.maxTime else {
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
    var listedIDs: Set<Int>?
    for touchReader in touchReaders {
      let touch = try readTouch(touchReader)
      guard !Self.isListed(touch.id, in: touches, &listedIDs) else {
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
      throw kindReader.error(
        "expected \"cancelProgress\" or \"scene\", found \(JSONQuoting.quoted(other))")
    }
  }

  private func readTouch(_ reader: JSONReader) throws(JSONReadError) -> TraceTouch {
    let object = try reader.object()
    try object.rejectUnknownKeys(allowed: ["id", "phase", "x", "y", "force", "radius"])
    let idReader = try object.require(key: "id")
    let id = try idReader.integer()
    guard Self.isTouchID(id) else {
      throw idReader.error("expected a touch id from 1 to \(Int32.max), found \(id)")
    }
    let phaseReader = try object.require(key: "phase")
    let phaseName = try phaseReader.string()
    guard let phase = TouchPhase(rawValue: phaseName) else {
      throw phaseReader.error(
        "expected \"began\", \"moved\", \"stationary\", \"ended\" or \"cancelled\", found \(JSONQuoting.quoted(phaseName))"
      )
    }
    func coordinate(_ key: String) throws(JSONReadError) -> Double {
      let valueReader = try object.require(key: key)
      let value = try valueReader.double()
      guard Self.isCoordinate(value) else {
        throw valueReader.error("expected a coordinate within ±1000000 points, found \(value)")
      }
      return value
    }
    var touch = TraceTouch(
      id: Int(id), phase: phase, x: try coordinate("x"), y: try coordinate("y"))
    if let forceReader = object.optional(key: "force") {
      let force = try forceReader.double()
      guard Self.isForce(force) else {
        throw forceReader.error("expected a force in 0…1, found \(force)")
      }
      touch.force = force
    }
    if let radiusReader = object.optional(key: "radius") {
      let radius = try radiusReader.double()
      guard Self.isRadius(radius) else {
        throw radiusReader.error("expected a radius in 0…10000 points, found \(radius)")
      }
      touch.radius = radius
    }
    return touch
  }

  private func checkLifecycle(_ touch: TraceTouch, _ reader: JSONReader, line: Int)
    throws(JSONReadError)
  {
    if let problem = lifecycleProblem(id: touch.id, phase: touch.phase, activeDelta: 0) {
      throw reader.error(problem)
    }
    applyLifecycle(id: touch.id, phase: touch.phase, line: line)
  }

  private func checkEnd() throws(InputError) {
    guard let (id, line) = touchStates.lowestDown() else { return }
    throw InputError(
      file: file, line: lines.lineNumber + 1,
      message:
        "end of file with touch \(id) still down (it began on line \(line)); expected it to end or be cancelled"
    )
  }
}
