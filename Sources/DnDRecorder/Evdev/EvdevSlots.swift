import DnDFormats

/// Multi-touch protocol B: contacts in slots, each with a kernel tracking id.
///
/// - `ABS_MT_SLOT` selects the slot the next events are about; the selection persists across
///   frames (a frame need not repeat it) and is slot 0 at the start.
/// - `ABS_MT_TRACKING_ID` ≥ 0 on an empty slot begins a contact; −1 ends the slot's contact; a
///   different id on an occupied slot ends the old contact and begins a new one (in that frame);
///   the same id again changes nothing.
/// - Values (`ABS_MT_POSITION_X/Y`, `ABS_MT_PRESSURE`, `ABS_MT_TOUCH_MAJOR`) are per slot and
///   sent only when they change, so a slot keeps its last values from contact to contact.
/// - A value not sent since the recording began (or since a `SYN_DROPPED`) is unknown. A contact
///   beginning without a known position is not guessed: it is left out, with a warning (its
///   slot's events are ignored until the slot's next tracking id). Unknown pressure or major
///   axis just leaves `force` or `radius` out of the touch.
/// - A contact that begins and ends within one frame cannot be a trace touch (a touch appears
///   once per frame): it is left out, with a warning.
struct EvdevSlots {
  struct Slot {
    /// The kernel's tracking id in the slot (−1: none), as the summary counts.
    var trackingID: Int32 = -1
    /// The contact followed in this slot, by key.
    var contact: Int?
    var x: Int64?
    var y: Int64?
    var pressure: Int64?
    var major: Int64?
    /// A value changed in this frame.
    var dirty = false
    /// `contact` began in this frame.
    var beganThisFrame = false
    /// Values on this slot with no contact followed deserve a warning (until the slot's first
    /// tracking id, a drop, or the warning itself).
    var untrackedWarningDue = true

    var sample: EvdevRawSample? {
      guard let x, let y else { return nil }
      return EvdevRawSample(x: x, y: y, pressure: pressure, major: major)
    }
  }

  /// A change of a frame in the order the recording made it.
  private enum Marker {
    case ended(key: Int, EvdevRawSample)
    case began(slot: Int, key: Int, line: Int)
  }

  /// The most slots accepted (a device with more is not a touchscreen this tool can replay).
  static let maxSlots = 256

  private(set) var slots: [Slot]
  private var current = 0
  private var nextKey = 0
  private var markers: [Marker] = []
  let hasPressure: Bool
  let hasMajor: Bool
  /// ABS_MT_TRACKING_ID ≥ 0 on a slot that was empty or held another id.
  private(set) var touchSequences = 0

  init(slotCount: Int, hasPressure: Bool, hasMajor: Bool) {
    slots = Array(repeating: Slot(), count: slotCount)
    self.hasPressure = hasPressure
    self.hasMajor = hasMajor
  }

  /// Slots holding a tracking id (the kernel's view, for the summary).
  var occupiedSlots: Int { slots.reduce(0) { $0 + ($1.trackingID >= 0 ? 1 : 0) } }

  mutating func handleAbsolute(
    _ event: EvdevEvent, warnings: inout EvdevWarnings, file: String
  ) throws(InputError) {
    switch event.code {
    case EvdevCode.mtSlot:
      guard event.value >= 0, Int(event.value) < slots.count else {
        throw InputError(
          file: file, line: event.line,
          message:
            "ABS_MT_SLOT \(event.value) is not a slot of the device; expected 0…\(slots.count - 1) (its ABS_MT_SLOT axis)"
        )
      }
      current = Int(event.value)
    case EvdevCode.mtTrackingID:
      track(event, warnings: &warnings)
    case EvdevCode.mtPositionX:
      setValue(\.x, event, warnings: &warnings)
    case EvdevCode.mtPositionY:
      setValue(\.y, event, warnings: &warnings)
    case EvdevCode.mtPressure where hasPressure:
      setValue(\.pressure, event, warnings: &warnings)
    case EvdevCode.mtTouchMajor where hasMajor:
      setValue(\.major, event, warnings: &warnings)
    default:
      break
    }
  }

