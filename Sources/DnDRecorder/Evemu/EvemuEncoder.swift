import DnDEngine
import DnDFormats

/// Writes a trace's frames as the kernel events of a protocol B touchscreen, in evemu's text
/// (`E: <sec>.<usec> <type> <code> <value>\t# <names>`), one frame at a time.
///
/// Per frame, at the frame's time:
/// 1. each touch that ends (in id order): its changed values, then `ABS_MT_TRACKING_ID -1`;
/// 2. each touch that moves or stays: its changed values (none for an unchanged one);
/// 3. each touch that begins (in id order): the lowest free slot, a tracking id (the touch id,
///    modulo 65536), then all its values;
/// 4. `BTN_TOUCH` when the first touch goes down or the last lifts;
/// 5. `ABS_X` / `ABS_Y` following the oldest touch down (the kernel's pointer emulation);
/// 6. `SYN_REPORT`.
///
/// `ABS_MT_SLOT` comes before a slot's events whenever another slot was selected last. Values
/// are the inverse mapping of the trace's points (``EvdevAxisMapping``), so importing the export
/// gives the same frames. A `cancelled` touch lifts like an `ended` one (evdev cannot cancel),
/// except in a last frame that only cancels touches 1 µs after the frame before it — the frame
/// an importer adds for contacts still down at the end of a recording: that frame is not
/// written, and the contacts stay down at the end of the file, as in the original. A trace whose
/// first frame is not at 0 µs starts with a lone `SYN_REPORT` at 0, so times keep their base.
/// Actions have no evdev form and are left out (with a warning).
struct EvemuEncoder {
  private struct Slot {
    var id: Int?
    var x: Int64 = 0
    var y: Int64 = 0
    var pressure: Int64?
    var major: Int64?
  }

  let plan: EvemuExportPlan
  let file: String
  private(set) var output: [UInt8] = []
  private(set) var warnings: [RecordingWarning] = []
  private var slots: [Slot]
  private var slotOf: [Int: Int] = [:]
  private var currentSlot = 0
  private var touching = false
  private var pointer: (id: Int, x: Int64, y: Int64)?
  /// The frame held back until the next record shows it is not the last.
  private var held: (time: Int64, touches: [TraceTouch], line: Int)?
  private var previousFrameTime: Int64?
  private var started = false
  private(set) var events = 0

  init(plan: EvemuExportPlan, file: String) {
    self.plan = plan
    self.file = file
    slots = Array(repeating: Slot(), count: plan.slots)
    output.reserveCapacity(1 << 20)
  }

  /// The description lines (`# EVEMU 1.3` … `A:`).
  mutating func writeDescription(comment: String) {
    let mapping = plan.mapping
    var lines = [
      "# EVEMU 1.3",
      "# Input device name: \"\(plan.name)\"",
      "# \(comment)",
      "N: \(plan.name)",
      "I: 0006 0000 0000 0000",
      "P: \(Self.bytes(plan.direct ? [0x02] : [0x01]))",
      "B: 00 \(Self.bytes([0x0b]))",
    ]
    var keys = [UInt8](repeating: 0, count: 48)
    keys[Int(EvdevCode.buttonTouch) / 8] |= 1 << (EvdevCode.buttonTouch % 8)
    for row in 0..<6 { lines.append("B: 01 \(Self.bytes(Array(keys[row * 8..<row * 8 + 8])))") }
    var absolute = [UInt8](repeating: 0, count: 8)
    var codes = [EvdevCode.absX, EvdevCode.absY, EvdevCode.mtSlot, EvdevCode.mtPositionX]
    codes += [EvdevCode.mtPositionY, EvdevCode.mtTrackingID]
    if plan.force != nil { codes.append(EvdevCode.mtPressure) }
    if plan.majorMaximum != nil { codes.append(EvdevCode.mtTouchMajor) }
    for code in codes { absolute[Int(code) / 8] |= 1 << (code % 8) }
    lines.append("B: 03 \(Self.bytes(absolute))")
    var axes: [(UInt16, Int64, Int64)] = [
      (EvdevCode.absX, mapping.x.min, mapping.x.max),
      (EvdevCode.absY, mapping.y.min, mapping.y.max),
      (EvdevCode.mtSlot, 0, Int64(plan.slots - 1)),
    ]
    if let major = plan.majorMaximum { axes.append((EvdevCode.mtTouchMajor, 0, major)) }
    axes += [
      (EvdevCode.mtPositionX, mapping.x.min, mapping.x.max),
      (EvdevCode.mtPositionY, mapping.y.min, mapping.y.max), (EvdevCode.mtTrackingID, 0, 65535),
    ]
    if let force = plan.force {
      axes.append((EvdevCode.mtPressure, force.axis.min, force.axis.max))
    }
    for (code, minimum, maximum) in axes {
      lines.append("A: \(Self.hex(code, width: 2)) \(minimum) \(maximum) 0 0 0")
    }
    for line in lines {
      output.append(contentsOf: line.utf8)
      output.append(10)
    }
  }

