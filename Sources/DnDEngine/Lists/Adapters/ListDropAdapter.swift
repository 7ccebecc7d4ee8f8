/// The delegate of a table or collection view's own drop interaction: asks the view's drop
/// delegate in index-path terms (Docs/uikit-behaviour.md §3 (d), (e)), keeps the drop gap, highlight and
/// lifted-out item up to date, builds the coordinator for `performDropWith` (or sends a table's
/// single-row reorder through `moveRowAt`), and gives each dropped item the preview and animator
/// the coordinator asked for. The interaction's own calls are not logged.
final class ListDropAdapter: DropInteractionDelegate {
  weak var list: ListView?
  /// The coordinator of the drop in progress, until its animations are handed out.
  var coordinator: ListDropCoordinator?

  init(list: ListView) {
    self.list = list
  }

  func canHandle(_ interaction: DropInteraction, session: DropSession) -> Bool {
    guard let list, let delegate = list.dropDelegate else { return false }
    return list.call(
      "drop", "canHandle", [.init("session", session.id)], answer: { (value: Bool) in "\(value)" },
      { delegate.canHandle(list, session: session) })
  }

  func sessionDidEnter(_ interaction: DropInteraction, session: DropSession) {
    guard let list else { return }
    list.ensureLoaded()
    let tracking = ListDropTracking(session: session.core)
    tracking.facade = session
    list.dropTracking = tracking
    list.tell("drop", "dropSessionDidEnter", [.init("session", session.id)]) {
      list.askedDropDelegate.dropSessionDidEnter(list, session: session)
    }
  }

  func sessionDidUpdate(_ interaction: DropInteraction, session: DropSession) -> DropProposal {
    guard let list, let tracking = list.dropTracking, tracking.session === session.core else {
      return .cancel
    }
    let hit = list.hit(of: session)
    let destination = list.destination(for: hit)
    let proposal = list.call(
      "drop", "dropSessionDidUpdate",
      [.init("session", session.id), .indexPath("destination", destination)],
      answer: { (proposal: ListDropProposal) in proposal.logDescription },
      {
        list.askedDropDelegate.dropSessionDidUpdate(
          list, session: session, destinationIndexPath: destination)
      })
    list.updateDropVisuals(tracking, proposal: proposal, hit: hit, destination: destination)
    return proposal.dropProposal
  }

  func sessionDidExit(_ interaction: DropInteraction, session: DropSession) {
    guard let list else { return }
    list.tell("drop", "dropSessionDidExit", [.init("session", session.id)]) {
      list.askedDropDelegate.dropSessionDidExit(list, session: session)
    }
    list.endDropTracking(session.core)
  }

  func performDrop(_ interaction: DropInteraction, session: DropSession) {
    guard let list, let tracking = list.dropTracking, tracking.session === session.core else {
      return
    }
    let coordinator = list.makeCoordinator(tracking, session: session)
    self.coordinator = coordinator
    tracking.isDropping = true
    if !list.reorderThroughMoveRow(coordinator) {
      list.tell(
        "drop", "performDropWith",
        [
          .init("session", session.id),
          .indexPath("destination", coordinator.destinationIndexPath),
          .init("proposal", coordinator.proposal.logDescription),
        ]
      ) { list.askedDropDelegate.performDrop(list, coordinator: coordinator) }
    }
    coordinator.isOpen = false
    tracking.isDropping = false
    // The drop is in: the gap, highlight and lifted-out item go; what the app inserted stays.
    list.clearDropVisuals(tracking, afterDrop: true)
  }

  func previewForDropping(
    _ interaction: DropInteraction, item: DragItem, defaultPreview: TargetedPreview
  ) -> TargetedPreview? {
    guard let list, let action = coordinator?.action(for: item) else { return defaultPreview }
    let preview = list.dropPreview(for: action, item: item, defaultPreview: defaultPreview)
    // The app never sees this call: the log shows what the coordinator's instruction became.
    list.note("dropPreview", [.init("item", item.id), .init("preview", preview.logDescription)])
    return preview
  }

  func willAnimateDrop(_ interaction: DropInteraction, item: DragItem, animator: Animator) {
    coordinator?.action(for: item)?.animator.attach(animator)
  }

  func sessionDidEnd(_ interaction: DropInteraction, session: DropSession) {
    guard let list else { return }
    list.tell("drop", "dropSessionDidEnd", [.init("session", session.id)]) {
      list.askedDropDelegate.dropSessionDidEnd(list, session: session)
    }
    list.endDropTracking(session.core)
  }

  func concludeDrop(_ interaction: DropInteraction, session: DropSession) {
    coordinator = nil
  }
}
