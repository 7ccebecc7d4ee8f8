import VirtualTime

/// The timing of an animation whose length depends on how far something travels — the cancel
/// animation that flies a preview back to its source, the drop animation that flies it to its
/// target.
///
/// Its duration for a distance `d` (in points) is
///
///     clamp(base + round(d) × perPoint, minimum, maximum)
///
/// where `round(d)` rounds to the nearest whole point, half away from zero, **before** anything
/// else. Rounding first means the floating-point noise in a distance (computed with `hypot` from
/// touch coordinates) can never reach the duration: every duration is an exact whole number of
/// nanoseconds, and two runs whose distances differ by 1e-12 schedule their completions at the same
/// virtual instant, which keeps golden logs stable.
///
/// Edge cases: a negative or NaN distance counts as 0 points; a distance so large that
/// `round(d) × perPoint` overflows `Int64` saturates at the bound in that direction (`maximum` for
/// a non-negative `perPoint`). The formula assumes a valid animation (see ``validate()``):
/// non-negative values and `minimum <= maximum`.
public struct DistanceTimedAnimation: Sendable, Equatable {
  /// The duration for a distance of zero points, before clamping.
  public var base: VirtualDuration
  /// Nanoseconds added per whole point travelled. An integer, so the formula stays exact.
  public var perPoint: Int64
  /// The shortest the animation may be, however short the distance.
  public var minimum: VirtualDuration
  /// The longest the animation may be, however long the distance.
  public var maximum: VirtualDuration

  public init(
    base: VirtualDuration, perPoint: Int64, minimum: VirtualDuration, maximum: VirtualDuration
  ) {
    self.base = base
    self.perPoint = perPoint
    self.minimum = minimum
    self.maximum = maximum
  }

  /// The animation's duration for travelling `distance` points; see the type's documentation for
  /// the formula and its edge cases.
  public func duration(forDistance distance: Double) -> VirtualDuration {
    // Whole points, half away from zero; NaN, -0 and negatives become 0. `nil` means "does not fit
    // in Int64" — only possible for absurd distances, but it must not trap.
    let points: Int64?
    if !(distance > 0) {
      points = 0
    } else {
      let rounded = distance.rounded(.toNearestOrAwayFromZero)
      points = rounded < 0x1p63 ? Int64(rounded) : nil
    }
    var extra: Int64?
    if let points {
      let (product, overflow) = points.multipliedReportingOverflow(by: perPoint)
      extra = overflow ? nil : product
    }

    if perPoint >= 0 {
      // Compare against the headroom below `maximum` instead of adding first, so that
      // `base + extra` is only computed when it cannot overflow.
      guard let extra, VirtualDuration.nanoseconds(extra) < maximum - base else {
        return Swift.max(maximum, minimum)
      }
      return Swift.max(base + .nanoseconds(extra), minimum)
    } else {
      guard let extra, VirtualDuration.nanoseconds(extra) > minimum - base else { return minimum }
      return Swift.min(base + .nanoseconds(extra), maximum)
    }
  }

  /// Checks that the animation is usable: no negative duration or rate, and `minimum <= maximum`.
  ///
  /// Errors name the offending field relative to this animation (`base`, `perPoint`, `minimum`,
  /// `maximum`); ``DeviceProfile/validate()`` prefixes them with the animation's name.
  public func validate() throws(DeviceProfile.ValidationError) {
    try validate(fieldPrefix: "")
  }

  func validate(fieldPrefix prefix: String) throws(DeviceProfile.ValidationError) {
    let zero = VirtualDuration.nanoseconds(0)
    if base < zero { throw .init(field: prefix + "base", problem: .negativeDuration) }
    if perPoint < 0 { throw .init(field: prefix + "perPoint", problem: .negativeRate) }
    if minimum < zero { throw .init(field: prefix + "minimum", problem: .negativeDuration) }
    if maximum < zero { throw .init(field: prefix + "maximum", problem: .negativeDuration) }
    if minimum > maximum {
      throw .init(field: prefix + "minimum", problem: .minimumExceedsMaximum)
    }
  }
}
