/// A single-touch device (no multi-touch axes): `BTN_TOUCH` 1 begins the contact and 0 ends it;
/// `ABS_X` / `ABS_Y` (stateful, sent when they change) give its position and `ABS_PRESSURE` its
/// force when the device has that axis. A frame is one sample: the contact begins, moves or ends
/// with the values at the frame's end (a lifting panel reports its last pressure with the
/// release). A contact beginning before any position was sent is left out with a warning, as in
/// protocol B.
struct EvdevSingleTouch {
  let hasPressure: Bool
  private var x: Int64?
  private var y: Int64?
  private var pressure: Int64?
  /// BTN_TOUCH as the recording last set it.
  private(set) var button = false
  private var contact: Int?
  private var beganThisFrame = false
  private var beganLine = 0
  private var dirty = false
  private var nextKey = 0
  /// The contact that BTN_TOUCH 0 ended in this frame.
  private var ending: Int?
  /// BTN_TOUCH 0 → 1 transitions (for the summary).
  private(set) var presses = 0

  init(hasPressure: Bool) {
    self.hasPressure = hasPressure
  }

  private var sample: EvdevRawSample? {
    guard let x, let y else { return nil }
    return EvdevRawSample(x: x, y: y, pressure: pressure)
  }

  mutating func handle(_ event: EvdevEvent, warnings: inout EvdevWarnings) {
    switch (event.type, event.code) {
    case (EvdevCode.absolute, EvdevCode.absX):
      x = Int64(event.value)
      dirty = true
    case (EvdevCode.absolute, EvdevCode.absY):
      y = Int64(event.value)
      dirty = true
    case (EvdevCode.absolute, EvdevCode.absPressure) where hasPressure:
      pressure = Int64(event.value)
      dirty = true
    case (EvdevCode.key, EvdevCode.buttonTouch):
      let pressed = event.value != 0
      guard pressed != button else { return }
      button = pressed
      if pressed {
        presses += 1
        let key = nextKey
        nextKey += 1
        contact = key
        beganThisFrame = true
        beganLine = event.line
      } else if let key = contact {
        contact = nil
        if beganThisFrame {
          beganThisFrame = false
          warnings.add(
            "instant", line: event.line,
            "a touch began and ended within one frame; a trace touch lasts at least two frames, so it is left out",
            summary: "contacts that began and ended within one frame")
        } else {
          ending = key
        }
      }
    default:
      break
    }
  }

  mutating func commit(warnings: inout EvdevWarnings) -> [EvdevContactChange] {
    var changes: [EvdevContactChange] = []
    if let key = ending, let sample { changes.append(.ended(key: key, sample)) }
    ending = nil
    if let key = contact {
      if beganThisFrame {
        if let sample {
          changes.append(.began(key: key, sample))
        } else {
          contact = nil
          warnings.add(
            "no-position", line: beganLine,
            "a touch began without a known position (ABS_X/ABS_Y were not sent since the recording began or since a SYN_DROPPED); it is left out",
            summary: "contacts without a known position")
        }
      } else if dirty, let sample {
        changes.append(.updated(key: key, sample))
      }
    }
    beganThisFrame = false
    dirty = false
    return changes
  }

  /// After SYN_DROPPED: the contact is given up and every value is unknown; a new contact needs a
  /// new BTN_TOUCH 1 (and a position).
  mutating func drop() {
    x = nil
    y = nil
    pressure = nil
    contact = nil
    button = false
    beganThisFrame = false
    dirty = false
    ending = nil
  }
}
