/// An image view. Like UIKit's, it ignores touches unless `isUserInteractionEnabled` is set, and
/// `init(image:)` gives it the image's size.
open class UIImageView: UIView {
  open var image: UIImage?

  public convenience init(image: UIImage?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  override class var userInteractionEnabledByDefault: Bool { false }
}
