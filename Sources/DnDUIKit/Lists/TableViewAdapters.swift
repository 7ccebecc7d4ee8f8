import DnDEngine

// The engine delegates of a `UITableView`: every engine question, asked of the table's UIKit
// data source and delegates in UIKit's terms. Each holds the table weakly; a logged call whose
// UIKit delegate is gone reports itself not implemented (UIKit then asks nobody), and plumbing
// (counts, cells) answers as an empty table.

/// The engine data source: counts and cells, and the table's `moveRowAt` shortcut.
final class TableDataSourceAdapter: ListDataSource, ListMovingDataSource {
  weak var table: UITableView?

  func numberOfSections(in list: ListView) -> Int {
    guard let table, let dataSource = table.dataSource else { return 0 }
    return dataSource.numberOfSections(in: table)
  }

  func numberOfItems(in list: ListView, section: Int) -> Int {
    guard let table, let dataSource = table.dataSource else { return 0 }
    return dataSource.tableView(table, numberOfRowsInSection: section)
  }

  func cell(for list: ListView, at indexPath: ListIndexPath) -> ListCell {
    guard let table, let dataSource = table.dataSource else {
      return ListCell(name: "\(list.name).cell", reuseIdentifier: nil)
    }
    let cell = dataSource.tableView(table, cellForRowAt: IndexPath(indexPath))
    table.core.adopt(cell)
    return cell.engineCell
  }

  func moveItem(
    in list: ListView, from source: ListIndexPath, to destination: ListIndexPath
  ) {
    guard let table, let dataSource = table.dataSource else {
      return DelegateMethod.reportNotImplemented()
    }
    dataSource.tableView(
      table, moveRowAt: IndexPath(source), to: IndexPath(destination))
  }
}

/// The engine delegate: selection and spring loading.
final class TableDelegateAdapter: ListDelegate {
  weak var table: UITableView?

  private var parties: (UITableView, UITableViewDelegate)? {
    guard let table, let delegate = table.delegate else {
      DelegateMethod.reportNotImplemented()
      return nil
    }
    return (table, delegate)
  }

  func shouldSpringLoadItem(
    _ list: ListView, at indexPath: ListIndexPath, context: SpringLoadedContext
  ) -> Bool {
    guard let (table, delegate) = parties else { return true }
    return delegate.tableView(
      table, shouldSpringLoadRowAt: IndexPath(indexPath),
      with: UISpringLoadedInteractionContext(context, in: context.targetView ?? list))
  }

  func didSelectItem(_ list: ListView, at indexPath: ListIndexPath) {
    guard let (table, delegate) = parties else { return }
    delegate.tableView(table, didSelectRowAt: IndexPath(indexPath))
  }
}

/// The engine drag delegate.
final class TableDragAdapter: ListDragDelegate {
  weak var table: UITableView?

  private var parties: (UITableView, UITableViewDragDelegate)? {
    guard let table, let delegate = table.dragDelegate else {
      DelegateMethod.reportNotImplemented()
      return nil
    }
    return (table, delegate)
  }

  private func session(_ session: DragSession) -> UIDragSession {
    DragSessionFacade.facade(for: session)
  }

  func itemsForBeginning(_ list: ListView, session: DragSession, at indexPath: ListIndexPath)
    -> [DragItem]
  {
    guard let (table, delegate) = parties else { return [] }
    return delegate.tableView(
      table, itemsForBeginning: self.session(session), at: IndexPath(indexPath)
    ).map(\.engineItem)
  }

  func itemsForAddingTo(
    _ list: ListView, session: DragSession, at indexPath: ListIndexPath, point: Point
  ) -> [DragItem] {
    guard let (table, delegate) = parties else { return [] }
    return delegate.tableView(
      table, itemsForAddingTo: self.session(session), at: IndexPath(indexPath),
      point: CGPoint(point)
    ).map(\.engineItem)
  }

  func dragPreviewParameters(_ list: ListView, at indexPath: ListIndexPath)
    -> PreviewParameters?
  {
    guard let (table, delegate) = parties else { return nil }
    return delegate.tableView(
      table, dragPreviewParametersForRowAt: IndexPath(indexPath))?
      .engineValue
  }

  func dragSessionWillBegin(_ list: ListView, session: DragSession) {
    guard let (table, delegate) = parties else { return }
    delegate.tableView(table, dragSessionWillBegin: self.session(session))
  }

  func dragSessionDidEnd(_ list: ListView, session: DragSession) {
    guard let (table, delegate) = parties else { return }
    delegate.tableView(table, dragSessionDidEnd: self.session(session))
  }

  func dragSessionAllowsMoveOperation(_ list: ListView, session: DragSession) -> Bool {
    guard let (table, delegate) = parties else { return true }
    return delegate.tableView(table, dragSessionAllowsMoveOperation: self.session(session))
  }

  func dragSessionIsRestrictedToDraggingApplication(_ list: ListView, session: DragSession)
    -> Bool
  {
    guard let (table, delegate) = parties else { return false }
    return delegate.tableView(
      table, dragSessionIsRestrictedToDraggingApplication: self.session(session))
  }
}

/// The engine drop delegate.
final class TableDropAdapter: ListDropDelegate {
  weak var table: UITableView?

  private var parties: (UITableView, UITableViewDropDelegate)? {
    guard let table, let delegate = table.dropDelegate else {
      DelegateMethod.reportNotImplemented()
      return nil
    }
    return (table, delegate)
  }

  func performDrop(_ list: ListView, coordinator: ListDropCoordinator) {
    guard let (table, delegate) = parties else { return }
    delegate.tableView(
      table, performDropWith: TableDropCoordinatorFacade(coordinator, core: table.core))
  }

  func canHandle(_ list: ListView, session: DropSession) -> Bool {
    guard let (table, delegate) = parties else { return true }
    return delegate.tableView(table, canHandle: DropSessionFacade(session))
  }

  func dropSessionDidEnter(_ list: ListView, session: DropSession) {
    guard let (table, delegate) = parties else { return }
    delegate.tableView(table, dropSessionDidEnter: DropSessionFacade(session))
  }

  func dropSessionDidUpdate(
    _ list: ListView, session: DropSession, destinationIndexPath: ListIndexPath?
  ) -> ListDropProposal {
    guard let (table, delegate) = parties else { return ListDropProposal(operation: .copy) }
    return delegate.tableView(
      table, dropSessionDidUpdate: DropSessionFacade(session),
      withDestinationIndexPath: destinationIndexPath.map { IndexPath($0) }
    ).engineListValue
  }

  func dropSessionDidExit(_ list: ListView, session: DropSession) {
    guard let (table, delegate) = parties else { return }
    delegate.tableView(table, dropSessionDidExit: DropSessionFacade(session))
  }

  func dropSessionDidEnd(_ list: ListView, session: DropSession) {
    guard let (table, delegate) = parties else { return }
    delegate.tableView(table, dropSessionDidEnd: DropSessionFacade(session))
  }

  func dropPreviewParameters(_ list: ListView, at indexPath: ListIndexPath)
    -> PreviewParameters?
  {
    guard let (table, delegate) = parties else { return nil }
    return delegate.tableView(
      table, dropPreviewParametersForRowAt: IndexPath(indexPath))?
      .engineValue
  }
}
