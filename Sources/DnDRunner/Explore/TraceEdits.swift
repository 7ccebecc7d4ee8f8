import DnDEngine
import DnDFormats

/// The removals the shrinker makes to a trace's records. Each keeps every rule of the format:
/// a finger goes with all its samples (began to end), a move or stationary sample goes alone
/// (never a `began`, `ended` or `cancelled`), an action goes alone, and a frame left without
/// touches goes too. Times are never changed, so what stays keeps its order — and no touch is
/// ever left beginning without ending.
enum TraceEdits {
  /// One sample a shrink may remove: a `moved` or `stationary` touch of a frame.
  struct SamplePosition: Hashable {
    var record: Int
    var finger: Int
  }

  /// Finger ids in the order they began.
  static func fingers(_ records: [TraceRecord]) -> [Int] {
    var ids: [Int] = []
    for case .frame(_, let touches) in records {
      for touch in touches where touch.phase == .began { ids.append(touch.id) }
    }
    return ids
  }

  static func removingFinger(_ id: Int, from records: [TraceRecord]) -> [TraceRecord] {
    filterTouches(records) { _, touch in touch.id != id }
  }

  /// Every removable sample, in record order.
  static func moves(_ records: [TraceRecord]) -> [SamplePosition] {
    var positions: [SamplePosition] = []
    for (index, record) in records.enumerated() {
      guard case .frame(_, let touches) = record else { continue }
      for touch in touches where touch.phase == .moved || touch.phase == .stationary {
        positions.append(SamplePosition(record: index, finger: touch.id))
      }
    }
    return positions
  }

  static func removing(_ positions: Set<SamplePosition>, from records: [TraceRecord])
    -> [TraceRecord]
  {
    filterTouches(records) { index, touch in
      !positions.contains(SamplePosition(record: index, finger: touch.id))
    }
  }

  /// Indices of the action records.
  static func actions(_ records: [TraceRecord]) -> [Int] {
    records.indices.filter { if case .action = records[$0] { true } else { false } }
  }

  static func removingRecord(_ index: Int, from records: [TraceRecord]) -> [TraceRecord] {
    var records = records
    records.remove(at: index)
    return records
  }

  /// How many touch samples the records hold (the shrinker's measure of a trace's size).
  static func sampleCount(_ records: [TraceRecord]) -> Int {
    records.reduce(0) { count, record in
      if case .frame(_, let touches) = record { count + touches.count } else { count }
    }
  }

  private static func filterTouches(
    _ records: [TraceRecord], keep: (Int, TraceTouch) -> Bool
  ) -> [TraceRecord] {
    var result: [TraceRecord] = []
    for (index, record) in records.enumerated() {
      switch record {
      case .frame(let time, let touches):
        let kept = touches.filter { keep(index, $0) }
        if !kept.isEmpty { result.append(.frame(time: time, touches: kept)) }
      case .action:
        result.append(record)
      }
    }
    return result
  }
}
