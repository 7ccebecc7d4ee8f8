/// What a layout needs per section: the number of slots and, for tables, each slot's height
/// (`nil` = the layout's default row height).
///
/// A "slot" is anything shown in a position: a data item, a placeholder, or the drop gap — the
/// caller decides the sequence, so the layouts never need to know about placeholders or gaps.
/// The flow layout uses only the count (its items all have one size).
public struct SectionSlots: Sendable, Equatable {
  public var heights: [Double?]

  public init(heights: [Double?]) {
    self.heights = heights
  }

  /// `count` slots of the default height; a negative count is taken as 0.
  public init(count: Int) {
    heights = [Double?](repeating: nil, count: max(0, count))
  }

  /// The number of slots.
  public var count: Int { heights.count }
}
