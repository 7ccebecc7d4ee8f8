import DnDEngine

/// Where a table view gets its sections, rows and cells (UIKit's `UITableViewDataSource`).
/// `tableView(_:numberOfRowsInSection:)` and `tableView(_:cellForRowAt:)` are required.
///
/// Counts and cells are plumbing the engine does not log; their defaults answer as UIKit does
/// and report nothing. `tableView(_:moveRowAt:to:)` is a delegate call the log shows: its
/// default reports itself not implemented (see `DelegateMethod`), so a data source without it
/// leaves no line and a reorder goes to the drop delegate's `performDropWith` instead.
public protocol UITableViewDataSource: NSObjectProtocol {
  /// How many rows `section` has.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell of a row (usually from `dequeueReusableCell(withIdentifier:for:)`).
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  /// How many sections the table has; 1 when not implemented.
  func numberOfSections(in tableView: UITableView) -> Int
  /// A section header's title; not shown (headers are not modelled).
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// A section footer's title; not shown (footers are not modelled).
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// Whether a row can be edited; editing is not modelled, so it is never asked.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Whether a row can be reordered in edit mode; edit mode is not modelled, so it is never
  /// asked (a drag reorders any row).
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// A row moved: update the model. Implementing it makes a drag of one row within the table,
  /// proposed as move + insert-at, reorder through this method instead of `performDropWith`; the
  /// table then moves the row itself.
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
  /// Not implemented: one section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// Not implemented: no title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { nil }
  /// Not implemented: no title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
  { nil }
  /// Not implemented: every row is editable.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath)
    -> Bool
  { true }
  /// Not implemented: every row can move.
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath)
    -> Bool
  { true }
  /// Not implemented: reports itself, so a reorder goes to `performDropWith`.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) { DelegateMethod.reportNotImplemented() }
}

/// What a table view tells its delegate and asks it (UIKit's `UITableViewDelegate`, the part
/// drag and drop touches). Every method is optional. It inherits ``UIScrollViewDelegate``, as in
/// UIKit.
///
/// Selection and spring loading are logged calls: their defaults report themselves not
/// implemented (see `DelegateMethod`), so an app without them leaves no line. The rest is
/// plumbing the engine does not log; those defaults answer as UIKit does and report nothing.
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// The user selected a row: by a tap, or by spring loading it.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// A row was deselected; selection changes by the app are not reported, so it is never called.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// Whether a drag hovering over the row may spring-load it (select it); true when not
  /// implemented.
  func tableView(
    _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
    with context: UISpringLoadedInteractionContext
  ) -> Bool
  /// A row's height; the table's `rowHeight` when not implemented.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat
  /// A cell is about to show; cells are not reused or scrolled in here, so it is never called.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell,
    forRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  /// Not implemented: reports itself (no line in the log).
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    DelegateMethod.reportNotImplemented()
  }
  /// Not implemented: nothing.
  public func tableView(
    _ tableView: UITableView, didDeselectRowAt indexPath: IndexPath
  ) {}
  /// Not implemented: reports itself; every row may spring-load.
  public func tableView(
    _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
    with context: UISpringLoadedInteractionContext
  ) -> Bool {
    DelegateMethod.reportNotImplemented()
    return true
  }
  /// Not implemented: the table's row height.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.rowHeight }
  /// Not implemented: nothing.
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {}
}
