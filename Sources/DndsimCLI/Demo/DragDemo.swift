import DnDEngine
import VirtualTime

/// `dndsim demo --scenario drag`: one drag and drop through the engine, Docs/uikit-behaviour.md §3 (a) with a
/// slow load, printed as the engine's event log.
enum DragDemo {
  /// The photo view's delegate: one image item whose data arrives 1.5 s after it is asked for.
  final class PhotoSource: DragInteractionDelegate {
    func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
      let provider = ItemProvider()
      provider.suggestedName = "sunset.png"
      provider.registerDataRepresentation(forType: .png) { request in
        request.clock.schedule(after: .milliseconds(1500)) {
          request.complete(
            with: .success(
              ImageObject(format: .png, pixelSize: Size(width: 64, height: 48)).encoded))
        }
      }
      return [DragItem(itemProvider: provider)]
    }
  }

  /// The album's delegate: accepts images, copies them, loads them in performDrop.
  final class AlbumTarget: DropInteractionDelegate {
    func canHandle(_ interaction: DropInteraction, session: DropSession) -> Bool {
      session.canLoadObjects(ofClass: ImageObject.self)
    }
    func sessionDidUpdate(_ interaction: DropInteraction, session: DropSession) -> DropProposal {
      .copy
    }
    func performDrop(_ interaction: DropInteraction, session: DropSession) {
      session.loadObjects(ofClass: ImageObject.self) { _ in }
    }
  }

  static func run() throws -> [String] {
    let clock = VirtualClock()
    let system = DragDropSystem(clock: clock, profile: .tablet)
    let photos = App(name: "photos", team: "T1")
    let window = Window(app: photos, frame: Rect(x: 0, y: 0, width: 800, height: 600))
    system.addWindow(window)
    let photo = View(name: "photo", frame: Rect(x: 40, y: 40, width: 120, height: 90))
    let album = View(name: "album", frame: Rect(x: 400, y: 40, width: 300, height: 300))
    window.rootView.addSubview(photo)
    window.rootView.addSubview(album)
    photo.addInteraction(DragInteraction(delegate: PhotoSource()))
    album.addInteraction(DropInteraction(delegate: AlbumTarget()))

    func touch(_ phase: TouchPhase, _ x: Double, _ y: Double, after ms: Int64) throws {
      try clock.advance(by: .milliseconds(ms))
      system.handle(TouchSample(finger: 1, phase: phase, location: Point(x: x, y: y)))
      try clock.runCurrent()
    }
    try touch(.began, 100, 85, after: 0)
    // Held through the long press (0.325 s) and the whole lift (0.25 s): the drag begins at
    // the first move once the items are fully lifted.
    try clock.advance(by: .milliseconds(325 + 250))
    for step in 1...3 {
      try touch(.moved, 100 + 150 * Double(step), 85 + 40 * Double(step), after: 16)
    }
    try touch(.ended, 550, 205, after: 16)
    try clock.runUntilIdle()
    return system.log.lines
  }
}
