import DnDEngine

// Recording delegates of the engine's native API (Sources/DnDEngine/Interactions/ and
// Sources/DnDEngine/Lists/): the same roles as the DnDUIKit ones beside this file, spelled with
// the engine's protocols, whose optional methods' defaults report themselves
// (Sources/DnDEngine/Interactions/DelegateMethod.swift).

private func nativeItem(_ text: String) -> DragItem {
  let item = DragItem(itemProvider: ItemProvider(object: text))
  item.localObject = text
  return item
}

// MARK: Interactions

final class MinimalRecordingNativeDrag: DragInteractionDelegate {
  let recorder: CallRecorder
  let subject: String

  init(_ recorder: CallRecorder, view name: String) {
    self.recorder = recorder
    subject = "\(name).drag"
    recorder.register(subject, adapter: "DragInteractionDelegate")
  }

  func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
    recorder.record(subject, "itemsForBeginning")
    return [nativeItem(subject)]
  }
}

final class FullRecordingNativeDrag: DragInteractionDelegate {
  let recorder: CallRecorder
  let subject: String

  init(_ recorder: CallRecorder, view name: String) {
    self.recorder = recorder
    subject = "\(name).drag"
    recorder.register(subject, adapter: "DragInteractionDelegate")
  }

  func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
    recorder.record(subject, "itemsForBeginning")
    return [nativeItem(subject)]
  }

  func previewForLifting(_ interaction: DragInteraction, item: DragItem, session: DragSession)
    -> TargetedPreview?
  {
    recorder.record(subject, "previewForLifting")
    guard let view = interaction.view else { return nil }
    return try? TargetedPreview(view: view)
  }

  func willAnimateLift(_ interaction: DragInteraction, animator: Animator, session: DragSession) {
    recorder.record(subject, "willAnimateLift")
  }

  func sessionIsRestrictedToDraggingApplication(
    _ interaction: DragInteraction, session: DragSession
  ) -> Bool { recorder.answer(subject, "sessionIsRestrictedToDraggingApplication", false) }

  func sessionAllowsMoveOperation(_ interaction: DragInteraction, session: DragSession) -> Bool {
    recorder.answer(subject, "sessionAllowsMoveOperation", true)
  }

  func prefersFullSizePreviews(_ interaction: DragInteraction, session: DragSession) -> Bool {
    recorder.answer(subject, "prefersFullSizePreviews", false)
  }

  func sessionWillBegin(_ interaction: DragInteraction, session: DragSession) {
    recorder.record(subject, "sessionWillBegin")
  }

  func sessionDidMove(_ interaction: DragInteraction, session: DragSession) {
    recorder.record(subject, "sessionDidMove")
  }

  func sessionWillEnd(
    _ interaction: DragInteraction, session: DragSession, operation: DropOperation
  ) { recorder.record(subject, "sessionWillEnd") }

  func sessionDidEnd(
    _ interaction: DragInteraction, session: DragSession, operation: DropOperation
  ) { recorder.record(subject, "sessionDidEnd") }

  func sessionDidTransferItems(_ interaction: DragInteraction, session: DragSession) {
    recorder.record(subject, "sessionDidTransferItems")
  }

  func itemsForAddingTo(_ interaction: DragInteraction, session: DragSession, point: Point)
    -> [DragItem]
  {
    recorder.record(subject, "itemsForAddingTo")
    return [nativeItem("\(subject)+")]
  }

  func sessionForAddingItems(
    _ interaction: DragInteraction, sessions: [DragSession], point: Point
  ) -> DragSession? {
    recorder.record(subject, "sessionForAddingItems")
    return sessions.first
  }

  func willAddItems(
    _ interaction: DragInteraction, session: DragSession, items: [DragItem],
    addingInteraction: DragInteraction
  ) { recorder.record(subject, "willAddItems") }

  func previewForCancelling(
    _ interaction: DragInteraction, item: DragItem, defaultPreview: TargetedPreview
  ) -> TargetedPreview? {
    recorder.record(subject, "previewForCancelling")
    return defaultPreview
  }

  func willAnimateCancel(_ interaction: DragInteraction, item: DragItem, animator: Animator) {
    recorder.record(subject, "willAnimateCancel")
  }
}

final class EmptyRecordingNativeDrop: DropInteractionDelegate {
  init(_ recorder: CallRecorder, view name: String) {
    recorder.register("\(name).drop", adapter: "DropInteractionDelegate")
  }
}

final class DroppingRecordingNativeDrop: DropInteractionDelegate {
  let recorder: CallRecorder
  let subject: String

  init(_ recorder: CallRecorder, view name: String) {
    self.recorder = recorder
    subject = "\(name).drop"
    recorder.register(subject, adapter: "DropInteractionDelegate")
  }

