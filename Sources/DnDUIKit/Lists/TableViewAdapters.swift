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

/// The engine drag delegate; its methods are generated from the table of delegate methods
/// (ListDelegateAdapters.swift, Docs/delegate-methods.md).
final class TableDragAdapter {
  weak var table: UITableView?

  var parties: (UITableView, UITableViewDragDelegate)? {
    guard let table, let delegate = table.dragDelegate else {
      DelegateMethod.reportNotImplemented()
      return nil
    }
    return (table, delegate)
  }

  func session(_ session: DragSession) -> UIDragSession {
    DragSessionFacade.facade(for: session)
  }
}

/// The engine drop delegate; its methods are generated likewise.
final class TableDropAdapter {
  weak var table: UITableView?

  var parties: (UITableView, UITableViewDropDelegate)? {
    guard let table, let delegate = table.dropDelegate else {
      DelegateMethod.reportNotImplemented()
      return nil
    }
    return (table, delegate)
  }

  func session(_ session: DropSession) -> UIDropSession {
    DropSessionFacade(session)
  }
}
