import DnDUIKit

// Recording delegates of DnDUIKit's drag and drop interactions, in a file that imports only
// DnDUIKit, as app code does. Each writes every call it receives to a `CallRecorder` under the
// log's name of the method; the "full" ones implement every optional method, the "minimal" ones
// only what the protocol requires. Separate classes, not subclasses: a subclass's method does not
// replace the protocol extension's default its superclass's conformance chose.

/// The text item every recording drag source hands out.
private func textItem(_ text: String) -> UIDragItem {
  let item = UIDragItem(itemProvider: NSItemProvider(object: text as NSString))
  item.localObject = text
  return item
}

/// A drag source implementing only `itemsForBeginning`, the one required method.
final class MinimalRecordingDragDelegate: NSObject, UIDragInteractionDelegate {
  let recorder: CallRecorder
  let subject: String

  init(_ recorder: CallRecorder, view name: String) {
    self.recorder = recorder
    subject = "\(name).drag"
    recorder.register(subject, adapter: "UIDragInteractionDelegate")
  }

  func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession)
    -> [UIDragItem]
  {
    recorder.record(subject, "itemsForBeginning")
    return [textItem(subject)]
  }
}

/// A drag source implementing every method, with answers that keep drags going: previews are
/// the defaults, moves are allowed, a tap adds one item, the first session takes added items.
final class FullRecordingDragDelegate: NSObject, UIDragInteractionDelegate {
  let recorder: CallRecorder
  let subject: String

  init(_ recorder: CallRecorder, view name: String) {
    self.recorder = recorder
    subject = "\(name).drag"
    recorder.register(subject, adapter: "UIDragInteractionDelegate")
  }

  func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession)
    -> [UIDragItem]
  {
    recorder.record(subject, "itemsForBeginning")
    return [textItem(subject)]
  }

  func dragInteraction(
    _ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession
  ) -> UITargetedDragPreview? {
    recorder.record(subject, "previewForLifting")
    return interaction.view.map { UITargetedDragPreview(view: $0) }
  }

  func dragInteraction(
    _ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating,
    session: UIDragSession
  ) { recorder.record(subject, "willAnimateLift") }

  func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {
    recorder.record(subject, "sessionWillBegin")
  }

  func dragInteraction(
    _ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession
  ) -> Bool { recorder.answer(subject, "sessionAllowsMoveOperation", true) }

  func dragInteraction(
    _ interaction: UIDragInteraction,
    sessionIsRestrictedToDraggingApplication session: UIDragSession
  ) -> Bool { recorder.answer(subject, "sessionIsRestrictedToDraggingApplication", false) }

  func dragInteraction(
    _ interaction: UIDragInteraction, prefersFullSizePreviewsFor session: UIDragSession
  ) -> Bool { recorder.answer(subject, "prefersFullSizePreviews", false) }

  func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession) {
    recorder.record(subject, "sessionDidMove")
  }

  func dragInteraction(
    _ interaction: UIDragInteraction, session: UIDragSession,
    willEndWith operation: UIDropOperation
  ) { recorder.record(subject, "sessionWillEnd") }

  func dragInteraction(
    _ interaction: UIDragInteraction, session: UIDragSession,
    didEndWith operation: UIDropOperation
  ) { recorder.record(subject, "sessionDidEnd") }

  func dragInteraction(
    _ interaction: UIDragInteraction, sessionDidTransferItems session: UIDragSession
  ) { recorder.record(subject, "sessionDidTransferItems") }

  func dragInteraction(
    _ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession,
    withTouchAt point: CGPoint
  ) -> [UIDragItem] {
    recorder.record(subject, "itemsForAddingTo")
    return [textItem("\(subject)+")]
  }

  func dragInteraction(
    _ interaction: UIDragInteraction, sessionForAddingItems sessions: [UIDragSession],
    withTouchAt point: CGPoint
  ) -> UIDragSession? {
    recorder.record(subject, "sessionForAddingItems")
    return sessions.first
  }

  func dragInteraction(
    _ interaction: UIDragInteraction, session: UIDragSession, willAdd items: [UIDragItem],
    for addingInteraction: UIDragInteraction
  ) { recorder.record(subject, "willAddItems") }

  func dragInteraction(
    _ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
    withDefault defaultPreview: UITargetedDragPreview
  ) -> UITargetedDragPreview? {
    recorder.record(subject, "previewForCancelling")
    return defaultPreview
  }

  func dragInteraction(
    _ interaction: UIDragInteraction, item: UIDragItem,
    willAnimateCancelWith animator: UIDragAnimating
  ) { recorder.record(subject, "willAnimateCancel") }
}

/// A drop target implementing nothing: UIDropInteractionDelegate has no required method, so the
/// log must show no call to it at all.
final class EmptyRecordingDropDelegate: NSObject, UIDropInteractionDelegate {
  init(_ recorder: CallRecorder, view name: String) {
    recorder.register("\(name).drop", adapter: "UIDropInteractionDelegate")
  }
}

/// A drop target implementing only what makes a drop happen: `sessionDidUpdate` (copy) and
/// `performDrop`.
final class DroppingRecordingDropDelegate: NSObject, UIDropInteractionDelegate {
  let recorder: CallRecorder
  let subject: String

  init(_ recorder: CallRecorder, view name: String) {
    self.recorder = recorder
    subject = "\(name).drop"
    recorder.register(subject, adapter: "UIDropInteractionDelegate")
  }

  func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession)
    -> UIDropProposal
  {
    recorder.record(subject, "sessionDidUpdate")
    return UIDropProposal(operation: .copy)
  }

  func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
    recorder.record(subject, "performDrop")
  }
}

/// A drop target implementing every method: it handles every session, proposes `operation`,
/// loads the text on a drop, and hands back the default drop preview.
final class FullRecordingDropDelegate: NSObject, UIDropInteractionDelegate {
  let recorder: CallRecorder
  let subject: String
  let operation: UIDropOperation
  private(set) var received: [String] = []

  init(_ recorder: CallRecorder, view name: String, operation: UIDropOperation) {
    self.recorder = recorder
    subject = "\(name).drop"
    self.operation = operation
    recorder.register(subject, adapter: "UIDropInteractionDelegate")
  }

  func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
    recorder.answer(subject, "canHandle", true)
  }

  func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {
    recorder.record(subject, "sessionDidEnter")
  }

  func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession)
    -> UIDropProposal
  {
    recorder.record(subject, "sessionDidUpdate")
    return UIDropProposal(operation: operation)
  }

  func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {
    recorder.record(subject, "sessionDidExit")
  }

  func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
    recorder.record(subject, "performDrop")
    session.loadObjects(ofClass: NSString.self) { objects in
      self.recorder.record(self.subject, "loadObjectsCompletion")
      self.received += objects.compactMap { ($0 as? NSString).map { $0 as String } }
    }
  }

  func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) {
    recorder.record(subject, "concludeDrop")
  }

  func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {
    recorder.record(subject, "sessionDidEnd")
  }

  func dropInteraction(
    _ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
    withDefault defaultPreview: UITargetedDragPreview
  ) -> UITargetedDragPreview? {
    recorder.record(subject, "previewForDropping")
    return defaultPreview
  }

  func dropInteraction(
    _ interaction: UIDropInteraction, item: UIDragItem,
    willAnimateDropWith animator: UIDragAnimating
  ) { recorder.record(subject, "willAnimateDrop") }
}
