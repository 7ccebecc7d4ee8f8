import DnDEngine

/// A row's view in a table (UIKit's `UITableViewCell`). It stands for an engine
/// `ListCell`; a cell the table makes for a registered class is named as the engine
/// names its cells (`<table>.cell<n>` in creation order, `<table>.PH<n>` for a placeholder), so
/// the log reads as the same table written with the engine's API.
///
/// The content view and its labels are made when first asked for, sized to the cell as it is
/// then (the engine places cells, and no layout pass reaches them: constraints inside a cell apply
/// when code calls its `layoutIfNeeded()`): a cell whose content is never touched has no subviews,
/// as an engine cell has none.
open class UITableViewCell: _ListCellView {
  /// The cell's layout of its standard labels (UIKit's `UITableViewCell.CellStyle`).
  nonisolated public enum CellStyle: Int, Sendable {
    /// A text label and an optional image view; no detail label.
    case `default` = 0
    /// Text on the left, detail text on the right.
    case value1 = 1
    /// Detail text on the left, text on the right.
    case value2 = 2
    /// Text with detail text below it.
    case subtitle = 3
  }

  /// Where the cell is in a drag that started from it (UIKit's `UITableViewCell.DragState`).
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

  private let cellStyle: CellStyle
  private let storedReuseIdentifier: String?
  private var storedContentView: UIView?
  private var storedTextLabel: UILabel?
  private var storedDetailTextLabel: UILabel?
  private var storedImageView: UIImageView?

  /// A cell with one of the standard styles; a table makes registered classes with this.
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    cellStyle = style
    storedReuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    engineCell.onDragStateChange = { [weak self] state in
      self?.dragStateDidChange(DragState(state))
    }
  }

  /// Storyboards are not modelled: a cell made from an archive does not exist.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// A default-style cell of `frame` (a table makes registered classes through this, with the
  /// identifier they are registered under).
  public convenience override init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: ListCellMaking.current?.reuseIdentifier)
    if frame != .zero { self.frame = frame }
  }

  /// A default-style cell without a reuse identifier.
  public convenience init() {
    self.init(style: .default, reuseIdentifier: nil)
  }

  /// The identifier the cell was made with.
  open var reuseIdentifier: String? { storedReuseIdentifier }

  /// The view holding the cell's content (made on first use, the cell's size at that moment).
  open var contentView: UIView {
    if let storedContentView { return storedContentView }
    let view = UIView(frame: bounds)
    addSubview(view)
    storedContentView = view
    return view
  }

  /// The main label (made on first use, in the content view).
  open var textLabel: UILabel? {
    if let storedTextLabel { return storedTextLabel }
    let label = UILabel(frame: contentView.bounds)
    contentView.addSubview(label)
    storedTextLabel = label
    return label
  }

  /// The secondary label; nil for the default style, which has none.
  open var detailTextLabel: UILabel? {
    guard cellStyle != .default else { return nil }
    if let storedDetailTextLabel { return storedDetailTextLabel }
    let label = UILabel(frame: contentView.bounds)
    contentView.addSubview(label)
    storedDetailTextLabel = label
    return label
  }

  /// The image view at the leading edge (made on first use, in the content view).
  open var imageView: UIImageView? {
    if let storedImageView { return storedImageView }
    let view = UIImageView(frame: .zero)
    contentView.addSubview(view)
    storedImageView = view
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
  open func dragStateDidChange(_ dragState: UITableViewCell.DragState) {}

  /// Cells are not reused here (each item gets a cell of its own), so it is never called.
  open func prepareForReuse() {}

  /// The DnDUIKit cell of an engine cell: its own if it has one, else a plain cell adopting it,
  /// kept by `core`.
  static func facade(for engineCell: ListCell, in core: ListFacadeCore) -> UITableViewCell {
    core.cell(for: engineCell) {
      UITableViewCell(style: .default, reuseIdentifier: engineCell.reuseIdentifier)
    }
  }
}
