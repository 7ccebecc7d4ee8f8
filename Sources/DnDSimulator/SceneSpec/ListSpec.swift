import DnDEngine

/// A table or collection view: its data (rows named after item templates or plain text), layout,
/// and the drag, drop and spring-loading behaviour of its delegates.
public struct ListSpec: Sendable, Equatable {
  public enum Kind: String, Sendable, Equatable, CaseIterable {
    case table
    case collection
  }

  public enum Layout: Sendable, Equatable {
    case table(rowHeight: Double, headerHeight: Double, footerHeight: Double)
    case flow(itemSize: Size, interitemSpacing: Double, lineSpacing: Double, headerHeight: Double)
  }

  public var kind: Kind
  /// Per section, the rows' names. A name that is an item template drags that template;
  /// any other name drags a text item with that text and the name as its `localObject`.
  public var sections: [[String]]
  public var layout: Layout
  public var contentOffset: Double
  public var allowsMultipleSelection: Bool
  /// Collection views: how eagerly a reordering gap moves.
  public var reorderingCadence: ReorderingCadence
  /// Tables: the data source implements `moveRowAt` (a single-item reorder goes through it).
  public var movesRows: Bool
  /// Hovering over a row during a drag spring-loads (selects) it.
  public var springLoaded: Bool
  /// Rows that opt out of spring loading (`shouldSpringLoadItemAt` answers false; talk 223: "This
  /// is how you can opt out specific rows of spring loading").
  public var springLoadedExcept: [String]
  /// Rows whose spring loading flashes another view: row name → view name. The delegate's
  /// `shouldSpringLoadItemAt` sets that view as the context's `targetView` (talk 223: "you can
  /// change the view that actually flashes during the spring load interaction").
  public var springFlash: [String: String]
  public var drag: ListDragSpec?
  public var drop: ListDropSpec?
  /// The optional methods the list's delegate (`ListDelegate`) implements; nil = every one.
  public var delegateImplemented: Set<ListDelegateMethod>?

  public init(
    kind: Kind, sections: [[String]], layout: Layout, contentOffset: Double = 0,
    allowsMultipleSelection: Bool = false, reorderingCadence: ReorderingCadence = .immediate,
    movesRows: Bool = false, springLoaded: Bool = false, springLoadedExcept: [String] = [],
    springFlash: [String: String] = [:], drag: ListDragSpec? = nil, drop: ListDropSpec? = nil,
    delegateImplemented: Set<ListDelegateMethod>? = nil
  ) {
    self.delegateImplemented = delegateImplemented
    self.springLoadedExcept = springLoadedExcept
    self.springFlash = springFlash
    self.kind = kind
    self.sections = sections
    self.layout = layout
    self.contentOffset = contentOffset
    self.allowsMultipleSelection = allowsMultipleSelection
    self.reorderingCadence = reorderingCadence
    self.movesRows = movesRows
    self.springLoaded = springLoaded
    self.drag = drag
    self.drop = drop
  }

  /// Whether the list's delegate implements `method` (every method when there is no list).
  public func delegateImplements(_ method: ListDelegateMethod) -> Bool {
    delegateImplemented?.contains(method) ?? true
  }
}

/// The list's drag delegate.
public struct ListDragSpec: Sendable, Equatable {
  public var restricted: Bool
  public var allowsMove: Bool
  /// A tap on a row during a drag from the same app adds that row's item, per the rule.
  public var flocking: FlockingRule
  /// `dragPreviewParametersForItemAt`: the lifted cell is clipped to its bounds with these
  /// rounded corners; nil = the whole cell.
  public var previewCornerRadius: Double?
  /// The optional methods the delegate implements; nil = every one.
  public var implemented: Set<ListDragDelegateMethod>?

  public init(
    restricted: Bool = false, allowsMove: Bool = true, flocking: FlockingRule = .never,
    previewCornerRadius: Double? = nil, implemented: Set<ListDragDelegateMethod>? = nil
  ) {
    self.implemented = implemented
    self.restricted = restricted
    self.allowsMove = allowsMove
    self.flocking = flocking
    self.previewCornerRadius = previewCornerRadius
  }

  /// Whether the delegate implements `method` (every method when there is no list).
  public func implements(_ method: ListDragDelegateMethod) -> Bool {
    implemented?.contains(method) ?? true
  }
}

/// The list's drop delegate.
public struct ListDropSpec: Sendable, Equatable {
  /// `canHandle`: the session holds an item conforming to one of these; empty = any session.
  public var accepts: [TypeIdentifier]
  /// For a drag from this same list.
  public var local: ListProposalRule
  /// For a drag from another list or view of the same app.
  public var app: ListProposalRule
  /// For a drag from another app.
  public var external: ListProposalRule
  public var perform: ListPerformStrategy
  /// What is loaded for items that are not moved locally.
  public var load: LoadMode
  public var progressStyle: ProgressIndicatorStyle
  /// The view takes several drop sessions at once (UIKit's `allowsSimultaneousDropSessions` on
  /// its drop interaction); by default a second session is ignored while one is over the view.
  public var allowsSimultaneousSessions: Bool
  /// The list's own rows are moved (or copied), and rows from the app's other lists inserted, in
  /// a main-queue block after `performDropWith` returns, with no coordinator instruction — the
  /// Pet Finder screencast's code, which updates the table in `DispatchQueue.main.async` and
  /// never calls `coordinator.drop`, for its own rows as for a pet from the other table.
  public var updatesOwnRowsAfterDrop: Bool
  /// Where `performDropWith` puts the drop when the coordinator's destination is nil (the finger
  /// over empty space); nil = the end of the last section. Talk 223's first demo: "it could be nil.
  /// So we'll just handle that case here by returning a zero zero".
  public var nilDestination: ListIndexPath?
  /// With ``ListPerformStrategy/insertAll``: the batch that inserts the objects reloads these
  /// sections (`reloadSections`) instead of inserting items (talk 223's first demo: "we'll ask
  /// the collection view to reload the first section").
  public var reloadSections: [Int]
  /// The optional methods the delegate implements; nil = every one.
  public var implemented: Set<ListDropDelegateMethod>?

