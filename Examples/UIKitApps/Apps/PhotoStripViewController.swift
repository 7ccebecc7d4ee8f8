#if canImport(UIKit)
  import UIKit
#else
  import DnDUIKit
#endif

/// A photos app: a strip of images, each one draggable to other apps as a `UIImage`. A tap on
/// another image while dragging adds it to the drag.
final class PhotoStripViewController: UIViewController, UIDragInteractionDelegate {
  private(set) var photos: [UIImageView] = []
  /// The photos, by asset name; each one's size comes from the asset catalog.
  var assetNames = ["sunset", "beach", "forest"]

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "photos"
    for (index, name) in assetNames.enumerated() {
      let imageView = UIImageView(image: UIImage(named: name))
      imageView.frame = CGRect(x: 20, y: 20 + CGFloat(index) * 110, width: 160, height: 100)
      imageView.accessibilityIdentifier = name
      imageView.isUserInteractionEnabled = true
      imageView.addInteraction(UIDragInteraction(delegate: self))
      view.addSubview(imageView)
      photos.append(imageView)
    }
  }

  private func item(for interaction: UIDragInteraction) -> UIDragItem? {
    guard let imageView = interaction.view as? UIImageView, let image = imageView.image else {
      return nil
    }
    let provider = NSItemProvider(object: image)
    provider.suggestedName = imageView.accessibilityIdentifier
    return UIDragItem(itemProvider: provider)
  }

  func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession)
    -> [UIDragItem]
  {
    return item(for: interaction).map { [$0] } ?? []
  }

  func dragInteraction(
    _ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession,
    withTouchAt point: CGPoint
  ) -> [UIDragItem] {
    return item(for: interaction).map { [$0] } ?? []
  }
}
