import DnDEngine
import DnDFormats

/// The evdev state machine: raw kernel input events in, trace frames out, one event at a time.
/// Every Linux/Android recording format (evemu, `libinput record`, `getevent`) reads its file into
/// ``EvdevEvent``s and an ``EvdevDevice`` and hands them to this one builder, so the multi-touch
/// rules live in one place.
///
/// ```swift
/// let builder = try EvdevTraceBuilder(device: device, options: options)
/// for event in events {
///   if let frame = try builder.consume(event) { try writer.append(frame) }   // streaming
/// }
/// for record in try builder.finish() { try writer.append(record) }
/// try writer.finish(header: builder.header)        // the header counts the warnings
/// ```
///
/// (``trace(device:events:options:)`` does this in memory; ``write(device:events:options:to:name:)``
/// streams to a file atomically.) Memory does not grow with the recording: the builder holds the
/// contacts down and the current frame, nothing more.
///
/// **Protocol** — from the device's axes: `ABS_MT_POSITION_X/Y` with `ABS_MT_SLOT` is protocol B
/// (``EvdevSlots``), without it protocol A (``EvdevContactTracker``); only `ABS_X/Y` is a
/// single-touch device (``EvdevSingleTouch``). On a multi-touch device the legacy `ABS_X/Y`,
/// `BTN_TOUCH`, every `BTN_TOOL_*` and every `EV_MSC` (`MSC_TIMESTAMP` …) are ignored; event types
/// other than `EV_SYN`, `EV_KEY`, `EV_ABS` and `EV_MSC` are ignored with a warning.
///
/// **Time** — every timestamp is taken relative to the recording's first event (absolute kernel
/// time, evemu-record's relative time and any other base all work); times must never go back.
/// A frame's time is the time of its `SYN_REPORT` (the events inside one frame may carry other
/// times). A frame at the same microsecond as the previous one is placed 1 µs after it, with a
/// warning (a trace's frame times strictly increase). At most 10¹² µs.
///
/// **Frames** — each `SYN_REPORT` with a contact down or ending makes one frame (see
/// ``EvdevFrameAssembler``: ids in order of first contact, never reused; full frames).
///
/// **SYN_DROPPED** — resynchronise, never guess: the events from the dropped frame's start up to
/// and including the next `SYN_REPORT` are skipped; every contact down is cancelled (`cancelled`)
/// in a frame at that `SYN_REPORT`'s time, since what happened to it in the lost events is
/// unknown; then import continues, each slot ignored until it gets a new tracking id (a finger
/// still down stays out of the trace), with a warning.
///
/// **End of recording** — events after the last `SYN_REPORT` are an incomplete frame and are
/// ignored (warning); contacts still down are cancelled in a frame 1 µs after the last frame
/// (a warning each), so the trace ends with no touch down.
///
/// **Mapping** — raw positions to scene points by ``EvdevAxisMapping``; `ABS_MT_PRESSURE`
/// (`ABS_PRESSURE` for single touch) to `force` (0…1 over the axis range, clamped with a warning)
/// and `ABS_MT_TOUCH_MAJOR` to `radius` (half the major axis, in points), when the device has
/// those axes.
public final class EvdevTraceBuilder {
  public let device: EvdevDevice
  public let options: EvdevImportOptions
  package let mapping: EvdevAxisMapping
  /// Counts of the raw events (and of what the import made).
  public private(set) var summary: EvdevSummary

  private var slots: EvdevSlots?
  private var tracker: EvdevContactTracker?
  private var single: EvdevSingleTouch?
  private var assembler: EvdevFrameAssembler
  private var log: EvdevWarnings
  private let baseHeader: TraceHeader
  private let pressureAxis: TraceDevice.Axis?
  /// Raw positions whose points would fall outside the trace's ±10⁶.
  private let rawLimitsX: ClosedRange<Double>
  private let rawLimitsY: ClosedRange<Double>

  private var baseTime: Int64?
  private var lastEventTime: Int64?
  private var lastFrameTime: Int64?
  private var discarding = false
  private var eventsSinceReport = 0
  private var firstLineSinceReport = 0
  private var finished = false
  private var eventCount = 0

