/// The common ground of every Linux/Android touch recording (evemu, libinput record, Android
/// `getevent`): raw kernel input events and the device's axis description. Each format's reader
/// produces these; one evdev state machine (`EvdevTraceBuilder`) turns them into a trace, so the
/// multi-touch rules (slots, tracking ids, `SYN_DROPPED`, protocol A) are implemented once.
public struct EvdevEvent: Sendable, Equatable {
  /// The event's timestamp in microseconds, as the recording gives it (absolute, relative or
  /// of any base: the builder makes it relative to the first event).
  public var microseconds: Int64
  /// `EV_SYN` 0, `EV_KEY` 1, `EV_ABS` 3, `EV_MSC` 4 …
  public var type: UInt16
  public var code: UInt16
  public var value: Int32
  /// Where the event is in its source file (1-based line), for error messages and warnings.
  public var line: Int

  public init(microseconds: Int64, type: UInt16, code: UInt16, value: Int32, line: Int) {
    self.microseconds = microseconds
    self.type = type
    self.code = code
    self.value = value
    self.line = line
  }
}

/// What a recording says about its device: its name and the absolute axes it reports, with
/// their ranges (needed to map raw positions to scene points, and kept in the trace).
public struct EvdevDevice: Sendable, Equatable {
  public struct Axis: Sendable, Equatable {
    public var minimum: Int32
    public var maximum: Int32
    public var fuzz: Int32
    public var flat: Int32
    /// Units per millimetre (0 when unknown).
    public var resolution: Int32

    public init(
      minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0
    ) {
      self.minimum = minimum
      self.maximum = maximum
      self.fuzz = fuzz
      self.flat = flat
      self.resolution = resolution
    }
  }

  public var name: String
  /// Absolute axes by `ABS_*` code (`ABS_MT_POSITION_X` 0x35 …).
  public var axes: [UInt16: Axis]
  /// `INPUT_PROP_*` bits that are set (e.g. `INPUT_PROP_DIRECT` 0x01 for a touchscreen).
  public var properties: Set<UInt16>

  public init(name: String, axes: [UInt16: Axis], properties: Set<UInt16> = []) {
    self.name = name
    self.axes = axes
    self.properties = properties
  }
}
