/// The result of a ``ListLayout``: every slot's frame, section by section, in content coordinates.
public struct ListGeometry: Sendable, Equatable {
  public var sections: [SectionGeometry]
  /// The view's width and the bottom of the last section, its footer or inset included.
  public var contentSize: Size

  public init(sections: [SectionGeometry], contentSize: Size) {
    self.sections = sections
    self.contentSize = contentSize
  }

  /// What `point` (in content coordinates) is over.
  ///
  /// - Inside a section's content frame: the slot whose row and column the point has reached —
  ///   so a point in the spacing after a slot (to its right, or in the line spacing below its row)
  ///   belongs to that slot (our choice: every point of a content area belongs to exactly one
  ///   slot, and a drag crossing the spacing does not flicker to "nothing"); past the last slot
  ///   of a partly filled row it is ``ListHit/endOfSection(section:)``.
  /// - Otherwise, inside some slot's frame: that slot — a slot wider than the content area (a flow
  ///   item in a view narrower than one item) sticks out of it and is still hit where it shows,
  ///   and rounding at a content frame's far edge can never lose a slot (our choice).
  /// - Otherwise ``ListHit/none``: headers, footers, insets, outside the content.
  ///
  /// Every containment test is ``Rect/contains(_:)``, half-open, so a point on the shared edge of
  /// two slots belongs to the lower or right-hand one. A table never reports `endOfSection`: its
  /// rows fill the content frame.
  public func hit(_ point: Point) -> ListHit {
    for (index, section) in sections.enumerated() where section.contentFrame.contains(point) {
      return section.hitInContent(point, section: index)
    }
    if let (section, index) = slot(at: point) { return .slot(section: section, index: index) }
    return .none
  }

  /// The slot whose frame holds `point` (in content coordinates), or nil over the spacing
  /// between slots, headers, footers, insets and outside the content. Taps and
  /// `indexPathForItem(at:)` use it: UIKit answers nil where no item is (Apple's documentation of
  /// `UICollectionView.indexPathForItem(at:)`), while a drop over the spacing still belongs to a
  /// slot (``hit(_:)``).
  func slot(at point: Point) -> (section: Int, index: Int)? {
    for (index, section) in sections.enumerated() {
      if let slot = section.slotFrames.firstIndex(where: { $0.contains(point) }) {
        return (index, slot)
      }
    }
    return nil
  }
}
