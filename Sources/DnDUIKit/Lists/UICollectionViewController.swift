import DnDEngine

/// A view controller whose view is a collection view, and which is its data source and
/// delegate (UIKit's `UICollectionViewController`). Subclasses override the data-source and
/// delegate methods they implement; the ones they do not override answer as a missing method
/// does.
///
/// The collection view loads its items when the view is about to appear for the first time,
/// unless something loaded them before; that first load is not logged. Its name in the log is
/// the controller's type name (see `UIView`).
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  private let initialLayout: UICollectionViewLayout
  private var hasAppeared = false

  /// A controller whose collection view places its items with `layout`.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with a default flow layout (nibs are not modelled).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Storyboards are not modelled: a controller made from an archive does not exist.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The collection view: the controller's view (loaded on first use).
  open var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { view = newValue }
  }

  /// The layout of the collection view (the one the controller was made with until it loads).
  open var collectionViewLayout: UICollectionViewLayout {
    viewIfLoaded.flatMap { ($0 as? UICollectionView)?.collectionViewLayout } ?? initialLayout
  }

  /// Kept for the app to read back; appearing does not change the selection here.
  open var clearsSelectionOnViewWillAppear = true

  /// Kept for the app to read back; interactive movement is not modelled.
  open var installsStandardGestureForInteractiveMovement = true

  /// Makes the collection view, with the controller as its data source and delegate.
  open override func loadView() {
    let collection = UICollectionView(
      frame: frameForLoadedView, collectionViewLayout: initialLayout)
    collection.dataSource = self
    collection.delegate = self
    view = collection
  }

  /// Loads the items the first time the view is about to appear.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard !hasAppeared else { return }
    hasAppeared = true
    collectionView?.core.load()
  }

  // MARK: UICollectionViewDataSource

  /// No items; override it.
  open func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { 0 }

  /// A plain cell; override it.
  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    UICollectionViewCell(frame: .zero)
  }

  /// One section.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// Nothing (interactive movement is not modelled).
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  // MARK: UICollectionViewDelegate

  /// Not implemented unless overridden: reports itself.
  open func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) { DelegateMethod.reportNotImplemented() }

  /// Nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}

  /// Not implemented unless overridden: reports itself; every item may spring-load.
  open func collectionView(
    _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
    with context: UISpringLoadedInteractionContext
  ) -> Bool {
    DelegateMethod.reportNotImplemented()
    return true
  }

  /// Whether an item can take focus; nothing focuses here, so it is never asked. True by
  /// default.
  open func collectionView(
    _ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Focus moved in the collection view; nothing focuses here, so it is never called.
  open func collectionView(
    _ collectionView: UICollectionView,
    didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
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