  /// Checks the device and the options; throws when the device has no usable position axes, the
  /// scene is missing or the scene size is out of range.
  public init(device: EvdevDevice, options: EvdevImportOptions) throws(InputError) {
    self.device = device
    self.options = options
    let file = options.file
    if let problem = options.sizeProblem {
      throw InputError(file: "import options", message: "scene size: \(problem)")
    }
    let axes = device.axes
    let touchProtocol: EvdevSummary.TouchProtocol
    let xCode: UInt16
    let yCode: UInt16
    if axes[EvdevCode.mtPositionX] != nil || axes[EvdevCode.mtPositionY] != nil {
      touchProtocol = axes[EvdevCode.mtSlot] != nil ? .slots : .anonymous
      (xCode, yCode) = (EvdevCode.mtPositionX, EvdevCode.mtPositionY)
    } else if axes[EvdevCode.absX] != nil || axes[EvdevCode.absY] != nil {
      touchProtocol = .singleTouch
      (xCode, yCode) = (EvdevCode.absX, EvdevCode.absY)
    } else {
      throw InputError(
        file: file,
        message:
          "the device \"\(device.name)\" has no position axes; expected ABS_MT_POSITION_X and ABS_MT_POSITION_Y (multi-touch) or ABS_X and ABS_Y (single touch) in its description"
      )
    }
    let x = try Self.positionAxis(axes[xCode], code: xCode, file: file)
    let y = try Self.positionAxis(axes[yCode], code: yCode, file: file)
    // The size as the provenance writes it (three decimals), so the mapping can be rebuilt
    // from the trace exactly.
    mapping = EvdevAxisMapping(
      mode: options.mapping, sceneWidth: EvdevAxisMapping.rounded(options.sceneWidth),
      sceneHeight: EvdevAxisMapping.rounded(options.sceneHeight), x: x, y: y)
    rawLimitsX = Self.rawLimits(mapping.x, scale: mapping.scaleX, offset: mapping.offsetX)
    rawLimitsY = Self.rawLimits(mapping.y, scale: mapping.scaleY, offset: mapping.offsetY)
    summary = EvdevSummary(touchProtocol: touchProtocol)
    log = EvdevWarnings(file: file)

    let pressureCode =
      touchProtocol == .singleTouch ? EvdevCode.absPressure : EvdevCode.mtPressure
    var force: EvdevForceMapping?
    if let axis = axes[pressureCode] {
      let traceAxis = TraceDevice.Axis(min: Int64(axis.minimum), max: Int64(axis.maximum))
      force = EvdevForceMapping(axis: traceAxis)
      if force == nil {
        log.add(
          "pressure-axis", line: nil,
          "the device's \(EvdevCode.codeName(type: EvdevCode.absolute, code: pressureCode) ?? "pressure") axis has min \(axis.minimum) ≥ max \(axis.maximum); force is left out",
          summary: "unusable pressure axes")
      }
    }
    pressureAxis = force?.axis
    let hasMajor = touchProtocol != .singleTouch && axes[EvdevCode.mtTouchMajor] != nil
    assembler = EvdevFrameAssembler(mapping: mapping, force: force, hasRadius: hasMajor)

    var maxContacts: Int64?
    switch touchProtocol {
    case .slots:
      let slotAxis = axes[EvdevCode.mtSlot] ?? EvdevDevice.Axis(minimum: 0, maximum: 0)
      guard slotAxis.minimum == 0, slotAxis.maximum >= 0,
        Int(slotAxis.maximum) < EvdevSlots.maxSlots
      else {
        throw InputError(
          file: file,
          message:
            "the device's ABS_MT_SLOT axis is \(slotAxis.minimum)…\(slotAxis.maximum); expected 0…N with N below \(EvdevSlots.maxSlots)"
        )
      }
      let count = Int(slotAxis.maximum) + 1
      slots = EvdevSlots(slotCount: count, hasPressure: force != nil, hasMajor: hasMajor)
      maxContacts = count <= 64 ? Int64(count) : nil
    case .anonymous:
      tracker = EvdevContactTracker(x: x, y: y, hasPressure: force != nil, hasMajor: hasMajor)
    case .singleTouch:
      single = EvdevSingleTouch(hasPressure: force != nil)
      maxContacts = 1
    }

    guard let scene = options.recording.scene else {
      throw InputError(
        file: file,
        message: "a device recording does not name its scene; expected one (--scene NAME)")
    }
    let pointerLike =
      device.properties.contains(EvdevCode.propertyPointer)
      || device.properties.contains(EvdevCode.propertyButtonpad)
    let traceDevice = TraceDevice(
      name: device.name, kind: pointerLike ? "touchpad" : "touchscreen", maxContacts: maxContacts,
      x: x, y: y)
    let header = TraceHeader(
      scene: scene, device: traceDevice,
      provenance: [
        ("recorder", options.recorder), ("map", options.mapping.rawValue),
        (
          "scene_size",
          EvdevImportOptions.formatSize(width: mapping.sceneWidth, height: mapping.sceneHeight)
        ),
      ])
    baseHeader = try options.recording.applied(to: header, origin: "import options")
  }

