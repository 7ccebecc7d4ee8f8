import DnDEngine

/// One touch of a touch pointer, from its `pointerDown` to its `pointerUp` or `pointerCancel`, on
/// the timeline the ticks give: where it went down, the moves it made while down, and how it
/// ended. ``WebDriverTouchTimeline`` builds it (already checked), ``samples(rate:)`` samples it.
struct WebDriverContact: Sendable, Equatable {
  /// A `pointerMove` while the finger is down: from `from` at `start` to `to` at `end` in a
  /// straight line (`start == end` is a jump).
  struct Motion: Sendable, Equatable {
    var start: Int64
    var end: Int64
    var from: GesturePoint
    var to: GesturePoint
    var properties: WebDriverContactProperties
  }

  enum Ending: Sendable, Equatable {
    case up
    case cancel
  }

  var start: Int64
  var location: GesturePoint
  var properties: WebDriverContactProperties
  /// In time order, never overlapping (each runs within its own tick).
  var motions: [Motion] = []
  /// After `start`.
  var end: Int64
  var ending: Ending
  var endProperties: WebDriverContactProperties

  /// The instants at which the contact has a sample (see ``samples(rate:)``), in order.
  func instants(rate: SampleClock) -> [Int64] {
    var boundaries: [Int64] = []
    for motion in motions {
      for time in [motion.start, motion.end] where time > start && time < end {
        if boundaries.last != time { boundaries.append(time) }
      }
    }
    let clock = rate.instants(after: start, before: end)
    var merged: [Int64] = [start]
    merged.reserveCapacity(clock.count + boundaries.count + 2)
    var next = 0
    for time in clock {
      while next < boundaries.count, boundaries[next] <= time {
        if boundaries[next] < time { merged.append(boundaries[next]) }
        next += 1
      }
      merged.append(time)
    }
    merged.append(contentsOf: boundaries[next...])
    merged.append(end)
    return merged
  }

  /// How many samples ``samples(rate:)`` makes, without making them.
  func sampleCount(rate: SampleClock) -> Int64 {
    var count = 2 + rate.countStrictlyBetween(start, end)
    var last: Int64?
    for motion in motions {
      for time in [motion.start, motion.end] where time > start && time < end && time != last {
        last = time
        if !Self.isInstant(time, of: rate) { count += 1 }
      }
    }
    return count
  }

  private static func isInstant(_ time: Int64, of rate: SampleClock) -> Bool {
    rate.instant(rate.count(through: time) - 1) == time
  }

  /// The contact as samples:
  ///
  /// - at its start (`began`), at every sample instant of `rate` while it is down, at the start
  ///   and end of each of its moves (where it arrives), and at its end (`ended`/`cancelled`);
  /// - each sample shows where the finger is once everything at that instant has happened (a
  ///   device reports once per instant): on a move, the point interpolated exactly in
  ///   thousandths; after a jump, where it jumped to;
  /// - between the two ends, `moved` when the finger is elsewhere than at its previous sample,
  ///   `stationary` when it is not;
  /// - force and radius are those of the last action that touched the finger: its
  ///   `pointerDown`, the `pointerMove` in progress or last made, its `pointerUp`.
  func samples(rate: SampleClock) -> ContactTrack {
    var samples: [ContactSample] = []
    var motion = -1
    var previous = location
    for time in instants(rate: rate) {
      while motion + 1 < motions.count, motions[motion + 1].start <= time { motion += 1 }
      var point = location
      var properties = properties
      // At its start the finger is where it touched (a jump there is refused when built).
      if motion >= 0, time > start {
        let current = motions[motion]
        point =
          time >= current.end
          ? current.to
          : current.from.interpolated(
            to: current.to, time - current.start, over: current.end - current.start)
        properties = current.properties
      }
      let phase: TouchPhase
      if time == start {
        phase = .began
      } else if time == end {
        phase = ending == .up ? .ended : .cancelled
        properties = endProperties
      } else {
        phase = point == previous ? .stationary : .moved
      }
      samples.append(
        ContactSample(
          time: time, phase: phase, x: point.x, y: point.y, force: properties.force,
          radius: properties.radius))
      previous = point
    }
    return ContactTrack(samples: samples)
  }
}
