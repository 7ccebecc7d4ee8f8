import DnDEngine
import DnDUIKit
import VirtualTime

// The `uikit` family: what DnDUIKit's facade costs. The same scenario — talk 203's Hello World,
// a label's string dragged to a notes view of another app that loads it — written once in UIKit's
// spelling (DnDUIKit) and once with the engine's native API, played as the same touches on the
// same engine; the logs must be identical. The figure is wall time per touch sample.

extension BenchmarkFamily {
  static let uikit = BenchmarkFamily(
    name: "uikit",
    summary: "DnDUIKit's facade against the native API on the same drag-and-drop scenario",
    run: { try UIKitBenchmarks.run() })
}

enum UIKitBenchmarks {
  /// Drags per run; each is about 60 touch samples.
  static let drags = 400
  static let repetitions = 5

  @MainActor
  static func run() throws {
    measure("uikit.overhead") {
      // The two sides must log the same lines before their times mean anything.
      let facadeLines = FacadeWorld().play(drags: 2, retaining: true)
      let nativeLines = NativeWorld().play(drags: 2, retaining: true)
      guard facadeLines == nativeLines, !facadeLines.isEmpty else {
        throw BenchmarkFailure("uikit.overhead: the facade's log differs from the native one")
      }
      var facadeTimes: [Int64] = []
      var nativeTimes: [Int64] = []
      var samples = 0
      for _ in 0..<repetitions {
        let facade = FacadeWorld()
        facadeTimes.append(timed { _ = facade.play(drags: drags, retaining: false) }.nanoseconds)
        let native = NativeWorld()
        let run = timed { _ = native.play(drags: drags, retaining: false) }
        nativeTimes.append(run.nanoseconds)
        samples = native.samples
      }
      let facadePerSample = perOp(median(facadeTimes), operations: samples)
      let nativePerSample = perOp(median(nativeTimes), operations: samples)
      emit(
        "uikit.overhead facade_ns_per_sample=\(formatNanoseconds(facadePerSample)) "
          + "native_ns_per_sample=\(formatNanoseconds(nativePerSample)) "
          + "ratio=\(formatRatio(facadePerSample / nativePerSample))")
    }
  }

  /// Touches for `drags` drags from the label (150, 70) to the notes view (600, 200).
  static func play(on system: DragDropSystem, clock: VirtualClock, drags: Int) -> Int {
    var samples = 0
    func touch(_ phase: TouchPhase, _ x: Double, _ y: Double) {
      system.handle(TouchSample(finger: 1, phase: phase, location: Point(x: x, y: y)))
      try! clock.runCurrent()
      samples += 1
    }
    for _ in 0..<drags {
      touch(.began, 150, 70)
      try! clock.advance(by: .milliseconds(600))
      for step in 1...58 {
        try! clock.advance(by: .milliseconds(16))
        let t = Double(step) / 58
        touch(.moved, 150 + 450 * t, 70 + 130 * t)
      }
      try! clock.advance(by: .milliseconds(50))
      touch(.ended, 600, 200)
      try! clock.runUntilIdle()
    }
    return samples
  }
}

// MARK: The facade side

final class BenchGreeter: UIViewController, UIDragInteractionDelegate {
  override func viewDidLoad() {
    super.viewDidLoad()
    let label = UILabel(frame: CGRect(x: 50, y: 50, width: 200, height: 40))
    label.accessibilityIdentifier = "label"
    label.isUserInteractionEnabled = true
    view.addSubview(label)
    label.addInteraction(UIDragInteraction(delegate: self))
  }

  func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession)
    -> [UIDragItem]
  {
    [UIDragItem(itemProvider: NSItemProvider(object: "Hello World" as NSString))]
  }
}

final class BenchNotes: UIViewController, UIDropInteractionDelegate {
  var received = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "notes"
    view.addInteraction(UIDropInteraction(delegate: self))
  }

  func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
    session.canLoadObjects(ofClass: NSString.self)
  }

  func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession)
    -> UIDropProposal
  {
    UIDropProposal(operation: .copy)
  }

  func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
    session.loadObjects(ofClass: NSString.self) { objects in self.received += objects.count }
  }
}

@MainActor
final class FacadeWorld {
  let clock = VirtualClock()
  let system: DragDropSystem
  private(set) var samples = 0

  init() {
    system = DragDropSystem(clock: clock, profile: .tablet)
    let greeter = UIWindow(
      app: App(name: "greeter", team: "T1"), frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let notes = UIWindow(
      app: App(name: "notes", team: "T2"), frame: CGRect(x: 400, y: 0, width: 400, height: 400))
    system.addWindow(greeter)
    system.addWindow(notes)
    greeter.rootViewController = BenchGreeter()
    notes.rootViewController = BenchNotes()
  }

  func play(drags: Int, retaining: Bool) -> [String] {
    system.log.retainsEvents = retaining
    samples = UIKitBenchmarks.play(on: system, clock: clock, drags: drags)
    return system.log.lines
  }
}

// MARK: The native side

final class NativeGreeter: DragInteractionDelegate {
  func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
    [DragItem(itemProvider: ItemProvider(object: "Hello World"))]
  }
}

final class NativeNotes: DropInteractionDelegate {
  var received = 0
  func canHandle(_ interaction: DropInteraction, session: DropSession) -> Bool {
    session.canLoadObjects(ofClass: String.self)
  }
  func sessionDidUpdate(_ interaction: DropInteraction, session: DropSession) -> DropProposal {
    .copy
  }
  func performDrop(_ interaction: DropInteraction, session: DropSession) {
    _ = session.loadObjects(ofClass: String.self) { self.received += $0.count }
  }
}

final class NativeWorld {
  let clock = VirtualClock()
  let system: DragDropSystem
  private(set) var samples = 0

  init() {
    system = DragDropSystem(clock: clock, profile: .tablet)
    let greeter = Window(
      app: App(name: "greeter", team: "T1"), frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let notes = Window(
      app: App(name: "notes", team: "T2"), frame: Rect(x: 400, y: 0, width: 400, height: 400))
    system.addWindow(greeter)
    system.addWindow(notes)
    let root = View(name: "BenchGreeter", frame: Rect(x: 0, y: 0, width: 400, height: 400))
    greeter.rootView.addSubview(root)
    let label = View(name: "label", frame: Rect(x: 50, y: 50, width: 200, height: 40))
    root.addSubview(label)
    label.addInteraction(DragInteraction(delegate: NativeGreeter()))
    let pad = View(name: "notes", frame: Rect(x: 0, y: 0, width: 400, height: 400))
    notes.rootView.addSubview(pad)
    pad.addInteraction(DropInteraction(delegate: NativeNotes()))
    system.keepAlive(pad)
  }

  func play(drags: Int, retaining: Bool) -> [String] {
    system.log.retainsEvents = retaining
    samples = UIKitBenchmarks.play(on: system, clock: clock, drags: drags)
    return system.log.lines
  }
}
