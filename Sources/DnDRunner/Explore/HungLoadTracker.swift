import DnDEngine
import DnDSimulator

/// Remembers the loads a fault plan told to hang, so that a replay can tell "a load never
/// completed because the plan said so" (the scenario's statement) from an engine that lost one.
///
/// It wraps every provider's loaders **around** the plan's own wrapping (install it after the
/// plan: attachment observers run in the order they were added), looks up the rule the plan will
/// apply — the same first-match lookup — and, for a hang, keeps the load's progress. It calls
/// straight through, so the replay's events are exactly those of `dndsim run` with the plan.
final class HungLoadTracker {
  private let plan: FaultPlan
  private var hung: [LoadProgress] = []

  init(plan: FaultPlan) {
    self.plan = plan
  }

  func install(into system: DragDropSystem) {
    guard plan.rules.contains(where: { $0.script.outcome == .hang }) else { return }
    system.observeProviderAttachments { [self] provider in
      provider.wrapLoaders { [self, weak provider] representation in
        let inner = representation.loader
        return { request in
          if let provider,
            self.plan.rule(for: LoadFacts(provider: provider, type: request.type))?.script.outcome
              == .hang
          {
            self.hung.append(request.progress)
          }
          inner(request)
        }
      }
    }
  }

  /// Loads hung by the plan that nothing has ended (no cancel reached them).
  var stillHanging: [LoadProgress] {
    hung.filter { !$0.isFinished && !$0.isCancelled }
  }
}
