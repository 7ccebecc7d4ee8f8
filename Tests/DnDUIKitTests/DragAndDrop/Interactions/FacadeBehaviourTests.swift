import DnDEngine
import DnDUIKit
import Testing
import VirtualTime

/// What DnDUIKit adds around the engine: names in the log, the virtual main queue, animations on
/// virtual time, paste configurations, and optional methods left unimplemented.
@Suite struct FacadeBehaviourTests {
  final class Board: UIViewController {
    let named = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let first = UILabel(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
    let second = UILabel(frame: CGRect(x: 0, y: 40, width: 10, height: 10))
    let image = UIImageView(frame: CGRect(x: 0, y: 60, width: 10, height: 10))

    override func viewDidLoad() {
      super.viewDidLoad()
      named.accessibilityIdentifier = "named"
      for view in [named, first, second, image] { view.addSubview(UIView()) }
      view.addSubview(named)
      view.addSubview(first)
      view.addSubview(second)
      view.addSubview(image)
    }
  }

  @Test func viewsAreNamedByIdentifierElseByTheirPlace() {
    let device = TestDevice()
    let board = Board()
    let window = device.show(
      board, app: "notes", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    #expect(board.view.accessibilityIdentifier == nil)
    let names = window.subviews.flatMap { [$0] + $0.subviews }.map(\.description)
    #expect(names.contains { $0.contains(" Board frame=") })
    #expect(names.contains { $0.contains(" named frame=") })
    #expect(names.contains { $0.contains(" Board/UILabel1 frame=") })
    #expect(names.contains { $0.contains(" Board/UILabel2 frame=") })
    #expect(names.contains { $0.contains(" Board/UIImageView1 frame=") })
    // A subview added before its parent joined the tree follows the parent's name at the time.
    #expect(board.first.subviews[0].description.contains(" UILabel/UIView1 frame="))
    // An identifier set later renames the view (and the interactions on it).
    board.second.accessibilityIdentifier = "second"
    #expect(board.second.description.contains(" second frame="))
  }

  /// An app's subclass that overrides UIKit's two designated initializers inherits `init()`, as
  /// in UIKit (it compiles only if UIView has no other designated initializer).
  final class BadgeView: UIView {
    let badge: String
    override init(frame: CGRect) {
      badge = "new"
      super.init(frame: frame)
    }
    required init?(coder: NSCoder) {
      return nil
    }
  }

  @Test func subclassesInheritTheConvenienceInitializer() {
    let view = BadgeView()
    #expect(view.badge == "new" && view.frame == .zero)
    #expect(UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).frame.width == 10)
  }

  @Test func labelsAndImageViewsIgnoreTouchesUnlessEnabled() {
    #expect(UIView().isUserInteractionEnabled)
    #expect(!UILabel().isUserInteractionEnabled)
    #expect(!UIImageView(image: nil).isUserInteractionEnabled)
  }

  /// What the recorder's blocks did, in order. Unchecked `Sendable`: a block for a queue other
  /// than the main one is concurrent code to the compiler (as with the SDK), yet every block runs
  /// on the device's one thread.
  nonisolated final class EventLog: @unchecked Sendable {
    var events: [String] = []
    func append(_ event: String) { events.append(event) }
  }

  final class Recorder: UIViewController {
    let log = EventLog()
    var events: [String] { log.events }
    override func viewDidLoad() {
      super.viewDidLoad()
      DispatchQueue.main.async {
        // The device is known in a main-queue block, as in the code that dispatched it.
        self.log.append(UIDevice.current.userInterfaceIdiom == .pad ? "main" : "main on a phone")
      }
      DispatchQueue.main.asyncAfter(deadline: .now() + 2.5) { self.log.append("after 2.5 s") }
      DispatchQueue.global().async { [log] in log.append("global") }
      OperationQueue.main.addOperation { [log] in log.append("operation") }
      UIView.animate(
        withDuration: 0.25, animations: { self.view.alpha = 0.5 },
        completion: { finished in self.log.append("animated \(finished)") })
    }
  }

  @Test func theMainQueueAndAnimationsRunOnTheVirtualClock() throws {
    let device = TestDevice()
    let recorder = Recorder()
    device.show(recorder, app: "a", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    // The animation's changes apply at once; nothing else has run yet.
    #expect(recorder.view.alpha == 0.5)
    #expect(recorder.events.isEmpty)
    try device.clock.runCurrent()
    #expect(recorder.events == ["main", "global", "operation"])
    try device.clock.advance(by: .milliseconds(250))
    #expect(recorder.events.last == "animated true")
    try device.clock.advance(by: .milliseconds(2249))
    #expect(recorder.events.count == 4)
    try device.clock.advance(by: .milliseconds(1))
    #expect(recorder.events.last == "after 2.5 s")
    #expect(device.clock.now == VirtualInstant.start + .milliseconds(2500))
  }

  final class PasteTarget: UIViewController {
    let field = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    var pasted: [String] = []
    override func viewDidLoad() {
      super.viewDidLoad()
      field.accessibilityIdentifier = "field"
      field.pasteConfiguration = UIPasteConfiguration(forAccepting: NSString.self)
      view.addSubview(field)
    }
  }

  final class PastingField: UIView {
    var received: [NSItemProvider] = []
    override func paste(itemProviders: [NSItemProvider]) { received += itemProviders }
  }

  final class TextSource: DragInteractionDelegate {
    func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
      [DragItem(itemProvider: ItemProvider(object: "pasted"))]
    }
  }

  @Test func aPasteConfigurationTakesDropsThroughPaste() {
    let device = TestDevice()
    let controller = UIViewController()
    device.show(controller, app: "notes", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let field = PastingField(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    field.accessibilityIdentifier = "field"
    field.pasteConfiguration = UIPasteConfiguration(forAccepting: NSString.self)
    controller.view.addSubview(field)
    let mail = Window(
      app: App(name: "mail", team: "T2"), frame: Rect(x: 400, y: 0, width: 200, height: 400))
    device.system.addWindow(mail)
    let text = View(name: "text", frame: Rect(x: 0, y: 0, width: 200, height: 100))
    mail.rootView.addSubview(text)
    text.addInteraction(DragInteraction(delegate: TextSource()))
    device.drag(from: CGPoint(x: 500, y: 50), to: CGPoint(x: 200, y: 200))
    device.settle()
    #expect(field.received.count == 1)
    #expect(field.canPaste(field.received))
    #expect(device.lines.contains { $0.contains("field.paste performDrop(session: S1)") })
  }

  final class Silent: UIViewController, UIDragInteractionDelegate, UIDropInteractionDelegate {
    override func viewDidLoad() {
      super.viewDidLoad()
      let source = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      source.accessibilityIdentifier = "source"
      source.addInteraction(UIDragInteraction(delegate: self))
      let target = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
      target.accessibilityIdentifier = "target"
      target.addInteraction(UIDropInteraction(delegate: self))
      view.addSubview(source)
      view.addSubview(target)
    }
    func dragInteraction(
      _ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession
    ) -> [UIDragItem] {
      [UIDragItem(itemProvider: NSItemProvider(object: "x" as NSString))]
    }
    /// Spelled wrongly on purpose (`session` instead of `sessionDidUpdate`): not UIKit's method,
    /// so the protocol's default answers and the call is not in the log.
    func dropInteraction(_ interaction: UIDropInteraction, session: UIDropSession)
      -> UIDropProposal
    {
      UIDropProposal(operation: .copy)
    }
  }

  @Test func unimplementedUIKitMethodsAreNotCalledAndAreListed() {
    let device = TestDevice()
    device.show(Silent(), app: "a", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    device.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 50))
    device.settle()
    let calls = device.system.log.events.filter { $0.kind == .delegate }.map {
      "\($0.subject) \($0.name)"
    }
    #expect(calls == ["source.drag itemsForBeginning"])
    // The misspelled method left the default in place: a cancel, so no drop.
    #expect(device.system.notImplementedCalls.contains("target.drop sessionDidUpdate"))
    #expect(device.lines.contains { $0.contains("S1 cancel(") })
  }
}

/// Talk 213's Drop Destination before its fix, written as UIKit code: "all we've implemented is
/// sessionDidUpdate. So, it's no wonder that the drop doesn't work" (Docs/engine.md §10.12).
@Suite struct DropWithoutPerformDropTests {
  final class Gallery: UIViewController, UIDragInteractionDelegate, UIDropInteractionDelegate {
    var updates = 0
    override func viewDidLoad() {
      super.viewDidLoad()
      let photo = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      photo.accessibilityIdentifier = "photo"
      photo.addInteraction(UIDragInteraction(delegate: self))
      let grid = UIView(frame: CGRect(x: 200, y: 0, width: 200, height: 200))
      grid.accessibilityIdentifier = "grid"
      grid.addInteraction(UIDropInteraction(delegate: self))
      view.addSubview(photo)
      view.addSubview(grid)
    }
    func dragInteraction(
      _ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession
    ) -> [UIDragItem] {
      [UIDragItem(itemProvider: NSItemProvider(object: "x" as NSString))]
    }
    func dropInteraction(
      _ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession
    ) -> UIDropProposal {
      updates += 1
      return UIDropProposal(operation: .copy)
    }
  }

  @Test func theDropDoesNotWorkAndTheSourceHearsCancel() {
    let device = TestDevice()
    let gallery = Gallery()
    device.show(gallery, app: "a", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    device.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 300, y: 100))
    device.settle()
    #expect(gallery.updates > 0)
    #expect(
      device.lines.contains { $0.contains("grid.drop sessionDidUpdate(session: S1) -> copy") })
    #expect(device.lines.contains { $0.contains("S1 cancel(reason: performDrop not implemented)") })
    #expect(!device.lines.contains { $0.contains("S1 drop(") || $0.contains("performDrop(") })
    #expect(device.system.notImplementedCalls.contains("grid.drop performDrop"))
  }
}

/// An optional method the delegate does not implement is asked once; after that the adapter
/// answers UIKit's default itself. That remembered answer must be the same as the first.
@Suite struct RememberedDefaultTests {
  /// A source that implements only `itemsForBeginning` (so `sessionAllowsMoveOperation` is
  /// UIKit's default, true), and a target in the same app that asks for a move.
  final class MoveBoard: UIViewController, UIDragInteractionDelegate, UIDropInteractionDelegate {
    var performed = 0
    override func viewDidLoad() {
      super.viewDidLoad()
      let source = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      source.accessibilityIdentifier = "source"
      source.addInteraction(UIDragInteraction(delegate: self))
      let target = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
      target.accessibilityIdentifier = "target"
      target.addInteraction(UIDropInteraction(delegate: self))
      view.addSubview(source)
      view.addSubview(target)
    }
    func dragInteraction(
      _ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession
    ) -> [UIDragItem] {
      [UIDragItem(itemProvider: NSItemProvider(object: "card" as NSString))]
    }
    func dropInteraction(
      _ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession
    ) -> UIDropProposal {
      UIDropProposal(operation: .move)
    }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
      performed += 1
    }
  }