  /// The next record of the trace (`line`: its line in the trace file).
  mutating func add(_ record: TraceRecord, line: Int) {
    switch record {
    case .action(_, let action):
      let name: String
      switch action {
      case .cancelProgress: name = "cancelProgress"
      case .scene(let scene, _): name = "scene action \(scene)"
      }
      warnings.append(
        RecordingWarning(
          file: file, line: line, message: "\(name) has no evdev form; left out of the export"))
    case .frame(let time, let touches):
      if let held { write(time: held.time, touches: held.touches) }
      held = (time, touches, line)
    }
  }

  /// Writes the last frame (unless it is the importer's end-of-recording cancellation).
  mutating func finish() {
    guard let held else { return }
    self.held = nil
    let onlyCancels = held.touches.allSatisfy { $0.phase == .cancelled }
    if onlyCancels, let previous = previousFrameTime, held.time == previous + 1 { return }
    write(time: held.time, touches: held.touches)
  }

  private mutating func write(time: Int64, touches: [TraceTouch]) {
    if !started {
      started = true
      if time > 0 { event(0, EvdevCode.synchronization, EvdevCode.synReport, 0) }
    }
    previousFrameTime = time
    let mapping = plan.mapping
    func raw(_ touch: TraceTouch) -> Slot {
      Slot(
        id: touch.id, x: mapping.rawX(touch.x), y: mapping.rawY(touch.y),
        pressure: plan.force.flatMap { force in touch.force.map { force.raw($0) } }
          ?? (plan.force != nil ? 0 : nil),
        major: plan.majorMaximum != nil ? touch.radius.map { mapping.major(radius: $0) } ?? 0 : nil)
    }
    for touch in touches where touch.phase == .ended || touch.phase == .cancelled {
      guard let slot = slotOf.removeValue(forKey: touch.id) else { continue }
      update(slot, to: raw(touch), time: time)
      select(slot, time: time)
      event(time, EvdevCode.absolute, EvdevCode.mtTrackingID, -1)
      slots[slot].id = nil
    }
    for touch in touches where touch.phase == .moved || touch.phase == .stationary {
      guard let slot = slotOf[touch.id] else { continue }
      update(slot, to: raw(touch), time: time)
    }
    for touch in touches where touch.phase == .began {
      guard let slot = slots.firstIndex(where: { $0.id == nil }) else { continue }
      let values = raw(touch)
      slotOf[touch.id] = slot
      slots[slot] = values
      select(slot, time: time)
      event(time, EvdevCode.absolute, EvdevCode.mtTrackingID, Int64(touch.id & 0xffff))
      event(time, EvdevCode.absolute, EvdevCode.mtPositionX, values.x)
      event(time, EvdevCode.absolute, EvdevCode.mtPositionY, values.y)
      if let pressure = values.pressure {
        event(time, EvdevCode.absolute, EvdevCode.mtPressure, pressure)
      }
      if let major = values.major { event(time, EvdevCode.absolute, EvdevCode.mtTouchMajor, major) }
    }
    let down = !slotOf.isEmpty
    if down != touching {
      touching = down
      event(time, EvdevCode.key, EvdevCode.buttonTouch, down ? 1 : 0)
    }
    var oldest: Slot?
    for slot in slots {
      guard let id = slot.id else { continue }
      if let current = oldest?.id, current < id { continue }
      oldest = slot
    }
    if let oldest, let id = oldest.id {
      if pointer?.id != id || pointer?.x != oldest.x {
        event(time, EvdevCode.absolute, EvdevCode.absX, oldest.x)
      }
      if pointer?.id != id || pointer?.y != oldest.y {
        event(time, EvdevCode.absolute, EvdevCode.absY, oldest.y)
      }
      pointer = (id, oldest.x, oldest.y)
    } else {
      pointer = nil
    }
    event(time, EvdevCode.synchronization, EvdevCode.synReport, 0)
  }