  private static func positionAxis(_ axis: EvdevDevice.Axis?, code: UInt16, file: String)
    throws(InputError) -> TraceDevice.Axis
  {
    let name = EvdevCode.codeName(type: EvdevCode.absolute, code: code) ?? "position"
    guard let axis else {
      throw InputError(
        file: file, message: "the device has no \(name) axis; expected one in its description")
    }
    guard axis.minimum < axis.maximum else {
      throw InputError(
        file: file,
        message:
          "the device's \(name) axis has min \(axis.minimum) and max \(axis.maximum); expected min < max"
      )
    }
    return TraceDevice.Axis(min: Int64(axis.minimum), max: Int64(axis.maximum))
  }

  /// The raw values whose points lie within the trace's ±10⁶ (with a margin for rounding).
  private static func rawLimits(_ axis: TraceDevice.Axis, scale: Double, offset: Double)
    -> ClosedRange<Double>
  {
    let low = Double(axis.min) + (-999_999 - offset) / scale
    let high = Double(axis.min) + (999_999 - offset) / scale
    return low...high
  }

  /// The trace header: complete (with the `warnings` count) once ``finish()`` has run.
  public var header: TraceHeader {
    RecordedTrace(header: baseHeader, records: [], warnings: log.all).header
  }

  /// What the import could not carry over exactly, in order (see ``EvdevWarnings``).
  public var warnings: [RecordingWarning] { log.all }

  /// Adds the reader's own warnings (``EvdevEventSource/closingWarnings``) after the last event,
  /// so the header's `warnings` count includes them.
  public func addReaderWarnings(_ warnings: [RecordingWarning]) {
    for warning in warnings { log.append(warning) }
  }

  // MARK: Events

  /// Feeds the next event of the recording; returns the frame its `SYN_REPORT` completed, if any.
  public func consume(_ event: EvdevEvent) throws(InputError) -> TraceRecord? {
    let file = options.file
    guard !finished else {
      throw InputError(file: file, line: event.line, message: "an event after the end of import")
    }
    let time = try relativeTime(event)
    eventCount += 1
    if eventsSinceReport == 0 { firstLineSinceReport = event.line }
    eventsSinceReport += 1
    let isReport = event.type == EvdevCode.synchronization && event.code == EvdevCode.synReport
    if isReport { countReport(event) }
    if discarding {
      guard isReport else { return nil }
      discarding = false
      eventsSinceReport = 0
      let (at, moved) = frameTime(time)
      return try emit(assembler.cancelAll(time: at), moved: moved, line: event.line)
    }
    switch event.type {
    case EvdevCode.synchronization:
      switch event.code {
      case EvdevCode.synReport:
        eventsSinceReport = 0
        return try report(time: time, line: event.line)
      case EvdevCode.synMultiTouchReport:
        guard tracker != nil else {
          throw InputError(
            file: file, line: event.line,
            message:
              "SYN_MT_REPORT (multi-touch protocol A) from a device whose description says \(summary.touchProtocol == .slots ? "protocol B (it has ABS_MT_SLOT)" : "single touch (no ABS_MT_POSITION axes)"); expected the description of the device that made the recording"
          )
        }
        try tracker?.endPacket(line: event.line, warnings: &log, file: file)
      case EvdevCode.synDropped:
        dropped(line: event.line)
      default:
        break
      }
    case EvdevCode.absolute:
      try checkValue(event)
      if slots != nil {
        try slots?.handleAbsolute(event, warnings: &log, file: file)
      } else if tracker != nil {
        tracker?.handleAbsolute(event)
      } else {
        single?.handle(event, warnings: &log)
      }
    case EvdevCode.key:
      single?.handle(event, warnings: &log)
    case EvdevCode.miscellaneous:
      break
    default:
      log.add(
        "type-\(event.type)", line: event.line,
        "\(EvdevCode.typeName(event.type)) events are not touches; ignored",
        summary: "\(EvdevCode.typeName(event.type)) events ignored")
    }
    return nil
  }