  public init(
    accepts: [TypeIdentifier] = [],
    local: ListProposalRule = ListProposalRule(
      operation: .move, intent: .insertAtDestinationIndexPath),
    app: ListProposalRule = ListProposalRule(
      operation: .move, intent: .insertAtDestinationIndexPath),
    external: ListProposalRule = ListProposalRule(
      operation: .copy, intent: .insertAtDestinationIndexPath),
    perform: ListPerformStrategy = .insert, load: LoadMode = .none,
    progressStyle: ProgressIndicatorStyle = .default, allowsSimultaneousSessions: Bool = false,
    updatesOwnRowsAfterDrop: Bool = false, nilDestination: ListIndexPath? = nil,
    reloadSections: [Int] = [], implemented: Set<ListDropDelegateMethod>? = nil
  ) {
    self.implemented = implemented
    self.nilDestination = nilDestination
    self.reloadSections = reloadSections
    self.updatesOwnRowsAfterDrop = updatesOwnRowsAfterDrop
    self.allowsSimultaneousSessions = allowsSimultaneousSessions
    self.accepts = accepts
    self.local = local
    self.app = app
    self.external = external
    self.perform = perform
    self.load = load
    self.progressStyle = progressStyle
  }

  /// Whether the delegate implements `method` (every method when there is no list).
  public func implements(_ method: ListDropDelegateMethod) -> Bool {
    implemented?.contains(method) ?? true
  }
}

/// One answer of `dropSessionDidUpdate`; over empty space (no destination) an `insertInto`
/// intent becomes `forbidden`. A `move` the session does not allow becomes `copy`.
public struct ListProposalRule: Sendable, Equatable {
  public var operation: DropOperation
  public var intent: ListDropIntent
  /// More items than this make the proposal `cancel` (Pet Finder moves one row at a time).
  public var maxItems: Int?
  /// The proposal's `prefersFullSizePreview`, which a table's and a collection view's drop
  /// proposals inherit from `UIDropProposal` (talk 213, a list you can reorder: "at the drop site,
  /// you can set the flag to true on the drop proposal"); logged `move(insertAt, fullSize)`.
  public var prefersFullSizePreview: Bool

  public init(
    operation: DropOperation, intent: ListDropIntent, maxItems: Int? = nil,
    prefersFullSizePreview: Bool = false
  ) {
    self.operation = operation
    self.intent = intent
    self.maxItems = maxItems
    self.prefersFullSizePreview = prefersFullSizePreview
  }
}

/// How `performDropWith` updates the model and animates each item.
public enum ListPerformStrategy: Sendable, Equatable {
  /// Items from this list move to the destination (a batch update, or `moveRowAt` for a table
  /// whose data source moves rows) — or are inserted again for a copy; items from another list
  /// of the app are taken from (move) or copied out of the list they were dragged from; items
  /// from other apps are loaded, each inserted when its load completes (the drop animation is
  /// the default one: the coordinator is spent by then).
  case insert
  /// Like ``insert`` but items from other apps get a placeholder at once (`drop(item, to:
  /// placeholder)`), committed when the load completes; when it fails the placeholder is deleted
  /// (talk 223's code), or kept when `keepsOnFailure` (the Pet Finder screencast's code has no
  /// else branch, so its placeholder stays).
  case placeholders(reuseIdentifier: String, rowHeight: Double?, keepsOnFailure: Bool = false)
  /// Every item goes into the destination row (an album): `drop(item, intoItemAt:rect:)` with
  /// the cell's bounds; each load is logged as added to that row.
  case insertInto
  /// Every item animates to a target elsewhere in the app — `drop(item, to: target)` with the
  /// target's container, centre and a scale (talk 223: "animating to a location anywhere in your
  /// app with an optional transform. So maybe you want to animate to a tab bar or bar button
  /// item"); each item is then loaded (or, from this app, taken by name) and logged as added to
  /// the container.
  case dropTo(container: String, center: Point, scale: Double)
  /// Talk 223's first demo: one `session.loadObjects(ofClass:)` for the whole session (the load
  /// mode's class), and in its completion one `performBatchUpdates` that inserts every object that
  /// arrived, in order, from the destination on — with `insertItems`, or by reloading
  /// ``ListDropSpec/reloadSections``. No coordinator instruction: every item gets the default drop
  /// animation.
  case insertAll
}
