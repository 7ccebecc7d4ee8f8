import DnDEngine

extension UICollectionView {
  /// How a collection view makes and configures the cells of one kind (UIKit's
  /// `UICollectionView.CellRegistration`): the cell class, and a handler that configures a cell
  /// for an item. The collection view registers the class the first time the registration is
  /// used; ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)`` makes a cell and
  /// runs the handler on it before returning it, as on iOS.
  @preconcurrency @MainActor
  public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
    /// Configures `cell` to show `itemIdentifier` at `indexPath`.
    public typealias Handler =
      (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

    let reuseIdentifier: String
    let handler: Handler

    /// A registration of `Cell`, configured by `handler`.
    public init(handler: @escaping Handler) {
      RegistrationCounter.count += 1
      reuseIdentifier = "\(String(describing: Cell.self)).registration\(RegistrationCounter.count)"
      self.handler = handler
    }

    /// A registration of a cell from a nib: nibs cannot load on Linux, so the collection view
    /// makes `Cell`s with `init(frame:)` for it.
    public init(cellNib: UINib, handler: @escaping Handler) {
      self.init(handler: handler)
    }
  }

  /// How a collection view makes and configures the supplementary views of one kind (UIKit's
  /// `UICollectionView.SupplementaryRegistration`); kept: supplementary views are not shown.
  @preconcurrency @MainActor
  public struct SupplementaryRegistration<Supplementary>
  where Supplementary: UICollectionReusableView {
    /// Configures a supplementary view of `elementKind` at `indexPath`.
    public typealias Handler =
      (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

    /// The kind of supplementary view (a header, a footer, …).
    public let elementKind: String
    let handler: Handler

    /// A registration of `Supplementary` views of `elementKind`, configured by `handler`.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
    }

    /// A registration of views from a nib: nibs cannot load on Linux, so the views are
    /// `Supplementary`s made with `init(frame:)`.
    public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
      self.init(elementKind: elementKind, handler: handler)
    }
  }

  /// A cell of the registration's class for `indexPath`, configured by its handler for `item`
  /// (not run for a nil item), named as every cell the collection view makes
  /// (`<collection>.cell<n>`).
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath,
    item: Item?
  ) -> Cell where Cell: UICollectionViewCell {
    if !core.isRegistered(registration.reuseIdentifier) {
      register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
    }
    let dequeued = dequeueReusableCell(
      withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
    let cell = (dequeued as? Cell) ?? Cell(registeredReuseIdentifier: nil)
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// A supplementary view of the registration's class for `indexPath`, configured by its
  /// handler. Supplementary views are not shown: the view is made, configured and returned,
  /// and the collection view does not place it.
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: UICollectionView.SupplementaryRegistration<Supplementary>,
    for indexPath: IndexPath
  ) -> Supplementary where Supplementary: UICollectionReusableView {
    let view = Supplementary(registeredReuseIdentifier: registration.elementKind)
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }
}

/// How many cell registrations were made, for their reuse identifiers.
enum RegistrationCounter {
  static var count = 0
}
