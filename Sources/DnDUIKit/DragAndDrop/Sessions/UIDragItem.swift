import DnDEngine

/// One dragged thing: its data (an item provider), an in-app object, and optionally its look
/// while dragged (UIKit's `UIDragItem`). It stands for an engine `DragItem`, which
/// keeps all its state, so a session hands back items that read as the app's own.
@preconcurrency @MainActor
open class UIDragItem: NSObject {
  package let engineItem: DragItem

  public init(itemProvider: NSItemProvider) {
    engineItem = DragItem(itemProvider: itemProvider.engineProvider)
    super.init()
    engineItem.facade = self
  }

  private init(engineItem: DragItem) {
    self.engineItem = engineItem
    super.init()
    engineItem.facade = self
  }

  /// The item an engine item stands for: the app's own object while it is alive.
  static func facade(for item: DragItem) -> UIDragItem {
    (item.facade as? UIDragItem) ?? UIDragItem(engineItem: item)
  }

  public var itemProvider: NSItemProvider { NSItemProvider.facade(for: engineItem.itemProvider) }

  /// Any in-app value; another app reads nil.
  open var localObject: Any? {
    get { engineItem.localObject }
    set { engineItem.localObject = newValue }
  }

  /// The item's look while dragged, asked when the drag begins and whenever this is set.
  open var previewProvider: (() -> UIDragPreview?)? {
    get { storedPreviewProvider }
    set {
      storedPreviewProvider = newValue
      engineItem.previewProvider = newValue.map { provider in { provider()?.engineValue } }
    }
  }
  private var storedPreviewProvider: (() -> UIDragPreview?)?
}
