import DnDEngine
import DnDUIKit
import Testing
import VirtualTime

/// Talk 203's Hello World — a label whose drag carries a string, and a notes view of another app
/// that copies text — written once in UIKit's spelling and once with the engine's native API:
/// the two logs are byte-identical.
@Suite struct HelloWorldParityTests {
  // MARK: UIKit spelling (what an iOS developer ships)

  final class GreeterViewController: UIViewController, UIDragInteractionDelegate {
    let label = UILabel(frame: CGRect(x: 50, y: 50, width: 200, height: 40))

    override func viewDidLoad() {
      super.viewDidLoad()
      label.text = "Hello World"
      label.accessibilityIdentifier = "label"
      label.isUserInteractionEnabled = true
      view.addSubview(label)
      label.addInteraction(UIDragInteraction(delegate: self))
    }

    func dragInteraction(
      _ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession
    ) -> [UIDragItem] {
      let provider = NSItemProvider(object: "Hello World" as NSString)
      return [UIDragItem(itemProvider: provider)]
    }
  }

  final class NotesViewController: UIViewController, UIDropInteractionDelegate {
    var received: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      view.accessibilityIdentifier = "notes"
      view.addInteraction(UIDropInteraction(delegate: self))
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession)
      -> Bool
    {
      session.canLoadObjects(ofClass: NSString.self)
    }

    func dropInteraction(
      _ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession
    ) -> UIDropProposal {
      UIDropProposal(operation: .copy)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
      session.loadObjects(ofClass: NSString.self) { objects in
        self.received += objects.compactMap { ($0 as? NSString).map { $0 as String } }
      }
    }
  }

  // MARK: Native spelling (the engine's API)

  final class NativeLabel: DragInteractionDelegate {
    func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
      [DragItem(itemProvider: ItemProvider(object: "Hello World"))]
    }
  }

  final class NativeNotes: DropInteractionDelegate {
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
  }

  static let greeterFrame = CGRect(x: 0, y: 0, width: 400, height: 400)
  static let notesFrame = CGRect(x: 400, y: 0, width: 400, height: 400)

  static func play(_ device: TestDevice) {
    device.drag(from: CGPoint(x: 150, y: 70), to: CGPoint(x: 600, y: 200))
    device.settle()
  }

  @Test func theUIKitAndNativeHelloWorldsLogTheSame() {
    let uikit = TestDevice()
    let notes = NotesViewController()
    uikit.show(GreeterViewController(), app: "greeter", frame: Self.greeterFrame)
    uikit.show(notes, app: "notes", team: "T2", frame: Self.notesFrame)
    Self.play(uikit)
    #expect(notes.received == ["Hello World"])

    let native = TestDevice()
    let nativeNotes = NativeNotes()
    let greeter = Window(
      app: App(name: "greeter", team: "T1"), frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let notesWindow = Window(
      app: App(name: "notes", team: "T2"), frame: Rect(x: 400, y: 0, width: 400, height: 400))
    native.system.addWindow(greeter)
    native.system.addWindow(notesWindow)
    let root = View(name: "GreeterViewController", frame: Rect(x: 0, y: 0, width: 400, height: 400))
    greeter.rootView.addSubview(root)
    let label = View(name: "label", frame: Rect(x: 50, y: 50, width: 200, height: 40))
    root.addSubview(label)
    label.addInteraction(DragInteraction(delegate: NativeLabel()))
    let pad = View(name: "notes", frame: Rect(x: 0, y: 0, width: 400, height: 400))
    notesWindow.rootView.addSubview(pad)
    pad.addInteraction(DropInteraction(delegate: nativeNotes))
    Self.play(native)
    #expect(nativeNotes.received == ["Hello World"])

    #expect(uikit.lines == native.lines)
    #expect(uikit.lines.contains { $0.contains("notes.drop performDrop") })
    // Neither app implements sessionDidMove or the drag's end: neither log has them.
    #expect(!uikit.lines.contains { $0.contains("sessionDidMove") })
  }
}
