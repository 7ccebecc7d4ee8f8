import DnDEngine

/// Where a collection view gets its sections, items and cells (UIKit's
/// `UICollectionViewDataSource`). `collectionView(_:numberOfItemsInSection:)` and
/// `collectionView(_:cellForItemAt:)` are required.
///
/// Counts and cells are plumbing the engine does not log; their defaults answer as UIKit does
/// and report nothing.
public protocol UICollectionViewDataSource: NSObjectProtocol {
  /// How many items `section` has.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  /// The cell of an item (usually from `dequeueReusableCell(withReuseIdentifier:for:)`).
  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell
  /// How many sections the collection view has; 1 when not implemented.
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// An item moved by interactive movement, which is not modelled: never called. (A drag that
  /// reorders goes to the drop delegate's `performDropWith`: collection views have no
  /// `moveItemAt` shortcut for drops.)
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
  /// Not implemented: one section.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  /// Not implemented: nothing.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}

/// What a collection view tells its delegate and asks it (UIKit's `UICollectionViewDelegate`,
/// the part drag and drop touches). Every method is optional. It inherits
/// ``UIScrollViewDelegate``, as in UIKit.
///
/// Selection and spring loading are logged calls: their defaults report themselves not
/// implemented (see `DelegateMethod`), so an app without them leaves no line.
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// The user selected an item: by a tap, or by spring loading it.
  func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  /// An item was deselected; selection changes by the app are not reported, so it is never
  /// called.
  func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
  /// Whether a drag hovering over the item may spring-load it (select it); true when not
  /// implemented.
  func collectionView(
    _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
    with context: UISpringLoadedInteractionContext
  ) -> Bool
}

extension UICollectionViewDelegate {
  /// Not implemented: reports itself (no line in the log).
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) { DelegateMethod.reportNotImplemented() }
  /// Not implemented: nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  /// Not implemented: reports itself; every item may spring-load.
  public func collectionView(
    _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
    with context: UISpringLoadedInteractionContext
  ) -> Bool {
    DelegateMethod.reportNotImplemented()
    return true
  }
}
