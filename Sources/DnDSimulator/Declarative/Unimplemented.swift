import DnDEngine

/// Delegates that implement no optional method: a declarative delegate passes the call of a
/// method its scene says the app does not implement to one of these, so the protocol's own
/// default runs — it reports the method not implemented (the engine then leaves the call out of
/// the log, as UIKit never makes it) and gives UIKit's answer for a missing method
/// (Docs/delegate-methods.md). The defaults live in one place, the engine's protocols.
enum Unimplemented {
  static let drag = Drag()
  static let drop = Drop()
  static let list = List()

  final class Drag: DragInteractionDelegate, Sendable {
    func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
      []
    }
  }

  final class Drop: DropInteractionDelegate, Sendable {}

  final class List: ListDragDelegate, ListDropDelegate, ListDelegate, Sendable {
    func itemsForBeginning(_ list: ListView, session: DragSession, at indexPath: ListIndexPath)
      -> [DragItem]
    { [] }
    func performDrop(_ list: ListView, coordinator: ListDropCoordinator) {}
  }
}
