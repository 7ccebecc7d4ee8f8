import DnDFormats

/// Timing jitter that keeps each gesture's meaning: every group of records (``TraceTiming``)
/// moves by a few milliseconds at most, and no duration crosses an engine threshold
/// (``JitterRules``) — a long press stays a long press, a tap a tap, a hover that spring-loads
/// still does, a fast pass stays fast. Times stay strictly increasing and never negative.
///
/// Groups are shifted one after the other. Every rule against a group already placed is a bound
/// on the next group's shift (a duration that was at least a threshold must stay at least it: a
/// lower bound; one that was shorter must stay shorter: an upper bound; a speed limit is a
/// threshold on the time between two samples), so each group draws its shift uniformly from the
/// interval the bounds leave, then checks the rules exactly (floating-point speeds). When the
/// interval is empty or the draws keep failing, the whole trace starts again at half the
/// amplitude — and an amplitude of zero is the trace unchanged, which always fits. So the jitter
/// always ends, always keeps the meaning, and is a function of the seed alone.
enum FrameJitter {
  static let triesPerGroup = 4

  static func keepingMeaning(
    _ records: [TraceRecord], amplitude: Int64, rules: JitterRules, random: inout ExploreRandom
  ) -> [TraceRecord] {
    let timing = TraceTiming(records)
    let movements = timing.movementsByLaterGroup
    var amplitude = amplitude
    while amplitude > 0 {
      if let shifts = shifts(
        timing: timing, movements: movements, amplitude: amplitude, rules: rules, random: &random)
      {
        return timing.records(withGroupTimes: zip(timing.times, shifts).map { $0 + $1 })
      }
      amplitude /= 2
    }
    return records
  }

  private static func shifts(
    timing: TraceTiming, movements: [[TraceTiming.Movement]], amplitude: Int64,
    rules: JitterRules, random: inout ExploreRandom
  ) -> [Int64]? {
    let times = timing.times
    var shifts = Array(repeating: Int64(0), count: times.count)
    /// Groups closer than the longest threshold plus twice the amplitude can cross one.
    func earlierGroups(_ group: Int) -> some Sequence<Int> {
      stride(from: group - 1, through: 0, by: -1).lazy.prefix {
        times[group] - times[$0] <= rules.longest + 2 * amplitude
      }
    }
    func bounds(_ group: Int) -> ClosedRange<Int64>? {
      var lowest = max(-amplitude, -times[group])
      var highest = amplitude
      func keep(_ before: Int64, across threshold: Int64, from earlier: Int) {
        // before + shift - shifts[earlier] must stay on the side of `threshold` it was on.
        if before >= threshold {
          lowest = max(lowest, threshold - before + shifts[earlier])
        } else {
          highest = min(highest, threshold - before + shifts[earlier] - 1)
        }
      }
      for earlier in earlierGroups(group) {
        let before = times[group] - times[earlier]
        for threshold in rules.durations { keep(before, across: threshold, from: earlier) }
      }
      for movement in movements[group] {
        let before = times[group] - times[movement.earlier]
        for limit in rules.speeds {
          // At most `limit` ⇔ at least distance / limit apart; the exact check follows.
          let apart = Int64((movement.distance / limit * 1_000_000).rounded(.up))
          keep(before, across: apart, from: movement.earlier)
        }
      }
      return lowest <= highest ? lowest...highest : nil
    }
    func fits(_ group: Int, _ shift: Int64) -> Bool {
      for earlier in earlierGroups(group) {
        let before = times[group] - times[earlier]
        if !rules.sameSide(before, before + shift - shifts[earlier]) { return false }
      }
      for movement in movements[group] {
        let before = times[group] - times[movement.earlier]
        let after = before + shift - shifts[movement.earlier]
        if !rules.sameSide(distance: movement.distance, before, after) { return false }
      }
      return true
    }
    for group in times.indices {
      guard let range = bounds(group) else { return nil }
      var placed = false
      for _ in 0..<triesPerGroup {
        let shift = random.int(in: range)
        if fits(group, shift) {
          shifts[group] = shift
          placed = true
          break
        }
      }
      if !placed { return nil }
    }
    return shifts
  }

  /// Whether `jittered` is `original` with only group times changed and every rule kept: the
  /// property the jitter promises, checked over every pair of groups (for tests and audits).
  static func keepsMeaning(
    original: [TraceRecord], jittered: [TraceRecord], rules: JitterRules
  ) -> Bool {
    guard original.count == jittered.count else { return false }
    let before = TraceTiming(original)
    let after = TraceTiming(jittered)
    guard before.groupOfRecord == after.groupOfRecord,
      before.times.count == after.times.count,
      after.times.first.map({ $0 >= 0 }) ?? true
    else { return false }
    for (a, b) in zip(original, jittered) where !sameContent(a, b) { return false }
    let times = before.times
    let newTimes = after.times
    for later in times.indices {
      for earlier in 0..<later
      where !rules.sameSide(times[later] - times[earlier], newTimes[later] - newTimes[earlier]) {
        return false
      }
    }
    for movement in before.movementsByLaterGroup.joined() {
      let old = times[movement.later] - times[movement.earlier]
      let new = newTimes[movement.later] - newTimes[movement.earlier]
      if !rules.sameSide(distance: movement.distance, old, new) { return false }
    }
    return true
  }

  private static func sameContent(_ a: TraceRecord, _ b: TraceRecord) -> Bool {
    switch (a, b) {
    case (.frame(_, let x), .frame(_, let y)): return x == y
    case (.action(_, let x), .action(_, let y)): return x == y
    default: return false
    }
  }
}
