import DnDEngine
import DnDSimulator

/// Talk 203's Hello World, natively: a label in a greeter app whose drag carries a string, and
/// a notes view of another app that copies text (`received` holds what arrived).
final class HelloScene: DnDScene {
  static let name = "driver-hello"
  let label: View
  let notes: View
  let notesDelegate = Notes()

  final class Label: DragInteractionDelegate {
    func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
      [DragItem(itemProvider: ItemProvider(object: "Hello World"))]
    }
    func itemsForAddingTo(_ interaction: DragInteraction, session: DragSession, point: Point)
      -> [DragItem]
    {
      [DragItem(itemProvider: ItemProvider(object: "Again"))]
    }
  }

  final class Notes: DropInteractionDelegate {
    var received: [String] = []
    func canHandle(_ interaction: DropInteraction, session: DropSession) -> Bool {
      session.canLoadObjects(ofClass: String.self)
    }
    func sessionDidUpdate(_ interaction: DropInteraction, session: DropSession) -> DropProposal {
      .copy
    }
    func performDrop(_ interaction: DropInteraction, session: DropSession) {
      _ = session.loadObjects(ofClass: String.self) { self.received += $0 }
    }
    func sessionDidEnd(_ interaction: DropInteraction, session: DropSession) {}
  }

  init(system: DragDropSystem) throws {
    let greeter = Window(
      app: App(name: "greeter", team: "T1"), frame: Rect(x: 0, y: 0, width: 400, height: 600))
    let notesWindow = Window(
      app: App(name: "notes", team: "T2"), frame: Rect(x: 400, y: 0, width: 400, height: 600))
    system.addWindow(greeter)
    system.addWindow(notesWindow)
    label = View(name: "label", frame: Rect(x: 50, y: 50, width: 200, height: 40))
    let second = View(name: "second", frame: Rect(x: 50, y: 150, width: 200, height: 40))
    greeter.rootView.addSubview(label)
    greeter.rootView.addSubview(second)
    label.addInteraction(DragInteraction(delegate: Label()))
    second.addInteraction(DragInteraction(delegate: Label()))
    notes = View(name: "notes", frame: Rect(x: 0, y: 0, width: 400, height: 600))
    notesWindow.rootView.addSubview(notes)
    notes.addInteraction(DropInteraction(delegate: notesDelegate))
  }
}
