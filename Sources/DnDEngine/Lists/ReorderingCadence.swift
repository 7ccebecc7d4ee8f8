import VirtualTime

/// How eagerly a collection view moves its drop gap while a drag reorders it — UIKit's
/// `UICollectionViewReorderingCadence` (immediate = 0, the default; fast = 1; slow = 2).
///
/// Source: Apple's header and WWDC 2017 session 223 ("immediate … almost in real time", fast:
/// "if you move very quickly, it won't actually immediately reshuffle", slow: "the user really has
/// to be deliberate"); the pacing values are the device profile's
/// (``DeviceProfile/reorderingFast``, ``DeviceProfile/reorderingSlow``). Table views have no
/// cadence: their gap always moves at once.
public enum ReorderingCadence: Int, Sendable, Hashable, CaseIterable {
  case immediate = 0
  case fast = 1
  case slow = 2

  package var logDescription: String {
    switch self {
    case .immediate: "immediate"
    case .fast: "fast"
    case .slow: "slow"
    }
  }
}

/// The pacing of one reordering cadence: the first move of the gap (its opening, or its first
/// move away from a lifted-out item) and every later move.
public struct ReorderingPacing: Sendable, Hashable {
  /// One phase: the drag must rest on a new index path for `dwell`, moving no faster than
  /// `maxSpeed` points per second, before the gap moves there.
  public struct Step: Sendable, Hashable {
    public var dwell: VirtualDuration
    public var maxSpeed: Double

    public init(dwell: VirtualDuration, maxSpeed: Double) {
      self.dwell = dwell
      self.maxSpeed = maxSpeed
    }
  }

  public var initial: Step
  public var subsequent: Step

  public init(initial: Step, subsequent: Step) {
    self.initial = initial
    self.subsequent = subsequent
  }
}
