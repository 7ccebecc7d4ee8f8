#if canImport(UIKit)
  import UIKit
#else
  import DnDUIKit
#endif

/// A clipping on the page: its thumbnail and its title underneath.
final class ScrapbookClippingView: UIView {
  let clipping: ScrapbookClipping
  let imageView = UIImageView()
  let titleLabel = UILabel()

  init(clipping: ScrapbookClipping) {
    self.clipping = clipping
    super.init(frame: CGRect(x: 0, y: 0, width: 120, height: 100))
    imageView.frame = CGRect(x: 30, y: 0, width: 60, height: 60)
    imageView.image = ScrapbookClippingView.thumbnail(
      of: clipping.image, tintedWith: clipping.color)
    addSubview(imageView)
    titleLabel.frame = CGRect(x: 0, y: 64, width: 120, height: 36)
    titleLabel.attributedText = ScrapbookClippingView.attributedTitle(
      clipping.title, color: clipping.color)
    addSubview(titleLabel)
    isUserInteractionEnabled = true
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// A 60-point square thumbnail: the clipping's colour with its picture drawn on top.
  static func thumbnail(of image: UIImage, tintedWith color: UIColor) -> UIImage? {
    let size = CGSize(width: 60, height: 60)
    UIGraphicsBeginImageContextWithOptions(size, false, 0)
    defer { UIGraphicsEndImageContext() }
    color.setFill()
    UIRectFill(CGRect(origin: .zero, size: size))
    image.draw(in: CGRect(x: 5, y: 5, width: 50, height: 50))
    return UIGraphicsGetImageFromCurrentImageContext()
  }

  static func attributedTitle(_ title: String, color: UIColor) -> NSAttributedString {
    let paragraph = NSMutableParagraphStyle()
    paragraph.alignment = .center
    paragraph.lineBreakMode = .byTruncatingTail
    let font = UIFontMetrics(forTextStyle: .caption1).scaledFont(
      for: UIFont.boldSystemFont(ofSize: 12))
    return NSAttributedString(
      string: title,
      attributes: [
        .font: font,
        .foregroundColor: color,
        .paragraphStyle: paragraph,
        .underlineStyle: NSUnderlineStyle.single.rawValue,
      ])
  }
}

/// A scrapbook page: clippings on a paper background. Clippings are dragged out of it as
/// `ScrapbookClipping`s and other scrapbooks' clippings are dropped into it.
final class ScrapbookViewController: UIViewController, UIDragInteractionDelegate,
  UIDropInteractionDelegate
{
  private(set) var clippingViews: [ScrapbookClippingView] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor(patternImage: ScrapbookViewController.paperTile())
    view.addInteraction(UIDragInteraction(delegate: self))
    view.addInteraction(UIDropInteraction(delegate: self))
  }

  /// The paper the page is made of, one 16-point tile.
  static func paperTile() -> UIImage {
    UIGraphicsBeginImageContext(CGSize(width: 16, height: 16))
    UIColor(white: 0.97, alpha: 1).setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 16, height: 16))
    let image = UIGraphicsGetImageFromCurrentImageContext()!
    UIGraphicsEndImageContext()
    return image
  }

  func add(_ clipping: ScrapbookClipping, at point: CGPoint) {
    let clippingView = ScrapbookClippingView(clipping: clipping)
    clippingView.center = point
    clippingView.accessibilityIdentifier = "clipping-\(clippingViews.count + 1)"
    view.addSubview(clippingView)
    clippingViews.append(clippingView)
  }

  private func clippingView(at point: CGPoint) -> ScrapbookClippingView? {
    return clippingViews.last { $0.frame.contains(point) }
  }

  // MARK: - UIDragInteractionDelegate

  func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession)
    -> [UIDragItem]
  {
    guard let clippingView = clippingView(at: session.location(in: view)) else { return [] }
    let item = UIDragItem(itemProvider: NSItemProvider(object: clippingView.clipping))
    item.localObject = clippingView
    return [item]
  }

  func dragInteraction(
    _ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession
  ) -> UITargetedDragPreview? {
    guard let clippingView = item.localObject as? ScrapbookClippingView else { return nil }
    return UITargetedDragPreview(view: clippingView.imageView)
  }

  // MARK: - UIDropInteractionDelegate

  func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
    return session.canLoadObjects(ofClass: ScrapbookClipping.self)
  }

  func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession)
    -> UIDropProposal
  {
    return UIDropProposal(operation: session.localDragSession == nil ? .copy : .move)
  }

  func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
    let point = session.location(in: view)
    if session.localDragSession != nil {
      for item in session.items {
        (item.localObject as? UIView)?.center = point
      }
      return
    }
    session.loadObjects(ofClass: ScrapbookClipping.self) { objects in
      for case let clipping as ScrapbookClipping in objects {
        self.add(clipping, at: point)
      }
    }
  }
}
