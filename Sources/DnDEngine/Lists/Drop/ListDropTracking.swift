import VirtualTime

/// What a drop session over a table or collection view shows and where it would land: the gap
/// of an insert-at proposal (paced by the reordering cadence), the item highlighted by an
/// insert-into proposal, and the item lifted out of its place for a reorder.
final class ListDropTracking {
  let session: DragSession
  /// The item a single-item reorder lifted out (its place closes; index paths skip it).
  var liftedToken: Int?
  /// Where the gap is shown, in the index space without the lifted-out item.
  var gap: ListIndexPath?
  /// The item shown highlighted for insert-into.
  var highlighted: Int?
  /// The last destination (after `.automatic` was resolved) and proposal.
  var destination: ListIndexPath?
  var proposal = ListDropProposal(operation: .cancel)
  /// The proposal as the delegate gave it (before `.automatic` was resolved).
  var requested: ListDropProposal?
  /// True while `performDropWith` (or `moveRowAt`) runs: the view's changes then belong to the
  /// drop, and the hover state is cleared right after.
  var isDropping = false
  /// A gap move waiting for the cadence's dwell.
  var pendingGap: PendingGap?
  /// How many times the gap moved (the first move is paced by the cadence's initial phase).
  var gapMoves = 0
  /// The session's view of this list, for the coordinator.
  var facade: DropSession?

  init(session: DragSession) {
    self.session = session
  }
}

/// A gap move the cadence holds back: where to, since when the drag has been on that target,
/// when a timer last checked, and the timer of the next check.
struct PendingGap {
  var target: ListIndexPath
  var since: VirtualInstant
  var checkedAt: VirtualInstant
  var timer: TimerHandle?
}
