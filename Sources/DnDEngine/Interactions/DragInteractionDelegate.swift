/// The source side's questions and notifications (UIKit's `UIDragInteractionDelegate`).
///
/// Only ``itemsForBeginning(_:session:)`` is required; every other method has the default UIKit
/// documents, in the extension below. All calls arrive on the main queue, in the order
/// `Docs/engine.md` states.
public protocol DragInteractionDelegate: AnyObject {
  /// The long press was recognised: what to drag. Empty = no drag; the touch goes on as normal.
  func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem]
  /// The lift preview of one item, asked per item in order. `nil` = not visible, no lift.
  func previewForLifting(_ interaction: DragInteraction, item: DragItem, session: DragSession)
    -> TargetedPreview?
  /// Once per lift (and per batch of added items), after all lift previews.
  func willAnimateLift(_ interaction: DragInteraction, animator: Animator, session: DragSession)
  /// Asked when the drag begins, on devices where drags may leave the app.
  func sessionIsRestrictedToDraggingApplication(
    _ interaction: DragInteraction, session: DragSession
  ) -> Bool
  func sessionAllowsMoveOperation(_ interaction: DragInteraction, session: DragSession) -> Bool
  func prefersFullSizePreviews(_ interaction: DragInteraction, session: DragSession) -> Bool
  /// The items are fully lifted and the finger has started to move them away.
  func sessionWillBegin(_ interaction: DragInteraction, session: DragSession)
  /// The finger's location changed.
  func sessionDidMove(_ interaction: DragInteraction, session: DragSession)
  func sessionWillEnd(
    _ interaction: DragInteraction, session: DragSession, operation: DropOperation)
  /// The user is done; for copy and move, data transfer begins and `didTransferItems` follows.
  func sessionDidEnd(
    _ interaction: DragInteraction, session: DragSession, operation: DropOperation)
  /// The destination has received all the data it asked for. Never after a cancel.
  func sessionDidTransferItems(_ interaction: DragInteraction, session: DragSession)
  /// A tap by another finger on this interaction's view during `session`: what to add.
  func itemsForAddingTo(_ interaction: DragInteraction, session: DragSession, point: Point)
    -> [DragItem]
  /// With two or more sessions in the app, which one a tap adds to (`nil` = none).
  func sessionForAddingItems(
    _ interaction: DragInteraction, sessions: [DragSession], point: Point
  ) -> DragSession?
  /// Sent to every interaction that contributed items, including the adding one.
  func willAddItems(
    _ interaction: DragInteraction, session: DragSession, items: [DragItem],
    addingInteraction: DragInteraction)
  /// The cancel preview of a visible item: the default flies back to the lift preview; `nil`
  /// fades the item in place; a new target retargets.
  func previewForCancelling(
    _ interaction: DragInteraction, item: DragItem, defaultPreview: TargetedPreview
  ) -> TargetedPreview?
  /// Once per item, visible or not, as the cancel animation starts.
  func willAnimateCancel(_ interaction: DragInteraction, item: DragItem, animator: Animator)
}

extension DragInteractionDelegate {
  /// Default: the whole interaction's view, at its place (UIKit's `UITargetedDragPreview(view:)`);
  /// `nil` if that view is not in a window.
  public func previewForLifting(
    _ interaction: DragInteraction, item: DragItem, session: DragSession
  ) -> TargetedPreview? {
    DelegateMethod.reportNotImplemented()
    guard let view = interaction.view else { return nil }
    return try? TargetedPreview(view: view, parameters: PreviewParameters())
  }
  public func willAnimateLift(
    _ interaction: DragInteraction, animator: Animator, session: DragSession
  ) { DelegateMethod.reportNotImplemented() }
  public func sessionIsRestrictedToDraggingApplication(
    _ interaction: DragInteraction, session: DragSession
  ) -> Bool {
    DelegateMethod.reportNotImplemented()
    return false
  }
  public func sessionAllowsMoveOperation(_ interaction: DragInteraction, session: DragSession)
    -> Bool
  {
    DelegateMethod.reportNotImplemented()
    return true
  }
  public func prefersFullSizePreviews(_ interaction: DragInteraction, session: DragSession) -> Bool
  {
    DelegateMethod.reportNotImplemented()
    return false
  }
  public func sessionWillBegin(_ interaction: DragInteraction, session: DragSession) {
    DelegateMethod.reportNotImplemented()
  }
  public func sessionDidMove(_ interaction: DragInteraction, session: DragSession) {
    DelegateMethod.reportNotImplemented()
  }
  public func sessionWillEnd(
    _ interaction: DragInteraction, session: DragSession, operation: DropOperation
  ) { DelegateMethod.reportNotImplemented() }
  public func sessionDidEnd(
    _ interaction: DragInteraction, session: DragSession, operation: DropOperation
  ) { DelegateMethod.reportNotImplemented() }
  public func sessionDidTransferItems(_ interaction: DragInteraction, session: DragSession) {
    DelegateMethod.reportNotImplemented()
  }
  public func itemsForAddingTo(
    _ interaction: DragInteraction, session: DragSession, point: Point
  ) -> [DragItem] {
    DelegateMethod.reportNotImplemented()
    return []
  }
  public func sessionForAddingItems(
    _ interaction: DragInteraction, sessions: [DragSession], point: Point
  ) -> DragSession? {
    DelegateMethod.reportNotImplemented()
    return nil
  }
  public func willAddItems(
    _ interaction: DragInteraction, session: DragSession, items: [DragItem],
    addingInteraction: DragInteraction
  ) { DelegateMethod.reportNotImplemented() }
  /// Default: `nil` — the item fades in place (Docs/uikit-behaviour.md §2: the same as not implementing it).
  public func previewForCancelling(
    _ interaction: DragInteraction, item: DragItem, defaultPreview: TargetedPreview
  ) -> TargetedPreview? {
    DelegateMethod.reportNotImplemented()
    return nil
  }
  public func willAnimateCancel(
    _ interaction: DragInteraction, item: DragItem, animator: Animator
  ) { DelegateMethod.reportNotImplemented() }
}
