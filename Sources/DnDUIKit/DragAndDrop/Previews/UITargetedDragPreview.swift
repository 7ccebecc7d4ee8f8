import DnDEngine

/// A preview with a place: a view, how it is cut out, and where it sits (UIKit's
/// `UITargetedDragPreview`).
///
/// Made with `init(view:)` or `init(view:parameters:)`, it sits where the view is, which needs
/// the view in a window (UIKit raises an exception otherwise); here such a preview stands for
/// "no preview" when the engine gets it, and the log shows that answer as nil.
@preconcurrency @MainActor
open class UITargetedDragPreview: NSObject {
  public let view: UIView
  public let parameters: UIDragPreviewParameters
  private let explicitTarget: UIDragPreviewTarget?

  public init(view: UIView, parameters: UIDragPreviewParameters, target: UIDragPreviewTarget) {
    self.view = view
    self.parameters = parameters
    self.explicitTarget = target
  }

  public init(view: UIView, parameters: UIDragPreviewParameters) {
    self.view = view
    self.parameters = parameters
    self.explicitTarget = nil
  }

  public convenience init(view: UIView) {
    self.init(view: view, parameters: UIDragPreviewParameters())
  }

  /// Where the preview sits: the target it was made with, else the view's centre in its
  /// superview.
  open var target: UIDragPreviewTarget {
    if let explicitTarget { return explicitTarget }
    return UIDragPreviewTarget(container: view.superview ?? view, center: view.center)
  }

  /// The size of what shows: the visible path's bounds, else the view's.
  open var size: CGSize {
    parameters.visiblePath.map(\.bounds.size) ?? view.bounds.size
  }

  /// The same preview at another place.
  open func retargetedPreview(with newTarget: UIDragPreviewTarget) -> UITargetedDragPreview {
    UITargetedDragPreview(view: view, parameters: parameters, target: newTarget)
  }

  /// The engine's preview; nil when the preview has no place (its view is not in a window and it
  /// was made without a target).
  var engineValue: TargetedPreview? {
    var preview: TargetedPreview
    if let explicitTarget {
      preview = TargetedPreview(
        view: view.engineView, parameters: parameters.engineValue,
        target: explicitTarget.engineValue)
    } else {
      guard
        let placed = try? TargetedPreview(
          view: view.engineView, parameters: parameters.engineValue)
      else { return nil }
      preview = placed
    }
    preview.viewFacade = view
    return preview
  }

  /// The preview an engine preview stands for, to hand to the app as a default; nil when its
  /// target's container has no DnDUIKit view. A view no DnDUIKit view stands for (one of an app
  /// written with the engine's own API, another app on iOS) is shown by a snapshot: a new view of
  /// its size and name, in no window, as UIKit hands an app a preview of another app's item.
  static func from(_ engine: TargetedPreview) -> UITargetedDragPreview? {
    guard let target = UIDragPreviewTarget.from(engine.target) else { return nil }
    let view = engine.view.uiView ?? snapshot(of: engine.view)
    return UITargetedDragPreview(
      view: view, parameters: UIDragPreviewParameters(engine.parameters), target: target)
  }

  private static func snapshot(of view: View) -> UIView {
    UIView.prepareEngineView(
      View(name: view.name, frame: Rect(origin: .zero, size: view.bounds.size)))
    return UIView(frame: .zero)
  }
}

extension Optional where Wrapped == UITargetedDragPreview {
  var engineValue: TargetedPreview? { self?.engineValue }
}
