/// Where a moment of virtual time lands on the page, horizontally.
///
/// A drag-and-drop log is bursty: ten delegate calls at the instant of a drop, then nothing for
/// a second while data loads. A linear axis would either pile the burst onto one pixel or make
/// the page kilometres wide, so the scale is linear **with two exceptions**, both marked on the
/// axis:
///
/// - an instant at which one lane has several events is **widened**, and its events are spread
///   across the widening in log order (so the call order reads left to right, as in the WWDC
///   timeline slides);
/// - a quiet gap that would take more than ``compressAbove`` pixels is **compressed** to
///   ``compressedWidth`` and drawn as a break with its real length.
///
/// The pixels per second adapt to the log (a long log gets a coarser scale, within limits) so a
/// long replay stays scrollable rather than enormous.
struct TimeScale {
  struct Instant {
    var microseconds: Int64
    /// The first event of the instant (its index in the log).
    var firstOrder: Int
    var count: Int
    var x: Double
    /// Extra width the instant was given to spread its events (0 when not widened).
    var width: Double
  }

  /// A compressed quiet stretch from `x` to `x + width`.
  struct Gap {
    var x: Double
    var width: Double
    var microseconds: Int64
  }

  static let leftMargin = 14.0
  /// Room after the last event for the labels of the last ticks.
  static let rightMargin = 190.0
  /// The spacing of events within a widened instant.
  static let step = 14.0
  /// At most this many steps per instant (a burst of 200 calls shares them).
  static let maximumSteps = 30
  static let compressAbove = 320.0
  static let compressedWidth = 64.0
  /// The linear parts aim at this width, within the pixels-per-second limits below.
  static let targetLinearWidth = 850.0
  static let minimumPixelsPerSecond = 120.0
  static let maximumPixelsPerSecond = 1600.0
  /// A linear part never grows beyond this, whatever the log's length.
  static let maximumLinearWidth = 40_000.0

  private(set) var instants: [Instant] = []
  private(set) var gaps: [Gap] = []
  private(set) var pixelsPerSecond = maximumPixelsPerSecond
  /// From 0 to the right margin after the last instant.
  private(set) var width = leftMargin + rightMargin

  /// `events`: each event's time and a key for its lane, in log order.
  init(events: [(microseconds: Int64, lane: Int)]) {
    guard !events.isEmpty else { return }
    // Group events into instants (times only grow in a log; a smaller one joins the current).
    var groups: [(microseconds: Int64, first: Int, count: Int, widened: Bool)] = []
    var lanesSeen: Set<Int> = []
    for (order, event) in events.enumerated() {
      if let last = groups.last, event.microseconds <= last.microseconds {
        groups[groups.count - 1].count += 1
        if !lanesSeen.insert(event.lane).inserted { groups[groups.count - 1].widened = true }
      } else {
        groups.append((event.microseconds, order, 1, false))
        lanesSeen = [event.lane]
      }
    }
    let gapsSeconds = zip(groups, groups.dropFirst()).map {
      Double($1.microseconds - $0.microseconds) / 1_000_000
    }
    // Which gaps stay linear depends on the scale and the scale on which gaps stay linear: two
    // rounds settle it well enough (the first assumes the densest scale).
    var scale = Self.maximumPixelsPerSecond
    for _ in 0..<2 {
      let linear = gapsSeconds.filter { $0 * scale <= Self.compressAbove }.reduce(0, +)
      scale = Self.pixelsPerSecond(linearSeconds: linear)
    }
    pixelsPerSecond = scale

    var x = Self.leftMargin
    for (index, group) in groups.enumerated() {
      if index > 0 {
        let seconds = gapsSeconds[index - 1]
        let linear = seconds * scale
        if linear > Self.compressAbove {
          gaps.append(
            Gap(
              x: x, width: Self.compressedWidth,
              microseconds: group.microseconds - groups[index - 1].microseconds))
          x += Self.compressedWidth
        } else {
          x += linear
        }
      }
      let widening =
        group.widened ? Double(min(group.count - 1, Self.maximumSteps)) * Self.step : 0
      instants.append(
        Instant(
          microseconds: group.microseconds, firstOrder: group.first, count: group.count, x: x,
          width: widening))
      x += widening
    }
    width = x + Self.rightMargin
  }

  private static func pixelsPerSecond(linearSeconds: Double) -> Double {
    guard linearSeconds > 0 else { return maximumPixelsPerSecond }
    let wanted = targetLinearWidth / linearSeconds
    let bounded = min(max(wanted, minimumPixelsPerSecond), maximumPixelsPerSecond)
    return min(bounded, maximumLinearWidth / linearSeconds)
  }

  /// The x of a moment: an event by its order, any other time by interpolation.
  func x(_ point: Timeline.Point) -> Double {
    guard let first = instants.first, let last = instants.last else { return Self.leftMargin }
    if let order = point.order, let index = instant(containingOrder: order) {
      let instant = instants[index]
      guard instant.count > 1 else { return instant.x }
      return instant.x + instant.width * Double(order - instant.firstOrder)
        / Double(instant.count - 1)
    }
    let time = point.microseconds
    if time <= first.microseconds {
      return max(0, first.x - seconds(first.microseconds - time) * pixelsPerSecond)
    }
    if time >= last.microseconds {
      let linear = seconds(time - last.microseconds) * pixelsPerSecond
      let end = last.x + last.width
      return end + (linear > Self.compressAbove ? Self.compressedWidth : linear)
    }
    // The last instant at or before `time`, then the stretch to the next one.
    var low = 0
    var high = instants.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if instants[middle].microseconds <= time { low = middle } else { high = middle - 1 }
    }
    let before = instants[low]
    if before.microseconds == time { return before.x }
    let after = instants[low + 1]
    let from = before.x + before.width
    let fraction =
      Double(time - before.microseconds) / Double(after.microseconds - before.microseconds)
    return from + (after.x - from) * fraction
  }

  /// The instant holding event `order`.
  private func instant(containingOrder order: Int) -> Int? {
    var low = 0
    var high = instants.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if instants[middle].firstOrder <= order { low = middle } else { high = middle - 1 }
    }
    let instant = instants[low]
    return order >= instant.firstOrder && order < instant.firstOrder + instant.count ? low : nil
  }

  private func seconds(_ microseconds: Int64) -> Double { Double(microseconds) / 1_000_000 }
}
