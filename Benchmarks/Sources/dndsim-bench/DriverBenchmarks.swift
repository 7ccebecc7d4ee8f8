import DnDEngine
import DnDSimulator
import DnDTesting
import Foundation
import VirtualTime

// The `driver` family: how many complete gestures a test can play through the Swift driver per
// second of wall time — a fresh SimulatedDevice per gesture (as a test makes one), a long press
// through the lift, a move of about 60 samples onto another app's view, the release, a drop that
// loads the data, and settling with the invariant checker on.

extension BenchmarkFamily {
  static let driver = BenchmarkFamily(
    name: "driver",
    summary: "complete long-press-drag-drop gestures per second through the Swift driver",
    run: { try DriverBenchmarks.run() })
}

enum DriverBenchmarks {
  static let gestures = 2_000
  static let repetitions = 5

  @MainActor
  static func run() throws {
    measure("driver.drags_per_s") {
      var times: [Int64] = []
      var samples = 0
      for _ in 0..<repetitions {
        var delivered = 0
        let run = try timed { () throws -> Void in
          for _ in 0..<gestures {
            let device = try SimulatedDevice(scene: BenchHelloScene.self)
            let scene = device.scene(as: BenchHelloScene.self)
            try device.longPressDrag(
              from: .view(scene.label), to: .view(scene.notes), over: .milliseconds(1_000))
            try device.settle()
            delivered += scene.received.count
          }
        }
        samples = try samplesPerGesture()
        guard delivered == gestures else {
          throw BenchmarkFailure("driver.drags_per_s: \(delivered) of \(gestures) drops delivered")
        }
        times.append(run.nanoseconds)
      }
      let perSecond = Double(gestures) / (Double(median(times)) / 1e9)
      // A device runs on the main actor (Docs/testing.md), so there is no parallel figure:
      // devices on several threads at once are not something a test can make.
      emit(
        "driver.drags_per_s ours=\(Int64(perSecond.rounded())) "
          + "samples_per_drag=\(samples) goal=10000")
    }
  }
}

/// The touch samples of one gesture, counted in its recorded trace (outside the timed region).
@MainActor
func samplesPerGesture() throws -> Int {
  let device = try SimulatedDevice(scene: BenchHelloScene.self)
  let scene = device.scene(as: BenchHelloScene.self)
  try device.longPressDrag(
    from: .view(scene.label), to: .view(scene.notes), over: .milliseconds(1_000))
  try device.settle()
  return device.traceText.split(separator: "\n").count - 1
}

/// Talk 203's Hello World: a label's string copied to a notes view of another app.
final class BenchHelloScene: DnDScene {
  static let name = "bench-hello"
  let label: View
  let notes: View
  var received: [String] = []

  final class Label: DragInteractionDelegate {
    func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
      [DragItem(itemProvider: ItemProvider(object: "Hello World"))]
    }
  }

  @MainActor
  final class Notes: @preconcurrency DropInteractionDelegate {
    unowned let scene: BenchHelloScene
    init(scene: BenchHelloScene) { self.scene = scene }
    func canHandle(_ interaction: DropInteraction, session: DropSession) -> Bool {
      session.canLoadObjects(ofClass: String.self)
    }
    func sessionDidUpdate(_ interaction: DropInteraction, session: DropSession) -> DropProposal {
      .copy
    }
    func performDrop(_ interaction: DropInteraction, session: DropSession) {
      _ = session.loadObjects(ofClass: String.self) { self.scene.received += $0 }
    }
  }

  init(system: DragDropSystem) throws {
    let greeter = Window(
      app: App(name: "greeter", team: "T1"), frame: Rect(x: 0, y: 0, width: 400, height: 600))
    let notesWindow = Window(
      app: App(name: "notes", team: "T2"), frame: Rect(x: 400, y: 0, width: 400, height: 600))
    system.addWindow(greeter)
    system.addWindow(notesWindow)
    label = View(name: "label", frame: Rect(x: 50, y: 50, width: 200, height: 40))
    greeter.rootView.addSubview(label)
    label.addInteraction(DragInteraction(delegate: Label()))
    notes = View(name: "notes", frame: Rect(x: 0, y: 0, width: 400, height: 600))
    notesWindow.rootView.addSubview(notes)
    notes.addInteraction(DropInteraction(delegate: Notes(scene: self)))
    system.keepAlive(self)
  }
}
