import DnDEngine

/// The drag source's questions and notifications (UIKit's `UIDragInteractionDelegate`, every
/// iOS 11 method). Only `dragInteraction(_:itemsForBeginning:)` is required.
///
/// As in UIKit, a method the delegate does not implement is not called: the default of each
/// optional method below reports itself (the engine's `DelegateMethod`), so the call leaves no
/// line in the log, and the default returns UIKit's answer for a missing method.
public protocol UIDragInteractionDelegate: NSObjectProtocol {
  func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession)
    -> [UIDragItem]
  func dragInteraction(
    _ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession
  ) -> UITargetedDragPreview?
  func dragInteraction(
    _ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating,
    session: UIDragSession)
  func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession)
  func dragInteraction(
    _ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession
  ) -> Bool
  func dragInteraction(
    _ interaction: UIDragInteraction,
    sessionIsRestrictedToDraggingApplication session: UIDragSession
  ) -> Bool
  func dragInteraction(
    _ interaction: UIDragInteraction, prefersFullSizePreviewsFor session: UIDragSession
  ) -> Bool
  func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession)
  func dragInteraction(
    _ interaction: UIDragInteraction, session: UIDragSession,
    willEndWith operation: UIDropOperation)
  func dragInteraction(
    _ interaction: UIDragInteraction, session: UIDragSession,
    didEndWith operation: UIDropOperation)
  func dragInteraction(
    _ interaction: UIDragInteraction, sessionDidTransferItems session: UIDragSession)
  func dragInteraction(
    _ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession,
    withTouchAt point: CGPoint
  ) -> [UIDragItem]
  func dragInteraction(
    _ interaction: UIDragInteraction, sessionForAddingItems sessions: [UIDragSession],
    withTouchAt point: CGPoint
  ) -> UIDragSession?
  func dragInteraction(
    _ interaction: UIDragInteraction, session: UIDragSession, willAdd items: [UIDragItem],
    for addingInteraction: UIDragInteraction)
  func dragInteraction(
    _ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
    withDefault defaultPreview: UITargetedDragPreview
  ) -> UITargetedDragPreview?
  func dragInteraction(
    _ interaction: UIDragInteraction, item: UIDragItem,
    willAnimateCancelWith animator: UIDragAnimating)
}

extension UIDragInteractionDelegate {
  /// Not implemented: the whole view, where it is.
  public func dragInteraction(
    _ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession
  ) -> UITargetedDragPreview? {
    DelegateMethod.reportNotImplemented()
    return interaction.view.map { UITargetedDragPreview(view: $0) }
  }
  public func dragInteraction(
    _ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating,
    session: UIDragSession
  ) { DelegateMethod.reportNotImplemented() }
  public func dragInteraction(
    _ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession
  ) { DelegateMethod.reportNotImplemented() }
  /// Not implemented: moves are allowed.
  public func dragInteraction(
    _ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession
  ) -> Bool {
    DelegateMethod.reportNotImplemented()
    return true
  }
  /// Not implemented: the drag may leave the app.
  public func dragInteraction(
    _ interaction: UIDragInteraction,
    sessionIsRestrictedToDraggingApplication session: UIDragSession
  ) -> Bool {
    DelegateMethod.reportNotImplemented()
    return false
  }
  public func dragInteraction(
    _ interaction: UIDragInteraction, prefersFullSizePreviewsFor session: UIDragSession
  ) -> Bool {
    DelegateMethod.reportNotImplemented()
    return false
  }
  public func dragInteraction(
    _ interaction: UIDragInteraction, sessionDidMove session: UIDragSession
  ) { DelegateMethod.reportNotImplemented() }
  public func dragInteraction(
    _ interaction: UIDragInteraction, session: UIDragSession,
    willEndWith operation: UIDropOperation
  ) { DelegateMethod.reportNotImplemented() }
  public func dragInteraction(
    _ interaction: UIDragInteraction, session: UIDragSession,
    didEndWith operation: UIDropOperation
  ) { DelegateMethod.reportNotImplemented() }
  public func dragInteraction(
    _ interaction: UIDragInteraction, sessionDidTransferItems session: UIDragSession
  ) { DelegateMethod.reportNotImplemented() }
  /// Not implemented: a tap adds nothing (it is handled as a tap).
  public func dragInteraction(
    _ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession,
    withTouchAt point: CGPoint
  ) -> [UIDragItem] {
    DelegateMethod.reportNotImplemented()
    return []
  }
  /// Not implemented: with several sessions, a tap adds to none.
  public func dragInteraction(
    _ interaction: UIDragInteraction, sessionForAddingItems sessions: [UIDragSession],
    withTouchAt point: CGPoint
  ) -> UIDragSession? {
    DelegateMethod.reportNotImplemented()
    return nil
  }
  public func dragInteraction(
    _ interaction: UIDragInteraction, session: UIDragSession, willAdd items: [UIDragItem],
    for addingInteraction: UIDragInteraction
  ) { DelegateMethod.reportNotImplemented() }
  /// Not implemented: the item fades where it is.
  public func dragInteraction(
    _ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
    withDefault defaultPreview: UITargetedDragPreview
  ) -> UITargetedDragPreview? {
    DelegateMethod.reportNotImplemented()
    return nil
  }
  public func dragInteraction(
    _ interaction: UIDragInteraction, item: UIDragItem,
    willAnimateCancelWith animator: UIDragAnimating
  ) { DelegateMethod.reportNotImplemented() }
}