  func sessionDidUpdate(_ interaction: DropInteraction, session: DropSession) -> DropProposal {
    recorder.record(subject, "sessionDidUpdate")
    return .copy
  }

  func performDrop(_ interaction: DropInteraction, session: DropSession) {
    recorder.record(subject, "performDrop")
  }
}

final class FullRecordingNativeDrop: DropInteractionDelegate {
  let recorder: CallRecorder
  let subject: String
  let proposal: DropProposal

  init(_ recorder: CallRecorder, view name: String, proposal: DropProposal) {
    self.recorder = recorder
    subject = "\(name).drop"
    self.proposal = proposal
    recorder.register(subject, adapter: "DropInteractionDelegate")
  }

  func canHandle(_ interaction: DropInteraction, session: DropSession) -> Bool {
    recorder.answer(subject, "canHandle", true)
  }

  func sessionDidEnter(_ interaction: DropInteraction, session: DropSession) {
    recorder.record(subject, "sessionDidEnter")
  }

  func sessionDidUpdate(_ interaction: DropInteraction, session: DropSession) -> DropProposal {
    recorder.record(subject, "sessionDidUpdate")
    return proposal
  }

  func sessionDidExit(_ interaction: DropInteraction, session: DropSession) {
    recorder.record(subject, "sessionDidExit")
  }

  func performDrop(_ interaction: DropInteraction, session: DropSession) {
    recorder.record(subject, "performDrop")
    _ = session.loadObjects(ofClass: String.self) { _ in
      self.recorder.record(self.subject, "loadObjectsCompletion")
    }
  }

  func previewForDropping(
    _ interaction: DropInteraction, item: DragItem, defaultPreview: TargetedPreview
  ) -> TargetedPreview? {
    recorder.record(subject, "previewForDropping")
    return defaultPreview
  }

  func willAnimateDrop(_ interaction: DropInteraction, item: DragItem, animator: Animator) {
    recorder.record(subject, "willAnimateDrop")
  }

  func concludeDrop(_ interaction: DropInteraction, session: DropSession) {
    recorder.record(subject, "concludeDrop")
  }

  func sessionDidEnd(_ interaction: DropInteraction, session: DropSession) {
    recorder.record(subject, "sessionDidEnd")
  }
}

// MARK: Lists

/// The required data source of a native list over `model`.
final class MinimalRecordingNativeDataSource: ListDataSource {
  let model: RecordedListModel

  init(_ recorder: CallRecorder, model: RecordedListModel, list name: String) {
    self.model = model
    recorder.register("\(name).dataSource", adapter: "ListDataSource")
  }

  func numberOfItems(in list: ListView, section: Int) -> Int { model.names.count }
  func cell(for list: ListView, at indexPath: ListIndexPath) -> ListCell {
    list.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }
}

/// The data source implementing the table's `moveRowAt` (``ListMovingDataSource``).
final class FullRecordingNativeDataSource: ListMovingDataSource {
  let recorder: CallRecorder
  let model: RecordedListModel
  let subject: String

  init(_ recorder: CallRecorder, model: RecordedListModel, list name: String) {
    self.recorder = recorder
    self.model = model
    subject = "\(name).dataSource"
    recorder.register(subject, adapter: "ListMovingDataSource")
  }

  func numberOfItems(in list: ListView, section: Int) -> Int { model.names.count }
  func cell(for list: ListView, at indexPath: ListIndexPath) -> ListCell {
    list.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }

  func moveItem(in list: ListView, from source: ListIndexPath, to destination: ListIndexPath) {
    recorder.record(subject, "moveRowAt")
    let name = model.names.remove(at: source.item)
    model.names.insert(name, at: destination.item)
  }
}

final class EmptyRecordingNativeListDelegate: ListDelegate {
  init(_ recorder: CallRecorder, list name: String) {
    recorder.register("\(name).delegate", adapter: "ListDelegate")
  }
}

final class FullRecordingNativeListDelegate: ListDelegate {
  let recorder: CallRecorder
  let subject: String
  let term: String

  init(_ recorder: CallRecorder, list name: String, term: String) {
    self.recorder = recorder
    subject = "\(name).delegate"
    self.term = term
    recorder.register(subject, adapter: "ListDelegate")
  }

  func shouldSpringLoadItem(
    _ list: ListView, at indexPath: ListIndexPath, context: SpringLoadedContext
  ) -> Bool { recorder.answer(subject, "shouldSpringLoad\(term)At", true) }

  func didSelectItem(_ list: ListView, at indexPath: ListIndexPath) {
    recorder.record(subject, "didSelect\(term)At")
  }
}

final class MinimalRecordingNativeListDrag: ListDragDelegate {
  let recorder: CallRecorder
  let model: RecordedListModel
  let subject: String

