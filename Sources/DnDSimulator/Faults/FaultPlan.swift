import DnDEngine
import VirtualTime

/// How one variant of a trace disturbs its scene's data loads: slower, failing or hanging loads,
/// completions in reverse order, and the user tapping Cancel on the progress UI.
///
/// A plan changes nothing the app's code can see except through what loads do, and it logs
/// nothing of its own: a variant's golden log shows the effects (timing, failures, cancels), not
/// the plumbing. Install it with ``install(into:)`` before the scene is built.
public struct FaultPlan: Sendable, Equatable {
  /// The order in which matched loads complete.
  public enum CompletionOrder: String, Sendable, Equatable {
    /// Each load completes when its script says.
    case natural
    /// Matched loads that start at the same instant complete in the reverse of their start
    /// order, 1 ms apart, once all of them have run their scripts (`ReverseCompletionBatch`).
    case reverse
  }

  /// Tried in order for every load; the first whose match holds decides it. A load no rule
  /// matches runs unchanged.
  public var rules: [FaultRule]
  public var completionOrder: CompletionOrder
  /// Instants, measured from the trace's start (`VirtualInstant.start`), at which the user taps
  /// Cancel on the system progress UI.
  public var userCancels: [VirtualDuration]

  public init(
    rules: [FaultRule] = [], completionOrder: CompletionOrder = .natural,
    userCancels: [VirtualDuration] = []
  ) {
    self.rules = rules
    self.completionOrder = completionOrder
    self.userCancels = userCancels
  }

  /// The rule that decides `load`: the first that matches, or nil.
  package func rule(for load: LoadFacts) -> FaultRule? {
    rules.first { $0.match.matches(load) }
  }

  /// Wraps the loaders of every provider `system` attaches from now on and schedules the user
  /// cancels on its clock. Install one plan per system, before anything is attached.
  public func install(into system: DragDropSystem) {
    _ = FaultInjector(plan: self, system: system)
  }
}

extension FaultPlan {
  /// Whether a rule makes loads hang: the invariant checker then accepts loads still open at the
  /// end (`InvariantContext.loadsMayHang` in DnDEngine).
  public var makesLoadsHang: Bool {
    rules.contains {
      if case .hang = $0.script.outcome { return true }
      return false
    }
  }
}
