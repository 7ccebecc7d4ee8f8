import DnDEngine

/// Spring loading: hovering a drag over the view activates it, after it flashes (UIKit's
/// `UISpringLoadedInteraction`). It stands for an engine `SpringLoadedInteraction`;
/// timing and the speed gate are the device profile's.
@preconcurrency @MainActor
open class UISpringLoadedInteraction: NSObject, UIInteraction, EngineInteraction {
  package let engine: SpringLoadedInteraction

  /// Calls `handler` on activation.
  public init(
    activationHandler handler:
      @escaping (UISpringLoadedInteraction, UISpringLoadedInteractionContext)
      -> Void
  ) {
    var owner: (() -> UISpringLoadedInteraction?) = { nil }
    engine = SpringLoadedInteraction { engine, context in
      guard let interaction = owner() else { return }
      handler(interaction, UISpringLoadedInteractionContext(context, in: engine.view))
    }
    super.init()
    owner = { [weak self] in self }
    engine.facade = self
  }

  var engineInteraction: any Interaction { engine }

  func attachToView() {}
  func detachFromView() {}

  open var isEnabled: Bool {
    get { engine.isEnabled }
    set { engine.isEnabled = newValue }
  }

  public var view: UIView? { engine.view?.uiView }

  open func willMove(to view: UIView?) {}
  open func didMove(to view: UIView?) {}
}

/// The state of a spring-loading hover (UIKit's `UISpringLoadedInteractionEffectState`).
nonisolated public enum UISpringLoadedInteractionEffectState: Int, Sendable {
  case inactive = 0
  case possible = 1
  case activating = 2
  case activated = 3

  init(_ engine: SpringLoadedState) {
    self = UISpringLoadedInteractionEffectState(rawValue: engine.rawValue) ?? .inactive
  }
}

/// What an activation handler is told (UIKit's `UISpringLoadedInteractionContext`).
@preconcurrency @MainActor
public final class UISpringLoadedInteractionContext: NSObject {
  public let state: UISpringLoadedInteractionEffectState
  /// The location in the interaction's view's coordinates, and that view.
  private let engineLocation: Point
  private let interactionView: View?
  private let engineTarget: View?

  init(_ engine: SpringLoadedContext, in interactionView: View?) {
    state = UISpringLoadedInteractionEffectState(engine.state)
    engineLocation = engine.location
    engineTarget = engine.targetView
    self.interactionView = interactionView
  }

  /// The view the effect targets (the interaction's view unless the app changed it).
  public var targetView: UIView? { engineTarget?.uiView }

  /// The drag's location in `view`'s coordinates (nil: the interaction's view's).
  public func location(in view: UIView?) -> CGPoint {
    guard let view, let interactionView,
      let converted = interactionView.convert(engineLocation, to: view.engineView)
    else { return CGPoint(engineLocation) }
    return CGPoint(converted)
  }
}
