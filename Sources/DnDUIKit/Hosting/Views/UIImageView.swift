/// An image view. Like UIKit's, it ignores touches unless `isUserInteractionEnabled` is set, and
/// `init(image:)` gives it the image's size.
open class UIImageView: UIView {
  /// The image shown; setting it changes the view's ``intrinsicContentSize``.
  open var image: UIImage? {
    didSet { if image !== oldValue { invalidateIntrinsicContentSize() } }
  }

  public convenience init(image: UIImage?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  override class var userInteractionEnabledByDefault: Bool { false }

  /// The image's size (zero without one), as UIKit's image view answers.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    image?.size ?? .zero
  }

  /// The image's size; none without an image.
  open override var intrinsicContentSize: CGSize {
    image?.size
      ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }
}