  init(_ recorder: CallRecorder, model: RecordedListModel, list name: String) {
    self.recorder = recorder
    self.model = model
    subject = "\(name).drag"
    recorder.register(subject, adapter: "ListDragDelegate")
  }

  func itemsForBeginning(_ list: ListView, session: DragSession, at indexPath: ListIndexPath)
    -> [DragItem]
  {
    recorder.record(subject, "itemsForBeginning")
    return [nativeItem(model.names[indexPath.item])]
  }
}

final class FullRecordingNativeListDrag: ListDragDelegate {
  let recorder: CallRecorder
  let model: RecordedListModel
  let subject: String
  let term: String

  init(_ recorder: CallRecorder, model: RecordedListModel, list name: String, term: String) {
    self.recorder = recorder
    self.model = model
    subject = "\(name).drag"
    self.term = term
    recorder.register(subject, adapter: "ListDragDelegate")
  }

  func itemsForBeginning(_ list: ListView, session: DragSession, at indexPath: ListIndexPath)
    -> [DragItem]
  {
    recorder.record(subject, "itemsForBeginning")
    return [nativeItem(model.names[indexPath.item])]
  }

  func itemsForAddingTo(
    _ list: ListView, session: DragSession, at indexPath: ListIndexPath, point: Point
  ) -> [DragItem] {
    recorder.record(subject, "itemsForAddingTo")
    return [nativeItem(model.names[indexPath.item])]
  }

  func dragPreviewParameters(_ list: ListView, at indexPath: ListIndexPath) -> PreviewParameters? {
    recorder.record(subject, "dragPreviewParametersFor\(term)At")
    return nil
  }

  func dragSessionWillBegin(_ list: ListView, session: DragSession) {
    recorder.record(subject, "dragSessionWillBegin")
  }

  func dragSessionDidEnd(_ list: ListView, session: DragSession) {
    recorder.record(subject, "dragSessionDidEnd")
  }

  func dragSessionAllowsMoveOperation(_ list: ListView, session: DragSession) -> Bool {
    recorder.answer(subject, "dragSessionAllowsMoveOperation", true)
  }

  func dragSessionIsRestrictedToDraggingApplication(_ list: ListView, session: DragSession)
    -> Bool
  { recorder.answer(subject, "dragSessionIsRestrictedToDraggingApplication", false) }
}

final class MinimalRecordingNativeListDrop: ListDropDelegate {
  let recorder: CallRecorder
  let subject: String

  init(_ recorder: CallRecorder, list name: String) {
    self.recorder = recorder
    subject = "\(name).drop"
    recorder.register(subject, adapter: "ListDropDelegate")
  }

  func performDrop(_ list: ListView, coordinator: ListDropCoordinator) {
    recorder.record(subject, "performDropWith")
  }
}

final class FullRecordingNativeListDrop: ListDropDelegate {
  let recorder: CallRecorder
  let model: RecordedListModel
  let subject: String
  let term: String

  init(_ recorder: CallRecorder, model: RecordedListModel, list name: String, term: String) {
    self.recorder = recorder
    self.model = model
    subject = "\(name).drop"
    self.term = term
    recorder.register(subject, adapter: "ListDropDelegate")
  }

  func performDrop(_ list: ListView, coordinator: ListDropCoordinator) {
    recorder.record(subject, "performDropWith")
    _ = coordinator.session.loadObjects(ofClass: String.self) { _ in
      self.recorder.record(self.subject, "loadObjectsCompletion")
    }
    guard !model.names.isEmpty else { return }
    let item = min(coordinator.destinationIndexPath?.item ?? 0, model.names.count - 1)
    for dropItem in coordinator.items {
      coordinator.drop(dropItem.dragItem, toItemAt: ListIndexPath(item: item, section: 0))
    }
  }

  func canHandle(_ list: ListView, session: DropSession) -> Bool {
    recorder.answer(subject, "canHandle", true)
  }

  func dropSessionDidEnter(_ list: ListView, session: DropSession) {
    recorder.record(subject, "dropSessionDidEnter")
  }

  func dropSessionDidUpdate(
    _ list: ListView, session: DropSession, destinationIndexPath: ListIndexPath?
  ) -> ListDropProposal {
    recorder.record(subject, "dropSessionDidUpdate")
    return ListDropProposal(
      operation: list.hasActiveDrag ? .move : .copy, intent: .insertAtDestinationIndexPath)
  }

  func dropSessionDidExit(_ list: ListView, session: DropSession) {
    recorder.record(subject, "dropSessionDidExit")
  }

  func dropSessionDidEnd(_ list: ListView, session: DropSession) {
    recorder.record(subject, "dropSessionDidEnd")
  }

  func dropPreviewParameters(_ list: ListView, at indexPath: ListIndexPath) -> PreviewParameters? {
    recorder.record(subject, "dropPreviewParametersFor\(term)At")
    return nil
  }
}
