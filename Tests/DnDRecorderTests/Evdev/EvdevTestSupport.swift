import DnDEngine
import Foundation
import Testing

@testable import DnDFormats
@testable import DnDRecorder

/// Options whose scene is as big as the test devices' raw axes (0…999 × 0…499), so that with
/// `stretch` a point is its raw value.
let evemuRawOptions = evemuOptions(width: 999, height: 499)

/// One evemu event line: `E: <time> <type> <code> <value>` from a time in microseconds, in
/// evemu-record's format (`%lu.%06u %04x %04x %04d`).
func evemuLine(_ microseconds: Int64, _ type: UInt16, _ code: UInt16, _ value: Int64) -> String {
  "E: \(EvdevTraceBuilder.seconds(microseconds)) \(EvemuEncoder.hex(type, width: 4)) "
    + "\(EvemuEncoder.hex(code, width: 4)) \(EvemuEncoder.paddedValue(value))"
}

/// Shorthands for the events of the state machine tests, at time `t` (µs).
enum EvLine {
  static func slot(_ t: Int64, _ slot: Int64) -> String {
    evemuLine(t, EvdevCode.absolute, EvdevCode.mtSlot, slot)
  }
  static func id(_ t: Int64, _ id: Int64) -> String {
    evemuLine(t, EvdevCode.absolute, EvdevCode.mtTrackingID, id)
  }
  static func x(_ t: Int64, _ x: Int64) -> String {
    evemuLine(t, EvdevCode.absolute, EvdevCode.mtPositionX, x)
  }
  static func y(_ t: Int64, _ y: Int64) -> String {
    evemuLine(t, EvdevCode.absolute, EvdevCode.mtPositionY, y)
  }
  static func pressure(_ t: Int64, _ value: Int64) -> String {
    evemuLine(t, EvdevCode.absolute, EvdevCode.mtPressure, value)
  }
  static func major(_ t: Int64, _ value: Int64) -> String {
    evemuLine(t, EvdevCode.absolute, EvdevCode.mtTouchMajor, value)
  }
  static func syn(_ t: Int64) -> String {
    evemuLine(t, EvdevCode.synchronization, EvdevCode.synReport, 0)
  }
  static func mtReport(_ t: Int64) -> String {
    evemuLine(t, EvdevCode.synchronization, EvdevCode.synMultiTouchReport, 0)
  }
  static func dropped(_ t: Int64) -> String {
    evemuLine(t, EvdevCode.synchronization, EvdevCode.synDropped, 0)
  }
  static func touch(_ t: Int64, _ down: Int64) -> String {
    evemuLine(t, EvdevCode.key, EvdevCode.buttonTouch, down)
  }
  /// A contact going down on `slot` with `id` at (x, y).
  static func down(_ t: Int64, slot: Int64, id: Int64, _ x: Int64, _ y: Int64) -> [String] {
    [EvLine.slot(t, slot), EvLine.id(t, id), EvLine.x(t, x), EvLine.y(t, y)]
  }
}

/// A recording of `description` and the event lines, one per line.
func evemuRecording(_ lines: [String], description: String = plainSlotsDescription) -> String {
  description + lines.joined(separator: "\n") + "\n"
}

/// The frames of the recording, summarised, with the raw-sized scene.
func evdevFrames(_ lines: [String], description: String = plainSlotsDescription) throws -> [String]
{
  try evemuFrames(evemuRecording(lines, description: description), options: evemuRawOptions)
}

/// The warnings of the recording (rendered) with the raw-sized scene.
func evdevWarnings(_ lines: [String], description: String = plainSlotsDescription) throws
  -> [String]
{
  try importEvemu(evemuRecording(lines, description: description), options: evemuRawOptions)
    .warnings.map(
      \.description)
}

/// The error of importing the recording, rendered, or "ok".
func evdevError(_ lines: [String], description: String = plainSlotsDescription) -> String {
  do {
    _ = try importEvemu(evemuRecording(lines, description: description), options: evemuRawOptions)
    return "ok"
  } catch {
    return error.description
  }
}
