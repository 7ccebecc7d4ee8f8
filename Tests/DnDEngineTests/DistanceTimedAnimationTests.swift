import DnDEngine
import Testing
import VirtualTime

@Suite("DistanceTimedAnimation")
struct DistanceTimedAnimationTests {
  /// 100 ms + 1 ms per point, clamped to 150…400 ms.
  let animation = DistanceTimedAnimation(
    base: .milliseconds(100), perPoint: 1_000_000,
    minimum: .milliseconds(150), maximum: .milliseconds(400))

  @Test(
    "clamp(base + round(distance) × perPoint, minimum, maximum)",
    arguments: [
      (0.0, VirtualDuration.milliseconds(150)),  // 100 ms, raised to the minimum
      (49.4, .milliseconds(150)),  // 49 points → 149 ms → minimum
      (50, .milliseconds(150)),  // exactly the minimum
      (51, .milliseconds(151)),
      (120.4999, .milliseconds(220)),  // rounds down to 120 points
      (120.5, .milliseconds(221)),  // half rounds away from zero
      (299.5, .milliseconds(400)),  // 300 points → exactly the maximum
      (299.4, .milliseconds(399)),
      (1_000, .milliseconds(400)),  // capped
    ] as [(Double, VirtualDuration)])
  func formula(distance: Double, expected: VirtualDuration) {
    #expect(animation.duration(forDistance: distance) == expected)
  }

  @Test func exactNanoseconds() {
    let a = DistanceTimedAnimation(
      base: .nanoseconds(7), perPoint: 333_333, minimum: .nanoseconds(0), maximum: .seconds(1))
    #expect(a.duration(forDistance: 3) == .nanoseconds(1_000_006))
    #expect(
      a.duration(forDistance: Point.zero.distance(to: Point(x: 3, y: 4))) == .nanoseconds(1_666_672)
    )
    #expect(a.duration(forDistance: 1_000) == .nanoseconds(333_333_007))
  }

  @Test func floatingPointNoiseDoesNotReachTheDuration() {
    let a = DistanceTimedAnimation(
      base: .nanoseconds(0), perPoint: 333_333, minimum: .nanoseconds(0), maximum: .seconds(1))
    let noisy = (0.1 + 0.2) * 10  // 3.0000000000000004
    #expect(noisy != 3)
    #expect(a.duration(forDistance: noisy) == .nanoseconds(999_999))
    #expect(a.duration(forDistance: 3.0.nextDown) == .nanoseconds(999_999))
  }

  @Test func degenerateDistances() {
    #expect(animation.duration(forDistance: -25) == .milliseconds(150))
    #expect(animation.duration(forDistance: .nan) == .milliseconds(150))
    #expect(animation.duration(forDistance: .infinity) == .milliseconds(400))
    #expect(animation.duration(forDistance: 1e300) == .milliseconds(400))
    #expect(animation.duration(forDistance: 9.3e18) == .milliseconds(400))
  }

  @Test func productOverflowSaturatesAtTheMaximum() {
    let steep = DistanceTimedAnimation(
      base: .milliseconds(1), perPoint: .max, minimum: .nanoseconds(0), maximum: .seconds(2))
    #expect(steep.duration(forDistance: 0) == .milliseconds(1))
    #expect(steep.duration(forDistance: 2) == .seconds(2))
  }

  @Test func presetsAtSeveralDistances() {
    let cancel = DeviceProfile.tablet.cancelAnimation
    #expect(cancel.duration(forDistance: 0) == .milliseconds(200))
    #expect(cancel.duration(forDistance: 100) == .milliseconds(250))
    #expect(cancel.duration(forDistance: 333.3) == .microseconds(366_500))
    #expect(cancel.duration(forDistance: 1_000) == .milliseconds(500))
    let drop = DeviceProfile.tablet.dropAnimation
    #expect(drop.duration(forDistance: 0) == .milliseconds(150))
    #expect(drop.duration(forDistance: 400) == .milliseconds(250))
    #expect(drop.duration(forDistance: 2_000) == .milliseconds(400))
  }

  @Test func negativeRateCountsDownToTheMinimum() {
    // Not a valid animation (validate() rejects it), but the formula still must not trap.
    let shrinking = DistanceTimedAnimation(
      base: .milliseconds(300), perPoint: -1_000_000,
      minimum: .milliseconds(100), maximum: .milliseconds(300))
    #expect(shrinking.duration(forDistance: 50) == .milliseconds(250))
    #expect(shrinking.duration(forDistance: 1e300) == .milliseconds(100))
  }

  @Test func validation() throws {
    try animation.validate()
    var bad = animation
    bad.minimum = .milliseconds(500)
    #expect(
      throws: DeviceProfile.ValidationError(field: "minimum", problem: .minimumExceedsMaximum)
    ) {
      try bad.validate()
    }
    bad = animation
    bad.perPoint = -1
    #expect(throws: DeviceProfile.ValidationError(field: "perPoint", problem: .negativeRate)) {
      try bad.validate()
    }
  }
}
