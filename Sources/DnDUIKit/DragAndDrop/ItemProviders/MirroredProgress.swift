import DnDEngine

/// A Foundation `Progress` that shows an engine `LoadProgress`: what UIKit's load
/// methods and `UIDropSession.progress` return.
///
/// **Mirroring.** The engine's progress tells its mirror of every change
/// (`LoadProgress/mirror`), before any parent hears of it, and the mirror copies the
/// state into Foundation's: `totalUnitCount` and `completedUnitCount` are the engine's; each
/// unfinished engine child is shown by a private Foundation child given the same pending units,
/// so `fractionCompleted` (which Foundation computes and a subclass cannot override) is the
/// engine's; `isFinished` follows; `isCancelled` turns true when the engine's does. A leaf child
/// is copied count for count, so the fraction is exact; a child that has children of its own is
/// copied as its fraction in millionths. The copy is one way: counts set on the mirror are
/// overwritten at the engine's next change (a receiver has no business setting them; UIKit does
/// not document it).
///
/// **Cancelling.** `cancel()` cancels the engine's progress — the load settles with
/// `LoadError/cancelled` and its loader's handler runs, as the engine logs — and the
/// mirror then turns cancelled. An app's `cancellationHandler` runs once, synchronously, right
/// after the engine's own handler, on the engine's current queue (a handler set later runs at
/// once) — never on a real thread, where Foundation's own `cancel()` would run it, out of the
/// virtual clock's order. `isCancellable` is the engine's flag.
///
/// **Identity.** One mirror per engine progress while the mirror is alive (the engine holds it
/// weakly): asking twice gives the same object, so a handler set on it stays.
///
/// Nondeterminism to avoid: Foundation cancels a progress's children in hash order, so an app
/// that adds several load progresses to a Foundation progress of its own and cancels that
/// cancels the loads in an order that varies from run to run. Cancel `session.progress` (the
/// engine's order) or each load's progress instead.
nonisolated final class MirroredProgress: Progress, LoadProgressMirror, @unchecked Sendable {
  /// The engine's progress; kept alive by the mirror, so a receiver can still cancel it.
  let engineProgress: LoadProgress
  /// The private Foundation children standing for the engine's unfinished children, in the
  /// engine's order.
  private var proxies: [(engine: LoadProgress, proxy: Progress)] = []
  private var storedCancellationHandler: (@Sendable () -> Void)?
  /// True while Foundation's own `cancel()` runs, which must not see the app's handler.
  private var hidesCancellationHandler = false

  /// The mirror of `progress`: the existing one if it is alive, else a new one.
  static func mirror(of progress: LoadProgress) -> MirroredProgress {
    (progress.mirror as? MirroredProgress) ?? MirroredProgress(mirroring: progress)
  }

  private init(mirroring progress: LoadProgress) {
    engineProgress = progress
    super.init(parent: nil, userInfo: nil)
    progress.mirror = self
    progressDidChange(progress)
  }

  override var isCancellable: Bool {
    get { engineProgress.isCancellable }
    set { engineProgress.isCancellable = newValue }
  }

  override var cancellationHandler: (@Sendable () -> Void)? {
    get { hidesCancellationHandler ? nil : storedCancellationHandler }
    set {
      storedCancellationHandler = newValue
      // Foundation runs a handler set after the cancellation at once (asynchronously there).
      if isCancelled { newValue?() }
    }
  }

  /// Cancels the engine's progress, which settles the load; the mirror follows.
  override func cancel() {
    engineProgress.cancel()
    progressDidChange(engineProgress)
  }

  func progressDidChange(_ progress: LoadProgress) {
    // Total first: Foundation rescales its children's share when the total changes.
    if totalUnitCount != progress.totalUnitCount { totalUnitCount = progress.totalUnitCount }
    updateProxies()
    if completedUnitCount != progress.completedUnitCount {
      completedUnitCount = progress.completedUnitCount
    }
    if progress.isCancelled && !isCancelled {
      hidesCancellationHandler = true
      super.cancel()
      hidesCancellationHandler = false
      storedCancellationHandler?()
    }
  }

  /// Brings the private children in line with the engine's unfinished children: finishes those
  /// the engine has absorbed (Foundation then adds their units to the total done, as the engine
  /// did — the counts are set from the engine right after anyway), adds new ones, and copies
  /// each one's fraction.
  private func updateProxies() {
    let children = engineProgress.pendingChildren
    var kept: [(engine: LoadProgress, proxy: Progress)] = []
    for entry in proxies {
      if children.contains(where: { $0.progress === entry.engine }) {
        kept.append(entry)
      } else {
        // Its total is never 0: `copy(_:into:)` gives every proxy a positive one.
        entry.proxy.completedUnitCount = entry.proxy.totalUnitCount
      }
    }
    proxies = kept
    for child in children {
      let proxy: Progress
      if let existing = proxies.first(where: { $0.engine === child.progress })?.proxy {
        proxy = existing
      } else {
        proxy = Progress(parent: nil, userInfo: nil)
        super.addChild(proxy, withPendingUnitCount: child.pendingUnitCount)
        proxies.append((child.progress, proxy))
      }
      MirroredProgress.copy(child.progress, into: proxy)
    }
  }

  /// Gives `proxy` the fraction of `engine`, an unfinished child: its own counts when it is a
  /// plain leaf in progress (exact), else its fraction in millionths, kept short of finished.
  private static func copy(_ engine: LoadProgress, into proxy: Progress) {
    let leaf =
      engine.pendingChildren.isEmpty && engine.totalUnitCount > 0
      && engine.completedUnitCount >= 0 && engine.completedUnitCount < engine.totalUnitCount
    let scale: Int64 = 1_000_000
    let total = leaf ? engine.totalUnitCount : scale
    let completed =
      leaf
      ? engine.completedUnitCount
      : min(Int64((engine.fractionCompleted * Double(scale)).rounded()), scale - 1)
    if proxy.totalUnitCount != total { proxy.totalUnitCount = total }
    if proxy.completedUnitCount != completed { proxy.completedUnitCount = completed }
  }
}
