/// Names one piece of scheduled work so it can be cancelled or looked up.
///
/// A handle stays valid (and harmless) after its work has run or been cancelled: cancelling then
/// simply returns `false`. Handles from one clock mean nothing to another.
public struct TimerHandle: Hashable, Sendable, CustomStringConvertible {
  /// The work's stable id (also shown in listings and events).
  public let id: WorkID
  let slot: Int32

  public var description: String { id.description }
}
