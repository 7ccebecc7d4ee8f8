/// Runaway guards for driving a ``VirtualClock``.
///
/// Every bound counts events or virtual time, never wall-clock time, so a guard trips at the same
/// point on every machine. A guard is checked *before* the next piece of work is taken from the
/// timeline: when it trips, that work is still pending, no time has passed for it and nothing in the
/// code under test has changed. Raising the limit and driving again continues exactly where the run
/// stopped.
public struct RunLimits: Hashable, Sendable {
  /// The most pieces of work (timer callbacks, sleeper wake-ups and task jobs) one call to
  /// `advance`, `runUntilIdle` or `runToCompletion` may run.
  public var maxEventsPerRun: Int
  /// The most pieces of work that may run at one instant before the clock calls it a livelock
  /// (work rescheduling itself for "now" forever).
  public var maxEventsPerInstant: Int
  /// How far `runUntilIdle` and `runToCompletion` may move virtual time in one call before giving
  /// up on the scenario ever settling (endless repeating timers).
  public var maxVirtualTimePerRun: VirtualDuration

  public init(
    maxEventsPerRun: Int = 1_000_000,
    maxEventsPerInstant: Int = 100_000,
    maxVirtualTimePerRun: VirtualDuration = .seconds(86_400)
  ) {
    self.maxEventsPerRun = maxEventsPerRun
    self.maxEventsPerInstant = maxEventsPerInstant
    self.maxVirtualTimePerRun = maxVirtualTimePerRun
  }

  /// One million events per run, 100,000 at one instant, one virtual day per run.
  public static let `default` = RunLimits()
}
