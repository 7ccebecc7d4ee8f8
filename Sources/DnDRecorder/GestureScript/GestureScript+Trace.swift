import DnDEngine
import DnDFormats

extension GestureScript: TraceSource {
  /// The device a script's trace says it was recorded on.
  public static let device = TraceDevice(name: "gesture-script", kind: "synthetic")

  /// The trace of the script (see ``contacts`` for the samples and ``TraceAssembler`` for the
  /// frames). `options` override the script's scene, profile and variants.
  public func makeTrace(_ options: RecordingOptions = RecordingOptions()) throws(InputError)
    -> RecordedTrace
  {
    let header = TraceHeader(
      scene: scene, profile: profile, device: Self.device, sampleRateHz: rate.hertz,
      provenance: [(key: "recorder", value: "gesture-script")], variants: variants)
    return RecordedTrace(
      header: try options.applied(to: header),
      records: TraceAssembler.records(contacts: contacts, actions: actions))
  }

  /// Every touch of every finger as samples, fingers in script order:
  ///
  /// - `began` at the touch's start, where it goes down;
  /// - a hold: `stationary` at each sample instant of the rate (``SampleClock``) strictly inside
  ///   it, and at its end;
  /// - a move: `moved` at each sample instant strictly inside it and at its end, where it
  ///   arrives; positions are interpolated in whole thousandths of a point;
  /// - the touch's last sample — the end of its last motion — is `ended` (`up`) or `cancelled`
  ///   (`cancel`) instead: the finger lifts where the last motion left it.
  public var contacts: [ContactTrack] {
    fingers.flatMap { finger in finger.touches.map { $0.samples(rate: rate) } }
  }
}

extension GestureTouch {
  func samples(rate: SampleClock) -> ContactTrack {
    var samples = [
      ContactSample(time: start, phase: .began, x: location.x, y: location.y)
    ]
    func add(_ time: Int64, _ phase: TouchPhase, _ point: GesturePoint) {
      samples.append(ContactSample(time: time, phase: phase, x: point.x, y: point.y))
    }
    var now = start
    var here = location
    for motion in motions {
      let end = now + motion.duration
      let instants = rate.instants(after: now, before: end) + [end]
      switch motion {
      case .hold:
        for time in instants { add(time, .stationary, here) }
      case .move(let path, _):
        var legs = MoveLegs(from: here, through: path, start: now, end: end)
        for time in instants { add(time, .moved, legs.point(at: time)) }
        here = path.last ?? here
      }
      now = end
    }
    samples[samples.count - 1].phase = ending == .up ? .ended : .cancelled
    return ContactTrack(samples: samples)
  }
}

/// A move through several points at constant speed: each leg gets the share of the duration its
/// length has of the whole path (its end instant rounded to the microsecond), and within a leg
/// the position is interpolated exactly in thousandths. A path of no length at all is one leg.
struct MoveLegs {
  private var points: [GesturePoint]
  /// The instant each point is reached; `ends[0]` is the start.
  private var ends: [Int64]
  private var leg = 1

  init(from start: GesturePoint, through path: [GesturePoint], start startTime: Int64, end: Int64) {
    points = [start] + path
    let lengths = zip(points, points.dropFirst()).map { $0.distance(to: $1) }
    let total = lengths.reduce(0, +)
    guard total > 0 else {
      points = [start, path.last ?? start]
      ends = [startTime, end]
      return
    }
    let duration = Double(end - startTime)
    var covered = 0.0
    ends = [startTime]
    for length in lengths.dropLast() {
      covered += length
      ends.append(startTime + Int64((duration * (covered / total)).rounded()))
    }
    ends.append(end)
  }

  /// The position at `time`, for increasing times within the move (after its start).
  mutating func point(at time: Int64) -> GesturePoint {
    while leg < ends.count - 1, time > ends[leg] { leg += 1 }
    let from = ends[leg - 1]
    let to = ends[leg]
    guard to > from else { return points[leg] }
    return points[leg - 1].interpolated(to: points[leg], time - from, over: to - from)
  }
}
