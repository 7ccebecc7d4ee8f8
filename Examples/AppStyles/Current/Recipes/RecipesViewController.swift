#if canImport(UIKit)
  import UIKit
#else
  import DnDUIKit
#endif

/// A recipe in the Recipes app. `nonisolated`, as the identifiers of a diffable data source must
/// be `Hashable` and `Sendable` everywhere, not only on the main actor (a type of a target with
/// MainActor default isolation would otherwise conform on the main actor alone).
nonisolated struct Recipe: Identifiable, Hashable, Sendable {
  let id: UUID
  var title: String

  init(title: String) {
    id = UUID()
    self.title = title
  }
}

/// The Recipes app's one section (`nonisolated` for the same reason as `Recipe`).
nonisolated enum RecipesSection: Hashable, Sendable {
  case main
}

/// The Recipes app, written as a new Xcode 26 app target writes it (MainActor by default): a
/// list of recipes in a collection view with a compositional list layout, cells from a cell
/// registration with a list content configuration, and a diffable data source keyed by
/// `Recipe.ID`. Text dropped from another app becomes a new recipe where it lands: a `Task`
/// awaits the load and applies a snapshot. A recipe dragged within the list moves there by a
/// snapshot applied in `performDropWith` (the reordering handlers keep the order if UIKit
/// reorders by itself).
final class RecipesViewController: UIViewController, UICollectionViewDragDelegate,
  UICollectionViewDropDelegate
{
  private(set) var recipes: [Recipe.ID: Recipe] = [:]
  private(set) var order: [Recipe.ID] = []
  /// Loads that failed, with their error.
  private(set) var failures: [String] = []
  /// The task of the last drop, for tests and callers that wait for it.
  private(set) var lastDropTask: Task<Void, Never>?

  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<RecipesSection, Recipe.ID>!

  init(titles: [String]) {
    super.init(nibName: nil, bundle: nil)
    for title in titles {
      let recipe = Recipe(title: title)
      recipes[recipe.id] = recipe
      order.append(recipe.id)
    }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.showsSeparators = true
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.accessibilityIdentifier = "recipes"
    view.addSubview(collectionView)

    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Recipe.ID> {
      [weak self] cell, _, id in
      var content = cell.defaultContentConfiguration()
      content.text = self?.recipes[id]?.title
      content.secondaryText = "Recipe"
      cell.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, id in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
    }
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
      self?.order = transaction.finalSnapshot.itemIdentifiers
    }
    collectionView.dragDelegate = self
    collectionView.dropDelegate = self
    collectionView.dragInteractionEnabled = true

    var snapshot = NSDiffableDataSourceSnapshot<RecipesSection, Recipe.ID>()
    snapshot.appendSections([.main])
    snapshot.appendItems(order)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  /// The titles in the order the list shows them.
  var shownTitles: [String] {
    dataSource.snapshot().itemIdentifiers.compactMap { recipes[$0]?.title }
  }

  // MARK: Drag

  func collectionView(
    _ collectionView: UICollectionView, itemsForBeginning session: UIDragSession,
    at indexPath: IndexPath
  ) -> [UIDragItem] {
    guard let id = dataSource.itemIdentifier(for: indexPath), let recipe = recipes[id] else {
      return []
    }
    let item = UIDragItem(itemProvider: NSItemProvider(object: recipe.title as NSString))
    item.localObject = id
    return [item]
  }

  // MARK: Drop

  func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool
  {
    session.canLoadObjects(ofClass: NSString.self)
  }

  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal {
    if session.localDragSession != nil {
      return UICollectionViewDropProposal(
        operation: .move, intent: .insertAtDestinationIndexPath)
    }
    return UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator
  ) {
    let destination =
      coordinator.destinationIndexPath
      ?? IndexPath(item: dataSource.snapshot().numberOfItems, section: 0)
    // A recipe moved within the list: the snapshot moves it, then the cell flies to its place.
    if let item = coordinator.items.first, let source = item.sourceIndexPath {
      moveRecipe(at: source, to: destination)
      coordinator.drop(item.dragItem, toItemAt: destination)
      return
    }
    for item in coordinator.items where item.sourceIndexPath == nil {
      let provider = item.dragItem.itemProvider
      lastDropTask = Task {
        do {
          let text = try await provider.loadRecipeTitle()
          insertRecipe(titled: text, at: destination)
        } catch {
          failures.append("\(error)")
        }
      }
    }
  }

  /// Moves the recipe at `source` so that it ends up at `destination`.
  private func moveRecipe(at source: IndexPath, to destination: IndexPath) {
    var snapshot = dataSource.snapshot()
    guard let id = dataSource.itemIdentifier(for: source), snapshot.numberOfItems > 1 else {
      return
    }
    let row = min(destination.item, snapshot.numberOfItems - 1)
    if let target = dataSource.itemIdentifier(for: IndexPath(item: row, section: 0)), target != id {
      if row > source.item {
        snapshot.moveItem(id, afterItem: target)
      } else {
        snapshot.moveItem(id, beforeItem: target)
      }
    }
    dataSource.apply(snapshot)
    order = snapshot.itemIdentifiers
  }

  /// Adds a recipe before the one at `indexPath` (at the end past the last one).
  private func insertRecipe(titled title: String, at indexPath: IndexPath) {
    let recipe = Recipe(title: title)
    recipes[recipe.id] = recipe
    var snapshot = dataSource.snapshot()
    if let before = dataSource.itemIdentifier(for: indexPath) {
      snapshot.insertItems([recipe.id], beforeItem: before)
    } else {
      snapshot.appendItems([recipe.id], toSection: .main)
    }
    dataSource.apply(snapshot)
    order = snapshot.itemIdentifiers
  }
}

extension NSItemProvider {
  /// The text this provider holds, awaited through a continuation around the
  /// completion-handler load.
  func loadRecipeTitle() async throws -> String {
    try await withCheckedThrowingContinuation { continuation in
      _ = loadObject(ofClass: NSString.self) { object, error in
        if let text = object as? NSString {
          continuation.resume(returning: String(text))
        } else {
          continuation.resume(throwing: error ?? RecipesError.notText)
        }
      }
    }
  }
}

/// What the Recipes app reports when a provider delivered something that is not text.
enum RecipesError: Error {
  case notText
}
