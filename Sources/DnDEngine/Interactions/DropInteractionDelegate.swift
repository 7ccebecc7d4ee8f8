/// The destination side's questions and notifications (UIKit's `UIDropInteractionDelegate`).
/// Every method is optional; the defaults are UIKit's, in the extension below.
public protocol DropInteractionDelegate: AnyObject {
  /// Asked on each entry (and again when items are added). `false` = the session is ignored.
  func canHandle(_ interaction: DropInteraction, session: DropSession) -> Bool
  func sessionDidEnter(_ interaction: DropInteraction, session: DropSession)
  /// Right after entering, on each move inside, and when items are added: what a drop would do.
  func sessionDidUpdate(_ interaction: DropInteraction, session: DropSession) -> DropProposal
  func sessionDidExit(_ interaction: DropInteraction, session: DropSession)
  /// The drop, for copy and move only: the one place where loading data succeeds.
  func performDrop(_ interaction: DropInteraction, session: DropSession)
  /// The drop preview of a visible item (small flocks only). Default: the default preview.
  /// `nil` shrinks and fades the item in place.
  func previewForDropping(
    _ interaction: DropInteraction, item: DragItem, defaultPreview: TargetedPreview
  ) -> TargetedPreview?
  /// Once per item, visible or not, as the drop animation starts.
  func willAnimateDrop(_ interaction: DropInteraction, item: DragItem, animator: Animator)
  /// After every drop animation finished (and after `sessionDidEnd`); loads may still run.
  func concludeDrop(_ interaction: DropInteraction, session: DropSession)
  /// Exactly once to every interaction that ever saw the session, however it ended.
  func sessionDidEnd(_ interaction: DropInteraction, session: DropSession)
}

extension DropInteractionDelegate {
  public func canHandle(_ interaction: DropInteraction, session: DropSession) -> Bool {
    DelegateMethod.reportNotImplemented()
    return true
  }
  public func sessionDidEnter(_ interaction: DropInteraction, session: DropSession) {
    DelegateMethod.reportNotImplemented()
  }
  public func sessionDidUpdate(_ interaction: DropInteraction, session: DropSession)
    -> DropProposal
  {
    DelegateMethod.reportNotImplemented()
    return .cancel
  }
  public func sessionDidExit(_ interaction: DropInteraction, session: DropSession) {
    DelegateMethod.reportNotImplemented()
  }
  public func performDrop(_ interaction: DropInteraction, session: DropSession) {
    DelegateMethod.reportNotImplemented()
  }
  public func previewForDropping(
    _ interaction: DropInteraction, item: DragItem, defaultPreview: TargetedPreview
  ) -> TargetedPreview? {
    DelegateMethod.reportNotImplemented()
    return defaultPreview
  }
  public func willAnimateDrop(
    _ interaction: DropInteraction, item: DragItem, animator: Animator
  ) { DelegateMethod.reportNotImplemented() }
  public func concludeDrop(_ interaction: DropInteraction, session: DropSession) {
    DelegateMethod.reportNotImplemented()
  }
  public func sessionDidEnd(_ interaction: DropInteraction, session: DropSession) {
    DelegateMethod.reportNotImplemented()
  }
}
