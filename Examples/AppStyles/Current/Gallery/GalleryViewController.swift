#if canImport(UIKit)
  import UIKit
#else
  import DnDUIKit
#endif

/// A photo in the gallery's grid.
final class GalleryPhotoView: UIImageView {
  let title: String

  init(title: String) {
    self.title = title
    super.init(image: UIImage(systemName: "photo"))
    isUserInteractionEnabled = true
    accessibilityIdentifier = title
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A grid of photos: drag one into the album, or long-press one for its menu.
final class GalleryViewController: UIViewController {
  private(set) var photos: [GalleryPhotoView] = []
  let album = UIView()
  private(set) var albumTitles: [String] = []
  private(set) var deletedTitles: [String] = []
  private(set) var favoriteTitles: Set<String> = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    album.frame = CGRect(x: 20, y: 420, width: 460, height: 160)
    album.backgroundColor = .secondarySystemBackground
    album.accessibilityIdentifier = "album"
    album.addInteraction(UIDropInteraction(delegate: self))
    view.addSubview(album)

    for (index, title) in ["Beach", "Forest", "City"].enumerated() {
      let photo = GalleryPhotoView(title: title)
      photo.frame = CGRect(x: 20 + CGFloat(index) * 160, y: 40, width: 140, height: 140)
      photo.addInteraction(UIDragInteraction(delegate: self))
      photo.addInteraction(UIContextMenuInteraction(delegate: self))
      view.addSubview(photo)
      photos.append(photo)
    }
  }

  func menu(for photo: GalleryPhotoView) -> UIMenu {
    let favorite = UIAction(
      title: "Favorite", image: UIImage(systemName: "heart"),
      state: favoriteTitles.contains(photo.title) ? .on : .off
    ) { [weak self] _ in
      self?.favoriteTitles.insert(photo.title)
    }
    let addToAlbum = UIAction(title: "Add to Album", image: UIImage(systemName: "plus")) {
      [weak self] _ in
      self?.albumTitles.append(photo.title)
    }
    let delete = UIAction(
      title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive
    ) { [weak self] _ in
      self?.deletedTitles.append(photo.title)
    }
    let edit = UIMenu(title: "", options: .displayInline, children: [favorite, addToAlbum])
    return UIMenu(title: photo.title, children: [edit, delete])
  }
}

extension GalleryViewController: UIDragInteractionDelegate {
  func dragInteraction(
    _ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession
  ) -> [UIDragItem] {
    guard let photo = interaction.view as? GalleryPhotoView else { return [] }
    let item = UIDragItem(itemProvider: NSItemProvider(object: photo.title as NSString))
    item.localObject = photo
    return [item]
  }
}

extension GalleryViewController: UIDropInteractionDelegate {
  func dropInteraction(
    _ interaction: UIDropInteraction, canHandle session: any UIDropSession
  ) -> Bool {
    session.localDragSession != nil
  }

  func dropInteraction(
    _ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession
  ) -> UIDropProposal {
    UIDropProposal(operation: .copy)
  }

  func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
    for item in session.items {
      if let photo = item.localObject as? GalleryPhotoView {
        albumTitles.append(photo.title)
      }
    }
  }
}

extension GalleryViewController: UIContextMenuInteractionDelegate {
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    guard let photo = interaction.view as? GalleryPhotoView else { return nil }
    return UIContextMenuConfiguration(identifier: photo.title as NSString, previewProvider: nil) {
      [weak self] _ in
      self?.menu(for: photo)
    }
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    animator?.addCompletion { [weak self] in
      self?.view.setNeedsLayout()
    }
  }
}
