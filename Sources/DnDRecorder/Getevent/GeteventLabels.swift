/// The names `getevent -l` prints instead of numbers (Linux `input-event-codes.h`, which Android's
/// toolbox turns into its label tables). Complete for the event types, `SYN_*`, `ABS_*`, `MSC_*`,
/// `INPUT_PROP_*` and the value labels; for keys only the buttons a touchscreen sends and the few
/// keys phones put beside the screen — an unknown key has no bearing on touches, so the reader
/// skips and counts it rather than guessing a number.
enum GeteventLabels {
  static let types: [String: UInt16] = [
    "EV_SYN": 0x00, "EV_KEY": 0x01, "EV_REL": 0x02, "EV_ABS": 0x03, "EV_MSC": 0x04,
    "EV_SW": 0x05, "EV_LED": 0x11, "EV_SND": 0x12, "EV_REP": 0x14, "EV_FF": 0x15,
    "EV_PWR": 0x16, "EV_FF_STATUS": 0x17,
  ]

  static let syn: [String: UInt16] = [
    "SYN_REPORT": 0, "SYN_CONFIG": 1, "SYN_MT_REPORT": 2, "SYN_DROPPED": 3,
  ]

  static let abs: [String: UInt16] = [
    "ABS_X": 0x00, "ABS_Y": 0x01, "ABS_Z": 0x02, "ABS_RX": 0x03, "ABS_RY": 0x04, "ABS_RZ": 0x05,
    "ABS_THROTTLE": 0x06, "ABS_RUDDER": 0x07, "ABS_WHEEL": 0x08, "ABS_GAS": 0x09,
    "ABS_BRAKE": 0x0a, "ABS_HAT0X": 0x10, "ABS_HAT0Y": 0x11, "ABS_HAT1X": 0x12,
    "ABS_HAT1Y": 0x13, "ABS_HAT2X": 0x14, "ABS_HAT2Y": 0x15, "ABS_HAT3X": 0x16,
    "ABS_HAT3Y": 0x17, "ABS_PRESSURE": 0x18, "ABS_DISTANCE": 0x19, "ABS_TILT_X": 0x1a,
    "ABS_TILT_Y": 0x1b, "ABS_TOOL_WIDTH": 0x1c, "ABS_VOLUME": 0x20, "ABS_PROFILE": 0x21,
    "ABS_MISC": 0x28, "ABS_RESERVED": 0x2e, "ABS_MT_SLOT": 0x2f, "ABS_MT_TOUCH_MAJOR": 0x30,
    "ABS_MT_TOUCH_MINOR": 0x31, "ABS_MT_WIDTH_MAJOR": 0x32, "ABS_MT_WIDTH_MINOR": 0x33,
    "ABS_MT_ORIENTATION": 0x34, "ABS_MT_POSITION_X": 0x35, "ABS_MT_POSITION_Y": 0x36,
    "ABS_MT_TOOL_TYPE": 0x37, "ABS_MT_BLOB_ID": 0x38, "ABS_MT_TRACKING_ID": 0x39,
    "ABS_MT_PRESSURE": 0x3a, "ABS_MT_DISTANCE": 0x3b, "ABS_MT_TOOL_X": 0x3c,
    "ABS_MT_TOOL_Y": 0x3d,
  ]

  static let key: [String: UInt16] = [
    "BTN_LEFT": 0x110, "BTN_RIGHT": 0x111, "BTN_MIDDLE": 0x112, "BTN_TOOL_PEN": 0x140,
    "BTN_TOOL_RUBBER": 0x141, "BTN_TOOL_BRUSH": 0x142, "BTN_TOOL_PENCIL": 0x143,
    "BTN_TOOL_AIRBRUSH": 0x144, "BTN_TOOL_FINGER": 0x145, "BTN_TOOL_MOUSE": 0x146,
    "BTN_TOOL_LENS": 0x147, "BTN_TOOL_QUINTTAP": 0x148, "BTN_STYLUS3": 0x149,
    "BTN_TOUCH": 0x14a, "BTN_STYLUS": 0x14b, "BTN_STYLUS2": 0x14c, "BTN_TOOL_DOUBLETAP": 0x14d,
    "BTN_TOOL_TRIPLETAP": 0x14e, "BTN_TOOL_QUADTAP": 0x14f, "KEY_VOLUMEDOWN": 0x72,
    "KEY_VOLUMEUP": 0x73, "KEY_POWER": 0x74, "KEY_MENU": 0x8b, "KEY_WAKEUP": 0x8f,
    "KEY_BACK": 0x9e, "KEY_HOMEPAGE": 0xac, "KEY_APPSELECT": 0x244,
  ]

  static let msc: [String: UInt16] = [
    "MSC_SERIAL": 0, "MSC_PULSELED": 1, "MSC_GESTURE": 2, "MSC_RAW": 3, "MSC_SCAN": 4,
    "MSC_TIMESTAMP": 5,
  ]

  /// `EV_KEY` values: `getevent -l` prints these instead of 0, 1, 2.
  static let keyValues: [String: Int32] = ["UP": 0, "DOWN": 1, "REPEAT": 2]

  /// `ABS_MT_TOOL_TYPE` values (`MT_TOOL_MAX` as today's kernels define it).
  static let toolTypes: [String: Int32] = [
    "MT_TOOL_FINGER": 0, "MT_TOOL_PEN": 1, "MT_TOOL_PALM": 2, "MT_TOOL_DIAL": 0x0a,
    "MT_TOOL_MAX": 0x0f,
  ]

  static let properties: [String: UInt16] = [
    "INPUT_PROP_POINTER": 0, "INPUT_PROP_DIRECT": 1, "INPUT_PROP_BUTTONPAD": 2,
    "INPUT_PROP_SEMI_MT": 3, "INPUT_PROP_TOPBUTTONPAD": 4, "INPUT_PROP_POINTING_STICK": 5,
    "INPUT_PROP_ACCELEROMETER": 6, "INPUT_PROP_PRESSUREPAD": 7,
  ]

  /// The code labels of `type`, and the prefixes a label of that type has: a label with the
  /// right prefix that is not in the table is a code this reader does not know (skipped); one
  /// with another prefix is a mistake (an error).
  static func codes(ofType type: UInt16) -> (table: [String: UInt16], prefixes: [String]) {
    switch type {
    case 0x00: return (syn, ["SYN_"])
    case 0x01: return (key, ["KEY_", "BTN_"])
    case 0x02: return ([:], ["REL_"])
    case 0x03: return (abs, ["ABS_"])
    case 0x04: return (msc, ["MSC_"])
    case 0x05: return ([:], ["SW_"])
    case 0x11: return ([:], ["LED_"])
    case 0x12: return ([:], ["SND_"])
    case 0x14: return ([:], ["REP_"])
    case 0x15: return ([:], ["FF_"])
    case 0x17: return ([:], ["FF_STATUS_"])
    default: return ([:], [])
    }
  }

  /// `ABS_MT_TOOL_TYPE`, whose values `getevent -l` names.
  static let toolTypeCode: UInt16 = 0x37
}
