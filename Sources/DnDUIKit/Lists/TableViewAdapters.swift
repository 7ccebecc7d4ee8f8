import DnDEngine

// The engine delegates of a `UITableView`: every engine question, asked of the table's UIKit
// data source and delegates in UIKit's terms. Each holds the table weakly; a logged call whose
// UIKit delegate is gone reports itself not implemented (UIKit then asks nobody), and plumbing
// (counts, cells) answers as an empty table.

/// The engine data source: counts and cells, and the table's `moveRowAt` shortcut (generated).
final class TableDataSourceAdapter: @preconcurrency ListDataSource {
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

  /// The table and its data source, for the logged `moveRowAt` (generated, see
  /// ListDelegateAdapters.swift); nil when either is gone (UIKit then asks nobody).
  var parties: (UITableView, UITableViewDataSource)? {
    guard let table, let dataSource = table.dataSource else {
      DelegateMethod.reportNotImplemented()
      return nil
    }
    return (table, dataSource)
  }
}

/// The engine delegate: selection and spring loading; its methods are generated from the table
/// of delegate methods (ListDelegateAdapters.swift, Docs/delegate-methods.md).
final class TableDelegateAdapter {
  weak var table: UITableView?

  var parties: (UITableView, UITableViewDelegate)? {
    guard let table, let delegate = table.delegate else {
      DelegateMethod.reportNotImplemented()
      return nil
    }
    return (table, delegate)
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
