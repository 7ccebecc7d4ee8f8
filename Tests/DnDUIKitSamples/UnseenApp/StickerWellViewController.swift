// Not one of the verbatim files (README.md): written here the way an iOS 16 app names its types —
// with `UTType` from UniformTypeIdentifiers rather than strings or `kUTType…` constants — so that
// the UTType spellings of NSItemProvider and the type checks of a drop target are tried as app
// code writes them.

#if canImport(UIKit)
import UIKit
import UniformTypeIdentifiers
#else
import DnDUIKit
#endif

/// A sticker to drag and a well that takes any image. The sticker travels as PNG bytes,
/// registered by content type; the well accepts whatever conforms to `UTType.image` and loads it
/// by the type the provider lists.
final class StickerWellViewController: UIViewController, UIDragInteractionDelegate, UIDropInteractionDelegate {
    let sticker = UIView()
    let well = UIView()
    let wellLabel = UILabel()
    private(set) var received: [UIImage] = []
    private(set) var receivedTypes: [UTType] = []
    let stickerImage = UIImage(size: CGSize(width: 64, height: 64))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        sticker.accessibilityIdentifier = "sticker"
        sticker.frame = CGRect(x: 20, y: 40, width: 120, height: 120)
        sticker.backgroundColor = .systemPink
        sticker.addInteraction(UIDragInteraction(delegate: self))
        view.addSubview(sticker)

        well.accessibilityIdentifier = "well"
        well.frame = CGRect(x: 200, y: 40, width: 300, height: 300)
        well.backgroundColor = .secondarySystemBackground
        well.addInteraction(UIDropInteraction(delegate: self))
        view.addSubview(well)

        wellLabel.text = "Drop an image"
        wellLabel.frame = CGRect(x: 20, y: 260, width: 260, height: 21)
        well.addSubview(wellLabel)
    }

    // MARK: - UIDragInteractionDelegate

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        let provider = NSItemProvider()
        let png = stickerImage.pngData()
        provider.registerDataRepresentation(for: .png, visibility: .all) { completion in
            completion(png, nil)
            return nil
        }
        provider.suggestedName = "sticker." + (UTType.png.preferredFilenameExtension ?? "png")
        return [UIDragItem(itemProvider: provider)]
    }

    // MARK: - UIDropInteractionDelegate

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        return session.hasItemsConforming(toTypeIdentifiers: [UTType.image.identifier])
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        return UIDropProposal(operation: .copy)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        for item in session.items {
            let provider = item.itemProvider
            guard let type = provider.registeredContentTypes(conformingTo: .image).first else { continue }
            provider.loadDataRepresentation(for: type) { [weak self] data, _ in
                guard let data = data, let image = UIImage(data: data) else { return }
                DispatchQueue.main.async {
                    self?.receive(image, as: type)
                }
            }
        }
    }

    private func receive(_ image: UIImage, as type: UTType) {
        received.append(image)
        receivedTypes.append(type)
        let name = type.preferredFilenameExtension?.uppercased() ?? type.identifier
        wellLabel.text = "\(received.count) × \(name)"
    }
}