  /// Ends the recording; returns its last records — the frame cancelling contacts still down,
  /// if any. ``header`` is complete afterwards.
  public func finish() throws(InputError) -> [TraceRecord] {
    guard !finished else { return [] }
    finished = true
    if discarding {
      log.add(
        "trailing", line: firstLineSinceReport,
        "the recording ends after a SYN_DROPPED, before the next SYN_REPORT",
        summary: "incomplete frames at the end")
    } else if eventsSinceReport > 0 {
      log.add(
        "trailing", line: firstLineSinceReport,
        "\(eventsSinceReport) event\(eventsSinceReport == 1 ? " after the last SYN_REPORT makes" : "s after the last SYN_REPORT make") no complete frame; ignored",
        summary: "incomplete frames at the end")
    }
    if let slots {
      summary.activeAtEnd = slots.occupiedSlots
      summary.touchSequences = slots.touchSequences
    } else if let tracker {
      summary.activeAtEnd = tracker.contactsDown
    } else if let single {
      summary.activeAtEnd = single.button ? 1 : 0
      summary.touchSequences = single.presses
    }
    guard let last = lastFrameTime else {
      throw InputError(
        file: options.file,
        message:
          "the recording has no touch (\(eventCount) event\(eventCount == 1 ? "" : "s"), \(summary.synReports) SYN_REPORT\(summary.synReports == 1 ? "" : "s")); expected at least one contact to make a trace of"
      )
    }
    guard !assembler.down.isEmpty else { return [] }
    for (_, touch) in assembler.down {
      log.add(
        "still-down", line: nil,
        "touch \(touch.id) is still down at the end of the recording; cancelled 1 µs after the last frame",
        summary: "touches still down at the end")
    }
    let time = last + 1
    guard time <= TraceReader.maxTime else {
      throw InputError(
        file: options.file, message: "the recording lasts more than 10¹² µs; a trace cannot hold it"
      )
    }
    lastFrameTime = time
    guard let frame = assembler.cancelAll(time: time) else { return [] }
    summary.frames += 1
    return [frame]
  }

  // MARK: Steps

  /// The event's time relative to the first event's, checked.
  private func relativeTime(_ event: EvdevEvent) throws(InputError) -> Int64 {
    if let lastEventTime, event.microseconds < lastEventTime {
      throw InputError(
        file: options.file, line: event.line,
        message:
          "the time \(Self.seconds(event.microseconds)) is before the previous event's \(Self.seconds(lastEventTime)); expected times that never go back"
      )
    }
    lastEventTime = event.microseconds
    let base = baseTime ?? event.microseconds
    baseTime = base
    let (time, overflow) = event.microseconds.subtractingReportingOverflow(base)
    guard !overflow, time <= TraceReader.maxTime else {
      throw InputError(
        file: options.file, line: event.line,
        message:
          "the time \(Self.seconds(event.microseconds)) is more than 10¹² µs after the first event's; a trace cannot hold it"
      )
    }
    return time
  }

  private func countReport(_ event: EvdevEvent) {
    summary.synReports += 1
    if summary.firstReport == nil { summary.firstReport = event.microseconds }
    summary.lastReport = event.microseconds
  }

