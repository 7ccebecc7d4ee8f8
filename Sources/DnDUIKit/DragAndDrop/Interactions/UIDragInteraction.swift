import DnDEngine

/// Makes a view a drag source (UIKit's `UIDragInteraction`). It stands for an engine
/// `DragInteraction`, whose delegate passes each question to this one's delegate in
/// UIKit's spelling. As in UIKit, the delegate is not retained.
@preconcurrency @MainActor
open class UIDragInteraction: NSObject, UIInteraction, EngineInteraction {
  package let engine: DragInteraction
  public private(set) weak var delegate: UIDragInteractionDelegate?

  public init(delegate: UIDragInteractionDelegate) {
    let adapter = DragDelegateAdapter()
    engine = DragInteraction(delegate: adapter)
    self.delegate = delegate
    self.adapter = adapter
    super.init()
    engine.facade = self
  }

  private unowned let adapter: DragDelegateAdapter

  var engineInteraction: any Interaction { engine }

  func attachToView() { adapter.facade = self }
  func detachFromView() { adapter.facade = nil }

  /// Whether the interaction starts drags: as set, else the default of the device its view is
  /// on (as the engine decides), else ``isEnabledByDefault``.
  open var isEnabled: Bool {
    get {
      engine.isEnabled ?? engine.view?.window?.system?.profile.dragInteractionEnabledByDefault
        ?? Self.isEnabledByDefault
    }
    set { engine.isEnabled = newValue }
  }

  /// On for a tablet, off for a phone: the profile of the device running the code (true when no
  /// device is running it yet).
  open class var isEnabledByDefault: Bool {
    CurrentDevice.system?.profile.dragInteractionEnabledByDefault ?? true
  }

  open var allowsSimultaneousRecognitionDuringLift: Bool {
    get { engine.allowsSimultaneousRecognitionDuringLift }
    set { engine.allowsSimultaneousRecognitionDuringLift = newValue }
  }

  public var view: UIView? { engine.view?.uiView }

  open func willMove(to view: UIView?) {}
  open func didMove(to view: UIView?) {}

  static func facade(for interaction: DragInteraction) -> UIDragInteraction? {
    interaction.facade as? UIDragInteraction
  }
}

/// The engine delegate of a ``UIDragInteraction``: every engine question, asked of the UIKit
/// delegate in UIKit's terms. It implements every engine method, so that the UIKit delegate's own
/// defaults decide what is implemented. The methods are generated from the table of delegate
/// methods (InteractionDelegateAdapters.swift, Docs/delegate-methods.md) but for the two below,
/// whose arguments may have no UIKit stand-in.
final class DragDelegateAdapter {
  /// The interaction, while it is on a view (set and cleared by ``UIView``): a strong reference,
  /// because a weak one costs a side-table load on every call (each touch sample); the cycle it
  /// makes with the engine interaction is broken when the interaction leaves its view or the view
  /// goes away.
  var facade: UIDragInteraction?

  /// The interaction and its delegate; nil when either is gone (UIKit then asks nobody). Written
  /// out here and in `DropDelegateAdapter` rather than shared: a generic helper taking a closure
  /// cost about 8 % of `uikit.overhead` on this per-sample path (Benchmarks/README.md).
  var parties: (UIDragInteraction, UIDragInteractionDelegate)? {
    guard let facade, let delegate = facade.delegate else {
      DelegateMethod.reportNotImplemented()
      return nil
    }
    return (facade, delegate)
  }

  /// The facade of the session asked about last, kept (with its engine session) until another
  /// session is asked about: a drag asks on every move, and a new facade each time would cost
  /// an allocation and a weak reference per touch sample.
  private var lastSession: DragSessionFacade?

  /// The optional methods the UIKit delegate turned out not to implement.
  var missing = MissingMethods()

  func session(_ session: DragSession) -> UIDragSession {
    if let lastSession, lastSession.engine === session { return lastSession }
    let facade = DragSessionFacade.facade(for: session)
    lastSession = facade
    return facade
  }

  func willAddItems(
    _ interaction: DragInteraction, session: DragSession, items: [DragItem],
    addingInteraction: DragInteraction
  ) {
    guard let (facade, delegate) = parties,
      let adding = UIDragInteraction.facade(for: addingInteraction)
    else { return }
    delegate.dragInteraction(
      facade, session: self.session(session), willAdd: items.map(UIDragItem.facade(for:)),
      for: adding)
  }

  func previewForCancelling(
    _ interaction: DragInteraction, item: DragItem, defaultPreview: TargetedPreview
  ) -> TargetedPreview? {
    guard let (facade, delegate) = parties else { return nil }
    guard let fallback = UITargetedDragPreview.from(defaultPreview) else {
      // No UIKit preview stands for the default (its container has no DnDUIKit view): the app
      // is not called, so the log must not show a call; the item fades, as without the method
      // (Docs/uikit.md, "Previews").
      DelegateMethod.reportNotImplemented()
      return nil
    }
    return delegate.dragInteraction(
      facade, previewForCancelling: UIDragItem.facade(for: item), withDefault: fallback
    ).engineValue
  }
}
