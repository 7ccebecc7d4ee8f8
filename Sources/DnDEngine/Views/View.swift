/// A rectangular area in a view tree: the thing interactions attach to and touches hit.
///
/// Only what drag and drop needs is modelled: a name (the view's identity in logs), a frame in
/// its superview's coordinates, subviews, visibility and touch handling, interactions, and the
/// hooks a scene uses to observe ordinary taps and pastes. Nothing is drawn.
open class View {
  /// Identity in logs and scenes; unique within a system by convention.
  public private(set) var name: String
  /// The object that stands for this view in another API (a `DnDUIKit` `UIView`), if any. Not
  /// retained: that object owns the view.
  package weak var facade: AnyObject?
  /// The view's rectangle in its superview's coordinate space (for a root view, its window's).
  public var frame: Rect {
    get { storedFrame }
    set {
      storedFrame = newValue
      ViewTree.changed()
    }
  }
  /// A hidden view and its subviews are neither hit nor counted as in a window for previews.
  public var isHidden: Bool {
    get { storedIsHidden }
    set {
      storedIsHidden = newValue
      ViewTree.changed()
    }
  }
  /// When false, touches pass through the view and its subviews to what lies behind.
  public var isUserInteractionEnabled: Bool {
    get { storedIsUserInteractionEnabled }
    set {
      storedIsUserInteractionEnabled = newValue
      ViewTree.changed()
    }
  }
  /// Free-form colour name for logs of default previews (`"white"`); the engine never draws.
  public var backgroundColor: String?

  public private(set) var superview: View? {
    get { superviewReference?.value }
    set { superviewReference = newValue.map(Unretained.init) }
  }
  public var subviews: [View] { storedSubviews }
  public var interactions: [any Interaction] { storedInteractions }

  // MARK: Storage read by hit testing and targeting
  //
  // Hit testing and drop targeting read these for every dragged touch sample. They are internal
  // and final, and only ever read or assigned whole (arrays are taken out, changed and put back),
  // never changed in place around a call: so whole-module optimisation can prove no access
  // overlaps another and drops the dynamic exclusivity check that a public class property pays
  // on every read. The public properties above are their only way in from outside.

  final private(set) var storedFrame: Rect
  final private(set) var storedIsHidden = false
  final private(set) var storedIsUserInteractionEnabled = true
  final private(set) var storedSubviews: [View] = []
  final private(set) var storedInteractions: [any Interaction] = []
  /// The drop, drag and spring-loaded interactions of ``interactions``, each in the same order,
  /// so that targeting finds them without casting every interaction.
  final private(set) var dropInteractions: [DropInteraction] = []
  final private(set) var dragInteractions: [DragInteraction] = []
  final private(set) var springLoadedInteractions: [SpringLoadedInteraction] = []
  /// Whether ``hitTester`` was set: the flag the descent reads for every view it tries, so that
  /// views without one pay a single load.
  final private(set) var hasHitTester = false

  /// The object that decides this view's hit test in place of the engine's rule (a DnDUIKit view
  /// of an app's class, which may override UIKit's `hitTest(_:with:)` or
  /// `point(inside:with:)`); nil for most views. Not retained.
  package weak var hitTester: (any ViewHitTesting)? {
    didSet {
      hasHitTester = hitTester != nil
      ViewTree.changed()
    }
  }

  // MARK: References that do not keep their object alive (see ``Unretained``)

  final let lifetime = Lifetime()
  private var superviewReference: Unretained<View>?
  private var owningWindowReference: Unretained<Window>?

  /// Set on a window's root view only.
  private(set) var owningWindow: Window? {
    get { owningWindowReference?.value }
    set { owningWindowReference = newValue.map(Unretained.init) }
  }
  /// Whether the view was made a window's root view (``owningWindow`` was set): a flag hit
  /// testing reads for every view it descends through.
  final private(set) var isWindowRoot = false

  /// Makes the view `window`'s root view.
  final func becomeRoot(of window: Window) {
    owningWindow = window
    isWindowRoot = true
  }

  /// Called when a touch that no drag-and-drop gesture claimed ends on this view as a tap — the
  /// observable "the touch went on as normal" of an empty `itemsForBeginning` or
  /// `itemsForAddingTo`. The argument is the location in this view's coordinates.
  public var tapHandler: ((Point) -> Void)?

