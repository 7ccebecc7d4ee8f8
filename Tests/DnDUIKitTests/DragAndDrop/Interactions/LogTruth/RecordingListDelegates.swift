import DnDUIKit

// Recording data sources and delegates of DnDUIKit's table and collection views, in a file that
// imports only DnDUIKit (so `IndexPath` is Foundation's). As for the interactions, "full" ones
// implement every optional method and "minimal" ones only the required ones; the data sources'
// counts and cells are plumbing, not logged, and not recorded (Sources/DnDEngine/Lists/
// ListDataSource.swift).

/// The rows or items of one list, shared by its recording objects.
final class RecordedListModel {
  var names: [String]
  init(_ names: [String]) { self.names = names }
}

private func textItem(_ text: String) -> UIDragItem {
  let item = UIDragItem(itemProvider: NSItemProvider(object: text as NSString))
  item.localObject = text
  return item
}

// MARK: Table view

/// The required data source; `full` adds `moveRowAt`, which reorders the model.
final class MinimalRecordingTableDataSource: NSObject, UITableViewDataSource {
  let model: RecordedListModel

  init(_ recorder: CallRecorder, model: RecordedListModel, table name: String) {
    self.model = model
    recorder.register("\(name).dataSource", adapter: "UITableViewDataSource")
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    model.names.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
  }
}

final class FullRecordingTableDataSource: NSObject, UITableViewDataSource {
  let recorder: CallRecorder
  let model: RecordedListModel
  let subject: String

  init(_ recorder: CallRecorder, model: RecordedListModel, table name: String) {
    self.recorder = recorder
    self.model = model
    subject = "\(name).dataSource"
    recorder.register(subject, adapter: "UITableViewDataSource")
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    model.names.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
  }

  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    recorder.record(subject, "moveRowAt")
    let name = model.names.remove(at: sourceIndexPath.row)
    model.names.insert(name, at: destinationIndexPath.row)
  }
}

/// A table delegate implementing nothing (every method is optional).
final class EmptyRecordingTableDelegate: NSObject, UITableViewDelegate {
  init(_ recorder: CallRecorder, table name: String) {
    recorder.register("\(name).delegate", adapter: "UITableViewDelegate")
  }
}

/// A table delegate implementing the logged methods: spring loading (allowed) and selection.
final class FullRecordingTableDelegate: NSObject, UITableViewDelegate {
  let recorder: CallRecorder
  let subject: String

  init(_ recorder: CallRecorder, table name: String) {
    self.recorder = recorder
    subject = "\(name).delegate"
    recorder.register(subject, adapter: "UITableViewDelegate")
  }

  func tableView(
    _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
    with context: UISpringLoadedInteractionContext
  ) -> Bool { recorder.answer(subject, "shouldSpringLoadRowAt", true) }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    recorder.record(subject, "didSelectRowAt")
  }
}

final class MinimalRecordingTableDragDelegate: NSObject, UITableViewDragDelegate {
  let recorder: CallRecorder
  let model: RecordedListModel
  let subject: String

  init(_ recorder: CallRecorder, model: RecordedListModel, table name: String) {
    self.recorder = recorder
    self.model = model
    subject = "\(name).drag"
    recorder.register(subject, adapter: "UITableViewDragDelegate")
  }

  func tableView(
    _ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath
  ) -> [UIDragItem] {
    recorder.record(subject, "itemsForBeginning")
    return [textItem(model.names[indexPath.row])]
  }
}

final class FullRecordingTableDragDelegate: NSObject, UITableViewDragDelegate {
  let recorder: CallRecorder
  let model: RecordedListModel
  let subject: String

  init(_ recorder: CallRecorder, model: RecordedListModel, table name: String) {
    self.recorder = recorder
    self.model = model
    subject = "\(name).drag"
    recorder.register(subject, adapter: "UITableViewDragDelegate")
  }

  func tableView(
    _ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath
  ) -> [UIDragItem] {
    recorder.record(subject, "itemsForBeginning")
    return [textItem(model.names[indexPath.row])]
  }

  func tableView(
    _ tableView: UITableView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath,
    point: CGPoint
  ) -> [UIDragItem] {
    recorder.record(subject, "itemsForAddingTo")
    return [textItem(model.names[indexPath.row])]
  }

