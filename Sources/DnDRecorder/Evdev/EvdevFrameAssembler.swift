import DnDEngine
import DnDFormats

/// A contact's raw values at the end of a frame: position, and pressure and major axis when the
/// device reports them and they are known.
struct EvdevRawSample: Equatable {
  var x: Int64
  var y: Int64
  var pressure: Int64?
  var major: Int64?
}

/// What happened to one contact in a frame, as a protocol handler (slots, anonymous packets,
/// single touch) saw it. `key` names the contact within the handler; the assembler gives ids.
enum EvdevContactChange {
  case began(key: Int, EvdevRawSample)
  /// The contact's values at the end of the frame (the assembler decides `moved` or `stationary`).
  case updated(key: Int, EvdevRawSample)
  case ended(key: Int, EvdevRawSample)
}

/// Turns the contact changes of each frame into trace frames, one frame at a time (streaming: it
/// holds only the contacts down), by the rules every source shares (``TraceAssembler``'s):
///
/// - **Ids** 1, 2, 3… in order of first contact — within one frame in the order the changes come,
///   which is the order the contacts began in the recording — never reused.
/// - **Full frames**: every contact down is listed, in id order; one without a change, or whose
///   change does not alter its position, force or radius *as the trace writes them*, is
///   `stationary` with its last values (so importing an export, where an unchanged value writes
///   no event, gives the same phases).
struct EvdevFrameAssembler {
  let mapping: EvdevAxisMapping
  let force: EvdevForceMapping?
  let hasRadius: Bool
  /// The contacts down, in id order (ids only grow, so appending keeps the order).
  private(set) var down: [(key: Int, touch: TraceTouch)] = []
  private(set) var nextID = 1
  /// The most touches down at once.
  private(set) var peakDown = 0

  init(mapping: EvdevAxisMapping, force: EvdevForceMapping?, hasRadius: Bool) {
    self.mapping = mapping
    self.force = force
    self.hasRadius = hasRadius
  }

  /// The trace touch of `sample` (no id or phase yet).
  func touch(_ sample: EvdevRawSample, id: Int, phase: TouchPhase) -> TraceTouch {
    TraceTouch(
      id: id, phase: phase, x: mapping.pointX(sample.x), y: mapping.pointY(sample.y),
      force: force.flatMap { mapping in sample.pressure.map { mapping.force($0) } },
      radius: hasRadius ? sample.major.map { mapping.radius(major: $0) } : nil)
  }

  /// The frame at `time` after `changes`, or `nil` when no contact is down or ended. Throws
  /// only when the ids run out (2³¹ − 1 contacts).
  mutating func frame(time: Int64, _ changes: [EvdevContactChange], file: String)
    throws(InputError) -> TraceRecord?
  {
    var ended: [TraceTouch] = []
    var updates: [(key: Int, sample: EvdevRawSample)] = []
    var began: [(key: Int, sample: EvdevRawSample)] = []
    for change in changes {
      switch change {
      case .began(let key, let sample): began.append((key, sample))
      case .updated(let key, let sample): updates.append((key, sample))
      case .ended(let key, let sample):
        guard let index = down.firstIndex(where: { $0.key == key }) else { continue }
        ended.append(touch(sample, id: down[index].touch.id, phase: .ended))
        down.remove(at: index)
      }
    }
    var touches = ended
    for index in down.indices {
      var current = down[index].touch
      let key = down[index].key
      if let sample = updates.first(where: { $0.key == key })?.sample {
        let next = touch(sample, id: current.id, phase: .moved)
        if next.x != current.x || next.y != current.y || next.force != current.force
          || next.radius != current.radius
        {
          current = next
        } else {
          current.phase = .stationary
        }
      } else {
        current.phase = .stationary
      }
      down[index].touch = current
      touches.append(current)
    }
    for (key, sample) in began {
      guard nextID <= Int(Int32.max) else {
        throw InputError(
          file: file, message: "more than \(Int32.max) contacts; a trace cannot number them")
      }
      let new = touch(sample, id: nextID, phase: .began)
      nextID += 1
      down.append((key, new))
      touches.append(new)
    }
    guard !touches.isEmpty else { return nil }
    touches.sort { $0.id < $1.id }
    peakDown = max(peakDown, down.count)
    return .frame(time: time, touches: touches)
  }

  /// A frame at `time` cancelling every contact down, or `nil` when none is.
  mutating func cancelAll(time: Int64) -> TraceRecord? {
    guard !down.isEmpty else { return nil }
    let touches = down.map { entry in
      var touch = entry.touch
      touch.phase = .cancelled
      return touch
    }
    down.removeAll()
    return .frame(time: time, touches: touches)
  }
}
