@testable import DnDEngine

/// A drag delegate whose answers a test sets. It implements every method, so every call the
/// system makes is in the log (``NotImplementedTests`` covers delegates that do not).
final class TestDragDelegate: DragInteractionDelegate {
  var items: (DragSession) -> [DragItem]
  var addItems: (DragSession, Point) -> [DragItem] = { _, _ in [] }
  var chooseSession: ([DragSession]) -> DragSession? = { _ in nil }
  var restricted = false
  var allowsMove = true
  var fullSize = false
  /// `nil` keeps the protocol's default lift preview.
  var liftPreview: ((DragInteraction, DragItem) -> TargetedPreview?)?
  var cancelPreview: (DragItem, TargetedPreview) -> TargetedPreview? = { _, _ in nil }
  var onWillBegin: (DragSession) -> Void = { _ in }
  var liftAnimator: Animator?
  var liftCompletions: [AnimationPosition] = []

  init(items: @escaping (DragSession) -> [DragItem] = { _ in [textItem("hello")] }) {
    self.items = items
  }

  func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
    items(session)
  }
  func previewForLifting(_ interaction: DragInteraction, item: DragItem, session: DragSession)
    -> TargetedPreview?
  {
    if let liftPreview { return liftPreview(interaction, item) }
    guard let view = interaction.view else { return nil }
    return try? TargetedPreview(view: view, parameters: PreviewParameters())
  }
  func willAnimateLift(_ interaction: DragInteraction, animator: Animator, session: DragSession) {
    liftAnimator = animator
    animator.addCompletion { [weak self] position in self?.liftCompletions.append(position) }
  }
  func sessionIsRestrictedToDraggingApplication(
    _ interaction: DragInteraction, session: DragSession
  ) -> Bool { restricted }
  func sessionAllowsMoveOperation(_ interaction: DragInteraction, session: DragSession) -> Bool {
    allowsMove
  }
  func prefersFullSizePreviews(_ interaction: DragInteraction, session: DragSession) -> Bool {
    fullSize
  }
  func sessionWillBegin(_ interaction: DragInteraction, session: DragSession) {
    onWillBegin(session)
  }
  func itemsForAddingTo(_ interaction: DragInteraction, session: DragSession, point: Point)
    -> [DragItem]
  { addItems(session, point) }
  func sessionForAddingItems(
    _ interaction: DragInteraction, sessions: [DragSession], point: Point
  ) -> DragSession? { chooseSession(sessions) }
  func previewForCancelling(
    _ interaction: DragInteraction, item: DragItem, defaultPreview: TargetedPreview
  ) -> TargetedPreview? { cancelPreview(item, defaultPreview) }
  func sessionDidMove(_ interaction: DragInteraction, session: DragSession) {}
  func sessionWillEnd(
    _ interaction: DragInteraction, session: DragSession, operation: DropOperation
  ) {}
  func sessionDidEnd(
    _ interaction: DragInteraction, session: DragSession, operation: DropOperation
  ) {}
  func sessionDidTransferItems(_ interaction: DragInteraction, session: DragSession) {}
  func willAddItems(
    _ interaction: DragInteraction, session: DragSession, items: [DragItem],
    addingInteraction: DragInteraction
  ) {}
  func willAnimateCancel(_ interaction: DragInteraction, item: DragItem, animator: Animator) {}
}

/// A drop delegate whose answers a test sets; it implements every method, as the drag one.
final class TestDropDelegate: DropInteractionDelegate {
  var accepts = true
  var proposal: DropProposal
  var onPerformDrop: (DropSession) -> Void = { _ in }
  var dropPreview: ((DragItem, TargetedPreview) -> TargetedPreview?)?
  var droppedSession: DropSession?

  init(proposal: DropProposal = .copy) {
    self.proposal = proposal
  }

  func canHandle(_ interaction: DropInteraction, session: DropSession) -> Bool { accepts }
  func sessionDidUpdate(_ interaction: DropInteraction, session: DropSession) -> DropProposal {
    proposal
  }
  func performDrop(_ interaction: DropInteraction, session: DropSession) {
    droppedSession = session
    onPerformDrop(session)
  }
  func previewForDropping(
    _ interaction: DropInteraction, item: DragItem, defaultPreview: TargetedPreview
  ) -> TargetedPreview? {
    dropPreview.map { $0(item, defaultPreview) } ?? defaultPreview
  }
  func sessionDidEnter(_ interaction: DropInteraction, session: DropSession) {}
  func sessionDidExit(_ interaction: DropInteraction, session: DropSession) {}
  func willAnimateDrop(_ interaction: DropInteraction, item: DragItem, animator: Animator) {}
  func concludeDrop(_ interaction: DropInteraction, session: DropSession) {}
  func sessionDidEnd(_ interaction: DropInteraction, session: DropSession) {}
}
