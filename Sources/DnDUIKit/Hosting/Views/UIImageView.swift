/// An image view. Like UIKit's, it ignores touches unless `isUserInteractionEnabled` is set, and
/// `init(image:)` gives it the image's size. Its initializers are UIKit's designated ones
/// (``init(frame:)``, ``init(image:)``, ``init(image:highlightedImage:)``), so an app's subclass
/// can override them and call them with `super`.
open class UIImageView: UIView {
  /// The image shown; setting it changes the view's ``intrinsicContentSize``.
  open var image: UIImage? {
    didSet { if image !== oldValue { invalidateIntrinsicContentSize() } }
  }

  /// The image shown while ``isHighlighted`` (UIKit's `UIImageView.highlightedImage`): stored.
  open var highlightedImage: UIImage?

  /// The symbol configuration the view applies to its symbol images (UIKit's
  /// `UIImageView.preferredSymbolConfiguration`): stored.
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

  /// Whether the view shows its highlighted image (UIKit's `UIImageView.isHighlighted`; default
  /// false): stored, nothing is drawn.
  open var isHighlighted = false

  /// An image view with `frame` and no image (UIKit's `UIView.init(frame:)`).
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// An image view showing `image`, sized to it (UIKit's `UIImageView.init(image:)`).
  public init(image: UIImage?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  /// An image view showing `image`, with `highlightedImage` for its highlighted state, sized to
  /// `image` (UIKit's `UIImageView.init(image:highlightedImage:)`).
  public init(image: UIImage?, highlightedImage: UIImage?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
    self.highlightedImage = highlightedImage
  }

  /// Storyboards are not modelled: an image view made from an archive does not exist.
  public required init?(coder: NSCoder) {
    return nil
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
