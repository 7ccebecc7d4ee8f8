import DnDEngine
import DnDUIKit
import Testing

/// The drop and cancel previews: an app that implements `previewForDropping` or
/// `previewForCancelling` is called with a default even when its lift preview was a view in no
/// window (a freestanding image view, say), and the log shows the app's own answer.
@Suite struct PreviewAnswerTests {
  /// A photo whose lift preview is a freestanding image view, and a drop area; both delegates
  /// answer nil for the drop and cancel previews and write down each call they receive.
  final class Board: UIViewController, UIDragInteractionDelegate, UIDropInteractionDelegate {
    let photo = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
    let area = UIView(frame: CGRect(x: 300, y: 20, width: 200, height: 200))
    var received: [String] = []
    var defaults: [String] = []
    var refuses = false

    override func viewDidLoad() {
      super.viewDidLoad()
      photo.accessibilityIdentifier = "photo"
      area.accessibilityIdentifier = "area"
      view.addSubview(photo)
      view.addSubview(area)
      photo.addInteraction(UIDragInteraction(delegate: self))
      area.addInteraction(UIDropInteraction(delegate: self))
    }

    func dragInteraction(
      _ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession
    ) -> [UIDragItem] {
      [UIDragItem(itemProvider: NSItemProvider(object: "hello" as NSString))]
    }

    func dragInteraction(
      _ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
      session: UIDragSession
    ) -> UITargetedDragPreview? {
      let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      return UITargetedDragPreview(
        view: image, parameters: UIDragPreviewParameters(),
        target: UIDragPreviewTarget(container: photo, center: CGPoint(x: 50, y: 50)))
    }

    func dragInteraction(
      _ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
      withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview? {
      received.append("previewForCancelling")
      return nil
    }

    func dropInteraction(
      _ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession
    ) -> UIDropProposal {
      UIDropProposal(operation: refuses ? .cancel : .copy)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {}

    func dropInteraction(
      _ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
      withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview? {
      received.append("previewForDropping")
      let view = defaultPreview.view
      defaults.append(
        "\(view.description) \(Int(view.bounds.width))x\(Int(view.bounds.height))"
          + (view.window == nil ? " in no window" : ""))
      return nil
    }
  }

  func lines(refusing: Bool) -> (log: [String], received: [String]) {
    let device = TestDevice()
    let board = Board()
    board.refuses = refusing
    device.show(board, app: "photos", frame: CGRect(x: 0, y: 0, width: 600, height: 400))
    device.drag(from: CGPoint(x: 70, y: 70), to: CGPoint(x: 400, y: 120))
    device.advance(ms: 1000)
    return (device.lines, board.received)
  }

  @Test func aDropPreviewOfAFreestandingLiftPreviewIsAskedAndAnswered() {
    let (log, received) = lines(refusing: false)
    #expect(received == ["previewForDropping"])
    let asked = log.filter { $0.contains("previewForDropping") }
    #expect(asked.count == 1, "\(log.joined(separator: "\n"))")
    #expect(asked.first?.hasSuffix("-> nil") == true, "\(asked)")
  }

  @Test func aCancelPreviewOfAFreestandingLiftPreviewIsAskedAndAnswered() {
    let (log, received) = lines(refusing: true)
    #expect(received == ["previewForCancelling"])
    let asked = log.filter { $0.contains("previewForCancelling") }
    #expect(asked.count == 1, "\(log.joined(separator: "\n"))")
    #expect(asked.first?.hasSuffix("-> nil") == true, "\(asked)")
  }

  /// A drag source of the engine's native API, with no UIKit view.
  final class NativeSource: DragInteractionDelegate {
    func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
      [DragItem(itemProvider: ItemProvider(object: "hello"))]
    }
  }

  /// Dropped from a native view (another app, as it were), the default drop preview shows a
  /// snapshot of it, of its name and size, which the app is asked about as on iOS.
  @Test func aDefaultOfAnotherAppsViewIsASnapshot() {
    let device = TestDevice()
    let board = Board()
    device.show(board, app: "photos", frame: CGRect(x: 0, y: 0, width: 600, height: 400))
    let native = Window(
      app: App(name: "native", team: "T2"), frame: Rect(x: 0, y: 400, width: 600, height: 200))
    device.system.addWindow(native)
    let label = View(name: "label", frame: Rect(x: 20, y: 20, width: 100, height: 40))
    native.rootView.addSubview(label)
    label.addInteraction(DragInteraction(delegate: NativeSource()))
    device.drag(from: CGPoint(x: 70, y: 440), to: CGPoint(x: 400, y: 120))
    device.advance(ms: 1000)
    #expect(board.received == ["previewForDropping"])
    #expect(board.defaults.count == 1)
    #expect(board.defaults.first?.contains(" label frame=") == true, "\(board.defaults)")
    #expect(board.defaults.first?.hasSuffix(" 100x40 in no window") == true, "\(board.defaults)")
    let asked = device.lines.filter { $0.contains("previewForDropping") }
    #expect(asked.count == 1 && asked.first?.hasSuffix("-> nil") == true, "\(asked)")
  }
}
