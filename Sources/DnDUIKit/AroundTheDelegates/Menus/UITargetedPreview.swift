/// How a context menu's preview is cut out of its view (UIKit's `UIPreviewParameters`): a visible
/// path and a background colour. Stored: no menu is shown.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
  /// The part of the view that shows; nil = the whole view.
  open var visiblePath: UIBezierPath?
  /// The colour behind the visible part; nil = the system's.
  open var backgroundColor: UIColor!

  /// Parameters that show the whole view (UIKit's `UIPreviewParameters.init()`).
  public override init() {
    super.init()
  }
}

/// A context menu's preview of a view (UIKit's `UITargetedPreview`). Stored: no menu is shown.
/// A drag's previews are ``UITargetedDragPreview``s, which here do not descend from it.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
  /// The view shown (UIKit's `UITargetedPreview.view`).
  open private(set) var view: UIView
  /// How it is cut out (UIKit's `UITargetedPreview.parameters`).
  open private(set) var parameters: UIPreviewParameters

  /// A preview of `view` cut out by `parameters` (UIKit's
  /// `UITargetedPreview.init(view:parameters:)`).
  public init(view: UIView, parameters: UIPreviewParameters) {
    self.view = view
    self.parameters = parameters
    super.init()
  }

  /// A preview of the whole of `view` (UIKit's `UITargetedPreview.init(view:)`).
  public convenience init(view: UIView) {
    self.init(view: view, parameters: UIPreviewParameters())
  }

  /// The preview's size: the view's (UIKit's `UITargetedPreview.size`).
  open var size: CGSize { view.bounds.size }
}
