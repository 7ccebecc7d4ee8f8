import DnDEngine

/// Where a preview goes: a point in a container view, with a transform (UIKit's
/// `UIDragPreviewTarget`).
@preconcurrency @MainActor
open class UIDragPreviewTarget: NSObject {
  public let container: UIView
  public let center: CGPoint
  public let transform: CGAffineTransform

  public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
    self.container = container
    self.center = center
    self.transform = transform
  }

  public convenience init(container: UIView, center: CGPoint) {
    self.init(container: container, center: center, transform: .identity)
  }

  var engineValue: PreviewTarget {
    PreviewTarget(
      container: container.engineView, center: center.engineValue,
      transform: transform.engineValue)
  }

  /// The target an engine target stands for; nil when its container has no DnDUIKit view.
  static func from(_ engine: PreviewTarget) -> UIDragPreviewTarget? {
    guard let container = engine.container.uiView else { return nil }
    return UIDragPreviewTarget(
      container: container, center: CGPoint(engine.center),
      transform: CGAffineTransform(engine.transform))
  }
}
