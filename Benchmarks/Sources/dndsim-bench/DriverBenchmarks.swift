import DnDEngine
import DnDSimulator
import DnDTesting
import Foundation
import Synchronization
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
      // The same gestures on every core at once, as a parallel test run plays them: each thread
      // makes its own devices (nothing is shared between devices).
      let threads = max(1, ProcessInfo.processInfo.activeProcessorCount)
      var parallelTimes: [Int64] = []
      for _ in 0..<repetitions {
        let failures = Mutex(0)
        let run = timed {
          DispatchQueue.concurrentPerform(iterations: threads) { _ in
            do {
              for _ in 0..<(gestures / threads) { try playOneGesture() }
            } catch {
              failures.withLock { $0 += 1 }
            }
          }
        }
        if failures.withLock({ $0 }) > 0 {
          throw BenchmarkFailure("driver.drags_per_s: a parallel gesture failed")
        }
        parallelTimes.append(run.nanoseconds)
      }
      let parallelPerSecond =
        Double(gestures / threads * threads) / (Double(median(parallelTimes)) / 1e9)
      emit(
        "driver.drags_per_s ours=\(Int64(perSecond.rounded())) "
          + "ours_parallel=\(Int64(parallelPerSecond.rounded())) threads=\(threads) "
          + "samples_per_drag=\(samples) goal=10000")
    }
  }
}

/// One complete gesture on a fresh device; throws unless the drop delivered its string.
func playOneGesture() throws {
  let device = try SimulatedDevice(scene: BenchHelloScene.self)
  let scene = device.scene(as: BenchHelloScene.self)
  try device.longPressDrag(
    from: .view(scene.label), to: .view(scene.notes), over: .milliseconds(1_000))
  try device.settle()
  guard scene.received.count == 1 else { throw BenchmarkFailure("the drop delivered nothing") }
}

/// The touch samples of one gesture, counted in its recorded trace (outside the timed region).
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

  final class Notes: DropInteractionDelegate {
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
