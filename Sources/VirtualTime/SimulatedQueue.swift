/// A simulated serial dispatch queue on a ``VirtualClock``.
///
/// Work on a queue runs at virtual instants, in the clock's global order (due instant, then
/// scheduling order), on the thread that drives the clock — so two queues never run at the same
/// time and their interleaving is the same on every run. Dispatching from work running on one queue
/// to another queue is reported to observers as a ``ClockEvent/hop(from:to:work:)`` — the explicit,
/// logged hop from a background load back to the main queue.
public struct SimulatedQueue: Hashable, Sendable, CustomStringConvertible {
  let id: Int32
  /// The queue's name in logs.
  public let label: String
  let clock: VirtualClock

  public var description: String { label }

  /// Runs `body` on this queue after the work already scheduled for now.
  @discardableResult
  public func async(
    label: String = "async", fileID: String = #fileID, line: UInt = #line,
    _ body: @escaping () -> Void
  ) -> TimerHandle {
    clock.schedule(after: .zero, on: self, label: label, fileID: fileID, line: line, body)
  }

  /// Runs `body` on this queue `delay` after now.
  @discardableResult
  public func asyncAfter(
    _ delay: VirtualDuration, label: String = "asyncAfter", fileID: String = #fileID,
    line: UInt = #line, _ body: @escaping () -> Void
  ) -> TimerHandle {
    clock.schedule(after: delay, on: self, label: label, fileID: fileID, line: line, body)
  }

  public static func == (lhs: SimulatedQueue, rhs: SimulatedQueue) -> Bool {
    lhs.id == rhs.id && lhs.clock === rhs.clock
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(ObjectIdentifier(clock))
  }
}
