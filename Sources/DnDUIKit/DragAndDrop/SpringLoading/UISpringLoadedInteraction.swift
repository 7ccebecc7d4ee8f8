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

/// What an activation handler and `shouldSpringLoadRowAt` / `shouldSpringLoadItemAt` are told
/// (UIKit's `UISpringLoadedInteractionContext`). It stands for the engine's context object, so a
/// `targetView` set here is the view that flashes (talk 223: "you can change the view that actually
/// flashes during the spring load interaction").
@preconcurrency @MainActor
public final class UISpringLoadedInteractionContext: NSObject {
  public let state: UISpringLoadedInteractionEffectState
  /// The engine's context, which the interaction reads back after the app's answer.
  private let engine: SpringLoadedContext
  /// The location is in this view's coordinates (the interaction's view).
  private let interactionView: View?

  init(_ engine: SpringLoadedContext, in interactionView: View?) {
    state = UISpringLoadedInteractionEffectState(engine.state)
    self.engine = engine
    self.interactionView = interactionView
  }

  /// The view the effect targets: the interaction's view (a table's or collection view's cell)
  /// unless the app sets another, which then flashes instead (Apple: `targetView { get set }`).
  public var targetView: UIView? {
    get { engine.targetView?.uiView }
    set { engine.targetView = newValue?.engineView }
  }

  /// The drag's location in `view`'s coordinates (nil: the interaction's view's).
  public func location(in view: UIView?) -> CGPoint {
    let location = engine.location
    guard let view, let interactionView,
      let converted = interactionView.convert(location, to: view.engineView)
    else { return CGPoint(location) }
    return CGPoint(converted)
  }
}
