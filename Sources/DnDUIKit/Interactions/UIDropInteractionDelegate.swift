import DnDEngine

/// The drop target's questions and notifications (UIKit's `UIDropInteractionDelegate`, every
/// iOS 11 method). Every method is optional; as in UIKit, one the delegate does not implement is
/// not called and leaves no line in the log, and the default below is UIKit's answer without it.
public protocol UIDropInteractionDelegate: NSObjectProtocol {
  func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool
  func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession)
  func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession)
    -> UIDropProposal
  func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession)
  func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession)
  func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession)
  func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession)
  func dropInteraction(
    _ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
    withDefault defaultPreview: UITargetedDragPreview
  ) -> UITargetedDragPreview?
  func dropInteraction(
    _ interaction: UIDropInteraction, item: UIDragItem,
    willAnimateDropWith animator: UIDragAnimating)
}

extension UIDropInteractionDelegate {
  /// Not implemented: every session can be handled.
  public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession)
    -> Bool
  {
    DelegateMethod.reportNotImplemented()
    return true
  }
  public func dropInteraction(
    _ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession
  ) { DelegateMethod.reportNotImplemented() }
  /// Not implemented: cancel (nothing would be dropped).
  public func dropInteraction(
    _ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession
  ) -> UIDropProposal {
    DelegateMethod.reportNotImplemented()
    return UIDropProposal(operation: .cancel)
  }
  public func dropInteraction(
    _ interaction: UIDropInteraction, sessionDidExit session: UIDropSession
  ) { DelegateMethod.reportNotImplemented() }
  public func dropInteraction(
    _ interaction: UIDropInteraction, performDrop session: UIDropSession
  ) { DelegateMethod.reportNotImplemented() }
  public func dropInteraction(
    _ interaction: UIDropInteraction, concludeDrop session: UIDropSession
  ) { DelegateMethod.reportNotImplemented() }
  public func dropInteraction(
    _ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession
  ) { DelegateMethod.reportNotImplemented() }
  /// Not implemented: the default preview.
  public func dropInteraction(
    _ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
    withDefault defaultPreview: UITargetedDragPreview
  ) -> UITargetedDragPreview? {
    DelegateMethod.reportNotImplemented()
    return defaultPreview
  }
  public func dropInteraction(
    _ interaction: UIDropInteraction, item: UIDragItem,
    willAnimateDropWith animator: UIDragAnimating
  ) { DelegateMethod.reportNotImplemented() }
}
