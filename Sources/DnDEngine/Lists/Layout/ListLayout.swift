/// Places a table's or collection view's slots in content coordinates (origin at the top-left of
/// the scrollable content, y growing downwards).
///
/// A pure function of its inputs — no state, no dictionaries, Doubles only from arithmetic on the
/// inputs — so the same sections and width give bit-identical frames on every run.
public protocol ListLayout: Sendable {
  /// The frames of every slot of every section, laid out for a view `width` points wide.
  func layout(_ sections: [SectionSlots], width: Double) -> ListGeometry
}
