import DnDEngine
import DnDFormats

/// The timing structure of a trace's records, for the jitter and the threshold crossing: records
/// that share a time form one **group** (an action at a frame's time rides with the frame), and
/// every finger's samples are listed with the group they are in.
///
/// Mutations change group times only, never which records share a group or their order, so a
/// mutated trace keeps every rule of the format: frames strictly increasing, an action never
/// before the line above it, each touch beginning, moving and ending in the same records.
struct TraceTiming {
  /// One finger's sample: the group it is in and where the finger was.
  struct Sample {
    var group: Int
    var phase: TouchPhase
    var location: Point
  }

  let records: [TraceRecord]
  /// Group times in microseconds, strictly increasing.
  let times: [Int64]
  /// The group of each record.
  let groupOfRecord: [Int]
  /// Each finger's samples in time order, fingers in the order they began.
  let fingers: [(id: Int, samples: [Sample])]

  init(_ records: [TraceRecord]) {
    self.records = records
    var times: [Int64] = []
    var groupOfRecord: [Int] = []
    var samples: [Int: [Sample]] = [:]
    var order: [Int] = []
    for record in records {
      if times.last != record.time { times.append(record.time) }
      groupOfRecord.append(times.count - 1)
      guard case .frame(_, let touches) = record else { continue }
      for touch in touches {
        if samples[touch.id] == nil { order.append(touch.id) }
        samples[touch.id, default: []].append(
          Sample(
            group: times.count - 1, phase: touch.phase, location: Point(x: touch.x, y: touch.y)))
      }
    }
    self.times = times
    self.groupOfRecord = groupOfRecord
    fingers = order.map { (id: $0, samples: samples[$0]!) }
  }

  /// The records with each group moved to its new time.
  func records(withGroupTimes newTimes: [Int64]) -> [TraceRecord] {
    precondition(newTimes.count == times.count)
    return records.indices.map { index in
      let time = newTimes[groupOfRecord[index]]
      switch records[index] {
      case .frame(_, let touches): return .frame(time: time, touches: touches)
      case .action(_, let action): return .action(time: time, action)
      }
    }
  }

  /// Consecutive samples of one finger whose location changed: the engine measures a drag's
  /// speed between them (`sessionMoved`), so their time apart decides speed gates.
  struct Movement {
    var earlier: Int
    var later: Int
    var distance: Double
  }

  /// Every movement, listed under the group of its later sample.
  var movementsByLaterGroup: [[Movement]] {
    var result = Array(repeating: [Movement](), count: times.count)
    for finger in fingers {
      for (previous, next) in zip(finger.samples, finger.samples.dropFirst()) {
        let distance = previous.location.distance(to: next.location)
        guard distance > 0 else { continue }
        result[next.group].append(
          Movement(earlier: previous.group, later: next.group, distance: distance))
      }
    }
    return result
  }
}
