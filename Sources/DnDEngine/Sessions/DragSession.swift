import VirtualTime

/// A drag in progress, as its source sees it (UIKit's `UIDragSession`). One exists per finger that
/// lifted something; its ``id`` (`S1`) is the same one drop interactions see.
public final class DragSession {
  /// The object that stands for this one in another API (a `DnDUIKit` type), if any; not
  /// retained.
  package weak var facade: AnyObject?
  /// The lifecycle stages; callbacks are only sent in the stages the contract allows.
  enum Stage: Equatable {
    /// `itemsForBeginning` answered; the items are lifting but the finger has not moved.
    case lifting
    /// `sessionWillBegin` was sent; the drag is under way.
    case dragging
    /// Released: dropping or cancelling, animations may still run.
    case ending
    case ended
  }

  public let id: String
  /// The app the drag started in.
  public let sourceApp: App
  /// Items first to last; the last is on top of the stack. Added items are appended (see
  /// `Docs/engine.md` for why we chose this order).
  public internal(set) var items: [DragItem] {
    get { storedItems }
    set { storedItems = newValue }
  }
  /// Free-form in-app state for the source (UIKit's `localContext`).
  public var localContext: Any?

  /// The delegate's cached answers, asked once when the drag begins.
  public internal(set) var allowsMoveOperation: Bool {
    get { storedAllowsMoveOperation }
    set { storedAllowsMoveOperation = newValue }
  }
  public internal(set) var isRestrictedToDraggingApplication: Bool {
    get { storedIsRestricted }
    set { storedIsRestricted = newValue }
  }
  public internal(set) var prefersFullSizePreviews: Bool {
    get { storedPrefersFullSizePreviews }
    set { storedPrefersFullSizePreviews = newValue }
  }

  // The storage of the public properties above, read on every move of a drag. Internal, and only
  // read or assigned whole: whole-module optimisation then drops the dynamic exclusivity check
  // that a public class property pays on every access (see ``View``'s storage).
  private var storedItems: [DragItem] = []
  private var storedAllowsMoveOperation = true
  private var storedIsRestricted = false
  private var storedPrefersFullSizePreviews = false

  // MARK: Engine state

  var stage: Stage = .lifting
  /// The finger driving the session (changes on hand-off).
  var finger: Int
  /// Where the finger is, in screen points.
  var screenLocation: Point
  /// Where the lift happened; the drag begins once the finger moves away from it.
  let liftLocation: Point
  /// The previous sample's time, for speed.
  var previousTime: VirtualInstant
  /// The finger's speed over the last move, in points per second (spring loading uses it).
  var speed = 0.0
  /// Interactions that contributed items, in the order they first did; willEnd, didEnd,
  /// didTransfer and willAdd go to all of them. Only ever assigned whole (see the storage above).
  var contributors: [DragInteraction] = []
  /// The animator of the lift: it runs its whole length while the finger stays down and
  /// finishes at `.end`, or is reversed when the finger lifts early (Docs/engine.md §2).
  var liftAnimator: Animator?
  /// The lift's end, scheduled when it starts; cancelled by an early release.
  var liftEndTimer: TimerHandle?
  /// The finger moved far enough during the lift: the drag begins when the lift ends.
  var beginsWhenLifted = false
  let system: DragDropSystem
  /// Drop-side state (entered interactions, proposals, loads).
  let drop = DropState()
  /// The drop session facade each drop interaction sees.
  /// (Found by identity of the interaction, never keyed by address: a freed interaction's
  /// address may be reused.)
  var dropFacades: [DropSession] = []
  /// The facade ``DragDropSystem/dropSession(_:for:)`` handed out last (one of ``dropFacades``).
  var lastDropFacade: DropSession?
  /// Whether the drag previews were ever shown scaled down (never scaled back up).
  var wasScaledDown = false
  /// For the references that do not keep the session alive (see ``Unretained``).
  let lifetime = Lifetime()

  init(id: String, sourceApp: App, finger: Int, location: Point, system: DragDropSystem) {
    self.id = id
    self.sourceApp = sourceApp
    self.finger = finger
    self.screenLocation = location
    self.liftLocation = location
    self.previousTime = system.clock.now
    self.system = system
  }

  deinit {
    lifetime.end()
  }

  /// The finger's location in `view`'s coordinates (`nil` if the view is not in a window).
  public func location(in view: View) -> Point? {
    view.convertFromScreen(screenLocation)
  }

  /// Whether any item has a representation conforming to one of `types`, without loading.
  public func hasItemsConforming(toTypeIdentifiers types: [TypeIdentifier]) -> Bool {
    items.contains { item in
      types.contains { item.itemProvider.hasItemConforming(toTypeIdentifier: $0) }
    }
  }

  /// Whether any item can be read as `objectType`, without loading.
  public func canLoadObjects(ofClass objectType: any ObjectReading.Type) -> Bool {
    items.contains { $0.itemProvider.canLoadObject(ofClass: objectType) }
  }
}

extension DragSession: LifetimeTracking {}

extension DragSession: CustomStringConvertible {
  public var description: String { id }
}
