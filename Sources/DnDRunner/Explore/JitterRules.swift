import DnDEngine
import VirtualTime

/// The engine thresholds a meaning-keeping jitter keeps every duration on the same side of,
/// read from the trace's ``DnDEngine/DeviceProfile`` (`Docs/exploration.md` lists them).
///
/// - **Durations**: the timers the engine starts at an input — lift delay (long press or tap),
///   lift animation, their sum (the lift's end), spring-loading delay, flash delay and their sum,
///   the progress-UI delay, the reordering dwell times — and 1 µs, which keeps the order of
///   records. For **every pair** of record times less than the longest of them apart, whether the
///   later one is at least that long after the earlier one stays the same. At least, because a
///   timer due at the instant of a frame runs before it (`Docs/formats.md`, same-instant rule).
/// - **Speeds**: the spring-loading gate and the reordering speed limits. For consecutive samples
///   of one finger that moved, whether the speed between them (distance over time, as
///   `sessionMoved` computes it) is at most each limit stays the same.
///
/// Not kept: distance-timed drop and cancel animations (their length depends on where the
/// preview flies) and the repeated ticks of a reordering check after its first dwell.
public struct JitterRules: Sendable, Equatable {
  /// Microseconds, increasing, without repeats; the first is 1 (order).
  public var durations: [Int64]
  /// Points per second, increasing, without repeats.
  public var speeds: [Double]

  public init(profile: DeviceProfile) {
    let lift = profile.liftDelay + profile.liftAnimationDuration
    let springLoad = profile.springLoadingDelay + profile.springLoadingFlashDelay
    let timers: [VirtualDuration] = [
      profile.liftDelay, profile.liftAnimationDuration, lift,
      profile.springLoadingDelay, profile.springLoadingFlashDelay, springLoad,
      profile.progressUIDelay,
      profile.reorderingFast.initial.dwell, profile.reorderingFast.subsequent.dwell,
      profile.reorderingSlow.initial.dwell, profile.reorderingSlow.subsequent.dwell,
    ]
    // Whole microseconds, rounded up: a trace's unit.
    let microseconds = timers.map { ($0.nanoseconds + 999) / 1_000 }.filter { $0 > 0 }
    durations = Array(Set([1] + microseconds)).sorted()
    let limits: [Double] = [
      profile.springLoadingMaxSpeed,
      profile.reorderingFast.initial.maxSpeed, profile.reorderingFast.subsequent.maxSpeed,
      profile.reorderingSlow.initial.maxSpeed, profile.reorderingSlow.subsequent.maxSpeed,
    ]
    speeds = Array(Set(limits.filter { $0.isFinite && $0 > 0 })).sorted()
  }

  /// The longest duration: records further apart than this (plus any jitter) cannot cross one.
  var longest: Int64 { durations.last ?? 1 }

  /// Whether two time differences, in microseconds, are on the same side of every duration.
  func sameSide(_ before: Int64, _ after: Int64) -> Bool {
    for duration in durations where (before >= duration) != (after >= duration) { return false }
    return true
  }

  /// Whether a movement of `distance` points takes the same side of every speed limit in
  /// `before` and `after` microseconds (`at or below` the limit is slow, as the engine's gates).
  func sameSide(distance: Double, _ before: Int64, _ after: Int64) -> Bool {
    let speedBefore = Self.speed(distance, microseconds: before)
    let speedAfter = Self.speed(distance, microseconds: after)
    for limit in speeds where (speedBefore <= limit) != (speedAfter <= limit) { return false }
    return true
  }

  /// The engine's own formula (`DragDropSystem.sessionMoved`): points over nanoseconds as seconds.
  static func speed(_ distance: Double, microseconds: Int64) -> Double {
    microseconds > 0 ? distance / (Double(microseconds * 1_000) / 1_000_000_000) : .infinity
  }
}