  func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath)
    -> UIDragPreviewParameters?
  {
    recorder.record(subject, "dragPreviewParametersForRowAt")
    return nil
  }

  func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) {
    recorder.record(subject, "dragSessionWillBegin")
  }

  func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {
    recorder.record(subject, "dragSessionDidEnd")
  }

  func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession)
    -> Bool
  { recorder.answer(subject, "dragSessionAllowsMoveOperation", true) }

  func tableView(
    _ tableView: UITableView,
    dragSessionIsRestrictedToDraggingApplication session: UIDragSession
  ) -> Bool { recorder.answer(subject, "dragSessionIsRestrictedToDraggingApplication", false) }
}

final class MinimalRecordingTableDropDelegate: NSObject, UITableViewDropDelegate {
  let recorder: CallRecorder
  let subject: String

  init(_ recorder: CallRecorder, table name: String) {
    self.recorder = recorder
    subject = "\(name).drop"
    recorder.register(subject, adapter: "UITableViewDropDelegate")
  }

  func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator)
  {
    recorder.record(subject, "performDropWith")
  }
}

/// Proposes move (a drag from this table) or copy, inserting at the destination; on a drop,
/// loads the text and animates each item to an existing row near the destination.
final class FullRecordingTableDropDelegate: NSObject, UITableViewDropDelegate {
  let recorder: CallRecorder
  let model: RecordedListModel
  let subject: String

  init(_ recorder: CallRecorder, model: RecordedListModel, table name: String) {
    self.recorder = recorder
    self.model = model
    subject = "\(name).drop"
    recorder.register(subject, adapter: "UITableViewDropDelegate")
  }

  func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator)
  {
    recorder.record(subject, "performDropWith")
    coordinator.session.loadObjects(ofClass: NSString.self) { _ in
      self.recorder.record(self.subject, "loadObjectsCompletion")
    }
    guard !model.names.isEmpty else { return }
    let row = min(coordinator.destinationIndexPath?.row ?? 0, model.names.count - 1)
    for item in coordinator.items {
      coordinator.drop(item.dragItem, toRowAt: IndexPath(row: row, section: 0))
    }
  }

  func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool {
    recorder.answer(subject, "canHandle", true)
  }

  func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession) {
    recorder.record(subject, "dropSessionDidEnter")
  }

  func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal {
    recorder.record(subject, "dropSessionDidUpdate")
    return UITableViewDropProposal(
      operation: tableView.hasActiveDrag ? .move : .copy, intent: .insertAtDestinationIndexPath)
  }

  func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession) {
    recorder.record(subject, "dropSessionDidExit")
  }

  func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession) {
    recorder.record(subject, "dropSessionDidEnd")
  }

  func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath)
    -> UIDragPreviewParameters?
  {
    recorder.record(subject, "dropPreviewParametersForRowAt")
    return nil
  }
}

// MARK: Collection view

final class MinimalRecordingCollectionDataSource: NSObject, UICollectionViewDataSource {
  let model: RecordedListModel

  init(_ recorder: CallRecorder, model: RecordedListModel, collection name: String) {
    self.model = model
    recorder.register("\(name).dataSource", adapter: "UICollectionViewDataSource")
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { model.names.count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath) }
}

/// The required data source plus `moveItemAt`, which a drop never calls (interactive movement
/// is not modelled: Sources/DnDUIKit/Lists/UICollectionViewDataSource.swift); it records the
/// call all the same, so a line or a call would show.
final class FullRecordingCollectionDataSource: NSObject, UICollectionViewDataSource {
  let recorder: CallRecorder
  let model: RecordedListModel
  let subject: String

  init(_ recorder: CallRecorder, model: RecordedListModel, collection name: String) {
    self.recorder = recorder
    self.model = model
    subject = "\(name).dataSource"
    recorder.register(subject, adapter: "UICollectionViewDataSource")
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { model.names.count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath) }

  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) { recorder.record(subject, "moveItemAt") }
}

final class EmptyRecordingCollectionDelegate: NSObject, UICollectionViewDelegate {
  init(_ recorder: CallRecorder, collection name: String) {
    recorder.register("\(name).delegate", adapter: "UICollectionViewDelegate")
  }
}

final class FullRecordingCollectionDelegate: NSObject, UICollectionViewDelegate {
  let recorder: CallRecorder
  let subject: String

  init(_ recorder: CallRecorder, collection name: String) {
    self.recorder = recorder
    subject = "\(name).delegate"
    recorder.register(subject, adapter: "UICollectionViewDelegate")
  }

  func collectionView(
    _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
    with context: UISpringLoadedInteractionContext
  ) -> Bool { recorder.answer(subject, "shouldSpringLoadItemAt", true) }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    recorder.record(subject, "didSelectItemAt")
  }
}

