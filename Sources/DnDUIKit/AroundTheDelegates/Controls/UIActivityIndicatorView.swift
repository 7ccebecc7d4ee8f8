/// A spinning wheel that shows work under way (UIKit's `UIActivityIndicatorView`). Nothing spins:
/// what is modelled is whether it is animating and — with ``hidesWhenStopped``, the default — that
/// it is hidden (``UIView/isHidden``, so touches pass through it) whenever it is not, as UIKit
/// hides it: from when it is made until ``startAnimating()``, and again after
/// ``stopAnimating()``.
open class UIActivityIndicatorView: UIView {
  /// The indicator's style (UIKit's `UIActivityIndicatorView.style`).
  open var style: Style

  /// Whether it is animating (UIKit's `UIActivityIndicatorView.isAnimating`): between
  /// ``startAnimating()`` and ``stopAnimating()``.
  open private(set) var isAnimating = false

  /// Whether the indicator is hidden while not animating (UIKit's
  /// `UIActivityIndicatorView.hidesWhenStopped`; default true). Setting it while stopped hides or
  /// shows the indicator accordingly.
  open var hidesWhenStopped = true {
    didSet { if !isAnimating { isHidden = hidesWhenStopped } }
  }

  /// An indicator of `style`, sized as UIKit sizes it: 37 points square for the large styles, 20
  /// for the others (UIKit's `UIActivityIndicatorView.init(style:)`).
  public init(style: Style) {
    self.style = style
    super.init(frame: CGRect(origin: .zero, size: style.size))
    isHidden = hidesWhenStopped
  }

  /// An indicator of the ``Style/medium`` style in `frame` (UIKit's `init(frame:)`).
  public override init(frame: CGRect) {
    style = .medium
    super.init(frame: frame)
    isHidden = hidesWhenStopped
  }

  /// Storyboards are not modelled: an indicator made from an archive does not exist.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The style's size (20 or 37 points square), for Auto Layout.
  open override var intrinsicContentSize: CGSize { style.size }

  /// Starts the animation and shows the indicator (UIKit's
  /// `UIActivityIndicatorView.startAnimating()`).
  open func startAnimating() {
    isAnimating = true
    isHidden = false
  }

  /// Stops the animation; hides the indicator if ``hidesWhenStopped`` (UIKit's
  /// `UIActivityIndicatorView.stopAnimating()`).
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }

  /// The indicator's styles, with UIKit's raw values (`UIActivityIndicatorView.Style`); here they
  /// differ only in the size ``UIActivityIndicatorView/init(style:)`` gives.
  nonisolated public enum Style: Int, Sendable {
    /// Large and white (UIKit deprecates it for ``large``).
    case whiteLarge = 0
    /// White (UIKit deprecates it for ``medium``).
    case white = 1
    /// Grey (UIKit deprecates it for ``medium``).
    case gray = 2
    /// The medium indicator.
    case medium = 100
    /// The large indicator.
    case large = 101

    var size: CGSize {
      switch self {
      case .whiteLarge, .large: CGSize(width: 37, height: 37)
      case .white, .gray, .medium: CGSize(width: 20, height: 20)
      }
    }
  }
}
