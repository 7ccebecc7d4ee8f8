import DnDEngine
import DnDSimulator

/// A photos app whose view `a` drags two items — I1 a PNG named sunset.png, I2 plain text — and
/// a notes app whose view `b` copies them, loading both in `performDrop` (L1, L2).
final class AlbumScene: DnDScene {
  static let name = "album"

  final class Source: DragInteractionDelegate {
    func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
      let photo = ItemProvider()
      photo.suggestedName = "sunset.png"
      photo.registerDataRepresentation(forType: .png, data: ItemData(utf8: "png"))
      return [
        DragItem(itemProvider: photo), DragItem(itemProvider: ItemProvider(object: "caption")),
      ]
    }
  }

  final class Target: DropInteractionDelegate {
    func sessionDidUpdate(_ interaction: DropInteraction, session: DropSession) -> DropProposal {
      .copy
    }
    func performDrop(_ interaction: DropInteraction, session: DropSession) {
      for item in session.items {
        item.itemProvider.loadDataRepresentation(forTypeIdentifier: .data) { _ in }
      }
    }
  }

  init(system: DragDropSystem) throws {
    let photos = Window(
      app: App(name: "photos", team: "T1"), frame: Rect(x: 0, y: 0, width: 200, height: 500))
    let notes = Window(
      app: App(name: "notes", team: "T2"), frame: Rect(x: 200, y: 0, width: 300, height: 500))
    system.addWindow(photos)
    system.addWindow(notes)
    let a = View(name: "a", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let b = View(name: "b", frame: Rect(x: 0, y: 200, width: 100, height: 100))
    photos.rootView.addSubview(a)
    notes.rootView.addSubview(b)
    a.addInteraction(DragInteraction(delegate: Source()))
    b.addInteraction(DropInteraction(delegate: Target()))
  }
}