  private mutating func setValue(
    _ value: WritableKeyPath<Slot, Int64?>, _ event: EvdevEvent, warnings: inout EvdevWarnings
  ) {
    slots[current][keyPath: value] = Int64(event.value)
    slots[current].dirty = true
    if slots[current].contact == nil && slots[current].untrackedWarningDue {
      slots[current].untrackedWarningDue = false
      warnings.add(
        "untracked", line: event.line,
        "slot \(current) reports values before any tracking id (a contact already down when the recording began?); they are ignored until the slot's first tracking id",
        summary: "values on a slot without a tracking id")
    }
  }

  private mutating func track(_ event: EvdevEvent, warnings: inout EvdevWarnings) {
    let id = event.value
    var slot = slots[current]
    slot.untrackedWarningDue = false
    if id >= 0 && id != slot.trackingID { touchSequences += 1 }
    let previousID = slot.trackingID
    slot.trackingID = id < 0 ? -1 : id
    slots[current] = slot
    if id >= 0 && slots[current].contact != nil && id == previousID { return }
    endContact(line: event.line, warnings: &warnings)
    guard id >= 0 else { return }
    let key = nextKey
    nextKey += 1
    slots[current].contact = key
    slots[current].beganThisFrame = true
    markers.append(.began(slot: current, key: key, line: event.line))
  }

  /// Ends the current slot's contact, if it has one.
  private mutating func endContact(line: Int, warnings: inout EvdevWarnings) {
    guard let key = slots[current].contact else { return }
    slots[current].contact = nil
    if slots[current].beganThisFrame {
      slots[current].beganThisFrame = false
      markers.removeAll {
        if case .began(_, let other, _) = $0 { return other == key }
        return false
      }
      warnings.add(
        "instant", line: line,
        "a contact on slot \(current) began and ended within one frame; a trace touch lasts at least two frames, so it is left out",
        summary: "contacts that began and ended within one frame")
      return
    }
    // Its position is known: it was when the contact began, and values only change after.
    if let sample = slots[current].sample { markers.append(.ended(key: key, sample)) }
  }

  /// The frame's changes at its SYN_REPORT, in the order the contacts began and ended.
  mutating func commit(warnings: inout EvdevWarnings) -> [EvdevContactChange] {
    var changes: [EvdevContactChange] = []
    changes.reserveCapacity(markers.count + slots.count)
    for marker in markers {
      switch marker {
      case .ended(let key, let sample):
        changes.append(.ended(key: key, sample))
      case .began(let index, let key, let line):
        guard slots[index].contact == key else { continue }
        if let sample = slots[index].sample {
          changes.append(.began(key: key, sample))
        } else {
          slots[index].contact = nil
          warnings.add(
            "no-position", line: line,
            "a contact on slot \(index) began without a known position (its ABS_MT_POSITION_X/Y were not sent since the recording began or since a SYN_DROPPED); it is left out",
            summary: "contacts without a known position")
        }
      }
    }
    markers.removeAll(keepingCapacity: true)
    for index in slots.indices {
      if let key = slots[index].contact, slots[index].dirty, !slots[index].beganThisFrame,
        let sample = slots[index].sample
      {
        changes.append(.updated(key: key, sample))
      }
      slots[index].dirty = false
      slots[index].beganThisFrame = false
    }
    return changes
  }

  /// After SYN_DROPPED: what happened in the lost events is unknown, so every contact is given up
  /// (the builder cancels it), every value becomes unknown, and each slot's events are ignored
  /// until it gets a new tracking id. The kernel's tracking ids are kept for the summary.
  mutating func drop() {
    markers.removeAll()
    for index in slots.indices {
      slots[index] = Slot(trackingID: slots[index].trackingID, untrackedWarningDue: false)
    }
  }
}
