import DnDEngine
import DnDFormats
import VirtualTime

/// The other jitter mode: it **changes** a gesture's meaning on purpose, by pushing one finger's
/// hold across an engine threshold — a long press shortened into a tap or a failed press, a tap
/// held into a lift, a drag that starts before the lift animation ends moved after it and back.
///
/// A **hold** runs from a finger's `began` to its first sample farther than the profile's
/// `movementAllowance` from where it began (or to its end): what decides a long press. Its
/// thresholds are the lift delay and the end of the lift animation (lift delay + its duration).
/// One hold and one threshold are drawn; the time between the hold's start and end is scaled so
/// the hold ends `margin` (1–30 ms) on the other side, and everything after moves with it. Times
/// stay strictly increasing (a record pushed onto the one before it moves up by 1 µs), so the
/// trace keeps every rule of the format.
enum ThresholdCrossing {
  /// What was crossed, for messages: `F2 hold 0.050s → 0.341s (lift delay 0.325s)`.
  struct Crossing: Equatable {
    var finger: Int
    var from: Int64
    var to: Int64
    var threshold: Int64
    var thresholdName: String
  }

  static func crossing(
    _ records: [TraceRecord], profile: DeviceProfile, random: inout ExploreRandom
  ) -> (records: [TraceRecord], crossing: Crossing?) {
    let timing = TraceTiming(records)
    let thresholds: [(name: String, microseconds: Int64)] = [
      ("lift delay", profile.liftDelay.nanoseconds / 1_000),
      ("lift end", (profile.liftDelay + profile.liftAnimationDuration).nanoseconds / 1_000),
    ]
    var holds: [(finger: Int, start: Int, end: Int)] = []
    for finger in timing.fingers {
      guard let first = finger.samples.first, first.phase == .began else { continue }
      let end = finger.samples.dropFirst().first {
        $0.location.distance(to: first.location) > profile.movementAllowance
          || $0.phase == .ended || $0.phase == .cancelled
      }
      if let end { holds.append((finger.id, first.group, end.group)) }
    }
    guard !holds.isEmpty else { return (records, nil) }
    let hold = random.pick(holds)
    let threshold = random.pick(thresholds)
    let margin = random.int(in: Int64(1_000)...30_000)
    let start = timing.times[hold.start]
    let length = timing.times[hold.end] - start
    let target =
      length < threshold.microseconds
      ? threshold.microseconds + margin : threshold.microseconds - margin
    var times = timing.times
    for group in times.indices where group > hold.start {
      let original = timing.times[group]
      times[group] =
        group <= hold.end
        ? start + Int64((Double(original - start) * Double(target) / Double(length)).rounded())
        : original + (target - length)
      times[group] = max(times[group], times[group - 1] + 1)
    }
    let crossing = Crossing(
      finger: hold.finger, from: length, to: times[hold.end] - start,
      threshold: threshold.microseconds, thresholdName: threshold.name)
    return (timing.records(withGroupTimes: times), crossing)
  }
}
