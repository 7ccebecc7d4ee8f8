import DnDEngine

/// The header of a trace: what it was recorded on and what it replays against.
public struct TraceHeader: Sendable, Equatable {
  /// `dndsim-trace`.
  public static let format = "dndsim-trace"
  public static let version: Int64 = 1

  /// The scene the trace replays against (a registered scene name or a scene file path).
  public var scene: String
  /// `tablet` or `phone`.
  public var profile: DeviceProfile.Kind
  public var device: TraceDevice
  /// Nominal sample rate; `nil` when unknown.
  public var sampleRateHz: Double?
  /// Where the trace came from: free-form string pairs, in file order.
  public var provenance: [(key: String, value: String)]
  /// Named fault-plan variants; each has its own golden log. Empty = the single variant `default`.
  public var variants: [String]

  public init(
    scene: String, profile: DeviceProfile.Kind = .tablet, device: TraceDevice = TraceDevice(),
    sampleRateHz: Double? = nil, provenance: [(key: String, value: String)] = [],
    variants: [String] = []
  ) {
    self.scene = scene
    self.profile = profile
    self.device = device
    self.sampleRateHz = sampleRateHz
    self.provenance = provenance
    self.variants = variants
  }

  public static func == (a: TraceHeader, b: TraceHeader) -> Bool {
    a.scene == b.scene && a.profile == b.profile && a.device == b.device
      && a.sampleRateHz == b.sampleRateHz && a.variants == b.variants
      && a.provenance.map(\.key) == b.provenance.map(\.key)
      && a.provenance.map(\.value) == b.provenance.map(\.value)
  }
}

/// The device a trace was recorded on, with its raw axis ranges (kept so a trace can be mapped
/// to another scene size).
public struct TraceDevice: Sendable, Equatable {
  public struct Axis: Sendable, Equatable {
    public var min: Int64
    public var max: Int64
    public init(min: Int64, max: Int64) {
      self.min = min
      self.max = max
    }
  }

  public var name: String
  /// `touchscreen`, `touchpad`, `tablet` or `synthetic`.
  public var kind: String
  public var maxContacts: Int64?
  public var x: Axis?
  public var y: Axis?

  public init(
    name: String = "synthetic", kind: String = "synthetic", maxContacts: Int64? = nil,
    x: Axis? = nil, y: Axis? = nil
  ) {
    self.name = name
    self.kind = kind
    self.maxContacts = maxContacts
    self.x = x
    self.y = y
  }
}

/// One touch of a frame, in scene points.
public struct TraceTouch: Sendable, Equatable {
  public var id: Int
  public var phase: TouchPhase
  public var x: Double
  public var y: Double
  public var force: Double?
  public var radius: Double?

  public init(
    id: Int, phase: TouchPhase, x: Double, y: Double, force: Double? = nil, radius: Double? = nil
  ) {
    self.id = id
    self.phase = phase
    self.x = x
    self.y = y
    self.force = force
    self.radius = radius
  }

  /// The engine's sample for this touch.
  public var sample: TouchSample {
    TouchSample(
      finger: id, phase: phase, location: Point(x: x, y: y), force: force, radius: radius)
  }
}

/// One line after the header: a frame of touches or a timed action, at `time` microseconds of
/// virtual time since the trace's start.
public enum TraceRecord: Sendable, Equatable {
  case frame(time: Int64, touches: [TraceTouch])
  /// A user action (`cancelProgress`) or a scene action (`scene` with a name and string
  /// arguments, e.g. insert a row now).
  case action(time: Int64, TraceAction)

  public var time: Int64 {
    switch self {
    case .frame(let time, _), .action(let time, _): time
    }
  }
}

public enum TraceAction: Sendable, Equatable {
  /// The user taps Cancel on the system progress UI.
  case cancelProgress
  /// A named action of the scene (`insertRow`, …) with its string arguments in file order.
  case scene(name: String, arguments: [ActionArgument])
}

/// One argument of a scene action.
public struct ActionArgument: Sendable, Equatable {
  public var name: String
  public var value: String

  public init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }
}