final class MinimalRecordingCollectionDragDelegate: NSObject, UICollectionViewDragDelegate {
  let recorder: CallRecorder
  let model: RecordedListModel
  let subject: String

  init(_ recorder: CallRecorder, model: RecordedListModel, collection name: String) {
    self.recorder = recorder
    self.model = model
    subject = "\(name).drag"
    recorder.register(subject, adapter: "UICollectionViewDragDelegate")
  }

  func collectionView(
    _ collectionView: UICollectionView, itemsForBeginning session: UIDragSession,
    at indexPath: IndexPath
  ) -> [UIDragItem] {
    recorder.record(subject, "itemsForBeginning")
    return [textItem(model.names[indexPath.item])]
  }
}

final class FullRecordingCollectionDragDelegate: NSObject, UICollectionViewDragDelegate {
  let recorder: CallRecorder
  let model: RecordedListModel
  let subject: String

  init(_ recorder: CallRecorder, model: RecordedListModel, collection name: String) {
    self.recorder = recorder
    self.model = model
    subject = "\(name).drag"
    recorder.register(subject, adapter: "UICollectionViewDragDelegate")
  }

  func collectionView(
    _ collectionView: UICollectionView, itemsForBeginning session: UIDragSession,
    at indexPath: IndexPath
  ) -> [UIDragItem] {
    recorder.record(subject, "itemsForBeginning")
    return [textItem(model.names[indexPath.item])]
  }

  func collectionView(
    _ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession,
    at indexPath: IndexPath, point: CGPoint
  ) -> [UIDragItem] {
    recorder.record(subject, "itemsForAddingTo")
    return [textItem(model.names[indexPath.item])]
  }

  func collectionView(
    _ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath
  ) -> UIDragPreviewParameters? {
    recorder.record(subject, "dragPreviewParametersForItemAt")
    return nil
  }

  func collectionView(
    _ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession
  ) { recorder.record(subject, "dragSessionWillBegin") }

  func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession)
  { recorder.record(subject, "dragSessionDidEnd") }

  func collectionView(
    _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: UIDragSession
  ) -> Bool { recorder.answer(subject, "dragSessionAllowsMoveOperation", true) }

  func collectionView(
    _ collectionView: UICollectionView,
    dragSessionIsRestrictedToDraggingApplication session: UIDragSession
  ) -> Bool { recorder.answer(subject, "dragSessionIsRestrictedToDraggingApplication", false) }
}

final class MinimalRecordingCollectionDropDelegate: NSObject, UICollectionViewDropDelegate {
  let recorder: CallRecorder
  let subject: String

  init(_ recorder: CallRecorder, collection name: String) {
    self.recorder = recorder
    subject = "\(name).drop"
    recorder.register(subject, adapter: "UICollectionViewDropDelegate")
  }

  func collectionView(
    _ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator
  ) { recorder.record(subject, "performDropWith") }
}

final class FullRecordingCollectionDropDelegate: NSObject, UICollectionViewDropDelegate {
  let recorder: CallRecorder
  let model: RecordedListModel
  let subject: String

  init(_ recorder: CallRecorder, model: RecordedListModel, collection name: String) {
    self.recorder = recorder
    self.model = model
    subject = "\(name).drop"
    recorder.register(subject, adapter: "UICollectionViewDropDelegate")
  }

  func collectionView(
    _ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator
  ) {
    recorder.record(subject, "performDropWith")
    coordinator.session.loadObjects(ofClass: NSString.self) { _ in
      self.recorder.record(self.subject, "loadObjectsCompletion")
    }
    guard !model.names.isEmpty else { return }
    let item = min(coordinator.destinationIndexPath?.item ?? 0, model.names.count - 1)
    for dropItem in coordinator.items {
      coordinator.drop(dropItem.dragItem, toItemAt: IndexPath(item: item, section: 0))
    }
  }

  func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession)
    -> Bool
  { recorder.answer(subject, "canHandle", true) }

  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession
  ) { recorder.record(subject, "dropSessionDidEnter") }

  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal {
    recorder.record(subject, "dropSessionDidUpdate")
    return UICollectionViewDropProposal(
      operation: collectionView.hasActiveDrag ? .move : .copy,
      intent: .insertAtDestinationIndexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession
  ) { recorder.record(subject, "dropSessionDidExit") }

  func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession)
  { recorder.record(subject, "dropSessionDidEnd") }

  func collectionView(
    _ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath
  ) -> UIDragPreviewParameters? {
    recorder.record(subject, "dropPreviewParametersForItemAt")
    return nil
  }
}
