import VirtualTime

/// The drop side of one session: what it is over, who saw it, the last proposal, and — once
/// dropped — the loads, progress UI and animations still under way.
final class DropState {
  /// A drop interaction under the finger and its `canHandle` answer for this visit.
  struct Visit {
    let interaction: DropInteraction
    var canHandle: Bool?
  }

  /// Interactions whose views are under the hit point, innermost first, with the answers given
  /// since the session entered their view. Leaving a view forgets its answer.
  var visits: [Visit] = [] {
    didSet { keptUnder = nil }
  }
  /// Interactions that ignore the session (another session is inside and simultaneous sessions
  /// are not allowed) until it leaves their view.
  var ignoredBy: [DropInteraction] = [] {
    didSet { keptUnder = nil }
  }
  /// The interaction the session is entered in, if any.
  var target: DropInteraction? {
    didSet { keptUnder = nil }
  }
  /// The chain under which a move last found that the target stays the target with nothing else
  /// to do (``DragDropSystem/keptTarget(of:under:)``); any change to ``target``, ``visits`` or
  /// ``ignoredBy`` — all that finding depends on besides the chain — forgets it.
  var keptUnder: DropChain?
  /// The target's last proposal, after validation.
  var proposal = DropProposal.cancel
  /// Every interaction that received enter, update or exit, in first-seen order: each gets
  /// `sessionDidEnd` exactly once.
  var seenBy: [DropInteraction] = []
  /// Spring-loaded interactions the session hovers over.
  var springInteractions: [SpringLoadedInteraction] = []
  /// What the last look-up of the drop interactions under the session found, kept for the next
  /// move (see ``DropChain``); `nil` when it may not be reused.
  var lastChain: DropChain?

  // MARK: After the drop

  var progressIndicatorStyle = ProgressIndicatorStyle.default
  /// The interaction whose `performDrop` is running (loads are allowed only then).
  var performing: DropInteraction?
  /// The interaction the session was dropped on.
  var dropTarget: DropInteraction?
  private var aggregate: LoadProgress?
  /// Loads started for this drop and not completed yet.
  var pendingLoads = 0
  /// Loads of the drop that ended with an error (failed or cancelled).
  var failedLoads = 0
  var progressUITimer: TimerHandle?
  var progressUIShown = false
  var transferReported = false
  /// Drop animations still running; `concludeDrop` waits for zero.
  var runningDropAnimations = 0
  var dropFinished = false

  func progress(for session: DragSession) -> LoadProgress {
    if let aggregate { return aggregate }
    let progress = LoadProgress(totalUnitCount: 0)
    progress.id = "\(session.id).progress"
    aggregate = progress
    return progress
  }

}
