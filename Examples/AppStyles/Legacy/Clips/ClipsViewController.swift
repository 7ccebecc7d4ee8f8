//
//  ClipsViewController.swift
//  Clips
//
//  Video clips as tiles: drag one out and another app gets the movie file; drop a movie here and
//  it is copied into the clips folder.
//

#if canImport(UIKit)
  import UIKit
  import MobileCoreServices
#else
  import DnDUIKit
#endif

struct ClipsClip {
  let fileURL: URL

  var title: String {
    return fileURL.deletingPathExtension().lastPathComponent
  }
}

class ClipsViewController: UIViewController, UIDragInteractionDelegate, UIDropInteractionDelegate {

  let clipsFolder: URL
  private(set) var clips = [ClipsClip]()
  private var tiles = [UIView]()
  private(set) var failedImports = 0

  init(clipsFolder: URL) {
    self.clipsFolder = clipsFolder
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    view.addInteraction(UIDropInteraction(delegate: self))
    reloadClips()
  }

  // MARK: - Clips folder

  func reloadClips() {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: clipsFolder.path)) ?? []
    clips = names.sorted().filter { $0.hasSuffix(".mp4") }.map {
      ClipsClip(fileURL: clipsFolder.appendingPathComponent($0))
    }
    for tile in tiles {
      tile.removeFromSuperview()
    }
    tiles = []
    for (index, clip) in clips.enumerated() {
      let tile = UILabel(frame: CGRect(x: 20, y: 20 + CGFloat(index) * 90, width: 160, height: 80))
      tile.text = clip.title
      tile.textAlignment = .center
      tile.backgroundColor = .darkGray
      tile.textColor = .white
      tile.isUserInteractionEnabled = true
      tile.accessibilityIdentifier = "clip-\(clip.title)"
      tile.tag = index
      tile.addInteraction(UIDragInteraction(delegate: self))
      view.addSubview(tile)
      tiles.append(tile)
    }
  }

  // MARK: - UIDragInteractionDelegate

  func dragInteraction(
    _ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession
  ) -> [UIDragItem] {
    guard let tile = interaction.view, tile.tag < clips.count else { return [] }
    let clip = clips[tile.tag]
    let itemProvider = NSItemProvider()
    itemProvider.suggestedName = clip.title
    itemProvider.registerFileRepresentation(
      forTypeIdentifier: kUTTypeMPEG4 as String, fileOptions: [], visibility: .all
    ) { completion in
      completion(clip.fileURL, false, nil)
      return nil
    }
    let item = UIDragItem(itemProvider: itemProvider)
    item.localObject = clip.fileURL
    return [item]
  }

  // MARK: - UIDropInteractionDelegate

  func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
    return session.hasItemsConforming(toTypeIdentifiers: [kUTTypeMovie as String])
  }

  func dropInteraction(
    _ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession
  ) -> UIDropProposal {
    if session.localDragSession != nil {
      return UIDropProposal(operation: .forbidden)
    }
    return UIDropProposal(operation: .copy)
  }

  func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
    for item in session.items {
      let provider = item.itemProvider
      guard provider.hasItemConformingToTypeIdentifier(kUTTypeMPEG4 as String) else { continue }
      provider.loadFileRepresentation(forTypeIdentifier: kUTTypeMPEG4 as String) { url, error in
        guard let url = url else {
          print("Could not load the clip: \(String(describing: error))")
          DispatchQueue.main.async { self.failedImports += 1 }
          return
        }
        // The file is deleted when this block returns: copy it now.
        let destination = self.clipsFolder.appendingPathComponent(url.lastPathComponent)
        do {
          if FileManager.default.fileExists(atPath: destination.path) {
            try FileManager.default.removeItem(at: destination)
          }
          try FileManager.default.copyItem(at: url, to: destination)
        } catch {
          print("Could not copy the clip: \(error)")
          return
        }
        DispatchQueue.main.async {
          self.reloadClips()
        }
      }
    }
  }
}
