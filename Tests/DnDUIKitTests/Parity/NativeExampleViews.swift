import DnDEngine

// What the native twins of the UIKit example apps (Examples/UIKitApps) share: the asset catalog,
// image views, labels and the photos app. No DnDUIKit here: these files are written only with
// the engine's native API, so that `ExampleParityTests` proves the UIKit apps and their twins
// log the same bytes.

/// The example apps' asset catalog, natively: `UIImage(named:)` gives a PNG of the size
/// `ExampleAssets` registers (Examples/UIKitApps/Scenes/main.swift), so an asset here is the
/// engine's `ImageObject` of that size.
enum NativeAssets {
  static let sizes: [String: Size] = [
    "sunset": Size(width: 1600, height: 1000),
    "beach": Size(width: 1200, height: 900),
    "forest": Size(width: 800, height: 1200),
  ]

  /// The asset named `name`, or nil when there is none (as `UIImage(named:)`).
  static func image(named name: String) -> ImageObject? {
    sizes[name].map { ImageObject(format: .png, pixelSize: $0) }
  }
}

/// A view showing an image (UIKit's `UIImageView`): touches pass through it unless enabled, as
/// they pass through UIKit's image views; `alpha` is kept for the app (nothing is drawn).
nonisolated final class NativeImageView: View {
  var image: ImageObject?
  var alpha = 1.0

  init(name: String, frame: Rect, image: ImageObject?) {
    self.image = image
    super.init(name: name, frame: frame)
    isUserInteractionEnabled = false
  }
}

/// A view showing a line of text (UIKit's `UILabel`): touches pass through it unless enabled,
/// as they pass through UIKit's labels.
nonisolated final class NativeLabelView: View {
  var text: String?

  init(name: String, frame: Rect, text: String?) {
    self.text = text
    super.init(name: name, frame: frame)
    isUserInteractionEnabled = false
  }
}

/// `PhotoStripViewController`, natively: a photos app whose root view `photos` holds a strip of
/// image views (`sunset`, `beach`, `forest`), each dragging its image; a tap on another image
/// while dragging adds it to the drag. It implements `itemsForBeginning` and `itemsForAddingTo`
/// only, as the UIKit app does.
final class NativePhotoStrip: DragInteractionDelegate {
  private(set) var photos: [NativeImageView] = []
  /// The photos, by asset name; each one's size comes from the asset catalog.
  var assetNames = ["sunset", "beach", "forest"]
  private(set) var view: View?

  /// Builds the root view filling `window` (as a root view controller's view loads) and shows it.
  func load(into window: Window) {
    let root = View(name: "photos", frame: window.rootView.bounds)
    for (index, name) in assetNames.enumerated() {
      let imageView = NativeImageView(
        name: name, frame: Rect(x: 20, y: 20 + Double(index) * 110, width: 160, height: 100),
        image: NativeAssets.image(named: name))
      imageView.isUserInteractionEnabled = true
      imageView.addInteraction(DragInteraction(delegate: self))
      root.addSubview(imageView)
      photos.append(imageView)
    }
    view = root
    window.rootView.addSubview(root)
  }

  private func item(for interaction: DragInteraction) -> DragItem? {
    guard let imageView = interaction.view as? NativeImageView, let image = imageView.image else {
      return nil
    }
    let provider = ItemProvider(object: image)
    provider.suggestedName = imageView.name
    return DragItem(itemProvider: provider)
  }

  func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
    item(for: interaction).map { [$0] } ?? []
  }

  func itemsForAddingTo(_ interaction: DragInteraction, session: DragSession, point: Point)
    -> [DragItem]
  {
    item(for: interaction).map { [$0] } ?? []
  }
}
