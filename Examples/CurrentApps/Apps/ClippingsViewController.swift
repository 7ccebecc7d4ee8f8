#if canImport(UIKit)
  import UIKit
#else
  import DnDUIKit
#endif

/// A clippings app: a quote and a photo, each draggable to other apps (the quote as text, the
/// photo as a `UIImage`). A tap on the other clipping while dragging adds it to the drag.
final class ClippingsViewController: UIViewController, UIDragInteractionDelegate {
  let quote = UILabel(frame: CGRect(x: 20, y: 20, width: 260, height: 60))
  let photo = UIImageView(frame: CGRect(x: 20, y: 120, width: 260, height: 160))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "clippings"
    quote.text = "Less, but better."
    quote.accessibilityIdentifier = "quote"
    photo.image = UIImage(named: "dunes")
    photo.accessibilityIdentifier = "photo"
    for clipping in [quote, photo] as [UIView] {
      clipping.isUserInteractionEnabled = true
      clipping.addInteraction(UIDragInteraction(delegate: self))
      view.addSubview(clipping)
    }
  }

  private func item(for interaction: UIDragInteraction) -> UIDragItem? {
    if interaction.view === quote, let text = quote.text {
      return UIDragItem(itemProvider: NSItemProvider(object: text as NSString))
    }
    if interaction.view === photo, let image = photo.image {
      return UIDragItem(itemProvider: NSItemProvider(object: image))
    }
    return nil
  }

  func dragInteraction(
    _ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession
  ) -> [UIDragItem] {
    item(for: interaction).map { [$0] } ?? []
  }

  func dragInteraction(
    _ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession,
    withTouchAt point: CGPoint
  ) -> [UIDragItem] {
    item(for: interaction).map { [$0] } ?? []
  }
}
