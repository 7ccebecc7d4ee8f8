import DnDEngine
import VirtualTime

/// How a simulated load behaves on the virtual clock: wait, report progress, then deliver, fail
/// or hang. Scene files describe a representation's loader with one, and fault plans replace or
/// delay loaders with one — the same vocabulary for both.
///
/// **Timing.** The load waits ``delay``; with ``progressSteps`` n > 0 it reports
/// `completedUnitCount` 100·k/n of 100 at delay·k/n for k = 1 … n−1 (the last step is the
/// completion itself, which the engine logs as `completed`). Then the ``outcome`` happens.
/// A cancelled load stops waiting: the engine has already settled it as cancelled.
public struct LoadScript: Sendable, Equatable {
  public enum Outcome: Sendable, Equatable {
    /// Deliver: run the representation's own loader (a fault plan) or produce the scene's bytes.
    case deliver
    /// Complete with `LoadError.failed(reason)`.
    case fail(String)
    /// Never complete; only cancelling ends the load.
    case hang
  }

  public var delay: VirtualDuration
  public var progressSteps: Int
  public var outcome: Outcome

  public init(delay: VirtualDuration = .zero, progressSteps: Int = 0, outcome: Outcome = .deliver) {
    self.delay = delay
    self.progressSteps = progressSteps
    self.outcome = outcome
  }

  /// A loader for `request` that follows the script and, when the outcome is ``Outcome/deliver``,
  /// calls `deliver` (which completes the request itself).
  public func run(_ request: LoadRequest, deliver: @escaping (LoadRequest) -> Void) {
    let clock = request.clock
    if progressSteps > 0 {
      request.progress.totalUnitCount = 100
      for step in 1..<progressSteps {
        // delay·k/n in full width: the product overflows Int64 for long delays with many steps.
        let product = delay.nanoseconds.multipliedFullWidth(by: Int64(step))
        let at = VirtualDuration.nanoseconds(
          Int64(progressSteps).dividingFullWidth(product).quotient)
        _ = clock.schedule(after: at, label: "load progress") {
          guard !request.isCancelled else { return }
          request.progress.completedUnitCount = Int64(100 * step / progressSteps)
        }
      }
    }
    let finish = {
      guard !request.isCancelled else { return }
      switch outcome {
      case .deliver: deliver(request)
      case .fail(let reason): request.complete(with: .failure(.failed(reason)))
      case .hang: break
      }
    }
    if delay == .zero {
      finish()
    } else {
      _ = clock.schedule(after: delay, label: "load", finish)
    }
  }
}