  /// A SYN_REPORT: the frame's changes into a trace frame.
  private func report(time: Int64, line: Int) throws(InputError) -> TraceRecord? {
    let changes: [EvdevContactChange]
    if slots != nil {
      summary.maxConcurrentContacts = max(
        summary.maxConcurrentContacts, slots?.occupiedSlots ?? 0)
      changes = slots?.commit(warnings: &log) ?? []
      summary.touchSequences = slots?.touchSequences ?? 0
    } else if tracker != nil {
      summary.maxConcurrentContacts = max(
        summary.maxConcurrentContacts, tracker?.reportsInFrame ?? 0)
      changes = try tracker?.commit(warnings: &log, file: options.file) ?? []
      summary.touchSequences = tracker?.began ?? 0
    } else {
      if single?.button == true { summary.maxConcurrentContacts = 1 }
      changes = single?.commit(warnings: &log) ?? []
      summary.touchSequences = single?.presses ?? 0
    }
    if changes.isEmpty && assembler.down.isEmpty { return nil }
    let (at, moved) = frameTime(time)
    return try emit(
      assembler.frame(time: at, changes, file: options.file), moved: moved, line: line)
  }

  /// The time of a frame whose SYN_REPORT is at `time`: 1 µs after the previous frame when it is
  /// not later (`moved`).
  private func frameTime(_ time: Int64) -> (time: Int64, moved: Bool) {
    guard let last = lastFrameTime, time <= last else { return (time, false) }
    return (last + 1, true)
  }

  /// Records `frame` as made (and warns when its time had to move).
  private func emit(_ frame: TraceRecord?, moved: Bool, line: Int) throws(InputError)
    -> TraceRecord?
  {
    guard let frame, case .frame(let time, _) = frame else { return nil }
    guard time <= TraceReader.maxTime else {
      throw InputError(
        file: options.file, line: line,
        message: "the recording lasts more than 10¹² µs; a trace cannot hold it")
    }
    if moved {
      log.add(
        "same-time", line: line,
        "this frame's SYN_REPORT is not later than the previous frame's; the frame is placed 1 µs after it",
        summary: "frames moved 1 µs later")
    }
    lastFrameTime = time
    summary.frames += 1
    summary.contacts = assembler.nextID - 1
    return frame
  }

  /// SYN_DROPPED (see the type's documentation).
  private func dropped(line: Int) {
    let down = assembler.down.count
    log.add(
      "dropped", line: line,
      "SYN_DROPPED: the kernel lost events here; the events up to the next SYN_REPORT are skipped, "
        + "the \(down) touch\(down == 1 ? "" : "es") down \(down == 1 ? "is" : "are") cancelled there, "
        + "and each slot is ignored until its next tracking id",
      summary: "SYN_DROPPED resynchronisations")
    slots?.drop()
    tracker?.drop()
    single?.drop()
    discarding = true
  }

  /// Checks what a value will become: positions within the trace's coordinates, pressure within
  /// its axis (else clamped, with a warning).
  private func checkValue(_ event: EvdevEvent) throws(InputError) {
    let value = Double(event.value)
    let isMulti = single == nil
    switch event.code {
    case isMulti ? EvdevCode.mtPositionX : EvdevCode.absX:
      guard rawLimitsX.contains(value) else { throw outside(event, mapping.x) }
    case isMulti ? EvdevCode.mtPositionY : EvdevCode.absY:
      guard rawLimitsY.contains(value) else { throw outside(event, mapping.y) }
    case isMulti ? EvdevCode.mtPressure : EvdevCode.absPressure:
      if let axis = pressureAxis, Int64(event.value) < axis.min || Int64(event.value) > axis.max {
        log.add(
          "pressure-range", line: event.line,
          "pressure \(event.value) is outside its axis \(axis.min)…\(axis.max); force clamped to 0…1",
          summary: "pressures outside their axis")
      }
    default:
      break
    }
  }

  private func outside(_ event: EvdevEvent, _ axis: TraceDevice.Axis) -> InputError {
    InputError(
      file: options.file, line: event.line,
      message:
        "\(EvdevCode.codeName(type: event.type, code: event.code) ?? "position") \(event.value) maps outside the trace's ±1000000 points; expected a value near the axis range \(axis.min)…\(axis.max)"
    )
  }

  /// `12.345678` for a time in µs (for messages).
  static func seconds(_ microseconds: Int64) -> String {
    let sign = microseconds < 0 ? "-" : ""
    let magnitude = microseconds.magnitude
    let fraction = String(magnitude % 1_000_000)
    return "\(sign)\(magnitude / 1_000_000)."
      + String(repeating: "0", count: 6 - fraction.count) + fraction
  }
}
