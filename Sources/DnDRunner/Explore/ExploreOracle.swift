import DnDEngine

/// One thing wrong with a seed's replay: a broken invariant, or a replay that could not finish.
/// The explorer's own copy of ``DnDEngine/Invariants/Violation``'s fields, so its own rules
/// (`replay-settles`, `replay-input`) and test oracles need nothing from the checker's type.
public struct ExploreViolation: Hashable, Sendable, CustomStringConvertible {
  /// `gt5-check-3`, `load-completes-once`, `replay-settles`, …: what a shrink must keep.
  public var rule: String
  /// Indices into the event list.
  public var events: [Int]
  public var message: String
  public var description: String

  public init(rule: String, events: [Int] = [], message: String, description: String? = nil) {
    self.rule = rule
    self.events = events
    self.message = message
    self.description = description ?? "\(rule): \(message)"
  }

  init(_ violation: Invariants.Violation) {
    self.init(
      rule: violation.rule, events: violation.events, message: violation.message,
      description: violation.description)
  }
}

/// What decides that a seed failed: the engine's invariant checker by default; tests plant
/// oracles of their own (one that flags a chosen event, say) to exercise the shrinker.
public struct ExploreOracle: Sendable {
  /// What the oracle judges: the replay's events, the scene facts the checker needs
  /// (``DnDEngine/InvariantContext``, collected from the replayed system) and the labels of work
  /// still scheduled when the replay stopped.
  public struct Replay: Sendable {
    public var events: [EngineEvent]
    public var context: InvariantContext
    public var pendingAtEnd: [String]

    public init(
      events: [EngineEvent], context: InvariantContext = InvariantContext(),
      pendingAtEnd: [String] = []
    ) {
      self.events = events
      self.context = context
      self.pendingAtEnd = pendingAtEnd
    }
  }

  public var check: @Sendable (Replay) -> [ExploreViolation]

  public init(check: @escaping @Sendable (Replay) -> [ExploreViolation]) {
    self.check = check
  }

  /// ``DnDEngine/Invariants/violations(in:context:pendingAtEnd:)``: what `dndsim run` checks on
  /// every replay, so a saved regression case fails there the same way.
  public static let invariants = ExploreOracle { replay in
    Invariants.violations(
      in: replay.events, context: replay.context, pendingAtEnd: replay.pendingAtEnd
    ).map(ExploreViolation.init)
  }
}