  /// Set when ``tapHandler`` is the view's own code rather than the app's — a button tracking the
  /// tap and sending its action (UIKit's `UIControl`): the log shows what it sends, not a
  /// `tapHandler(at:)` call into the app.
  package var tapHandlerIsSystemOwned = false

  /// The implicit drop interaction of a paste configuration (see ``setPasteConfiguration(_:)``).
  var pasteInteraction: DropInteraction?

  public init(name: String, frame: Rect) {
    self.name = name
    self.storedFrame = frame
  }

  deinit {
    lifetime.end()
  }

  /// This view's own coordinate space: origin zero, its frame's size.
  public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

  /// The centre of the frame, in the superview's coordinates (UIKit's `center`).
  public var center: Point { frame.center }

  /// The window whose tree contains this view, if any.
  public var window: Window? {
    var view: View? = self
    while let current = view {
      if let window = current.owningWindow { return window }
      view = current.superview
    }
    return nil
  }

  /// The app owning this view's window.
  public var app: App? { window?.app }

  /// Whether the view is in a window and neither it nor an ancestor is hidden — what a preview
  /// needs to be drawn from it.
  public var isVisibleInWindow: Bool {
    var view: View? = self
    while let current = view {
      if current.isHidden { return false }
      if current.owningWindow != nil { return true }
      view = current.superview
    }
    return false
  }

  // MARK: Tree

  /// Adds `view` on top of the existing subviews, removing it from its old superview first.
  public func addSubview(_ view: View) {
    precondition(
      !isDescendant(of: view), "view \(view.name) cannot become a subview of its descendant \(name)"
    )
    view.removeFromSuperview()
    var subviews = takeSubviews()
    subviews.append(view)
    storedSubviews = subviews
    view.superview = self
    ViewTree.changed()
  }

  /// Adds `view` at `index` among the subviews (0 is at the back), removing it from its old
  /// superview first.
  public func insertSubview(_ view: View, at index: Int) {
    precondition(
      !isDescendant(of: view), "view \(view.name) cannot become a subview of its descendant \(name)"
    )
    view.removeFromSuperview()
    var subviews = takeSubviews()
    subviews.insert(view, at: max(0, min(index, subviews.count)))
    storedSubviews = subviews
    view.superview = self
    ViewTree.changed()
  }

  public func removeFromSuperview() {
    guard let parent = superview else { return }
    var siblings = parent.takeSubviews()
    siblings.removeAll { $0 === self }
    parent.storedSubviews = siblings
    superview = nil
    ViewTree.changed()
  }

  /// The subviews, moved out of their storage (left empty) so that the caller can change them
  /// without a copy and put them back; see "Storage read by hit testing and targeting".
  private func takeSubviews() -> [View] {
    let subviews = storedSubviews
    storedSubviews = []
    return subviews
  }

  /// Whether `self` is `view` or one of its descendants.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  // MARK: Interactions

  /// Gives the view another name (a `DnDUIKit` view whose `accessibilityIdentifier` was set);
  /// its interactions take names after it.
  package func rename(_ newName: String) {
    guard newName != name else { return }
    name = newName
    for interaction in storedInteractions { interaction.didMove(to: self) }
  }

  public func addInteraction(_ interaction: any Interaction) {
    interaction.view?.removeInteraction(interaction)
    interaction.willMove(to: self)
    storedInteractions = storedInteractions + [interaction]
    switch interaction {
    case let drop as DropInteraction: dropInteractions = dropInteractions + [drop]
    case let drag as DragInteraction: dragInteractions = dragInteractions + [drag]
    case let spring as SpringLoadedInteraction:
      springLoadedInteractions = springLoadedInteractions + [spring]
    default: break
    }
    ViewTree.changed()
    interaction.didMove(to: self)
  }

  public func removeInteraction(_ interaction: any Interaction) {
    guard storedInteractions.contains(where: { $0 === interaction }) else { return }
    interaction.willMove(to: nil)
    storedInteractions = storedInteractions.filter { $0 !== interaction }
    dropInteractions = dropInteractions.filter { $0 !== interaction }
    dragInteractions = dragInteractions.filter { $0 !== interaction }
    springLoadedInteractions = springLoadedInteractions.filter { $0 !== interaction }
    ViewTree.changed()
    interaction.didMove(to: nil)
  }
}

extension View: LifetimeTracking {}

extension View: CustomStringConvertible {
  public var description: String { name }
}
