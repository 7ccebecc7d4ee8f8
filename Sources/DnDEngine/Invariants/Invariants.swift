/// The invariant checker: rules every replay must keep, whatever its scene and golden say. It
/// runs on every replay (`dndsim run`, `replay`, `explore`, the test API) and reads the event log
/// plus a few facts about the scene (``InvariantContext``), so a golden cannot pin a broken
/// behaviour just because someone accepted it.
///
/// Rules (Docs/engine.md §11 lists them with their sources):
/// - `gt5-check-N`: the quick checks of Docs/uikit-behaviour.md §5 (``QuickChecks``).
/// - `load-completes-once`: every load that started completes, fails or is cancelled exactly once,
///   and nothing is reported for a load after that (a load may stay open only when the scenario
///   makes loads hang: ``InvariantContext/loadsMayHang``).
/// - `placeholder-resolved`: every placeholder is committed or deleted (or removed by
///   `reloadData`) by the end (unless loads may hang: a placeholder then waits for its load).
/// - `drop-session-end-after-decision`: a drop interaction hears `sessionDidEnd` only after the
///   session was dropped or cancelled (that every interaction which saw it hears it exactly once
///   is `gt5-check-7`).
/// - `data-only-in-perform-drop`: data is delivered only for loads started inside `performDrop`
///   (or a paste handler), and only to an app that may see one of the provider's
///   representations.
/// - `restricted-session-stays-home`: a restricted session (every session on a phone) is never
///   shown to another app's drop interaction.
/// - `session-ends`: every session that lifted reaches its end, unless a finger is still down
///   when the trace ends.
/// - `no-pending-work`: nothing is left scheduled on the clock when the replay settled.
public enum Invariants {
  /// One broken rule: which rule, the events involved (indices into the log, in order) and why.
  public struct Violation: Hashable, Sendable, CustomStringConvertible {
    public var rule: String
    public var events: [Int]
    public var message: String
    /// The times of ``events``, as the log prints them.
    public var times: [String]

    public init(rule: String, events: [Int], message: String, times: [String] = []) {
      self.rule = rule
      self.events = events
      self.message = message
      self.times = times
    }

    /// `rule: message (events 12 at t=0.325s, 40 at t=0.716666s)` — event numbers are 1-based
    /// positions among the log's events.
    public var description: String {
      guard !events.isEmpty else { return "\(rule): \(message)" }
      let places = zip(
        events, times + Array(repeating: "?", count: max(0, events.count - times.count))
      )
      .map { "\($0 + 1) at \($1)" }
      return
        "\(rule): \(message) (event\(events.count == 1 ? "" : "s") \(places.joined(separator: ", ")))"
    }
  }

  /// Every violation in `events`, ordered by first event, then rule, then message (a total
  /// order, so the report is the same however the rules are run). `pendingAtEnd`: labels of
  /// work still scheduled on the clock when the replay settled.
  public static func violations(
    in events: [EngineEvent], context: InvariantContext = InvariantContext(),
    pendingAtEnd: [String] = []
  ) -> [Violation] {
    let log = InvariantLog(events)
    var found = QuickChecks.violations(in: events, notImplemented: context.notImplementedCalls).map
    {
      Violation(rule: "gt5-check-\($0.check)", events: [$0.eventIndex], message: $0.message)
    }
    found += LoadLifecycleRule.check(log, loadsMayHang: context.loadsMayHang)
    if !context.loadsMayHang { found += PlaceholderRule.check(log) }
    found += DropSessionEndRule.check(log)
    found += DataDeliveryRule.check(log, context: context)
    found += RestrictedSessionRule.check(log, context: context)
    found += SessionEndsRule.check(log, notImplemented: context.notImplementedCalls)
    found += pendingAtEnd.map {
      Violation(
        rule: "no-pending-work", events: [],
        message: "\($0) was still scheduled when the replay settled")
    }
    return
      found
      .map { violation in
        var timed = violation
        timed.times = violation.events.map { events[$0].time.description }
        return timed
      }
      .sorted {
        ($0.events.first ?? Int.max, $0.rule, $0.message)
          < ($1.events.first ?? Int.max, $1.rule, $1.message)
      }
  }
}