  /// The events for the values of `slot` that differ from `values`.
  private mutating func update(_ slot: Int, to values: Slot, time: Int64) {
    let old = slots[slot]
    if values.x != old.x {
      select(slot, time: time)
      event(time, EvdevCode.absolute, EvdevCode.mtPositionX, values.x)
    }
    if values.y != old.y {
      select(slot, time: time)
      event(time, EvdevCode.absolute, EvdevCode.mtPositionY, values.y)
    }
    if let pressure = values.pressure, pressure != old.pressure {
      select(slot, time: time)
      event(time, EvdevCode.absolute, EvdevCode.mtPressure, pressure)
    }
    if let major = values.major, major != old.major {
      select(slot, time: time)
      event(time, EvdevCode.absolute, EvdevCode.mtTouchMajor, major)
    }
    slots[slot].x = values.x
    slots[slot].y = values.y
    slots[slot].pressure = values.pressure
    slots[slot].major = values.major
  }

  private mutating func select(_ slot: Int, time: Int64) {
    guard slot != currentSlot else { return }
    currentSlot = slot
    event(time, EvdevCode.absolute, EvdevCode.mtSlot, Int64(slot))
  }

  /// `E: 1.000001 0003 0035 0415\t# EV_ABS / ABS_MT_POSITION_X 415`.
  private mutating func event(_ time: Int64, _ type: UInt16, _ code: UInt16, _ value: Int64) {
    events += 1
    let fraction = String(time % 1_000_000)
    var text = "E: \(time / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count)
    text += fraction + " " + Self.hex(type, width: 4) + " " + Self.hex(code, width: 4) + " "
    text += Self.paddedValue(value) + "\t# "
    if type == EvdevCode.synchronization && code == EvdevCode.synReport {
      text += "------------ SYN_REPORT (0) ----------"
    } else {
      text += EvdevCode.typeName(type) + " / "
      text += (EvdevCode.codeName(type: type, code: code) ?? Self.hex(code, width: 4))
      text += " \(value)"
    }
    output.append(contentsOf: text.utf8)
    output.append(10)
  }

  /// Hands over the text written so far (the caller writes it out).
  mutating func take() -> [UInt8] {
    defer { output.removeAll(keepingCapacity: true) }
    return output
  }

  /// `printf("%04d")`: `0415`, `-001`, `13552`.
  static func paddedValue(_ value: Int64) -> String {
    let digits = String(value.magnitude)
    let width = value < 0 ? 3 : 4
    return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count))
      + digits
  }

  static func hex(_ value: UInt16, width: Int) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  /// Eight bytes in hex, padded with zeros: `02 00 00 00 00 00 00 00`.
  static func bytes(_ values: [UInt8]) -> String {
    (0..<8).map { index in
      hex(UInt16(index < values.count ? values[index] : 0), width: 2)
    }.joined(separator: " ")
  }
}
