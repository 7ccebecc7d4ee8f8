import DnDEngine

/// Makes a view a drop target (UIKit's `UIDropInteraction`). It stands for an engine
/// `DropInteraction`; as in UIKit, the delegate is not retained.
@preconcurrency @MainActor
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

/// The engine delegate of a ``UIDropInteraction`` (see ``DragDelegateAdapter``): the methods are
/// generated from the table of delegate methods (InteractionDelegateAdapters.swift) but for
/// `previewForDropping`, whose default preview may have no UIKit stand-in.
final class DropDelegateAdapter {
  /// The interaction while it is on a view (see `DragDelegateAdapter.facade`).
  var facade: UIDropInteraction?

  /// The facade of the drop session asked about last (see `DragDelegateAdapter.lastSession`).
  private var lastSession: DropSessionFacade?

  func session(_ session: DropSession) -> DropSessionFacade {
    if let lastSession, lastSession.engine === session { return lastSession }
    let facade = DropSessionFacade(session)
    lastSession = facade
    return facade
  }

  /// The optional methods the UIKit delegate turned out not to implement.
  var missing = MissingMethods()

  /// The interaction and its delegate (see `DragDelegateAdapter.parties`).
  var parties: (UIDropInteraction, UIDropInteractionDelegate)? {
    guard let facade, let delegate = facade.delegate else {
      DelegateMethod.reportNotImplemented()
      return nil
    }
    return (facade, delegate)
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
}
