#if canImport(UIKit)
  import UIKit
#else
  import DnDUIKit
#endif

/// Talk 203's pinboard, written the way its demo describes it: one drop interaction and one drag
/// interaction on the whole board. Images dropped from other apps are copied onto the board where
/// the finger lifts (their drop previews shrink in place); pins already on the board are moved
/// (their previews land in place, and the pin shows up in its new spot when the drop animation
/// ends). The original image is dimmed once the lift completes.
final class PinboardViewController: UIViewController, UIDropInteractionDelegate,
  UIDragInteractionDelegate
{
  private(set) var pins: [UIImageView] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "pinboard"
    view.backgroundColor = .white
    view.addInteraction(UIDropInteraction(delegate: self))
    view.addInteraction(UIDragInteraction(delegate: self))
  }

  /// Pins `image` with its centre at `point`.
  func pin(_ image: UIImage, at point: CGPoint) {
    let imageView = UIImageView(image: image)
    imageView.frame = CGRect(x: 0, y: 0, width: 120, height: 90)
    imageView.center = point
    imageView.accessibilityIdentifier = "pin\(pins.count + 1)"
    view.addSubview(imageView)
    pins.append(imageView)
  }

  // MARK: - UIDropInteractionDelegate

  func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
    return session.canLoadObjects(ofClass: UIImage.self)
  }

  func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession)
    -> UIDropProposal
  {
    lastDropPoint = session.location(in: view)
    // From another app: copy. From the board itself: move (rearrange).
    return UIDropProposal(operation: session.localDragSession == nil ? .copy : .move)
  }

  func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
    guard session.localDragSession == nil else { return }
    let dropPoint = session.location(in: view)
    for item in session.items {
      loadImage(from: item.itemProvider, center: dropPoint)
    }
  }

  private func loadImage(from provider: NSItemProvider, center: CGPoint) {
    provider.loadObject(ofClass: UIImage.self) { object, _ in
      DispatchQueue.main.async {
        guard let image = object as? UIImage else { return }
        self.pin(image, at: center)
      }
    }
  }

  func dropInteraction(
    _ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
    withDefault defaultPreview: UITargetedDragPreview
  ) -> UITargetedDragPreview? {
    // Another app's image shrinks where it is; a pin lands in place, where the finger lifted
    // (the default would fly it to the board's centre).
    guard item.localObject != nil else { return nil }
    let target = UIDragPreviewTarget(container: view, center: lastDropPoint)
    return defaultPreview.retargetedPreview(with: target)
  }

  func dropInteraction(
    _ interaction: UIDropInteraction, item: UIDragItem,
    willAnimateDropWith animator: UIDragAnimating
  ) {
    guard let index = item.localObject as? Int, pins.indices.contains(index) else { return }
    let pin = pins[index]
    let newCenter = lastDropPoint
    animator.addAnimations {
      pin.alpha = 0
    }
    animator.addCompletion { _ in
      pin.center = newCenter
      pin.alpha = 1
    }
  }

  /// Where the finger was at the last update over the board: where a moved pin goes.
  private var lastDropPoint = CGPoint.zero

  // MARK: - UIDragInteractionDelegate

  func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession)
    -> [UIDragItem]
  {
    let point = session.location(in: view)
    guard let index = pins.lastIndex(where: { $0.frame.contains(point) }),
      let image = pins[index].image
    else { return [] }
    let item = UIDragItem(itemProvider: NSItemProvider(object: image))
    item.localObject = index
    return [item]
  }

  func dragInteraction(
    _ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession
  ) -> UITargetedDragPreview? {
    guard let index = item.localObject as? Int else { return nil }
    return UITargetedDragPreview(view: pins[index])
  }

  func dragInteraction(
    _ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating,
    session: UIDragSession
  ) {
    animator.addCompletion { position in
      guard position == .end else { return }
      for item in session.items {
        if let index = item.localObject as? Int { self.pins[index].alpha = 0.5 }
      }
    }
  }

  func dragInteraction(
    _ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation
  ) {
    guard operation != .move else { return }
    for item in session.items {
      if let index = item.localObject as? Int { pins[index].alpha = 1 }
    }
  }
}
