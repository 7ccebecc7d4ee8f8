import DnDEngine

/// DnDUIKit's, not UIKit's: what `UITableViewCell` and `UICollectionReusableView` share — the
/// engine `ListCell` they stand for, and the initializer a table or collection view
/// makes registered classes with. App code neither names nor subclasses it.
///
/// Swift can make an instance of a class held in a variable (the `AnyClass` given to
/// `register(_:forCellReuseIdentifier:)`) only through a `required` initializer. Declared here,
/// one level above the UIKit classes, it is inherited by them and, through them, by an app's
/// cell classes that override the UIKit designated initializers (`init(style:reuseIdentifier:)`
/// and `init?(coder:)`, or `init(frame:)` and `init?(coder:)`) or declare none.
open class _ListCellView: UIView {
  package let engineCell: ListCell
  /// Whether the cell has a list's name: made by a list (dequeued, or a placeholder's), or named
  /// by ``ListFacadeCore/adopt(_:)`` when the app made it itself.
  var hasListName: Bool
  /// The cell's `contentConfiguration` (Lists/Registrations/UIListContentConfiguration.swift).
  var storedContentConfiguration: (any UIContentConfiguration)?

  /// A view standing for the engine cell ``ListCellMaking`` hands out (a new one named after the
  /// class outside a list's making).
  public override init(frame: CGRect) {
    hasListName = ListCellMaking.current.map { $0.made == nil } ?? false
    let cell = ListCellMaking.engineCell(
      defaultName: String(describing: Self.self), reuseIdentifier: nil)
    engineCell = cell
    UIView.prepareEngineView(cell)
    super.init(frame: .zero)
    if frame != .zero { self.frame = frame }
  }

  /// Storyboards are not modelled: a view made from an archive does not exist.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// How a list makes an instance of a registered class: `init(frame:)` with a zero frame,
  /// while the list's ``ListCellMaking`` names the engine cell and gives its reuse identifier.
  public required convenience init(registeredReuseIdentifier: String?) {
    self.init(frame: .zero)
  }
}
