import Testing
import VirtualTime

@testable import DnDEngine

/// `Point.maxDistance(to:atLeast:)` skips the `hypot` when it can prove the distance is below the
/// bound; it must still give exactly `max(bound, distance(to:))`.
@Suite("Point.maxDistance")
struct PointMaxDistanceTests {
  private func reference(_ a: Point, _ b: Point, _ bound: Double) -> Double {
    max(bound, a.distance(to: b))
  }

  private func same(_ x: Double, _ y: Double) -> Bool {
    x.bitPattern == y.bitPattern || (x.isNaN && y.isNaN)
  }

  @Test func equalsTheReferenceNearTheBound() {
    // Distances straddling the bound by a few units in the last place, where a careless shortcut
    // would answer the bound for a distance just above it.
    var random = SplitMix64(seed: 0xD15)
    var mismatches = 0
    for _ in 0..<100_000 {
      let a = Point(
        x: Double(random.next() % 2_000_000) / 1000, y: Double(random.next() % 2_000_000) / 1000)
      let b = Point(
        x: Double(random.next() % 2_000_000) / 1000, y: Double(random.next() % 2_000_000) / 1000)
      let distance = a.distance(to: b)
      var bound = distance
      for _ in 0..<Int(random.next() % 4) { bound = bound.nextUp }
      for _ in 0..<Int(random.next() % 4) { bound = bound.nextDown }
      switch random.next() % 4 {
      case 0: bound = distance * (1 + Double(random.next() % 100) * 1e-12)
      // Above the distance by a relative 10⁻¹⁰ … 10⁻², around the shortcut's margin of 10⁻⁹.
      case 1: bound = distance * (1 + 1e-10 * Double(1 << (random.next() % 27)))
      default: break
      }
      if !same(a.maxDistance(to: b, atLeast: bound), reference(a, b, bound)) { mismatches += 1 }
    }
    #expect(mismatches == 0)
  }

  @Test func equalsTheReferenceAtTheExtremes() {
    let values: [Double] = [
      0, -0.0, .leastNonzeroMagnitude, .leastNormalMagnitude / 8, 1e-160, 1e-101, 1e-99, 1e-10, 0.5,
      1, 3, 1e99, 1e101, 1e160, 1e300,
      .greatestFiniteMagnitude, .infinity, -.infinity, .nan,
    ]
    for x in values {
      for y in values {
        for bound in values {
          let a = Point(x: 0, y: 0)
          let b = Point(x: x, y: y)
          #expect(same(a.maxDistance(to: b, atLeast: bound), reference(a, b, bound)))
        }
      }
    }
  }
}
