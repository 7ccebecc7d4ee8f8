/// The kernel's input event numbers (`linux/input-event-codes.h`) that the evdev importers and the
/// evemu exporter use, by their kernel names, so the state machine reads like the kernel's
/// multi-touch documentation (`Documentation/input/multi-touch-protocol.rst`).
package enum EvdevCode {
  // Event types.
  package static let synchronization: UInt16 = 0x00  // EV_SYN
  package static let key: UInt16 = 0x01  // EV_KEY
  package static let relative: UInt16 = 0x02  // EV_REL
  package static let absolute: UInt16 = 0x03  // EV_ABS
  package static let miscellaneous: UInt16 = 0x04  // EV_MSC

  // EV_SYN codes.
  package static let synReport: UInt16 = 0x00  // SYN_REPORT: the end of a frame
  package static let synConfig: UInt16 = 0x01  // SYN_CONFIG
  /// SYN_MT_REPORT: the end of a protocol A packet.
  package static let synMultiTouchReport: UInt16 = 0x02
  package static let synDropped: UInt16 = 0x03  // SYN_DROPPED: the kernel's buffer overflowed

  // EV_KEY codes.
  package static let buttonToolFinger: UInt16 = 0x145  // BTN_TOOL_FINGER
  package static let buttonTouch: UInt16 = 0x14a  // BTN_TOUCH
  package static let buttonToolDoubleTap: UInt16 = 0x14d  // BTN_TOOL_DOUBLETAP
  package static let buttonToolTripleTap: UInt16 = 0x14e  // BTN_TOOL_TRIPLETAP
  package static let buttonToolQuadTap: UInt16 = 0x14f  // BTN_TOOL_QUADTAP
  package static let buttonToolQuintTap: UInt16 = 0x148  // BTN_TOOL_QUINTTAP

  // EV_ABS codes.
  package static let absX: UInt16 = 0x00  // ABS_X
  package static let absY: UInt16 = 0x01  // ABS_Y
  package static let absPressure: UInt16 = 0x18  // ABS_PRESSURE
  package static let mtSlot: UInt16 = 0x2f  // ABS_MT_SLOT
  package static let mtTouchMajor: UInt16 = 0x30  // ABS_MT_TOUCH_MAJOR
  package static let mtPositionX: UInt16 = 0x35  // ABS_MT_POSITION_X
  package static let mtPositionY: UInt16 = 0x36  // ABS_MT_POSITION_Y
  package static let mtTrackingID: UInt16 = 0x39  // ABS_MT_TRACKING_ID
  package static let mtPressure: UInt16 = 0x3a  // ABS_MT_PRESSURE

  // INPUT_PROP_* bits.
  package static let propertyPointer: UInt16 = 0x00  // INPUT_PROP_POINTER
  package static let propertyDirect: UInt16 = 0x01  // INPUT_PROP_DIRECT
  package static let propertyButtonpad: UInt16 = 0x02  // INPUT_PROP_BUTTONPAD

  /// The kernel name of an event type (`EV_ABS`), or its number in hex, for messages.
  package static func typeName(_ type: UInt16) -> String {
    switch type {
    case 0x00: "EV_SYN"
    case 0x01: "EV_KEY"
    case 0x02: "EV_REL"
    case 0x03: "EV_ABS"
    case 0x04: "EV_MSC"
    case 0x05: "EV_SW"
    case 0x11: "EV_LED"
    case 0x12: "EV_SND"
    case 0x14: "EV_REP"
    case 0x15: "EV_FF"
    case 0x16: "EV_PWR"
    case 0x17: "EV_FF_STATUS"
    default: "event type 0x\(String(type, radix: 16))"
    }
  }

  /// The kernel name of an event code the importers and the exporter deal in (`ABS_MT_SLOT`), or
  /// `nil` for another.
  package static func codeName(type: UInt16, code: UInt16) -> String? {
    switch (type, code) {
    case (synchronization, synReport): "SYN_REPORT"
    case (synchronization, synConfig): "SYN_CONFIG"
    case (synchronization, synMultiTouchReport): "SYN_MT_REPORT"
    case (synchronization, synDropped): "SYN_DROPPED"
    case (key, buttonToolFinger): "BTN_TOOL_FINGER"
    case (key, buttonTouch): "BTN_TOUCH"
    case (key, buttonToolDoubleTap): "BTN_TOOL_DOUBLETAP"
    case (key, buttonToolTripleTap): "BTN_TOOL_TRIPLETAP"
    case (key, buttonToolQuadTap): "BTN_TOOL_QUADTAP"
    case (key, buttonToolQuintTap): "BTN_TOOL_QUINTTAP"
    case (absolute, absX): "ABS_X"
    case (absolute, absY): "ABS_Y"
    case (absolute, absPressure): "ABS_PRESSURE"
    case (absolute, mtSlot): "ABS_MT_SLOT"
    case (absolute, mtTouchMajor): "ABS_MT_TOUCH_MAJOR"
    case (absolute, mtPositionX): "ABS_MT_POSITION_X"
    case (absolute, mtPositionY): "ABS_MT_POSITION_Y"
    case (absolute, mtTrackingID): "ABS_MT_TRACKING_ID"
    case (absolute, mtPressure): "ABS_MT_PRESSURE"
    default: nil
    }
  }
}