  @Test func everyDragOfADelegateWithoutAllowsMoveMayMove() {
    let device = TestDevice()
    let board = MoveBoard()
    device.show(board, app: "cards", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    for _ in 0..<3 {
      device.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 50))
      device.settle()
    }
    // Three drops, each a move: the first asked the delegate's default, the others were
    // answered from the remembered default, which is UIKit's (true).
    #expect(board.performed == 3)
    #expect(device.system.notImplementedCalls.contains("source.drag sessionAllowsMoveOperation"))
    let moves = device.lines.filter { $0.contains("target.drop performDrop(") }
    #expect(moves.count == 3)
    #expect(device.lines.filter { $0.contains(" cancel(") }.isEmpty)
    for session in ["S1", "S2", "S3"] {
      #expect(
        device.lines.contains {
          $0.contains("\(session) drop(target: target.drop, operation: move)")
        })
    }
  }

  /// A drop interaction takes one drop session at a time unless told otherwise (UIKit's
  /// `allowsSimultaneousDropSessions`, default false): the setting reads back what was set.
  @Test func aDropInteractionTakesSeveralSessionsOnlyWhenAllowed() {
    final class Target: NSObject, UIDropInteractionDelegate {
      func dropInteraction(
        _ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession
      ) -> UIDropProposal { UIDropProposal(operation: .copy) }
      func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {}
    }
    let target = Target()
    let interaction = UIDropInteraction(delegate: target)
    #expect(!interaction.allowsSimultaneousDropSessions)
    interaction.allowsSimultaneousDropSessions = true
    #expect(interaction.allowsSimultaneousDropSessions)
    interaction.allowsSimultaneousDropSessions = false
    #expect(!interaction.allowsSimultaneousDropSessions)
  }
}
