/// A cell of a table or collection view: a view the data source provides for an item (or the
/// view makes for a placeholder), positioned by the view's layout.
///
/// Subclass and override ``dragStateDidChange(_:)`` as in UIKit, or set ``onDragStateChange``.
open class ListCell: View {
  /// The identifier it was dequeued with, if any.
  public let reuseIdentifier: String?
  /// Set by the view for the item's selection.
  public internal(set) var isSelected = false
  /// Set by the view while a drop with intent insert-into targets this item.
  public internal(set) var isDropHighlighted = false
  /// The cell's part in a drag that started from it.
  public internal(set) var dragState: CellDragState = .none
  /// Called by the default ``dragStateDidChange(_:)``.
  public var onDragStateChange: ((CellDragState) -> Void)?

  public init(name: String, reuseIdentifier: String? = nil) {
    self.reuseIdentifier = reuseIdentifier
    super.init(name: name, frame: .zero)
  }

  /// Called on every change of ``dragState`` (inside the lift animation for `lifting`, talk 223:
  /// "we will even make sure to call these state transitions inside and alongside animation
  /// closure").
  open func dragStateDidChange(_ state: CellDragState) {
    onDragStateChange?(state)
  }
}
