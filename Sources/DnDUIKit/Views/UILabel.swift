/// A label: a view with text. Like UIKit's, it ignores touches unless `isUserInteractionEnabled`
/// is set — so a drag interaction on a label needs that, as on a device.
open class UILabel: UIView {
  open var text: String?
  open var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0) } }
    set { text = newValue?.string }
  }
  open var textColor: UIColor! = .black
  open var numberOfLines: Int = 1
  open var textAlignment: NSTextAlignment = .natural
  /// The text's font (UIKit's `UILabel.font`): the system font at 17 points unless set; setting
  /// nil restores that default, as in UIKit.
  open var font: UIFont! {
    get { storedFont }
    set { storedFont = newValue ?? .systemFont(ofSize: 17) }
  }
  private var storedFont = UIFont.systemFont(ofSize: 17)

  override class var userInteractionEnabledByDefault: Bool { false }
}

/// Text alignment, as UIKit spells it.
public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center, right, justified, natural
}
