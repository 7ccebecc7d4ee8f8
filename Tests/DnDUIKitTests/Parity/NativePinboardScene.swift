import DnDEngine
import DnDSimulator
import VirtualTime

/// `PinboardViewController`, natively: one drop and one drag interaction on the whole board
/// (`pinboard`). Images dropped from other apps are copied onto the board where the finger lifts
/// (their drop previews shrink in place); pins already on the board are moved (their previews
/// land where the finger lifted, and the pin shows up there when the drop animation ends). The
/// original pin is dimmed once the lift completes.
///
/// It implements what the UIKit app implements — drop: `canHandle`, `sessionDidUpdate`,
/// `performDrop`, `previewForDropping`, `willAnimateDrop`; drag: `itemsForBeginning`,
/// `previewForLifting`, `willAnimateLift`, `sessionDidEnd` — and leaves every other method to
/// the protocols' defaults.
final class NativePinboard: DropInteractionDelegate, DragInteractionDelegate {
  private(set) var pins: [NativeImageView] = []
  private(set) var view: View?
  /// The main queue load completions hop to (UIKit's `DispatchQueue.main`).
  private let main: SimulatedQueue
  /// Where the finger was at the last update over the board: where a moved pin goes.
  private var lastDropPoint = Point.zero

  init(main: SimulatedQueue) {
    self.main = main
  }

  /// Builds the board filling `window` (as a root view controller's view loads) and shows it.
  func load(into window: Window) {
    let board = View(name: "pinboard", frame: window.rootView.bounds)
    board.backgroundColor = "white"
    board.addInteraction(DropInteraction(delegate: self))
    board.addInteraction(DragInteraction(delegate: self))
    view = board
    window.rootView.addSubview(board)
  }

  /// Pins `image` with its centre at `point`.
  func pin(_ image: ImageObject, at point: Point) {
    guard let view else { return }
    let imageView = NativeImageView(
      name: "pin\(pins.count + 1)",
      frame: Rect(x: point.x - 60, y: point.y - 45, width: 120, height: 90),
      image: image)
    view.addSubview(imageView)
    pins.append(imageView)
  }

  // MARK: DropInteractionDelegate

  func canHandle(_ interaction: DropInteraction, session: DropSession) -> Bool {
    session.canLoadObjects(ofClass: ImageObject.self)
  }

  func sessionDidUpdate(_ interaction: DropInteraction, session: DropSession) -> DropProposal {
    lastDropPoint = view.flatMap { session.location(in: $0) } ?? .zero
    // From another app: copy. From the board itself: move (rearrange).
    return session.localDragSession == nil ? .copy : .move
  }

  func performDrop(_ interaction: DropInteraction, session: DropSession) {
    guard session.localDragSession == nil else { return }
    let dropPoint = view.flatMap { session.location(in: $0) } ?? .zero
    for item in session.items {
      loadImage(from: item.itemProvider, center: dropPoint)
    }
  }

  private func loadImage(from provider: ItemProvider, center: Point) {
    provider.loadObject(ofClass: ImageObject.self) { result in
      self.main.async {
        guard case .success(let image) = result else { return }
        self.pin(image, at: center)
      }
    }
  }

  func previewForDropping(
    _ interaction: DropInteraction, item: DragItem, defaultPreview: TargetedPreview
  ) -> TargetedPreview? {
    // Another app's image shrinks where it is; a pin lands in place, where the finger lifted
    // (the default would fly it to the board's centre).
    guard item.localObject != nil, let view else { return nil }
    return defaultPreview.retargeted(to: PreviewTarget(container: view, center: lastDropPoint))
  }

  func willAnimateDrop(_ interaction: DropInteraction, item: DragItem, animator: Animator) {
    guard let index = item.localObject as? Int, pins.indices.contains(index) else { return }
    let pin = pins[index]
    let newCenter = lastDropPoint
    animator.addAnimations {
      pin.alpha = 0
    }
    animator.addCompletion { _ in
      pin.frame = Rect(
        x: newCenter.x - pin.frame.width / 2, y: newCenter.y - pin.frame.height / 2,
        width: pin.frame.width, height: pin.frame.height)
      pin.alpha = 1
    }
  }

  // MARK: DragInteractionDelegate

  func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
    let point = view.flatMap { session.location(in: $0) } ?? .zero
    guard let index = pins.lastIndex(where: { $0.frame.contains(point) }),
      let image = pins[index].image
    else { return [] }
    let item = DragItem(itemProvider: ItemProvider(object: image))
    item.localObject = index
    return [item]
  }

  func previewForLifting(_ interaction: DragInteraction, item: DragItem, session: DragSession)
    -> TargetedPreview?
  {
    guard let index = item.localObject as? Int else { return nil }
    return try? TargetedPreview(view: pins[index])
  }

  func willAnimateLift(_ interaction: DragInteraction, animator: Animator, session: DragSession) {
    animator.addCompletion { position in
      guard position == .end else { return }
      for item in session.items {
        if let index = item.localObject as? Int { self.pins[index].alpha = 0.5 }
      }
    }
  }

  func sessionDidEnd(
    _ interaction: DragInteraction, session: DragSession, operation: DropOperation
  ) {
    guard operation != .move else { return }
    for item in session.items {
      if let index = item.localObject as? Int { pins[index].alpha = 1 }
    }
  }
}

/// The native twin of `uikit-pinboard` (Examples/UIKitApps/Scenes/main.swift): talk 203's
/// pinboard (app `pinboard`, team `example`, right) beside a photos app (app `photos`, team
/// `apple`, left), written with the engine's API only. The board starts with one pin, the
/// forest, at (400, 300) in its own coordinates.
final class NativePinboardScene: DnDScene {
  static let name = "uikit-pinboard"
  let board: NativePinboard
  let photos = NativePhotoStrip()

  init(system: DragDropSystem) throws {
    board = NativePinboard(main: system.clock.main)
    let photosWindow = Window(
      app: App(name: "photos", team: "apple"), frame: Rect(x: 0, y: 0, width: 220, height: 768))
    let boardWindow = Window(
      app: App(name: "pinboard", team: "example"),
      frame: Rect(x: 220, y: 0, width: 804, height: 768))
    system.addWindow(photosWindow)
    system.addWindow(boardWindow)
    photos.load(into: photosWindow)
    board.load(into: boardWindow)
    if let forest = NativeAssets.image(named: "forest") {
      board.pin(forest, at: Point(x: 400, y: 300))
    }
  }
}
