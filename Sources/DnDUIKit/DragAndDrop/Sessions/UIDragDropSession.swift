import DnDEngine

/// What a drag and a drop session have in common (UIKit's `UIDragDropSession`).
@preconcurrency @MainActor
public protocol UIDragDropSession: NSObjectProtocol {
  var items: [UIDragItem] { get }
  func location(in view: UIView) -> CGPoint
  var allowsMoveOperation: Bool { get }
  var isRestrictedToDraggingApplication: Bool { get }
  func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
  func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool
}

/// A drag as its source sees it (UIKit's `UIDragSession`).
@preconcurrency @MainActor
public protocol UIDragSession: UIDragDropSession {
  /// Free-form state for the source app.
  var localContext: Any? { get set }
}

/// A drag as a drop target sees it (UIKit's `UIDropSession`).
@preconcurrency @MainActor
public protocol UIDropSession: UIDragDropSession {
  /// The source's session when the drag comes from the same app, else nil.
  var localDragSession: UIDragSession? { get }
  var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }
  /// The progress of every load of this drop.
  var progress: Progress { get }
  /// Loads an object of `aClass` from every item that can give one, then calls `completion` on
  /// the main queue with those that loaded, in item order. Allowed only in `performDrop`.
  @discardableResult
  func loadObjects(
    ofClass aClass: NSItemProviderReading.Type,
    completion: @escaping ([NSItemProviderReading]) -> Void
  ) -> Progress
}

/// What the engine's drag and drop sessions have in common, as the facades read it.
protocol EngineSession {
  var items: [DragItem] { get }
  func location(in view: View) -> Point?
  var allowsMoveOperation: Bool { get }
  var isRestrictedToDraggingApplication: Bool { get }
  func hasItemsConforming(toTypeIdentifiers types: [TypeIdentifier]) -> Bool
  func canLoadObjects(ofClass objectType: any ObjectReading.Type) -> Bool
}

extension DragSession: EngineSession {}
extension DropSession: EngineSession {}

/// A facade of an engine session: `UIDragDropSession`'s members, read from the engine's.
protocol SessionFacade: UIDragDropSession {
  associatedtype Engine: EngineSession
  var engine: Engine { get }
}

extension SessionFacade {
  var items: [UIDragItem] { engine.items.map(UIDragItem.facade(for:)) }

  func location(in view: UIView) -> CGPoint {
    engine.location(in: view.engineView).map(CGPoint.init) ?? .zero
  }

  var allowsMoveOperation: Bool { engine.allowsMoveOperation }
  var isRestrictedToDraggingApplication: Bool { engine.isRestrictedToDraggingApplication }

  func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
    engine.hasItemsConforming(toTypeIdentifiers: typeIdentifiers.map { TypeIdentifier($0) })
  }

  func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool {
    engine.canLoadObjects(ofClass: NSItemProvider.objectReadingType(for: aClass))
  }
}

/// The engine's drag session, as UIKit's `UIDragSession`.
final class DragSessionFacade: NSObject, UIDragSession, SessionFacade {
  let engine: DragSession

  private init(_ engine: DragSession) {
    self.engine = engine
    super.init()
    engine.facade = self
  }

  static func facade(for session: DragSession) -> DragSessionFacade {
    (session.facade as? DragSessionFacade) ?? DragSessionFacade(session)
  }

  var localContext: Any? {
    get { engine.localContext }
    set { engine.localContext = newValue }
  }
}

/// The engine's drop session, as UIKit's `UIDropSession`.
final class DropSessionFacade: NSObject, UIDropSession, SessionFacade {
  let engine: DropSession

  init(_ engine: DropSession) {
    self.engine = engine
  }

  var localDragSession: UIDragSession? {
    engine.localDragSession.map(DragSessionFacade.facade(for:))
  }

  var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle {
    get { engine.progressIndicatorStyle == .none ? .none : .default }
    set { engine.progressIndicatorStyle = newValue == .none ? .none : .default }
  }

}
