import DnDEngine
import DnDSimulator
import DndsimCLI

// An executable of a user's own: its Swift scenes run through the same `dndsim` interface
// (`dndsim-custom-example replay trace.jsonl`). A trace names a Swift scene by its `name`, like
// a scene file.

/// Talk 203's "Hello World": a label whose drag carries a string, and a note view of another app
/// that copies text and shows what it received.
final class HelloWorldScene: DnDScene {
  static let name = "hello-world"

  final class Label: DragInteractionDelegate {
    func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
      [DragItem(itemProvider: ItemProvider(object: "Hello World"))]
    }
  }

  final class Notes: DropInteractionDelegate {
    unowned let system: DragDropSystem
    init(system: DragDropSystem) { self.system = system }

    func canHandle(_ interaction: DropInteraction, session: DropSession) -> Bool {
      session.canLoadObjects(ofClass: String.self)
    }
    func sessionDidUpdate(_ interaction: DropInteraction, session: DropSession) -> DropProposal {
      .copy
    }
    func performDrop(_ interaction: DropInteraction, session: DropSession) {
      _ = session.loadObjects(ofClass: String.self) { [system] texts in
        system.log.record(.delegate, "notes", "show", [.init("text", texts.joined())])
      }
    }
  }

  init(system: DragDropSystem) throws {
    let greeter = Window(
      app: App(name: "greeter", team: "T1"), frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let notes = Window(
      app: App(name: "notes", team: "T2"), frame: Rect(x: 400, y: 0, width: 400, height: 400))
    system.addWindow(greeter)
    system.addWindow(notes)
    let label = View(name: "label", frame: Rect(x: 50, y: 50, width: 200, height: 40))
    let pad = View(name: "notes", frame: Rect(x: 0, y: 0, width: 400, height: 400))
    greeter.rootView.addSubview(label)
    notes.rootView.addSubview(pad)
    label.addInteraction(DragInteraction(delegate: Label()))
    pad.addInteraction(DropInteraction(delegate: Notes(system: system)))
  }
}

Dndsim.main(scenes: SceneCatalog([HelloWorldScene.self]))
