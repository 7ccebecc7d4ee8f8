import DnDEngine
import DnDSimulator
import VirtualTime

/// A photos app whose view `a` drags one item per entry of ``items``, and a notes app whose view
/// `b` copies them and loads every item's data in `performDrop` — one load per item, all started
/// at the same instant.
final class LoadingScene: BuiltScene {
  struct Item {
    var type: TypeIdentifier
    var text: String
    var suggestedName: String?
  }

  /// I1: a PNG named sunset.png (P1); I2: plain text (P2); I3: a JPEG named beach.jpg (P3).
  static let standardItems = [
    Item(type: .png, text: "png bytes", suggestedName: "sunset.png"),
    Item(type: .plainText, text: "hello", suggestedName: nil),
    Item(type: .jpeg, text: "jpeg", suggestedName: "beach.jpg"),
  ]

  final class Source: DragInteractionDelegate {
    let items: [Item]
    init(items: [Item]) { self.items = items }

    func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
      items.map { item in
        let provider = ItemProvider()
        provider.suggestedName = item.suggestedName
        provider.registerDataRepresentation(forType: item.type, data: ItemData(utf8: item.text))
        return DragItem(itemProvider: provider)
      }
    }
    // Implemented (doing nothing) so that the log shows when the source hears of the end.
    func sessionDidEnd(
      _ interaction: DragInteraction, session: DragSession, operation: DropOperation
    ) {}
    func sessionDidTransferItems(_ interaction: DragInteraction, session: DragSession) {}
  }

  final class Target: DropInteractionDelegate {
    /// The progress of each load, in item order, so a test can cancel one.
    var loads: [LoadProgress] = []

    func sessionDidUpdate(_ interaction: DropInteraction, session: DropSession) -> DropProposal {
      .copy
    }
    func performDrop(_ interaction: DropInteraction, session: DropSession) {
      for item in session.items {
        loads.append(item.itemProvider.loadDataRepresentation(forTypeIdentifier: .item) { _ in })
      }
    }
    func concludeDrop(_ interaction: DropInteraction, session: DropSession) {}
    func sessionDidEnd(_ interaction: DropInteraction, session: DropSession) {}
  }

  let target: Target

  init(system: DragDropSystem, items: [Item]) {
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
    a.addInteraction(DragInteraction(delegate: Source(items: items)))
    target = Target()
    b.addInteraction(DropInteraction(delegate: target))
  }

  func perform(_ action: String, arguments: [SceneArgument]) throws {
    throw SceneError("no action \(action)")
  }
}

/// A drag from `a` to `b` in a ``LoadingScene`` under `plan`, played to the end unless `settle`
/// is false; `during` runs after the drop and before the system settles (e.g. to schedule an
/// app-side cancel).
func replayDrop(
  _ plan: FaultPlan?, items: [LoadingScene.Item] = LoadingScene.standardItems,
  settle: Bool = true, during: (Replayer, LoadingScene) throws -> Void = { _, _ in }
) throws -> Replayer {
  let definition = SceneDefinition(name: "loading", origin: "test") { system in
    LoadingScene(system: system, items: items)
  }
  let replay = try Replayer(scene: definition, profile: .tablet) { system in
    plan?.install(into: system)
  }
  for step in [
    // Held through the lift (0.325 s + 0.25 s), then dragged: the drag begins at the first move.
    frame(0, 1, .began, 50, 50), frame(600, 1, .moved, 150, 150), frame(650, 1, .moved, 250, 250),
    frame(700, 1, .ended, 250, 250),
  ] {
    try replay.play(step)
  }
  try during(replay, replay.scene as! LoadingScene)
  if settle { try replay.finish() }
  return replay
}

extension Replayer {
  /// When the drop started its loads (`L1 started`).
  var dropTime: VirtualInstant {
    system.log.events.first { $0.subject == "L1" && $0.name == "started" }!.time
  }

  /// Milliseconds after the drop of the first event `subject name`, or nil.
  func millisecondsAfterDrop(_ subject: String, _ name: String) -> Int64? {
    guard let event = system.log.events.first(where: { $0.subject == subject && $0.name == name })
    else { return nil }
    return (event.time - dropTime).nanoseconds / 1_000_000
  }

  /// The summaries of the load events (`L1 completed(data: <5 bytes>)`), in log order.
  var loadEvents: [String] {
    system.log.events.filter { $0.kind == .load }.map(\.summary)
  }

  /// The ends of the loads (`completed`, `failed`, `cancelled`) as `L2 completed +200`, in log
  /// order, with milliseconds after the drop.
  var loadEnds: [String] {
    system.log.events.filter {
      $0.kind == .load && ["completed", "failed", "cancelled"].contains($0.name)
    }.map { "\($0.subject) \($0.name) +\(($0.time - dropTime).nanoseconds / 1_000_000)" }
  }
}
