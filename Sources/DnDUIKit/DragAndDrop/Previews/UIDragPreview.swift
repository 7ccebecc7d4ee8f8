import DnDEngine

/// A drag item's look while it is dragged, without a place (UIKit's `UIDragPreview`), given by
/// a drag item's `previewProvider`.
@preconcurrency @MainActor
open class UIDragPreview: NSObject {
  public let view: UIView
  public let parameters: UIDragPreviewParameters

  public init(view: UIView, parameters: UIDragPreviewParameters) {
    self.view = view
    self.parameters = parameters
  }

  public convenience init(view: UIView) {
    self.init(view: view, parameters: UIDragPreviewParameters())
  }

  var engineValue: DragPreview {
    var preview = DragPreview(view: view.engineView, parameters: parameters.engineValue)
    preview.viewFacade = view
    return preview
  }
}
