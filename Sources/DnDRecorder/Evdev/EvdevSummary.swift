/// Facts about a recording counted from its raw events, the way the test recordings'
/// `expected-summary.json` counts them (independently of the trace made from it), plus what the
/// import made of it.
public struct EvdevSummary: Sendable, Equatable {
  /// How the device reports contacts.
  public enum TouchProtocol: String, Sendable {
    /// Multi-touch protocol B: slots and tracking ids.
    case slots = "B"
    /// Multi-touch protocol A: anonymous packets ended by SYN_MT_REPORT.
    case anonymous = "A"
    /// No multi-touch axes: ABS_X / ABS_Y and BTN_TOUCH.
    case singleTouch = "single-touch"
  }

  public var touchProtocol: TouchProtocol
  /// EV_SYN / SYN_REPORT events.
  public var synReports = 0
  /// The timestamps of the first and last SYN_REPORT, as the recording gives them (µs).
  public var firstReport: Int64?
  public var lastReport: Int64?
  /// Protocol B: ABS_MT_TRACKING_ID ≥ 0 on a slot that was empty or held another id. Protocol A:
  /// contacts the tracker began. Single touch: BTN_TOUCH 0 → 1.
  public var touchSequences = 0
  /// Protocol B: the most slots holding a tracking id at a SYN_REPORT. Protocol A: the most
  /// SYN_MT_REPORTs in one frame. Single touch: 1 once BTN_TOUCH was down at a SYN_REPORT.
  public var maxConcurrentContacts = 0
  /// After the last event: protocol B, slots holding a tracking id; protocol A, contacts the
  /// tracker follows; single touch, 1 if BTN_TOUCH is down.
  public var activeAtEnd = 0
  /// Trace frames made.
  public var frames = 0
  /// Trace touch ids given.
  public var contacts = 0

  public init(touchProtocol: TouchProtocol) {
    self.touchProtocol = touchProtocol
  }

  /// The last SYN_REPORT's time minus the first's, in µs (0 without any).
  public var durationMicroseconds: Int64 {
    guard let firstReport, let lastReport else { return 0 }
    return lastReport - firstReport
  }
}
