import DnDEngine

/// Makes a view a drop target (UIKit's `UIDropInteraction`). It stands for an engine
/// `DropInteraction`; as in UIKit, the delegate is not retained.
open class UIDropInteraction: NSObject, UIInteraction, EngineInteraction {
  package let engine: DropInteraction
  public private(set) weak var delegate: UIDropInteractionDelegate?

  public init(delegate: UIDropInteractionDelegate) {
    let adapter = DropDelegateAdapter()
    engine = DropInteraction(delegate: adapter)
    self.delegate = delegate
    self.adapter = adapter
    super.init()
    engine.facade = self
  }

  private unowned let adapter: DropDelegateAdapter

  var engineInteraction: any Interaction { engine }

  func attachToView() { adapter.facade = self }
  func detachFromView() { adapter.facade = nil }

  /// Whether the interaction takes several drop sessions at once.
  open var allowsSimultaneousDropSessions: Bool {
    get { engine.allowsSimultaneousDropSessions }
    set { engine.allowsSimultaneousDropSessions = newValue }
  }

  public var view: UIView? { engine.view?.uiView }

  open func willMove(to view: UIView?) {}
  open func didMove(to view: UIView?) {}
}

/// The engine delegate of a ``UIDropInteraction`` (see ``DragDelegateAdapter``).
final class DropDelegateAdapter: DropInteractionDelegate {
  /// The interaction while it is on a view (see `DragDelegateAdapter.facade`).
  var facade: UIDropInteraction?

  /// The facade of the drop session asked about last (see `DragDelegateAdapter.lastSession`).
  private var lastSession: DropSessionFacade?

  private func session(_ session: DropSession) -> DropSessionFacade {
    if let lastSession, lastSession.engine === session { return lastSession }
    let facade = DropSessionFacade(session)
    lastSession = facade
    return facade
  }

  /// The optional methods whose answers do not depend on the call (see `MissingMethods`).
  private enum Method: Int {
    case canHandle, didEnter, didUpdate, didExit, performDrop, willAnimateDrop, conclude, didEnd
  }

  private var missing = MissingMethods()

  private func pass<Answer>(
    _ method: Method, default answer: Answer,
    _ body: (UIDropInteraction, UIDropInteractionDelegate) -> Answer
  ) -> Answer {
    missing.ask(
      method.rawValue, default: answer, parties: { parties }, { body($0.0, $0.1) })
  }

  /// The interaction and its delegate (see `DragDelegateAdapter.parties`).
  private var parties: (UIDropInteraction, UIDropInteractionDelegate)? {
    guard let facade, let delegate = facade.delegate else {
      DelegateMethod.reportNotImplemented()
      return nil
    }
    return (facade, delegate)
  }

  func canHandle(_ interaction: DropInteraction, session: DropSession) -> Bool {
    pass(.canHandle, default: true) { facade, delegate in
      delegate.dropInteraction(facade, canHandle: self.session(session))
    }
  }

  func sessionDidEnter(_ interaction: DropInteraction, session: DropSession) {
    pass(.didEnter, default: ()) { facade, delegate in
      delegate.dropInteraction(facade, sessionDidEnter: self.session(session))
    }
  }

  func sessionDidUpdate(_ interaction: DropInteraction, session: DropSession) -> DropProposal {
    pass(.didUpdate, default: .cancel) { facade, delegate in
      delegate.dropInteraction(facade, sessionDidUpdate: self.session(session)).engineValue
    }
  }

  func sessionDidExit(_ interaction: DropInteraction, session: DropSession) {
    pass(.didExit, default: ()) { facade, delegate in
      delegate.dropInteraction(facade, sessionDidExit: self.session(session))
    }
  }

  func performDrop(_ interaction: DropInteraction, session: DropSession) {
    pass(.performDrop, default: ()) { facade, delegate in
      delegate.dropInteraction(facade, performDrop: self.session(session))
    }
  }

  func previewForDropping(
    _ interaction: DropInteraction, item: DragItem, defaultPreview: TargetedPreview
  ) -> TargetedPreview? {
    guard let (facade, delegate) = parties else { return defaultPreview }
    guard let fallback = UITargetedDragPreview.from(defaultPreview) else {
      // No UIKit preview stands for the default (its container has no DnDUIKit view): the app
      // is not called, so the log must not show a call (Docs/uikit.md, "Previews").
      DelegateMethod.reportNotImplemented()
      return defaultPreview
    }
    let answer = delegate.dropInteraction(
      facade, previewForDropping: UIDragItem.facade(for: item), withDefault: fallback)
    // The default handed back unchanged is the engine's own default preview.
    if answer === fallback { return defaultPreview }
    return answer.engineValue
  }

  func willAnimateDrop(_ interaction: DropInteraction, item: DragItem, animator: Animator) {
    pass(.willAnimateDrop, default: ()) { facade, delegate in
      delegate.dropInteraction(
        facade, item: UIDragItem.facade(for: item), willAnimateDropWith: DragAnimator(animator))
    }
  }

  func concludeDrop(_ interaction: DropInteraction, session: DropSession) {
    pass(.conclude, default: ()) { facade, delegate in
      delegate.dropInteraction(facade, concludeDrop: self.session(session))
    }
  }

  func sessionDidEnd(_ interaction: DropInteraction, session: DropSession) {
    pass(.didEnd, default: ()) { facade, delegate in
      delegate.dropInteraction(facade, sessionDidEnd: self.session(session))
    }
  }
}
