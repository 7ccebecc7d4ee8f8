/// One thing being dragged (UIKit's `UIDragItem`): an item provider for the data, an optional
/// in-app `localObject`, and an optional preview provider for its look during the drag.
public final class DragItem {
  /// The object that stands for this one in another API (a `DnDUIKit` type), if any; not
  /// retained.
  package weak var facade: AnyObject?
  /// The data, loadable only by the app that receives the drop, inside `performDrop`.
  public let itemProvider: ItemProvider
  /// Any in-app value, visible to drop interactions of the same app (a model object, an index
  /// path …); never leaves the app: code of another app reads `nil` and cannot set it.
  public var localObject: Any? {
    get { isReadByAnotherApp ? nil : storedLocalObject }
    set { if !isReadByAnotherApp { storedLocalObject = newValue } }
  }
  private var storedLocalObject: Any?
  /// Produces the item's preview while it is dragged. `nil` keeps the lift preview; a block that
  /// returns `nil` hides the item. The system calls it only for items actually shown in the drag
  /// stack, and again when it is replaced during a drag.
  public var previewProvider: (() -> DragPreview?)? {
    didSet { onPreviewProviderChange?(self) }
  }

  /// Log identity (`I1`), assigned when the item joins a session.
  public internal(set) var id = "I?"

  // MARK: Engine state

  /// The interaction that contributed the item.
  var sourceInteraction: DragInteraction? {
    get { sourceInteractionReference?.value }
    set { sourceInteractionReference = newValue.map(Unretained.init) }
  }
  /// The app whose drag holds the item, and the system that knows whose code is running.
  var ownerApp: App? {
    get { ownerAppReference?.value }
    set { ownerAppReference = newValue.map(Unretained.init) }
  }
  weak var system: DragDropSystem?
  // References that do not keep their object alive (see ``Unretained``).
  private var sourceInteractionReference: Unretained<DragInteraction>?
  private var ownerAppReference: Unretained<App>?
  /// The lift preview the source gave (`nil` = not visible), kept as the cancel default.
  var liftPreview: TargetedPreview?
  /// The preview its `previewProvider` last gave, if any.
  var providedPreview: DragPreview?
  /// Whether the item currently has a preview on screen: previews are asked only for these.
  var isVisible = false
  /// The scale its drag preview is shown at (1 when lifted; the scaling rule may shrink it).
  var previewScale = 1.0
  /// Set by the session while the item is in an active drag.
  var onPreviewProviderChange: ((DragItem) -> Void)?

  public init(itemProvider: ItemProvider) {
    self.itemProvider = itemProvider
  }
}

extension DragItem {
  /// Whether the code running now belongs to an app other than the item's.
  fileprivate var isReadByAnotherApp: Bool {
    guard let system, let owner = ownerApp, let requester = system.currentRequester() else {
      return false
    }
    return requester !== owner
  }

  /// Where the item goes back to: its lift preview, else the preview its provider gave, placed
  /// at the centre of the contributing interaction's view (`nil` when neither exists or that view
  /// is not in a window). The default of the cancel and drop preview questions.
  var homePreview: TargetedPreview? {
    if let liftPreview { return liftPreview }
    guard let provided = providedPreview, let home = sourceInteraction?.view, home.window != nil
    else { return nil }
    return provided.targeted(at: PreviewTarget(container: home, center: home.bounds.center))
  }
}

extension DragItem {
  /// The size of the preview being dragged — the one its `previewProvider` gave when it replaced
  /// the lift preview (talk 213's location platter), else the lift preview's ``PreviewGeometry``
  /// size — or `nil` when there is none (no lift preview, or its container is not in a window).
  /// What the drag-time scaling needs on every move, read in place: copying a preview would
  /// retain each of its views.
  var currentPreviewContentSize: Size? {
    if let provided = providedPreview {
      if let path = provided.parameters.visiblePath { return path.boundingBox.size }
      return provided.view.bounds.size
    }
    guard let container = liftPreview?.target.container, container.originInScreen != nil else {
      return nil
    }
    if let path = liftPreview?.parameters.visiblePath { return path.boundingBox.size }
    return liftPreview?.view.bounds.size
  }

  /// The preview the user is dragging, placed at the centre of `view`: the `previewProvider`'s
  /// replacement when there is one, else the lift preview — the default drop preview
  /// ("would leave the current preview where the item was dropped", UIKit's
  /// `UIDropInteractionDelegate` header; talk 203: it moves "to the center").
  func currentPreview(centeredIn view: View) -> TargetedPreview? {
    let target = PreviewTarget(container: view, center: view.bounds.center)
    if let provided = providedPreview {
      return provided.targeted(at: target)
    }
    return homePreview?.retargeted(to: target)
  }
}

extension DragItem: CustomStringConvertible {
  public var description: String { id }
}

extension [DragItem] {
  /// `[I1, I2]`.
  var logDescription: String { "[" + map(\.id).joined(separator: ", ") + "]" }
}
