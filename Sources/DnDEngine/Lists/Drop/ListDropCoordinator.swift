/// What `performDropWith` gets — UIKit's `UICollectionViewDropCoordinator` /
/// `UITableViewDropCoordinator`: the dropped items, where the drop landed, the last proposal, and
/// the calls that say how each item animates (talk 223, "Drop Animations").
///
/// Each `drop` call is logged as a `list` event. An item with no `drop` call gets the default
/// drop animation; a later call for the same item replaces an earlier one. After
/// `performDropWith` returns the coordinator is spent: calls are logged as ignored and have no
/// effect (a placeholder call then throws).
public final class ListDropCoordinator {
  public let items: [ListDropItem]
  /// The last destination the drag hit-tested (`nil` over empty space or between sections).
  public let destinationIndexPath: ListIndexPath?
  /// The last proposal, its `.automatic` intent resolved; intent unspecified when there is no
  /// destination (Docs/uikit-behaviour.md §3 (d) row 4).
  public let proposal: ListDropProposal
  public let session: DropSession

  weak var list: ListView?
  var isOpen = true
  /// How each item animates, by the order the app said it.
  var actions: [(item: DragItem, action: ListDropAction)] = []

  init(
    items: [ListDropItem], destinationIndexPath: ListIndexPath?, proposal: ListDropProposal,
    session: DropSession, list: ListView
  ) {
    self.items = items
    self.destinationIndexPath = destinationIndexPath
    self.proposal = proposal
    self.session = session
    self.list = list
  }

  /// Animates the item to the cell of an item already inserted (talk 223: "you need to already
  /// have performed the update").
  @discardableResult
  public func drop(_ item: DragItem, toItemAt indexPath: ListIndexPath) -> ListDropAnimator {
    record(item, .toItem(indexPath), "drop", [.indexPath("toItemAt", indexPath)])
  }

  /// Animates the item into a rectangle of a container item's cell (the rect is in the cell's
  /// coordinates), shrinking it to fit.
  @discardableResult
  public func drop(_ item: DragItem, intoItemAt indexPath: ListIndexPath, rect: Rect)
    -> ListDropAnimator
  {
    record(
      item, .intoItem(indexPath, rect), "drop",
      [.indexPath("intoItemAt", indexPath), .init("rect", rect.logDescription)])
  }

  /// Animates the item to any target (a tab bar button, say).
  @discardableResult
  public func drop(_ item: DragItem, to target: PreviewTarget) -> ListDropAnimator {
    record(item, .target(target), "drop", [.init("to", target.logDescription)])
  }

  /// Inserts a placeholder (no data-source update) and animates the item to it.
  public func drop(_ item: DragItem, to placeholder: ListDropPlaceholder) throws
    -> ListPlaceholderContext
  {
    guard isOpen, let list else {
      throw ListUpdateError(
        message: "drop(to: placeholder) after performDropWith returned: the coordinator is spent")
    }
    guard items.contains(where: { $0.dragItem === item }) else {
      list.note("coordinatorIgnored", [.init("item", item.id), .init("reason", "not dropped")])
      throw ListUpdateError(
        message: "drop(\(item.id), to: placeholder): the item is not one of this drop's items")
    }
    let context = try list.insertPlaceholder(placeholder, for: item)
    _ = record(item, .placeholder(context), "drop", [.init("toPlaceholder", context.id)])
    return context
  }

  private func record(
    _ item: DragItem, _ action: ListDropAction, _ event: String,
    _ arguments: [EngineEvent.Argument]
  ) -> ListDropAnimator {
    let handle = action.animator
    guard isOpen else {
      list?.note("coordinatorIgnored", [.init("item", item.id)] + arguments)
      return handle
    }
    guard items.contains(where: { $0.dragItem === item }) else {
      list?.note("coordinatorIgnored", [.init("item", item.id), .init("reason", "not dropped")])
      return handle
    }
    actions.removeAll { $0.item === item }
    actions.append((item, action))
    list?.note(event, [.init("item", item.id)] + arguments)
    return handle
  }

  func action(for item: DragItem) -> ListDropAction? {
    actions.first { $0.item === item }?.action
  }
}

/// How one dropped item animates.
enum ListDropAction {
  case toItem(ListIndexPath, ListDropAnimator)
  case intoItem(ListIndexPath, Rect, ListDropAnimator)
  case target(PreviewTarget, ListDropAnimator)
  case placeholder(ListPlaceholderContext)

  static func toItem(_ indexPath: ListIndexPath) -> ListDropAction { .toItem(indexPath, .init()) }
  static func intoItem(_ indexPath: ListIndexPath, _ rect: Rect) -> ListDropAction {
    .intoItem(indexPath, rect, .init())
  }
  static func target(_ target: PreviewTarget) -> ListDropAction { .target(target, .init()) }

  var animator: ListDropAnimator {
    switch self {
    case .toItem(_, let animator), .intoItem(_, _, let animator), .target(_, let animator):
      animator
    case .placeholder(let context): context
    }
  }
}
