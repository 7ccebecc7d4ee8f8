import DnDEngine

/// A view controller whose view is a table, and which is its data source and delegate (UIKit's
/// `UITableViewController`). Subclasses override the data-source and delegate methods they
/// implement; the ones they do not override answer as a missing method does.
///
/// The table loads its rows when the view is about to appear for the first time (as Apple's
/// `UITableViewController` documentation says it reloads them), unless something loaded them
/// before; that first load is not logged, as a table's first layout pass is not an app action.
/// Its name in the log is the controller's type name (see `UIView`).
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let tableStyle: UITableView.Style
  private var hasAppeared = false

  /// A controller whose table has `style`.
  public init(style: UITableView.Style) {
    tableStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with a plain table (nibs are not modelled).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tableStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Storyboards are not modelled: a controller made from an archive does not exist.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The table: the controller's view (loaded on first use).
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// Kept for the app to read back; appearing does not change the selection here.
  open var clearsSelectionOnViewWillAppear = true

  /// Makes the table, with the controller as its data source and delegate.
  open override func loadView() {
    let table = UITableView(frame: frameForLoadedView, style: tableStyle)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  /// Loads the table's rows the first time the view is about to appear.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard !hasAppeared else { return }
    hasAppeared = true
    tableView?.core.load()
  }

  // MARK: UITableViewDataSource

  /// No rows; override it.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// A plain cell; override it.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// One section.
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }

  /// No title.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// No title.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// Every row is editable.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath)
    -> Bool
  { true }

  /// The user deleted or inserted a row with its editing control; editing is not modelled, so
  /// it is never called (UIKit's default does nothing).
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// Every row can move.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath)
    -> Bool
  { true }

  /// Not implemented unless overridden: reports itself, so a reorder goes to
  /// `performDropWith`.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) { DelegateMethod.reportNotImplemented() }

  // MARK: UITableViewDelegate

  /// Not implemented unless overridden: reports itself.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    DelegateMethod.reportNotImplemented()
  }

  /// Nothing.
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

  /// Not implemented unless overridden: reports itself; every row may spring-load.
  open func tableView(
    _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
    with context: UISpringLoadedInteractionContext
  ) -> Bool {
    DelegateMethod.reportNotImplemented()
    return true
  }

  /// The table's row height.
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.rowHeight }

  /// Nothing.
  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {}

  /// The actions a swipe from the leading edge shows; nothing swipes, so never asked. None by
  /// default.
  open func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }

  /// The actions a swipe from the trailing edge shows; nothing swipes, so never asked. None by
  /// default (UIKit then shows the data source's delete action).
  open func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }

  /// A row's editing control; editing is not modelled, so it is never asked. `.delete` by
  /// default.
  open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }

  /// Whether a row can take focus; nothing focuses here, so it is never asked. True by default.
  open func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Focus moved in the table; nothing focuses here, so it is never called.
  open func tableView(
    _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  ) {}

  // MARK: UIScrollViewDelegate (never called: nothing scrolls; open so that subclasses override)

  /// Nothing.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Nothing.
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  /// Nothing.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Nothing.
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Nothing.
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  /// Nothing.
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Nothing.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// No view zooms.
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  /// Nothing.
  open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  /// Nothing.
  open func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {}
  /// True.
  open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  /// Nothing.
  open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  /// Nothing.
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
