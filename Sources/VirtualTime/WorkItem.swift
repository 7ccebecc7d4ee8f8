/// Identifies one scheduled piece of work for its whole life, including every repetition of a
/// repeating timer. Ids count up from 1 in scheduling order per clock, so they are stable across runs
/// and safe to print in logs.
public struct WorkID: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let rawValue: UInt64
  public static func < (lhs: WorkID, rhs: WorkID) -> Bool { lhs.rawValue < rhs.rawValue }
  public var description: String { "W\(rawValue)" }
}

/// What kind of thing a piece of scheduled work is.
public enum WorkKind: String, Sendable {
  /// A callback that runs once.
  case timer
  /// A callback that runs every `interval` until cancelled.
  case repeatingTimer = "repeating"
  /// An async task suspended in `sleep(until:)`; firing resumes it.
  case sleep
  /// A job of an async task (its start or a resumption) — only in runaway diagnostics, since jobs
  /// never sit on the timeline.
  case job
}

/// A description of one scheduled piece of work: what listings, observers and errors show.
public struct WorkInfo: Hashable, Sendable, CustomStringConvertible {
  public let id: WorkID
  public let kind: WorkKind
  public let label: String
  /// The instant it is (next) due.
  public let due: VirtualInstant
  /// For repeating timers, the period.
  public let interval: VirtualDuration?
  /// The queue it runs on (``VirtualClock/main`` unless said otherwise).
  public let queue: String
  public let site: SourceLocation

  public var description: String {
    var text = "\(due) \(id) \(kind.rawValue) '\(label)' on \(queue)"
    if let interval { text += " every \(interval)" }
    return text + " (scheduled at \(site))"
  }
}

/// One thing the clock did, reported to observers in the order it happened.
///
/// Observers see every unit of work the clock runs: this is where event logs hook in.
public enum ClockEvent: Hashable, Sendable {
  /// Work was added to the timeline.
  case scheduled(WorkInfo)
  /// Work was removed before it ran.
  case cancelled(WorkInfo)
  /// The clock moved from one instant to a later one.
  case advanced(from: VirtualInstant, to: VirtualInstant)
  /// Work is about to run at `at`.
  case willRun(WorkInfo, at: VirtualInstant)
  /// An async task's job (a continuation or a task start) is about to run on the clock's executor.
  /// `ordinal` counts jobs from 1 per clock.
  case willRunJob(ordinal: UInt64, at: VirtualInstant)
  /// Work running on one queue scheduled work on another — for example a background load
  /// delivering its result to the main queue.
  case hop(from: String, to: String, work: WorkInfo)
}
