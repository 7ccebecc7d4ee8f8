import DnDEngine
import VirtualTime

/// A ``FaultPlan`` at work in one system: it wraps the loaders of every provider the system
/// attaches, so that a load the plan matches follows its rule's script, and it taps Cancel on the
/// progress UI at the plan's instants.
///
/// Matching happens when a load starts, against the provider and representation as they are
/// then (``LoadFacts``). Representations registered after the provider was attached are not
/// wrapped: the app has handed the provider over by then, and the engine only learns of
/// providers at attachment.
///
/// The system keeps the injector alive (through its attachment observer); the injector holds the
/// system weakly so that neither outlives the other's use.
package final class FaultInjector {
  package let plan: FaultPlan
  private weak var system: DragDropSystem?
  /// The reverse-order batch loads starting now would join; replaced when time moves on or the
  /// batch begins to release.
  private var openBatch: ReverseCompletionBatch?

  init(plan: FaultPlan, system: DragDropSystem) {
    self.plan = plan
    self.system = system
    if !plan.rules.isEmpty {
      system.observeProviderAttachments { [self] provider in wrapLoaders(of: provider) }
    }
    for offset in plan.userCancels {
      system.clock.schedule(at: .start + offset, label: "fault plan: user cancel") {
        [weak system] in
        system?.tapCancelOnProgressUI()
      }
    }
  }

  private func wrapLoaders(of provider: ItemProvider) {
    // The provider stores the wrapped loaders, so it is captured weakly: no cycle through itself.
    provider.wrapLoaders { [self, weak provider] representation in
      let original = representation.loader
      return { request in
        guard let provider else { return original(request) }
        self.load(request, of: provider, original: original)
      }
    }
  }

  private func load(
    _ request: LoadRequest, of provider: ItemProvider, original: @escaping ItemProvider.Loader
  ) {
    guard let rule = plan.rule(for: LoadFacts(provider: provider, type: request.type)) else {
      return original(request)
    }
    // A hang never completes, so it has no place in a completion order.
    if plan.completionOrder == .natural || rule.script.outcome == .hang {
      rule.script.run(request, deliver: original)
    } else {
      batch(startingAt: request.clock.now, on: request.clock)
        .add(request, script: rule.script, deliver: original)
    }
  }

  private func batch(startingAt now: VirtualInstant, on clock: VirtualClock)
    -> ReverseCompletionBatch
  {
    if let openBatch, openBatch.startedAt == now, !openBatch.isReleasing { return openBatch }
    let batch = ReverseCompletionBatch(startedAt: now, clock: clock)
    openBatch = batch
    return batch
  }
}
