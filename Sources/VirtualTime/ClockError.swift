/// Why driving a ``VirtualClock`` stopped with an error.
public enum ClockError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A runaway guard of ``RunLimits`` tripped. Nothing was changed by tripping it.
  case runaway(Runaway)
  /// `advance(to:)` was asked to go to an instant before `now`.
  case timeWentBackwards(now: VirtualInstant, requested: VirtualInstant)
  /// The clock was driven from inside work it was running, or from two threads at once.
  case reentrantDrive(now: VirtualInstant)
  /// `runToCompletion` found nothing left to run while its async body was still suspended: the body
  /// awaits something that is not on this clock (another executor, the main actor, real I/O) or
  /// that nothing will ever resume.
  case suspendedWithNothingScheduled(now: VirtualInstant)
  /// The scenario ended with work still scheduled, listed in (due, scheduling order).
  case pendingWorkRemains([WorkInfo])

  /// The details of a tripped runaway guard.
  public struct Runaway: Hashable, Sendable {
    /// The name of the ``RunLimits`` property whose bound was hit.
    public let bound: String
    public let limit: String
    public let now: VirtualInstant
    /// The work that ran most often among the last 1,024 events of the run, grouped by kind, label,
    /// queue and call site, most frequent first — usually the culprit rescheduling itself.
    public let mostFrequent: [FrequentWork]
    public let pendingCount: Int
  }

  /// A piece of work and how often it ran in the window a runaway diagnostic looks at.
  public struct FrequentWork: Hashable, Sendable {
    public let work: WorkInfo
    public let count: Int
  }

  public var description: String {
    switch self {
    case .runaway(let runaway):
      var text =
        "runaway guard \(runaway.bound) (\(runaway.limit)) hit at \(runaway.now) with "
        + "\(runaway.pendingCount) pieces of work pending; nothing was run past the bound"
      if !runaway.mostFrequent.isEmpty {
        text += "; most frequent in the last events:"
        for entry in runaway.mostFrequent {
          text += "\n  \(entry.count)× \(entry.work.kind.rawValue) '\(entry.work.label)' on "
          text += "\(entry.work.queue) (scheduled at \(entry.work.site))"
        }
      }
      return text
    case .timeWentBackwards(let now, let requested):
      return "cannot advance to \(requested): the clock is already at \(now)"
    case .reentrantDrive(let now):
      return
        "the clock was driven re-entrantly at \(now): advance/run was called from work the clock "
        + "is running, or from two threads at once; schedule work for now instead"
    case .suspendedWithNothingScheduled(let now):
      return
        "async work is suspended at \(now) but nothing is scheduled on the clock to resume it; it is "
        + "waiting on something outside the virtual clock (main actor, another executor, real I/O) "
        + "or on a continuation nobody resumes"
    case .pendingWorkRemains(let work):
      var text = "\(work.count) pieces of work still pending at the end of the scenario:"
      for item in work { text += "\n  \(item)" }
      return text
    }
  }
}
