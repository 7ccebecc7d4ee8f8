import DnDEngine
import Testing

@testable import DnDFormats
@testable import DnDRecorder

/// A single-touch device: ABS_X/ABS_Y 0…999 × 0…499, ABS_PRESSURE 0…100, BTN_TOUCH.
let singleTouchDescription = """
  # EVEMU 1.2
  N: Resistive Panel
  P: 00 00 00 00 00 00 00 00
  A: 00 0 999 0 0 0
  A: 01 0 499 0 0 0
  A: 18 0 100 0 0 0

  """

extension EvdevImporterTests {
  /// Legacy single-touch devices: ABS_X / ABS_Y and BTN_TOUCH.
  @Suite struct SingleTouchTests {
    func single(_ lines: [String]) throws -> [String] {
      try evdevFrames(lines, description: singleTouchDescription)
    }

    @Test func btnTouchBeginsAndEndsTheContact() throws {
      let x = { (t: Int64, v: Int64) in evemuLine(t, EvdevCode.absolute, EvdevCode.absX, v) }
      let y = { (t: Int64, v: Int64) in evemuLine(t, EvdevCode.absolute, EvdevCode.absY, v) }
      let pressure = { (t: Int64, v: Int64) in
        evemuLine(t, EvdevCode.absolute, EvdevCode.absPressure, v)
      }
      let lines = [
        x(0, 100), y(0, 200), pressure(0, 50), EvLine.touch(0, 1), EvLine.syn(0),
        x(1000, 120), EvLine.syn(1000),
        EvLine.touch(2000, 0), pressure(2000, 0), EvLine.syn(2000),
        // Moving with BTN_TOUCH up is hovering: no contact.
        x(3000, 300), EvLine.syn(3000),
        EvLine.touch(4000, 1), EvLine.syn(4000),
        EvLine.touch(5000, 0), EvLine.syn(5000),
      ]
      let trace = try importEvemu(
        evemuRecording(lines, description: singleTouchDescription), options: evemuRawOptions)
      #expect(
        trace.records.map(TraceWriter.recordLine) == [
          #"{"t":0,"touches":[{"id":1,"phase":"began","x":100,"y":200,"force":0.5}]}"#,
          #"{"t":1000,"touches":[{"id":1,"phase":"moved","x":120,"y":200,"force":0.5}]}"#,
          #"{"t":2000,"touches":[{"id":1,"phase":"ended","x":120,"y":200,"force":0}]}"#,
          #"{"t":4000,"touches":[{"id":2,"phase":"began","x":300,"y":200,"force":0}]}"#,
          #"{"t":5000,"touches":[{"id":2,"phase":"ended","x":300,"y":200,"force":0}]}"#,
        ])
      #expect(trace.header.device.maxContacts == 1)
      #expect(trace.header.device.kind == "touchscreen")
    }

    @Test func aTouchWithoutAPositionIsLeftOut() throws {
      let lines = [EvLine.touch(0, 1), EvLine.syn(0), EvLine.touch(1000, 0), EvLine.syn(1000)]
      #expect(
        evdevError(lines, description: singleTouchDescription)
          == "t.evemu: error: the recording has no touch (4 events, 2 SYN_REPORTs); expected at least one contact to make a trace of"
      )
    }
  }
}
