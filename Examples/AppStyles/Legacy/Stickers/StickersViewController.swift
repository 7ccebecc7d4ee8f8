#if canImport(UIKit)
  import UIKit
#else
  import DnDUIKit
#endif

/// A sticker on the canvas. Stickers are small, so each one takes touches a little outside its
/// edges, as a finger is wider than the art.
final class StickersStickerView: UIImageView {
  static let touchSlop: CGFloat = 16

  let name: String
  /// A locked sticker stays where it is: the canvas keeps touches on it.
  var isLocked = false

  init(name: String, image: UIImage?) {
    self.name = name
    super.init(image: image)
    isUserInteractionEnabled = true
    accessibilityIdentifier = name
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    let slop = StickersStickerView.touchSlop
    return bounds.insetBy(dx: -slop, dy: -slop).contains(point)
  }
}

/// The canvas the stickers sit on.
final class StickersCanvasView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    // Touches on a locked sticker go to the canvas, so a locked sticker cannot be dragged.
    if let sticker = hit as? StickersStickerView, sticker.isLocked {
      return self
    }
    return hit
  }
}

final class StickersViewController: UIViewController {
  let canvas = StickersCanvasView()
  let shareButton = UIButton(type: .system)
  private(set) var stickers: [StickersStickerView] = []
  private(set) var presentedShareSheet: UIActivityViewController?

  let selectionFeedback = UISelectionFeedbackGenerator()
  let dropFeedback = UIImpactFeedbackGenerator(style: .medium)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white

    canvas.frame = CGRect(x: 0, y: 60, width: view.bounds.width, height: view.bounds.height - 60)
    canvas.accessibilityIdentifier = "canvas"
    canvas.backgroundColor = .lightGray
    view.addSubview(canvas)
    canvas.addInteraction(UIDropInteraction(delegate: self))

    shareButton.frame = CGRect(x: 20, y: 10, width: 100, height: 40)
    shareButton.accessibilityIdentifier = "share"
    shareButton.setTitle("Share", for: .normal)
    shareButton.setTitle("Sharing…", for: .highlighted)
    shareButton.setTitle("Nothing to share", for: .disabled)
    shareButton.setTitleColor(.blue, for: .normal)
    shareButton.setTitleColor(.gray, for: .disabled)
    shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
    shareButton.addAction(UIAction { [weak self] _ in self?.share() }, for: .touchUpInside)
    view.addSubview(shareButton)

    addSticker(named: "star", at: CGPoint(x: 100, y: 100))
    addSticker(named: "heart", at: CGPoint(x: 300, y: 100))
    updateShareButton()
  }

  private func addSticker(named name: String, at origin: CGPoint) {
    let sticker = StickersStickerView(name: name, image: UIImage(systemName: "\(name).fill"))
    sticker.frame = CGRect(origin: origin, size: CGSize(width: 60, height: 60))
    sticker.addInteraction(UIDragInteraction(delegate: self))
    canvas.addSubview(sticker)
    stickers.append(sticker)
  }

  private func updateShareButton() {
    shareButton.isEnabled = !stickers.isEmpty
  }

  private func share() {
    let names = stickers.map { $0.name }
    let sheet = UIActivityViewController(activityItems: names, applicationActivities: nil)
    sheet.excludedActivityTypes = [.assignToContact, .saveToCameraRoll]
    sheet.popoverPresentationController?.sourceView = shareButton
    sheet.completionWithItemsHandler = { [weak self] _, _, _, _ in
      self?.presentedShareSheet = nil
    }
    presentedShareSheet = sheet
    present(sheet, animated: true)
  }
}

extension StickersViewController: UIDragInteractionDelegate {
  func dragInteraction(
    _ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession
  ) -> [UIDragItem] {
    guard let sticker = interaction.view as? StickersStickerView else { return [] }
    selectionFeedback.selectionChanged()
    let item = UIDragItem(itemProvider: NSItemProvider(object: sticker.name as NSString))
    item.localObject = sticker
    return [item]
  }
}

extension StickersViewController: UIDropInteractionDelegate {
  func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
    session.localDragSession != nil
  }

  func dropInteraction(
    _ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession
  ) -> UIDropProposal {
    UIDropProposal(operation: .move)
  }

  func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
    let location = session.location(in: canvas)
    for item in session.items {
      guard let sticker = item.localObject as? StickersStickerView else { continue }
      sticker.center = location
      canvas.bringSubviewToFront(sticker)
    }
    dropFeedback.impactOccurred()
  }
}
