// Test support: comparisons for results that go through sin/cos/hypot and so cannot be exact.
import DnDEngine

/// Whether `a` and `b` differ by at most `tolerance` (absolute). NaN is never close to anything.
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-12) -> Bool {
  (a - b).magnitude <= tolerance
}

func isClose(_ a: Point, _ b: Point, tolerance: Double = 1e-12) -> Bool {
  isClose(a.x, b.x, tolerance: tolerance) && isClose(a.y, b.y, tolerance: tolerance)
}

func isClose(_ a: Rect, _ b: Rect, tolerance: Double = 1e-12) -> Bool {
  isClose(a.origin, b.origin, tolerance: tolerance)
    && isClose(a.width, b.width, tolerance: tolerance)
    && isClose(a.height, b.height, tolerance: tolerance)
}
