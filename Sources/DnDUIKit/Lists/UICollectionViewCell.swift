import DnDEngine

/// A view a collection view shows and reuses (UIKit's `UICollectionReusableView`). It stands for
/// an engine `ListCell`; one the collection view makes for a registered class is
/// named as the engine names its cells (`<collection>.cell<n>`, `<collection>.PH<n>`).
open class UICollectionReusableView: _ListCellView {
  /// A view of `frame`; a collection view makes registered classes with this (then places them).
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Storyboards are not modelled: a view made from an archive does not exist.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// A view with a zero frame.
  public convenience init() {
    self.init(frame: .zero)
  }

  /// The identifier the view was registered under and made for.
  open var reuseIdentifier: String? { engineCell.reuseIdentifier }

  /// Views are not reused here (each item gets a cell of its own), so it is never called.
  open func prepareForReuse() {}
}

/// An item's view in a collection view (UIKit's `UICollectionViewCell`).
///
/// The content view is made when first asked for, sized to the cell as it is then (nothing lays
/// subviews out): a cell whose content is never touched has no subviews, as an engine cell has
/// none.
open class UICollectionViewCell: UICollectionReusableView {
  /// Where the cell is in a drag that started from it (UIKit's `UICollectionViewCell.DragState`).
  nonisolated public enum DragState: Int, Sendable {
    /// Not part of a drag.
    case none = 0
    /// Lifting: inside the lift animation.
    case lifting = 1
    /// Dragging: the drag has begun (the cell left behind).
    case dragging = 2

    init(_ engine: CellDragState) {
      self = DragState(rawValue: engine.rawValue) ?? .none
    }
  }

  private var storedContentView: UIView?

  /// A cell of `frame`; a collection view makes registered classes with this.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    engineCell.onDragStateChange = { [weak self] state in
      self?.dragStateDidChange(DragState(state))
    }
  }

  /// Storyboards are not modelled: a cell made from an archive does not exist.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The view holding the cell's content (made on first use, the cell's size at that moment).
  open var contentView: UIView {
    if let storedContentView { return storedContentView }
    let view = UIView(frame: bounds)
    addSubview(view)
    storedContentView = view
    return view
  }

  /// A view behind the content; set it to give the cell a background.
  open var backgroundView: UIView? {
    didSet {
      if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
      if let backgroundView { insertSubview(backgroundView, at: 0) }
    }
  }

  /// Kept for the app to read back; selection is not drawn.
  open var selectedBackgroundView: UIView?

  /// Called on every change of the cell's drag state — inside the lift animation for
  /// `.lifting` — and logged under the cell's name. Override it to restyle the cell.
  open func dragStateDidChange(_ dragState: UICollectionViewCell.DragState) {}

  /// The DnDUIKit cell of an engine cell: its own if it has one, else a plain cell adopting it,
  /// kept by `core`.
  static func facade(for engineCell: ListCell, in core: ListFacadeCore) -> UICollectionViewCell {
    core.cell(for: engineCell) { UICollectionViewCell(frame: .zero) }
  }
}
