import DnDEngine

/// What a flow layout asks the collection view's delegate (UIKit's
/// `UICollectionViewDelegateFlowLayout`): each item's size and each section's insets, spacings
/// and header and footer sizes. Every method is optional; a default answers with the layout's own
/// value. The answers place the items, and so decide the drop index paths under a drag; they
/// are asked whenever the items are laid out again (not logged).
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// The size of the item at `indexPath` (a data index path).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  /// The margins around a section's items.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets
  /// The least space between a section's rows.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The least space between the items of a row of a section.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  /// A section header's size; its height is left above the section.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  /// A section footer's size; its height is left below the section.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  /// Not implemented: the layout's `itemSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
  }
  /// Not implemented: the layout's `sectionInset`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
  }
  /// Not implemented: the layout's `minimumLineSpacing`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
  }
  /// Not implemented: the layout's `minimumInteritemSpacing`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
  }
  /// Not implemented: the layout's `headerReferenceSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }
  /// Not implemented: the layout's `footerReferenceSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
}

extension UICollectionView {
  /// Connects the engine collection's per-item sizes and per-section values to the delegate,
  /// when it is a ``UICollectionViewDelegateFlowLayout`` and the layout a flow layout. An
  /// answer equal to the layout's own value counts as none, so a delegate that sizes nothing
  /// leaves the layout a grid.
  func connectFlowLayoutDelegate() {
    engineCollection.sizeForItem = { [weak self] indexPath in
      guard let self, let (flow, delegate) = self.flowLayoutDelegate else { return nil }
      let size = delegate.collectionView(
        self, layout: flow, sizeForItemAt: IndexPath(indexPath))
      return size == flow.itemSize ? nil : size.engineValue
    }
    engineCollection.flowMetricsForSection = { [weak self] section in
      guard let self, let (flow, delegate) = self.flowLayoutDelegate else {
        return FlowSectionMetrics()
      }
      let inset = delegate.collectionView(self, layout: flow, insetForSectionAt: section)
      let line = delegate.collectionView(
        self, layout: flow, minimumLineSpacingForSectionAt: section)
      let interitem = delegate.collectionView(
        self, layout: flow, minimumInteritemSpacingForSectionAt: section)
      let header = delegate.collectionView(
        self, layout: flow, referenceSizeForHeaderInSection: section)
      let footer = delegate.collectionView(
        self, layout: flow, referenceSizeForFooterInSection: section)
      return FlowSectionMetrics(
        sectionInset: inset == flow.sectionInset ? nil : inset.engineValue,
        minimumLineSpacing: line == flow.minimumLineSpacing ? nil : Double(line),
        minimumInteritemSpacing: interitem == flow.minimumInteritemSpacing
          ? nil : Double(interitem),
        headerHeight: header == flow.headerReferenceSize ? nil : Double(header.height),
        footerHeight: footer == flow.footerReferenceSize ? nil : Double(footer.height))
    }
  }

  /// The flow layout and the delegate it asks, when both are there.
  private var flowLayoutDelegate:
    (UICollectionViewFlowLayout, any UICollectionViewDelegateFlowLayout)?
  {
    guard let flow = collectionViewLayout as? UICollectionViewFlowLayout,
      let delegate = delegate as? any UICollectionViewDelegateFlowLayout
    else { return nil }
    return (flow, delegate)
  }
}
