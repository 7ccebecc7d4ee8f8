/// What a layout needs per section: the number of slots and, for tables, each slot's height
/// (`nil` = the layout's default row height); for a flow layout, each slot's size and the
/// section's own insets, spacings and header and footer heights (`nil` = the layout's) — UIKit's
/// `UICollectionViewDelegateFlowLayout` answers.
///
/// A "slot" is anything shown in a position: a data item, a placeholder, or the drop gap — the
/// caller decides the sequence, so the layouts never need to know about placeholders or gaps.
public struct SectionSlots: Sendable, Equatable {
  public var heights: [Double?]
  /// Each slot's size in a flow layout; empty, or `nil` for a slot, = the layout's `itemSize`.
  public var sizes: [Size?] = []
  /// The section's flow-layout values that differ from the layout's.
  public var flow = FlowSectionMetrics()

  public init(heights: [Double?]) {
    self.heights = heights
  }

  /// `count` slots of the default height; a negative count is taken as 0.
  public init(count: Int) {
    heights = [Double?](repeating: nil, count: max(0, count))
  }

  /// Slots of the given flow-layout sizes (`nil` = the layout's `itemSize`) and section values.
  public init(sizes: [Size?], flow: FlowSectionMetrics = FlowSectionMetrics()) {
    heights = [Double?](repeating: nil, count: sizes.count)
    self.sizes = sizes
    self.flow = flow
  }

  /// The number of slots.
  public var count: Int { heights.count }
}

/// One section's flow-layout values where they differ from the ``FlowLayout``'s (`nil` = the
/// layout's): UIKit's `UICollectionViewDelegateFlowLayout` answers per section.
public struct FlowSectionMetrics: Sendable, Equatable {
  public var sectionInset: EdgeInsets?
  public var minimumLineSpacing: Double?
  public var minimumInteritemSpacing: Double?
  public var headerHeight: Double?
  public var footerHeight: Double?

  public init(
    sectionInset: EdgeInsets? = nil, minimumLineSpacing: Double? = nil,
    minimumInteritemSpacing: Double? = nil, headerHeight: Double? = nil,
    footerHeight: Double? = nil
  ) {
    self.sectionInset = sectionInset
    self.minimumLineSpacing = minimumLineSpacing
    self.minimumInteritemSpacing = minimumInteritemSpacing
    self.headerHeight = headerHeight
    self.footerHeight = footerHeight
  }
}
